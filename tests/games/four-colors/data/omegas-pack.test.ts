// The example Omegas pack: the committed sources are exactly what the
// generator builds, valid against the Omega spec, with the book's Planets.
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPackFiles, PACKS_DIR, toJsonText } from "../../../../tools/lib/pack-writer.mjs";
import { generate, PACK } from "../../../../tools/generate/four-colors-omegas.mjs";
import { validateSystem } from "../../../../src/schema";
import { omegaSpec } from "../../../../src/games/four-colors/data/omega";
import { DEFAULT_FORCE_COLOURS } from "../../../../src/games/four-colors/data/common";

interface OmegaDoc {
  _id: string;
  _key: string;
  name: string;
  type: string;
  items: unknown[];
  system: Record<string, unknown> & { planets: Record<string, number | null>; dieColours: Record<string, string> };
}

describe("four-colors-omegas pack", async () => {
  const files = (await generate()) as Record<string, OmegaDoc>;
  const docs = Object.values(files);
  const byName = (name: string) => docs.find((d) => d.name === name);

  it("is exactly what the generator builds", async () => {
    expect((await listPackFiles(PACK)).sort()).toEqual(Object.keys(files).sort());
    for (const [path, doc] of Object.entries(files)) {
      expect(readFileSync(join(PACKS_DIR, path), "utf8"), path).toBe(toJsonText(doc));
    }
  });

  it("holds The Cardinal and Renaissance Man with the book's Planets", () => {
    expect(docs.map((d) => d.name).sort()).toEqual(["Renaissance Man", "The Cardinal"]);
    expect(byName("The Cardinal")?.system.planets).toEqual({
      known: 8,
      passion: null,
      dynamic: 6,
      static: 6,
      lost: 20,
    });
    expect(byName("Renaissance Man")?.system.planets).toEqual({
      known: 4,
      passion: 8,
      dynamic: 4,
      static: null,
      lost: 10,
    });
  });

  it("leaves the Descriptors empty rather than inventing them", () => {
    for (const doc of docs) expect(doc.items).toEqual([]);
  });

  it("is valid Omega data with ids and keys the CLI needs", () => {
    for (const doc of docs) {
      expect(doc.type).toBe("fourColorsOmega");
      expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(doc._key).toBe(`!actors!${doc._id}`);
      expect(validateSystem(omegaSpec, doc.system)).toEqual([]);
      expect(doc.system.dieColours).toEqual(DEFAULT_FORCE_COLOURS);
    }
  });
});
