// The "How to play with Story Engines" guide (packs/<game>-guide, generated
// by tools/generate/guides.mjs): one pack per game, declared for players to
// read, hidden with its game's other packs, its entry at the id the welcome
// dialog and the Table tools open, every picture it names shipped in the
// build, every control it names existing under that label, and no run of a
// book's words longer than a few.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { enabledSettingKey, enabledGameIds, gameOfPack, hiddenPacks } from "../../src/core/game-selection";
import { guideEntryId, guidePackName, GUIDE_IMAGE_DIR } from "../../src/core/guide";
import { generate, guideContents } from "../../tools/generate/guides.mjs";
import { listPackFiles, PACKS_DIR, SOURCES_DIR, toJsonText } from "../../tools/lib/pack-writer.mjs";
import manifest from "../../system.json";

const root = process.cwd();
const games = GAME_DEFINITIONS.filter((d) => d.id !== "core");
const guideNames = games.map((d) => guidePackName(d.id));

interface Page {
  _id: string;
  _key: string;
  name: string;
  type: string;
  text: { content: string };
}
interface Entry {
  _id: string;
  _key: string;
  name: string;
  pages: Page[];
}

const generated = (await generate()) as Record<string, Entry>;
const entryOf = (gameId: string): Entry => {
  const found = Object.entries(generated).find(([rel]) => rel.startsWith(`${guidePackName(gameId)}/`));
  if (!found) throw new Error(`no guide for ${gameId}`);
  return found[1];
};
const sources = (gameId: string): string[] =>
  entryOf(gameId).pages.flatMap((p) => [...p.text.content.matchAll(/\ssrc="([^"]+)"/g)].map((m) => m[1] as string));

describe("the guide packs", () => {
  it("are what the generator builds", async () => {
    for (const pack of guideNames) {
      const committed: Record<string, string> = {};
      for (const rel of await listPackFiles(pack)) committed[rel] = readFileSync(join(PACKS_DIR, rel), "utf8");
      const built = Object.fromEntries(
        Object.entries(generated)
          .filter(([rel]) => rel.startsWith(`${pack}/`))
          .map(([rel, doc]) => [rel, toJsonText(doc)]),
      );
      expect(Object.keys(committed), pack).toHaveLength(1);
      expect(built, pack).toEqual(committed);
    }
  });

  it("are declared once per game, for players to read, in the game's own pack folder", () => {
    for (const game of games) {
      const name = guidePackName(game.id);
      const declared = manifest.packs.filter((p) => p.name === name);
      expect(declared, name).toHaveLength(1);
      expect(declared[0]).toMatchObject({
        type: "JournalEntry",
        path: `packs/${name}`,
        system: "story-engines",
        ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
      });
      expect(declared[0]?.label).toMatch(/How to Play with Story Engines$/);
      const folders = manifest.packFolders.filter((f) => f.packs.includes(name));
      expect(folders.map((f) => f.name), name).toHaveLength(1);
      expect(folders[0]?.packs.every((p) => gameOfPack(GAME_DEFINITIONS, p) === game.id)).toBe(true);
    }
  });

  it("follow the world's game choice: a world playing Venus Engine only keeps the Venus guide alone", () => {
    for (const game of games) expect(gameOfPack(GAME_DEFINITIONS, guidePackName(game.id))).toBe(game.id);
    const venusOnly = enabledGameIds(GAME_DEFINITIONS, (key) => key === enabledSettingKey("venus"));
    const hidden = hiddenPacks(GAME_DEFINITIONS, guideNames, venusOnly);
    expect(hidden.sort()).toEqual(["capes-guide", "four-colors-guide", "personae-guide", "wicked-age-guide"]);
  });

  it("hold one entry each at the id the welcome dialog and the Table tools open, every page keyed to it", () => {
    expect(guideEntryId("four-colors")).toBe("fourColorsGuide0");
    for (const game of games) {
      const entry = entryOf(game.id);
      expect(entry._id).toBe(guideEntryId(game.id));
      expect(entry._key).toBe(`!journal!${entry._id}`);
      expect(entry.pages.length).toBeGreaterThanOrEqual(4);
      for (const page of entry.pages) {
        expect(page._key, `${game.id} ${page.name}`).toBe(`!journal.pages!${entry._id}.${page._id}`);
        expect(page.type).toBe("text");
      }
      const names = entry.pages.map((p) => p.name);
      expect(names[0]).toBe("Getting started");
      expect(names.at(-1)).toBe("Order of play");
    }
  });

  it("show 2 to 4 pictures per game, each shipped under assets/guide/ and in the build", () => {
    let bytes = 0;
    for (const game of games) {
      const srcs = sources(game.id);
      expect(srcs.length, game.id).toBeGreaterThanOrEqual(2);
      expect(new Set(srcs).size, game.id).toBeLessThanOrEqual(4);
      for (const src of srcs) {
        expect(src.startsWith(`${GUIDE_IMAGE_DIR}/`), src).toBe(true);
        const file = src.slice(`${GUIDE_IMAGE_DIR}/`.length);
        expect(existsSync(join(root, "assets", "guide", file)), `assets/guide/${file}`).toBe(true);
        expect(existsSync(join(root, "dist", "assets", "guide", file)), `dist/assets/guide/${file}`).toBe(true);
        bytes += readFileSync(join(root, "assets", "guide", file)).length;
      }
    }
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("name every control by a label the system shows (lang/en.json)", () => {
    const lang = JSON.parse(readFileSync(join(root, "lang", "en.json"), "utf8")) as object;
    const values: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === "string") values.push(node);
      else if (node && typeof node === "object") Object.values(node).forEach(walk);
    };
    walk(lang);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A placeholder ({names}) stands for whatever the guide writes there ("…", "#n").
    const patterns = values.map((v) => new RegExp(`^${v.split(/\{\w+\}/).map(escape).join(".+?")}$`));
    const unknown: string[] = [];
    for (const guide of guideContents()) {
      expect(guide.labels.length, guide.game).toBeGreaterThan(5);
      for (const label of guide.labels) if (!patterns.some((re) => re.test(label))) unknown.push(`${guide.game}: ${label}`);
    }
    expect(unknown).toEqual([]);
  });

  it("quote no run of more than eight words of a book the generators read", () => {
    const words = (text: string) =>
      text
        .replace(/<[^>]+>/g, " ")
        .toLowerCase()
        .split(/[^a-z0-9']+/)
        .filter(Boolean);
    const RUN = 9;
    const runs = new Set<string>();
    for (const file of [
      "four-colors-al-fresco.txt",
      "venus-engine.txt",
      "personae-srd.txt",
      "in-a-wicked-age-oracles-and-names.txt",
    ]) {
      const w = words(readFileSync(join(SOURCES_DIR, file), "utf8"));
      for (let i = 0; i + RUN <= w.length; i++) runs.add(w.slice(i, i + RUN).join(" "));
    }
    const found: string[] = [];
    for (const game of games) {
      const w = words(entryOf(game.id).pages.map((p) => p.text.content).join(" "));
      for (let i = 0; i + RUN <= w.length; i++) {
        const run = w.slice(i, i + RUN).join(" ");
        if (runs.has(run)) found.push(`${game.id}: ${run}`);
      }
    }
    expect(found).toEqual([]);
  });
});
