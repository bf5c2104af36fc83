/**
 * The Table tools window's button, in the fake Foundry: a click runs the
 * tool only when the clicking user was given it (a player's page forged to
 * name a GM's tool runs nothing), and a second click while the first is
 * under way does nothing (pending).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GameModule } from "../../src/core/game-module";
import { composeDefinition } from "../../src/core/game-definition";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";

type OnOpenTool = (
  this: unknown,
  event: unknown,
  target: { dataset: { tool?: string }; disabled: boolean },
) => Promise<void>;

const g = globalThis as unknown as { game: { user: { id: string; isGM: boolean } } };
let runs: string[];
let release: () => void;
let onOpenTool: OnOpenTool;

beforeEach(async () => {
  installFakeFoundry();
  runs = [];
  const { registerGame } = await import("../../src/core/register");
  const { registerTableTools, TableToolsApp } = await import("../../src/core/table-tools-app");
  const definition = composeDefinition("capes", "Capes", []);
  const capes: GameModule = {
    definition,
    sheets: [],
    rollClasses: [],
    tools: [
      {
        id: "board",
        labelKey: "B",
        icon: "fa-solid fa-mask",
        open: () =>
          new Promise<void>((resolve) => {
            runs.push("board");
            release = resolve;
          }),
      },
      { id: "new-story", labelKey: "N", icon: "fa-solid fa-book", gmOnly: true, open: () => runs.push("new-story") },
    ],
  };
  registerGame(capes);
  registerTableTools([capes]);
  onOpenTool = TableToolsApp.onOpenTool as unknown as OnOpenTool;
});
afterEach(() => uninstallFakeFoundry());

const button = (tool: string) => ({ dataset: { tool }, disabled: false });

describe("a Table tools button", () => {
  it("runs a GM's tool for a GM, and nothing for a player whose page names it", async () => {
    g.game.user = { id: "gm", isGM: true };
    await onOpenTool.call(null, {}, button("capes/new-story"));
    g.game.user = { id: "alice", isGM: false };
    await onOpenTool.call(null, {}, button("capes/new-story"));
    expect(runs).toEqual(["new-story"]);
  });

  it("waits for its tool: a second click meanwhile does nothing", async () => {
    g.game.user = { id: "alice", isGM: false };
    const first = button("capes/board");
    const running = onOpenTool.call(null, {}, first);
    expect(first.disabled).toBe(true);
    await onOpenTool.call(null, {}, button("capes/board"));
    expect(runs).toEqual(["board"]);
    release();
    await running;
    expect(first.disabled).toBe(false);
  });
});
