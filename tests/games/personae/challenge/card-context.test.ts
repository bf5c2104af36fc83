// The challenge card's context for one viewer (pure): what it shows and which
// controls this viewer gets, pending requests included.
import { describe, expect, it } from "vitest";
import { challengeCardContext, type CardViewInput } from "../../../../src/games/personae/challenge/card-context";
import type { CardUser } from "../../../../src/games/personae/challenge/card-state";
import {
  dunmoreUnopposed,
  hitsMarked,
  opposedAnswered,
  opposedWaiting,
} from "../../../../src/games/personae/challenge/gallery-part";

const GM: CardUser = { isGM: true, isChorus: true, ownsActor: false, ownsReactors: [false], ownsAnIdentity: true };
const ISSUER: CardUser = { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true };
const STRANGER: CardUser = {
  isGM: false,
  isChorus: false,
  ownsActor: false,
  ownsReactors: [false],
  ownsAnIdentity: false,
};
const harm = (shock: number, negated = false) => ({
  shock,
  stabilised: false,
  negated,
  inoperative: shock >= 3,
  canRecover: false,
});

interface Reactor {
  waiting: boolean;
  form: unknown;
  canFollowUp: boolean;
  canStabilise: boolean;
  canRecover: boolean;
  hits: { canApply: boolean; applied: boolean; amount: number }[];
  result: {
    actorWon: boolean;
    decided: { key: string; data: Record<string, number> };
    criticals: number;
    banked: number;
  } | null;
}
const view = (input: Partial<CardViewInput> & Pick<CardViewInput, "state">) =>
  challengeCardContext({
    user: GM,
    answers: [null],
    targets: [null],
    pending: false,
    chorusName: "The chorus",
    ...input,
  }) as unknown as {
    reactors: Reactor[];
    chorus: { result: Reactor["result"] } | null;
    tally: { recorded: boolean; succeeded: boolean };
    hits: number;
    pending: boolean;
  };

describe("challenge card context", () => {
  it("unopposed: the chorus's comparison, the die that decided, the tally", () => {
    const c = view({ state: dunmoreUnopposed(), user: STRANGER, answers: [], targets: [] });
    expect(c.chorus?.result).toMatchObject({
      actorWon: true,
      decided: { key: "STORY_ENGINES.Personae.Card.decidedAt", data: { place: 2, actor: 8, reactor: 5 } },
    });
    expect(c.tally).toEqual({ recorded: true, succeeded: true, earned: 0 });
  });

  it("waiting: the answer form only for a viewer with the reactor's options", () => {
    const state = opposedWaiting();
    expect(view({ state }).reactors[0]?.form).toBeNull();
    expect(view({ state, user: STRANGER }).reactors[0]?.waiting).toBe(true);
    // Unanswered, a card with nothing this viewer may answer awaits them not; the issuer waits too.
    expect(
      challengeCardContext({ user: ISSUER, answers: [null], targets: [null], pending: false, chorusName: "", state }),
    ).toMatchObject({ awaitsViewer: false });
  });

  it("answered: hits to apply for the issuer or the GM, not a stranger, not on a negated target, not while pending", () => {
    const state = opposedAnswered();
    expect(view({ state, user: ISSUER, targets: [harm(0)] }).reactors[0]?.hits[0]?.canApply).toBe(true);
    expect(view({ state, user: STRANGER, targets: [harm(0)] }).reactors[0]?.hits[0]?.canApply).toBe(false);
    expect(view({ state, user: GM, targets: [harm(4, true)] }).reactors[0]?.hits[0]?.canApply).toBe(false);
    expect(view({ state, user: GM, targets: [harm(0)], pending: true }).reactors[0]?.hits[0]?.canApply).toBe(false);
    // The hits to apply make the card await the issuer (and the GM), not a stranger.
    const awaits = (user: CardUser) =>
      (
        challengeCardContext({ user, answers: [null], targets: [harm(0)], pending: false, chorusName: "", state }) as {
          awaitsViewer: boolean;
        }
      ).awaitsViewer;
    expect([ISSUER, GM, STRANGER].map(awaits)).toEqual([true, true, false]);
    expect(view({ state, targets: [harm(0)] }).reactors[0]?.result).toMatchObject({
      actorWon: true,
      criticals: 1,
      banked: 1,
    });
  });

  it("follow-up after a success while both sides have dice; stabilise at shock 4 only", () => {
    const plain = opposedAnswered();
    const answered = { ...plain, actor: { ...plain.actor, followUps: 1 } };
    expect(view({ state: answered, user: ISSUER, targets: [harm(1)] }).reactors[0]).toMatchObject({
      canFollowUp: true,
      canStabilise: false,
    });
    const marked = hitsMarked();
    const withKit = { ...ISSUER, stabilisers: [["Actor.kit"]] };
    expect(view({ state: marked, user: withKit, targets: [harm(4)] }).reactors[0]).toMatchObject({
      canFollowUp: false,
      canStabilise: true,
    });
    expect(view({ state: marked, user: STRANGER, targets: [harm(4)] }).reactors[0]?.canStabilise).toBe(false);
    expect(
      view({ state: marked, user: withKit, targets: [{ ...harm(4), stabilised: true }] }).reactors[0]?.canStabilise,
    ).toBe(false);
    expect(
      view({ state: marked, user: ISSUER, targets: [{ ...harm(1), canRecover: true }] }).reactors[0]?.canRecover,
    ).toBe(true);
  });
});
