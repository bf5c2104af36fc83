/**
 * Setting up a play-through's table the way a GM sets up a world, from what
 * the system ships (issue #27 §4):
 *
 *   const world = await setUpFromPacks(play, {
 *     import: [{ pack: "venus-characters", names: ["Gwyn", "Reidh"] }, { pack: "venus-jobs" }],
 *     ownership: { Gwyn: { ann: "OWNER", default: "LIMITED" } },
 *     roles: { "venus.fc": ["bob"] },
 *   });
 *   const gwyn = world.actor("Gwyn");
 *
 * 1. Every pack system.json declares is on the table, read from the
 *    committed sources under `packs/`, with its per-role ownership
 *    (shipped-packs.ts); `game.packs` and `fromUuid("Compendium.…")` find them.
 * 2. The GM imports the named documents (every document of the pack when no
 *    names are given) through the world collection's `importFromCompendium`,
 *    as the Import command of the compendium and the directory do
 *    (table-imports.ts): the `_id` is kept, `_stats.compendiumSource` names the
 *    pack document, folder, sort and ownership stay behind, the GM becomes
 *    OWNER as the creator, embedded documents come along. Links into a
 *    compendium stay as they are (Foundry does not rewrite them): whether they
 *    reach the world's copies is the game code's business.
 * 3. Ownership, as Configure Ownership saves it: one update of `ownership`
 *    by the GM per document (levels by name or number; `default` too).
 * 4. Roles, in the Table roles window: the GM opens it, ticks the named
 *    users for each role named (and unticks the others), and saves.
 *
 * Every write is a round trip the GM's client sends and the table lets land,
 * refused as Foundry's server would refuse it. None of it is a step of play
 * (`play.steps` does not count it). It returns the world documents by name.
 */
import type { Play } from "./play";
import { installShippedPacks, packType, SYSTEM_PACKAGE } from "./shipped-packs";
import { installCompendiumImports } from "./table-imports";
import { installTablePacks, type TableDeck, type TableRollTable } from "./table-cards";
import { LEVELS, type PermissionName } from "./permissions";
import type { TableActor, TableDocument, TableItem } from "./table-documents";
import type { TableJournal } from "./table-journals";
import { fillForm, type RenderingApplication } from "./rendering-apps";

export interface PackImport {
  /** The pack's name in system.json ("venus-characters"). */
  pack: string;
  /** The documents to import, by name; all of the pack's when left out. */
  names?: string[];
}

export type Level = number | PermissionName;

export interface TableSetUp {
  import: PackImport[];
  /** Per document name, per user id (or `default`), the level Configure Ownership sets. */
  ownership?: Record<string, Record<string, Level>>;
  /** Per role key ("venus.fc", "four-colors.storyguide"), the users the GM ticks in Table roles. */
  roles?: Record<string, string[]>;
  /** The GM who sets up (the table's first GM when left out). */
  gm?: string;
}

/** The world documents the set-up made, by name. */
export class WorldDocuments {
  readonly byName = new Map<string, TableDocument>();

  get(name: string): TableDocument {
    const doc = this.byName.get(name);
    if (!doc) throw new Error(`the set-up imported no document named ${name}`);
    return doc;
  }
  private typed<T extends TableDocument>(name: string, documentName: string): T {
    const doc = this.get(name);
    if (doc.documentName !== documentName) throw new Error(`${name} is a ${doc.documentName}, not a ${documentName}`);
    return doc as T;
  }
  actor(name: string): TableActor {
    return this.typed<TableActor>(name, "Actor");
  }
  item(name: string): TableItem {
    return this.typed<TableItem>(name, "Item");
  }
  journal(name: string): TableJournal {
    return this.typed<TableJournal>(name, "JournalEntry");
  }
  deck(name: string): TableDeck {
    return this.typed<TableDeck>(name, "Cards");
  }
  rollTable(name: string): TableRollTable {
    return this.typed<TableRollTable>(name, "RollTable");
  }
}

const levelOf = (level: Level): number => (typeof level === "number" ? level : LEVELS[level]);

/**
 * The system's packs on the table and the collections' compendium import in
 * place (setUpFromPacks does it first; a play-through whose code imports
 * by itself, e.g. a first deal importing the deck, may call it alone).
 */
export function installShippedWorld(play: Play): void {
  installTablePacks();
  installCompendiumImports();
  installShippedPacks(play.table);
}

/** Set the table up as a GM does, from the shipped packs; see the file's header. */
export async function setUpFromPacks(play: Play, setUp: TableSetUp): Promise<WorldDocuments> {
  const table = play.table;
  const gm = setUp.gm ?? table.gmId;
  if (!table.mustUser(gm).isGM) throw new Error(`${gm} is not a GM: only a GM sets up the world`);
  installShippedWorld(play);
  const world = new WorldDocuments();

  for (const { pack: name, names } of setUp.import) {
    const pack = table.packs.get(`${SYSTEM_PACKAGE}.${name}`);
    if (!pack) throw new Error(`no pack ${name}`);
    const wanted = names ?? pack.documents.map((d) => d.name);
    for (const docName of wanted) {
      const entry = pack.documents.find((d) => d.name === docName);
      if (!entry) throw new Error(`${name} holds no document named ${docName}`);
      if (world.byName.has(docName)) throw new Error(`two documents named ${docName}: import them apart`);
      const made = table.as(gm, () => {
        const collection = collectionOf(packType(name));
        return collection.importFromCompendium({ collection: pack.collection }, entry.id, {}, { keepId: true });
      });
      await table.settle();
      world.byName.set(docName, await made);
    }
  }

  for (const [docName, levels] of Object.entries(setUp.ownership ?? {})) {
    const doc = world.get(docName);
    const ownership = {
      ...doc.ownership,
      ...Object.fromEntries(Object.entries(levels).map(([u, l]) => [u, levelOf(l)])),
    };
    const saved = table.as(gm, () => doc.update({ ownership }));
    await table.settle();
    await saved;
  }

  if (setUp.roles && Object.keys(setUp.roles).length > 0) await handOutRoles(play, gm, setUp.roles);
  return world;
}

/**
 * A GM changes a document's ownership during play, as Configure Ownership
 * saves it: one `ownership` update by the GM (levels by name or number,
 * `default` too), a step of play (`play.steps` counts it).
 */
export async function configureOwnership(
  play: Play,
  doc: TableDocument,
  levels: Record<string, Level>,
  gm = play.table.gmId,
): Promise<void> {
  if (!play.table.mustUser(gm).isGM) throw new Error(`${gm} is not a GM: only a GM configures ownership`);
  const ownership = {
    ...doc.ownership,
    ...Object.fromEntries(Object.entries(levels).map(([u, l]) => [u, levelOf(l)])),
  };
  await play.step(play.table.as(gm, () => doc.update({ ownership })));
}

type ImportingCollection = {
  importFromCompendium: (
    pack: { collection: string },
    id: string,
    updateData: Record<string, unknown>,
    options: { keepId: boolean },
  ) => Promise<TableDocument>;
};

const COLLECTIONS: Record<string, string> = {
  Actor: "actors",
  Item: "items",
  JournalEntry: "journal",
  Cards: "cards",
  RollTable: "tables",
};

/** The world collection (`game.actors`, `game.journal`…) that imports documents of this kind. */
function collectionOf(documentName: string): ImportingCollection {
  const key = COLLECTIONS[documentName];
  const game = (globalThis as unknown as { game: Record<string, ImportingCollection | undefined> }).game;
  const collection = key ? game[key] : undefined;
  if (!collection) throw new Error(`no world collection imports ${documentName}`);
  return collection;
}

/**
 * The GM hands out roles in the Table roles window: opens it, ticks exactly
 * the named users for each named role, saves, closes it.
 */
async function handOutRoles(play: Play, gm: string, roles: Record<string, string[]>): Promise<void> {
  const { TableRolesMenu, registerTableRolesMenu } = await import("../../src/core/table-roles-menu");
  const { rolesOf } = await import("../../src/core/table-roles");
  const { GAME_DEFINITIONS } = await import("../../src/games/all-definitions");
  // Configure Settings lists the games this world plays (src/index.ts registers the menu at init).
  registerTableRolesMenu(GAME_DEFINITIONS.filter((d) => d.id === "core" || rolesOf([d.id]).length > 0));
  const seat = play.seat(gm);
  const window = await seat.open(() => new TableRolesMenu());
  const values: Record<string, boolean> = {};
  for (const [key, holders] of Object.entries(roles))
    for (const user of play.table.users.values()) values[`${key}.${user.id}`] = holders.includes(user.id);
  fillForm(window.element, values);
  const saved = play.table.as(gm, () => (window.window as unknown as RenderingApplication).submit());
  await play.table.settle();
  await saved;
  await window.close();
}
