// The task card's actions beyond the happy paths of task-card-state.test.ts:
// what every refusal says, agreement with two allies, KISSing with insights
// and exploding dice (a Gambit: "a 6 counts as usual and adds another die of
// the same caliber"), buying and writing descriptions, closing out and the
// card's version. Pure: the state machine alone, no Foundry.
import { describe, expect, it } from "vitest";
import {
  createTaskCard,
  taskCardVersion,
  type CardAction,
  type CardUser,
  type TaskCardState,
} from "../../../../src/games/venus/dice/task-card-state";
import { applyCardAction } from "../../../../src/games/venus/dice/task-card-action";
import {
  ALLY_OWNER,
  GM,
  ROLLER,
  STRANGER,
  sampleBoughtCard,
  sampleExplodingCard,
  sampleRolledCard,
} from "../../../../src/games/venus/dice/samples";

function ok(state: TaskCardState, action: CardAction, user: CardUser = ROLLER): TaskCardState {
  const result = applyCardAction(state, action, user);
  expect(result.problems).toEqual([]);
  return result.state;
}

/** The refusal's problems (code and English fallback); the state comes back unchanged. */
function refusal(
  state: TaskCardState,
  action: CardAction,
  user: CardUser = ROLLER,
): { code: string; message: string }[] {
  const result = applyCardAction(state, action, user);
  expect(result.state).toBe(state);
  return result.problems;
}

/** Dhyr with two aiding allies, Melyn (gold die #1) and Oren (bronze die #2, a 6: one success). */
function twoAllyCard(): TaskCardState {
  return createTaskCard(
    {
      actorUuid: "Actor.dhyr",
      actorName: "Dhyr",
      img: "icons/svg/mystery-man.svg",
      jobId: "job-warrior",
      jobName: "Warrior",
      jobLevel: 1,
      learning: false,
      ability: "fin",
      caliber: "silver",
      threshold: 1,
      allies: [
        { actorUuid: "Actor.melyn", name: "Melyn", jobId: "j-m", jobName: "Ritualist", jobLevel: 2, caliber: "gold" },
        { actorUuid: "Actor.oren", name: "Oren", jobId: "j-o", jobName: "Sailor", jobLevel: 1, caliber: "bronze" },
      ],
      pool: [
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "gold", owner: "ally", ally: 0 },
        { caliber: "bronze", owner: "ally", ally: 1 },
      ],
    },
    [1, 1, 6],
  );
}

const OREN_OWNER: CardUser = { isGM: false, ownsRoller: false, ownsAllies: [false, true] };

const specialty = (die: number, value: number): CardAction => ({
  type: "kiss",
  requests: [{ die, source: "specialty" }],
  rerolls: [{ die, value }],
  resources: { lots: 0, ego: false },
});

describe("every refusal says why in words (the English fallback under the code)", () => {
  it("names the actor's lack of standing, a closed card, a missing ally or purchase", () => {
    const rolled = sampleRolledCard();
    const [stranger] = refusal(rolled, { type: "buy", kind: "secondary", id: "graceful" }, STRANGER);
    expect(stranger).toEqual({
      code: "not-allowed",
      message: "Only the rolling character's owner or the GM can do that.",
    });
    const [agree] = refusal(rolled, { type: "agree", ally: 0 }, STRANGER);
    expect(agree).toEqual({
      code: "not-allowed",
      message: "Only the ally's player (the FC for an NPC ally) or the GM can agree for them.",
    });
    const closed = ok(rolled, { type: "close" });
    for (const [action, user] of [
      [{ type: "close" }, ROLLER],
      [{ type: "agree", ally: 0 }, GM],
    ] as [CardAction, CardUser][]) {
      expect(refusal(closed, action, user)).toEqual([{ code: "card-closed", message: "This task is closed." }]);
    }
    expect(refusal(rolled, { type: "agree", ally: 4 }, GM)).toEqual([
      { code: "kiss-unknown-die", message: "There is no ally #4." },
    ]);
    const agreed = ok(rolled, { type: "agree", ally: 0 }, ALLY_OWNER);
    expect(refusal(agreed, { type: "agree", ally: 0 }, ALLY_OWNER)).toEqual([
      { code: "agreement-not-needed", message: "Melyn has already agreed." },
    ]);
    const bought = sampleBoughtCard();
    expect(refusal(bought, { type: "refund", index: 7 })).toEqual([
      { code: "unknown-purchase", message: "Nothing bought at #7." },
    ]);
    expect(refusal(bought, { type: "note", index: 3, text: "a" })).toEqual([
      { code: "unknown-purchase", message: "Nothing bought at #3." },
    ]);
  });

  it("names an empty KISS, a second round, Ego after spending, and a purchase it cannot make", () => {
    const rolled = sampleRolledCard();
    expect(refusal(rolled, { type: "kiss", requests: [], rerolls: [], resources: { lots: 1, ego: true } })).toEqual([
      { code: "nothing-selected", message: "Choose the dice to KISS and a source for each." },
    ]);
    const kissed = ok(rolled, specialty(1, 3));
    const roundOver = { code: "kiss-round-over", message: "Dice are KISSed in a single round; that round is over." };
    expect(refusal(kissed, specialty(0, 5))).toEqual([roundOver]);
    const spent = ok(rolled, { type: "buy", kind: "secondary", id: "graceful" });
    expect(refusal(spent, { type: "egoSixes", resources: { ego: true } })).toEqual([
      { code: "spent-already", message: "Successes are already being spent." },
    ]);
    expect(refusal(rolled, { type: "buy", kind: "tertiary", id: "graceful" })).toEqual([
      { code: "unknown-purchase", message: "Unknown consequence tertiary graceful." },
    ]);
    expect(refusal(spent, { type: "buy", kind: "secondary", id: "graceful" })).toEqual([
      { code: "spend-duplicate", message: '"graceful" is already bought.' },
    ]);
  });
});

describe("agreeing to have an aid die KISSed", () => {
  it("marks only the ally answered for: each ally's owner agrees for their own die", () => {
    const card = twoAllyCard();
    const oren = ok(card, { type: "agree", ally: 1 }, OREN_OWNER);
    expect(oren.allies.map((a) => a.agreed)).toEqual([false, true]);
    expect(oren.history.at(-1)).toEqual({ kind: "agreed", ally: 1 });
    // "Aid dice are KISSed only with the ally's agreement": Oren's die now, Melyn's not yet.
    expect(ok(oren, specialty(2, 5)).roll.dice[2]?.value).toBe(5);
    expect(refusal(oren, specialty(1, 5)).map((p) => p.code)).toEqual(["kiss-aid-without-agreement"]);
  });

  it("is refused once the single KISS round is over", () => {
    const card = twoAllyCard();
    const kissed = ok(card, specialty(0, 6));
    expect(refusal(kissed, { type: "agree", ally: 1 }, OREN_OWNER).map((p) => p.code)).toEqual(["kiss-round-over"]);
    const spent = ok(card, { type: "buy", kind: "secondary", id: "graceful" });
    expect(refusal(spent, { type: "agree", ally: 0 }, GM)).toEqual([
      { code: "kiss-round-over", message: "Dice are KISSed in a single round; that round is over." },
    ]);
  });
});

describe("KISS sources", () => {
  it("takes an insight the table approved (each approved insight one die)", () => {
    const insight: CardAction = {
      type: "kiss",
      requests: [{ die: 0, source: "insight" }],
      rerolls: [{ die: 0, value: 4 }],
      resources: { lots: 0, ego: false },
    };
    const result = applyCardAction(twoAllyCard(), insight, ROLLER);
    expect(result.problems).toEqual([]);
    expect(result.costs).toEqual({ lots: 0, ego: false });
    expect(result.state.sources).toEqual(["insight", null, null]);
  });

  it("refuses a die the pool does not have instead of failing", () => {
    expect(refusal(twoAllyCard(), specialty(5, 6)).map((p) => p.code)).toEqual(["kiss-unknown-die"]);
  });
});

describe("exploding dice in the KISS round", () => {
  // sampleExplodingCard: gold 6 (exploded), 2, and the added 4; KISS the 2 with a Lot.
  const explodingKiss = (added: { from: number; value: number }[], die = 1, value = 6): CardAction => ({
    type: "kiss",
    requests: [{ die, source: "lot" }],
    rerolls: [{ die, value }],
    added,
    resources: { lots: 2, ego: false },
  });

  it("a re-rolled 6 adds a die of its caliber and owner, not KISSed itself, listed as added", () => {
    const result = applyCardAction(sampleExplodingCard(), explodingKiss([{ from: 1, value: 3 }]), ROLLER);
    expect(result.problems).toEqual([]);
    expect(result.costs).toEqual({ lots: 1, ego: false });
    const s = result.state;
    expect(s.roll.dice.map((d) => d.value)).toEqual([6, 6, 4, 3]);
    expect(s.roll.dice[3]).toEqual({
      caliber: "gold",
      owner: "roller",
      ally: null,
      value: 3,
      kissed: false,
      previousValue: null,
    });
    expect(s.sources).toEqual([null, "lot", null, null]);
    expect(s.added).toEqual([2, 3]);
    expect(s.history.at(-1)).toEqual({
      kind: "kissed",
      dice: [{ die: 1, source: "lot", from: 2, to: 6 }],
      added: [3],
    });
  });

  it("each re-rolled 6 adds its own die, numbered after the pool", () => {
    const two: CardAction = {
      type: "kiss",
      requests: [
        { die: 1, source: "lot" },
        { die: 2, source: "specialty" },
      ],
      rerolls: [
        { die: 1, value: 6 },
        { die: 2, value: 6 },
      ],
      added: [
        { from: 1, value: 5 },
        { from: 2, value: 1 },
      ],
      resources: { lots: 1, ego: false },
    };
    const s = ok(sampleExplodingCard(), two);
    expect(s.roll.dice.map((d) => d.value)).toEqual([6, 6, 6, 5, 1]);
    expect(s.added).toEqual([2, 3, 4]);
  });

  it("a re-roll adding no die leaves the added dice and the history as they were", () => {
    const s = ok(sampleExplodingCard(), explodingKiss([], 1, 5));
    expect(s.added).toEqual([2]);
    expect(s.history.at(-1)).toEqual({ kind: "kissed", dice: [{ die: 1, source: "lot", from: 2, to: 5 }] });
    const plain = ok(sampleRolledCard(), explodingKiss([], 1, 5));
    expect(plain.added).toBeUndefined();
  });

  it("refuses added dice on plain dice, from a die not KISSed, or with a face that is not a d6's", () => {
    const mismatch = [{ code: "reroll-mismatch", message: "Only a re-rolled 6 of exploding dice adds a die." }];
    expect(refusal(sampleRolledCard(), explodingKiss([{ from: 1, value: 3 }]))).toEqual(mismatch);
    expect(refusal(sampleExplodingCard(), explodingKiss([{ from: 0, value: 3 }]))).toEqual(mismatch);
    expect(refusal(sampleExplodingCard(), explodingKiss([{ from: 1, value: 7 }]))).toEqual(mismatch);
    expect(refusal(sampleExplodingCard(), explodingKiss([{ from: 1, value: 0 }]))).toEqual(mismatch);
  });
});

describe("buying consequences", () => {
  it("keeps each kind apart: a primary is only 'primary', a secondary or tertiary only its own ids", () => {
    const card = ok(sampleRolledCard(), { type: "egoSixes", resources: { ego: true } }); // 3 successes
    for (const [kind, id] of [
      ["primary", "graceful"],
      ["secondary", "primary"],
      ["secondary", "learned"],
      ["tertiary", "primary"],
      ["tertiary", "unharmed"],
    ] as const) {
      expect(refusal(card, { type: "buy", kind, id })).toEqual([
        { code: "unknown-purchase", message: `Unknown consequence ${kind} ${id}.` },
      ]);
    }
    const s = ok(card, { type: "buy", kind: "tertiary", id: "learned" });
    expect(s.purchases).toEqual([{ kind: "tertiary", id: "learned", on: "failure", note: "" }]);
    const t = ok(s, { type: "buy", kind: "secondary", id: "graceful" });
    expect(t.purchases[1]).toEqual({ kind: "secondary", id: "graceful", on: null, note: "" });
  });

  it("hangs a tertiary only on the primary, the failure or a secondary", () => {
    const card = ok(sampleRolledCard(), { type: "egoSixes", resources: { ego: true } });
    const bogus = { type: "buy", kind: "tertiary", id: "prize", on: "nowhere" } as unknown as CardAction;
    expect(refusal(card, bogus)).toEqual([{ code: "unknown-purchase", message: "Unknown anchor nowhere." }]);
    const secondary = ok(card, { type: "buy", kind: "secondary", id: "graceful" });
    const onIt = ok(secondary, { type: "buy", kind: "tertiary", id: "prize", on: "graceful" });
    expect(onIt.purchases[1]).toEqual({ kind: "tertiary", id: "prize", on: "graceful", note: "" });
  });

  it("buys the primary once: a second one is refused even with the successes to pay for it", () => {
    const rich = ok(sampleRolledCard(), {
      type: "kiss",
      requests: [
        { die: 0, source: "lot" },
        { die: 1, source: "lot" },
      ],
      rerolls: [
        { die: 0, value: 6 },
        { die: 1, value: 6 },
      ],
      resources: { lots: 3, ego: false },
    });
    // Three silver sixes, counted twice with Ego: 6 successes against the threshold of 4.
    const once = ok(ok(rich, { type: "egoSixes", resources: { ego: true } }), {
      type: "buy",
      kind: "primary",
      id: "primary",
    });
    expect(once.purchases).toEqual([{ kind: "primary", id: "primary", on: null, note: "" }]);
    expect(refusal(once, { type: "buy", kind: "primary", id: "primary" })).toEqual([
      { code: "spend-duplicate", message: '"primary" is already bought.' },
    ]);
    // The same tertiary twice, even on another anchor.
    const learned = ok(once, { type: "buy", kind: "tertiary", id: "learned", on: "primary" });
    expect(
      refusal(learned, { type: "buy", kind: "tertiary", id: "learned", on: "failure" }).map((p) => p.code),
    ).toEqual(["spend-duplicate"]);
  });

  it("writes a description on the purchase named only, trimmed and cut at 200 characters", () => {
    const bought = sampleBoughtCard();
    const s = ok(bought, { type: "note", index: 2, text: `  ${"y".repeat(250)}  ` });
    expect(s.purchases.map((p) => p.note)).toEqual(["the moon god is appeased", "", "y".repeat(200)]);
    expect(ok(bought, { type: "note", index: 1, text: "  not a scratch  " }).purchases[1]?.note).toBe("not a scratch");
  });
});

describe("closing out and the card's version", () => {
  it("a card with only a secondary bought closes as a failure, with no bookkeeping unless given", () => {
    const spent = ok(sampleRolledCard(), { type: "buy", kind: "secondary", id: "graceful" });
    const closed = ok(spent, { type: "close" });
    expect(closed.history.at(-1)).toEqual({ kind: "closed", primary: "failed" });
    expect(closed.bookkeeping).toEqual([]);
    expect(closed.roll.phase).toBe("kissed");
  });

  it("counts every action but a description (the version a stale request is refused against)", () => {
    const rolled = sampleRolledCard();
    expect(taskCardVersion(rolled)).toBe(1);
    const agreed = ok(rolled, { type: "agree", ally: 0 }, ALLY_OWNER);
    expect(taskCardVersion(agreed)).toBe(2);
    const bought = ok(agreed, { type: "buy", kind: "secondary", id: "graceful" });
    expect(taskCardVersion(bought)).toBe(3);
    expect(taskCardVersion(ok(bought, { type: "note", index: 0, text: "swift" }))).toBe(3);
  });
});
