/**
 * Table tools, in Foundry: the one place every game's shared tools are
 * found. A "Table tools" button in the Actors sidebar's header (registered
 * at init, so the sidebar's first render has it; shown only when the user
 * has a tool or a guide of a game the world plays), and the same button in
 * the Journal sidebar's header when the user has a tool, opens one window listing,
 * per played game, the tools this user may use (table-tools.ts decides which)
 * and a "How to play" button opening the game's guide (guide-open.ts). Each
 * button waits for its job (pending). Why the Actors sidebar: see
 * docs/architecture.md, "Table tools".
 */
import { SYSTEM_ID, templatePath } from "./game-definition";
import type { GameModule } from "./game-module";
import { whilePending } from "./pending";
import { readEnabledGames } from "./game-switch";
import { gamesWithGuide, openGuide } from "./guide-open";
import {
  findTool,
  hasAnything,
  hasTools,
  offersGuide,
  tableToolsContext,
  toolsFor,
  type TableToolsContext,
  type ToolGroup,
  type ToolUser,
} from "./table-tools";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

export const TABLE_TOOLS_ID = `${SYSTEM_ID}-table-tools`;
const BUTTON_CLASS = "se-table-tools-button";

let registered: readonly GameModule[] = [];

/** A user's tools (the current user's by default), for the games this world plays. */
function currentGroups(user: ToolUser = game.user): ToolGroup[] {
  const played = readEnabledGames(registered.map((g) => g.definition));
  return toolsFor(user, registered, played, gamesWithGuide(played));
}

/**
 * What the window shows `user` now, from the registered games' own tools:
 * the window draws this for the current user, and the gallery draws it for
 * a GM and a player (tools/entries/table-tools.ts), so the two cannot drift.
 */
export function tableToolsContextFor(user: ToolUser): TableToolsContext {
  return tableToolsContext(currentGroups(user));
}

export class TableToolsApp extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: TABLE_TOOLS_ID,
    classes: ["story-engines", "se-table-tools-window"],
    position: { width: 340, height: "auto" as const },
    window: { title: "STORY_ENGINES.TableTools.title", icon: "fa-solid fa-toolbox", resizable: true },
    actions: { openTool: TableToolsApp.onOpenTool, openGuide: TableToolsApp.onOpenGuide },
  };

  static override PARTS = { tools: { template: templatePath("core/table-tools.hbs"), scrollable: [""] } };

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    return { ...base, ...tableToolsContextFor(game.user) };
  }

  /** A tool's button: the tool is looked up again among the user's own (never trusted from the page). */
  static async onOpenTool(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const key = target.dataset.tool ?? "";
    const tool = findTool(currentGroups(), key);
    if (!tool) return;
    await whilePending(`table-tool:${key}`, target as HTMLButtonElement, async () => {
      await tool.open();
    });
  }

  /** A game's "How to play" button: opens its guide when the window offered it to this user. */
  static async onOpenGuide(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const gameId = target.dataset.game ?? "";
    if (!offersGuide(currentGroups(), gameId)) return;
    await whilePending(`table-guide:${gameId}`, target as HTMLButtonElement, async () => {
      await openGuide(gameId);
    });
  }
}

/** Open the window (or bring it forward). */
export async function openTableTools(): Promise<void> {
  const open = foundry.applications.instances.get(TABLE_TOOLS_ID);
  await (open ?? new TableToolsApp()).render({ force: true });
}

/** Redraw the window if it is open (a tool's status changed, e.g. the chorus pool). */
export function refreshTableTools(): void {
  const open = foundry.applications.instances.get(TABLE_TOOLS_ID);
  if (open?.rendered) void open.render();
}

/**
 * A sidebar's "Table tools" button, on each render: in the Actors sidebar
 * for a user with a tool to use or a guide to read; in the Journal sidebar
 * (where the Capes board and the story sheet live) for a user with a tool.
 */
export function addTableToolsButton(html: HTMLElement, directory: "actors" | "journal" = "actors"): void {
  const groups = currentGroups();
  const shown = directory === "actors" ? hasAnything(groups) : hasTools(groups);
  if (html.querySelector(`.${BUTTON_CLASS}`) || !shown) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = `story-engines ${BUTTON_CLASS}`;
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-toolbox";
  icon.setAttribute("aria-hidden", "true");
  button.append(icon, ` ${game.i18n.localize("STORY_ENGINES.TableTools.open")}`);
  button.addEventListener("click", () => void openTableTools());
  (html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html).append(button);
}

/**
 * At init: remember the games and hook the Actors sidebar before its first
 * render (which comes before `ready`); which games the world plays is read
 * when the sidebar renders.
 */
export function registerTableTools(games: readonly GameModule[]): void {
  registered = games;
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addTableToolsButton(html, "actors"));
  Hooks.on("renderJournalDirectory", (_app: unknown, html: HTMLElement) => addTableToolsButton(html, "journal"));
}
