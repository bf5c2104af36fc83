import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { fireHook, installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../harness/fake-foundry";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { settingLabelKeys } from "../../src/core/game-definition";
import { rollNameProblems } from "../../tools/checks/roll-names.mjs";

/**
 * Load the production bundle the way Foundry does — evaluate it, fire
 * `init` — against a fake Foundry, and check what it registered.
 */
describe("the production bundle in a fake Foundry", () => {
  const root = process.cwd();
  let record: FoundryRecord;
  let config: {
    Actor: { dataModels: Record<string, unknown> };
    Item: { dataModels: Record<string, unknown> };
    ChatMessage: { dataModels: Record<string, unknown> };
    Dice: { rolls: { name: string }[] };
    queries: Record<string, unknown>;
  };

  beforeAll(async () => {
    record = installFakeFoundry();
    await import(`${pathToFileURL(join(root, "dist", "story-engines.mjs")).href}?t=${Date.now()}`);
    await fireHook(record, "init");
    config = (globalThis as unknown as { CONFIG: typeof config }).CONFIG;
  });

  afterAll(() => uninstallFakeFoundry());

  it("registers a data model for exactly the sub-types the manifest declares", () => {
    const manifest = JSON.parse(readFileSync(join(root, "dist", "system.json"), "utf8"));
    for (const documentName of ["Actor", "Item", "ChatMessage"] as const) {
      const declared = Object.keys(manifest.documentTypes?.[documentName] ?? {}).sort();
      expect(Object.keys(config[documentName].dataModels).sort(), documentName).toEqual(declared);
    }
  });

  it("keeps every registered Roll class's name through minification", () => {
    const expected = GAME_DEFINITIONS.flatMap((g) => g.rollClassNames);
    const names = config.Dice.rolls.map((c) => c.name).filter((n) => n !== "Roll");
    expect(rollNameProblems(names, expected)).toEqual([]);
  });

  it("registers a sheet for every Actor and Item sub-type", () => {
    const types = GAME_DEFINITIONS.flatMap((g) => g.models)
      .filter((m) => m.documentName !== "ChatMessage")
      .map((m) => `${m.documentName}.${m.type}`)
      .sort();
    const sheeted = record.sheets.flatMap((s) => s.types.map((t) => `${s.documentName}.${t}`)).sort();
    expect(sheeted).toEqual(types);
    for (const sheet of record.sheets) expect(sheet.scope).toBe("story-engines");
  });

  it("registers every setting with a localised name and hint", () => {
    const lang = JSON.stringify(JSON.parse(readFileSync(join(root, "lang", "en.json"), "utf8")));
    const expected = GAME_DEFINITIONS.flatMap((g) => g.settings.map((s) => `story-engines.${s.key}`)).sort();
    expect([...record.settings.keys()].sort()).toEqual(expected);
    for (const [key, config] of record.settings) {
      const labels = settingLabelKeys(key.slice("story-engines.".length));
      expect(config.name, key).toBe(labels.name);
      expect(lang.length).toBeGreaterThan(0);
    }
  });

  it("preloads every template it names, and those files are in the build", () => {
    const expected = GAME_DEFINITIONS.flatMap((g) => g.templates.map((t) => `systems/story-engines/templates/${t}`));
    expect(record.templates.sort()).toEqual(expected.sort());
    for (const path of record.templates) {
      expect(() => readFileSync(join(root, "dist", path.slice("systems/story-engines/".length))), path).not.toThrow();
    }
  });

  it("registers our Handlebars helpers and exposes the pure rules API", () => {
    expect([...record.helpers.keys()].sort()).toEqual(["se-includes", "se-percent", "se-range", "se-signed"]);
    const api = (globalThis as unknown as { game: { system: { api: { rules: Record<string, unknown> } } } }).game.system
      .api;
    expect(Object.keys(api.rules).sort()).toEqual(["fourColors", "venus"]);
  });

  it("sets Actor and Item classes of its own, so the Create dialogs offer only the world's games", () => {
    const g = globalThis as unknown as {
      Actor: object;
      Item: object;
      CONFIG: Record<string, { documentClass?: unknown }>;
    };
    for (const [name, base] of [
      ["Actor", g.Actor],
      ["Item", g.Item],
    ] as const) {
      const cls = g.CONFIG[name]?.documentClass as { prototype: object } | undefined;
      expect(cls, name).toBeDefined();
      expect(Object.getPrototypeOf(cls), name).toBe(base);
    }
  });

  it("registers its GM query handlers under the system's prefix", () => {
    for (const name of Object.keys(config.queries)) expect(name.startsWith("story-engines.")).toBe(true);
  });
});
