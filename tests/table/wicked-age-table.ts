/**
 * The In a Wicked Age play-throughs' table, shared by their files: the play
 * table with the game registered as a world that plays it (its Table tools,
 * its GM handlers, each client's own story sheets and trackers), the book's
 * characters imported from the shipped pack and owned as Configure Ownership
 * sets them, and the windows each user opens the way their screen lets them
 * (Table tools from their Actors sidebar, then a tool). The flows every file
 * needs before its own subject — a deal, a first round that puts a name on
 * the owe list, the end of a chapter, reaching chapter 3 run by a player —
 * are played here as clicks, never written.
 */
import { installPlayTable, type Play, type PlayWindow } from "../harness/play";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PACKS_DIR } from "../../tools/lib/pack-writer.mjs";
import { clickCreateEncounter, installTableCombats, type TableCombat } from "../harness/table-combat";
import { installTableJournals } from "../harness/table-journals";
import { installActorCreate } from "../harness/table-actor-create";
import { perClientMap } from "../harness/per-client-map";
import { setUpFromPacks, type PackImport, type WorldDocuments } from "../harness/play-setup";
import type { WickedConflictTracker } from "../../src/games/wicked-age/conflict/tracker-app";
import type * as CampaignApps from "../../src/games/wicked-age/campaign/apps";

export type Trackers = Record<string, PlayWindow<WickedConflictTracker>>;

/** The game's modules, imported once the play table is in place (our classes extend its applications). */
export const wicked = {} as {
  Tracker: typeof WickedConflictTracker;
  OweList: typeof CampaignApps.WickedOweList;
  StorySheet: typeof CampaignApps.WickedStorySheet;
  Deal: typeof CampaignApps.WickedDealDialog;
  readCombatState: typeof import("../../src/games/wicked-age/conflict/combat-docs").readCombatState;
  readCampaignSetting: typeof import("../../src/games/wicked-age/campaign/campaign-store").readCampaignSetting;
};

let combats: TableCombat[] = [];

/**
 * beforeAll: the play table, encounters, journals and actor creation; core
 * and In a Wicked Age registered with their Table tools; each client keeps
 * its own open story sheets and trackers (module registries per client, as
 * in a browser); the GM handlers loaded up front, as a GM's client does at
 * ready.
 */
export async function installWickedTable(): Promise<void> {
  installPlayTable();
  installTableCombats(
    () => combats,
    (combat) => combats.push(combat),
  );
  installTableJournals();
  installActorCreate();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game.scenes = { viewed: null };
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { wickedAgeModule } = await import("../../src/games/wicked-age/module");
  registerGame(coreModule);
  registerGame(wickedAgeModule);
  (await import("../../src/core/table-tools-app")).registerTableTools([wickedAgeModule]);
  const apps = await import("../../src/games/wicked-age/campaign/apps");
  const trackers = await import("../../src/games/wicked-age/conflict/tracker-app");
  perClientMap(apps.openStorySheets, (app) =>
    app instanceof apps.WickedStorySheet ? (app as unknown as { storyUuid: string }).storyUuid : undefined,
  );
  perClientMap(trackers.openTrackers, (app) =>
    app instanceof trackers.WickedConflictTracker ? (app as unknown as { combatId: string }).combatId : undefined,
  );
  await import("../../src/games/wicked-age/gm-handlers");
  wicked.Tracker = trackers.WickedConflictTracker;
  wicked.OweList = apps.WickedOweList;
  wicked.StorySheet = apps.WickedStorySheet;
  wicked.Deal = apps.WickedDealDialog;
  wicked.readCombatState = (await import("../../src/games/wicked-age/conflict/combat-docs")).readCombatState;
  wicked.readCampaignSetting = (await import("../../src/games/wicked-age/campaign/campaign-store")).readCampaignSetting;
}

type Data = Record<string, unknown>;
const readPack = (rel: string): Data => JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as Data;

/** An oracle's entry for a card, as the committed pack source has it (the book's text). */
export function oracleText(oracle: string, card: string): string {
  for (const file of readdirSync(join(PACKS_DIR, "wicked-age-oracles"))) {
    const table = readPack(join("wicked-age-oracles", file));
    const flags = (table.flags as Record<string, Data>)["story-engines"];
    if (flags?.oracle !== oracle) continue;
    const result = (table.results as Data[]).find(
      (r) => (r.flags as Record<string, Data>)["story-engines"]?.card === card,
    );
    return String(result?.name ?? "");
  }
  return "";
}

/** The table of most play-throughs: Erin, the Foundry GM, and Amy and Martha, who play Amek's and Mekha's side. */
export const ERIN_AMY_MARTHA = [
  { id: "erin", name: "Erin", isGM: true },
  { id: "amy", name: "Amy" },
  { id: "martha", name: "Martha" },
];

/** The table's encounters, as the game's tools see them (`game.combats`); `reset` empties them (each test). */
export function conflictsOnTable(reset = false): TableCombat[] {
  if (reset) combats = [];
  return combats;
}

/** The newest encounter (the one the Combat Tracker and the conflict tool show). */
export function currentConflict(): TableCombat {
  const combat = combats.at(-1);
  if (!combat) throw new Error("no conflict on the table");
  return combat;
}

/** Who else the GM imports, beside the players' characters. */
export interface OtherImports {
  /** NPCs, owned by no player (the Foundry GM's; the chapter's GM plays them). */
  npcs?: string[];
  /** Characters nobody is given: LIMITED to all, the Foundry GM's to play. */
  unplayed?: string[];
  /** Other shipped documents (the deck, to stack its next shuffle). */
  packs?: PackImport[];
}

/**
 * The GM sets the world up from the shipped example characters: imports the
 * named ones, each player OWNER of theirs and the others LIMITED (as
 * Configure Ownership saves it), and whatever else `others` names.
 */
export function setUpCharacters(
  play: Play,
  players: Record<string, string>,
  { npcs = [], unplayed = [], packs = [] }: OtherImports = {},
): Promise<WorldDocuments> {
  const ownership: Record<string, Record<string, "OWNER" | "LIMITED">> = {};
  for (const [name, user] of Object.entries(players)) ownership[name] = { [user]: "OWNER", default: "LIMITED" };
  for (const name of unplayed) ownership[name] = { default: "LIMITED" };
  return setUpFromPacks(play, {
    import: [{ pack: "wicked-age-characters", names: [...Object.keys(players), ...npcs, ...unplayed] }, ...packs],
    ownership,
  });
}

/** The Table tools' control for one of the game's tools. */
export const tool = (name: string) => ({ tool: `wicked-age/${name}` });

/** `seat` opens Table tools from their Actors sidebar and clicks one of the game's tools. */
export async function openTool(play: Play, seat: string, name: string): Promise<void> {
  const tools = await play.seat(seat).openTableTools();
  await tools.click("openTool", tool(name));
}

/** `seat` opens the conflict tracker from Table tools (the chapter's GM starts a conflict when there is none). */
export async function openTracker(play: Play, seat: string): Promise<PlayWindow<WickedConflictTracker>> {
  await openTool(play, seat, "conflict");
  return play.seat(seat).window(wicked.Tracker);
}

/** Each seat opens the tracker from their own Table tools, in this order (the chapter's GM first starts one). */
export async function openTrackers(play: Play, seats: readonly string[]): Promise<Trackers> {
  const out: Trackers = {};
  for (const seat of seats) out[seat] = await openTracker(play, seat);
  return out;
}

/** `seat` opens a window from Table tools and the window of `cls` it opened comes back. */
export async function openFromTools<T extends foundry.applications.api.ApplicationV2>(
  play: Play,
  seat: string,
  name: string,
  cls: abstract new (...args: never[]) => T,
): Promise<PlayWindow<T>> {
  await openTool(play, seat, name);
  return play.seat(seat).window(cls);
}

/** `dealer` deals the oracle (the first chapter's choice of oracle, or the chapter's fixed one) from Table tools. */
export async function deal(play: Play, dealer: string, oracle?: string): Promise<void> {
  const dialog = await openFromTools(play, dealer, "deal", wicked.Deal);
  if (oracle) dialog.set({ oracle });
  await dialog.click("dealCards");
}

/** `gm`, who runs the chapter, ends it from their owe list (and confirms). */
export async function endChapter(play: Play, gm: string): Promise<void> {
  const owe = await openFromTools(play, gm, "owe-list", wicked.OweList);
  play.seat(gm).answerDialog((d) => d.press("yes"));
  await owe.click("endChapter");
}

/** A fighter in a first round: who plays it, its name, the forms chosen and the faces rolled (in form order). */
export interface Fighter {
  /** The player who plays it (its OWNER). */
  seat: string;
  name: string;
  forms: string[];
  roll: number[];
}

/**
 * A conflict's first round, played to its end, then ended by the chapter's
 * GM `gm`: the Foundry GM clicks Create Encounter; `gm` and each side's
 * player open its tracker from Table tools; each player joins with their
 * own character (picking it in the join dialog when they play several) and
 * chooses its dice; `gm` starts the round; both
 * roll; the standing roll's side moves on the other, who answers with
 * `answer` (short of the mover's roll and more than half of it: the round
 * ends). `loser`, the side with smaller dice, goes on the owe list.
 */
export async function firstRound(
  play: Play,
  gm: string,
  mover: Fighter,
  loser: Fighter,
  answer: number[],
): Promise<void> {
  await clickCreateEncounter(play, play.table.gmId);
  const t = await openTrackers(play, [...new Set([gm, mover.seat, loser.seat])]);
  const combat = currentConflict();
  const id = (name: string) => combat.combatants.find((c) => c.name === name)?.id ?? "";
  for (const side of [mover, loser]) {
    const joining = play.seat(side.seat);
    const candidates = play.table.actors.filter(
      (a) =>
        (a.type === "wickedCharacter" || a.type === "wickedNpc") &&
        a.testUserPermission(play.table.mustUser(side.seat), "OWNER"),
    );
    const actor = candidates.find((a) => a.name === side.name);
    if (candidates.length > 1) joining.answerDialog((d) => d.press("ok", { actor: actor?.uuid ?? "" }));
    await t[side.seat]!.click("join");
  }
  for (const side of [mover, loser]) {
    play.seat(side.seat).answerDialog((d) => d.press("ok", { form: side.forms }));
    await t[side.seat]!.click("chooseDice", { participant: id(side.name) });
  }
  await t[gm]!.click("startRound");
  for (const side of [loser, mover]) {
    play.table.faces = [...side.roll];
    await t[side.seat]!.click("roll", { participant: id(side.name) });
  }
  t[mover.seat]!.set({ target: [id(loser.name)] });
  await t[mover.seat]!.click("declareMove", { participant: id(mover.name) });
  play.table.faces = [...answer];
  await t[loser.seat]!.click("answer", { participant: id(loser.name) });
  play.seat(gm).answerDialog((d) => d.press("yes"));
  await t[gm]!.click("endConflict");
}

/**
 * From a new campaign to chapter 3 run by `chapterGm`, as a table plays it:
 * `dealer` deals chapters 1 and 2, Erin (the Foundry GM, who runs them)
 * ends each from her owe list (empty: nobody comes back), and records
 * `chapterGm` as chapter 3's GM on its story sheet.
 */
export async function playToChapterThree(play: Play, dealer: string, chapterGm: string): Promise<void> {
  const gm = play.table.gmId;
  for (let chapter = 1; chapter <= 2; chapter += 1) {
    await deal(play, dealer);
    await endChapter(play, gm);
  }
  // Ending chapter 2 opened chapter 3's story sheet on her screen.
  const sheet = play.seat(gm).window(wicked.StorySheet);
  sheet.set({ gmUser: chapterGm });
  await sheet.click("recordGm");
  const campaign = wicked.readCampaignSetting();
  if (campaign.chapter !== 3 || campaign.gm !== chapterGm) throw new Error(`chapter 3 is not ${chapterGm}'s`);
}
