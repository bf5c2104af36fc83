/**
 * The book's fight between Amek and Mekha done over twice ("same characters,
 * same setup, same opening, same dice"), at a table of three from the
 * shipped example characters: Amy plays Amek (with violence d12, directly
 * d10), Martha Mekha (directly d8, for myself d10), Erin is the GM. The
 * encounter is made with the Combat Tracker's own Create Encounter; each
 * opens its tracker from their own Table tools; every step is a click on a
 * control the acting user's own window shows.
 *
 * - Fight 2: Amek's 10 & 3 stand; Mekha answers 5 & 4 — the 10 doubles the
 *   5: Amek wins absolutely, the fight ends, Mekha does not go on the owe list.
 * - Fight 3: both roll 6 & 2 — they may back away; Martha fights, so both
 *   re-roll the lower die (8 & 6, 7 & 6). Amek moves, Mekha answers 9 & 7
 *   and takes the advantage die; Mekha goes on the owe list. Round 2: Mekha's
 *   5+3=8 & 1 stand, Amek answers 12 & 10 and takes the advantage from him:
 *   the die passes to Amek, whose round-3 roll is 8+6=14 & 7.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { clickCreateEncounter, type TableCombat } from "../harness/table-combat";
import {
  conflictsOnTable,
  installWickedTable,
  openTrackers,
  setUpCharacters,
  wicked,
  type Trackers,
  ERIN_AMY_MARTHA,
} from "./wicked-age-table";

let play: Play;
let combat: TableCombat;

beforeAll(() => installWickedTable());
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay(ERIN_AMY_MARTHA);
  conflictsOnTable(true);
  await setUpCharacters(play, { Amek: "amy", Mekha: "martha" });
});

const state = () => wicked.readCombatState(combat as unknown as Combat);
const who = (id: string) => state().participants.find((p) => p.id === id);

/** Erin makes the encounter with Create Encounter; all open its tracker; both join and choose the book's dice. */
async function gather(): Promise<{ t: Trackers; amek: string; mekha: string; opening: number }> {
  await clickCreateEncounter(play, "erin");
  const made = conflictsOnTable()[0];
  if (!made) throw new Error("Create Encounter made nothing");
  combat = made;
  expect(combat.type).toBe("wickedConflict");
  const before = play.steps;
  const t = await openTrackers(play, ["erin", "amy", "martha"]);
  const opening = play.steps - before;
  await t.amy!.click("join");
  await t.martha!.click("join");
  const id = (name: string) => combat.combatants.find((c) => c.name === name)?.id ?? "";
  const ids = { amek: id("Amek"), mekha: id("Mekha") };
  play.seat("amy").answerDialog((d) => d.press("ok", { form: ["withViolence", "directly"] }));
  await t.amy!.click("chooseDice", { participant: ids.amek });
  play.seat("martha").answerDialog((d) => d.press("ok", { form: ["directly", "forMyself"] }));
  await t.martha!.click("chooseDice", { participant: ids.mekha });
  await t.erin!.click("startRound");
  return { t, ...ids, opening };
}

describe("the book's fight, done over", () => {
  it("fight 2: Amek's 10 doubles Mekha's 5 — an absolute win in round 1, and Mekha is not on the owe list", async () => {
    const { t, amek, mekha } = await gather();
    play.table.faces = [10, 3];
    await t.amy!.click("roll", { participant: amek });
    play.table.faces = [7, 2];
    await t.martha!.click("roll", { participant: mekha });
    expect(state().mover).toBe(amek);
    t.amy!.set({ target: [mekha] });
    await t.amy!.click("declareMove", { participant: amek });
    play.table.faces = [5, 4];
    await t.martha!.click("answer", { participant: mekha });
    expect(state().exchanges.map((e) => e.outcome)).toEqual(["loseAbsolutely"]);
    expect(who(mekha)?.status).toBe("out");
    expect(state().phase).toBe("ended");
    expect(wicked.readCampaignSetting().owe).toEqual([]);
    // Amy, the winner, chooses the consequence; Martha is offered no default.
    expectNoControl(t.martha!, "chooseDefault");
    expect(t.amy!.has("chooseDefault")).toBe(true);
  });

  it("fight 3: the tie in round 1, fought on; the advantage die taken, then passed to Amek", async () => {
    const { t, amek, mekha, opening } = await gather();
    play.table.faces = [6, 2];
    await t.amy!.click("roll", { participant: amek });
    play.table.faces = [6, 2];
    await t.martha!.click("roll", { participant: mekha });
    // The two top rolls tie exactly in round 1: each may back away; Martha fights, so both re-roll the lower die.
    expect(t.amy!.has("backAway")).toBe(true);
    await t.martha!.click("fight");
    // "So now your roll's an 8 and a 6, and mine's a 7 and a 6."
    play.table.faces = [8];
    await t.amy!.click("rerollLower", { participant: amek });
    play.table.faces = [7];
    await t.martha!.click("rerollLower", { participant: mekha });
    const faces = (id: string) => [...(who(id)?.dice ?? [])].sort((a, b) => b - a);
    expect(faces(amek)).toEqual([8, 6]);
    expect(faces(mekha)).toEqual([7, 6]);
    // "Your 8 and 6 stand": Amek moves on Mekha, who answers 9 & 7 and takes the advantage die.
    expect(state().mover).toBe(amek);
    t.amy!.set({ target: [mekha] });
    await t.amy!.click("declareMove", { participant: amek });
    // Faces in the order of the dice chosen: Mekha's d8, then his d10.
    play.table.faces = [7, 9];
    await t.martha!.click("answer", { participant: mekha });
    expect(state().exchanges.map((e) => e.outcome)).toEqual(["takeAdvantage"]);
    expect(who(mekha)?.won).toBe(true);
    // "Also, Mekha's name goes on the owe list."
    expect(wicked.readCampaignSetting().owe.map((e) => e.name)).toEqual(["Mekha"]);
    // Round 2: "You roll a 7 and a 7; I roll a 5+3=8 and a 1. My move."
    await t.erin!.click("startRound");
    play.table.faces = [7, 7];
    await t.amy!.click("roll", { participant: amek });
    play.table.faces = [5, 1, 3];
    await t.martha!.click("roll", { participant: mekha });
    expect(state().mover).toBe(mekha);
    t.martha!.set({ target: [amek] });
    await t.martha!.click("declareMove", { participant: mekha });
    // "You reroll, for a 12 and a 10 … you and Amek seize the advantage from me and Mekha."
    // Amek's d10, then his d12.
    play.table.faces = [10, 12];
    await t.amy!.click("answer", { participant: amek });
    expect(state().exchanges.at(-1)?.outcome).toBe("takeAdvantage");
    // "I pass you the advantage die."
    expect([who(amek)?.won, who(mekha)?.won]).toEqual([true, false]);
    // Round 3: "You roll an 8+6=14 and a 7. I roll a 4 and a 4 – your move."
    await t.erin!.click("startRound");
    play.table.faces = [8, 7, 6];
    await t.amy!.click("roll", { participant: amek });
    play.table.faces = [4, 4];
    await t.martha!.click("roll", { participant: mekha });
    expect(who(amek)?.advantage).toEqual([6]);
    expect(state()).toMatchObject({ round: 3, mover: amek });
    // Create Encounter and the clicks on the trackers; opening them from Table tools is not counted.
    expect(play.steps - opening).toBe(21);
  });
});
