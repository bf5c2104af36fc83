/**
 * Opening a game's guide, in the fake Foundry: the welcome dialog's "How to
 * play" buttons (rendered from the real template, one per game whose guide
 * the world has) and the Table tools window's, each opening that game's
 * guide entry from its `<game>-guide` pack — for a player too — and nothing
 * for a game the world does not play.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { parseHTML } from "linkedom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileStrict } from "../../tools/gallery/strict-handlebars.mjs";
import { foundryHelpers } from "../../tools/gallery/foundry-helpers.mjs";
import { installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../harness/fake-foundry";
import { composeDefinition } from "../../src/core/game-definition";
import type { GameModule } from "../../src/core/game-module";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { enabledSettingKey, gameChoices, welcomeContext } from "../../src/core/game-selection";
import { guideEntryId, guidePackName } from "../../src/core/guide";

type Fn = (...args: unknown[]) => unknown;
const g = globalThis as unknown as {
  game: { user: { id: string; isGM: boolean }; packs: Map<string, unknown> };
  foundry: { applications: { api: { DialogV2: { prompt: Fn } }; handlebars: { renderTemplate: Fn } } };
};

let record: FoundryRecord;
/** Which pack and id each opened guide came from, and whether its sheet was forced open. */
let opened: string[];

/** A guide pack as Foundry loads it: getDocument(id) gives the entry, whose sheet renders. */
function addGuidePack(gameId: string): void {
  const id = `story-engines.${guidePackName(gameId)}`;
  g.game.packs.set(id, {
    collection: id,
    metadata: { id, name: guidePackName(gameId), packageName: "story-engines" },
    getDocument: async (entryId: string) =>
      entryId === guideEntryId(gameId)
        ? { sheet: { render: async (force: boolean) => void opened.push(`${id}/${entryId}/${force}`) } }
        : null,
  });
}

const lang = JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as Record<string, unknown>;
const lookup = (key: string): string | undefined => {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
  return typeof found === "string" ? found : undefined;
};
function renderWelcome(context: object): string {
  const hbs = Handlebars.create();
  for (const [name, fn] of Object.entries(foundryHelpers(lookup))) hbs.registerHelper(name, fn as Fn);
  const source = readFileSync(join(process.cwd(), "templates", "core", "welcome.hbs"), "utf8");
  return compileStrict(hbs, source)(context) as string;
}

beforeEach(() => {
  record = installFakeFoundry();
  opened = [];
});
afterEach(() => uninstallFakeFoundry());

describe("opening a guide", () => {
  it("opens the game's entry from its guide pack, forced to the front", async () => {
    addGuidePack("venus");
    const { openGuide, hasGuide } = await import("../../src/core/guide-open");
    expect(hasGuide("venus")).toBe(true);
    expect(await openGuide("venus")).toBe(true);
    expect(opened).toEqual(["story-engines.venus-guide/venusGuide000000/true"]);
  });

  it("says so, and opens nothing, for a game whose guide pack the world has not loaded", async () => {
    addGuidePack("venus");
    const { openGuide, hasGuide } = await import("../../src/core/guide-open");
    expect(hasGuide("capes")).toBe(false);
    expect(await openGuide("capes")).toBe(false);
    expect(opened).toEqual([]);
    expect(record.warnings).toEqual(["STORY_ENGINES.Guide.missing"]);
  });
});

describe("the GM's welcome dialog", () => {
  it("has a How to play button for each game whose guide the world has, and none for the others", () => {
    const enabled = new Set(["core", "four-colors", "venus", "wicked-age", "personae", "capes"]);
    const html = renderWelcome(welcomeContext(gameChoices(GAME_DEFINITIONS, enabled), new Set(["venus", "capes"])));
    const { document } = parseHTML(`<div>${html}</div>`);
    const buttons = [...document.querySelectorAll("button[data-guide]")] as HTMLButtonElement[];
    expect(buttons.map((b) => b.dataset.guide)).toEqual(["venus", "capes"]);
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(["How to play", "How to play"]);
    expect(buttons[0]?.getAttribute("aria-label")).toBe("How to play: Venus Engine");
    expect(buttons.every((b) => b.getAttribute("type") === "button")).toBe(true); // never submits the choice
  });

  it("binds each button to its game's guide when the dialog renders", async () => {
    addGuidePack("venus");
    addGuidePack("capes");
    const { registerGame } = await import("../../src/core/register");
    for (const definition of GAME_DEFINITIONS) registerGame({ definition, sheets: [], rollClasses: [] });
    for (const d of GAME_DEFINITIONS.filter((d) => !["core", "venus", "capes"].includes(d.id)))
      await (g.game as unknown as { settings: { set: Fn } }).settings.set(
        "story-engines",
        enabledSettingKey(d.id),
        false,
      );
    let rendered = "";
    g.foundry.applications.handlebars.renderTemplate = async (_path: unknown, context: unknown) =>
      (rendered = renderWelcome(context as object));
    let config: { render?: (event: Event, dialog: { element: HTMLElement }) => void } = {};
    g.foundry.applications.api.DialogV2.prompt = async (c: unknown) => {
      config = c as typeof config;
      const { document } = parseHTML(`<div id="dialog">${rendered}</div>`);
      const element = document.getElementById("dialog") as unknown as HTMLElement;
      config.render?.(new Event("render"), { element });
      (element.querySelector('button[data-guide="capes"]') as HTMLButtonElement).click();
      return null; // the GM closes the dialog
    };
    const { welcomeGM } = await import("../../src/core/game-switch");
    await welcomeGM(GAME_DEFINITIONS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rendered).toContain('data-guide="venus"');
    expect(rendered).not.toContain('data-guide="four-colors"');
    expect(opened).toEqual(["story-engines.capes-guide/capesGuide000000/true"]);
  });
});

describe("the Table tools window's How to play button", () => {
  type OnOpenGuide = (
    this: unknown,
    event: unknown,
    target: { dataset: { game?: string }; disabled: boolean },
  ) => Promise<void>;
  let onOpenGuide: OnOpenGuide;

  beforeEach(async () => {
    const { registerGame } = await import("../../src/core/register");
    const { registerTableTools, TableToolsApp } = await import("../../src/core/table-tools-app");
    const venus: GameModule = {
      definition: composeDefinition("venus", "Venus", []),
      sheets: [],
      rollClasses: [],
      toolsNote: "STORY_ENGINES.Venus.toolsNote",
    };
    const capes: GameModule = { definition: composeDefinition("capes", "Capes", []), sheets: [], rollClasses: [] };
    registerGame(venus);
    registerGame(capes);
    await (g.game as unknown as { settings: { set: Fn } }).settings.set("story-engines", "capesEnabled", false);
    registerTableTools([venus, capes]);
    onOpenGuide = TableToolsApp.onOpenGuide as unknown as OnOpenGuide;
    addGuidePack("venus");
    addGuidePack("capes");
  });

  it("opens the played game's guide for a player", async () => {
    g.game.user = { id: "alice", isGM: false };
    await onOpenGuide.call(null, {}, { dataset: { game: "venus" }, disabled: false });
    expect(opened).toEqual(["story-engines.venus-guide/venusGuide000000/true"]);
  });

  it("opens nothing for a game the world does not play, whatever the page names", async () => {
    g.game.user = { id: "alice", isGM: false };
    await onOpenGuide.call(null, {}, { dataset: { game: "capes" }, disabled: false });
    await onOpenGuide.call(null, {}, { dataset: { game: "four-colors" }, disabled: false });
    expect(opened).toEqual([]);
  });
});
