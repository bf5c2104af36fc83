// Checks on compendium pack sources (packs/<pack>/**/*.json). The official
// CLI silently skips a file without `_key` and validates nothing else, so
// everything Foundry would trip on later is checked here, with the file and
// field named in words. The build stops on any problem (tools/build.mjs).
//
//   - the manifest's packs and the folders under packs/ match;
//   - each file is one JSON document (a syntax error gives its line and column);
//   - `_id`, `_key` (top level and embedded), unique ids, folders;
//   - every document and embedded document against its shape
//     (tools/checks/pack-documents.mjs): journal entries and pages, roll tables
//     and results (formula, ranges, links), card stacks and cards, actors with
//     their items, `_stats`;
//   - Actor/Item `system` data against the sub-type's spec (src/schema), and
//     every link in it (uuid fields) to a document that exists in our packs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { EMBEDDED, ID, checkDocument, checkFolder, isPlainObject, show } from "./pack-documents.mjs";

const COLLECTIONS = {
  Actor: "actors",
  Item: "items",
  RollTable: "tables",
  Cards: "cards",
  JournalEntry: "journal",
  Macro: "macros",
  Scene: "scenes",
};

const DEFAULT_LANG = new URL("../../lang/en.json", import.meta.url);

/** How the generic `type` problem's {expected} reads in a sentence. */
const EXPECTED = {
  number: "a number",
  text: "text",
  "true/false": "true or false",
  list: "a list",
  object: "an object",
};

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
 * Parse JSON text; on a syntax error, say where (line and column) in words.
 * @returns {{ok: true, value: unknown} | {ok: false, error: string}}
 */
export function parseJsonText(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    // V8 does not always give a position ("Unexpected token ']', "…" is not valid JSON"): find it.
    const offset = syntaxErrorOffset(text);
    const before = text.slice(0, offset).split("\n");
    const line = before.length;
    const column = before[before.length - 1].length + 1;
    const reason = String(error.message)
      .replace(/\s*\(line \d+ column \d+\)/, "")
      .replace(/, "[\s\S]*" is not valid JSON$/, "")
      .replace(/\s*(in|after) JSON at position \d+/, "");
    return { ok: false, error: `not valid JSON at line ${line}, column ${column}: ${reason}` };
  }
}

/** The offset of the first character a JSON parser refuses (text.length when the text ends too soon). */
function syntaxErrorOffset(text) {
  let i = 0;
  const fail = () => {
    throw i;
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const literal = (word) => (text.startsWith(word, i) ? (i += word.length) : fail());
  const string = () => {
    if (text[i] !== '"') fail();
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] < " ") fail();
      if (text[i] === "\\") {
        i++;
        if (text[i] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? "")) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const value = () => {
    space();
    const c = text[i];
    if (c === "{") {
      i++;
      space();
      if (text[i] === "}") return i++;
      for (;;) {
        space();
        string();
        space();
        if (text[i] !== ":") fail();
        i++;
        value();
        space();
        if (text[i] === "}") return i++;
        if (text[i] !== ",") fail();
        i++;
      }
    }
    if (c === "[") {
      i++;
      space();
      if (text[i] === "]") return i++;
      for (;;) {
        value();
        space();
        if (text[i] === "]") return i++;
        if (text[i] !== ",") fail();
        i++;
      }
    }
    if (c === '"') return string();
    if (c === "t") return literal("true");
    if (c === "f") return literal("false");
    if (c === "n") return literal("null");
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!number) fail();
    i += number[0].length;
  };
  try {
    value();
    space();
    return i < text.length ? i : text.length;
  } catch (offset) {
    return Math.min(offset, text.length);
  }
}

/**
 * @param {string} packsDir the packs/ folder
 * @param {{name: string, type: string, path: string}[]} manifestPacks the manifest's packs
 * @param {Function} specFor model spec lookup: (documentName, type) => spec or undefined
 * @param {Function} validateSystem (spec, system) => problems [{path, code, params}]
 * @param {{systemId?: string, lang?: object}} [options] the system id links must use (default
 *   "story-engines"); the lang file whose STORY_ENGINES.Validation strings word the problems
 *   (default lang/en.json)
 * @returns {string[]} one message per problem, each naming the file and the field
 */
export function checkPackSources(packsDir, manifestPacks, specFor, validateSystem, options = {}) {
  const systemId = options.systemId ?? "story-engines";
  const lang = options.lang ?? JSON.parse(readFileSync(DEFAULT_LANG, "utf8"));
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

  // 1. Load every file of every pack, and index what links can point to.
  const loaded = [];
  const packs = new Map();
  const uuids = new Set();
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
    packs.set(pack.name, { type: pack.type });
    const files = [];
    for (const file of listJsonFiles(join(packsDir, pack.name))) {
      const where = relative(join(packsDir, ".."), file);
      const parsed = parseJsonText(readFileSync(file, "utf8"));
      if (!parsed.ok) {
        problems.push(`${where}: ${parsed.error}`);
        continue;
      }
      const doc = parsed.value;
      const isFolder = isPlainObject(doc) && typeof doc._key === "string" && doc._key.startsWith("!folders!");
      files.push({ where, doc, isFolder });
      if (isPlainObject(doc) && typeof doc._id === "string") {
        const base = `Compendium.${systemId}.${pack.name}`;
        if (isFolder) uuids.add(`${base}.Folder.${doc._id}`);
        else indexDocument(pack.type, doc, `${base}.${pack.type}.${doc._id}`, uuids);
      }
    }
    loaded.push({ pack, collection, files });
  }

  // 2. Check each document.
  const resolveUuid = (uuid) => resolve(uuid, systemId, packs, uuids);
  for (const { pack, collection, files } of loaded) {
    const folderIds = new Set(files.filter((f) => f.isFolder).map((f) => f.doc._id));
    const seen = new Map();
    for (const { where, doc, isFolder } of files) {
      if (!isPlainObject(doc)) {
        problems.push(`${where}: holds ${show(doc)}, not a document (an object with _id, _key and name)`);
        continue;
      }
      const report = (path, text) => problems.push(`${where}: ${path ? `${path}: ` : ""}${text}`);
      const expectKey = `!${isFolder ? "folders" : collection}!${doc._id}`;
      if (typeof doc._id !== "string" || !ID.test(doc._id))
        problems.push(`${where}: _id ${JSON.stringify(doc._id) ?? "(missing)"} must be 16 letters/digits`);
      if (doc._key === undefined) problems.push(`${where}: no _key (the Foundry CLI would silently skip this file)`);
      else if (doc._key !== expectKey) problems.push(`${where}: _key ${show(doc._key)} should be "${expectKey}"`);
      if (typeof doc._id === "string") {
        if (seen.has(doc._id)) problems.push(`${where}: _id ${doc._id} already used by ${seen.get(doc._id)}`);
        seen.set(doc._id, where);
      }
      const ctx = {
        report,
        systemId,
        packName: pack.name,
        packType: pack.type,
        folderIds,
        resolveUuid,
        keyOf: (segment, child) => `!${collection}.${segment}!${doc._id}.${child._id}`,
        checkSystem: (documentName, document, path) =>
          checkSystem(documentName, document, path, { report, specFor, validateSystem, lang, resolveUuid }),
      };
      if (isFolder) checkFolder(doc, ctx);
      else checkDocument(pack.type, doc, "", ctx);
    }
  }
  return problems;
}

/** Add a document's uuid, and its embedded documents' uuids, to the index. */
function indexDocument(documentName, doc, uuid, uuids) {
  uuids.add(uuid);
  for (const [field, [childName]] of Object.entries(EMBEDDED[documentName] ?? {})) {
    if (!Array.isArray(doc[field])) continue;
    for (const child of doc[field]) {
      if (isPlainObject(child) && typeof child._id === "string")
        indexDocument(childName, child, `${uuid}.${childName}.${child._id}`, uuids);
    }
  }
}

/** undefined when `uuid` names a document in our packs; otherwise why not, in words. */
function resolve(uuid, systemId, packs, uuids) {
  const prefix = `Compendium.${systemId}.`;
  const form = `${prefix}<pack>.<Type>.<id>`;
  if (!uuid.startsWith("Compendium.")) {
    return `links a world document, which no other world has: a pack can only link documents in this system's packs (${form})`;
  }
  if (!uuid.startsWith(prefix))
    return `links another package's compendium: a pack can only link documents in this system's packs (${form})`;
  const [pack, type, id, ...rest] = uuid.slice(prefix.length).split(".");
  const info = packs.get(pack);
  if (!info) return `names no pack "${pack}" of this system`;
  if (type !== info.type && type !== "Folder")
    return `names ${/^[AEIOU]/.test(type) ? "an" : "a"} ${type}, but pack ${pack} holds ${info.type} documents (${form})`;
  if (uuids.has(uuid)) return undefined;
  if (!uuids.has(`${prefix}${pack}.${type}.${id}`)) return `is dangling: packs/${pack} has no ${type} with _id ${id}`;
  return `is dangling: ${type} ${id} in packs/${pack} has no embedded ${rest.join(".")}`;
}

/** The `system` data of an Actor or Item (top level, or embedded in an Actor), against its sub-type's spec. */
function checkSystem(documentName, doc, path, { report, specFor, validateSystem, lang, resolveUuid }) {
  const spec = typeof doc.type === "string" ? specFor(documentName, doc.type) : undefined;
  if (!spec) {
    report(path, `${documentName} type ${show(doc.type)} is not a registered sub-type`);
    return;
  }
  const at = (field) =>
    [path, "system", field]
      .filter(Boolean)
      .join(".")
      .replace(/\.(\d+)(?=\.|$)/g, "[$1]");
  if (!Object.hasOwn(doc, "system")) return report(at(""), "missing (an actor or item needs its system data)");
  if (!isPlainObject(doc.system)) return report(at(""), `must be an object, not ${show(doc.system)}`);
  const problems = validateSystem(spec, doc.system);
  for (const problem of problems) report("", problemText(problem, at(problem.path), lang));
  if (problems.length) return;
  for (const { path: field, value } of uuidValues(spec.fields, doc.system, "")) {
    const why = resolveUuid(value);
    if (why) report(at(field), `${show(value)} ${why}`);
  }
}

/** Every non-empty value of a uuid field in `data`, with its path. */
function uuidValues(fields, data, prefix) {
  const out = [];
  const visit = (spec, value, path) => {
    if (spec.kind === "uuid" && typeof value === "string" && value !== "") out.push({ path, value });
    else if (spec.kind === "array" && Array.isArray(value))
      value.forEach((v, i) => visit(spec.element, v, `${path}.${i}`));
    else if (spec.kind === "schema" && isPlainObject(value)) out.push(...uuidValues(spec.fields, value, path));
  };
  for (const [key, spec] of Object.entries(fields)) visit(spec, data[key], prefix ? `${prefix}.${key}` : key);
  return out;
}

/**
 * A validator problem in words, from the lang file: generic codes are
 * STORY_ENGINES.Validation.<code>, a game's own codes are lang keys already.
 */
export function problemText(problem, field, lang) {
  const key = problem.code.includes(".") ? problem.code : `STORY_ENGINES.Validation.${problem.code}`;
  const template = lookup(lang, key);
  const data = { ...(problem.params ?? {}) };
  if (problem.code === "type" && typeof data.expected === "string")
    data.expected = EXPECTED[data.expected] ?? data.expected;
  if (typeof template !== "string") {
    const details = Object.entries(data).map(([k, v]) => `${k} ${v}`);
    return `${field}: breaks the rule "${problem.code}"${details.length ? ` (${details.join(", ")})` : ""}`;
  }
  const text = template.replace(/\{(\w+)\}/g, (whole, name) =>
    name === "field" ? field : data[name] !== undefined ? String(data[name]) : whole,
  );
  return template.includes("{field}") ? text : `${field}: ${text}`;
}

function lookup(lang, key) {
  if (typeof lang?.[key] === "string") return lang[key];
  return key.split(".").reduce((node, part) => (isPlainObject(node) ? node[part] : undefined), lang);
}
