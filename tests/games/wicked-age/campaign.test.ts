// Chapters and the owe list (pure): the owe list added to after round 1,
// scratched for an advantage die or to buy a character in, the topper
// crossed off at the end of a chapter, the chapter's GM; the story sheet's
// deal (four cards, three after the topper's chosen element), characters
// claimed one each; the conflict state round-tripping through its documents.
import { describe, expect, it } from "vitest";
import { validateSystem } from "../../../src/schema";
import {
  addToOweList,
  beginFirstChapter,
  endChapter,
  newCampaign,
  readCampaign,
  recordGm,
  removeAt,
  scratch,
  type CampaignResult,
  type CampaignState,
} from "../../../src/games/wicked-age/campaign/campaign";
import {
  addCharacter,
  addRecurring,
  awaitsTopperChoice,
  cardsToDeal,
  chooseOracleElement,
  claimCharacter,
  newStory,
  readStory,
  recordDeal,
  removeCharacter,
  type StoryResult,
  type StoryState,
} from "../../../src/games/wicked-age/campaign/story";
import { storyHtml } from "../../../src/games/wicked-age/campaign/story-html";
import { buildOweContext } from "../../../src/games/wicked-age/campaign/owe-context";
import { buildStoryContext } from "../../../src/games/wicked-age/campaign/story-context";
import { buildDealContext } from "../../../src/games/wicked-age/campaign/deal-context";
import { exampleCampaign, exampleStory } from "../../../src/games/wicked-age/campaign/gallery-part";
import {
  conflictSystem,
  conflictWrites,
  participantSystem,
  readConflict,
} from "../../../src/games/wicked-age/conflict/documents";
import { campEnded, campMove } from "../../../src/games/wicked-age/conflict/samples";
import { conflictSpec, participantSpec } from "../../../src/games/wicked-age/data/conflict";

function ok(r: CampaignResult): CampaignState;
function ok(r: StoryResult): StoryState;
function ok(r: CampaignResult | StoryResult): CampaignState | StoryState {
  if (!r.ok) throw new Error(`refused: ${r.problem}`);
  return r.state;
}
const problem = (r: { ok: boolean; problem?: string }) => (r.ok ? "(accepted)" : (r.problem?.split(".").pop() ?? ""));

const MEKHA = { actorUuid: "Actor.mekha", name: "Mekha" };
const TAJIE = { actorUuid: "Actor.tajie", name: "Tajie" };

describe("the owe list", () => {
  it("grows at the end, scratches the lowest occurrence, refuses a name not on it", () => {
    let c = ok(beginFirstChapter(newCampaign(), "JournalEntry.s1", "erin"));
    c = ok(addToOweList(c, [MEKHA, TAJIE, MEKHA]));
    expect(c.owe.map((e) => e.name)).toEqual(["Mekha", "Tajie", "Mekha"]);
    const scratched = ok(scratch(c, "Actor.mekha"));
    expect(scratched.owe.map((e) => e.name)).toEqual(["Mekha", "Tajie"]);
    expect(scratched.version).toBe(c.version + 1);
    expect(problem(scratch(c, "Actor.amek"))).toBe("notOnList");
    expect(ok(removeAt(c, 1)).owe.map((e) => e.name)).toEqual(["Mekha", "Mekha"]);
    expect(problem(removeAt(c, 5))).toBe("noSuchLine");
  });

  it("the end of a chapter crosses the top name off onto the next story sheet", () => {
    const c = ok(addToOweList(ok(beginFirstChapter(newCampaign(), "JournalEntry.s1", "erin")), [MEKHA, TAJIE]));
    const ended = endChapter(c, "JournalEntry.s2");
    expect(ended.ok && ended.topper).toEqual(MEKHA);
    const next = ok(ended);
    expect(next).toMatchObject({ chapter: 2, storyUuid: "JournalEntry.s2", gm: "erin" });
    expect(next.owe).toEqual([TAJIE]);
    const empty = endChapter(ok(beginFirstChapter(newCampaign(), "JournalEntry.s1", "erin")), "JournalEntry.s2");
    expect(empty.ok && empty.topper).toBeNull();
  });

  it("the chapter's GM: chapters 1–2 keep the first GM; from chapter 3 anyone but the topper's player", () => {
    let c = ok(beginFirstChapter(newCampaign(), "JournalEntry.s1", "erin"));
    expect(problem(recordGm(c, "tom", null))).toBe("gmBeforeThree");
    c = ok(endChapter(ok(endChapter(c, "JournalEntry.s2")), "JournalEntry.s3"));
    expect(c.chapter).toBe(3);
    expect(c.gm).toBe("");
    expect(problem(recordGm(c, "martha", "martha"))).toBe("topperCannotGm");
    expect(ok(recordGm(c, "tom", "martha")).gm).toBe("tom");
  });

  it("reads a damaged setting as something sensible", () => {
    expect(readCampaign(null)).toEqual(newCampaign());
    expect(readCampaign({ version: 3, chapter: -1, owe: [{ actorUuid: "" }, MEKHA, "x"] })).toMatchObject({
      version: 3,
      chapter: 0,
      owe: [MEKHA],
    });
  });

  it("the owe list window: the top marked, repeats marked, buying in only for one's own characters", () => {
    const context = buildOweContext(
      exampleCampaign(),
      { isGM: false, owns: new Set(["Actor.mekha"]), players: {} },
      true,
    );
    const lines = context.lines as {
      name: string;
      top: boolean;
      repeat: boolean;
      canBuyIn: boolean;
      canRemove: boolean;
    }[];
    expect(lines.map((l) => [l.name, l.top, l.repeat, l.canBuyIn, l.canRemove])).toEqual([
      ["Mekha", true, false, true, false],
      ["Tajie", false, false, false, false],
      ["Mekha", false, true, true, false],
    ]);
    expect(context.canEndChapter).toBe(false);
  });
});

describe("the story sheet", () => {
  const deal = [
    { card: "K♦", text: "horsemen" },
    { card: "10♠", text: "spirit" },
    { card: "10♣", text: "marriage" },
    { card: "9♥", text: "exorcist" },
  ];

  it("the first chapter deals four cards, once", () => {
    const s = newStory(1);
    expect(cardsToDeal(s)).toBe(4);
    expect(problem(recordDeal(s, "bloodAndSex", deal.slice(0, 3)))).toBe("wrongCount");
    const dealt = ok(recordDeal(s, "bloodAndSex", deal));
    expect(dealt).toMatchObject({ oracle: "bloodAndSex", dealt: true });
    expect(problem(recordDeal(dealt, "bloodAndSex", deal))).toBe("alreadyDealt");
  });

  it("a later chapter: the topper's chosen element, then three cards from that oracle", () => {
    const waiting = ok(addRecurring(newStory(2), { ...MEKHA, how: "topper" }));
    expect(awaitsTopperChoice(waiting)).toBe(true);
    // Three from the start of the chapter, while the sheet waits for the topper (issue 30 §5).
    expect(cardsToDeal(waiting)).toBe(3);
    expect(cardsToDeal(newStory(2))).toBe(4);
    expect(problem(recordDeal(waiting, "nestOfVipers", deal))).toBe("topperFirst");
    const chosen = ok(chooseOracleElement(waiting, "nestOfVipers", "A♠", "The daughter of an emperor…"));
    expect(awaitsTopperChoice(chosen)).toBe(false);
    expect(cardsToDeal(chosen)).toBe(3);
    expect(problem(recordDeal(chosen, "bloodAndSex", deal.slice(0, 3)))).toBe("oracleChosen");
    const dealt = ok(recordDeal(chosen, "nestOfVipers", deal.slice(0, 3)));
    expect(dealt.elements.map((e) => [e.card, e.chosen])).toEqual([
      ["A♠", true],
      ["K♦", false],
      ["10♠", false],
      ["10♣", false],
    ]);
  });

  it("a later chapter with an empty owe list starts as the first did: no choice, four cards", () => {
    const s = newStory(2);
    expect(awaitsTopperChoice(s)).toBe(false);
    expect(problem(chooseOracleElement(s, "nestOfVipers", "A♠", "The daughter of an emperor…"))).toBe("noTopper");
    expect(ok(recordDeal(s, "unquietPast", deal)).elements).toHaveLength(4);
    const context = buildStoryContext({
      story: s,
      viewer: { userId: "martha", isGM: false, isTopper: false },
      users: {},
      gm: "",
      elementChoices: {},
      actorNames: {},
    });
    expect(context).toMatchObject({ needsChoice: false, canDeal: true, toDeal: 4 });
  });

  it("everyone but the GM chooses one character; no one takes another's", () => {
    let s = ok(addCharacter(ok(recordDeal(newStory(1), "bloodAndSex", deal)), "a", "the chief of the horsemen", 0));
    s = ok(addCharacter(s, "b", "the wandering spirit", 1));
    s = ok(claimCharacter(s, "a", "amy"));
    expect(problem(claimCharacter(s, "a", "tom"))).toBe("claimed");
    expect(problem(claimCharacter(s, "b", "amy"))).toBe("oneEach");
    expect(ok(claimCharacter(s, "a", "")).characters[0]?.claimedBy).toBe("");
    expect(problem(addCharacter(s, "c", "  ", 0))).toBe("nameCharacter");
    expect(ok(removeCharacter(s, "b")).characters).toHaveLength(1);
    expect(
      problem(addRecurring(ok(addRecurring(s, { ...MEKHA, how: "boughtIn" })), { ...MEKHA, how: "boughtIn" })),
    ).toBe("alreadyIn");
  });

  it("its contexts: who may deal, claim, make a sheet; the topper chooses in a later chapter", () => {
    const story = exampleStory();
    const martha = buildStoryContext({
      story,
      viewer: { userId: "martha", isGM: false, isTopper: false },
      users: { martha: "Martha" },
      gm: "",
      elementChoices: {},
      actorNames: {},
    });
    const chars = martha.characters as { name: string; canClaim: boolean; canCreate: boolean; mine: boolean }[];
    expect(chars.find((c) => c.mine)).toMatchObject({
      name: "a boy of the region in love with the girl",
      canCreate: true,
    });
    expect(chars.some((c) => c.canClaim)).toBe(false);
    expect(martha.canDeal).toBe(false);
    const later = buildStoryContext({
      story: ok(addRecurring(newStory(2), { ...MEKHA, how: "topper" })),
      viewer: { userId: "martha", isGM: false, isTopper: true },
      users: {},
      gm: "",
      elementChoices: {},
      actorNames: {},
    });
    expect(later).toMatchObject({ needsChoice: true, canChoose: true, canDeal: false });
    expect(buildDealContext(newStory(1))).toMatchObject({ count: 4, fixed: false });
  });

  it("reads back what it wrote, and reads as a journal page", () => {
    const story = exampleStory();
    expect(readStory(JSON.parse(JSON.stringify(story)))).toEqual(story);
    const html = storyHtml(
      story,
      "Blood & Sex",
      {
        oracle: "Oracle",
        elements: "Elements",
        characters: "Characters",
        recurring: "Recurring",
        time: "Time",
        place: "Place",
        chosen: "chosen",
      },
      { amy: "Amy" },
    );
    expect(html).toContain("<strong>K♦</strong> A company of desert horsemen");
    expect(html).toContain("the chief of the horsemen (1) — Amy");
  });
});

describe("the conflict in its documents", () => {
  it("the combat's and combatants' system data validate, and read back as the same state", () => {
    const state = campEnded();
    expect(validateSystem(conflictSpec, conflictSystem(state))).toEqual([]);
    for (const p of state.participants) expect(validateSystem(participantSpec, participantSystem(p)), p.id).toEqual([]);
    const views = state.participants.map((p) => ({
      id: p.id,
      name: p.name,
      actorType: p.kind === "npc" ? "wickedNpc" : "wickedCharacter",
      system: participantSystem(p),
    }));
    expect(readConflict(conflictSystem(state), views)).toEqual(state);
  });

  it("writes the turn order as initiative (highest first) and marks those out as defeated", () => {
    const before = campMove();
    const writes = conflictWrites(
      { ...before, order: [], participants: before.participants.map((p) => ({ ...p, dice: [] })) },
      before,
    );
    const initiative = Object.fromEntries(writes.combatants.map((c) => [c._id, c.initiative]));
    expect(initiative).toEqual({ esan: 4, amek: 3, tajie: 2, mekha: 1 });
    expect(writes.combat).toMatchObject({ round: 1, turn: 0 });
    const ended = campEnded();
    const defeated = conflictWrites(before, ended)
      .combatants.filter((c) => c.defeated)
      .map((c) => c._id);
    expect(defeated.sort()).toEqual(["amek", "esan", "mekha"]);
  });
});
