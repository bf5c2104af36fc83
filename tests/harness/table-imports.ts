/**
 * Importing from a compendium on the play table, as Foundry's world
 * collections do it (`game.actors`, `game.items`, `game.journal`,
 * `game.cards`, `game.tables`): `fromCompendium(document, options)` gives
 * the document's data with its compendium source in
 * `_stats.compendiumSource`, without its folder, sort and ownership (and
 * without its `_id` unless `keepId`), its embedded documents (an actor's
 * items, a journal's pages, a deck's cards, a table's results) kept whole;
 * `importFromCompendium(pack, id, updateData, options)` creates the world
 * document from it on the running client: a round trip the server refuses
 * a user whose role may not create that kind of document (actors, items,
 * decks and roll tables: Assistant GMs and Gamemasters; journal entries:
 * from the Trusted Player role up), and whose creator becomes its OWNER.
 * Links inside the data that name a compendium document (an actor's
 * `Compendium.story-engines.….Actor.<id>`) are left as they are, as Foundry
 * leaves them.
 */
import { currentTable, type AsyncTable, type TableUser } from "./async-table";
import { permissionError, ROLES } from "./permissions";
import { buildDocument } from "./shipped-packs";
import { withSchemaDefaults } from "./schema-defaults";
import { TableActor, TableDocument, type TableStack } from "./table-documents";
import { TableDeck, TableRollTable } from "./table-cards";
import { TableJournal } from "./table-journals";

type Data = Record<string, unknown>;

export interface FromCompendiumOptions {
  keepId?: boolean;
  clearFolder?: boolean;
  clearSort?: boolean;
  clearOwnership?: boolean;
}

/** A document's full source data, its embedded documents included (each with its `_id`). */
export function sourceOf(doc: TableDocument): Data {
  const data: Data = { ...structuredClone(doc.data), _id: doc.id, ownership: structuredClone(doc.ownership) };
  if (doc instanceof TableActor) data.items = doc.items.map((i) => ({ ...structuredClone(i.data), _id: i.id }));
  if (doc instanceof TableJournal) data.pages = doc.pages.map((p) => ({ ...structuredClone(p.data), _id: p.id }));
  if (doc instanceof TableRollTable)
    data.results = doc.results.map((r) => ({ ...structuredClone(r.data), _id: r.id, range: [...r.range] }));
  if (doc instanceof TableDeck)
    data.cards = (doc.cards.contents as unknown as { id: string; data: Data; sort: number }[]).map((c) => ({
      ...structuredClone(c.data),
      _id: c.id,
      sort: c.sort,
    }));
  return data;
}

/** Foundry's `WorldCollection#fromCompendium`: the data a world copy of `doc` is created from. */
export function fromCompendium(doc: TableDocument, options: FromCompendiumOptions = {}): Data {
  const { keepId = false, clearFolder = false, clearSort = true, clearOwnership = true } = options;
  const data = sourceOf(doc);
  if (!keepId) delete data._id;
  if (clearFolder) delete data.folder;
  if (clearSort) delete data.sort;
  if (clearOwnership) delete data.ownership;
  // A pack's document names itself as the source; a world document keeps the source it had.
  const stats = (data._stats ?? {}) as Data;
  if (doc.pack) data._stats = { ...stats, compendiumSource: doc.uuid, duplicateSource: null };
  return data;
}

/** Whether Foundry's default permissions let this user create a world document of this kind. */
export function mayCreate(user: TableUser, documentName: string): boolean {
  if (user.isGM) return true;
  return documentName === "JournalEntry" && user.role >= ROLES.TRUSTED;
}

let made = 0;
/** A fresh world id, as the server gives a document created without `keepId`. */
function freshId(documentName: string): string {
  made += 1;
  return `${documentName.toLowerCase()}W${made.toString().padStart(4, "0")}`;
}

/** The world list a created document joins. */
function worldList(table: AsyncTable, documentName: string): TableDocument[] {
  switch (documentName) {
    case "Actor":
      return table.actors;
    case "Item":
      return table.items;
    case "JournalEntry":
      return table.journals;
    case "Cards":
      return table.stacks as TableStack[];
    case "RollTable":
      return table.rollTables;
    default:
      throw new Error(`no world collection of ${documentName} on the play table`);
  }
}

/**
 * `<Document>.create(data, { keepId })` on the running client: refused when
 * it lands for a user Foundry's default permissions do not let create it;
 * otherwise the document joins its world collection, its creator OWNER.
 */
export function createWorldDocument(
  documentName: string,
  data: Data,
  options: { keepId?: boolean } = {},
): Promise<TableDocument> {
  const table = currentTable();
  const creator = table.user;
  const sent = structuredClone(data);
  const id = options.keepId && typeof sent._id === "string" ? sent._id : freshId(documentName);
  const ownership: Record<string, number> = {
    default: 0,
    ...((sent.ownership as Record<string, number> | undefined) ?? {}),
  };
  ownership[creator.id] = 3;
  delete sent.ownership;
  return table.defer(`create ${documentName} ${String(sent.name ?? "")}`, () => {
    if (!mayCreate(creator, documentName)) throw permissionError(creator, `create ${documentName}`);
    const list = worldList(table, documentName);
    if (list.some((d) => d.id === id)) throw new Error(`${documentName} ${id} already exists in the world`);
    const system = withSchemaDefaults(documentName, String(sent.type ?? ""), sent.system);
    const doc = buildDocument(documentName, { ...sent, _id: id, ...(sent.type ? { system } : {}) }, ownership);
    list.push(doc);
    return doc;
  });
}

/** A pack as a world collection's import reads it (`game.packs.get(…)` or the table's own pack). */
interface PackLike {
  collection: string;
}

/** Foundry's `WorldCollection#importFromCompendium`: read the pack's document, create the world's copy. */
export async function importFromCompendium(
  documentName: string,
  pack: PackLike,
  id: string,
  updateData: Data = {},
  options: FromCompendiumOptions = {},
): Promise<TableDocument> {
  const table = currentTable();
  const tablePack = table.packs.get(pack.collection);
  const reader = table.user;
  if (!tablePack) throw new Error(`no pack ${pack.collection}`);
  if (tablePack.levelFor(reader) < 2) throw permissionError(reader, `read ${pack.collection}`);
  const doc = tablePack.documents.find((d) => d.id === id);
  if (!(doc instanceof TableDocument)) throw new Error(`${pack.collection} holds no document ${id}`);
  const data = { ...fromCompendium(doc, options), ...structuredClone(updateData) };
  return createWorldDocument(documentName, data, { keepId: options.keepId === true });
}

/** Give the world collections Foundry's compendium import (`fromCompendium`, `importFromCompendium`). */
export function installCompendiumImports(): void {
  const game = (globalThis as unknown as { game: Record<string, Data | undefined> }).game;
  const collection = (key: string, documentName: string, list: (t: AsyncTable) => TableDocument[]): void => {
    const existing = game[key] ?? {};
    game[key] = Object.assign(existing, {
      ...(existing.get
        ? {}
        : {
            get: (id: string) => list(currentTable()).find((d) => d.id === id),
            find: (fn: (d: TableDocument) => boolean) => list(currentTable()).find(fn),
            filter: (fn: (d: TableDocument) => boolean) => list(currentTable()).filter(fn),
            map: <U>(fn: (d: TableDocument) => U) => list(currentTable()).map(fn),
          }),
      documentName,
      fromCompendium: (doc: TableDocument, options: FromCompendiumOptions = {}) => fromCompendium(doc, options),
      importFromCompendium: (pack: PackLike, id: string, updateData: Data = {}, options: FromCompendiumOptions = {}) =>
        importFromCompendium(documentName, pack, id, updateData, options),
    });
    Object.defineProperty(game[key], "contents", { get: () => [...list(currentTable())], configurable: true });
  };
  // `Actor.create` where the table has none yet (a test's own stand-in, e.g. table-actor-create.ts, stays).
  const g = globalThis as unknown as { Actor?: { create?: unknown } };
  if (g.Actor && typeof g.Actor.create !== "function")
    g.Actor.create = (data: Data, options: { keepId?: boolean } = {}) => createWorldDocument("Actor", data, options);
  collection("actors", "Actor", (t) => t.actors);
  collection("items", "Item", (t) => t.items);
  collection("journal", "JournalEntry", (t) => t.journals);
  collection("cards", "Cards", (t) => t.stacks);
  collection("tables", "RollTable", (t) => t.rollTables);
}
