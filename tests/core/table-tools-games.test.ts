/**
 * The five games' shared tools, as their modules declare them: one place for
 * all, each with what a GM and what a player gets (the GM's own tools never
 * reach a player), every label localised.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { toolsFor } from "../../src/core/table-tools";
import type { GameModule } from "../../src/core/game-module";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";

let games: readonly GameModule[];
let has: (key: string) => boolean;

beforeAll(async () => {
  installFakeFoundry();
  // The modules' classes extend the fake Foundry's: imported once it is in place.
  games = (await import("../../src/games/all-games")).GAMES;
  const { registerGame } = await import("../../src/core/register");
  for (const game of games) registerGame(game);
  const g = globalThis as unknown as { game: { i18n: { has(key: string): boolean }; users: unknown } };
  has = g.game.i18n.has;
  // The world's users, as the role rules read them: a GM (who holds the fallback roles, Personae's chorus) and a player.
  const users = [
    { id: "gm", name: "Erin", isGM: true, active: true },
    { id: "player", name: "Amy", isGM: false, active: true },
  ];
  g.game.users = Object.assign(users, { get: (id: string) => users.find((u) => u.id === id), activeGM: users[0] });
});
afterAll(() => uninstallFakeFoundry());

const EVERY_GAME = new Set(["four-colors", "venus", "wicked-age", "personae", "capes"]);
const list = (isGM: boolean) =>
  Object.fromEntries(
    toolsFor({ id: isGM ? "gm" : "player", isGM }, games, EVERY_GAME).map((g) => [g.gameId, g.tools.map((t) => t.id)]),
  );

describe("every game's table tools", () => {
  it("gives a GM each game's trackers, boards, lists, decks and GM's tools; Venus says its tools are on the sheets", () => {
    expect(list(true)).toEqual({
      // The GM holds the Storyguide and the chorus by fallback: the Storyguide's Issues window and reward cards, the chorus's tools.
      "four-colors": ["trait-chart", "issues", "stakes", "reward", "storypath-setup"],
      venus: [],
      "wicked-age": ["owe-list", "story", "deal", "conflict"],
      personae: ["start-encounter", "end-round", "end-encounter", "end-scene", "end-session", "chorus-pool", "award"],
      capes: ["board", "new-story"],
    });
    const venus = toolsFor({ id: "gm", isGM: true }, games, EVERY_GAME).find((g) => g.gameId === "venus");
    expect(venus?.noteKey).toBe("STORY_ENGINES.Venus.toolsNote");
  });

  it("gives a player only the tools the book gives everyone: no GM's tool", () => {
    expect(list(false)).toEqual({
      venus: [],
      "wicked-age": ["owe-list", "story", "deal", "conflict"],
      capes: ["board", "new-story"], // Capes has no GM: any user may start a Story (and be its Editor)
    });
  });

  it("localises every tool, note and status label, and names each tool once per game", () => {
    for (const game of games) {
      const ids = (game.tools ?? []).map((t) => t.id);
      expect(new Set(ids).size, game.definition.id).toBe(ids.length);
      for (const tool of game.tools ?? []) expect(has(tool.labelKey), tool.labelKey).toBe(true);
      if (game.toolsNote) expect(has(game.toolsNote), game.toolsNote).toBe(true);
    }
    const pool = games.flatMap((g) => g.tools ?? []).find((t) => t.id === "chorus-pool");
    expect(has(pool?.status?.()?.labelKey ?? "")).toBe(true);
  });

  it("are found in one place: no game hooks a sidebar directory of its own", () => {
    const files = (readdirSync(join("src", "games"), { recursive: true }) as string[])
      .filter((f) => f.endsWith(".ts"))
      .map((f) => join("src", "games", f));
    const own = files.filter((f) => /["']render\w*Directory["']/.test(readFileSync(f, "utf8")));
    expect(own).toEqual([]);
  });
});
