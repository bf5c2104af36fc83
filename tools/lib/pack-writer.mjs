// Shared plumbing for the scripts in tools/generate/.
//
// A generator module exports `generate()` returning a map from a pack source
// path (relative to packs/, e.g. "four-colors-names/italian-female.json") to
// the document object written there. Running the module directly writes the
// files; tests import it and compare the map with what is committed, so the
// committed sources can always be rebuilt from the source texts in
// tools/generate/sources/ (see the README there for where each comes from).
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const PACKS_DIR = join(ROOT, "packs");
/** The rulebook texts the generators read (kept in the repository). */
export const SOURCES_DIR = join(ROOT, "tools", "generate", "sources");

/** Stable JSON text: two-space indent, trailing newline. */
export function toJsonText(doc) {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * Write every file of `files` and remove any other .json file in the packs
 * the map touches (so a renamed document leaves no stale source behind).
 * @param {Record<string, object>} files
 */
export async function writePackFiles(files) {
  const packs = new Set(Object.keys(files).map((p) => p.split("/")[0]));
  for (const pack of packs) await rm(join(PACKS_DIR, pack), { recursive: true, force: true });
  for (const [rel, doc] of Object.entries(files)) {
    const target = join(PACKS_DIR, rel);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, toJsonText(doc), "utf8");
  }
  return [...packs];
}

/** True when the module at `url` is the script node was started with. */
export function isMain(url) {
  return process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === url;
}

/** List the .json files of a pack folder, recursively, relative to packs/. */
export async function listPackFiles(pack) {
  const out = [];
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith(".json")) out.push(full.slice(PACKS_DIR.length + 1));
    }
  }
  await walk(join(PACKS_DIR, pack));
  return out.sort();
}
