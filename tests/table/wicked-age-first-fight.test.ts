/**
 * In a Wicked Age at a table: the book's first fight between Amek and Mekha
 * to its end, played by Amy (Amek) and Martha (Mekha) with Erin as the GM,
 * each on their own client. Round 1 as the book plays it (Mekha's 9 & 6
 * stands, Amek's 9 & 2 loses the advantage, Mekha goes on the owe list);
 * Erin rolls forward; round 2, Mekha keeps the advantage die; round 3, Amek
 * moves and Mekha falls short: she loses absolutely, and Amy — the winner —
 * exhausts her (directly and with violence one size down). Martha has no
 * say in the default; Erin, who plays no side here, has no button in it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  expectNoControl,
  installPlayTable,
  startPlay,
  uninstallPlayTable,
  type Play,
  type PlayWindow,
} from "../harness/play";
import { TableActor } from "../harness/table-documents";
import { installTableCombats, TableCombat } from "../harness/table-combat";
import type { WickedConflictTracker } from "../../src/games/wicked-age/conflict/tracker-app";

let Tracker: typeof WickedConflictTracker;
let readCombatState: typeof import("../../src/games/wicked-age/conflict/combat-docs").readCombatState;
let newConflict: typeof import("../../src/games/wicked-age/conflict/state").newConflict;
let conflictSystem: typeof import("../../src/games/wicked-age/conflict/documents").conflictSystem;
let readCampaignSetting: typeof import("../../src/games/wicked-age/campaign/campaign-store").readCampaignSetting;

let play: Play;
let combat: TableCombat;
let combats: TableCombat[] = [];

const form = (die: number) => ({ die, current: die });
const INTERESTS = ["to come out of this alive", "to have the last word"];

beforeAll(async () => {
  installPlayTable();
  installTableCombats(() => combats);
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game.scenes = { viewed: null };
  const { registerGame } = await import("../../src/core/register");
  const { wickedAgeModule } = await import("../../src/games/wicked-age/module");
  const { coreModule } = await import("../../src/core/module");
  registerGame(coreModule);
  registerGame(wickedAgeModule);
  ({ WickedConflictTracker: Tracker } = await import("../../src/games/wicked-age/conflict/tracker-app"));
  ({ readCombatState } = await import("../../src/games/wicked-age/conflict/combat-docs"));
  ({ newConflict } = await import("../../src/games/wicked-age/conflict/state"));
  ({ conflictSystem } = await import("../../src/games/wicked-age/conflict/documents"));
  ({ readCampaignSetting } = await import("../../src/games/wicked-age/campaign/campaign-store"));
});
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "martha", name: "Martha" },
  ]);
  const amek = new TableActor(
    "amek",
    {
      name: "Amek",
      type: "wickedCharacter",
      system: {
        forms: {
          covertly: form(8),
          directly: form(10),
          forMyself: form(4),
          forOthers: form(6),
          withLove: form(6),
          withViolence: form(12),
        },
        interests: INTERESTS,
      },
    },
    { default: 1, amy: 3 },
  );
  const mekha = new TableActor(
    "mekha",
    {
      name: "Mekha",
      type: "wickedCharacter",
      system: {
        forms: {
          covertly: form(6),
          directly: form(10),
          forMyself: form(8),
          forOthers: form(4),
          withLove: form(12),
          withViolence: form(6),
        },
        interests: INTERESTS,
      },
    },
    { default: 1, martha: 3 },
  );
  play.table.actors.push(amek, mekha);
  combat = new TableCombat("fight", {
    name: "The fight",
    type: "wickedConflict",
    system: conflictSystem(newConflict()),
  });
  combats = [combat];
});

/** Each seat opens the conflict's tracker on their own client. */
async function openTrackers(): Promise<Record<string, PlayWindow<WickedConflictTracker>>> {
  const out: Record<string, PlayWindow<WickedConflictTracker>> = {};
  for (const id of ["erin", "amy", "martha"])
    out[id] = await play.seat(id).open(
      () => new Tracker({ id: `wicked-conflict-${combat.id}-${id}` }),
      (app) => (app.combatId = combat.id),
    );
  return out;
}

/** Both characters join and choose their dice, each by their own player; the GM starts round 1. */
async function gatherAndStart(
  t: Record<string, PlayWindow<WickedConflictTracker>>,
): Promise<{ amek: string; mekha: string }> {
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

describe("the book's first fight to its end", () => {
  it("rounds 2 and 3: Mekha keeps the advantage, then loses absolutely; Amy exhausts her", async () => {
    const t = await openTrackers();
    const ids = await gatherAndStart(t);
    play.table.faces = [5, 6];
    await t.amy!.click("roll", { participant: ids.amek });
    play.table.faces = [9, 6];
    await t.martha!.click("roll", { participant: ids.mekha });
    t.martha!.set({ target: [ids.amek] });
    await t.martha!.click("declareMove", { participant: ids.mekha });
    play.table.faces = [9, 2];
    await t.amy!.click("answer", { participant: ids.amek });
    expect(readCampaignSetting().owe.map((e) => e.name)).toEqual(["Mekha"]);
    // Round 2: Mekha rolls with the advantage die she won.
    expectNoControl(t.martha!, "startRound");
    await t.erin!.click("startRound");
    play.table.faces = [3, 3];
    await t.amy!.click("roll", { participant: ids.amek });
    play.table.faces = [9, 1, 1];
    await t.martha!.click("roll", { participant: ids.mekha });
    t.martha!.set({ target: [ids.amek] });
    await t.martha!.click("declareMove", { participant: ids.mekha });
    play.table.faces = [9, 7];
    await t.amy!.click("answer", { participant: ids.amek });
    const second = readCombatState(combat as unknown as Combat);
    expect(second.exchanges.map((e) => e.outcome)).toEqual(["loseAdvantage", "loseAdvantage"]);
    expect(second.participants.find((p) => p.id === ids.mekha)?.won).toBe(true);
    // Round 3: Amek's 10 & 3 stands over Mekha's 7 & 1 with her die; her answer falls short.
    await t.erin!.click("startRound");
    play.table.faces = [10, 3];
    await t.amy!.click("roll", { participant: ids.amek });
    play.table.faces = [7, 1, 3];
    await t.martha!.click("roll", { participant: ids.mekha });
    expect(readCombatState(combat as unknown as Combat).mover).toBe(ids.amek);
    t.amy!.set({ target: [ids.mekha] });
    await t.amy!.click("declareMove", { participant: ids.amek });
    play.table.faces = [2, 1, 5];
    await t.martha!.click("answer", { participant: ids.mekha });
    const third = readCombatState(combat as unknown as Combat);
    expect(third.exchanges.at(-1)?.outcome).toBe("loseAbsolutely");
    // The default is the winner's: Amy's tracker offers it, Martha's and Erin's do not.
    expectNoControl(t.martha!, "chooseDefault");
    expectNoControl(t.erin!, "chooseDefault");
    await t.amy!.click("chooseDefault", { kind: "exhausted" });
    const mekha = play.table.actors.find((a) => a.id === "mekha");
    expect(mekha?.data.system).toMatchObject({ forms: { directly: { current: 8 }, withViolence: { current: 4 } } });
    expect(readCombatState(combat as unknown as Combat).phase).toBe("ended");
  });
});
