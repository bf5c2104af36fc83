// Chapters as a flow (pure): the significance a new particular strength may
// start with on a player character's sheet, by chapter and by whether the
// character is new to the chapter or recurring; an oracle element claimed
// as a returning character.
import { describe, expect, it } from "vitest";
import { startingLimit, startingProblem, tickedOptions } from "../../../src/games/wicked-age/data/starting";
import {
  addRecurring,
  newStory,
  claimAsRecurring,
  claimCharacter as claimResult,
  type StoryState,
} from "../../../src/games/wicked-age/campaign/story";
import { buildStoryContext } from "../../../src/games/wicked-age/campaign/story-context";
import { buildDealContext } from "../../../src/games/wicked-age/campaign/deal-context";
import { secondChapterDealt } from "../../../src/games/wicked-age/campaign/gallery-part";

const options = (...ticked: string[]) => ({
  options: Object.fromEntries(
    ["potent", "doublyPotent", "broad", "consequential", "unique", "farReaching"].map((o) => [o, ticked.includes(o)]),
  ),
});

describe("starting significance by chapter", () => {
  it("counts the options a strength's data ticks", () => {
    expect(tickedOptions(options())).toBe(0);
    expect(tickedOptions(options("potent", "doublyPotent"))).toBe(2);
    expect(tickedOptions({ options: { potent: "yes" } })).toBe(0);
    expect(tickedOptions(null)).toBe(0);
  });

  it("checks nothing before the first deal", () => {
    expect(startingLimit(0, 0)).toBeNull();
    expect(startingProblem(0, 0, 4)).toBeNull();
  });

  it("chapters 1 and 2: a new strength starts at 1", () => {
    expect(startingLimit(1, 1)).toBe(1);
    expect(startingLimit(2, 2)).toBe(1);
    expect(startingProblem(2, 2, 1)).toBeNull();
    expect(startingProblem(1, 1, 2)).toBe("STORY_ENGINES.Wicked.Validation.startsAtOne");
  });

  it("from chapter 3 a new character may start one at 2, a recurring one still at 1", () => {
    expect(startingLimit(3, 3)).toBe(2);
    expect(startingLimit(4, 0)).toBe(2);
    expect(startingProblem(3, 3, 2)).toBeNull();
    expect(startingProblem(3, 3, 3)).toBe("STORY_ENGINES.Wicked.Validation.startsAtTwo");
    expect(startingLimit(3, 1)).toBe(1);
    expect(startingProblem(5, 2, 2)).toBe("STORY_ENGINES.Wicked.Validation.startsAtOne");
  });
});

function claimCharacter(state: StoryState, id: string, userId: string): StoryState {
  const r = claimResult(state, id, userId);
  if (!r.ok) throw new Error(r.problem);
  return r.state;
}

describe("an element claimed as a returning character", () => {
  const TAJIE = { actorUuid: "Actor.tajie", name: "Tajie" };

  it("links the entry to the character, counts as the player's pick, lists it as recurring", () => {
    const s = secondChapterDealt();
    const claimed = claimAsRecurring(s, "d1", "tom", TAJIE);
    if (!claimed.ok) throw new Error(claimed.problem);
    expect(claimed.state.version).toBe(s.version + 1);
    expect(claimed.state.characters[0]).toMatchObject({ claimedBy: "tom", actorUuid: "Actor.tajie" });
    expect(claimed.state.recurring).toContainEqual({ ...TAJIE, how: "claimed" });
    const again = claimAsRecurring(claimed.state, "d2", "tom", { actorUuid: "Actor.esan", name: "Esan" });
    expect(again.ok || again.problem).toBe("STORY_ENGINES.Wicked.Story.Problems.oneEach");
    const twice = claimAsRecurring(claimed.state, "d2", "", TAJIE);
    expect(twice.ok || twice.problem).toBe("STORY_ENGINES.Wicked.Story.Problems.alreadyIn");
    const hasSheet = claimAsRecurring(claimed.state, "d1", "", { actorUuid: "Actor.esan", name: "Esan" });
    expect(hasSheet.ok || hasSheet.problem).toBe("STORY_ENGINES.Wicked.Story.Problems.hasSheet");
    const taken = claimAsRecurring(claimCharacter(s, "d2", "amy"), "d2", "", { actorUuid: "Actor.e", name: "E" });
    expect(taken.ok || taken.problem).toBe("STORY_ENGINES.Wicked.Story.Problems.claimed");
    const gm = claimAsRecurring(s, "d2", "", { actorUuid: "Actor.esan", name: "Esan" });
    expect(gm.ok && gm.state.characters[1]).toMatchObject({ claimedBy: "", actorUuid: "Actor.esan" });
  });

  it("the story sheet offers it only on entries the viewer may take, and only with a character to bring", () => {
    const build = (returningChoices: Record<string, string>, story = secondChapterDealt()) =>
      buildStoryContext({
        story,
        viewer: { userId: "tom", isGM: false, isTopper: false },
        users: { tom: "Tom" },
        gm: "",
        elementChoices: {},
        actorNames: {},
        returningChoices,
      }).characters as { canClaimReturning: boolean }[];
    expect(build({ "Actor.tajie": "Tajie" }).map((c) => c.canClaimReturning)).toEqual([true, true]);
    expect(build({}).map((c) => c.canClaimReturning)).toEqual([false, false]);
    const firstChapter = { ...secondChapterDealt(), chapter: 1 };
    const early = claimAsRecurring(firstChapter, "d1", "tom", { actorUuid: "Actor.tajie", name: "Tajie" });
    expect(early.ok || early.problem).toBe("STORY_ENGINES.Wicked.Story.Problems.noReturnYet");
    expect(build({ "Actor.tajie": "Tajie" }, firstChapter).map((c) => c.canClaimReturning)).toEqual([false, false]);
    const amyHas = claimAsRecurring(secondChapterDealt(), "d1", "amy", { actorUuid: "Actor.a", name: "A" });
    if (!amyHas.ok) throw new Error(amyHas.problem);
    expect(build({ "Actor.tajie": "Tajie" }, amyHas.state).map((c) => c.canClaimReturning)).toEqual([false, true]);
  });
});

describe("the deal dialog in a later chapter", () => {
  it("waits for the owe list's topper, then deals three from the chosen oracle", () => {
    const waiting = addRecurring(newStory(2), { actorUuid: "Actor.mekha", name: "Mekha", how: "topper" });
    if (!waiting.ok) throw new Error(waiting.problem);
    expect(buildDealContext(waiting.state)).toMatchObject({ waiting: true, fixed: false });
    expect(buildDealContext(newStory(2))).toMatchObject({ waiting: false, count: 4 });
    expect(buildDealContext(secondChapterDealt())).toMatchObject({ waiting: false, fixed: true, dealt: true });
  });
});
