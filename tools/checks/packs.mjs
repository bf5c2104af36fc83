// Checks on compendium pack sources (packs/<pack>/**/*.json). The official
// CLI silently skips a file without `_key` and validates nothing else, so
// everything Foundry would trip on later is checked here, with the file and
// field named. The build stops on any problem (tools/build.mjs).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const COLLECTIONS = {
  Actor: "actors",
  Item: "items",
  RollTable: "tables",
  Cards: "cards",
  JournalEntry: "journal",
  Macro: "macros",
  Scene: "scenes",
};

/** Embedded collections per document type: source field → key segment. */
const EMBEDDED = {
  Actor: { items: "items", effects: "effects" },
  Item: { effects: "effects" },
  RollTable: { results: "results" },
  Cards: { cards: "cards" },
  JournalEntry: { pages: "pages" },
};

const ID = /^[A-Za-z0-9]{16}$/;

export function listJsonFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listJsonFiles(full));
    else if (entry.endsWith(".json")) out.push(full);
  }
  return out.sort();
}

/**
 * @param {string} packsDir the packs/ folder
 * @param {{name: string, type: string, path: string}[]} manifestPacks the manifest's packs
 * @param {Function} specFor model spec lookup: (documentName, type) => spec or undefined
 * @param {Function} validateSystem (spec, system) => problems [{path, code, params}]
 */
export function checkPackSources(packsDir, manifestPacks, specFor, validateSystem) {
  const problems = [];
  let folders = [];
  try {
    folders = readdirSync(packsDir).filter((f) => statSync(join(packsDir, f)).isDirectory());
  } catch {
    folders = [];
  }
  for (const folder of folders) {
    if (!manifestPacks.some((p) => p.name === folder))
      problems.push(`packs/${folder}: no entry in system.json "packs"`);
  }
  for (const pack of manifestPacks) {
    if (!folders.includes(pack.name)) {
      problems.push(`system.json pack "${pack.name}" has no source folder packs/${pack.name}`);
      continue;
    }
    if (pack.path !== `packs/${pack.name}`)
      problems.push(`system.json pack "${pack.name}": path should be packs/${pack.name}`);
    const collection = COLLECTIONS[pack.type];
    if (!collection) {
      problems.push(`system.json pack "${pack.name}": unsupported type ${pack.type}`);
      continue;
    }
    const seen = new Map();
    for (const file of listJsonFiles(join(packsDir, pack.name))) {
      const where = relative(join(packsDir, ".."), file);
      let doc;
      try {
        doc = JSON.parse(readFileSync(file, "utf8"));
      } catch (error) {
        problems.push(`${where}: not valid JSON (${error.message})`);
        continue;
      }
      const isFolder = doc._key?.startsWith("!folders!");
      const expectKey = `!${isFolder ? "folders" : collection}!${doc._id}`;
      if (!ID.test(doc._id ?? "")) problems.push(`${where}: _id "${doc._id}" must be 16 letters/digits`);
      if (doc._key === undefined) problems.push(`${where}: no _key (the Foundry CLI would silently skip this file)`);
      else if (doc._key !== expectKey) problems.push(`${where}: _key "${doc._key}" should be "${expectKey}"`);
      if (seen.has(doc._id)) problems.push(`${where}: _id ${doc._id} already used by ${seen.get(doc._id)}`);
      seen.set(doc._id, where);
      if (!doc.name || typeof doc.name !== "string") problems.push(`${where}: no name`);
      if (isFolder) continue;
      problems.push(...checkSystem(where, pack.type, doc, specFor, validateSystem));
      problems.push(...checkEmbedded(where, pack.type, collection, doc, specFor, validateSystem));
    }
  }
  return problems;
}

function checkSystem(where, documentName, doc, specFor, validateSystem) {
  if (documentName !== "Actor" && documentName !== "Item") return [];
  const spec = specFor(documentName, doc.type);
  if (!spec) return [`${where}: ${documentName} type "${doc.type}" is not a registered sub-type`];
  return validateSystem(spec, doc.system ?? {}).map(
    (p) => `${where}: system.${p.path || "(whole)"} — ${p.code}${p.params ? ` ${JSON.stringify(p.params)}` : ""}`,
  );
}

function checkEmbedded(where, documentName, collection, doc, specFor, validateSystem) {
  const problems = [];
  for (const [field, segment] of Object.entries(EMBEDDED[documentName] ?? {})) {
    const list = doc[field];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push(`${where}: ${field} must be a list`);
      continue;
    }
    const ids = new Set();
    for (const [i, child] of list.entries()) {
      const at = `${where}: ${field}[${i}]`;
      const expectKey = `!${collection}.${segment}!${doc._id}.${child._id}`;
      if (!ID.test(child._id ?? "")) problems.push(`${at}: _id "${child._id}" must be 16 letters/digits`);
      if (child._key !== expectKey) problems.push(`${at}: _key "${child._key}" should be "${expectKey}"`);
      if (ids.has(child._id)) problems.push(`${at}: duplicate _id ${child._id}`);
      ids.add(child._id);
      if (documentName === "Actor" && field === "items") {
        problems.push(...checkSystem(`${at}`, "Item", child, specFor, validateSystem));
      }
    }
  }
  return problems;
}
