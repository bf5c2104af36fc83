/**
 * Table tools, the pure part: one list per user of the shared tools of the
 * games the world plays — GM-only tools never reach a player, a game not
 * played shows nothing, a game without tools says where its tools are.
 */
import { describe, expect, it } from "vitest";
import {
  findTool,
  hasAnything,
  hasTools,
  offersGuide,
  mayUse,
  tableToolsContext,
  toolKey,
  toolsFor,
  type TableTool,
  type ToolGame,
} from "../../src/core/table-tools";

const open = (): void => undefined;
const gm = { id: "gm", isGM: true };
const alice = { id: "alice", isGM: false };
const bob = { id: "bob", isGM: false };

const board: TableTool = { id: "board", labelKey: "Board", icon: "fa-solid fa-mask", open };
const newStory: TableTool = { id: "new-story", labelKey: "New", icon: "fa-solid fa-book", gmOnly: true, open };
const alicesDeck: TableTool = {
  id: "deck",
  labelKey: "Deck",
  icon: "fa-solid fa-layer-group",
  visibleTo: (user) => user.id === "alice",
  open,
};
const GAMES: ToolGame[] = [
  { definition: { id: "core", langKey: "Core" } },
  { definition: { id: "capes", langKey: "Capes" }, tools: [board, newStory] },
  { definition: { id: "venus", langKey: "Venus" }, toolsNote: "Venus.note" },
  { definition: { id: "wicked-age", langKey: "Wicked" }, tools: [alicesDeck] },
];
const ALL = new Set(["capes", "venus", "wicked-age"]);

describe("who may use a tool", () => {
  it("gives a GM-only tool to GMs alone, and follows a tool's own rule", () => {
    expect(mayUse(newStory, gm)).toBe(true);
    expect(mayUse(newStory, alice)).toBe(false);
    expect(mayUse(board, alice)).toBe(true);
    expect(mayUse(alicesDeck, alice)).toBe(true);
    expect(mayUse(alicesDeck, bob)).toBe(false);
    expect(mayUse(alicesDeck, gm)).toBe(false);
  });
});

describe("the tools a user gets", () => {
  it("lists a GM every tool of every played game, in the games' order, with the games' names", () => {
    const groups = toolsFor(gm, GAMES, ALL);
    expect(groups.map((g) => [g.gameId, g.nameKey, g.tools.map((t) => t.id), g.noteKey])).toEqual([
      ["capes", "STORY_ENGINES.Games.Capes.name", ["board", "new-story"], null],
      ["venus", "STORY_ENGINES.Games.Venus.name", [], "Venus.note"],
    ]);
  });

  it("leaves GM-only tools out of a player's list", () => {
    const groups = toolsFor(alice, GAMES, ALL);
    expect(groups.map((g) => [g.gameId, g.tools.map((t) => t.id)])).toEqual([
      ["capes", ["board"]],
      ["venus", []],
      ["wicked-age", ["deck"]],
    ]);
  });

  it("shows nothing of a game the world does not play", () => {
    expect(toolsFor(gm, GAMES, new Set(["venus"])).map((g) => g.gameId)).toEqual(["venus"]);
    expect(toolsFor(bob, GAMES, new Set(["wicked-age"]))).toEqual([]);
  });

  it("has the sidebar button only for a user with a tool to use", () => {
    expect(hasTools(toolsFor(gm, GAMES, ALL))).toBe(true);
    expect(hasTools(toolsFor(bob, GAMES, new Set(["venus", "wicked-age"])))).toBe(false);
  });

  it("finds a tool by its button's key only among the user's own", () => {
    expect(findTool(toolsFor(gm, GAMES, ALL), toolKey("capes", "new-story"))).toBe(newStory);
    expect(findTool(toolsFor(alice, GAMES, ALL), toolKey("capes", "new-story"))).toBeNull();
    expect(findTool(toolsFor(gm, GAMES, new Set(["venus"])), toolKey("capes", "board"))).toBeNull();
  });
});

describe("the window's context", () => {
  it("names every value the template reads, the GM's tools marked, a status read at render", () => {
    let pool = 2;
    const spend: TableTool = {
      id: "pool",
      labelKey: "Spend",
      icon: "fa-solid fa-star",
      gmOnly: true,
      status: () => ({ labelKey: "Pool", value: pool }),
      open,
    };
    const games: ToolGame[] = [...GAMES, { definition: { id: "personae", langKey: "Personae" }, tools: [spend] }];
    const played = new Set([...ALL, "personae"]);
    expect(tableToolsContext(toolsFor(gm, games, played, new Set(["venus"])))).toEqual({
      empty: false,
      groups: [
        {
          gameId: "capes",
          nameKey: "STORY_ENGINES.Games.Capes.name",
          noteKey: "",
          guide: false,
          tools: [
            { key: "capes/board", labelKey: "Board", icon: "fa-solid fa-mask", gmOnly: false, status: null },
            { key: "capes/new-story", labelKey: "New", icon: "fa-solid fa-book", gmOnly: true, status: null },
          ],
        },
        { gameId: "venus", nameKey: "STORY_ENGINES.Games.Venus.name", noteKey: "Venus.note", guide: true, tools: [] },
        {
          gameId: "personae",
          nameKey: "STORY_ENGINES.Games.Personae.name",
          noteKey: "",
          guide: false,
          tools: [
            {
              key: "personae/pool",
              labelKey: "Spend",
              icon: "fa-solid fa-star",
              gmOnly: true,
              status: { labelKey: "Pool", value: 2 },
            },
          ],
        },
      ],
    });
    pool = 1;
    expect(tableToolsContext(toolsFor(gm, games, played)).groups[2]?.tools[0]?.status?.value).toBe(1);
  });

  it("says so when the user has no tool at all", () => {
    expect(tableToolsContext(toolsFor(bob, GAMES, new Set(["venus"]))).empty).toBe(true);
  });
});

describe("the guides in the window", () => {
  const GUIDES = new Set(["capes", "venus", "wicked-age"]);

  it("offers every user the guide of each played game the world has one of, even with no tool of it", () => {
    const groups = toolsFor(bob, GAMES, ALL, GUIDES);
    expect(groups.map((g) => [g.gameId, g.tools.map((t) => t.id), g.guide])).toEqual([
      ["capes", ["board"], true],
      ["venus", [], true],
      ["wicked-age", [], true],
    ]);
    expect(hasTools(groups)).toBe(true);
    expect(hasAnything(groups)).toBe(true);
  });

  it("offers no guide of a game the world does not play, nor one the world has not loaded", () => {
    const groups = toolsFor(bob, GAMES, new Set(["capes", "wicked-age"]), new Set(["venus"]));
    expect(groups.map((g) => [g.gameId, g.guide])).toEqual([["capes", false]]);
    expect(offersGuide(groups, "venus")).toBe(false);
    expect(offersGuide(groups, "capes")).toBe(false);
  });

  it("shows the sidebar button to a player with a guide to read and no tool to use", () => {
    const groups = toolsFor(bob, GAMES, new Set(["venus", "wicked-age"]), new Set(["wicked-age"]));
    expect(hasTools(groups)).toBe(false);
    expect(hasAnything(groups)).toBe(true);
    expect(offersGuide(groups, "wicked-age")).toBe(true);
    expect(hasAnything(toolsFor(bob, GAMES, new Set(["venus", "wicked-age"])))).toBe(false);
  });
});
