// The challenge card's context, case by case (pure), beyond card-rows and
// card-context: how each comparison was decided (SRD "The challenge": the
// highest dice, then the next; "if one side runs out of dice while tied, the
// side that still has dice wins"; a full tie to the reactor; an automatic
// success bought with a critical), the follow-up rows and controls, the
// chorus's ruling, recovery, the tally, and the answer form.
import { describe, expect, it } from "vitest";
import { challengeCardContext, type CardViewInput } from "../../../../src/games/personae/challenge/card-context";
import {
  applyCardAction,
  createCard,
  type CardUser,
  type ChallengeCardState,
} from "../../../../src/games/personae/challenge/card-state";
import { EMPTY_CHOICE, planSide, type IdentityView } from "../../../../src/games/personae/challenge/side-plan";
import { captainView, dunmoreView, opposedWaiting } from "../../../../src/games/personae/challenge/gallery-part";

const C = "STORY_ENGINES.Personae.Card";
const CHORUS: CardUser = { isGM: true, isChorus: true, ownsActor: false, ownsReactors: [true], ownsAnIdentity: true };
const ISSUER: CardUser = { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true };
const OTHER: CardUser = { isGM: false, isChorus: false, ownsActor: false, ownsReactors: [false], ownsAnIdentity: true };

interface Reactor {
  waiting: boolean;
  form: Record<string, unknown> | null;
  answer: Record<string, unknown> | null;
  result: { decided: { key: string; data: Record<string, number> }; actorWon: boolean } | null;
  followUps: { step: number; actorWon: boolean; winner: string; rerolled: string }[];
  canFollowUp: boolean;
  followUpsLeft: number;
  canGrant: boolean;
  canRecover: boolean;
}
type Ctx = Record<string, unknown> & {
  reactors: Reactor[];
  actor: Record<string, unknown>;
  tally: Record<string, unknown>;
  chorus: Record<string, unknown> | null;
};
const view = (input: Partial<CardViewInput> & Pick<CardViewInput, "state">): Ctx =>
  challengeCardContext({
    user: ISSUER,
    answers: [null],
    targets: [null],
    pending: false,
    chorusName: "The chorus",
    ...input,
  }) as unknown as Ctx;

/** Mara's Fire globe card (3 dice: 10, 4, 10 by default) answered by the Captain with `faces` (+ `add`). */
function answered(faces: number[], add = 0, actorFaces = [10, 4, 10], extra: Partial<ChallengeCardState> = {}) {
  const waiting = opposedWaiting();
  const state = { ...waiting, ...extra, actor: { ...waiting.actor, faces: actorFaces, add: 0 } };
  const side = { ...planSide(captainView(), EMPTY_CHOICE).side, dice: faces.length, add, ignore: 0 };
  const r = applyCardAction(
    state,
    { type: "answer", reactor: 0, side, faces, rerollFaces: [], forcedOnActor: [], forcedOnReactor: [] },
    CHORUS,
  );
  expect(r.problems).toEqual([]);
  return r.state;
}

describe("how a comparison was decided", () => {
  it("at a die: the place and both totals", () => {
    const c = view({ state: answered([9, 3], 0, [10, 4, 2]) });
    expect(c.reactors[0]?.result?.decided).toEqual({
      key: `${C}.decidedAt`,
      data: { place: 1, actor: 10, reactor: 9 },
    });
  });

  it("tied while one side ran out of dice: the side with dice left wins", () => {
    const c = view({ state: answered([5, 4], 0, [5, 4, 1]) });
    expect(c.reactors[0]?.result).toMatchObject({ actorWon: true, decided: { key: `${C}.decidedCount`, data: {} } });
  });

  it("a full tie with as many dice: the reactor (the situation holds)", () => {
    const c = view({ state: answered([6, 5, 2], 0, [6, 5, 2]) });
    expect(c.reactors[0]?.result).toMatchObject({ actorWon: false, decided: { key: `${C}.decidedTie`, data: {} } });
  });

  it("an automatic success bought with a critical, by either side", () => {
    const waiting = opposedWaiting();
    const bought = { ...waiting, actor: { ...waiting.actor, critical: "autoSuccess" as const } };
    const side = { ...planSide(captainView(), EMPTY_CHOICE).side, dice: 2, add: 0, ignore: 0 };
    const a = applyCardAction(
      bought,
      { type: "answer", reactor: 0, side, faces: [10, 9], rerollFaces: [], forcedOnActor: [], forcedOnReactor: [] },
      CHORUS,
    ).state;
    const c = view({ state: a });
    expect(c.reactors[0]?.result).toMatchObject({ actorWon: true, decided: { key: `${C}.decidedAuto`, data: {} } });
    expect(c.actor.criticalKey).toBe("STORY_ENGINES.Personae.CriticalUse.autoSuccess");
    const r = applyCardAction(
      waiting,
      {
        type: "answer",
        reactor: 0,
        side: { ...side, critical: "autoSuccess" },
        faces: [1, 1],
        rerollFaces: [],
        forcedOnActor: [],
        forcedOnReactor: [],
      },
      CHORUS,
    ).state;
    const d = view({ state: r });
    expect(d.reactors[0]?.result).toMatchObject({ actorWon: false, decided: { key: `${C}.decidedAuto` } });
    expect(d.reactors[0]?.answer).toMatchObject({ criticalKey: "STORY_ENGINES.Personae.CriticalUse.autoSuccess" });
    expect(d.actor.criticalKey).toBe("");
  });
});

describe("follow-ups on the card", () => {
  // Mara 10, 6, 5 against 8, 4: a success; her traits afford `n` follow-ups.
  const afforded = (n: number) => withFollowUps(answered([8, 4], 0, [10, 6, 5]), n);
  function withFollowUps(state: ChallengeCardState, n: number): ChallengeCardState {
    return { ...state, actor: { ...state.actor, followUps: n } };
  }

  it("offered to the issuer with how many are left; not to others, not while pending", () => {
    const state = afforded(1);
    expect(view({ state }).reactors[0]).toMatchObject({ canFollowUp: true, followUpsLeft: 1, canGrant: false });
    expect(view({ state, user: OTHER }).reactors[0]?.canFollowUp).toBe(false);
    expect(view({ state, pending: true }).reactors[0]?.canFollowUp).toBe(false);
    // The chorus may click it too (it writes as the GM), but needs no ruling while one is afforded.
    expect(view({ state, user: CHORUS }).reactors[0]).toMatchObject({ canFollowUp: true, canGrant: false });
  });

  it("each row: the die compared (place 2 for the first), who won, the opponent's re-roll", () => {
    const state = applyCardAction(afforded(1), { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER).state;
    const c = view({ state });
    expect(c.reactors[0]?.followUps).toEqual([{ step: 2, actorWon: true, winner: "Mara Venn", rerolled: "" }]);
    expect(c.reactors[0]).toMatchObject({ canFollowUp: false, followUpsLeft: 0 });
    const rerolled = {
      ...state,
      reactors: state.reactors.map((r) => ({
        ...r,
        followUps: r.followUps.map((f) => ({ ...f, winner: "reactor" as const, rerolled: [9, 7] })),
      })),
    };
    expect(view({ state: rerolled }).reactors[0]?.followUps).toEqual([
      { step: 2, actorWon: false, winner: "Captain of the Watch", rerolled: "9 · 7" },
    ]);
  });

  it("none afforded: no follow-up; the chorus gets its ruling, not while pending; its grant is listed", () => {
    const state = afforded(0);
    expect(view({ state }).reactors[0]).toMatchObject({ canFollowUp: false, followUpsLeft: 0, canGrant: false });
    expect(view({ state, user: CHORUS }).reactors[0]?.canGrant).toBe(true);
    expect(view({ state, user: CHORUS, pending: true }).reactors[0]?.canGrant).toBe(false);
    const granted = applyCardAction(state, { type: "grantFollowUp", reactor: 0, by: "Gamemaster" }, CHORUS).state;
    const c = view({ state: granted });
    expect(c.granted).toEqual([{ by: "Gamemaster" }]);
    expect(c.afforded).toBe(0);
    expect(c.reactors[0]).toMatchObject({ canFollowUp: true, followUpsLeft: 1 });
  });

  it("after a failure: no follow-up and no ruling", () => {
    const state = withFollowUps(answered([9, 8], 2, [10, 2, 1]), 1);
    const c = view({ state, user: CHORUS });
    expect(c.reactors[0]).toMatchObject({ canFollowUp: false, followUpsLeft: 0, canGrant: false });
  });
});

describe("recovery, the chorus line and the tally", () => {
  it("recovery is offered only when the target may recover and nothing is pending", () => {
    const state = answered([9, 3]);
    const harm = (canRecover: boolean) => ({
      shock: 1,
      stabilised: false,
      negated: false,
      inoperative: false,
      canRecover,
    });
    expect(view({ state, targets: [harm(true)] }).reactors[0]?.canRecover).toBe(true);
    expect(view({ state, targets: [harm(false)] }).reactors[0]?.canRecover).toBe(false);
    expect(view({ state, targets: [harm(true)], pending: true }).reactors[0]?.canRecover).toBe(false);
    expect(view({ state, targets: [null] }).reactors[0]?.canRecover).toBe(false);
  });

  it("a custom difficulty is shown as a number", () => {
    const dunmore = dunmoreView();
    const side = planSide(dunmore, { ...EMPTY_CHOICE, skillId: dunmore.skills[0]?.id ?? "" }).side;
    const setup = {
      type: "interaction" as const,
      preternae: false,
      goal: "",
      hits: 0,
      actor: side,
      reactors: [],
      chorus: { difficultyId: "custom", difficulty: 4 },
    };
    const c = view({ state: createCard(setup, [7, 3], [2]), answers: [], targets: [] });
    expect(c.chorus).toMatchObject({ custom: true, difficulty: 4, dice: 1 });
    const preset = view({
      state: createCard({ ...setup, chorus: { difficultyId: "normal", difficulty: 2 } }, [7, 3], [2]),
      answers: [],
      targets: [],
    });
    expect(preset.chorus).toMatchObject({ custom: false, difficultyKey: "STORY_ENGINES.Personae.Difficulty.normal" });
  });

  it("the tally once recorded: success or failure, and a development point earned", () => {
    const state = answered([9, 3]);
    expect(view({ state: { ...state, tally: { recorded: false, succeeded: null, earned: 0 } } }).tally).toEqual({
      recorded: false,
      succeeded: false,
      earned: 0,
    });
    expect(view({ state: { ...state, tally: { recorded: true, succeeded: true, earned: 1 } } }).tally).toEqual({
      recorded: true,
      succeeded: true,
      earned: 1,
    });
    expect(view({ state: { ...state, tally: { recorded: true, succeeded: false, earned: 0 } } }).tally).toEqual({
      recorded: true,
      succeeded: false,
      earned: 0,
    });
  });
});

describe("the answer form", () => {
  const options = (view: IdentityView, skillId: string) => ({
    view,
    defaults: { ...EMPTY_CHOICE, skillId, attribute: "res" },
  });

  it("only for a waiting reactor the viewer answers for, with options at hand", () => {
    const state = opposedWaiting();
    const captain = captainView();
    const opts = options(captain, "");
    expect(view({ state, user: CHORUS, answers: [opts] }).reactors[0]).toMatchObject({ waiting: true });
    expect(view({ state, user: CHORUS, answers: [opts] }).reactors[0]?.form).not.toBeNull();
    expect(view({ state, user: CHORUS, answers: [null] }).reactors[0]?.form).toBeNull();
    expect(view({ state, user: OTHER, answers: [opts] }).reactors[0]?.form).toBeNull();
    const owner = { ...OTHER, ownsReactors: [true] };
    expect(view({ state, user: owner, answers: [opts] }).reactors[0]?.form).not.toBeNull();
    const done = answered([9, 3]);
    expect(view({ state: done, user: CHORUS, answers: [opts] }).reactors[0]).toMatchObject({
      waiting: false,
      form: null,
    });
    expect(view({ state: done }).reactors[0]?.result).not.toBeNull();
  });

  it("unskilled selected when no skill is the default; expertise with uses left only; no extra hit to spend", () => {
    const captain: IdentityView = {
      ...captainView(),
      expertise: [
        { id: "law", name: "Law", left: 1, dice: 1 },
        { id: "spent", name: "Spent", left: 0, dice: 1 },
      ],
    };
    const form = view({ state: opposedWaiting(), user: CHORUS, answers: [options(captain, "")] }).reactors[0]?.form as {
      skills: { value: string; unskilled: boolean; selected: boolean }[];
      attributes: { value: string; selected: boolean }[];
      expertise: { value: string; label: string }[];
      criticalChoices: { value: string }[];
    };
    expect(form.skills[0]).toMatchObject({ value: "", unskilled: true, selected: true });
    expect(form.skills.slice(1).every((s) => !s.selected)).toBe(true);
    expect(form.attributes.filter((a) => a.selected).map((a) => a.value)).toEqual(["res"]);
    expect(form.expertise).toEqual([{ value: "law", label: "Law" }]);
    expect(form.criticalChoices.map((c) => c.value)).toEqual(["none", "autoSuccess", "bonusDie"]);
    const steel = captain.skills.find((s) => s.name === "Steel")?.id ?? "";
    const chosen = view({ state: opposedWaiting(), user: CHORUS, answers: [options(captain, steel)] }).reactors[0]
      ?.form as { skills: { value: string; selected: boolean }[] };
    expect(chosen.skills.filter((s) => s.selected).map((s) => s.value)).toEqual([steel]);
  });
});

describe("what a viewer may observe", () => {
  it("without `observed`, every side shows what it brought", () => {
    const state = answered([9, 3]);
    const bold = {
      ...state,
      actor: { ...state.actor, enhancements: ["Silver tongue"] },
      reactors: state.reactors.map((r) => (r.answer ? { ...r, answer: { ...r.answer, enhancements: ["Mail"] } } : r)),
    };
    const c = view({ state: bold });
    expect(c.actor.extras).toBe("Silver tongue");
    expect(c.reactors[0]?.answer).toMatchObject({ extras: "Mail" });
    const hidden = view({ state: bold, observed: { actor: true, reactors: [false] } });
    expect(hidden.actor.extras).toBe("Silver tongue");
    expect(hidden.reactors[0]?.answer).toMatchObject({ extras: "" });
  });
});
