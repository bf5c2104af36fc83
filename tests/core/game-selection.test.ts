import { describe, expect, it } from "vitest";
import {
  creatableTypes,
  enabledGameIds,
  enabledSettingKey,
  gameChoices,
  gameOfPack,
  gameOfType,
  hiddenPacks,
  selectionWrites,
} from "../../src/core/game-selection";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import manifest from "../../system.json";
import template from "../../template.json";
import lang from "../../lang/en.json";

const games = GAME_DEFINITIONS.filter((d) => d.id !== "core");
const only =
  (...ids: string[]) =>
  (key: string) =>
    ids.some((id) => enabledSettingKey(id) === key);
const ACTOR_TYPES = template.Actor.types;
const ITEM_TYPES = template.Item.types;
const PACKS = manifest.packs.map((p) => p.name);

describe("games chosen per world", () => {
  it("gives every game a world setting, on by default, that reloads", () => {
    for (const definition of games) {
      const setting = definition.settings.find((s) => s.key === enabledSettingKey(definition.id));
      expect(setting, definition.id).toMatchObject({
        scope: "world",
        config: true,
        type: "boolean",
        default: true,
        requiresReload: true,
      });
    }
    expect(enabledSettingKey("four-colors")).toBe("fourColorsEnabled");
  });

  it("says the same things the same way in every game's Play setting hint, reload included", () => {
    const settings = lang.STORY_ENGINES.Settings as Record<string, { name: string; hint: string }>;
    const games_ = lang.STORY_ENGINES.Games as Record<string, { name: string }>;
    for (const definition of games) {
      const name = games_[definition.langKey]?.name ?? "";
      const { name: label, hint } = settings[enabledSettingKey(definition.id)] ?? { name: "", hint: "" };
      expect(label, definition.id).toBe(`Play ${name}`);
      expect(hint, definition.id).toMatch(
        new RegExp(
          `^This world plays ${name}: its actors and items can be created, its compendiums are shown and its tools are in Table tools[^.]*\\. Switched off, its documents are kept and still open\\. Reloads the world\\.$`,
        ),
      );
    }
  });

  it("plays every game in a world that never chose, and always the core", () => {
    expect([...enabledGameIds(GAME_DEFINITIONS, () => undefined)].sort()).toEqual(
      ["core", ...games.map((g) => g.id)].sort(),
    );
    expect([...enabledGameIds(GAME_DEFINITIONS, only("venus"))].sort()).toEqual(["core", "venus"]);
    // Every game switched off would leave nothing to create: all are played.
    expect(enabledGameIds(GAME_DEFINITIONS, () => false).size).toBe(games.length + 1);
  });

  it("knows which game owns each declared sub-type and pack", () => {
    for (const type of ACTOR_TYPES) expect(gameOfType(GAME_DEFINITIONS, "Actor", type), type).not.toBeNull();
    for (const type of ITEM_TYPES) expect(gameOfType(GAME_DEFINITIONS, "Item", type), type).not.toBeNull();
    for (const pack of PACKS) expect(gameOfPack(GAME_DEFINITIONS, pack), pack).not.toBeNull();
    expect(gameOfType(GAME_DEFINITIONS, "Actor", "fourColorsOmega")).toBe("four-colors");
    expect(gameOfType(GAME_DEFINITIONS, "Item", "venusJob")).toBe("venus");
    expect(gameOfType(GAME_DEFINITIONS, "Item", "fourColorsOmega")).toBeNull();
    expect(gameOfPack(GAME_DEFINITIONS, "venus-jobs")).toBe("venus");
    expect(gameOfPack(GAME_DEFINITIONS, "world-stuff")).toBeNull();
  });

  it("a Venus world offers only Venus sub-types in the Create dialogs", () => {
    const venus = enabledGameIds(GAME_DEFINITIONS, only("venus"));
    expect(creatableTypes(GAME_DEFINITIONS, "Actor", ["base", ...ACTOR_TYPES], venus)).toEqual([
      "base",
      "venusCharacter",
    ]);
    expect(creatableTypes(GAME_DEFINITIONS, "Item", ITEM_TYPES, venus)).toEqual([
      "venusJob",
      "venusLifepath",
      "venusAttribute",
      "venusAsset",
    ]);
  });

  it("a Four Colors world offers only Four Colors sub-types", () => {
    const fc = enabledGameIds(GAME_DEFINITIONS, only("four-colors"));
    expect(creatableTypes(GAME_DEFINITIONS, "Actor", ACTOR_TYPES, fc)).toEqual([
      "fourColorsOmega",
      "fourColorsDiceless",
      "fourColorsTitle",
    ]);
    expect(creatableTypes(GAME_DEFINITIONS, "Item", ITEM_TYPES, fc)).toEqual(["fourColorsDescriptor"]);
  });

  it("hides exactly the packs of the games a world does not play", () => {
    const venus = enabledGameIds(GAME_DEFINITIONS, only("venus"));
    expect(hiddenPacks(GAME_DEFINITIONS, PACKS, venus)).toEqual(PACKS.filter((p) => !p.startsWith("venus-")));
    expect(
      hiddenPacks(
        GAME_DEFINITIONS,
        [...PACKS, "my-homebrew"],
        enabledGameIds(GAME_DEFINITIONS, () => true),
      ),
    ).toEqual([]);
  });

  it("names each game's pack folder as the game is called, so an emptied folder can be found", () => {
    const names = lang.STORY_ENGINES.Games as Record<string, { name: string }>;
    for (const folder of manifest.packFolders) {
      const game = gameOfPack(GAME_DEFINITIONS, folder.packs[0]!);
      const definition = GAME_DEFINITIONS.find((d) => d.id === game);
      expect(folder.name).toBe(names[definition!.langKey]?.name);
      for (const pack of folder.packs) expect(gameOfPack(GAME_DEFINITIONS, pack)).toBe(game);
    }
  });

  it("the welcome dialog lists every game with its current choice and saves one setting per game", () => {
    const choices = gameChoices(GAME_DEFINITIONS, enabledGameIds(GAME_DEFINITIONS, only("venus")));
    expect(choices.map((c) => [c.id, c.checked])).toEqual(games.map((g) => [g.id, g.id === "venus"]));
    expect(choices[0]).toMatchObject({
      nameKey: "STORY_ENGINES.Games.FourColors.name",
      settingKey: "fourColorsEnabled",
    });
    expect(selectionWrites(GAME_DEFINITIONS, new Set(["four-colors"]))).toEqual({
      writes: Object.fromEntries(games.map((g) => [enabledSettingKey(g.id), g.id === "four-colors"])),
    });
    expect(selectionWrites(GAME_DEFINITIONS, new Set())).toEqual({ problem: "STORY_ENGINES.Welcome.pickOne" });
    expect(selectionWrites(GAME_DEFINITIONS, new Set(["core"]))).toEqual({ problem: "STORY_ENGINES.Welcome.pickOne" });
  });
});
