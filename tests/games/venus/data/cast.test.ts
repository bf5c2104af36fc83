// The King is Dead cast pack: generated from the seed, equal to the committed
// files, valid against the character spec, inventing no figures, and carrying
// what the scenario states: the scene's VINPCs on each royal, Dhyr's Limit.
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
  system: Record<string, unknown> & { background: string; foreground: string; biography: string; vinpcs: unknown[] };
  items: { _id: string; _key: string; name: string; type: string; system: Record<string, unknown> }[];
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
      const { background, foreground, biography, vinpcs: _v, ...rest } = d.system;
      const { background: _b, foreground: _f, biography: _h, vinpcs: _iv, ...initialRest } = initial;
      expect(rest, d.name).toEqual(initialRest);
      expect(background.length + foreground.length + biography.length).toBeGreaterThan(0);
    }
  });

  // "The VINPCs in this scene are listed on the player characters sheets. Each player should roll their
  // Favor with each (a 50:50 chance) before play" — the scene's VINPCs are Arian and Dormadh.
  it("lists Arian and Dormadh on each royal's sheet, linked, favour unrolled, in the Setup's words", () => {
    for (const name of ["Gwyn", "Reidh", "Oren", "Melyn", "Dhyr"]) {
      expect(byName.get(name)?.system.vinpcs, name).toEqual([
        {
          name: "Arian",
          relation: "the king's wife (the only other witness of the king's death)",
          favor: false,
          uuid: `Compendium.story-engines.venus-characters.Actor.${byName.get("Arian")?._id}`,
        },
        {
          name: "Dormadh",
          relation: "Dhyr's pet 'wolf' (who may or may not be a fairfolk monster)",
          favor: false,
          uuid: `Compendium.story-engines.venus-characters.Actor.${byName.get("Dormadh")?._id}`,
        },
      ]);
    }
    // Not player characters: no VINPCs of their own (the text gives Arian's sheet no list).
    expect(byName.get("Arian")?.system.vinpcs).toEqual([]);
    expect(byName.get("Dormadh")?.system.vinpcs).toEqual([]);
  });

  // Dhyr's phobia is named only in the King's Ritual, after the book's "Spoilers: Do not read beyond here": a
  // player reads this pack (OBSERVER), so nobody carries it; the FC adds it at the table (the secrets pack says so).
  it("gives nobody an attribute: nothing from the spoiler part in a player's pack", () => {
    for (const d of docs) expect(d.items, d.name).toEqual([]);
  });

  it("credits the text with its licence as the text states it", () => {
    for (const d of docs) {
      expect(d.system.biography).toContain("All Rights Reserved until the first major release");
      expect(d.system.biography).toContain("meant to be CC BY 4.0");
      expect(d.system.biography).toContain("Evening Star content as intended CC0");
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
