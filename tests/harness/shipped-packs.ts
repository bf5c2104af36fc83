/**
 * The system's own compendium packs on the play table, read from the
 * committed sources under `packs/` as system.json declares them: each pack
 * with its per-role ownership and its documents (actors with their embedded
 * items, items, journal entries with their pages, roll tables with their
 * results, Cards decks with their cards), every document keeping its `_id`.
 * Read once per process; each table gets fresh document objects, so what
 * one test does to a pack document never reaches the next test.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listJsonFiles } from "../../tools/checks/packs.mjs";
import { PACKS_DIR, ROOT } from "../../tools/lib/pack-writer.mjs";
import type { AsyncTable } from "./async-table";
import type { PermissionName, RoleName } from "./permissions";
import { TableDeck, TableRollTable } from "./table-cards";
import { TableActor, TableDocument, TableItem } from "./table-documents";
import { TableJournal, TableJournalPage } from "./table-journals";

type Data = Record<string, unknown>;

export const SYSTEM_PACKAGE = "story-engines";

interface PackEntry {
  name: string;
  type: string;
  ownership: Partial<Record<RoleName, PermissionName>>;
}

let manifest: PackEntry[] | null = null;
const sources = new Map<string, Data[]>();

/** system.json's packs. */
export function shippedPacks(): PackEntry[] {
  manifest ??= (JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { packs: PackEntry[] }).packs;
  return manifest;
}

/** The committed source documents of one pack (folders left out), parsed once. */
export function packSources(name: string): Data[] {
  let docs = sources.get(name);
  if (!docs) {
    const files = listJsonFiles(join(PACKS_DIR, name)) as string[];
    docs = files
      .map((file) => JSON.parse(readFileSync(file, "utf8")) as Data)
      .filter((doc) => !String(doc._key ?? "").startsWith("!folders!"));
    sources.set(name, docs);
  }
  return structuredClone(docs);
}

/**
 * The actor class the play table builds for an actor type, when a game's
 * data model derives part of its `system` (Personae's token bars): the
 * play-through or fuzz table registers it; otherwise a plain TableActor.
 */
export const actorClasses = new Map<string, typeof TableActor>();

/** A document of `documentName` built from its source data (a pack's, or a world copy's), keeping its `_id`. */
export function buildDocument(
  documentName: string,
  source: Data,
  ownership: Record<string, number> = {},
): TableDocument {
  const { _id, _key, ...data } = source;
  void _key;
  const id = String(_id);
  switch (documentName) {
    case "Actor": {
      const { items, ...rest } = data;
      const Actor = actorClasses.get(String(rest.type)) ?? TableActor;
      const actor = new Actor(id, rest, ownership);
      for (const item of Array.isArray(items) ? (items as Data[]) : []) {
        const { _id: itemId, ...itemData } = item;
        actor.items.set(String(itemId), new TableItem(String(itemId), itemData, actor));
      }
      return actor;
    }
    case "Item":
      return Object.assign(new TableItem(id, data), { ownership: { default: 0, ...ownership } });
    case "JournalEntry": {
      const { pages, ...rest } = data;
      const journal = new TableJournal(id, rest, ownership);
      for (const page of Array.isArray(pages) ? (pages as Data[]) : []) {
        const { _id: pageId, ...pageData } = page;
        journal.pages.set(String(pageId), new TableJournalPage(String(pageId), pageData, journal));
      }
      return journal;
    }
    case "RollTable":
      return Object.assign(new TableRollTable(id, data), { ownership: { default: 0, ...ownership } });
    case "Cards":
      return new TableDeck(id, data, ownership);
    default:
      throw new Error(`the play table has no ${documentName} documents`);
  }
}

/**
 * Put every pack system.json declares on this table (once per table), with
 * its ownership and fresh copies of its documents.
 */
export function installShippedPacks(table: AsyncTable): void {
  for (const entry of shippedPacks()) {
    const id = `${SYSTEM_PACKAGE}.${entry.name}`;
    if (table.packs.has(id)) continue;
    const pack = table.addPack(id, entry.ownership);
    for (const source of packSources(entry.name)) pack.add(buildDocument(entry.type, source));
  }
}

/** The document type a shipped pack holds ("Actor", "JournalEntry"…). */
export function packType(name: string): string {
  const entry = shippedPacks().find((p) => p.name === name);
  if (!entry) throw new Error(`system.json declares no pack ${name}`);
  return entry.type;
}
