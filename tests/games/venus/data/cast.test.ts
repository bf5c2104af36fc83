// The King is Dead cast pack: generated from the seed, equal to the committed
// files, valid against the character spec, and inventing no figures.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { initialSystem, validateSystem } from "../../../../src/schema";
import { characterSpec } from "../../../../src/games/venus/data/character";
import { listPackFiles, PACKS_DIR } from "../../../../tools/lib/pack-writer.mjs";
import { generate, initialCharacterSystem } from "../../../../tools/generate/venus-cast.mjs";

interface ActorDoc {
  _id: string;
  _key: string;
  name: string;
  type: string;
  system: Record<string, unknown> & { background: string; foreground: string; biography: string };
}

describe("the Venus cast pack", async () => {
  const files = (await generate()) as Record<string, ActorDoc>;
  const docs = Object.values(files);
  const byName = new Map(docs.map((d) => [d.name, d]));

  it("equals the committed files", async () => {
    expect(Object.keys(files).sort()).toEqual(await listPackFiles("venus-characters"));
    for (const [rel, doc] of Object.entries(files))
      expect(JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")), rel).toEqual(doc);
  });

  it("has the five royals and the VINPCs Arian and Dormadh as Venus characters", () => {
    expect(docs.map((d) => d.name)).toEqual(["Gwyn", "Reidh", "Oren", "Melyn", "Dhyr", "Arian", "Dormadh"]);
    for (const d of docs) {
      expect(d.type).toBe("venusCharacter");
      expect(d._key).toBe(`!actors!${d._id}`);
      expect(validateSystem(characterSpec, d.system), d.name).toEqual([]);
    }
  });

  it("uses the character's initial statistics, inventing none", () => {
    expect(initialCharacterSystem()).toEqual(initialSystem(characterSpec.fields));
    const initial = initialSystem(characterSpec.fields);
    for (const d of docs) {
      const { background, foreground, biography, ...rest } = d.system;
      const { background: _b, foreground: _f, biography: _h, ...initialRest } = initial;
      expect(rest, d.name).toEqual(initialRest);
      expect(background.length + foreground.length + biography.length).toBeGreaterThan(0);
    }
  });

  it("puts the seed's role, trait and notes where a player reads them", () => {
    expect(byName.get("Gwyn")?.system).toMatchObject({ background: "first-born", foreground: "Austere" });
    expect(byName.get("Gwyn")?.system.biography).toContain("Thinks Melyn is a fraud.");
    expect(byName.get("Oren")?.system).toMatchObject({ background: "twin of Reidh", foreground: "Jealous" });
    expect(byName.get("Dhyr")?.system.foreground).toBe("Naive");
    expect(byName.get("Arian")?.system.background).toContain("the king's wife");
    expect(byName.get("Dormadh")?.system.biography).toContain("touch of iron");
  });
});
