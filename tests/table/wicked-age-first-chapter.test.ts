/**
 * In a Wicked Age's first chapter at a table, from what the system ships:
 * Tom — a player, not Erin the GM ("have your friends do those") — deals the
 * oracle from Table tools; Erin reads two characters out of the elements on
 * the story sheet; Martha claims Mekha and makes his sheet (Erin's client
 * creates it, hers, its tokens linked), opens it from the story sheet,
 * assigns his dice (which finishes the sheet: no new strength after) and
 * names his best interests; Erin makes Esan's NPC sheet and gives him his
 * pairs, once (opened from her Actors directory). Then Erin clicks the Combat Tracker's own Create Encounter:
 * in a world that plays only In a Wicked Age it is a conflict, and Martha
 * and Erin bring Mekha and Esan into it from their conflict trackers.
 *
 * Set-up before the first step: Erin imports the deck from the system's
 * pack (as the first deal would) so the test can stack its next shuffle with
 * the book's cards. No campaign, story or conflict state is written: every
 * step is a click on a control the acting user's own window shows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import { setUpFromPacks, type WorldDocuments } from "../harness/play-setup";
import { clickCreateEncounter } from "../harness/table-combat";
import { conflictsOnTable, installWickedTable, oracleText, tool, wicked } from "./wicked-age-table";

const BOOK_DEAL = ["K♦", "10♠", "10♣", "9♥"];
let play: Play;
let world: WorldDocuments;
let Sheet: typeof import("../../src/games/wicked-age/sheets/actor-sheet").WickedActorSheet;

beforeAll(async () => {
  await installWickedTable();
  Sheet = (await import("../../src/games/wicked-age/sheets/actor-sheet")).WickedActorSheet;
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "martha", name: "Martha" },
    { id: "tom", name: "Tom" },
  ]);
  conflictsOnTable(true);
  world = await setUpFromPacks(play, { import: [{ pack: "wicked-age-deck" }] });
});

/** Table tools, from the button of the user's own Actors sidebar. */
const openTools = (seat: string): Promise<PlayWindow> => play.seat(seat).openTableTools();
const campaign = () => wicked.readCampaignSetting();
const actorNamed = (name: string) => play.table.actors.find((a) => a.name === name);

describe("the first chapter, from a player's deal to the first conflict", () => {
  it("Tom deals; the sheets are made through the windows; Create Encounter makes the conflict they join", async () => {
    // Tom deals: the Deal dialog from his Table tools; Erin's Deal dialog offers her no deal.
    const erinTools = await openTools("erin");
    await erinTools.click("openTool", tool("deal"));
    expectNoControl(play.seat("erin").window(wicked.Deal), "dealCards");
    const deckName = [...world.byName.keys()][0] ?? "";
    world.deck(deckName).stackNext("story-engines", BOOK_DEAL);
    const tomTools = await openTools("tom");
    await tomTools.click("openTool", tool("deal"));
    await play.seat("tom").window(wicked.Deal).click("dealCards");
    expect(campaign()).toMatchObject({ chapter: 1, gm: "erin" });
    const storyUuid = campaign().storyUuid;

    // Erin reads two characters out of the elements on her story sheet.
    await erinTools.click("openTool", tool("story"));
    const erinStory = play.seat("erin").window(wicked.StorySheet);
    expect(erinStory.text).toContain(oracleText("bloodAndSex", "9♥").slice(0, 20));
    erinStory.set({ newCharacter: "Mekha", newElement: "3" });
    await erinStory.click("addCharacter");
    erinStory.set({ newCharacter: "Esan", newElement: "0" });
    await erinStory.click("addCharacter");

    // Martha claims Mekha and makes his sheet: Erin's client creates it, hers, linked to its tokens.
    const marthaTools = await openTools("martha");
    await marthaTools.click("openTool", tool("story"));
    const marthaStory = play.seat("martha").window(wicked.StorySheet);
    const story = () => play.table.journals.find((j) => j.uuid === storyUuid)?.getFlag("story-engines", "wickedStory");
    const entry = (name: string) =>
      (story() as { characters: { id: string; name: string }[] }).characters.find((c) => c.name === name)?.id ?? "";
    await marthaStory.click("claim", { character: entry("Mekha") });
    expectNoControl(marthaStory, "createActor", { character: entry("Esan") });
    await marthaStory.click("createActor", { character: entry("Mekha") });
    const mekha = actorNamed("Mekha");
    if (!mekha) throw new Error("no sheet for Mekha");
    expect(mekha.type).toBe("wickedCharacter");
    expect(mekha.testUserPermission(play.table.mustUser("martha"), "OWNER")).toBe(true);
    expect(mekha.data.prototypeToken).toEqual({ actorLink: true });

    // She opens it from the story sheet (its name is a link there), assigns his dice as the book's fights give them, names two best interests.
    await marthaStory.click("openActor", { uuid: mekha.uuid });
    const sheet = play.seat("martha").window(Sheet);
    expect(sheet.has("newStrength")).toBe(true);
    play.seat("martha").answerDialog((d) =>
      d.press("ok", {
        covertly: "6",
        directly: "8",
        forMyself: "10",
        forOthers: "4",
        withLove: "12",
        withViolence: "6",
      }),
    );
    await sheet.click("assignDice");
    expect(mekha.system.forms).toMatchObject({ directly: { die: 8, current: 8 }, withLove: { die: 12, current: 12 } });
    // The sheet is made: no second assignment, no new strength.
    for (const action of ["assignDice", "newStrength"]) expectNoControl(sheet, action);
    await sheet.click("addInterest");
    await sheet.click("addInterest");
    await sheet.fill({
      "system.interests.0": "to prevent Tajie's marriage to the god",
      "system.interests.1": "to marry her himself",
    });
    expect(mekha.system.interests).toHaveLength(2);

    // Erin makes Esan's NPC sheet and gives him his pairs, once.
    await erinStory.click("createActor", { character: entry("Esan") });
    const esan = actorNamed("Esan");
    if (!esan) throw new Error("no sheet for Esan");
    expect(esan.type).toBe("wickedNpc");
    const esanSheet = await play.seat("erin").openFromDirectory(esan);
    play
      .seat("erin")
      .answerDialog((d) => d.press("ok", { action: "12-8", maneuvering: "10-6", selfProtection: "6-4" }));
    await esanSheet.click("assignDice");
    expect(esan.system.forms).toMatchObject({ maneuvering: { high: 10, low: 6, highNow: 10, lowNow: 6 } });
    expectNoControl(esanSheet, "assignDice");
    await esanSheet.click("addInterest");
    await esanSheet.fill({ "system.interests.0": "to see Tajie married to a man, not to a dead stone" });

    // Erin clicks the Combat Tracker's own Create Encounter: a conflict.
    await clickCreateEncounter(play, "erin");
    const [made] = conflictsOnTable();
    expect(made?.type).toBe("wickedConflict");
    // Each opens its conflict tracker from Table tools; Martha brings Mekha in, Erin Esan.
    await erinTools.click("openTool", tool("conflict"));
    await marthaTools.click("openTool", tool("conflict"));
    const trackers = {
      erin: play.seat("erin").window(wicked.Tracker),
      martha: play.seat("martha").window(wicked.Tracker),
    };
    await trackers.martha.click("join");
    await trackers.erin.click("join");
    expect(made?.combatants.map((c) => c.name).sort()).toEqual(["Esan", "Mekha"]);
    // Linked: the combatants are the world's sheets, not tokens' copies.
    expect(made?.combatants.find((c) => c.name === "Mekha")?.actor).toBe(mekha);
    expect(trackers.martha.has("chooseDice")).toBe(true);
  });
});
