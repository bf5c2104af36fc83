import { describe, expect, it } from "vitest";
import {
  cardSuccesses,
  kissOpen,
  type CardAction,
  type CardUser,
  type TaskCardState,
} from "../../../../src/games/venus/dice/task-card-state";
import { applyCardAction } from "../../../../src/games/venus/dice/task-card-action";
import {
  ALLY_OWNER,
  GM,
  ROLLER,
  sampleBoughtCard,
  sampleEgoCard,
  sampleKissedCard,
  sampleRolledCard,
  STRANGER,
} from "../../../../src/games/venus/dice/samples";

const codes = (problems: { code: string }[]): string[] => problems.map((p) => p.code);

/** Apply and expect success. */
function ok(state: TaskCardState, action: CardAction, user: CardUser = ROLLER): TaskCardState {
  const result = applyCardAction(state, action, user);
  expect(result.problems).toEqual([]);
  return result.state;
}

/** Apply and expect refusal: the state comes back unchanged. */
function refused(state: TaskCardState, action: CardAction, user: CardUser = ROLLER): string[] {
  const result = applyCardAction(state, action, user);
  expect(result.state).toBe(state);
  expect(result.costs).toEqual({ lots: 0, ego: false });
  return codes(result.problems);
}

/** The sample card with stunts declared before the roll, unvetoed: Dhyr's and Melyn's on her own die. */
const withStunts = (card: TaskCardState): TaskCardState => ({
  ...card,
  stunt: "declared",
  allies: card.allies.map((a) => ({ ...a, stunt: "declared" })),
});

const lotKiss = (die: number, value: number): CardAction => ({
  type: "kiss",
  requests: [{ die, source: "lot" }],
  rerolls: [{ die, value }],
  resources: { lots: 3, ego: true },
});

describe("a freshly rolled card", () => {
  it("counts each die by its caliber", () => {
    const s = sampleRolledCard();
    // silver 4 ✓, silver 2 ✗, silver 6 ✓, gold 1 ✗
    expect(cardSuccesses(s)).toBe(2);
    expect(kissOpen(s)).toBe(true);
    expect(s.history).toEqual([{ kind: "rolled", values: [4, 2, 6, 1] }]);
  });
});

describe("permissions", () => {
  const actions: CardAction[] = [
    lotKiss(1, 5),
    { type: "egoSixes", resources: { ego: true } },
    { type: "buy", kind: "secondary", id: "unharmed" },
    { type: "close" },
  ];

  it("lets the roller's owner and the GM act for the roller", () => {
    for (const action of actions) {
      expect(applyCardAction(sampleRolledCard(), action, ROLLER).problems).toEqual([]);
      expect(applyCardAction(sampleRolledCard(), action, GM).problems).toEqual([]);
    }
  });

  it("refuses the ally's owner and a stranger acting for the roller", () => {
    for (const action of actions) {
      expect(refused(sampleRolledCard(), action, ALLY_OWNER)).toEqual(["not-allowed"]);
      expect(refused(sampleRolledCard(), action, STRANGER)).toEqual(["not-allowed"]);
    }
  });

  it("lets only the ally's owner or the GM agree for the ally", () => {
    expect(ok(sampleRolledCard(), { type: "agree", ally: 0 }, ALLY_OWNER).allies[0]?.agreed).toBe(true);
    expect(ok(sampleRolledCard(), { type: "agree", ally: 0 }, GM).allies[0]?.agreed).toBe(true);
    expect(refused(sampleRolledCard(), { type: "agree", ally: 0 }, ROLLER)).toEqual(["not-allowed"]);
    expect(refused(sampleRolledCard(), { type: "agree", ally: 0 }, STRANGER)).toEqual(["not-allowed"]);
  });

  it("refuses agreeing twice or for no ally", () => {
    const agreed = ok(sampleRolledCard(), { type: "agree", ally: 0 }, ALLY_OWNER);
    expect(refused(agreed, { type: "agree", ally: 0 }, ALLY_OWNER)).toEqual(["agreement-not-needed"]);
    expect(refused(sampleRolledCard(), { type: "agree", ally: 3 }, GM)).toEqual(["kiss-unknown-die"]);
  });
});

describe("KISS", () => {
  it("re-rolls the chosen dice once, keeps the new face even if worse, and charges the Lots", () => {
    const result = applyCardAction(
      sampleRolledCard(),
      {
        type: "kiss",
        requests: [
          { die: 0, source: "lot" },
          { die: 1, source: "insight" },
        ],
        rerolls: [
          { die: 0, value: 1 },
          { die: 1, value: 5 },
        ],
        resources: { lots: 3, ego: false },
      },
      ROLLER,
    );
    expect(result.problems).toEqual([]);
    expect(result.costs).toEqual({ lots: 1, ego: false });
    const d0 = result.state.roll.dice[0];
    expect([d0?.value, d0?.previousValue, d0?.kissed]).toEqual([1, 4, true]);
    expect(result.state.sources).toEqual(["lot", "insight", null, null]);
    expect(cardSuccesses(result.state)).toBe(2); // 1 ✗, 5 ✓, 6 ✓, 1 ✗
    expect(result.state.history.at(-1)).toEqual({
      kind: "kissed",
      dice: [
        { die: 0, source: "lot", from: 4, to: 1 },
        { die: 1, source: "insight", from: 2, to: 5 },
      ],
    });
    expect(kissOpen(result.state)).toBe(false);
  });

  it("refuses KISSing a die twice, in one request or in a second round", () => {
    const twice: CardAction = {
      type: "kiss",
      requests: [
        { die: 1, source: "lot" },
        { die: 1, source: "stunt" },
      ],
      rerolls: [{ die: 1, value: 6 }],
      resources: { lots: 3, ego: false },
    };
    expect(refused(withStunts(sampleRolledCard()), twice)).toContain("kiss-die-twice");
    const once = ok(sampleRolledCard(), lotKiss(1, 3));
    expect(refused(once, lotKiss(1, 6))).toEqual(["kiss-round-over"]);
  });

  it("refuses an aid die without the ally's agreement, and allows it after", () => {
    const aid: CardAction = {
      type: "kiss",
      requests: [{ die: 3, source: "specialty" }],
      rerolls: [{ die: 3, value: 4 }],
      resources: { lots: 0, ego: false },
    };
    expect(refused(sampleRolledCard(), aid)).toEqual(["kiss-aid-without-agreement"]);
    const agreed = ok(sampleRolledCard(), { type: "agree", ally: 0 }, ALLY_OWNER);
    expect(ok(agreed, aid).roll.dice[3]?.value).toBe(4);
  });

  it("lets an ally's stunt KISS their own die without agreement", () => {
    const stunt: CardAction = {
      type: "kiss",
      requests: [{ die: 3, source: "stunt" }],
      rerolls: [{ die: 3, value: 2 }],
      resources: { lots: 0, ego: false },
    };
    expect(ok(withStunts(sampleRolledCard()), stunt).roll.dice[3]?.value).toBe(2);
    // Undeclared before the roll, a stunt KISSes nothing.
    expect(refused(sampleRolledCard(), stunt)).toEqual(["stunt-not-declared"]);
  });

  it("counts Lots, stunts and specialties against their limits", () => {
    const lots: CardAction = {
      type: "kiss",
      requests: [
        { die: 0, source: "lot" },
        { die: 1, source: "lot" },
      ],
      rerolls: [
        { die: 0, value: 6 },
        { die: 1, value: 6 },
      ],
      resources: { lots: 1, ego: false },
    };
    expect(refused(sampleRolledCard(), lots)).toEqual(["kiss-lots-exceeded"]);
    const stunts: CardAction = {
      type: "kiss",
      requests: [
        { die: 0, source: "stunt" },
        { die: 1, source: "stunt" },
      ],
      rerolls: [
        { die: 0, value: 6 },
        { die: 1, value: 6 },
      ],
      resources: { lots: 0, ego: false },
    };
    expect(refused(withStunts(sampleRolledCard()), stunts)).toEqual(["kiss-stunt-exceeded"]);
  });

  it("refuses an empty KISS and re-roll faces that do not match the request", () => {
    expect(
      refused(sampleRolledCard(), { type: "kiss", requests: [], rerolls: [], resources: { lots: 3, ego: true } }),
    ).toEqual(["nothing-selected"]);
    expect(
      refused(sampleRolledCard(), {
        type: "kiss",
        requests: [{ die: 1, source: "lot" }],
        rerolls: [{ die: 2, value: 6 }],
        resources: { lots: 3, ego: false },
      }),
    ).toEqual(["reroll-mismatch"]);
  });
});

describe("Ego", () => {
  const egoReroll: CardAction = {
    type: "kiss",
    requests: [{ die: 1, source: "ego" }],
    rerolls: [{ die: 1, value: 6 }],
    resources: { lots: 0, ego: true },
  };

  it("re-rolls every disappointing die and is charged once", () => {
    const result = applyCardAction(sampleRolledCard(), egoReroll, ROLLER);
    expect(result.problems).toEqual([]);
    expect(result.costs).toEqual({ lots: 0, ego: true });
    expect(result.state.roll.ego).toBe("reroll");
  });

  it("doubles sixes, re-rolled sixes included", () => {
    const s = sampleEgoCard();
    expect(s.roll.ego).toBe("doubleSixes");
    expect(cardSuccesses(s)).toBe(3);
    const result = applyCardAction(sampleRolledCard(), { type: "egoSixes", resources: { ego: true } }, ROLLER);
    expect(result.costs).toEqual({ lots: 0, ego: true });
    // After a KISS that rolled a 6, doubling counts it too: 4 ✓, 6 ✓✓, 6 ✓✓, 3 ✓ = 6.
    expect(cardSuccesses(ok(sampleKissedCard(), { type: "egoSixes", resources: { ego: true } }))).toBe(6);
  });

  it("refuses Ego for both, either way round", () => {
    const rerolled = ok(sampleRolledCard(), egoReroll);
    expect(refused(rerolled, { type: "egoSixes", resources: { ego: true } })).toEqual(["ego-both"]);
    expect(refused(sampleEgoCard(), egoReroll)).toEqual(["ego-both"]);
  });

  it("refuses Ego the roller does not have", () => {
    expect(refused(sampleRolledCard(), { type: "egoSixes", resources: { ego: false } })).toEqual(["ego-unavailable"]);
    expect(refused(sampleRolledCard(), { ...egoReroll, resources: { lots: 0, ego: false } })).toEqual([
      "ego-unavailable",
    ]);
  });
});

describe("spending successes", () => {
  it("buys the primary for the threshold, secondaries and tertiaries for 1", () => {
    const s = sampleBoughtCard();
    expect(s.purchases.map((p) => `${p.kind}:${p.id}:${p.on ?? ""}`)).toEqual([
      "primary:primary:",
      "secondary:unharmed:",
      "tertiary:learned:primary",
    ]);
    expect(s.purchases[0]?.note).toBe("the moon god is appeased");
  });

  it("refuses buying over budget, twice, or an unknown consequence", () => {
    expect(refused(sampleRolledCard(), { type: "buy", kind: "primary", id: "primary" })).toEqual(["spend-over-budget"]);
    const one = ok(sampleRolledCard(), { type: "buy", kind: "secondary", id: "graceful" });
    expect(refused(one, { type: "buy", kind: "secondary", id: "graceful" })).toEqual(["spend-duplicate"]);
    expect(refused(sampleRolledCard(), { type: "buy", kind: "secondary", id: "prize" })).toEqual(["unknown-purchase"]);
  });

  it("hangs a tertiary on the failure when the primary is not bought, and refuses it on an unbought consequence", () => {
    const s = ok(sampleRolledCard(), { type: "buy", kind: "tertiary", id: "intentions" });
    expect(s.purchases[0]?.on).toBe("failure");
    expect(refused(sampleRolledCard(), { type: "buy", kind: "tertiary", id: "learned", on: "graceful" })).toEqual([
      "tertiary-unanchored",
    ]);
  });

  it("closes the KISS round once something is bought", () => {
    const s = ok(sampleRolledCard(), { type: "buy", kind: "secondary", id: "graceful" });
    expect(kissOpen(s)).toBe(false);
    expect(refused(s, lotKiss(1, 6))).toEqual(["kiss-round-over"]);
    expect(refused(s, { type: "egoSixes", resources: { ego: true } })).toEqual(["spent-already"]);
  });

  it("refunds a purchase unless something hangs on it", () => {
    const s = sampleBoughtCard();
    expect(refused(s, { type: "refund", index: 0 })).toEqual(["tertiary-unanchored"]);
    const r = ok(s, { type: "refund", index: 1 });
    expect(r.purchases.map((p) => p.id)).toEqual(["primary", "learned"]);
    expect(r.history.at(-1)).toEqual({ kind: "refunded", purchase: { kind: "secondary", id: "unharmed", on: null } });
    expect(refused(s, { type: "refund", index: 9 })).toEqual(["unknown-purchase"]);
  });

  it("keeps a trimmed personalised description", () => {
    const s = ok(sampleBoughtCard(), { type: "note", index: 1, text: `  ${"x".repeat(300)} ` });
    expect(s.purchases[1]?.note).toHaveLength(200);
  });
});

describe("closing the card", () => {
  it("records the outcome and refuses anything afterwards, keeping what was saved", () => {
    const closed = ok(sampleBoughtCard(), { type: "close", bookkeeping: [{ key: "k", data: {} }] });
    expect(closed.closed).toBe(true);
    expect(closed.bookkeeping).toEqual([{ key: "k", data: {} }]);
    expect(closed.history.at(-1)).toEqual({ kind: "closed", primary: "bought" });
    expect(refused(closed, { type: "buy", kind: "secondary", id: "graceful" })).toEqual(["card-closed"]);
    expect(refused(closed, { type: "close" })).toEqual(["card-closed"]);
    expect(refused(closed, { type: "agree", ally: 0 }, ALLY_OWNER)).toEqual(["card-closed"]);
    expect(refused(closed, { type: "note", index: 0, text: "new" })).toEqual(["card-closed"]);
    expect(closed.purchases).toEqual(sampleBoughtCard().purchases);
  });

  it("records a failure when the primary was not bought", () => {
    expect(ok(sampleRolledCard(), { type: "close" }).history.at(-1)).toEqual({ kind: "closed", primary: "failed" });
  });

  it("keeps the full history of what was re-rolled and bought", () => {
    expect(sampleBoughtCard().history.map((h) => h.kind)).toEqual([
      "rolled",
      "agreed",
      "kissed",
      "ego-sixes",
      "bought",
      "bought",
      "bought",
    ]);
  });

  it("survives a round trip through JSON (message flags)", () => {
    const s = sampleBoughtCard();
    const back = JSON.parse(JSON.stringify(s)) as TaskCardState;
    expect(back).toEqual(s);
    expect(ok(back, { type: "close" }).closed).toBe(true);
  });
});
