/**
 * In a Wicked Age at a table: who acts for an away player follows the
 * chapter's GM role, not Foundry's GM flag. Chapter 3, run by Martha; Erin,
 * the Foundry GM, only plays Mekha (her own character, no player owns it);
 * Amy plays Amek. While Amy is away, Martha's tracker offers Amek's
 * controls and Erin's does not; Erin keeps Mekha's. The table plays its way
 * to chapter 3 (Amy deals chapters 1 and 2, Erin ends them and records
 * Martha as its GM); Martha starts the conflict from her Table tools and
 * everyone opens its tracker from theirs.
 *
 * Set-up before the first step: Erin imports the shipped Amek and Mekha and
 * gives Amy hers in Configure Ownership (nobody is given Mekha: Erin plays
 * him while Martha runs the chapter).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { settleWithTimers } from "../harness/play-timers";
import type { TableCombat } from "../harness/table-combat";
import {
  conflictsOnTable,
  currentConflict,
  installWickedTable,
  openTrackers,
  playToChapterThree,
  setUpCharacters,
  wicked,
  ERIN_AMY_MARTHA,
} from "./wicked-age-table";

let play: Play;
let combat: TableCombat;

beforeAll(() => installWickedTable());
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay(ERIN_AMY_MARTHA);
  conflictsOnTable(true);
  await setUpCharacters(play, { Amek: "amy" }, { unplayed: ["Mekha"] });
});

const state = () => wicked.readCombatState(combat as unknown as Combat);

describe("acting for an away player from chapter 3", () => {
  it("Martha, who runs the chapter, acts for away Amy's Amek; Erin, who only plays Mekha, does not", async () => {
    await playToChapterThree(play, "amy", "martha");
    const t = await openTrackers(play, ["martha", "erin", "amy"]);
    combat = currentConflict();
    await t.amy!.click("join");
    await t.erin!.click("join");
    const id = (name: string) => combat.combatants.find((c) => c.name === name)?.id ?? "";
    const amek = id("Amek");
    const mekha = id("Mekha");
    expect(
      state()
        .participants.map((p) => p.name)
        .sort(),
    ).toEqual(["Amek", "Mekha"]);
    // Erin chooses Mekha's dice: her own character.
    play.seat("erin").answerDialog((d) => d.press("ok", { form: ["directly", "forMyself"] }));
    await t.erin!.click("chooseDice", { participant: mekha });
    play.table.disconnect("amy");
    // Amy's leaving reaches the others' clients (their userConnected hooks) before anyone acts.
    await settleWithTimers(play.table);
    expectNoControl(t.erin!, "chooseDice", { participant: amek });
    play.seat("martha").answerDialog((d) => d.press("ok", { form: ["withViolence", "directly"] }));
    await t.martha!.click("chooseDice", { participant: amek });
    // Amek's violence d12 and directly d10, chosen by Martha for away Amy.
    expect(state().participants.find((p) => p.id === amek)).toMatchObject({
      forms: ["directly", "withViolence"],
      sizes: [10, 12],
    });
  });
});
