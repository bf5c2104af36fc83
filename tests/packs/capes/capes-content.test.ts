import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPackFiles, PACKS_DIR, toJsonText } from "../../../tools/lib/pack-writer.mjs";
import { generate as generateCharacters } from "../../../tools/generate/capes-characters.mjs";
import { generate as generateScenes } from "../../../tools/generate/capes-scenes.mjs";
import { capes } from "../../../src/rules";
import { sheetView, deriveHero, readHero } from "../../../src/games/capes/data/hero";
import { validateSystem } from "../../../src/schema";
import { heroSpec } from "../../../src/games/capes/data/hero";
import { abilitySpec } from "../../../src/games/capes/data/ability";

/**
 * The Capes packs are written by hand (tools/generate/capes-data.mjs; Capes
 * Lite's text is not in the repository): the committed sources are what the
 * generators build, every field cites its source, the numbers are the
 * example's, and the example Scenes set up on a board as the text plays them.
 */

interface Item {
  _id: string;
  name: string;
  type: string;
  system: { abilityType: string; level: number; superPowered: boolean };
  flags: { "story-engines": { capesSources: Record<string, string> } };
}
interface ActorDoc {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown> & { kind: string; drives: Record<string, { name: string; value: number; debt: number; exemplar: { name: string; uuid: string } }> };
  items: Item[];
  flags: { "story-engines": { capesSources: Record<string, string> } };
}
interface SceneDoc {
  name: string;
  pages: { name: string; text: { content: string } }[];
  flags: {
    "story-engines": {
      capesScene: {
        target: number;
        complications: { name: string; heroes: number; opponents: number; later: boolean }[];
        cast: { actorUuid: string; faction: "heroes" | "opponents"; prominence: number; narrator: string }[];
      };
    };
  };
}

async function committedText(pack: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of await listPackFiles(pack)) out[rel] = readFileSync(join(PACKS_DIR, rel), "utf8");
  return out;
}

function generatedText(files: Record<string, object>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of Object.keys(files).sort()) out[rel] = toJsonText(files[rel] as object);
  return out;
}

const characters = (await generateCharacters()) as Record<string, ActorDoc>;
const scenes = (await generateScenes()) as Record<string, SceneDoc>;
const byName = (name: string): ActorDoc => {
  const found = Object.values(characters).find((a) => a.name === name);
  if (!found) throw new Error(name);
  return found;
};
const levels = (a: ActorDoc, type: string) =>
  a.items.filter((i) => i.system.abilityType === type).map((i) => i.system.level).sort((x, y) => y - x);
const uuidOf = (a: ActorDoc) => `Compendium.story-engines.capes-characters.Actor.${a._id}`;

describe("capes-characters", () => {
  it("is what the generator builds", async () => {
    expect(generatedText(characters)).toEqual(await committedText("capes-characters"));
  });

  it("holds every named character of the example", () => {
    expect(Object.values(characters).map((a) => a.name).sort()).toEqual(
      [
        "Bank robbers",
        "Becky Tesla",
        "Black Jack",
        "Captain Liberty",
        "Chief Arturo Mannelli",
        "Minions",
        "Night Maiden",
        "Polly Trueheart",
        "Silverstar",
        "Supreme",
        "The driver",
        "The shadowy arch-villain",
        "Zip",
      ],
    );
  });

  it("gives Silverstar the worksheet in full: Drives 1-3-2-2-1, three Exemplars, 3 Powers, 4 Attitudes, 5 Tropes", () => {
    const s = byName("Silverstar");
    const d = s.system.drives;
    expect([d.justice?.value, d.truth?.value, d.love?.value, d.hope?.value, d.duty?.value]).toEqual([1, 3, 2, 2, 1]);
    expect([d.truth?.exemplar.name, d.love?.exemplar.name, d.duty?.exemplar.name]).toEqual(["Black Jack", "Supreme", "Becky Tesla"]);
    expect(levels(s, "power")).toEqual([3, 2, 1]);
    expect(levels(s, "attitude")).toEqual([4, 3, 2, 1]);
    expect(levels(s, "trope")).toEqual([5, 4, 3, 2, 1]);
    expect(s.items.find((i) => i.system.level === 5)?.name).toBe("Massive Property Damage");
    expect(s.items.every((i) => !i.system.superPowered)).toBe(true);
    // A hero built by the book: no creation warnings.
    const items = s.items.map((i) => ({ id: i._id, name: i.name, type: i.type, system: i.system }));
    expect(deriveHero(readHero(s.system), items).warnings).toEqual([]);
  });

  it("gives the others what the examples show", () => {
    const zip = byName("Zip");
    expect(zip.system.drives.hope?.value).toBe(2);
    expect(zip.items.map((i) => [i.name, i.system.abilityType, i.system.level, i.system.superPowered])).toEqual([
      ["Super-speed", "power", 3, false],
      ["Mundane Tasks done Super-fast", "trope", 2, true],
      ["Desperate Effort", "trope", 4, false],
    ]);
    expect(byName("Night Maiden").items.map((i) => [i.name, i.system.level])).toEqual([["Glare venomously", 2]]);
    expect(byName("Night Maiden").system.drives.duty?.value).toBeGreaterThanOrEqual(2);
    expect(byName("Captain Liberty").items.map((i) => [i.name, i.system.abilityType, i.system.level])).toEqual([["Team-builder", "attitude", 2]]);
    expect(byName("Captain Liberty").system.drives.love?.exemplar.name).toBe("Polly Trueheart");
    expect(byName("Chief Arturo Mannelli").items.map((i) => [i.name, i.system.abilityType, i.system.level])).toEqual([["Angry", "attitude", 3]]);
    const driver = byName("The driver").system.drives.justice;
    expect(driver?.name).toBe("Need");
    expect(capes.overdrawn({ value: driver?.value ?? 0, debt: driver?.debt ?? 0 })).toBe(true);
    expect(byName("The shadowy arch-villain").system.drives.justice).toMatchObject({ name: "Despair", debt: 1 });
  });

  it("links shared Exemplars to the pack's own actors (Supreme for Silverstar and Night Maiden)", () => {
    const supreme = uuidOf(byName("Supreme"));
    expect(byName("Silverstar").system.drives.love?.exemplar.uuid).toBe(supreme);
    expect(byName("Night Maiden").system.drives.love?.exemplar.uuid).toBe(supreme);
    expect(byName("Silverstar").system.drives.truth?.exemplar.uuid).toBe(uuidOf(byName("Black Jack")));
    expect(byName("Captain Liberty").system.drives.love?.exemplar.uuid).toBe(uuidOf(byName("Polly Trueheart")));
  });

  it("cites a source for every character and every ability, and credits Capes Lite", () => {
    for (const a of Object.values(characters)) {
      const sources = a.flags["story-engines"].capesSources;
      expect(sources.name, a.name).toMatch(/^Capes Lite, “.+”: /);
      for (const [field, citation] of Object.entries(sources)) expect(citation, `${a.name} ${field}`).toMatch(/^Capes Lite, “/);
      const set = Object.entries(a.system.drives).filter(([, d]) => d.name !== "" || d.exemplar.name !== "" || d.debt > 0);
      for (const [slot] of set) {
        const cited = Object.keys(sources).some((k) => k === "system.drives" || k.startsWith(`system.drives.${slot}`));
        expect(cited, `${a.name}: ${slot}`).toBe(true);
      }
      if (a.items.length) expect(sources.items, a.name).toBeTruthy();
      for (const item of a.items) expect(item.flags["story-engines"].capesSources.name).toMatch(/^Capes Lite/);
      expect(String(a.system.description)).toContain("Tony Lower-Basch");
    }
  });

  it("passes the specs", () => {
    for (const a of Object.values(characters)) {
      expect(validateSystem(heroSpec, a.system), a.name).toEqual([]);
      for (const i of a.items) expect(validateSystem(abilitySpec, i.system as unknown as Record<string, unknown>), i.name).toEqual([]);
    }
  });
});

describe("capes-scenes", () => {
  it("is what the generator builds", async () => {
    expect(generatedText(scenes)).toEqual(await committedText("capes-scenes"));
  });

  const sheets = Object.fromEntries(
    Object.values(characters).map((a) => [
      uuidOf(a),
      sheetView(uuidOf(a), a.name, a.system, a.items.map((i) => ({ id: i._id, name: i.name, type: i.type, system: i.system as unknown as Record<string, unknown> }))),
    ]),
  );

  /** Set a Scene up on a board from the pack's data: the Complications present at the start, the cast as given. */
  function setUp(scene: SceneDoc) {
    const data = scene.flags["story-engines"].capesScene;
    const narrators = [...new Set(data.cast.map((c) => c.narrator))].filter((n) => n !== "Editor");
    let board = capes.newBoard({
      title: "Example",
      scene: scene.name,
      editor: { userId: "Editor", name: "Editor" },
      players: narrators.map((n) => ({ userId: n, name: n })),
    });
    const editor = { userId: "Editor", isGM: true };
    const apply = (request: capes.BoardRequest) => {
      const result = capes.applyRequest(board, request, sheets, editor);
      expect(result.problems).toEqual([]);
      board = result.board;
    };
    for (const c of data.complications.filter((x) => !x.later)) apply({ type: "addComplication", name: c.name });
    for (const c of data.cast) apply({ type: "addCharacter", actorUuid: c.actorUuid, faction: c.faction, prominence: c.prominence, narrator: c.narrator });
    apply({ type: "startScene" });
    return { board, data };
  }

  it("sets up the bank robbery: Robbery, Clobbering, Hostages, Police; 4 against 4, target 8", () => {
    const scene = scenes["capes-scenes/bank-robbery.json"] as SceneDoc;
    const { board, data } = setUp(scene);
    expect(data.complications.map((c) => c.name)).toEqual(["Robbery", "Clobbering", "Hostages", "Police", "Getaway", "Public Opinion"]);
    expect(data.complications.find((c) => c.name === "Public Opinion")).toMatchObject({ heroes: 2, opponents: 1 });
    expect(data.complications.find((c) => c.name === "Getaway")).toMatchObject({ heroes: 2, opponents: 4 });
    expect(board.scene.target).toBe(8);
    expect(board.scene.target).toBe(data.target);
  });

  it("sets up the warehouse: Villainous HQ, Stealth, Clobbering; Zip 1, Silverstar 3 against Polly 1, Minions 1, Black Jack 2", () => {
    const scene = scenes["capes-scenes/warehouse.json"] as SceneDoc;
    const { board, data } = setUp(scene);
    expect(data.complications.map((c) => [c.name, c.heroes, c.opponents])).toEqual([
      ["Villainous HQ", 1, 1],
      ["Stealth", 1, 1],
      ["Clobbering", 1, 1],
    ]);
    expect(board.scene.target).toBe(8);
  });

  it("cites every line and credits Capes Lite", () => {
    for (const scene of Object.values(scenes)) {
      const html = scene.pages.map((p) => p.text.content).join("");
      expect(html).toContain("Tony Lower-Basch");
      const rows = [...html.matchAll(/<tr><td>(.*?)<\/tr>/g)];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row[0]).toContain("Capes Lite, “");
    }
  });
});
