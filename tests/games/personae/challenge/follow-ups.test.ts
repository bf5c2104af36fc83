// Follow-ups as the SRD affords them (digest, round 3: "follow-ups are
// afforded, not free"), criticals banked once per roll, and the shock limit
// across an attack and its follow-ups (pure). The SRD's Misdirection is read
// from the generated pack: "you can issue an immediate follow-up challenge;
// when your opponent answers the follow-up challenge, it must reroll one of
// their dice ... (take second result, can't be highest)".
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { personae } from "../../../../src/rules";
import {
  applyCardAction,
  createCard,
  criticalsToBank,
  followUpsLeft,
  recordBanked,
  rerollAt,
  type CardUser,
  type ChallengeCardState,
} from "../../../../src/games/personae/challenge/card-state";
import { identityView, planSide, EMPTY_CHOICE } from "../../../../src/games/personae/challenge/side-plan";
import { challengeCardContext } from "../../../../src/games/personae/challenge/card-context";
import {
  CAPTAIN,
  captainItems,
  enhancement,
  freeSkills,
  preternae,
  sampleId,
  sampleIdentity,
  skill,
} from "../../../../src/games/personae/samples";
import { defaultChoices, planChallenge } from "../../../../src/games/personae/challenge/dialog-context";

const misdirection = JSON.parse(readFileSync("packs/personae-traits/misdirection.json", "utf8")) as {
  system: Record<string, unknown>;
};

const CHORUS: CardUser = {
  isGM: true,
  isChorus: true,
  ownsActor: false,
  ownsReactors: [true, true],
  ownsAnIdentity: true,
};
const ISSUER: CardUser = {
  isGM: false,
  isChorus: false,
  ownsActor: true,
  ownsReactors: [false, false],
  ownsAnIdentity: true,
};

const KIT = sampleIdentity({ mode: "play", attributes: { com: 3, cng: 2, res: 2, pro: 1, kno: 1, sta: 1 } });

/** Kit, a grifter (COM 3) with Argue 3, and Misdirection when `withMisdirection`. */
function kit(withMisdirection: boolean) {
  return identityView({
    uuid: "Actor.kit",
    name: "Kit",
    img: "",
    system: KIT,
    items: [
      ...freeSkills(),
      skill("Swindle", "com", 3),
      ...(withMisdirection ? [enhancement("Misdirection", { ...misdirection.system, skill: "Swindle" })] : []),
    ],
  });
}

const captain = () => identityView({ ...CAPTAIN, items: captainItems() });

/** Kit swindles one or two guards (an interaction): faces are Kit's, then each answer's. */
function swindle(withMisdirection: boolean, kitFaces: number[], reactors = 1): ChallengeCardState {
  const view = kit(withMisdirection);
  const targets = [
    { uuid: "Actor.g1", name: "First guard", view: captain() },
    { uuid: "Actor.g2", name: "Second guard", view: captain() },
  ].slice(0, reactors);
  const choices = defaultChoices(
    view,
    sampleId("Swindle"),
    targets.map((t) => t.uuid),
  );
  const ticked = withMisdirection ? [sampleId("Misdirection")] : [];
  const plan = planChallenge(view, targets, { ...choices, side: { ...choices.side, enhancementIds: ticked } });
  expect(plan.problems).toEqual([]);
  return createCard(plan.setup, kitFaces);
}

function answer(state: ChallengeCardState, reactor: number, faces: number[]): ChallengeCardState {
  const side = { ...planSide(captain(), EMPTY_CHOICE).side, dice: faces.length, add: 2, forceRerolls: 0 };
  const r = applyCardAction(
    state,
    { type: "answer", reactor, side, faces, rerollFaces: [], forcedOnActor: [], forcedOnReactor: [] },
    CHORUS,
  );
  expect(r.problems).toEqual([]);
  return r.state;
}

describe("Misdirection affords one follow-up; its forced re-roll comes with the follow-up", () => {
  it("is read from the pack: one follow-up, a forced re-roll at the follow-up, not Conditional", () => {
    expect(misdirection.system).toMatchObject({ effect: "forceReroll", amount: 1, timing: "followUp", followUps: 1 });
    expect(misdirection.system.conditions).toBe(0);
  });

  it("forces nothing at the first roll; affords one follow-up with one forced re-roll", () => {
    const side = planSide(kit(true), {
      ...EMPTY_CHOICE,
      skillId: sampleId("Swindle"),
      enhancementIds: [sampleId("Misdirection")],
    }).side;
    expect(side).toMatchObject({ forceRerolls: 0, followUps: 1, followUpRerolls: 1 });
  });

  it("Kit's 9, 6, 2 + 3 beat the guard's 8, 6 + 2; the follow-up re-rolls the guard's 6 to a 9: next-highest 6 + 3 < 8 + 2", () => {
    let state = answer(swindle(true, [9, 6, 2]), 0, [8, 6]);
    expect(state.reactors[0]?.result?.winner).toBe("actor");
    expect(followUpsLeft(state)).toBe(1);
    const followed = applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [9] }, ISSUER);
    expect(followed.problems).toEqual([]);
    state = followed.state;
    expect(state.reactors[0]?.followUps[0]).toMatchObject({ step: 1, winner: "reactor", rerolled: [9] });
    expect(state.reactors[0]?.followUps[0]?.reactorDice).toEqual([9, 8]);
    expect(state.reactors[0]?.followUps[0]?.decidedAt).toBe(1);
    // One afforded, one made: no more.
    expect(followUpsLeft(state)).toBe(0);
  });

  it("a lucky re-roll may help the issuer: the guard's 6 becomes a 1, so 7 + 3 beats 1 + 2 (the 8 is never re-rolled)", () => {
    const state = answer(swindle(true, [9, 7, 2]), 0, [8, 6]);
    const followed = applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [1] }, ISSUER).state;
    expect(followed.reactors[0]?.followUps[0]).toMatchObject({ winner: "actor", reactorDice: [8, 1] });
  });

  it("the re-roll replaces the compared die, never the highest", () => {
    expect(rerollAt([8, 6, 3], 1, [2])).toEqual([8, 3, 2]);
    expect(rerollAt([8, 6, 3], 2, [10])).toEqual([10, 8, 6]);
    expect(rerollAt([8, 6], 0, [1])).toEqual([8, 6]);
  });
});

describe("without a trait that affords one, no follow-up — unless the chorus rules one", () => {
  it("after a success with three dice, the follow-up is refused and the card offers none", () => {
    const state = answer(swindle(false, [9, 7, 2]), 0, [8, 6]);
    expect(applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER).problems[0]?.key).toMatch(
      /followUpNotAfforded$/,
    );
    const c = challengeCardContext({
      state,
      user: ISSUER,
      answers: [null],
      targets: [null],
      pending: false,
      chorusName: "The chorus",
    }) as { reactors: { canFollowUp: boolean; canGrant: boolean }[] };
    expect(c.reactors[0]).toMatchObject({ canFollowUp: false, canGrant: false });
  });

  it("the chorus may grant one (logged with its name); a player may not", () => {
    const state = answer(swindle(false, [9, 7, 2]), 0, [8, 6]);
    expect(applyCardAction(state, { type: "grantFollowUp", reactor: 0, by: "Amy" }, ISSUER).problems[0]?.key).toMatch(
      /chorusOnly$/,
    );
    const c = challengeCardContext({
      state,
      user: CHORUS,
      answers: [null],
      targets: [null],
      pending: false,
      chorusName: "The chorus",
    }) as { reactors: { canGrant: boolean }[] };
    expect(c.reactors[0]?.canGrant).toBe(true);
    const granted = applyCardAction(state, { type: "grantFollowUp", reactor: 0, by: "Gamemaster" }, CHORUS).state;
    expect(granted.granted).toEqual(["Gamemaster"]);
    expect(granted.history.at(-1)).toEqual({ kind: "granted", reactor: 0, by: "Gamemaster" });
    expect(followUpsLeft(granted)).toBe(1);
    // Already afforded: no second ruling needed.
    expect(
      applyCardAction(granted, { type: "grantFollowUp", reactor: 0, by: "Gamemaster" }, CHORUS).problems[0]?.key,
    ).toMatch(/followUpAfforded$/);
    const followed = applyCardAction(granted, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER);
    expect(followed.problems).toEqual([]);
    expect(followed.state.reactors[0]?.followUps[0]).toMatchObject({ step: 1, winner: "actor", decidedAt: 1 });
  });

  it("a failed challenge affords no follow-up, even by ruling", () => {
    const state = answer(swindle(true, [4, 3, 2]), 0, [8, 6]);
    expect(applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER).problems[0]?.key).toMatch(
      /followUpNeedsSuccess$/,
    );
    expect(applyCardAction(state, { type: "grantFollowUp", reactor: 0, by: "GM" }, CHORUS).problems[0]?.key).toMatch(
      /followUpNeedsSuccess$/,
    );
  });

  it("follow-ups go against the same opponent", () => {
    const base = swindle(false, [9, 7, 2], 2);
    let state = answer(answer({ ...base, actor: { ...base.actor, followUps: 2 } }, 0, [8, 6]), 1, [8, 5]);
    state = applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER).state;
    expect(applyCardAction(state, { type: "followUp", reactor: 1, forcedFaces: [] }, ISSUER).problems[0]?.key).toMatch(
      /followUpSameOpponent$/,
    );
  });

  it("a preternae's terms may afford follow-ups too", () => {
    const view = identityView({
      uuid: "Actor.kit",
      name: "Kit",
      img: "",
      system: KIT,
      items: [...freeSkills(), skill("Channel", "res", 3), preternae("Chain bolt", { hits: 1, followUps: 2 })],
    });
    const choices = defaultChoices(view, sampleId("Channel"), ["Actor.g1"]);
    const plan = planChallenge(view, [{ uuid: "Actor.g1", name: "Guard", view: captain() }], {
      ...choices,
      preternaeId: sampleId("Chain bolt"),
      type: "attack",
      hits: 1,
    });
    expect(plan.setup.actor.followUps).toBe(2);
  });
});

describe("one roll banks its criticals once, however many reactors it beats", () => {
  it("Kit's two 10s beat both guards: the second comparison banks nothing more", () => {
    let state = answer(answer(swindle(false, [10, 10, 2], 2), 0, [8, 6]), 1, [7, 5]);
    const first = state.reactors[0]?.result;
    const second = state.reactors[1]?.result;
    if (!first || !second) throw new Error("both decided");
    expect(first.criticals).toBe(1);
    expect(criticalsToBank(state, first)).toBe(1);
    state = recordBanked(state, 0, 1, 0);
    expect(criticalsToBank(state, second)).toBe(0);
  });

  it("a reactor who wins banks its own roll's criticals", () => {
    // 9 + 3 ties 10 + 2; then 5 + 3 < 10 + 2: the guard wins with two 10s.
    const state = recordBanked(answer(swindle(false, [9, 5, 2], 1), 0, [10, 10]), 0, 1, 0);
    const result = state.reactors[0]?.result;
    if (!result) throw new Error("decided");
    expect(result.winner).toBe("reactor");
    expect(criticalsToBank(state, result)).toBe(1);
    expect(state.actorCriticals ?? 0).toBe(0);
  });
});

describe("the shock limit holds across the attack and its follow-ups (SRD: no roll-over)", () => {
  const fresh = personae.freshHarm(3);
  it("an attack of 3 hits on vitality 3 reaches shock 1; its follow-up's 3 hits are marked, shock stays 1", () => {
    const first = personae.sustainHits(fresh, 3);
    expect(first).toMatchObject({ shockRaised: true, harm: { hits: 3, shock: 1 } });
    const follow = personae.sustainHits(first.harm, 3, { shockRaisedThisAttack: true });
    expect(follow).toMatchObject({ shockRaised: false, negatedNow: false, harm: { hits: 6, shock: 1 } });
    // A new attack would raise it.
    expect(personae.sustainHits(first.harm, 3).harm.shock).toBe(2);
  });

  it("a first attack that left shock alone lets its follow-up reach shock 1", () => {
    const first = personae.sustainHits(fresh, 1);
    expect(first.shockRaised).toBe(false);
    expect(personae.sustainHits(first.harm, 2, { shockRaisedThisAttack: false }).harm.shock).toBe(1);
  });

  it("a medium identity raised to shock 2 by the attack is not negated by its follow-up", () => {
    const medium = { ...personae.freshHarm(2, "medium"), shock: 1, hits: 2 };
    const first = personae.sustainHits(medium, 1);
    expect(first.harm).toMatchObject({ shock: 2, inoperative: true });
    expect(personae.sustainHits(first.harm, 1, { shockRaisedThisAttack: true }).negatedNow).toBe(false);
  });
});

describe("stabilising is another identity's action (digest, rounds 3 and 4)", () => {
  it("the target's owner with no other identity able to act may not; the owner of another identity may", () => {
    const state = answer(swindle(false, [9, 7, 2]), 0, [8, 6]);
    // The writer lists no identity for the target's owner: the target itself and an inoperative one are left out.
    const onlyTheTarget: CardUser = { ...ISSUER, ownsActor: false, ownsReactors: [true], stabilisers: [[]] };
    expect(
      applyCardAction(state, { type: "stabilise", reactor: 0, by: "Actor.target" }, onlyTheTarget).problems[0]?.key,
    ).toMatch(/notAllowed$/);
    const ally: CardUser = { ...ISSUER, ownsActor: false, ownsReactors: [false], stabilisers: [["Actor.ally"]] };
    expect(applyCardAction(state, { type: "stabilise", reactor: 0, by: "Actor.ally" }, ally).problems).toEqual([]);
    const harm = [{ shock: 4, stabilised: false, negated: false, inoperative: true, canRecover: false }];
    const offered = (user: CardUser) =>
      (
        challengeCardContext({ state, user, answers: [null], targets: harm, pending: false, chorusName: "" }) as {
          reactors: { canStabilise: boolean }[];
        }
      ).reactors[0]?.canStabilise;
    expect(offered(onlyTheTarget)).toBe(false);
    expect(offered(ally)).toBe(true);
  });
});
