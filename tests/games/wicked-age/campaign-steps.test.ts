// The campaign's and the story sheet's transitions, refusal by refusal:
// the owe list ("names with repeats"; scratch one occurrence; the top name
// crossed off at the end of a chapter), the chapter's GM, the deal, the
// characters read from the elements ("everyone but the GM picks one"), a
// returning character claimed from an element, time and place.
import { describe, expect, it } from "vitest";
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
  chooseOracleElement,
  claimAsRecurring,
  claimCharacter,
  linkActor,
  newStory,
  readStory,
  recordDeal,
  removeCharacter,
  setTimeAndPlace,
  type StoryResult,
  type StoryState,
} from "../../../src/games/wicked-age/campaign/story";
import { exampleCampaign, exampleStory, secondChapterDealt } from "../../../src/games/wicked-age/campaign/gallery-part";

const CP = "STORY_ENGINES.Wicked.Campaign.Problems";
const SP = "STORY_ENGINES.Wicked.Story.Problems";
const MEKHA = { actorUuid: "Actor.mekha", name: "Mekha" };
const TAJIE = { actorUuid: "Actor.tajie", name: "Tajie" };
const DEAL = [
  { card: "K♦", text: "horsemen" },
  { card: "10♠", text: "spirit" },
  { card: "10♣", text: "marriage" },
  { card: "9♥", text: "exorcist" },
];

function ok(r: CampaignResult): CampaignState;
function ok(r: StoryResult): StoryState;
function ok(r: CampaignResult | StoryResult): CampaignState | StoryState {
  if (!r.ok) throw new Error(`refused: ${r.problem}`);
  return r.state;
}
const campaignRefused = (code: string) => ({ ok: false, problem: `${CP}.${code}` });
const storyRefused = (code: string) => ({ ok: false, problem: `${SP}.${code}` });

describe("the campaign", () => {
  it("a new campaign; the first chapter begins once, its GM the first GM", () => {
    expect(newCampaign()).toEqual({ version: 0, chapter: 0, firstGm: "", gm: "", storyUuid: "", owe: [] });
    const c = ok(beginFirstChapter(newCampaign(), "JournalEntry.s1", "erin"));
    expect(c).toEqual({ version: 1, chapter: 1, firstGm: "erin", gm: "erin", storyUuid: "JournalEntry.s1", owe: [] });
    expect(beginFirstChapter(c, "JournalEntry.s9", "tom")).toEqual(campaignRefused("alreadyBegun"));
  });

  it("the owe list: nothing added, nothing changed; added names are copies", () => {
    const c = exampleCampaign();
    expect(addToOweList(c, [])).toEqual({ ok: true, state: c });
    const entry = { ...TAJIE };
    const added = ok(addToOweList(c, [entry]));
    entry.name = "changed";
    expect(added.owe.map((e) => e.name)).toEqual(["Mekha", "Tajie", "Mekha", "Tajie"]);
    expect(added.version).toBe(c.version + 1);
  });

  it("scratching takes the lowest occurrence; a line off the list only where there is one", () => {
    const c = exampleCampaign();
    expect(ok(scratch(c, "Actor.tajie")).owe).toEqual([MEKHA, MEKHA]);
    expect(ok(scratch(c, "Actor.mekha")).owe).toEqual([MEKHA, TAJIE]);
    expect(scratch(c, "Actor.amek")).toEqual(campaignRefused("notOnList"));
    for (const index of [-1, 3, 1.5, Number.NaN])
      expect(removeAt(c, index), String(index)).toEqual(campaignRefused("noSuchLine"));
    expect(ok(removeAt(c, 0)).owe).toEqual([TAJIE, MEKHA]);
    expect(ok(removeAt(c, 2))).toMatchObject({ owe: [MEKHA, TAJIE], version: c.version + 1 });
  });

  it("the end of a chapter: the top name crossed off, its repeats kept; the counter moves on", () => {
    expect(endChapter(newCampaign(), "JournalEntry.s2")).toEqual(campaignRefused("notBegun"));
    const ended = endChapter(exampleCampaign(), "JournalEntry.s2");
    expect(ended).toEqual({
      ok: true,
      state: {
        ...exampleCampaign(),
        version: exampleCampaign().version + 1,
        chapter: 2,
        storyUuid: "JournalEntry.s2",
        owe: [TAJIE, MEKHA],
      },
      topper: MEKHA,
    });
    const third = endChapter(ok(ended), "JournalEntry.s3");
    expect(third).toMatchObject({ ok: true, topper: TAJIE, state: { chapter: 3, gm: "", owe: [MEKHA] } });
    const empty = endChapter(ok(beginFirstChapter(newCampaign(), "JournalEntry.s1", "erin")), "JournalEntry.s2");
    expect(empty).toMatchObject({ ok: true, topper: null, state: { chapter: 2, gm: "erin", owe: [] } });
  });

  it("recording the GM: not before the first chapter; the first GM until chapter 3", () => {
    expect(recordGm(newCampaign(), "erin", null)).toEqual(campaignRefused("notBegun"));
    const c = exampleCampaign();
    expect(recordGm(c, "tom", null)).toEqual(campaignRefused("gmBeforeThree"));
    expect(ok(recordGm(c, "erin", null))).toMatchObject({ gm: "erin", version: c.version + 1 });
    // No first GM recorded (an old world): whoever runs chapter 1 is taken as it.
    expect(ok(recordGm({ ...c, firstGm: "" }, "tom", null)).gm).toBe("tom");
    const third = { ...c, chapter: 3, gm: "" };
    expect(recordGm(third, "martha", "martha")).toEqual(campaignRefused("topperCannotGm"));
    expect(ok(recordGm(third, "erin", "martha")).gm).toBe("erin");
  });

  it("reads the setting defensively: lines without an actor dropped", () => {
    expect(
      readCampaign({
        version: 4,
        chapter: 2,
        firstGm: "erin",
        gm: "tom",
        storyUuid: "J.s",
        owe: [MEKHA, { name: "x" }],
      }),
    ).toEqual({
      version: 4,
      chapter: 2,
      firstGm: "erin",
      gm: "tom",
      storyUuid: "J.s",
      owe: [MEKHA],
    });
  });
});

describe("reading stored state defensively (a hand-edited or older document)", () => {
  it("the campaign: missing fields at their start, a bad value at its start, lines without an actor dropped", () => {
    expect(readCampaign({})).toEqual(newCampaign());
    expect(readCampaign({ version: 2.5, chapter: "3", firstGm: 7, gm: null, storyUuid: false, owe: "Mekha" })).toEqual(
      newCampaign(),
    );
    expect(readCampaign({ owe: [{ actorUuid: "Actor.mekha" }, { actorUuid: 3, name: "x" }] }).owe).toEqual([
      { actorUuid: "Actor.mekha", name: "" },
    ]);
  });

  it("a story sheet: its oracle one of the four, characters' elements from -1, recurring how one of three", () => {
    expect(readStory({})).toEqual(newStory(0));
    expect(readStory({ oracle: "unquietPast" })?.oracle).toBe("unquietPast");
    expect(readStory({ oracle: "tarot", chapter: -2, version: -1 })).toMatchObject({
      oracle: "",
      chapter: 0,
      version: 0,
    });
    const story = readStory({
      dealt: true,
      time: "dusk",
      place: "the camp",
      elements: [{ card: "K♦" }, { text: "spirit", chosen: "yes" }],
      characters: [
        { id: "c1", name: "chief", element: -3 },
        { id: "c2", element: 2, claimedBy: "amy", actorUuid: "Actor.a" },
      ],
      recurring: [
        { actorUuid: "Actor.m", name: "Mekha", how: "topper" },
        { actorUuid: "Actor.t", name: "Tajie", how: "stolen" },
        { actorUuid: "Actor.b", name: "Bolu", how: "boughtIn" },
      ],
    });
    expect(story).toMatchObject({
      dealt: true,
      time: "dusk",
      place: "the camp",
      elements: [
        { card: "K♦", text: "", chosen: false },
        { card: "", text: "spirit", chosen: false },
      ],
      characters: [
        { id: "c1", name: "chief", element: -1, claimedBy: "", actorUuid: "" },
        { id: "c2", name: "", element: 2, claimedBy: "amy", actorUuid: "Actor.a" },
      ],
      recurring: [
        { actorUuid: "Actor.m", name: "Mekha", how: "topper" },
        { actorUuid: "Actor.t", name: "Tajie", how: "claimed" },
        { actorUuid: "Actor.b", name: "Bolu", how: "boughtIn" },
      ],
    });
    expect(readStory({ elements: [{ chosen: true }] })?.elements).toEqual([{ card: "", text: "", chosen: true }]);
  });
});

describe("the story sheet: dealing", () => {
  it("a blank sheet; a stored one read back, recurring lines without an actor dropped", () => {
    expect(newStory(3)).toEqual({
      version: 0,
      chapter: 3,
      oracle: "",
      elements: [],
      dealt: false,
      characters: [],
      recurring: [],
      time: "",
      place: "",
    });
    expect(readStory("story")).toBeNull();
    expect(readStory(null)).toBeNull();
    const stored = {
      ...newStory(2),
      recurring: [
        { ...MEKHA, how: "topper" },
        { actorUuid: "", name: "?", how: "claimed" },
      ],
    };
    expect(readStory(stored)).toEqual({ ...newStory(2), recurring: [{ ...MEKHA, how: "topper" }] });
  });

  it("the topper's choice: a later chapter, before the deal, an oracle and an element named", () => {
    const waiting = ok(addRecurring(newStory(2), { ...MEKHA, how: "topper" }));
    expect(awaitsTopperChoice(waiting)).toBe(true);
    expect(awaitsTopperChoice({ ...waiting, chapter: 1 })).toBe(false);
    expect(awaitsTopperChoice({ ...waiting, dealt: true })).toBe(false);
    expect(awaitsTopperChoice(ok(addRecurring(newStory(2), { ...MEKHA, how: "boughtIn" })))).toBe(false);
    expect(chooseOracleElement({ ...waiting, dealt: true }, "nestOfVipers", "A♠", "x")).toEqual(
      storyRefused("alreadyDealt"),
    );
    expect(chooseOracleElement(newStory(2), "nestOfVipers", "A♠", "x")).toEqual(storyRefused("noTopper"));
    expect(chooseOracleElement(waiting, "tarot" as "nestOfVipers", "A♠", "x")).toEqual(storyRefused("unknownOracle"));
    expect(chooseOracleElement(waiting, "nestOfVipers", "", "x")).toEqual(storyRefused("pickElement"));
    expect(chooseOracleElement(waiting, "nestOfVipers", "A♠", "")).toEqual(storyRefused("pickElement"));
    const chosen = ok(chooseOracleElement(waiting, "nestOfVipers", "A♠", "The daughter"));
    expect(chosen).toEqual({
      ...waiting,
      version: waiting.version + 1,
      oracle: "nestOfVipers",
      elements: [{ card: "A♠", text: "The daughter", chosen: true }],
    });
    expect(chooseOracleElement(chosen, "nestOfVipers", "2♠", "y")).toEqual(storyRefused("noTopper"));
  });

  it("the deal: the oracle chosen stays; the cards go on after the chosen element", () => {
    const dealt = ok(recordDeal(newStory(1), "godKingsOfWar", DEAL));
    expect(dealt).toEqual({
      ...newStory(1),
      version: 1,
      oracle: "godKingsOfWar",
      dealt: true,
      elements: DEAL.map((c) => ({ ...c, chosen: false })),
    });
    const fixed = { ...newStory(1), oracle: "unquietPast" as const };
    expect(recordDeal(fixed, "bloodAndSex", DEAL)).toEqual(storyRefused("oracleChosen"));
    expect(ok(recordDeal(fixed, "unquietPast", DEAL)).oracle).toBe("unquietPast");
    expect(recordDeal(newStory(1), "bloodAndSex", [...DEAL, ...DEAL.slice(0, 1)])).toEqual(storyRefused("wrongCount"));
  });
});

describe("the story sheet: characters", () => {
  const dealt = () => ok(recordDeal(newStory(1), "bloodAndSex", DEAL));

  it("adding: a name (trimmed, 200 characters at most), a new id, an element of the sheet or none", () => {
    const s = ok(addCharacter(dealt(), "a", "  the chief  ", 3));
    expect(s.characters).toEqual([{ id: "a", name: "the chief", element: 3, claimedBy: "", actorUuid: "" }]);
    expect(addCharacter(s, "a", "again", 0)).toEqual(storyRefused("duplicate"));
    expect(addCharacter(s, "b", "   ", 0)).toEqual(storyRefused("nameCharacter"));
    for (const element of [4, -1, 1.5, -2])
      expect(ok(addCharacter(s, "b", "b", element)).characters[1]?.element, String(element)).toBe(-1);
    expect(ok(addCharacter(s, "b", "b", 0)).characters[1]?.element).toBe(0);
    expect(ok(addCharacter(s, "b", "x".repeat(250), 0)).characters[1]?.name).toHaveLength(200);
    const full = {
      ...s,
      characters: Array.from({ length: 40 }, (_, i) => ({
        id: `c${i}`,
        name: "c",
        element: -1,
        claimedBy: "",
        actorUuid: "",
      })),
    };
    expect(addCharacter(full, "z", "z", 0)).toEqual(storyRefused("tooManyCharacters"));
    expect(addCharacter({ ...full, characters: full.characters.slice(1) }, "z", "z", 0)).toMatchObject({ ok: true });
  });

  it("removing, claiming, giving back, linking an actor", () => {
    let s = ok(addCharacter(dealt(), "a", "the chief", 0));
    s = ok(addCharacter(s, "b", "the spirit", 1));
    expect(removeCharacter(s, "z")).toEqual(storyRefused("noCharacter"));
    expect(ok(removeCharacter(s, "a")).characters.map((c) => c.id)).toEqual(["b"]);
    expect(claimCharacter(s, "z", "amy")).toEqual(storyRefused("noCharacter"));
    const amy = ok(claimCharacter(s, "a", "amy"));
    expect(amy.characters.map((c) => c.claimedBy)).toEqual(["amy", ""]);
    expect(ok(claimCharacter(amy, "a", "amy")).characters.map((c) => c.claimedBy)).toEqual(["amy", ""]);
    expect(claimCharacter(amy, "a", "tom")).toEqual(storyRefused("claimed"));
    expect(claimCharacter(amy, "b", "amy")).toEqual(storyRefused("oneEach"));
    expect(ok(claimCharacter(amy, "b", "tom")).characters.map((c) => c.claimedBy)).toEqual(["amy", "tom"]);
    expect(ok(claimCharacter(amy, "a", "")).characters.map((c) => c.claimedBy)).toEqual(["", ""]);
    expect(linkActor(s, "z", "Actor.x")).toEqual(storyRefused("noCharacter"));
    expect(ok(linkActor(s, "b", "Actor.x")).characters.map((c) => c.actorUuid)).toEqual(["", "Actor.x"]);
    expect(addRecurring(ok(addRecurring(s, { ...MEKHA, how: "topper" })), { ...MEKHA, how: "claimed" })).toEqual(
      storyRefused("alreadyIn"),
    );
  });

  it("claiming an element as a returning character, from chapter 2", () => {
    const s = secondChapterDealt();
    const tajie = { actorUuid: "Actor.tajie", name: "Tajie" };
    expect(claimAsRecurring({ ...s, chapter: 1 }, "d1", "tom", tajie)).toEqual(storyRefused("noReturnYet"));
    expect(claimAsRecurring(s, "zz", "tom", tajie)).toEqual(storyRefused("noCharacter"));
    expect(claimAsRecurring(ok(linkActor(s, "d1", "Actor.new")), "d1", "tom", tajie)).toEqual(storyRefused("hasSheet"));
    expect(claimAsRecurring(s, "d1", "tom", { actorUuid: "", name: "Tajie" })).toEqual(storyRefused("noCharacter"));
    const amy = ok(claimCharacter(s, "d1", "amy"));
    expect(claimAsRecurring(amy, "d1", "", tajie)).toEqual(storyRefused("claimed"));
    expect(claimAsRecurring(amy, "d1", "tom", tajie)).toEqual(storyRefused("claimed"));
    expect(claimAsRecurring(amy, "d2", "amy", tajie)).toEqual(storyRefused("oneEach"));
    expect(claimAsRecurring(ok(addRecurring(s, { ...tajie, how: "boughtIn" })), "d1", "tom", tajie)).toEqual(
      storyRefused("alreadyIn"),
    );
    const tom = ok(claimAsRecurring(s, "d1", "tom", tajie));
    expect(tom.version).toBe(s.version + 1);
    expect(tom.characters[0]).toMatchObject({ id: "d1", claimedBy: "tom", actorUuid: "Actor.tajie" });
    expect(tom.recurring).toEqual([...s.recurring, { ...tajie, how: "claimed" }]);
    const gm = ok(claimAsRecurring(s, "d2", "", tajie));
    expect(gm.characters[1]).toMatchObject({ claimedBy: "", actorUuid: "Actor.tajie" });
    expect(gm.version).toBe(s.version + 1);
  });

  it("time and place, 500 characters each at most", () => {
    const s = ok(setTimeAndPlace(exampleStory(), "t".repeat(600), "a desert place"));
    expect(s.time).toHaveLength(500);
    expect(s.place).toBe("a desert place");
    expect(s.version).toBe(exampleStory().version + 1);
  });
});
