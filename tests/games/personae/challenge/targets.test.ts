// Players challenge what their character faces (pure): tokens they target and
// identities in the current encounter, whatever their permission on the
// actor; stats only where they may observe; the card shows a side's extras
// only to those who may observe it.
import { describe, expect, it } from "vitest";
import { LEVELS, targetOptionsFor, type TargetCandidate } from "../../../../src/games/personae/challenge/targets";
import { identityView } from "../../../../src/games/personae/challenge/side-plan";
import { challengeCardContext } from "../../../../src/games/personae/challenge/card-context";
import { opposedAnswered } from "../../../../src/games/personae/challenge/gallery-part";
import { CAPTAIN, captainItems } from "../../../../src/games/personae/samples";

const captainView = () => identityView({ ...CAPTAIN, items: captainItems() });
const candidate = (uuid: string, level: number, extra: Partial<TargetCandidate> = {}): TargetCandidate => ({
  uuid,
  name: uuid,
  level,
  targeted: false,
  inEncounter: false,
  view: captainView,
  ...extra,
});

describe("whom a player may challenge", () => {
  it("a chorus adversary the player cannot see (NONE) is offered when targeted, without its stats", () => {
    const { options, targeted } = targetOptionsFor("Actor.amek", [
      candidate("Actor.ogre", LEVELS.NONE, { targeted: true }),
    ]);
    expect(options).toEqual([{ uuid: "Actor.ogre", name: "Actor.ogre", view: null }]);
    expect(targeted).toEqual(["Actor.ogre"]);
  });

  it("an identity in the current encounter is offered whatever the permission; an unseen one elsewhere is not", () => {
    const { options, targeted } = targetOptionsFor("Actor.amek", [
      candidate("Actor.ogre", LEVELS.NONE, { inEncounter: true }),
      candidate("Actor.hermit", LEVELS.NONE),
      candidate("Actor.ally", LEVELS.LIMITED),
    ]);
    expect(options.map((o) => o.uuid)).toEqual(["Actor.ogre", "Actor.ally"]);
    expect(options.every((o) => o.view === null)).toBe(true);
    expect(targeted).toEqual([]);
  });

  it("stats come with OBSERVER; targeted first, each once, never the issuer", () => {
    const { options, targeted } = targetOptionsFor("Actor.amek", [
      candidate("Actor.friend", LEVELS.OBSERVER),
      candidate("Actor.amek", LEVELS.OWNER, { targeted: true }),
      candidate("Actor.ogre", LEVELS.NONE, { targeted: true }),
      candidate("Actor.ogre", LEVELS.NONE, { inEncounter: true }),
    ]);
    expect(options.map((o) => o.uuid)).toEqual(["Actor.ogre", "Actor.friend"]);
    expect(options[1]?.view?.name).toBe(CAPTAIN.name);
    expect(targeted).toEqual(["Actor.ogre"]);
  });
});

describe("the card shows a LIMITED viewer only a name and an image", () => {
  it("the issuer's enhancements show to those who observe it, not to others", () => {
    const state = opposedAnswered();
    const bold = { ...state, actor: { ...state.actor, enhancements: ["Silver tongue"], expertise: "Frontier trade" } };
    const input = {
      state: bold,
      user: { isGM: false, isChorus: false, ownsActor: false, ownsReactors: [true], ownsAnIdentity: true },
      answers: [null],
      targets: [null],
      pending: false,
      chorusName: "The chorus",
    };
    const seen = challengeCardContext({ ...input, observed: { actor: true, reactors: [true] } }) as {
      actor: { extras: string };
    };
    const unseen = challengeCardContext({ ...input, observed: { actor: false, reactors: [true] } }) as {
      actor: { extras: string };
      reactors: { name: string }[];
    };
    expect(seen.actor.extras).toBe("Frontier trade · Silver tongue");
    expect(unseen.actor.extras).toBe("");
    // The reactor is named either way.
    expect(unseen.reactors[0]?.name).toBe(CAPTAIN.name);
  });

  it("the Captain's answer: its skill is on the card (the roll is public), what he brought is not", () => {
    const state = opposedAnswered();
    const answer = { ...state.reactors[0]?.answer, enhancements: ["Watch breastplate"] };
    const withExtras = {
      ...state,
      reactors: state.reactors.map((r) => ({ ...r, answer: { ...r.answer, ...answer } })),
    };
    const c = challengeCardContext({
      state: withExtras as typeof state,
      user: { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true },
      answers: [null],
      targets: [null],
      pending: false,
      chorusName: "The chorus",
      observed: { actor: true, reactors: [false] },
    }) as { reactors: { answer: { extras: string; skill: string } }[] };
    expect(c.reactors[0]?.answer).toMatchObject({ skill: "Steel", extras: "" });
    const gm = challengeCardContext({
      state: withExtras as typeof state,
      user: { isGM: true, isChorus: true, ownsActor: false, ownsReactors: [true], ownsAnIdentity: true },
      answers: [null],
      targets: [null],
      pending: false,
      chorusName: "The chorus",
      observed: { actor: true, reactors: [true] },
    }) as { reactors: { answer: { extras: string } }[] };
    expect(gm.reactors[0]?.answer.extras).toBe("Watch breastplate");
  });
});
