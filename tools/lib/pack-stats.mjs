// `_stats` for generated pack documents: which system and version made them
// and which Foundry core build their data is shaped for, the three fields
// Foundry itself writes that are not volatile. No timestamps and no user, so
// `npm run generate` writes the same files on every run; a version bump in
// package.json means running `npm run generate` again (the generator tests
// fail until the committed sources carry the new version).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./pack-writer.mjs";

/** Embedded collections that hold documents of their own (each gets `_stats` too). */
export const EMBEDDED_FIELDS = ["items", "effects", "pages", "results", "cards"];

/** @returns {{systemId: string, systemVersion: string, coreVersion: string}} */
export function packStats() {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  const system = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
  return { systemId: system.id, systemVersion: pkg.version, coreVersion: String(system.compatibility.minimum) };
}

/**
 * Add `_stats` to a document and, recursively, to its embedded documents.
 * @template {object} T
 * @param {T} doc
 * @param {ReturnType<typeof packStats>} stats
 * @returns {T}
 */
export function stampDocument(doc, stats) {
  const out = { ...doc };
  for (const field of EMBEDDED_FIELDS) {
    if (Array.isArray(out[field])) out[field] = out[field].map((child) => stampDocument(child, stats));
  }
  out._stats = { ...stats };
  return out;
}

/**
 * Stamp every document of a generator's file map.
 * @param {Record<string, object>} files
 * @returns {Record<string, object>}
 */
export function withStats(files) {
  const stats = packStats();
  return Object.fromEntries(Object.entries(files).map(([rel, doc]) => [rel, stampDocument(doc, stats)]));
}
