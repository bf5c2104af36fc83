/**
 * In a Wicked Age's sheets at a table, from the shipped example characters
 * (imported by Erin, the GM, from the system's packs; Martha owns Mekha, Amy
 * Bolu Ta): strengths and dice change only by the book's procedures, and a
 * coming back is taken by a player.
 *
 * - Bolu Ta's sheet is made (his dice are assigned): Amy's sheet offers no
 *   new strength, no deleting Exorcism, no assigning; on Exorcism's sheet its
 *   options and forms are disabled, so far-reaching cannot be swapped for
 *   potent there.
 * - Esan, as shipped, has his pairs: Erin's NPC sheet offers no "Re-assign".
 * - Chapter 2: Mekha topped the owe list and comes back — played to, not
 *   written: Amy deals chapter 1, Bolu Ta's 7 & 5 stands over Mekha's 2 & 1
 *   (covertly d6, for others d4 against directly d12, for myself d10), his
 *   4 & 3 answer loses the advantage and Mekha, with the smaller dice, goes
 *   on the owe list; Erin ends the conflict and the chapter. Martha clicks
 *   Coming back on his sheet and takes a parallel sheet: her client may not
 *   create actors, so Erin's client makes it, Martha's; both sheets are
 *   linked and Coming back is used. With no GM connected she is told a GM
 *   must be there and nothing is made.
 * Every step is a click on a control the acting user's own window shows;
 * sheets open from the user's Actors directory.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import type { WorldDocuments } from "../harness/play-setup";
import type { TableActor } from "../harness/table-documents";
import {
  deal,
  endChapter,
  firstRound,
  installWickedTable,
  setUpCharacters,
  wicked,
  ERIN_AMY_MARTHA,
} from "./wicked-age-table";

let play: Play;
let world: WorldDocuments;
let StrengthSheet: typeof import("../../src/games/wicked-age/sheets/strength-sheet").WickedStrengthSheet;

beforeAll(async () => {
  await installWickedTable();
  StrengthSheet = (await import("../../src/games/wicked-age/sheets/strength-sheet")).WickedStrengthSheet;
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay(ERIN_AMY_MARTHA);
  world = await setUpCharacters(play, { "Bolu Ta": "amy", Mekha: "martha" }, { npcs: ["Esan"] });
});

const openSheet = (seat: string, actor: TableActor) => play.seat(seat).openFromDirectory(actor);

describe("a made sheet's strengths and dice", () => {
  it("Bolu Ta: no new strength, no deleting or re-assigning; Exorcism's options are fixed, a swap refused", async () => {
    const bolu = world.actor("Bolu Ta");
    const sheet = await openSheet("amy", bolu);
    for (const action of ["newStrength", "deleteItem", "assignDice"]) expectNoControl(sheet, action);
    const exorcism = [...bolu.items.values()].find((i) => i.name === "Exorcism");
    if (!exorcism) throw new Error("Bolu Ta ships with Exorcism");
    // Its name on Bolu Ta's sheet opens its sheet.
    await sheet.click("editItem", { itemId: exorcism.id });
    const strength = play.seat("amy").window(StrengthSheet);
    expect(strength.element.querySelector<HTMLInputElement>('[name="system.options.potent"]')?.disabled).toBe(true);
    expect(strength.element.querySelector<HTMLSelectElement>('[name="system.form"]')?.disabled).toBe(true);
    // A disabled box cannot be ticked (the swap itself is refused by the pre-update hook: holding-hooks.test.ts).
    const before = structuredClone(exorcism.system);
    expect(() => strength.set({ "system.options.potent": true })).toThrow();
    expect(exorcism.system).toEqual(before);
  });

  it("Esan, as shipped, has his pairs: Erin's sheet offers no assigning again", async () => {
    const esan = world.actor("Esan");
    expect(esan.system.forms).toMatchObject({ maneuvering: { high: 10, low: 6, highNow: 10, lowNow: 6 } });
    const sheet = await openSheet("erin", esan);
    expectNoControl(sheet, "assignDice");
    expect(sheet.text).not.toContain("Re-assign");
  });
});

describe("coming back, taken by a player", () => {
  beforeEach(async () => {
    await deal(play, "amy");
    await firstRound(
      play,
      "erin",
      { seat: "amy", name: "Bolu Ta", forms: ["directly", "forMyself"], roll: [7, 5] },
      { seat: "martha", name: "Mekha", forms: ["covertly", "forOthers"], roll: [2, 1] },
      [4, 3],
    );
    expect(wicked.readCampaignSetting().owe.map((e) => e.name)).toEqual(["Mekha"]);
    await endChapter(play, "erin");
    expect(wicked.readCampaignSetting()).toMatchObject({ chapter: 2, owe: [] });
  });

  it("Martha takes a parallel sheet: Erin's client makes it, hers, linked both ways; Coming back is used", async () => {
    const mekha = world.actor("Mekha");
    const sheet = await openSheet("martha", mekha);
    const before = play.table.actors.length;
    play.seat("martha").answerDialog((d) => d.press("ok", { choice: "parallel", parallelName: "Mekha, old" }));
    await sheet.click("comeBack");
    expect(play.table.actors.length).toBe(before + 1);
    const old = play.table.actors.find((a) => a.name === "Mekha, old");
    if (!old) throw new Error("no parallel sheet");
    expect(old.type).toBe("wickedCharacter");
    expect(old.testUserPermission(play.table.mustUser("martha"), "OWNER")).toBe(true);
    expect(old.system.parallels).toEqual([mekha.uuid]);
    expect(mekha.system.parallels).toEqual([old.uuid]);
    expect(mekha.system.cameBack).toBe(2);
    // Made on Erin's client, at Martha's request; once a chapter.
    expect(play.table.landed).toContain("query story-engines.wicked-age.parallel");
    expectNoControl(sheet, "comeBack");
  });

  it("with no GM connected Martha is told a GM must be there; nothing is made; back, it lands", async () => {
    const mekha = world.actor("Mekha");
    const sheet = await openSheet("martha", mekha);
    const before = play.table.actors.length;
    play.table.disconnect("erin");
    play.seat("martha").answerDialog((d) => d.press("ok", { choice: "parallel", parallelName: "Mekha, old" }));
    await sheet.click("comeBack");
    expect(play.seat("martha").notices("warn")).toContain("STORY_ENGINES.Wicked.Return.needsGm");
    expect(play.table.actors.length).toBe(before);
    expect(mekha.system.cameBack).toBe(0);
    play.table.reconnect("erin");
    play.seat("martha").answerDialog((d) => d.press("ok", { choice: "parallel", parallelName: "Mekha, old" }));
    await sheet.click("comeBack");
    expect(play.table.actors.length).toBe(before + 1);
  });

  it("Amy, who does not play Mekha, is refused the parallel sheet by the GM side", async () => {
    const mekha = world.actor("Mekha");
    const [answer] = await play.table.race([
      () =>
        play.table.sendRequest("amy", "story-engines.wicked-age.parallel", {
          actorUuid: mekha.uuid,
          name: "Not hers",
          userId: "amy",
        }),
    ]);
    expect(answer).toMatchObject({
      status: "fulfilled",
      value: { ok: false, reason: "STORY_ENGINES.Wicked.Conflict.Problems.notYours" },
    });
    expect(play.table.actors.some((a) => a.name === "Not hers")).toBe(false);
  });
});
