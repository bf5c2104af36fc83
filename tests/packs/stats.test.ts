// Every pack document, and every document embedded in one, carries `_stats`
// naming the system, its version and the Foundry core build its data is
// shaped for — and nothing volatile, so the sources stay reproducible.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listPackFiles, PACKS_DIR } from "../../tools/lib/pack-writer.mjs";
import { EMBEDDED_FIELDS, packStats, stampDocument } from "../../tools/lib/pack-stats.mjs";

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const system = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as {
  id: string;
  compatibility: { minimum: string };
  packs: { name: string }[];
};
const expected = { systemId: system.id, systemVersion: pkg.version, coreVersion: system.compatibility.minimum };

type Doc = Record<string, unknown> & { _key?: string; _stats?: unknown };

function* documents(doc: Doc, where: string): Generator<[string, Doc]> {
  yield [where, doc];
  for (const field of EMBEDDED_FIELDS) {
    const list = doc[field];
    if (Array.isArray(list)) {
      for (const [i, child] of (list as Doc[]).entries()) yield* documents(child, `${where} ${field}[${i}]`);
    }
  }
}

describe("pack documents' _stats", () => {
  it("come from package.json and system.json", () => {
    expect(packStats()).toEqual(expected);
    expect(expected.coreVersion).toMatch(/^13\.\d+$/);
  });

  for (const pack of system.packs) {
    it(`${pack.name}: every document and embedded document has them, and only them`, async () => {
      let count = 0;
      for (const rel of await listPackFiles(pack.name)) {
        const doc = JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as Doc;
        for (const [where, d] of documents(doc, rel)) {
          expect(d._stats, where).toEqual(expected);
          count++;
        }
      }
      expect(count).toBeGreaterThan(0);
    });
  }

  it("stamping reaches embedded documents at any depth and leaves the input alone", () => {
    const input = { _id: "a", items: [{ _id: "b", effects: [{ _id: "c" }] }], pages: "not a list" };
    const out = stampDocument(input, expected) as unknown as Doc;
    expect(out._stats).toEqual(expected);
    const item = (out.items as Doc[])[0] as Doc;
    expect(item._stats).toEqual(expected);
    expect(((item.effects as Doc[])[0] as Doc)._stats).toEqual(expected);
    expect(out.pages).toBe("not a list");
    expect(input).not.toHaveProperty("_stats");
  });
});
