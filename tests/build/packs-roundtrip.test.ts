import { describe, expect, it } from "vitest";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listJsonFiles } from "../../tools/checks/packs.mjs";

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
      for (const [id, doc] of sources) expect(extracted.get(id), `${pack.name}/${id}`).toEqual(doc);
    });
  }
});
