// The challenge card's actions one after another (pure): each recorded in the
// card's history with no problem, the hits an attack inflicts on a success
// ("a successful attack inflicts at least one hit"), follow-ups comparing the
// next-highest dice (the ruling: no re-roll), and who may take each step.
import { describe, expect, it } from "vitest";
import { applyCardAction, type CardUser } from "../../../../src/games/personae/challenge/card-state";
import { hitsMarked, opposedAnswered, opposedWaiting } from "../../../../src/games/personae/challenge/gallery-part";

const GM: CardUser = { isGM: true, isChorus: true, ownsActor: false, ownsReactors: [false], ownsAnIdentity: true };
const ISSUER: CardUser = { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true };
const BYSTANDER: CardUser = {
  isGM: false,
  isChorus: false,
  ownsActor: false,
  ownsReactors: [false],
  ownsAnIdentity: true,
};
const NOBODY: CardUser = {
  isGM: false,
  isChorus: false,
  ownsActor: false,
  ownsReactors: [false],
  ownsAnIdentity: false,
};
const OUTCOME = { shock: 1, hits: 3, shockRaised: true, inoperative: false, negatedNow: false };

describe("the card's steps, in order", () => {
  it("a fresh opposed card waits for its reactor with no hits yet", () => {
    const state = opposedWaiting();
    expect(state.mode).toBe("opposed");
    expect(state.history).toEqual([{ kind: "rolled" }]);
    expect(state.reactors[0]).toMatchObject({ answer: null, result: null, hits: [], followUps: [], stabilised: false });
    expect(state.tally).toEqual({ recorded: false, succeeded: null, earned: 0 });
  });

  it("answered: the attack succeeded, so its hits wait to be applied", () => {
    const state = opposedAnswered();
    expect(state.history.slice(0, 2)).toEqual([{ kind: "rolled" }, { kind: "answered", reactor: 0 }]);
    expect(state.reactors[0]?.result?.winner).toBe("actor");
    expect(state.reactors[0]?.hits).toEqual([{ amount: 1, step: 0, applied: false, outcome: null }]);
  });

  it("applying hits marks that entry only and records it; a second time is refused", () => {
    const answered = opposedAnswered();
    const applied = applyCardAction(answered, { type: "applyHits", reactor: 0, entry: 0, outcome: OUTCOME }, ISSUER);
    expect(applied.problems).toEqual([]);
    expect(applied.state.reactors[0]?.hits).toEqual([{ amount: 1, step: 0, applied: true, outcome: OUTCOME }]);
    expect(applied.state.history.at(-1)).toEqual({ kind: "hitsApplied", reactor: 0, entry: 0 });
    const again = applyCardAction(applied.state, { type: "applyHits", reactor: 0, entry: 0, outcome: OUTCOME }, GM);
    expect(again.state).toBe(applied.state);
    expect(again.problems).toHaveLength(1);
    const stranger = applyCardAction(
      answered,
      { type: "applyHits", reactor: 0, entry: 0, outcome: OUTCOME },
      BYSTANDER,
    );
    expect(stranger.state).toBe(answered);
    expect(stranger.problems[0]?.key).toMatch(/notAllowed$/);
  });

  it("a follow-up after a success compares the next dice and records it; only the issuer or the GM may ask", () => {
    const plain = opposedAnswered();
    const answered = { ...plain, actor: { ...plain.actor, followUps: 1 } };
    const followed = applyCardAction(answered, { type: "followUp", reactor: 0, forcedFaces: [] }, ISSUER);
    expect(followed.problems).toEqual([]);
    expect(followed.state.history.at(-1)).toEqual({ kind: "followUp", reactor: 0 });
    expect(followed.state.reactors[0]?.followUps).toHaveLength(1);
    const refused = applyCardAction(answered, { type: "followUp", reactor: 0, forcedFaces: [] }, BYSTANDER);
    expect(refused.state).toBe(answered);
    expect(refused.problems[0]?.key).toMatch(/notAllowed$/);
  });

  it("stabilising is recorded once, by anyone with an identity that can stabilise", () => {
    const marked = hitsMarked();
    const by = "Actor.dunmore";
    const done = applyCardAction(marked, { type: "stabilise", reactor: 0, by }, { ...BYSTANDER, stabilisers: [[by]] });
    expect(done.problems).toEqual([]);
    expect(done.state.reactors[0]?.stabilised).toBe(true);
    expect(done.state.history.at(-1)).toEqual({ kind: "stabilised", reactor: 0 });
    expect(
      applyCardAction(done.state, { type: "stabilise", reactor: 0, by }, { ...GM, stabilisers: [[by]] }).problems[0]
        ?.key,
    ).toMatch(/alreadyStabilised$/);
    expect(applyCardAction(marked, { type: "stabilise", reactor: 0, by }, NOBODY).problems[0]?.key).toMatch(
      /notAllowed$/,
    );
  });
});
