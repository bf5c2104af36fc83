/**
 * In a Wicked Age at a table of four, from one chapter to the next: Erin,
 * who runs chapter 1, ends it in her owe list; Mekha tops the list, so
 * Martha — and nobody else — crosses her onto chapter 2's story sheet and
 * chooses its oracle and one element; then a friend (Tom), not the GM
 * ("GM, don't choose, deal or read – have your friends do those"), deals
 * three cards from it. The same with no GM connected and with a reload of
 * Martha's client before she chooses. Then the end of chapter 2: Amek tops
 * the list, so Amy chooses and may not run chapter 3; Erin records Tom as
 * its GM — Esan's NPC sheet, made by Erin before that, becomes Tom's for the
 * chapter — Martha deals, and Tom ends chapter 3 from his own owe list
 * (Esan's sheet goes back).
 *
 * Played from a new campaign, not written: Tom deals chapter 1 with the
 * book's cards (Blood & Sex: K♦, 10♠, 10♣, 9♥); three first rounds put
 * Mekha, Amek and Mekha on the owe list, each the side with smaller dice
 * (Mekha's covertly d6 and for others d4, Amek's for myself d4 and for
 * others d6, against Tajie's for myself d12 and covertly d8: Tajie's 7 & 5
 * stands, each answers 4 & 3 and loses the advantage). Chapter 2 is the one
 * the first describe plays (Martha chooses the Unquiet Past's Q♥, Tom deals
 * 3♣, J♠, 5♦).
 *
 * Set-up before the first step: Erin imports the shipped Amek, Mekha and
 * Tajie and gives each player theirs in Configure Ownership, and imports the
 * deck from the system's pack (as the first deal would) so the test can
 * stack its next shuffles. Every window is opened from the user's own Table
 * tools (or opens by itself on their client); every step is a click on a
 * control the acting user's own window shows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import type { TableDeck } from "../harness/table-cards";
import type { TableJournal } from "../harness/table-journals";
import {
  deal,
  endChapter,
  firstRound,
  installWickedTable,
  openFromTools,
  oracleText,
  setUpCharacters,
  wicked,
  type Fighter,
} from "./wicked-age-table";

const SEATS = ["erin", "amy", "martha", "tom"];
const BOOK_DEAL = ["K♦", "10♠", "10♣", "9♥"];
let play: Play;
let deck: TableDeck;
/** Steps spent opening windows from Table tools (a test's flow is counted without them). */
let opening = 0;

beforeAll(() => installWickedTable());
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "martha", name: "Martha" },
    { id: "tom", name: "Tom" },
  ]);
  const world = await setUpCharacters(
    play,
    { Amek: "amy", Mekha: "martha", Tajie: "tom" },
    { packs: [{ pack: "wicked-age-deck" }] },
  );
  deck = world.deck([...world.byName.values()].find((d) => d.documentName === "Cards")?.name ?? "");
  opening = 0;
});

const campaign = () => wicked.readCampaignSetting();
const storyIn = (uuid: string) => {
  const journal = play.table.journals.find((j) => j.uuid === uuid) as TableJournal | undefined;
  return journal?.getFlag("story-engines", "wickedStory") as Record<string, unknown> | undefined;
};

/** `seat` opens a window from their Table tools; the steps it takes are counted apart. */
async function open(seat: string, name: "owe-list" | "story" | "deal"): Promise<PlayWindow> {
  const before = play.steps;
  const cls = { "owe-list": wicked.OweList, story: wicked.StorySheet, deal: wicked.Deal }[name];
  const window = (await openFromTools(play, seat, name, cls as never)) as PlayWindow;
  opening += play.steps - before;
  return window;
}

async function openOweLists(seats: readonly string[]): Promise<Record<string, PlayWindow>> {
  const out: Record<string, PlayWindow> = {};
  for (const seat of seats) out[seat] = await open(seat, "owe-list");
  return out;
}

const tajie: Fighter = { seat: "tom", name: "Tajie", forms: ["forMyself", "covertly"], roll: [5, 7] };
const smaller: Record<"Mekha" | "Amek", Fighter> = {
  Mekha: { seat: "martha", name: "Mekha", forms: ["covertly", "forOthers"], roll: [2, 1] },
  Amek: { seat: "amy", name: "Amek", forms: ["forMyself", "forOthers"], roll: [1, 2] },
};

/** Chapter 1, dealt as the book's example; three first rounds put Mekha, Amek and Mekha on the owe list. */
async function chapterOne(): Promise<void> {
  deck.stackNext("story-engines", BOOK_DEAL);
  await deal(play, "tom");
  for (const loser of ["Mekha", "Amek", "Mekha"] as const) {
    const answer = loser === "Mekha" ? [4, 3] : [3, 4];
    await firstRound(play, "erin", tajie, smaller[loser], answer);
  }
  expect(campaign()).toMatchObject({ chapter: 1, gm: "erin" });
  expect(campaign().owe.map((e) => e.name)).toEqual(["Mekha", "Amek", "Mekha"]);
}

/** Erin, who runs the chapter, ends it in her owe list (the players' lists offer no such thing). */
async function endTheChapter(owe: Record<string, PlayWindow>, gm = "erin"): Promise<string> {
  for (const seat of SEATS.filter((s) => s !== gm)) expectNoControl(owe[seat]!, "endChapter");
  play.seat(gm).answerDialog((d) => d.press("yes"));
  await owe[gm]!.click("endChapter");
  return campaign().storyUuid;
}

describe("the end of chapter 1 and the next deal", () => {
  beforeEach(chapterOne);

  it("Erin ends the chapter; Martha, Mekha's player, chooses the oracle and an element; Tom deals three cards", async () => {
    const owe = await openOweLists(SEATS);
    const before = play.steps;
    opening = 0;
    const next = await endTheChapter(owe);
    // Mekha is crossed off the top onto chapter 2's sheet; the list keeps the rest, in order.
    expect(campaign()).toMatchObject({ chapter: 2, gm: "erin" });
    expect(campaign().owe.map((e) => e.name)).toEqual(["Amek", "Mekha"]);
    expect(storyIn(next)).toMatchObject({ chapter: 2, recurring: [{ name: "Mekha", how: "topper" }], dealt: false });
    // Martha is told it is her turn, on her own screen and in a whisper only she sees; the new sheet opens for her.
    const TURN = "STORY_ENGINES.Wicked.Story.topperTurn";
    expect(play.seat("martha").notices("info")).toContain(TURN);
    expect((await play.seat("martha").card(TURN)).text).toContain(TURN);
    for (const seat of ["amy", "tom"]) {
      expect(play.seat(seat).notices("info")).not.toContain(TURN);
      await expect(play.seat(seat).card(TURN)).rejects.toThrow();
    }
    const marthas = play.seat("martha").window(wicked.StorySheet);
    // Three cards from the start of the chapter, not four.
    expect(marthas.text).toContain("Deal the oracle: 3 cards.");
    // Erin's client opened the new sheet by itself; everyone else opens it from their owe list's story link.
    const sheets: Record<string, PlayWindow> = { erin: play.seat("erin").window(wicked.StorySheet) };
    for (const seat of ["amy", "martha", "tom"]) {
      await owe[seat]!.click("openStory");
      sheets[seat] = play.seat(seat).window(wicked.StorySheet);
    }
    expect(sheets.martha).toBe(marthas);
    // Only Martha chooses; nobody deals before she has.
    for (const seat of ["erin", "amy", "tom"]) expectNoControl(sheets[seat]!, "chooseElement");
    for (const seat of SEATS) expectNoControl(sheets[seat]!, "deal");
    sheets.martha!.set({ chosenElement: "unquietPast|Q♥" });
    await sheets.martha!.click("chooseElement");
    expect(storyIn(next)).toMatchObject({
      oracle: "unquietPast",
      elements: [{ card: "Q♥", text: oracleText("unquietPast", "Q♥"), chosen: true }],
    });
    // The GM leaves the deal to a friend: Tom's sheet offers it, Erin's does not, nor her own deal dialog.
    expectNoControl(sheets.erin!, "deal");
    const erinsDeal = await open("erin", "deal");
    expectNoControl(erinsDeal, "dealCards");
    await erinsDeal.close();
    deck.stackNext("story-engines", ["Q♥", "3♣", "J♠", "5♦"]);
    await sheets.tom!.click("deal");
    await play.seat("tom").window(wicked.Deal).click("dealCards");
    // Three cards from the Unquiet Past, the chosen element's card not dealt again.
    const dealt = storyIn(next);
    expect(dealt).toMatchObject({ dealt: true, oracle: "unquietPast" });
    expect((dealt?.elements as { card: string; text: string }[]).map((e) => [e.card, e.text])).toEqual(
      ["Q♥", "3♣", "J♠", "5♦"].map((card) => [card, oracleText("unquietPast", card)]),
    );
    // Everyone's chat shows the deal.
    const card = await play.seat("amy").card(oracleText("unquietPast", "J♠"));
    expect(card.text).toContain(oracleText("unquietPast", "5♦"));
    expect(play.steps - before - opening).toBe(7);
  });

  it("with no GM connected Martha's choice and Tom's deal tell them and change nothing; when Erin is back they land", async () => {
    const owe = await openOweLists(SEATS);
    const next = await endTheChapter(owe);
    // Her client opened the new sheet by itself: it is her turn to choose.
    const sheet = play.seat("martha").window(wicked.StorySheet);
    const before = storyIn(next);
    play.table.disconnect("erin");
    sheet.set({ chosenElement: "nestOfVipers|A♠" });
    await sheet.click("chooseElement");
    expect(play.seat("martha").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(storyIn(next)).toEqual(before);
    play.table.reconnect("erin");
    sheet.set({ chosenElement: "nestOfVipers|A♠" });
    await sheet.click("chooseElement");
    expect(storyIn(next)).toMatchObject({ oracle: "nestOfVipers", elements: [{ card: "A♠", chosen: true }] });
    const toms = await open("tom", "story");
    await toms.click("deal");
    const chosen = storyIn(next);
    play.table.disconnect("erin");
    await play.seat("tom").window(wicked.Deal).click("dealCards");
    expect(play.seat("tom").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(storyIn(next)).toEqual(chosen);
    play.table.reconnect("erin");
    await play.seat("tom").window(wicked.Deal).click("dealCards");
    expect(storyIn(next)).toMatchObject({ dealt: true, oracle: "nestOfVipers" });
    expect((storyIn(next)?.elements as unknown[]).length).toBe(4);
  });

  it("a reload of Martha's client before she chooses rebuilds her sheet, choice and all, from the documents", async () => {
    const owe = await openOweLists(SEATS);
    const next = await endTheChapter(owe);
    let sheet: PlayWindow = play.seat("martha").window(wicked.StorySheet);
    const shown = sheet.text;
    // The new page opens the chapter's story sheet from Table tools.
    await play.reload("martha", async () => {
      sheet = await open("martha", "story");
    });
    expect(sheet.text).toBe(shown);
    sheet.set({ chosenElement: "godKingsOfWar|7♠" });
    await sheet.click("chooseElement");
    expect(storyIn(next)).toMatchObject({ oracle: "godKingsOfWar", elements: [{ card: "7♠", chosen: true }] });
  });
});

describe("the end of chapter 2: a player runs chapter 3", () => {
  /** Chapter 1 played and ended; Martha chooses the Unquiet Past's Q♥ and Tom deals chapter 2. */
  beforeEach(async () => {
    await chapterOne();
    await endChapter(play, "erin");
    const marthas = play.seat("martha").window(wicked.StorySheet);
    marthas.set({ chosenElement: "unquietPast|Q♥" });
    await marthas.click("chooseElement");
    deck.stackNext("story-engines", ["Q♥", "3♣", "J♠", "5♦"]);
    await deal(play, "tom");
    expect(campaign()).toMatchObject({ chapter: 2, gm: "erin" });
    expect(campaign().owe.map((e) => e.name)).toEqual(["Amek", "Mekha"]);
  });

  it("Amek tops the list: Amy chooses and may not run chapter 3; Erin records Tom (Esan's sheet is his), Martha deals, Tom ends it", async () => {
    const owe = await openOweLists(SEATS);
    const before = play.steps;
    opening = 0;
    const next = await endTheChapter(owe);
    expect(campaign()).toMatchObject({ chapter: 3, gm: "" });
    // Erin's and Amy's clients opened the new sheet by themselves; Martha and Tom open it from Table tools.
    const sheets: Record<string, PlayWindow> = {
      erin: play.seat("erin").window(wicked.StorySheet),
      amy: play.seat("amy").window(wicked.StorySheet),
    };
    for (const seat of ["martha", "tom"]) sheets[seat] = await open(seat, "story");
    // The Foundry GM records who runs it: anyone but Amy, whose Amek topped the list.
    for (const seat of ["amy", "martha", "tom"]) expectNoControl(sheets[seat]!, "recordGm");
    // Until then Erin runs it: she writes Esan down and makes his NPC sheet, hers alone.
    sheets.erin!.set({ newCharacter: "Esan", newElement: "-1" });
    await sheets.erin!.click("addCharacter");
    const entry = (storyIn(next)?.characters as { id: string }[])[0]?.id;
    await sheets.erin!.click("createActor", { character: entry });
    const esan = play.table.actors.find((a) => a.name === "Esan");
    if (!esan) throw new Error("no sheet for Esan");
    const tom = play.table.mustUser("tom");
    expect(esan?.type).toBe("wickedNpc");
    // The sheet is the character: its tokens are linked to it (losses land on the sheet).
    expect(esan?.data.prototypeToken).toEqual({ actorLink: true });
    expect(esan?.testUserPermission(tom, "OWNER")).toBe(false);
    sheets.erin!.set({ gmUser: "amy" });
    await sheets.erin!.click("recordGm");
    expect(play.seat("erin").notices("warn")).toContain("STORY_ENGINES.Wicked.Campaign.Problems.topperCannotGm");
    sheets.erin!.set({ gmUser: "tom" });
    await sheets.erin!.click("recordGm");
    expect(campaign().gm).toBe("tom");
    // Esan, made earlier in the chapter, is Tom's to fill in while he runs it.
    expect(esan?.testUserPermission(tom, "OWNER")).toBe(true);
    // Amy chooses, not Tom who runs the chapter, nor Erin.
    for (const seat of ["erin", "martha", "tom"]) expectNoControl(sheets[seat]!, "chooseElement");
    sheets.amy!.set({ chosenElement: "godKingsOfWar|7♠" });
    await sheets.amy!.click("chooseElement");
    // Tom runs the chapter, so a friend deals: his sheet offers no deal and the GM's client refuses his request.
    expectNoControl(sheets.tom!, "deal");
    expect(sheets.erin!.has("deal")).toBe(true);
    const [forged] = await play.table.race([
      () =>
        play.table.sendRequest("tom", "story-engines.wicked-age.deal", {
          oracle: "godKingsOfWar",
          version: campaign().version,
          userId: "tom",
        }),
    ]);
    expect(forged).toMatchObject({
      status: "fulfilled",
      value: { ok: false, reason: "STORY_ENGINES.Wicked.Story.Problems.friendsDeal" },
    });
    deck.stackNext("story-engines", ["2♥", "8♦", "K♣"]);
    await sheets.martha!.click("deal");
    await play.seat("martha").window(wicked.Deal).click("dealCards");
    expect((storyIn(next)?.elements as { card: string }[]).map((e) => e.card)).toEqual(["7♠", "2♥", "8♦", "K♣"]);
    // Tom ends chapter 3 from his own owe list (carried out by Erin's client); Erin's offers no end now.
    const next4 = await endTheChapter(owe, "tom");
    expect(campaign()).toMatchObject({ chapter: 4, gm: "" });
    expect(campaign().owe.map((e) => e.name)).toEqual([]);
    expect(storyIn(next4)).toMatchObject({ chapter: 4, recurring: [{ name: "Mekha", how: "topper" }] });
    // The chapter is over: Esan goes back; Tom's own Tajie stays his. His entry is deleted
    // (v14's ForcedDeletion through src/core/compat.ts), not left behind as something else.
    expect(esan?.testUserPermission(tom, "OWNER")).toBe(false);
    expect(esan?.ownership).not.toHaveProperty("tom");
    expect(play.table.actors.find((a) => a.name === "Tajie")?.testUserPermission(tom, "OWNER")).toBe(true);
    expect(play.steps - before - opening).toBe(9);
  });

  it("with no GM connected Tom's end of chapter 3 tells him and changes nothing; when Erin is back it lands", async () => {
    // Chapter 2 ends (Amek tops the list); Erin records Tom as chapter 3's GM on its story sheet.
    await endChapter(play, "erin");
    const erins = play.seat("erin").window(wicked.StorySheet);
    erins.set({ gmUser: "tom" });
    await erins.click("recordGm");
    expect(campaign()).toMatchObject({ chapter: 3, gm: "tom" });
    const owe = await openOweLists(["tom"]);
    const before = campaign();
    play.table.disconnect("erin");
    play.seat("tom").answerDialog((d) => d.press("yes"));
    await owe.tom!.click("endChapter");
    expect(play.seat("tom").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(campaign()).toEqual(before);
    play.table.reconnect("erin");
    play.seat("tom").answerDialog((d) => d.press("yes"));
    await owe.tom!.click("endChapter");
    expect(campaign()).toMatchObject({ chapter: 4, gm: "", owe: [] });
  });
});

describe("a window opened again from Table tools is the same window", () => {
  it("Erin's owe list and Tom's Deal dialog, each clicked twice, follow the campaign: Mekha's name, the deal done", async () => {
    const erins = await open("erin", "owe-list");
    expect(await open("erin", "owe-list")).toBe(erins);
    const toms = await open("tom", "deal");
    expect(await open("tom", "deal")).toBe(toms);
    expect(toms.has("dealCards")).toBe(true);
    // Amy deals: Tom's open dialog offers no second deal.
    deck.stackNext("story-engines", BOOK_DEAL);
    await deal(play, "amy");
    expectNoControl(toms, "dealCards");
    // A first round puts Mekha on the owe list: Erin's open list shows him.
    await firstRound(play, "erin", tajie, smaller.Mekha, [4, 3]);
    expect(erins.text).toContain("Mekha");
  });
});
