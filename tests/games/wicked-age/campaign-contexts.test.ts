// The campaign windows' pure contexts, value by value: the story sheet of
// the book's Blood & Sex example as each viewer sees it ("everyone but the
// GM picks one; the GM takes the rest"), the owe list window (the top name
// returns next chapter; repeats stand), the Deal the oracle dialog ("deal
// four cards"; a later chapter "deal three cards from that oracle" after the
// topper's element) and its chat card.
import { describe, expect, it } from "vitest";
import {
  buildStoryContext,
  elementLabel,
  type StoryViewer,
} from "../../../src/games/wicked-age/campaign/story-context";
import { buildOweContext } from "../../../src/games/wicked-age/campaign/owe-context";
import { buildDealContext, dealCardContext } from "../../../src/games/wicked-age/campaign/deal-context";
import { exampleCampaign, exampleStory, secondChapterDealt } from "../../../src/games/wicked-age/campaign/gallery-part";
import { addRecurring, newStory, type StoryState } from "../../../src/games/wicked-age/campaign/story";
import { newCampaign } from "../../../src/games/wicked-age/campaign/campaign";

const S = "STORY_ENGINES.Wicked.Story";
const USERS = { amy: "Amy", tom: "Tom", martha: "Martha", erin: "Erin" };

function storyContext(
  story: StoryState,
  viewer: StoryViewer,
  more: Partial<Parameters<typeof buildStoryContext>[0]> = {},
) {
  return buildStoryContext({
    story,
    viewer,
    users: USERS,
    gm: "erin",
    elementChoices: {},
    actorNames: { "Actor.amek": "Amek" },
    ...more,
  });
}
type Row = Record<string, unknown>;
const rows = (c: Record<string, unknown>) => c.characters as Row[];

describe("the story sheet", () => {
  it("Amy's view of the first chapter: the four elements, seven characters, hers made into Amek", () => {
    const c = storyContext(exampleStory(), { userId: "amy", isGM: false, isTopper: false });
    expect(c).toMatchObject({
      version: exampleStory().version,
      chapter: 1,
      oracleKey: "STORY_ENGINES.Wicked.Oracle.bloodAndSex",
      hasElements: true,
      dealt: true,
      toDeal: 4,
      canDeal: false,
      needsChoice: false,
      canChoose: false,
      elementChoices: {},
      hasCharacters: true,
      returningChoices: {},
      canAddCharacter: true,
      elementOptions: { "-1": "—", "0": "1. K♦", "1": "2. 10♠", "2": "3. 10♣", "3": "4. 9♥" },
      recurring: [],
      time: "the harvest season",
      place: "a desert place; a city on the flood plain",
      gmName: "Erin",
      isGM: false,
      gmOptions: USERS,
      gmId: "erin",
      significanceKey: `${S}.significanceFirst`,
    });
    expect((c.elements as Row[])[1]).toEqual({
      index: 1,
      number: 2,
      card: "10♠",
      text: "A wandering spirit, visible at will, an inflamer of human passions.",
      chosen: false,
    });
    expect(rows(c)[0]).toEqual({
      id: "c1",
      name: "the chief of the horsemen",
      element: 1,
      elementText: "A company of desert horsemen, hiding a woman amongst them.",
      claimedBy: "Amy",
      mine: true,
      canClaim: false,
      canRelease: true,
      canCreate: false,
      canClaimReturning: false,
      actorUuid: "Actor.amek",
      actorName: "Amek",
      canRemove: false,
    });
    // Tom's pick: not Amy's to release or make; nor to claim, she has hers.
    expect(rows(c)[3]).toMatchObject({
      claimedBy: "Tom",
      mine: false,
      canClaim: false,
      canRelease: false,
      canCreate: false,
    });
    expect(rows(c)[1]).toMatchObject({ claimedBy: "", mine: false, canClaim: false, canRelease: false, actorName: "" });
  });

  it("a player with no pick yet may claim any free one; the GM releases, makes and removes any", () => {
    const erin = storyContext(exampleStory(), { userId: "nobody", isGM: false, isTopper: false });
    expect(rows(erin).map((r) => r.canClaim)).toEqual([false, true, true, false, true, true, false]);
    const gm = storyContext(exampleStory(), { userId: "erin", isGM: true, isTopper: false });
    expect(rows(gm).map((r) => [r.canClaim, r.canRelease, r.canCreate, r.canRemove])).toEqual([
      [false, true, false, true],
      [false, false, true, true],
      [false, false, true, true],
      [false, true, true, true],
      [false, false, true, true],
      [false, false, true, true],
      [false, true, true, true],
    ]);
    expect(gm.isGM).toBe(true);
  });

  it("names unknown users and missing actors with “?”; no GM recorded, no name", () => {
    const story = exampleStory();
    const c = storyContext(story, { userId: "x", isGM: false, isTopper: false }, { users: {}, gm: "", actorNames: {} });
    expect(rows(c)[0]).toMatchObject({ claimedBy: "?", actorName: "?" });
    expect(c).toMatchObject({ gmName: "", gmId: "", gmOptions: {} });
    const ghost = storyContext(story, { userId: "x", isGM: false, isTopper: false }, { gm: "ghost" });
    expect(ghost.gmName).toBe("?");
    const unread = { ...story, characters: story.characters.map((ch) => ({ ...ch, element: -1 })) };
    expect(rows(storyContext(unread, { userId: "x", isGM: false, isTopper: false }))[0]).toMatchObject({
      element: "",
      elementText: "",
    });
  });

  it("a later chapter waits for the topper's choice; only the topper's player chooses, never the GM", () => {
    const waiting = addRecurring(newStory(3), { actorUuid: "Actor.mekha", name: "Mekha", how: "topper" });
    if (!waiting.ok) throw new Error(waiting.problem);
    const choices = { "A♠": "The daughter of an emperor" };
    const topper = storyContext(
      waiting.state,
      { userId: "martha", isGM: false, isTopper: true },
      { elementChoices: choices },
    );
    expect(topper).toMatchObject({
      chapter: 3,
      oracleKey: "",
      elements: [],
      hasElements: false,
      dealt: false,
      canDeal: false,
      needsChoice: true,
      canChoose: true,
      elementChoices: choices,
      hasCharacters: false,
      elementOptions: { "-1": "—" },
      recurring: [{ actorUuid: "Actor.mekha", name: "Mekha", how: "topper", howKey: `${S}.how.topper` }],
      significanceKey: `${S}.significanceLater`,
    });
    expect(storyContext(waiting.state, { userId: "tom", isGM: false, isTopper: false }).canChoose).toBe(false);
    expect(storyContext(waiting.state, { userId: "erin", isGM: true, isTopper: false }).canChoose).toBe(false);
    expect(storyContext(newStory(3), { userId: "tom", isGM: false, isTopper: true })).toMatchObject({
      needsChoice: false,
      canChoose: false,
      canDeal: true,
      toDeal: 4,
    });
    // "GM, don't choose, deal or read – have your friends do those."
    const gm = { userId: "erin", isGM: true, isTopper: false };
    expect(storyContext(newStory(3), { ...gm, leavesDeal: true }).canDeal).toBe(false);
    expect(storyContext(newStory(3), { ...gm, leavesDeal: false }).canDeal).toBe(true);
  });

  it("Tom runs chapter three: he takes the rest and makes their sheets; Erin, the Foundry GM, plays one", () => {
    const story = { ...exampleStory(), chapter: 3 };
    const tom = storyContext(story, { userId: "tom", isGM: false, runsChapter: true, isTopper: false }, { gm: "tom" });
    const erin = storyContext(
      story,
      { userId: "erin", isGM: true, runsChapter: false, isTopper: false },
      { gm: "tom" },
    );
    const unclaimed = (c: Record<string, unknown>) => rows(c).find((r) => r.claimedBy === "") ?? {};
    expect(unclaimed(tom)).toMatchObject({ canClaim: false, canCreate: true, canRemove: true, canRelease: false });
    expect(unclaimed(erin)).toMatchObject({ canClaim: true, canCreate: false, canRemove: false });
    // Erin still records who runs the chapter.
    expect([tom.isGM, erin.isGM, tom.gmName]).toEqual([false, true, "Tom"]);
  });

  it("chapter 2: an entry may be claimed as a returning character, by the player who may take it", () => {
    const returning = { "Actor.tajie": "Tajie" };
    const story = secondChapterDealt();
    const tom = storyContext(story, { userId: "tom", isGM: false, isTopper: false }, { returningChoices: returning });
    expect(tom).toMatchObject({ returningChoices: returning, toDeal: 3, significanceKey: `${S}.significanceFirst` });
    expect(rows(tom).map((r) => r.canClaimReturning)).toEqual([true, true]);
    const claimed = { ...story, characters: story.characters.map((ch) => ({ ...ch, claimedBy: "tom" })) };
    const own = storyContext(claimed, { userId: "tom", isGM: false, isTopper: false }, { returningChoices: returning });
    expect(rows(own).map((r) => r.canClaimReturning)).toEqual([true, true]);
    const other = storyContext(
      claimed,
      { userId: "amy", isGM: true, isTopper: false },
      { returningChoices: returning },
    );
    expect(rows(other).map((r) => r.canClaimReturning)).toEqual([false, false]);
    // Tom holds d1: d2, still free, is not his to take as well (one each); the GM takes the rest.
    const one = {
      ...story,
      characters: story.characters.map((ch) => (ch.id === "d1" ? { ...ch, claimedBy: "tom" } : ch)),
    };
    const tomOne = storyContext(one, { userId: "tom", isGM: false, isTopper: false }, { returningChoices: returning });
    expect(rows(tomOne).map((r) => r.canClaimReturning)).toEqual([true, false]);
    const gmOne = storyContext(one, { userId: "erin", isGM: true, isTopper: false }, { returningChoices: returning });
    expect(rows(gmOne).map((r) => r.canClaimReturning)).toEqual([false, true]);
    const made = { ...story, characters: story.characters.map((ch) => ({ ...ch, actorUuid: "Actor.new" })) };
    const madeRows = rows(
      storyContext(made, { userId: "tom", isGM: false, isTopper: false }, { returningChoices: returning }),
    );
    expect(madeRows.map((r) => r.canClaimReturning)).toEqual([false, false]);
    // Chapter 1: every sheet is new.
    const first = storyContext(
      { ...story, chapter: 1 },
      { userId: "tom", isGM: false, isTopper: false },
      { returningChoices: returning },
    );
    expect(first.returningChoices).toEqual({});
    expect(rows(first).map((r) => r.canClaimReturning)).toEqual([false, false]);
  });

  it("the sheet holds forty characters at most", () => {
    const full = {
      ...newStory(1),
      characters: Array.from({ length: 40 }, (_, i) => ({
        id: `c${i}`,
        name: `c${i}`,
        element: -1,
        claimedBy: "",
        actorUuid: "",
      })),
    };
    expect(storyContext(full, { userId: "x", isGM: true, isTopper: false }).canAddCharacter).toBe(false);
    const less = { ...full, characters: full.characters.slice(1) };
    expect(storyContext(less, { userId: "x", isGM: true, isTopper: false }).canAddCharacter).toBe(true);
  });

  it("an element as a choice: whole when it fits, else cut with an ellipsis", () => {
    expect(elementLabel("Blood & Sex", "K♦ A company")).toBe("Blood & Sex — K♦ A company");
    expect(elementLabel("Oracle", "abcdef", 15)).toBe("Oracle — abcdef");
    expect(elementLabel("Oracle", "abcdefg", 15)).toBe("Oracle — abcde…");
    expect(elementLabel("Oracle", "abcd efgh", 15)).toBe("Oracle — abcd…");
    const long = "A company of desert horsemen, hiding a woman amongst them.";
    expect(elementLabel("Blood & Sex", long)).toBe(`${`Blood & Sex — ${long}`.slice(0, 57)}…`);
    expect(elementLabel("Blood & Sex", long)).toHaveLength(58);
  });
});

describe("the owe list window", () => {
  it("Mekha, Tajie, Mekha: the top marked, the repeat marked; the GM takes off any line but buys in no one's", () => {
    const players = { "Actor.mekha": "Martha" };
    const gm = buildOweContext(exampleCampaign(), { isGM: true, owns: new Set(), players }, true);
    expect(gm).toEqual({
      version: exampleCampaign().version,
      chapter: 1,
      chapterKey: "STORY_ENGINES.Wicked.Owe.chapter",
      lines: [
        { index: 0, position: 1, name: "Mekha", actorUuid: "Actor.mekha", player: "Martha", top: true, repeat: false },
        { index: 1, position: 2, name: "Tajie", actorUuid: "Actor.tajie", player: "", top: false, repeat: false },
        { index: 2, position: 3, name: "Mekha", actorUuid: "Actor.mekha", player: "Martha", top: false, repeat: true },
      ].map((l) => ({ ...l, canBuyIn: false, canRemove: true })),
      empty: false,
      topName: "Mekha",
      isGM: true,
      canEndChapter: true,
    });
  });

  it("the chapter's GM ends the chapter, a player as well as a Foundry GM; the Foundry GM still takes off lines", () => {
    const tom = buildOweContext(
      exampleCampaign(),
      { isGM: false, runsChapter: true, owns: new Set(), players: {} },
      true,
    );
    expect(tom).toMatchObject({ canEndChapter: true, isGM: false });
    const erin = buildOweContext(
      exampleCampaign(),
      { isGM: true, runsChapter: false, owns: new Set(), players: {} },
      true,
    );
    expect(erin.canEndChapter).toBe(false);
    expect((erin.lines as Row[]).every((l) => l.canRemove === true && l.canBuyIn === false)).toBe(true);
  });

  it("a player buys in only their own, only while a story sheet is open; an empty list before chapter 1", () => {
    const tom = buildOweContext(exampleCampaign(), { isGM: false, owns: new Set(["Actor.tajie"]), players: {} }, true);
    expect((tom.lines as Row[]).map((l) => [l.canBuyIn, l.canRemove])).toEqual([
      [false, false],
      [true, false],
      [false, false],
    ]);
    expect(tom).toMatchObject({ isGM: false, canEndChapter: false });
    const closed = buildOweContext(exampleCampaign(), { isGM: true, owns: new Set(), players: {} }, false);
    expect((closed.lines as Row[]).map((l) => l.canBuyIn)).toEqual([false, false, false]);
    expect(buildOweContext(newCampaign(), { isGM: true, owns: new Set(), players: {} }, true)).toEqual({
      version: 0,
      chapter: 0,
      chapterKey: "STORY_ENGINES.Wicked.Owe.noChapter",
      lines: [],
      empty: true,
      topName: "",
      isGM: true,
      canEndChapter: false,
    });
  });
});

describe("dealing the oracle", () => {
  const ORACLE_IDS = ["bloodAndSex", "godKingsOfWar", "unquietPast", "nestOfVipers"];

  it("the first chapter: every oracle offered, the first ticked; four cards", () => {
    const expected = {
      oracles: ORACLE_IDS.map((id, i) => ({
        id,
        labelKey: `STORY_ENGINES.Wicked.Oracle.${id}`,
        checked: i === 0,
        disabled: false,
      })),
      fixed: false,
      count: 4,
      chosen: null,
      dealt: false,
      waiting: false,
      chapter: 1,
      leavesDeal: false,
    };
    expect(buildDealContext(null)).toEqual(expected);
    expect(buildDealContext(newStory(1))).toEqual(expected);
  });

  it("after the topper's element: that oracle only, three cards, the element shown", () => {
    const story = secondChapterDealt();
    expect(buildDealContext({ ...story, dealt: false })).toEqual({
      oracles: ORACLE_IDS.map((id) => ({
        id,
        labelKey: `STORY_ENGINES.Wicked.Oracle.${id}`,
        checked: id === "nestOfVipers",
        disabled: id !== "nestOfVipers",
      })),
      fixed: true,
      count: 3,
      chosen: {
        card: "A♠",
        text: "The daughter of an emperor, denied nothing, prey to fleeting whims, craving discipline.",
      },
      dealt: false,
      waiting: false,
      chapter: 2,
      leavesDeal: false,
    });
    // The chapter's GM, with a friend at the table to deal: the dialog says so and deals nothing.
    expect(buildDealContext(story, true)).toMatchObject({ leavesDeal: true });
  });

  it("the chat card names the oracle, the chapter and each card with its entry", () => {
    const cards = [{ card: "K♦", text: "A company of desert horsemen" }];
    const c = dealCardContext("bloodAndSex", 1, cards);
    expect(c).toEqual({ oracleKey: "STORY_ENGINES.Wicked.Oracle.bloodAndSex", chapter: 1, cards });
    expect((c.cards as unknown[])[0]).not.toBe(cards[0]);
  });
});
