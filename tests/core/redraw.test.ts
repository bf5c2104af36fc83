/**
 * A table-wide setting that changes what windows and chat cards offer
 * redraws them (src/core/redraw.ts): handing out a table role redraws every
 * open Story Engines window and every chat card of ours on the client (each
 * client runs the setting's onChange); the Four Colors Traits chart and d16
 * switch redraw the open Four Colors windows. Closed windows, other systems'
 * windows and other messages are left alone.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";

type Data = Record<string, unknown>;

/** A window as the redraw sees one: its classes, whether it is drawn, how many times it was drawn again. */
function window(id: string, classes: string[], rendered = true): { id: string; renders: number } & Data {
  const app = {
    id,
    renders: 0,
    rendered,
    options: { classes },
    render: async () => {
      app.renders += 1;
      return app;
    },
  };
  return app;
}

let apps: ReturnType<typeof window>[];
let updated: string[];

beforeEach(async () => {
  installFakeFoundry();
  const g = globalThis as unknown as { foundry: { applications: Data }; game: Data; ui: Data };
  apps = [
    window("omega", ["story-engines", "four-colors", "omega"]),
    window("task", ["story-engines", "venus", "task"]),
    window("closed", ["story-engines", "four-colors", "title"], false),
    window("other", ["dnd5e", "sheet"]),
  ];
  g.foundry.applications.instances = new Map(apps.map((a) => [a.id, a]));
  const messages = [
    { id: "stakes", flags: { "story-engines": { fourColorsStakes: {} } } },
    { id: "chat", flags: {} },
    { id: "other", flags: { dnd5e: { roll: {} } } },
  ];
  g.game.messages = { filter: (fn: (m: Data) => boolean) => messages.filter(fn) };
  updated = [];
  g.ui = {
    ...g.ui,
    chat: {
      updateMessage: async (m: { id: string }) => {
        updated.push(m.id);
      },
    },
  };
  const { registerGame } = await import("../../src/core/register");
  registerGame((await import("../../src/core/module")).coreModule);
  registerGame((await import("../../src/games/four-colors/module")).fourColorsModule);
});
afterEach(() => uninstallFakeFoundry());

const set = (key: string, value: unknown) =>
  (
    globalThis as unknown as { game: { settings: { set(n: string, k: string, v: unknown): Promise<unknown> } } }
  ).game.settings.set("story-engines", key, value);

describe("redrawing what a table-wide setting changes", () => {
  it("handing out a role redraws every open window and chat card of ours, and nothing else", async () => {
    await set("tableRoles", { "four-colors.storyguide": ["bob"] });
    expect(apps.map((a) => [a.id, a.renders])).toEqual([
      ["omega", 1],
      ["task", 1],
      ["closed", 0],
      ["other", 0],
    ]);
    expect(updated).toEqual(["stakes"]);
  });

  it("the Traits chart and the d16 switch redraw the open Four Colors windows", async () => {
    await set("fourColorsTraitChart", { d16: true });
    await set("fourColorsAllowD16", true);
    expect(apps.map((a) => [a.id, a.renders])).toEqual([
      ["omega", 2],
      ["task", 0],
      ["closed", 0],
      ["other", 0],
    ]);
    expect(updated).toEqual([]);
  });
});
