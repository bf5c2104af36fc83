// The chorus's turn on the challenge card (pure; digest, round 4): an
// unopposed challenge is proposed, the chorus sets the difficulty and rolls
// first, then the issuer rolls — the SRD's Dunmore: the chorus's 3, 7 at
// Normal (+2), Dunmore's 1, 5, 6 + PRO 3, a tie on 9 decided by the second
// die, 8 against 5; and a reactor too inoperative to answer is resolved
// unopposed by the chorus's dice (Easy unless raised), its hits landing as
// usual.
import { describe, expect, it } from "vitest";
import {
  applyCardAction,
  chorusDiceOf,
  heldAwaits,
  issuerRollCount,
  unopposedAwaits,
  type CardAction,
  type CardUser,
} from "../../../../src/games/personae/challenge/card-state";
import { dunmoreProposed, opposedWaiting } from "../../../../src/games/personae/challenge/gallery-part";
import { challengeCardContext } from "../../../../src/games/personae/challenge/card-context";

const CHORUS: CardUser = { isGM: false, isChorus: true, ownsActor: false, ownsReactors: [false], ownsAnIdentity: true };
const ISSUER: CardUser = { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true };
const key = (r: { problems: { key: string }[] }) => r.problems[0]?.key ?? "";

describe("an unopposed challenge: proposed, the chorus rolls first, then the issuer", () => {
  it("Dunmore's jump as the SRD plays it: 7 + 2 ties 6 + 3, then 5 + 3 beats 3 + 2", () => {
    const proposed = dunmoreProposed();
    expect(proposed).toMatchObject({
      actorRolled: false,
      chorus: { difficultyId: "normal", difficulty: 2, faces: [] },
    });
    expect(unopposedAwaits(proposed)).toBe("chorus");
    // Acrobatics 3: the chorus rolls 2; Dunmore rolls 3.
    expect(chorusDiceOf(proposed)).toBe(2);
    expect(issuerRollCount(proposed)).toBe(3);
    // The issuer may not roll before the chorus; only the chorus rolls its dice.
    expect(key(applyCardAction(proposed, { type: "issuerRoll", faces: [1, 5, 6] }, ISSUER))).toMatch(/awaitingChorus$/);
    const chorusRoll: CardAction = {
      type: "chorusRoll",
      reactor: null,
      difficultyId: "normal",
      difficulty: 2,
      faces: [3, 7],
    };
    expect(key(applyCardAction(proposed, chorusRoll, ISSUER))).toMatch(/chorusOnly$/);
    const rolled = applyCardAction(proposed, chorusRoll, CHORUS).state;
    expect(rolled.chorus).toMatchObject({ faces: [3, 7], dice: 2, result: null });
    expect(unopposedAwaits(rolled)).toBe("issuer");
    expect(key(applyCardAction(rolled, chorusRoll, CHORUS))).toMatch(/alreadyRolled$/);
    expect(key(applyCardAction(rolled, { type: "issuerRoll", faces: [1, 5, 6] }, CHORUS))).toMatch(/notAllowed$/);
    const done = applyCardAction(rolled, { type: "issuerRoll", faces: [1, 5, 6] }, ISSUER).state;
    expect(done.chorus?.result).toMatchObject({
      winner: "actor",
      decidedAt: 1,
      actorDice: [6, 5, 1],
      reactorDice: [7, 3],
    });
    expect(unopposedAwaits(done)).toBeNull();
    expect(done.history.map((h) => h.kind)).toEqual(["rolled", "chorusRolled", "issuerRolled"]);
  });

  it("the chorus may change the proposed difficulty: at Challenging (+3) the same dice fail Dunmore", () => {
    const rolled = applyCardAction(
      dunmoreProposed(),
      { type: "chorusRoll", reactor: null, difficultyId: "challenging", difficulty: 3, faces: [3, 7] },
      CHORUS,
    ).state;
    const done = applyCardAction(rolled, { type: "issuerRoll", faces: [1, 5, 6] }, ISSUER).state;
    // 7 + 3 = 10 beats 6 + 3 = 9 on the first die.
    expect(done.chorus).toMatchObject({ difficultyId: "challenging", difficulty: 3 });
    expect(done.chorus?.result).toMatchObject({ winner: "reactor", decidedAt: 0 });
  });

  it("dice that do not match the roll, or a difficulty out of range, are refused and change nothing", () => {
    const proposed = dunmoreProposed();
    const roll = (faces: number[], difficulty = 2) =>
      key(
        applyCardAction(
          proposed,
          { type: "chorusRoll", reactor: null, difficultyId: "custom", difficulty, faces },
          CHORUS,
        ),
      );
    expect(roll([3])).toMatch(/badDice$/);
    expect(roll([3, 7, 1])).toMatch(/badDice$/);
    expect(roll([0, 7])).toMatch(/badDice$/);
    expect(roll([3, 11])).toMatch(/badDice$/);
    expect(roll([3, 7], -21)).toMatch(/badDifficulty$/);
    expect(roll([3, 7], 101)).toMatch(/badDifficulty$/);
    expect(roll([3, 7], -20)).toBe("");
    const rolled = applyCardAction(
      proposed,
      { type: "chorusRoll", reactor: null, difficultyId: "normal", difficulty: 2, faces: [3, 7] },
      CHORUS,
    ).state;
    expect(key(applyCardAction(rolled, { type: "issuerRoll", faces: [1, 5] }, ISSUER))).toMatch(/badDice$/);
  });
});

describe("a reactor too inoperative to answer: the chorus's dice instead (Mara's Shoot, 10, 10, 4 + 2)", () => {
  it("at Easy the chorus's 10, 10 fall short of 12 on the first die: Mara wins, her hit is to apply, one critical", () => {
    const state = opposedWaiting();
    expect(chorusDiceOf(state)).toBe(2);
    const action: CardAction = { type: "chorusRoll", reactor: 0, difficultyId: "easy", difficulty: 0, faces: [10, 10] };
    expect(key(applyCardAction(state, action, ISSUER))).toMatch(/chorusOnly$/);
    const done = applyCardAction(state, action, CHORUS).state;
    expect(done.reactors[0]).toMatchObject({
      unopposed: { difficultyId: "easy", difficulty: 0 },
      result: { winner: "actor", decidedAt: 0, criticals: 1 },
      hits: [{ amount: 1, step: 0, applied: false, outcome: null }],
    });
    expect(key(applyCardAction(done, action, CHORUS))).toMatch(/alreadyAnswered$/);
  });

  it("inoperative when Mara fired: her dice wait until the chorus has set Easy and rolled 10, 10; then her 10, 10, 4 + 2 win on the first die", () => {
    const rolled = opposedWaiting();
    // The card as issued against an identity already inoperative (createCard's `heldFor`): Mara's faces not rolled.
    const held = { ...rolled, actor: { ...rolled.actor, faces: [] }, actorRolled: false, heldFor: [0] };
    expect(heldAwaits(held)).toBe("chorus");
    const mine: number[] = [10, 4, 10];
    expect(issuerRollCount(held)).toBe(mine.length);
    expect(key(applyCardAction(held, { type: "issuerRoll", faces: mine }, ISSUER))).toMatch(/awaitingChorus$/);
    const action: CardAction = { type: "chorusRoll", reactor: 0, difficultyId: "easy", difficulty: 0, faces: [10, 10] };
    const chorusFirst = applyCardAction(held, action, CHORUS).state;
    expect(chorusFirst.reactors[0]).toMatchObject({ unopposed: { difficultyId: "easy" }, result: null, hits: [] });
    expect(heldAwaits(chorusFirst)).toBe("issuer");
    expect(key(applyCardAction(chorusFirst, { type: "issuerRoll", faces: mine }, CHORUS))).toMatch(/notAllowed$/);
    const done = applyCardAction(chorusFirst, { type: "issuerRoll", faces: mine }, ISSUER).state;
    expect(done.reactors[0]).toMatchObject({
      result: { winner: "actor", decidedAt: 0, criticals: 1 },
      hits: [{ amount: 1, step: 0, applied: false, outcome: null }],
    });
    expect(heldAwaits(done)).toBeNull();
    expect(done.history.map((h) => h.kind)).toEqual(["rolled", "chorusRolled", "issuerRolled"]);
  });

  it("a full tie with dice left over goes to the side with dice (Mara's third); at +3 the chorus wins and no hit lands", () => {
    const tie = applyCardAction(
      opposedWaiting(),
      { type: "chorusRoll", reactor: 0, difficultyId: "custom", difficulty: 2, faces: [10, 10] },
      CHORUS,
    ).state;
    expect(tie.reactors[0]?.result).toMatchObject({ winner: "actor", decidedAt: null });
    const raised = applyCardAction(
      opposedWaiting(),
      { type: "chorusRoll", reactor: 0, difficultyId: "challenging", difficulty: 3, faces: [10, 1] },
      CHORUS,
    ).state;
    expect(raised.reactors[0]).toMatchObject({ result: { winner: "reactor", decidedAt: 0 }, hits: [] });
  });
});

describe("who the card offers the chorus's turn to", () => {
  const harm = (inoperative: boolean, negated = false) => ({
    shock: inoperative ? 3 : 1,
    stabilised: false,
    negated,
    inoperative,
    canRecover: false,
  });
  const reactorView = (user: CardUser, inoperative: boolean, negated = false) =>
    (
      challengeCardContext({
        state: opposedWaiting(),
        user,
        answers: [null],
        targets: [harm(inoperative, negated)],
        pending: false,
        chorusName: "The chorus",
      }) as { reactors: { inoperativeWaiting: boolean; chorusForm: { reactor: number } | null; form: unknown }[] }
    ).reactors[0];

  it("an inoperative or negated reactor: the chorus gets the roll at Easy, nobody an answer form", () => {
    const owner: CardUser = { ...ISSUER, ownsActor: false, ownsReactors: [true] };
    expect(reactorView(CHORUS, true)).toMatchObject({
      inoperativeWaiting: true,
      chorusForm: { reactor: 0 },
      form: null,
    });
    expect(reactorView(CHORUS, true, true)).toMatchObject({ inoperativeWaiting: true, chorusForm: { reactor: 0 } });
    expect(reactorView(owner, true)).toMatchObject({ inoperativeWaiting: true, chorusForm: null, form: null });
    // An identity that can answer: its owner answers, the chorus has no roll to make.
    expect(reactorView(CHORUS, false)).toMatchObject({ inoperativeWaiting: false, chorusForm: null });
  });
});
