/**
 * The In a Wicked Age play-throughs' table, shared by their files: the play
 * table with the game registered, the book's characters owned as at a real
 * table, a conflict on the table, and each seat's own tracker window.
 */
import { installPlayTable, type Play, type PlayTableOptions, type PlayWindow } from "../harness/play";
import { TableActor } from "../harness/table-documents";
import { installTableCombats, TableCombat } from "../harness/table-combat";
import type { WickedConflictTracker } from "../../src/games/wicked-age/conflict/tracker-app";

export type Trackers = Record<string, PlayWindow<WickedConflictTracker>>;

/** The game's modules, imported once the play table is in place (our classes extend its applications). */
export const wicked = {} as {
  Tracker: typeof WickedConflictTracker;
  readCombatState: typeof import("../../src/games/wicked-age/conflict/combat-docs").readCombatState;
  newConflict: typeof import("../../src/games/wicked-age/conflict/state").newConflict;
  conflictSystem: typeof import("../../src/games/wicked-age/conflict/documents").conflictSystem;
  readCampaignSetting: typeof import("../../src/games/wicked-age/campaign/campaign-store").readCampaignSetting;
};

let combats: TableCombat[] = [];

/** beforeAll: the play table, encounters, core and In a Wicked Age registered, the game's modules loaded. */
export async function installWickedTable(options: PlayTableOptions = {}): Promise<void> {
  installPlayTable(options);
  installTableCombats(
    () => combats,
    (combat) => combats.push(combat),
  );
  const g = globalThis as unknown as { game: Record<string, unknown> };
  g.game.scenes = { viewed: null };
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { wickedAgeModule } = await import("../../src/games/wicked-age/module");
  registerGame(coreModule);
  registerGame(wickedAgeModule);
  wicked.Tracker = (await import("../../src/games/wicked-age/conflict/tracker-app")).WickedConflictTracker;
  wicked.readCombatState = (await import("../../src/games/wicked-age/conflict/combat-docs")).readCombatState;
  wicked.newConflict = (await import("../../src/games/wicked-age/conflict/state")).newConflict;
  wicked.conflictSystem = (await import("../../src/games/wicked-age/conflict/documents")).conflictSystem;
  wicked.readCampaignSetting = (await import("../../src/games/wicked-age/campaign/campaign-store")).readCampaignSetting;
}

const INTERESTS = ["to come out of this alive", "to have the last word"];

/**
 * A character as the book prints it, its dice in the order covertly,
 * directly, for myself, for others, with love, with violence; its player owns
 * it and the others see it LIMITED.
 */
export function character(id: string, name: string, dice: number[], owner: string): TableActor {
  const [covertly, directly, forMyself, forOthers, withLove, withViolence] = dice.map((die) => ({
    die,
    current: die,
  }));
  const forms = { covertly, directly, forMyself, forOthers, withLove, withViolence };
  return new TableActor(
    id,
    { name, type: "wickedCharacter", system: { forms, interests: INTERESTS } },
    { default: 1, [owner]: 3 },
  );
}

/** The table's encounters, as the game's tools see them (`game.combats`). */
export function conflictsOnTable(reset = false): TableCombat[] {
  if (reset) combats = [];
  return combats;
}

/** A new conflict on the table (the GM's, default NONE), with nobody in it yet. */
export function placeConflict(id: string, name: string): TableCombat {
  const combat = new TableCombat(id, {
    name,
    type: "wickedConflict",
    system: wicked.conflictSystem(wicked.newConflict()),
  });
  combats = [combat];
  return combat;
}

/** One seat opens the conflict's tracker on their own client (one per client, by the conflict's id). */
export function openTracker(play: Play, seat: string, combat: TableCombat): Promise<PlayWindow<WickedConflictTracker>> {
  return play.seat(seat).open(
    () => new wicked.Tracker({ id: `wicked-conflict-${combat.id}` }),
    (app) => (app.combatId = combat.id),
  );
}

/** Every seat opens the conflict's tracker on their own client. */
export async function openTrackers(play: Play, combat: TableCombat, seats: readonly string[]): Promise<Trackers> {
  const out: Trackers = {};
  for (const seat of seats) out[seat] = await openTracker(play, seat, combat);
  return out;
}
