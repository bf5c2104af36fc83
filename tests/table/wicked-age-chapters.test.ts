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
 * Every step a click on a control the acting user's own window shows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import { perClientMap } from "../harness/per-client-map";
import { installActorCreate } from "../harness/table-actor-create";
import { installTablePacks, type TableDeck } from "../harness/table-cards";
import { installTableJournals, type TableJournal } from "../harness/table-journals";
import { character, installWickedTable, wicked } from "./wicked-age-table";
import {
  chapterApps,
  openOweLists,
  openStorySheet,
  oracleText,
  oweEntry,
  putCampaign,
  putOraclesAndDeck,
  putStory,
} from "./wicked-age-chapter-table";

const SEATS = ["erin", "amy", "martha", "tom"];
const BOOK_DEAL = ["K♦", "10♠", "10♣", "9♥"];
let play: Play;
let deck: TableDeck;
let Deal: typeof import("../../src/games/wicked-age/campaign/apps").WickedDealDialog;

beforeAll(async () => {
  // Windows a client opens by itself (the story sheet after the chapter ends, the deal dialog) join its seat.
  await installWickedTable({ documentHooks: true });
  installTableJournals();
  installTablePacks();
  installActorCreate();
  const apps = await import("../../src/games/wicked-age/campaign/apps");
  chapterApps.OweList = apps.WickedOweList;
  chapterApps.StorySheet = apps.WickedStorySheet;
  Deal = apps.WickedDealDialog;
  perClientMap(apps.openStorySheets, (app) =>
    app instanceof apps.WickedStorySheet ? (app as unknown as { storyUuid: string }).storyUuid : undefined,
  );
});
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "martha", name: "Martha" },
    { id: "tom", name: "Tom" },
  ]);
  play.table.actors.push(
    character("amek", "Amek", [8, 10, 4, 6, 6, 12], "amy"),
    character("mekha", "Mekha", [6, 10, 8, 4, 12, 6], "martha"),
    character("tajie", "Tajie", [8, 6, 12, 4, 6, 10], "tom"),
  );
  deck = putOraclesAndDeck(play);
});

const campaign = () => wicked.readCampaignSetting();
const storyIn = (uuid: string) => {
  const journal = play.table.journals.find((j) => j.uuid === uuid) as TableJournal | undefined;
  return journal?.getFlag("story-engines", "wickedStory") as Record<string, unknown> | undefined;
};

/** Chapter 1, dealt as the book's example; Mekha tops the owe list, Amek follows, Mekha again. */
function chapterOne(): void {
  const journal = putStory(play, 1, "bloodAndSex", BOOK_DEAL);
  putCampaign(play, 1, "erin", journal.uuid, [
    oweEntry("mekha", "Mekha"),
    oweEntry("amek", "Amek"),
    oweEntry("mekha", "Mekha"),
  ]);
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
    const owe = await openOweLists(play, SEATS);
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
    const marthas = play.seat("martha").window(chapterApps.StorySheet);
    // Three cards from the start of the chapter, not four.
    expect(marthas.text).toContain("Deal the oracle: 3 cards.");
    // Erin's client opened the new sheet by itself; everyone else opens it from their owe list's story link.
    const sheets: Record<string, PlayWindow> = { erin: play.seat("erin").window(chapterApps.StorySheet) };
    for (const seat of ["amy", "martha", "tom"]) {
      await owe[seat]!.click("openStory");
      sheets[seat] = play.seat(seat).window(chapterApps.StorySheet);
    }
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
    const erinsDeal = await play.seat("erin").open(() => new Deal({ id: "wicked-deal-erin" }));
    expectNoControl(erinsDeal, "dealCards");
    await erinsDeal.close();
    deck.stackNext("story-engines", ["Q♥", "3♣", "J♠", "5♦"]);
    await sheets.tom!.click("deal");
    await play.seat("tom").window(Deal).click("dealCards");
    // Three cards from the Unquiet Past, the chosen element's card not dealt again.
    const dealt = storyIn(next);
    expect(dealt).toMatchObject({ dealt: true, oracle: "unquietPast" });
    expect((dealt?.elements as { card: string; text: string }[]).map((e) => [e.card, e.text])).toEqual(
      ["Q♥", "3♣", "J♠", "5♦"].map((card) => [card, oracleText("unquietPast", card)]),
    );
    // Everyone's chat shows the deal.
    const card = await play.seat("amy").card(oracleText("unquietPast", "J♠"));
    expect(card.text).toContain(oracleText("unquietPast", "5♦"));
    expect(play.steps).toBe(7);
  });

  it("with no GM connected Martha's choice and Tom's deal tell them and change nothing; when Erin is back they land", async () => {
    const owe = await openOweLists(play, SEATS);
    const next = await endTheChapter(owe);
    const sheet = await openStorySheet(play, "martha", next);
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
    const toms = await openStorySheet(play, "tom", next);
    await toms.click("deal");
    const chosen = storyIn(next);
    play.table.disconnect("erin");
    await play.seat("tom").window(Deal).click("dealCards");
    expect(play.seat("tom").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(storyIn(next)).toEqual(chosen);
    play.table.reconnect("erin");
    await play.seat("tom").window(Deal).click("dealCards");
    expect(storyIn(next)).toMatchObject({ dealt: true, oracle: "nestOfVipers" });
    expect((storyIn(next)?.elements as unknown[]).length).toBe(4);
  });

  it("a reload of Martha's client before she chooses rebuilds her sheet, choice and all, from the documents", async () => {
    const owe = await openOweLists(play, SEATS);
    const next = await endTheChapter(owe);
    let sheet = await openStorySheet(play, "martha", next);
    const shown = sheet.text;
    await play.reload("martha", async () => {
      sheet = await openStorySheet(play, "martha", next);
    });
    expect(sheet.text).toBe(shown);
    sheet.set({ chosenElement: "godKingsOfWar|7♠" });
    await sheet.click("chooseElement");
    expect(storyIn(next)).toMatchObject({ oracle: "godKingsOfWar", elements: [{ card: "7♠", chosen: true }] });
  });
});

describe("the end of chapter 2: a player runs chapter 3", () => {
  beforeEach(() => {
    const journal = putStory(play, 2, "unquietPast", ["Q♥", "3♣", "J♠", "5♦"]);
    putCampaign(play, 2, "erin", journal.uuid, [oweEntry("amek", "Amek"), oweEntry("mekha", "Mekha")]);
  });

  it("Amek tops the list: Amy chooses and may not run chapter 3; Erin records Tom (Esan's sheet is his), Martha deals, Tom ends it", async () => {
    const owe = await openOweLists(play, SEATS);
    const next = await endTheChapter(owe);
    expect(campaign()).toMatchObject({ chapter: 3, gm: "" });
    const sheets: Record<string, PlayWindow> = { erin: play.seat("erin").window(chapterApps.StorySheet) };
    for (const seat of ["amy", "martha", "tom"]) sheets[seat] = await openStorySheet(play, seat, next);
    // The Foundry GM records who runs it: anyone but Amy, whose Amek topped the list.
    for (const seat of ["amy", "martha", "tom"]) expectNoControl(sheets[seat]!, "recordGm");
    // Until then Erin runs it: she writes Esan down and makes his NPC sheet, hers alone.
    sheets.erin!.set({ newCharacter: "Esan", newElement: "-1" });
    await sheets.erin!.click("addCharacter");
    const entry = (storyIn(next)?.characters as { id: string }[])[0]?.id;
    await sheets.erin!.click("createActor", { character: entry });
    const esan = play.table.actors.find((a) => a.name === "Esan");
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
    await play.seat("martha").window(Deal).click("dealCards");
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
    expect(play.table.actors.find((a) => a.id === "tajie")?.testUserPermission(tom, "OWNER")).toBe(true);
    expect(play.steps).toBe(9);
  });

  it("with no GM connected Tom's end of chapter 3 tells him and changes nothing; when Erin is back it lands", async () => {
    putCampaign(play, 3, "tom", campaign().storyUuid, [oweEntry("amek", "Amek")]);
    const owe = await openOweLists(play, ["tom"]);
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
