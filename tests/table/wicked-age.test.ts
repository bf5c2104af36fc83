/**
 * In a Wicked Age at a table: the book's first fight between Amek and Mekha
 * (round 1, then rounds 2 and 3 to its end: Mekha keeps the advantage die,
 * then loses absolutely and Amy, the winner, exhausts her), played by Amy
 * (Amek) and Martha (Mekha) with Erin as the GM, each on their own client,
 * from the shipped example characters (Erin imports them and gives each
 * player theirs in Configure Ownership). Erin starts the conflict from her
 * Table tools; everyone opens its tracker from theirs; every step is a click
 * on a control their own tracker window shows. Then the same table with no
 * GM connected, with a reload mid-round, and with two players clicking at
 * once.
 *
 * The book's round 1: Amek rolls d12 + d10 (with violence, directly) and
 * gets 5 & 6; Mekha rolls d10 + d8 (for myself, directly: "he has directly
 * d8 and for myself d10") and gets 9 & 6: Mekha's 9 & 6 stands and Mekha
 * moves on Amek; Amek answers 9 & 2 — her 9 ties Mekha's 9 and her 2 falls
 * short of the 6, so she loses the advantage (the digest's "answer" table),
 * and Mekha goes on the owe list. Faces are given in form order (Mekha's
 * directly d8, then his for myself d10, then advantage dice).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import type { TableCombat } from "../harness/table-combat";
import {
  conflictsOnTable,
  currentConflict,
  installWickedTable,
  openTracker,
  openTrackers as openTrackersOf,
  setUpCharacters,
  wicked,
  type Trackers,
  ERIN_AMY_MARTHA,
} from "./wicked-age-table";

let play: Play;
let combat: TableCombat;
/** The steps taken once every tracker is open: the fight's own clicks are counted from there. */
let opened = 0;

beforeAll(() => installWickedTable());
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay(ERIN_AMY_MARTHA);
  conflictsOnTable(true);
  await setUpCharacters(play, { Amek: "amy", Mekha: "martha" });
});

/** Erin starts the conflict from her Table tools; Amy and Martha open its tracker from theirs. */
async function openTrackers(): Promise<Trackers> {
  const t = await openTrackersOf(play, ["erin", "amy", "martha"]);
  combat = currentConflict();
  opened = play.steps;
  return t;
}

/** Both characters join and choose their dice, each by their own player; the GM starts round 1. */
async function gatherAndStart(t: Trackers): Promise<{ amek: string; mekha: string }> {
  await t.amy!.click("join");
  await t.martha!.click("join");
  const id = (name: string) => combat.combatants.find((c) => c.name === name)?.id ?? "";
  const ids = { amek: id("Amek"), mekha: id("Mekha") };
  play.seat("amy").answerDialog((d) => d.press("ok", { form: ["withViolence", "directly"] }));
  await t.amy!.click("chooseDice", { participant: ids.amek });
  play.seat("martha").answerDialog((d) => d.press("ok", { form: ["directly", "forMyself"] }));
  await t.martha!.click("chooseDice", { participant: ids.mekha });
  expectNoControl(t.amy!, "startRound");
  await t.erin!.click("startRound");
  return ids;
}

describe("the book's first fight, round 1, at a table of three", () => {
  it("Amy and Martha roll, Mekha moves on Amek, Amek answers and loses the advantage; Mekha goes on the owe list", async () => {
    const t = await openTrackers();
    const ids = await gatherAndStart(t);
    // Each player rolls only their own character.
    expectNoControl(t.amy!, "roll", { participant: ids.mekha });
    expectNoControl(t.martha!, "roll", { participant: ids.amek });
    play.table.faces = [5, 6];
    await t.amy!.click("roll", { participant: ids.amek });
    play.table.faces = [6, 9];
    await t.martha!.click("roll", { participant: ids.mekha });
    expect(wicked.readCombatState(combat as unknown as Combat).mover).toBe(ids.mekha);
    // Martha picks her target on her own tracker and declares the move.
    t.martha!.set({ target: [ids.amek] });
    await t.martha!.click("declareMove", { participant: ids.mekha });
    // Amy's tracker now asks her to answer; Martha's does not.
    expect(t.amy!.has("answer", { participant: ids.amek })).toBe(true);
    expectNoControl(t.martha!, "answer", { participant: ids.amek });
    play.table.faces = [9, 2];
    await t.amy!.click("answer", { participant: ids.amek });
    const state = wicked.readCombatState(combat as unknown as Combat);
    expect(state.exchanges.map((e) => e.outcome)).toEqual(["loseAdvantage"]);
    expect(state.phase).toBe("between");
    expect(wicked.readCampaignSetting().owe.map((e) => e.name)).toEqual(["Mekha"]);
    // Every seat's window was drawn again: the GM may roll forward, the players may not.
    expect(t.erin!.has("startRound")).toBe(true);
    expectNoControl(t.martha!, "startRound");
    for (const id of ["erin", "amy", "martha"]) expect(t[id]!.text).toContain("Mekha");
    expect(play.steps - opened).toBe(9);
  });

  it("with no GM connected, a roll tells the player and changes nothing", async () => {
    const t = await openTrackers();
    const ids = await gatherAndStart(t);
    const before = wicked.readCombatState(combat as unknown as Combat);
    play.table.disconnect("erin");
    play.table.faces = [5, 6];
    await t.amy!.click("roll", { participant: ids.amek });
    expect(play.seat("amy").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(wicked.readCombatState(combat as unknown as Combat)).toEqual(before);
    // The GM comes back: the same click goes through.
    play.table.reconnect("erin");
    play.table.faces = [5, 6];
    await t.amy!.click("roll", { participant: ids.amek });
    expect(
      wicked.readCombatState(combat as unknown as Combat).participants.find((p) => p.id === ids.amek)?.dice,
    ).toEqual([5, 6]);
  });

  it("a reload mid-round rebuilds Amy's tracker from the documents alone", async () => {
    const t = await openTrackers();
    const ids = await gatherAndStart(t);
    play.table.faces = [5, 6];
    await t.amy!.click("roll", { participant: ids.amek });
    const shown = t.amy!.text;
    await play.reload("amy", async () => {
      t.amy = await openTracker(play, "amy");
    });
    expect(t.amy!.text).toBe(shown);
    expect(t.amy!.has("roll", { participant: ids.amek })).toBe(false);
    play.table.faces = [6, 9];
    await t.martha!.click("roll", { participant: ids.mekha });
    expect(wicked.readCombatState(combat as unknown as Combat).mover).toBe(ids.mekha);
  });

  it("Amy and Martha roll at the same moment: both rolls land, neither overwrites the other", async () => {
    const t = await openTrackers();
    const ids = await gatherAndStart(t);
    play.table.faces = [5, 6, 6, 9];
    await play.atOnce([
      t.amy!.press("roll", { participant: ids.amek }),
      t.martha!.press("roll", { participant: ids.mekha }),
    ]);
    // One of them saw a stale version and was told; clicking again lands it.
    const stale = ["amy", "martha"].filter((u) =>
      play.seat(u).notices("warn").includes("STORY_ENGINES.Notifications.stale"),
    );
    for (const user of stale) {
      play.table.faces = user === "amy" ? [5, 6] : [6, 9];
      await t[user]!.click("roll", { participant: user === "amy" ? ids.amek : ids.mekha });
    }
    const state = wicked.readCombatState(combat as unknown as Combat);
    expect(state.participants.map((p) => p.dice.length)).toEqual([2, 2]);
    expect(state.mover).toBe(ids.mekha);
  });
});

describe("the book's first fight to its end", () => {
  it("rounds 2 and 3: Mekha keeps the advantage, then loses absolutely; Amy exhausts her", async () => {
    const t = await openTrackers();
    const ids = await gatherAndStart(t);
    play.table.faces = [5, 6];
    await t.amy!.click("roll", { participant: ids.amek });
    play.table.faces = [6, 9];
    await t.martha!.click("roll", { participant: ids.mekha });
    t.martha!.set({ target: [ids.amek] });
    await t.martha!.click("declareMove", { participant: ids.mekha });
    play.table.faces = [9, 2];
    await t.amy!.click("answer", { participant: ids.amek });
    expect(wicked.readCampaignSetting().owe.map((e) => e.name)).toEqual(["Mekha"]);
    // Round 2: Mekha rolls with the advantage die she won.
    expectNoControl(t.martha!, "startRound");
    await t.erin!.click("startRound");
    play.table.faces = [3, 3];
    await t.amy!.click("roll", { participant: ids.amek });
    play.table.faces = [1, 9, 1];
    await t.martha!.click("roll", { participant: ids.mekha });
    t.martha!.set({ target: [ids.amek] });
    await t.martha!.click("declareMove", { participant: ids.mekha });
    play.table.faces = [9, 7];
    await t.amy!.click("answer", { participant: ids.amek });
    const second = wicked.readCombatState(combat as unknown as Combat);
    expect(second.exchanges.map((e) => e.outcome)).toEqual(["loseAdvantage", "loseAdvantage"]);
    expect(second.participants.find((p) => p.id === ids.mekha)?.won).toBe(true);
    // Round 3: Amek's 10 & 3 stands over Mekha's 7 & 1 with her die; her answer falls short.
    await t.erin!.click("startRound");
    play.table.faces = [10, 3];
    await t.amy!.click("roll", { participant: ids.amek });
    play.table.faces = [1, 7, 3];
    await t.martha!.click("roll", { participant: ids.mekha });
    expect(wicked.readCombatState(combat as unknown as Combat).mover).toBe(ids.amek);
    t.amy!.set({ target: [ids.mekha] });
    await t.amy!.click("declareMove", { participant: ids.amek });
    play.table.faces = [1, 2, 5];
    await t.martha!.click("answer", { participant: ids.mekha });
    const third = wicked.readCombatState(combat as unknown as Combat);
    expect(third.exchanges.at(-1)?.outcome).toBe("loseAbsolutely");
    // The default is the winner's: Amy's tracker offers it, Martha's and Erin's do not.
    expectNoControl(t.martha!, "chooseDefault");
    expectNoControl(t.erin!, "chooseDefault");
    await t.amy!.click("chooseDefault", { kind: "exhausted" });
    // Exhausted: a die size off his directly (d8 → d6) and his with violence (d6 → d4).
    const mekha = play.table.actors.find((a) => a.name === "Mekha");
    expect(mekha?.data.system).toMatchObject({ forms: { directly: { current: 6 }, withViolence: { current: 4 } } });
    expect(wicked.readCombatState(combat as unknown as Combat).phase).toBe("ended");
  });
});
