import { describe, expect, it } from "vitest";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listJsonFiles } from "../../tools/checks/packs.mjs";

/**
 * The CLI's extractor gives every embedded document the embedded-collection
 * keys of its kind as empty lists (a card comes back with `cards: []`).
 * Drop an empty list the source did not have; everything else must match.
 */
function withoutAddedEmptyLists(extracted: unknown, source: unknown): unknown {
  if (Array.isArray(extracted) && Array.isArray(source)) {
    return extracted.map((item, i) => withoutAddedEmptyLists(item, source[i]));
  }
  if (extracted && typeof extracted === "object" && source && typeof source === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(extracted)) {
      const original = (source as Record<string, unknown>)[key];
      if (Array.isArray(value) && value.length === 0 && original === undefined) continue;
      out[key] = withoutAddedEmptyLists(value, original);
    }
    return out;
  }
  return extracted;
}

/**
 * The compiled LevelDB packs in dist/ extract back to exactly the documents
 * in packs/: nothing was skipped (a file without _key would be) or altered.
 */
describe("compiled packs round-trip through the official CLI", () => {
  const root = process.cwd();
  const manifest = JSON.parse(readFileSync(join(root, "dist", "system.json"), "utf8")) as {
    packs: { name: string }[];
  };

  const byId = (files: string[]) =>
    new Map(
      files.map((f) => {
        const doc = JSON.parse(readFileSync(f, "utf8")) as { _id: string };
        return [doc._id, doc] as const;
      }),
    );

  for (const pack of manifest.packs) {
    it(`${pack.name} extracts equal to its sources`, async () => {
      const out = mkdtempSync(join(tmpdir(), `se-${pack.name}-`));
      await extractPack(join(root, "dist", "packs", pack.name), out, { log: false });
      const sources = byId(listJsonFiles(join(root, "packs", pack.name)));
      const extracted = byId(listJsonFiles(out));
      expect([...extracted.keys()].sort()).toEqual([...sources.keys()].sort());
      for (const [id, doc] of sources) {
        expect(withoutAddedEmptyLists(extracted.get(id), doc), `${pack.name}/${id}`).toEqual(doc);
      }
    });
  }
});
