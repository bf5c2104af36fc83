// The challenge card's state machine (pure): creation, answers, ties and
// automatic successes, forced re-rolls and armour, follow-ups, hits, rights,
// settling once, versions.
import { describe, expect, it } from "vitest";
import {
  applyCardAction,
  cardVersion,
  compare,
  createCard,
  firstOutcome,
  hitsOnSuccess,
  recordBanked,
  type CardUser,
  type RolledSide,
} from "../../../../src/games/personae/challenge/card-state";
import {
  applyForcedRerolls,
  applyOwnRerolls,
  ignoreHighest,
  planSide,
  EMPTY_CHOICE,
  type SideSetup,
} from "../../../../src/games/personae/challenge/side-plan";
import { dunmoreUnopposed, opposedWaiting, captainView } from "../../../../src/games/personae/challenge/gallery-part";

const GM: CardUser = { isGM: true, isChorus: true, ownsActor: false, ownsReactors: [false], ownsAnIdentity: true };
const ISSUER: CardUser = { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true };
const TARGET: CardUser = { isGM: false, isChorus: false, ownsActor: false, ownsReactors: [true], ownsAnIdentity: true };
const NOBODY: CardUser = {
  isGM: false,
  isChorus: false,
  ownsActor: false,
  ownsReactors: [false],
  ownsAnIdentity: false,
};

const side = (faces: number[], add: number, extra: Partial<SideSetup> = {}): RolledSide => ({
  ...planSide(captainView(), EMPTY_CHOICE).side,
  dice: faces.length,
  add,
  critical: "none",
  ...extra,
  faces,
});

const answerSide = (add: number, extra: Partial<SideSetup> = {}) => ({
  ...planSide(captainView(), EMPTY_CHOICE).side,
  dice: 2,
  add,
  ...extra,
});
const answer = (faces: number[], add = 0, extra: Partial<SideSetup> = {}) => ({
  type: "answer" as const,
  reactor: 0,
  side: answerSide(add, extra),
  faces,
  rerollFaces: [],
  forcedOnActor: [],
  forcedOnReactor: [],
});

describe("an unopposed card: the SRD's Dunmore", () => {
  it("is compared with the chorus at once: tie on 9, then 8 against 5", () => {
    const state = dunmoreUnopposed();
    expect(state.mode).toBe("unopposed");
    expect(state.chorus?.result).toMatchObject({
      winner: "actor",
      decidedAt: 1,
      actorDice: [6, 5, 1],
      reactorDice: [7, 3],
    });
    expect(state.tally).toEqual({ recorded: true, succeeded: true, earned: 0 });
    expect(state.history.map((h) => h.kind)).toEqual(["rolled", "settled"]);
  });

  it("is settled once, by its issuer or the GM", () => {
    const settled = dunmoreUnopposed();
    expect(applyCardAction(settled, { type: "settle", banked: 0, lost: 0, earned: 0 }, GM).problems).toEqual([
      { key: "STORY_ENGINES.Personae.Card.Problem.alreadySettled" },
    ]);
  });
});

describe("an opposed card", () => {
  it("waits for its reactor, and only that reactor's owner or the GM answers", () => {
    const state = opposedWaiting();
    expect(state.reactors[0]?.answer).toBeNull();
    expect(firstOutcome(state)).toBeNull();
    expect(applyCardAction(state, answer([9, 3], 3), ISSUER).problems[0]?.key).toMatch(/notAllowed$/);
    expect(applyCardAction(state, answer([9, 3], 3), NOBODY).problems[0]?.key).toMatch(/notAllowed$/);
    expect(applyCardAction(state, answer([9, 3], 3), TARGET).problems).toEqual([]);
  });

  it("compares on the answer: winner, deciding die, criticals to the winner only, hits to apply", () => {
    const state = opposedWaiting(); // Mara: 10, 10, 4 + 2; Fire globe: 1 hit
    const r = applyCardAction(state, answer([9, 3], 3), TARGET).state;
    const entry = r.reactors[0];
    expect(entry?.result).toMatchObject({ winner: "actor", decidedAt: 1, criticals: 1 });
    expect(entry?.hits).toEqual([{ amount: 1, step: 0, applied: false, outcome: null }]);
    expect(cardVersion(r)).toBe(2);
    // the reactor winning with two tens earns nothing for the issuer's tens
    const lost = applyCardAction(state, answer([10, 10], 9), TARGET).state.reactors[0]?.result;
    expect(lost).toMatchObject({ winner: "reactor", criticals: 1 });
  });

  it("is answered once", () => {
    const once = applyCardAction(opposedWaiting(), answer([9, 3], 3), TARGET).state;
    expect(applyCardAction(once, answer([1, 1]), TARGET).problems[0]?.key).toMatch(/alreadyAnswered$/);
  });

  it("records what the winner banked", () => {
    const once = applyCardAction(opposedWaiting(), answer([9, 3], 3), TARGET).state;
    expect(recordBanked(once, 0, 1, 0).reactors[0]?.result).toMatchObject({ banked: 1, lost: 0 });
  });

  it("follow-ups compare the next-highest dice; each success inflicts hits again", () => {
    // The issuer's traits afford two follow-ups (as two of Misdirection's would).
    const waiting = opposedWaiting();
    let state = { ...waiting, actor: { ...waiting.actor, followUps: 2 } };
    state = applyCardAction(state, answer([9, 3], 3), TARGET).state;
    state = applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER).state;
    expect(state.reactors[0]?.followUps).toMatchObject([{ step: 1, winner: "actor", decidedAt: 1 }]);
    expect(state.reactors[0]?.hits.map((h) => h.step)).toEqual([0, 1]);
    // no die left for a second follow-up on the reactor's side
    expect(applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER).problems[0]?.key).toMatch(
      /noDiceLeft$/,
    );
    expect(applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, TARGET).problems[0]?.key).toMatch(
      /notAllowed$/,
    );
  });

  it("hits are marked once, with what they did", () => {
    let state = applyCardAction(opposedWaiting(), answer([9, 3], 3), TARGET).state;
    const outcome = { shock: 1, hits: 3, shockRaised: true, inoperative: false, negatedNow: false };
    state = applyCardAction(state, { type: "applyHits", reactor: 0, entry: 0, outcome }, GM).state;
    expect(state.reactors[0]?.hits[0]).toMatchObject({ applied: true, outcome });
    expect(applyCardAction(state, { type: "applyHits", reactor: 0, entry: 0, outcome }, GM).problems[0]?.key).toMatch(
      /alreadyApplied$/,
    );
    expect(applyCardAction(state, { type: "applyHits", reactor: 0, entry: 5, outcome }, GM).problems[0]?.key).toMatch(
      /noSuchHits$/,
    );
  });

  it("stabilising is another identity's action, with one this user may stabilise with, once", () => {
    const state = opposedWaiting();
    const by = "Actor.kit";
    const withKit: CardUser = { ...ISSUER, stabilisers: [[by]] };
    const gm: CardUser = { ...GM, stabilisers: [[by]] };
    expect(applyCardAction(state, { type: "stabilise", reactor: 0, by }, NOBODY).problems[0]?.key).toMatch(
      /notAllowed$/,
    );
    // Owning an identity is not enough: it must be one the writer found able to stabilise (not another's).
    expect(
      applyCardAction(state, { type: "stabilise", reactor: 0, by: "Actor.other" }, withKit).problems[0]?.key,
    ).toMatch(/notAllowed$/);
    const done = applyCardAction(state, { type: "stabilise", reactor: 0, by }, withKit).state;
    expect(done.reactors[0]?.stabilised).toBe(true);
    expect(applyCardAction(done, { type: "stabilise", reactor: 0, by }, gm).problems[0]?.key).toMatch(
      /alreadyStabilised$/,
    );
    expect(applyCardAction(done, { type: "stabilise", reactor: 3, by }, gm).problems[0]?.key).toMatch(/noSuchReactor$/);
  });

  it("a failed action leaves the state unchanged", () => {
    const state = opposedWaiting();
    expect(applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER).state).toBe(state);
  });
});

describe("compare: automatic successes, forced re-rolls, armour", () => {
  it("a critical spent for an automatic success wins outright; both spending cancel", () => {
    expect(
      compare(side([1], 0, { critical: "autoSuccess" }), { dice: [10], add: 5, critical: "none" }, "reactor"),
    ).toMatchObject({
      winner: "actor",
      auto: "actor",
      decidedAt: null,
    });
    expect(compare(side([9], 0), { dice: [1], add: 0, critical: "autoSuccess" }, "reactor")).toMatchObject({
      winner: "reactor",
      auto: "reactor",
    });
    expect(
      compare(side([9], 0, { critical: "autoSuccess" }), { dice: [1], add: 0, critical: "autoSuccess" }, "reactor"),
    ).toMatchObject({
      winner: "actor",
      auto: "cancelled",
      decidedAt: 0,
    });
  });

  it("armour ignores the attacker's highest dice, a forced re-roll replaces the second-highest", () => {
    const r = compare(side([10, 2, 1], 0), { dice: [5], add: 0, critical: "none", ignore: 1 }, "reactor");
    expect(r.actorDice).toEqual([2, 1]);
    expect(r.winner).toBe("reactor");
    const forced = compare(side([10, 9], 0), { dice: [10, 8], add: 0, critical: "none" }, "reactor", {
      onActor: [1],
      onReactor: [],
    });
    expect(forced.actorDice).toEqual([10, 1]);
    expect(forced.winner).toBe("reactor");
  });

  it("the pure helpers: own re-rolls replace the lowest, never the highest; a single die is never re-rolled", () => {
    expect(applyOwnRerolls([7, 2, 5], [9])).toEqual([7, 9, 5]);
    expect(applyOwnRerolls([7], [9])).toEqual([7]);
    expect(applyForcedRerolls([7, 2, 5], [1])).toEqual([7, 2, 1]);
    expect(ignoreHighest([3, 9, 6], 5)).toEqual([3]);
  });
});

describe("hits and the tally", () => {
  it("a success inflicts the card's hits plus the issuer's extra hits; none when the challenge inflicts none", () => {
    const state = opposedWaiting();
    expect(hitsOnSuccess(state)).toBe(1);
    expect(hitsOnSuccess({ ...state, actor: { ...state.actor, extraHits: 2 } })).toBe(3);
    expect(hitsOnSuccess({ ...state, hits: 0, actor: { ...state.actor, extraHits: 2 } })).toBe(0);
  });

  it("a card without a decision cannot be settled", () => {
    expect(
      applyCardAction(opposedWaiting(), { type: "settle", banked: 0, lost: 0, earned: 0 }, GM).problems[0]?.key,
    ).toMatch(/notDecided$/);
  });

  it("creating a card takes the pool, then the issuer's own re-rolls", () => {
    const state = opposedWaiting();
    const rerolling = createCard(
      {
        type: "attack",
        preternae: false,
        goal: "",
        hits: 1,
        actor: { ...state.actor, dice: 2, rerolls: 1 },
        reactors: [],
        chorus: { difficultyId: "easy", difficulty: 0 },
      },
      [8, 1, 6],
      [2],
    );
    expect(rerolling.actor.faces).toEqual([8, 6]);
    expect(rerolling.chorus?.result?.winner).toBe("actor");
  });
});
