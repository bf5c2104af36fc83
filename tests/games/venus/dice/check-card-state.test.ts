/**
 * The check card as a state machine, against the book's checks: “3. If
 * you've fallen short of the target, then do not depair, you can make up the
 * difference with up to four of your own relative bonus factors … spending
 * Lots …” and “So if it's clear that even the best possible roll (of +6)
 * wouldn't help you succeed then you must skip this step”; Lots: “one Lot can
 * be spent per check to reroll too”. Rulings (docs/games/venus-rulings.md):
 * the d20 first, the bonus step only when it can matter, Lots paid only for
 * bonus dice rolled, then at most one Lot re-roll of the d20 or the highest
 * bonus die.
 *
 * The sample: Dhyr's Finesse, Gold +4, against Tough +2 (17), one approved
 * bonus factor and one Lot planned.
 */
import { describe, expect, it } from "vitest";
import {
  applyCheckAction,
  bonusOpen,
  checkCardVersion,
  checkResult,
  checkSettled,
  createCheckCard,
  highestBonusDie,
  legacyCheckCard,
  maxBonusLots,
  proposeCheckCard,
  rerollOpen,
  type CheckAction,
  type CheckCardState,
} from "../../../../src/games/venus/dice/check-card-state";
import { checkCardContext } from "../../../../src/games/venus/dice/check-card-context";
import { applyCheckDecision, bonusAwaitedNow } from "../../../../src/games/venus/dice/check-card-table";
import type { CardUser } from "../../../../src/games/venus/dice/task-card-state";
import {
  GM,
  ROLLER,
  SAMPLE_CHECK_OPTIONS,
  SAMPLE_GAMBIT_MODIFIERS,
  STRANGER,
  sampleCheckCard,
} from "../../../../src/games/venus/dice/samples";

/** The codes of the problems that refused an action, each with a readable English message for logs. */
const codes = (r: { problems: { code: string; message: string }[] }): string[] =>
  r.problems.map((p) => {
    expect(p.message.length, p.code).toBeGreaterThan(10);
    return p.code;
  });
const act = (state: CheckCardState, action: CheckAction, lots = 3, user = ROLLER) =>
  applyCheckAction(state, action, user, { lots });
const CARD = "STORY_ENGINES.Venus.Check.Card.";

describe("the d20 first: an automatic result, a bare pass or a shortfall out of reach takes no bonus step", () => {
  it("“if it's Gold or Platinum then you auto-pass on a 19 or 20”: settled, nothing offered, no Lot taken", () => {
    const card = createCheckCard({ ...SAMPLE_CHECK_OPTIONS, target: 29 }, 19);
    expect(checkResult(card)).toMatchObject({ passed: true, auto: "pass" });
    expect(bonusOpen(card, 3)).toBe(false);
    expect(rerollOpen(card, 3)).toBe(false);
    expect(checkSettled(card, 3)).toBe(true);
    const bonus = act(card, { type: "bonus", lots: 1, dice: [6, 6] });
    expect(codes(bonus)).toEqual(["check-decided"]);
    expect(bonus.lots).toBe(0);
    expect(bonus.state).toBe(card);
  });

  it("“if you get a natural 1 … you automatically fail”: no bonus step, but a Lot may re-roll the d20", () => {
    const card = sampleCheckCard(1);
    expect(checkResult(card)).toMatchObject({ passed: false, auto: "fail" });
    expect(bonusOpen(card, 3)).toBe(false);
    expect(codes(act(card, { type: "bonus", lots: 0, dice: [4] }))).toEqual(["bonus-step-unavailable"]);
    expect(rerollOpen(card, 3)).toBe(true);
    // The bonus die has nothing to re-roll yet.
    expect(codes(act(card, { type: "reroll", die: "bonus", value: 4 }))).toEqual(["reroll-no-bonus-die"]);
    // Re-rolled to 10: 14, three short, within reach — a d20 that had no bonus step may take it now.
    const rerolled = act(card, { type: "reroll", die: "d20", value: 10 });
    expect(rerolled.problems).toEqual([]);
    expect(rerolled.lots).toBe(1);
    expect(rerolled.state.reroll).toEqual({ die: "d20", from: 1, to: 10 });
    expect(bonusOpen(rerolled.state, 2)).toBe(true);
    expect(rerollOpen(rerolled.state, 2)).toBe(false);
  });

  it("a natural 1 re-rolled with a Lot into reach: the Peers' approval of the bonus factor is still awaited, and given", () => {
    // Found by the table fuzzer: the re-roll used to end the approval while the card still said it awaited one.
    const peer: CardUser = { ...STRANGER, isPeer: true, present: { fc: true, peer: true } };
    const asked = { ...sampleCheckCard(1), bonusApproval: "asked" as const };
    const rerolled = act(asked, { type: "reroll", die: "d20", value: 10 }).state;
    expect(bonusOpen(rerolled, 2)).toBe(true);
    expect(bonusAwaitedNow(rerolled, { ...ROLLER, present: { fc: true, peer: true } })).toBe(true);
    const approved = applyCheckDecision(rerolled, { type: "approveBonus" }, peer);
    expect(approved.problems).toEqual([]);
    expect(approved.state.bonusApproval).toBe("approved");
    // Once the bonus step is taken, nothing is awaited any more.
    const taken = act(approved.state, { type: "bonus", lots: 0, dice: [4] }).state;
    expect(bonusAwaitedNow(taken, { ...ROLLER, present: { fc: true, peer: true } })).toBe(false);
  });

  it("the d20 already passes: no bonus step, no Lot taken, settled", () => {
    // 15 + 4 = 19 ≥ 17; meeting the target exactly passes too (13 + 4 = 17).
    for (const d20 of [15, 13]) {
      const card = sampleCheckCard(d20);
      expect(checkResult(card).passed).toBe(true);
      expect(checkSettled(card, 3)).toBe(true);
      expect(codes(act(card, { type: "bonus", lots: 1, dice: [6, 6] }))).toEqual(["check-decided"]);
      expect(codes(act(card, { type: "reroll", die: "d20", value: 20 }))).toEqual(["check-decided"]);
    }
  });

  it("“even the best possible roll (of +6) wouldn't help”: seven short skips the step; six short does not", () => {
    // 6 + 4 = 10, seven short of 17.
    const far = sampleCheckCard(6);
    expect(bonusOpen(far, 3)).toBe(false);
    expect(codes(act(far, { type: "bonus", lots: 1, dice: [6, 6] }))).toEqual(["bonus-step-unavailable"]);
    expect(rerollOpen(far, 3)).toBe(true);
    // 7 + 4 = 11, six short: a 6 can still reach.
    expect(bonusOpen(sampleCheckCard(7), 3)).toBe(true);
  });
});

describe("the bonus step: Lots only for dice actually rolled", () => {
  it("rolls the approved factor plus the Lots chosen, and only the highest die counts", () => {
    // 10 + 4 = 14, three short; a factor and a Lot: 2 and 5 → 19.
    const card = sampleCheckCard(10);
    expect(bonusOpen(card, 3)).toBe(true);
    expect(rerollOpen(card, 3)).toBe(false);
    const result = act(card, { type: "bonus", lots: 1, dice: [2, 5] });
    expect(result.problems).toEqual([]);
    expect(result.lots).toBe(1);
    expect(result.state.bonus).toEqual({ dice: [2, 5], lots: 1 });
    expect(result.state.history.at(-1)).toEqual({ kind: "bonus", dice: [2, 5], lots: 1 });
    expect(checkResult(result.state)).toEqual({ passed: true, auto: null, total: 19 });
    expect(checkSettled(result.state, 2)).toBe(true);
  });

  it("takes no Lot when the factors alone are rolled", () => {
    const result = act(sampleCheckCard(10), { type: "bonus", lots: 0, dice: [3] });
    expect(result.problems).toEqual([]);
    expect(result.lots).toBe(0);
    expect(checkResult(result.state).total).toBe(17);
  });

  it("may spend every Lot held, within four factors", () => {
    const card = sampleCheckCard(10);
    expect(act(card, { type: "bonus", lots: 1, dice: [1, 1] }, 1).problems).toEqual([]);
    expect(maxBonusLots(card, 9)).toBe(3);
    expect(maxBonusLots(card, 2)).toBe(2);
    expect(maxBonusLots(createCheckCard({ ...SAMPLE_CHECK_OPTIONS, bonusFactors: 4 }, 10), 9)).toBe(0);
  });

  it("refuses more Lots than held, more than four factors, nothing to roll and dice that do not match", () => {
    const card = sampleCheckCard(10);
    expect(codes(act(card, { type: "bonus", lots: 1 }))).toEqual(["reroll-mismatch"]);
    expect(codes(act(card, { type: "bonus", lots: 0, dice: [0] }))).toEqual(["reroll-mismatch"]);
    expect(codes(act(card, { type: "bonus", lots: 0, dice: [2.5] }))).toEqual(["reroll-mismatch"]);
    expect(codes(act(card, { type: "bonus", lots: 3, dice: [1, 1, 1, 1] }, 2))).toEqual(["kiss-lots-exceeded"]);
    expect(codes(act(card, { type: "bonus", lots: 4, dice: [1, 1, 1, 1, 1] }, 9))).toEqual(["bonus-dice-out-of-range"]);
    expect(codes(act(card, { type: "bonus", lots: 1, dice: [3] }))).toEqual(["reroll-mismatch"]);
    expect(codes(act(card, { type: "bonus", lots: 0, dice: [7] }))).toEqual(["reroll-mismatch"]);
    const noFactors = createCheckCard({ ...SAMPLE_CHECK_OPTIONS, bonusFactors: 0 }, 10);
    expect(codes(act(noFactors, { type: "bonus", lots: 0, dice: [] }))).toEqual(["no-bonus-dice"]);
    // No factor and no Lot: the step is not even offered, and the failure stands.
    expect(bonusOpen(noFactors, 0)).toBe(false);
    expect(checkSettled(noFactors, 0)).toBe(true);
  });

  it("the step is taken once; declining it instead opens the re-roll", () => {
    const taken = act(sampleCheckCard(10), { type: "bonus", lots: 0, dice: [1] }).state;
    expect(codes(act(taken, { type: "bonus", lots: 0, dice: [6] }))).toEqual(["bonus-step-unavailable"]);
    const declined = act(sampleCheckCard(10), { type: "decline" });
    expect(declined.problems).toEqual([]);
    expect(declined.state.bonusDeclined).toBe(true);
    expect(declined.state.history.map((h) => h.kind)).toEqual(["rolled", "declined"]);
    expect(bonusOpen(declined.state, 3)).toBe(false);
    expect(rerollOpen(declined.state, 3)).toBe(true);
    expect(codes(act(declined.state, { type: "decline" }))).toEqual(["bonus-step-unavailable"]);
  });
});

describe("“one Lot can be spent per check to reroll too”: after the bonus step, the d20 or the highest bonus die, once", () => {
  // 10 + 4 = 14; a factor and a Lot roll 1 and 2 → 16, one short.
  const short = (): CheckCardState => sampleCheckCard(10, [{ type: "bonus", lots: 1, dice: [1, 2] }]);

  it("is not offered before the bonus step, while that step is on offer", () => {
    expect(codes(act(sampleCheckCard(10), { type: "reroll", die: "d20", value: 20 }))).toEqual(["reroll-unavailable"]);
  });

  it("re-rolls the d20: the bonus dice stay and count for the new total", () => {
    const result = act(short(), { type: "reroll", die: "d20", value: 12 }, 2);
    expect(result.problems).toEqual([]);
    expect(result.lots).toBe(1);
    expect(result.state.d20).toBe(12);
    expect(result.state.history.at(-1)).toEqual({ kind: "rerolled", die: "d20", from: 10, to: 12 });
    expect(result.state.bonus?.dice).toEqual([1, 2]);
    // 12 + 4 = 16, one short: the highest bonus die (2) makes 18.
    expect(checkResult(result.state)).toEqual({ passed: true, auto: null, total: 18 });
  });

  it("re-rolls the highest bonus die: the new face replaces it", () => {
    expect(highestBonusDie([1, 2])).toBe(1);
    expect(highestBonusDie([4, 2, 4])).toBe(0);
    expect(highestBonusDie([])).toBe(-1);
    const result = act(short(), { type: "reroll", die: "bonus", value: 6 }, 2);
    expect(result.problems).toEqual([]);
    expect(result.state.bonus?.dice).toEqual([1, 6]);
    expect(result.state.reroll).toEqual({ die: "bonus", from: 2, to: 6 });
    expect(result.state.history.at(-1)).toEqual({ kind: "rerolled", die: "bonus", from: 2, to: 6 });
    expect(checkResult(result.state).passed).toBe(true);
  });

  it("a worse new face stands, and there is no second re-roll", () => {
    const once = act(short(), { type: "reroll", die: "bonus", value: 1 }, 2);
    expect(checkResult(once.state)).toMatchObject({ passed: false, total: 15 });
    expect(rerollOpen(once.state, 1)).toBe(false);
    expect(checkSettled(once.state, 1)).toBe(true);
    expect(codes(act(once.state, { type: "reroll", die: "d20", value: 20 }, 1))).toEqual(["check-decided"]);
  });

  it("re-rolls only the d20 or a bonus die", () => {
    const odd = { type: "reroll", die: "dice", value: 3 } as unknown as CheckAction;
    expect(codes(act(short(), odd, 2))).toEqual(["reroll-no-bonus-die"]);
  });

  it("needs a Lot, and a d20 face or a bonus die face", () => {
    expect(rerollOpen(short(), 0)).toBe(false);
    expect(checkSettled(short(), 0)).toBe(true);
    expect(codes(act(short(), { type: "reroll", die: "d20", value: 21 }, 2))).toEqual(["reroll-mismatch"]);
    expect(codes(act(short(), { type: "reroll", die: "bonus", value: 7 }, 2))).toEqual(["reroll-mismatch"]);
  });
});

describe("exploding bonus dice (a Gambit)", () => {
  const gambit = { modifiers: SAMPLE_GAMBIT_MODIFIERS, caliber: "platinum" as const, target: 22 };

  it("any shortfall can be made up: 13 short is offered, and a chain 6 + 6 + 3 makes it", () => {
    const card = sampleCheckCard(5, [], gambit);
    expect(bonusOpen(card, 3)).toBe(true);
    const result = act(card, { type: "bonus", lots: 1, dice: [15, 3] });
    expect(result.problems).toEqual([]);
    expect(checkResult(result.state)).toEqual({ passed: true, auto: null, total: 24 });
    // A chain never ends on a 6.
    expect(codes(act(card, { type: "bonus", lots: 1, dice: [12, 3] }))).toEqual(["reroll-mismatch"]);
  });

  it("a re-rolled bonus die explodes too", () => {
    const failing = sampleCheckCard(5, [{ type: "bonus", lots: 1, dice: [2, 3] }], gambit);
    const result = act(failing, { type: "reroll", die: "bonus", value: 14 }, 2);
    expect(result.problems).toEqual([]);
    expect(checkResult(result.state).passed).toBe(true);
  });
});

describe("who acts, accepting, the version", () => {
  it("only the roller's owner or the GM acts on the check", () => {
    const card = sampleCheckCard(10);
    expect(codes(act(card, { type: "bonus", lots: 1, dice: [2, 5] }, 3, STRANGER))).toEqual(["not-allowed"]);
    expect(act(card, { type: "bonus", lots: 1, dice: [2, 5] }, 3, GM).problems).toEqual([]);
  });

  it("accepting a failure settles the card without spending anything", () => {
    const result = act(sampleCheckCard(3), { type: "accept" });
    expect(result).toMatchObject({ problems: [], lots: 0 });
    expect(result.state.closed).toBe(true);
    expect(result.state.history.map((h) => h.kind)).toEqual(["rolled", "accepted"]);
    expect(checkSettled(result.state, 3)).toBe(true);
    expect(codes(act(result.state, { type: "reroll", die: "d20", value: 20 }))).toEqual(["check-decided"]);
    expect(codes(act(result.state, { type: "accept" }))).toEqual(["check-decided"]);
    expect(codes(act(sampleCheckCard(3), { type: "unknown" } as unknown as CheckAction))).toEqual(["not-allowed"]);
  });

  it("every step moves the version on (the length of the history)", () => {
    const card = sampleCheckCard(10);
    expect(checkCardVersion(card)).toBe(1);
    const bonus = act(card, { type: "bonus", lots: 1, dice: [1, 2] }).state;
    expect(checkCardVersion(bonus)).toBe(2);
    expect(checkCardVersion(act(bonus, { type: "reroll", die: "d20", value: 2 }, 2).state)).toBe(3);
    expect(bonus.history.map((h) => h.kind)).toEqual(["rolled", "bonus"]);
  });

  it("a check rolled before the card was interactive shows as settled, its bonus dice judged as before", () => {
    // Rolled before the card had Limits and Gambits: no `modifiers`, and no `lotsPlanned`.
    const { modifiers: _modifiers, lotsPlanned: _planned, ...old } = SAMPLE_CHECK_OPTIONS;
    const legacy = legacyCheckCard({ ...old, lotsSpent: 1 } as unknown as typeof SAMPLE_CHECK_OPTIONS, 10, [2, 5]);
    expect(legacy.closed).toBe(true);
    expect(legacy.bonus).toEqual({ dice: [2, 5], lots: 1 });
    expect(legacy.history).toEqual([
      { kind: "rolled", d20: 10 },
      { kind: "bonus", dice: [2, 5], lots: 1 },
    ]);
    expect(checkResult(legacy).total).toBe(19);
    expect(checkSettled(legacy, 3)).toBe(true);
    expect(checkCardContext(legacy, ROLLER, { lots: 3 })).toMatchObject({
      lotsSpent: 1,
      settled: true,
      canAccept: false,
    });
    const bare = legacyCheckCard(old as typeof SAMPLE_CHECK_OPTIONS, 3, []);
    expect(bare.bonus).toBeNull();
    expect(bare.closed).toBe(true);
    expect(checkSettled(bare, 3)).toBe(true);
  });
});

describe("the check card's context", () => {
  const ctx = (state: CheckCardState, user = ROLLER, lots = 3) => checkCardContext(state, user, { lots });

  it("offers the bonus step to the roller with the Lots to choose, and tells the others to wait", () => {
    const roller = ctx(sampleCheckCard(10));
    expect(roller).toMatchObject({
      bonusOpen: true,
      rerollOpen: false,
      canAccept: true,
      short: 3,
      bonusNoteKey: `${CARD}bonusOffered`,
      outcomeKey: `${CARD}failing`,
      waitingKey: null,
    });
    // Up to the Lots held within four factors; the dialog's plan preselected.
    expect(roller.lotsChoices).toEqual([0, 1, 2, 3].map((value) => ({ value, selected: value === 1 })));
    const stranger = ctx(sampleCheckCard(10), STRANGER);
    expect(stranger).toMatchObject({ bonusOpen: false, canAccept: false, waitingKey: `${CARD}waitingBonus` });
  });

  it("awaits the roller and the Peers asked to approve, not a user who is neither, nobody once it is accepted", () => {
    // Three short with the bonus step offered: the roller decides (the bonus dice, or none, then accepting)…
    expect(ctx(sampleCheckCard(10)).awaitsViewer).toBe(true);
    // …while the bonus factors await a Peer's approval (a user not owning the roller is a Peer unless told otherwise).
    expect(ctx(sampleCheckCard(10), STRANGER)).toMatchObject({ canApproveBonus: true, awaitsViewer: true });
    expect(ctx(sampleCheckCard(10), { ...STRANGER, isPeer: false }).awaitsViewer).toBe(false);
    // Accepted: the card is a record, awaiting no one.
    const accepted = sampleCheckCard(3, [{ type: "decline" }, { type: "accept" }], { target: 12 });
    expect(ctx(accepted).awaitsViewer).toBe(false);
    expect(ctx(accepted, GM).awaitsViewer).toBe(false);
  });

  it("awaits no Peer's approval once the d20 alone passes, and offers no Accept before the d20 is rolled", () => {
    // Three short on a 10: a 13 reaches the target, so the check is settled and the bonus step never comes.
    const passed = ctx(sampleCheckCard(13), STRANGER);
    expect(passed).toMatchObject({ settled: true, canApproveBonus: false, bonusAwaited: false, awaitsViewer: false });
    // Proposed, not yet rolled: the roller rolls the d20; there is nothing to accept.
    const proposed = proposeCheckCard(SAMPLE_CHECK_OPTIONS);
    expect(ctx(proposed)).toMatchObject({ rolled: false, canAccept: false });
  });

  it("marks the counted die, the re-rolled one and the Lots spent", () => {
    const state = sampleCheckCard(10, [
      { type: "bonus", lots: 1, dice: [1, 2] },
      { type: "reroll", die: "bonus", value: 5 },
    ]);
    const view = ctx(state, ROLLER, 1);
    expect(view.bonusDice).toEqual([
      { value: 1, counted: false, exploded: false, rerolled: false },
      { value: 5, counted: true, exploded: false, rerolled: true },
    ]);
    expect(view).toMatchObject({ bonusRerolled: 2, d20Rerolled: null, lotsSpent: 2, passed: true, settled: true });
    expect(view.bonusNoteKey).toBe(`${CARD}bonusHighest`);
  });

  it("explains a skipped step, an automatic result and bonus dice a re-rolled d20 no longer needs", () => {
    expect(ctx(sampleCheckCard(3)).bonusNoteKey).toBe(`${CARD}bonusSkipped`);
    expect(ctx(sampleCheckCard(3))).toMatchObject({ rerollOpen: true, canRerollBonus: false, short: 10 });
    expect(ctx(sampleCheckCard(1)).autoKey).toBe(`${CARD}autoFail`);
    const after = sampleCheckCard(10, [
      { type: "bonus", lots: 0, dice: [1] },
      { type: "reroll", die: "d20", value: 18 },
    ]);
    expect(ctx(after)).toMatchObject({
      bonusNoteKey: `${CARD}bonusNotNeeded`,
      d20Rerolled: 10,
      outcomeKey: `${CARD}passed`,
    });
    expect(ctx(sampleCheckCard(10, [{ type: "decline" }])).bonusNoteKey).toBeNull();
  });

  it("shows the Gambit's caliber change and exploding dice", () => {
    const view = ctx(
      sampleCheckCard(5, [{ type: "bonus", lots: 1, dice: [15, 3] }], {
        modifiers: SAMPLE_GAMBIT_MODIFIERS,
        caliber: "platinum",
        target: 22,
      }),
    );
    expect(view.caliberChange).toEqual({
      key: "STORY_ENGINES.Venus.Modifiers.Card.raised",
      by: "Faelight blessing",
      fromKey: "STORY_ENGINES.Venus.Card.Caliber.gold",
      toKey: "STORY_ENGINES.Venus.Card.Caliber.platinum",
    });
    expect(view.explodeBy).toBe("Faelight blessing");
    expect((view.bonusDice as { exploded: boolean }[]).map((d) => d.exploded)).toEqual([true, false]);
  });
});

describe("the check card's context, field by field", () => {
  const ctx = (state: CheckCardState, user = ROLLER, lots = 3) => checkCardContext(state, user, { lots });

  it("an automatic pass: tones, faces of the caliber's rule, the outcome", () => {
    const view = ctx(createCheckCard({ ...SAMPLE_CHECK_OPTIONS, target: 29 }, 19));
    expect(view).toMatchObject({
      caliberKey: "STORY_ENGINES.Venus.Card.Caliber.gold",
      difficultyKey: "STORY_ENGINES.Venus.Check.Difficulty.tough",
      d20Tone: "good",
      autoKey: `${CARD}autoPass`,
      autoPassFaces: "19, 20",
      autoFailFaces: "1",
      outcomeKey: `${CARD}passed`,
      outcomeTone: "good",
      settled: true,
      bonusOpen: false,
      rerollOpen: false,
      canAccept: false,
      waitingKey: null,
      caliberChange: null,
      explodeBy: null,
      bonusNoteKey: null,
      bonusDice: [],
    });
    expect(ctx(sampleCheckCard(15)).bonusNoteKey).toBeNull();
    expect(ctx(createCheckCard({ ...SAMPLE_CHECK_OPTIONS, caliber: "copper" }, 10)).autoFailFaces).toBe("1, 2");
  });

  it("an automatic failure, and a caliber with no automatic result to show", () => {
    const fail = ctx(sampleCheckCard(1), ROLLER, 0);
    expect(fail).toMatchObject({
      d20Tone: "bad",
      autoKey: `${CARD}autoFail`,
      outcomeKey: `${CARD}failed`,
      outcomeTone: "bad",
    });
    const neutral = ctx(createCheckCard({ ...SAMPLE_CHECK_OPTIONS, caliber: "bronze" }, 10));
    expect(neutral).toMatchObject({ d20Tone: "neutral", autoKey: null, autoPassFaces: "—", outcomeTone: "neutral" });
    expect(ctx(createCheckCard({ ...SAMPLE_CHECK_OPTIONS, caliber: "platinum" }, 10)).autoFailFaces).toBe("—");
    // Bonus dice a natural result made pointless (a legacy roll): noted, not counted.
    const legacy = ctx(legacyCheckCard(SAMPLE_CHECK_OPTIONS, 1, [6]));
    expect(legacy.bonusNoteKey).toBe(`${CARD}bonusAuto`);
    expect(legacy.bonusDice).toEqual([{ value: 6, counted: false, exploded: false, rerolled: false }]);
  });

  it("the flat bonus counts in the shortfall, and a die short by one counts once", () => {
    // 10 + 4 + 2 = 16, one short.
    const view = ctx(createCheckCard({ ...SAMPLE_CHECK_OPTIONS, flatBonus: 2 }, 10));
    expect(view).toMatchObject({ short: 1, bonusNoteKey: `${CARD}bonusOffered`, flatBonus: 2, total: 16 });
    // Meeting the target exactly: passed, the (legacy) bonus dice not needed.
    const exact = ctx(legacyCheckCard(SAMPLE_CHECK_OPTIONS, 13, [3, 5]));
    expect(exact).toMatchObject({ total: 17, passed: true, bonusNoteKey: `${CARD}bonusNotNeeded` });
    expect((exact.bonusDice as { counted: boolean }[]).some((d) => d.counted)).toBe(false);
    // Seven short with (legacy) bonus dice: out of reach, none counts.
    const far = ctx(legacyCheckCard(SAMPLE_CHECK_OPTIONS, 6, [6]));
    expect(far).toMatchObject({ total: 10, bonusNoteKey: `${CARD}bonusOutOfReach` });
    expect((far.bonusDice as { counted: boolean }[])[0]?.counted).toBe(false);
  });

  it("a die showing 6 is not a chain; 7 and more are", () => {
    const plain = ctx(sampleCheckCard(10, [{ type: "bonus", lots: 0, dice: [6] }]));
    expect((plain.bonusDice as { exploded: boolean }[])[0]?.exploded).toBe(false);
    const gambit = { modifiers: SAMPLE_GAMBIT_MODIFIERS, caliber: "platinum" as const, target: 22 };
    const view = ctx(sampleCheckCard(5, [{ type: "bonus", lots: 1, dice: [7, 5] }], gambit));
    expect((view.bonusDice as { exploded: boolean }[]).map((d) => d.exploded)).toEqual([true, false]);
  });

  it("the re-roll offered after a declined step: the d20 only, no bonus die to re-roll", () => {
    const view = ctx(sampleCheckCard(10, [{ type: "decline" }]));
    expect(view).toMatchObject({ rerollOpen: true, canRerollBonus: false, canAccept: true, lotsHeld: 3 });
    expect(ctx(sampleCheckCard(10, [{ type: "decline" }]), STRANGER)).toMatchObject({
      rerollOpen: false,
      canRerollBonus: false,
      waitingKey: `${CARD}waitingReroll`,
    });
    const short = sampleCheckCard(10, [{ type: "bonus", lots: 1, dice: [1, 2] }]);
    expect(ctx(short, ROLLER, 2)).toMatchObject({ rerollOpen: true, canRerollBonus: true });
    expect(ctx(short, STRANGER, 2)).toMatchObject({ canRerollBonus: false, canAccept: false });
    expect(ctx(short, GM, 2)).toMatchObject({ canRerollBonus: true, canAccept: true });
  });

  it("tells the whole history", () => {
    const state = sampleCheckCard(
      10,
      [
        { type: "bonus", lots: 1, dice: [1, 2] },
        { type: "reroll", die: "bonus", value: 1 },
      ],
      {},
      3,
    );
    const accepted = sampleCheckCard(3, [{ type: "decline" }, { type: "accept" }], { target: 12 });
    expect(ctx(state).history).toEqual([
      { key: `${CARD}History.rolled`, data: { d20: 10 } },
      { key: `${CARD}History.bonus`, data: { dice: "1, 2", lots: 1 } },
      { key: `${CARD}History.rerolled.bonus`, data: { from: 2, to: 1 } },
    ]);
    expect(ctx(accepted).history).toEqual([
      { key: `${CARD}History.rolled`, data: { d20: 3 } },
      { key: `${CARD}History.declined`, data: {} },
      { key: `${CARD}History.accepted`, data: {} },
    ]);
    expect(ctx(sampleCheckCard(1, [{ type: "reroll", die: "d20", value: 4 }])).history).toContainEqual({
      key: `${CARD}History.rerolled.d20`,
      data: { from: 1, to: 4 },
    });
  });
});

describe("the card opens before the d20: the FC decides, then the roller rolls (round 4 decision)", () => {
  const present = { fc: true, peer: true };
  const ann = { ...ROLLER, isFC: false, isPeer: false, present };
  const bob = { ...STRANGER, isFC: false, isPeer: true, present };
  const fc = { ...GM, isFC: true, isPeer: true, present };
  const open = proposeCheckCard(SAMPLE_CHECK_OPTIONS, { awaitFC: true });

  it("nothing is rolled, nothing settled, no step on offer; the roller's steps wait for the FC", () => {
    expect(open).toMatchObject({ rolled: false, d20: 0, fcAwaited: true, history: [{ kind: "proposed" }] });
    expect(checkResult(open)).toEqual({ passed: false, auto: null, total: 4 });
    expect(checkSettled(open, 3)).toBe(false);
    expect(bonusOpen(open, 3)).toBe(false);
    expect(rerollOpen(open, 3)).toBe(false);
    expect(codes(act(open, { type: "roll", d20: 12 }, 3, ann))).toEqual(["factors-awaited"]);
    expect(codes(act(open, { type: "accept" }, 3, ann))).toEqual(["factors-awaited"]);
    expect(codes(act(open, { type: "roll", d20: 12 }, 3, bob))).toEqual(["not-allowed"]);
    expect(codes(act(open, { type: "fc", factors: 0, flatBonus: 0 }, 3, bob))).toEqual(["not-allowed"]);
    expect(checkCardContext(open, ann, { lots: 3 })).toMatchObject({ rolled: false, canRoll: false, fcAwaited: true });
  });

  it("the FC sets the target (Tough 15 + 4 = 19, flat +1), may change it before the roll, and not after", () => {
    const first = act(open, { type: "fc", factors: 1, flatBonus: 0 }, 3, fc).state;
    const decided = act(first, { type: "fc", factors: 4, flatBonus: 1 }, 3, fc).state;
    expect(decided).toMatchObject({ target: 19, flatBonus: 1, fcAwaited: false, rolled: false });
    expect(checkCardContext(decided, ann, { lots: 3 })).toMatchObject({ canRoll: true, fcControl: false });
    expect(codes(act(decided, { type: "roll", d20: 21 }, 3, ann))).toEqual(["reroll-mismatch"]);
    expect(codes(act(decided, { type: "decline" }, 3, ann))).toEqual(["not-rolled"]);
    // d20 12 + 4 + 1 = 17 against 19: two short; one bonus factor and a Lot can make it up.
    const rolled = act(decided, { type: "roll", d20: 12 }, 3, ann).state;
    expect(rolled.rolled).toBeUndefined();
    expect(checkResult(rolled)).toEqual({ passed: false, auto: null, total: 17 });
    expect(bonusOpen(rolled, 3)).toBe(true);
    expect(codes(act(rolled, { type: "fc", factors: 0, flatBonus: 5 }, 3, fc))).toEqual(["dice-rolled"]);
    expect(codes(act(rolled, { type: "roll", d20: 20 }, 3, ann))).toEqual(["already-rolled"]);
    expect(checkCardContext(rolled, fc, { lots: 3 }).fcControl).toBe(false);
    // Bob approves the bonus factor after the roll; 12 + 4 + 1 + 3 (the highest of 3 and 1) = 20 ≥ 19: passed.
    const approved = act(rolled, { type: "approveBonus" }, 3, bob).state;
    const bonus = act(approved, { type: "bonus", lots: 1, dice: [1, 3] }, 3, ann);
    expect(bonus.lots).toBe(1);
    expect(checkResult(bonus.state)).toEqual({ passed: true, auto: null, total: 20 });
    expect(bonus.state.history.map((h) => h.kind)).toEqual([
      "proposed",
      "fc",
      "fc",
      "rolled",
      "bonusApproved",
      "bonus",
    ]);
  });

  it("with no FC connected the roller rolls at once with the target of their choosing", () => {
    const alone = { ...ann, present: { fc: false, peer: false } };
    const rolled = act(open, { type: "roll", d20: 20 }, 3, alone).state;
    // Gold auto-passes on 19–20.
    expect(checkResult(rolled)).toEqual({ passed: true, auto: "pass", total: 24 });
    expect(rolled.target).toBe(17);
  });
});
