/**
 * Table tools, the pure part: every game declares its shared tools
 * (trackers, boards, lists, decks, the GM's tools) in its GameModule, and
 * the one "Table tools" window lists, for one user, the tools of the games
 * the world plays that this user may use — GM-only tools left out for
 * players. Each played game's part also offers its "How to play" guide
 * (guide.ts) to everyone when the world has it. The window and its sidebar
 * button are in table-tools-app.ts.
 */
import { gameLabelKeys } from "./game-selection";

/** Who is looking: enough of a Foundry User to decide what they may use. */
export interface ToolUser {
  readonly id: string;
  readonly isGM: boolean;
}

/** A number or word a tool shows beside its name (e.g. the chorus pool's count), with its label's key. */
export interface ToolStatus {
  labelKey: string;
  value: string | number;
}

/** One shared tool of a game. */
export interface TableTool {
  /** Unique within its game, kebab-case ("owe-list"). */
  id: string;
  labelKey: string;
  /** Font Awesome classes, e.g. "fa-solid fa-scroll". */
  icon: string;
  /** Only GMs get it (the GM's tools). */
  gmOnly?: boolean;
  /** A further rule on who gets it; without one, every user (every GM when gmOnly). */
  visibleTo?: (user: ToolUser) => boolean;
  /** What it shows beside its name, read when the window renders. */
  status?: () => ToolStatus | null;
  /** Open the tool or do its job; the window's button waits for it (pending). */
  open: () => unknown;
}

/** A game as the tools see it: its id, lang namespace, tools, and a note for when it has none for the user. */
export interface ToolGame {
  readonly definition: { readonly id: string; readonly langKey: string };
  readonly tools?: readonly TableTool[];
  /** Lang key said instead of a list when the user has no tool of the game (e.g. "on the sheets"). */
  readonly toolsNote?: string;
}

/** One game's part of the window for one user. */
export interface ToolGroup {
  gameId: string;
  nameKey: string;
  tools: TableTool[];
  noteKey: string | null;
  /** The world has the game's guide: a "How to play" button opens it (for every user). */
  guide: boolean;
}

/** Whether `user` may use `tool`. */
export function mayUse(tool: TableTool, user: ToolUser): boolean {
  if (tool.gmOnly && !user.isGM) return false;
  return tool.visibleTo ? tool.visibleTo(user) : true;
}

/**
 * The tools `user` may use, by game, for the games the world plays (in the
 * games' order). A played game without a tool for the user keeps its place
 * only when it has a note to say where its tools are or a guide to read;
 * `guides` holds the games whose guide the world has.
 */
export function toolsFor(
  user: ToolUser,
  games: readonly ToolGame[],
  played: ReadonlySet<string>,
  guides: ReadonlySet<string> = new Set(),
): ToolGroup[] {
  return games
    .filter((game) => played.has(game.definition.id))
    .map((game) => ({
      gameId: game.definition.id,
      nameKey: gameLabelKeys(game.definition.langKey).name,
      tools: (game.tools ?? []).filter((tool) => mayUse(tool, user)),
      noteKey: game.toolsNote ?? null,
      guide: guides.has(game.definition.id),
    }))
    .filter((group) => group.tools.length > 0 || group.noteKey !== null || group.guide);
}

/** Whether the user has a tool to use (the window says so when not). */
export function hasTools(groups: readonly ToolGroup[]): boolean {
  return groups.some((group) => group.tools.length > 0);
}

/** Whether the window has anything for the user, a tool or a guide (the sidebar button shows only then). */
export function hasAnything(groups: readonly ToolGroup[]): boolean {
  return groups.some((group) => group.tools.length > 0 || group.guide);
}

/** Whether a button's game names a guide the user was shown (never trusted from the page). */
export function offersGuide(groups: readonly ToolGroup[], gameId: string): boolean {
  return groups.some((group) => group.gameId === gameId && group.guide);
}

/** The key a tool's button carries: "<game>/<tool>". */
export const toolKey = (gameId: string, toolId: string): string => `${gameId}/${toolId}`;

/** The tool a button's key names, among those the user was shown. */
export function findTool(groups: readonly ToolGroup[], key: string): TableTool | null {
  for (const group of groups) for (const tool of group.tools) if (toolKey(group.gameId, tool.id) === key) return tool;
  return null;
}

export interface TableToolsContext {
  groups: {
    gameId: string;
    nameKey: string;
    noteKey: string;
    guide: boolean;
    tools: { key: string; labelKey: string; icon: string; gmOnly: boolean; status: ToolStatus | null }[];
  }[];
  empty: boolean;
}

/** What the window's template reads (templates/core/table-tools.hbs). */
export function tableToolsContext(groups: readonly ToolGroup[]): TableToolsContext {
  return {
    groups: groups.map((group) => ({
      gameId: group.gameId,
      nameKey: group.nameKey,
      noteKey: group.tools.length ? "" : (group.noteKey ?? ""),
      guide: group.guide,
      tools: group.tools.map((tool) => ({
        key: toolKey(group.gameId, tool.id),
        labelKey: tool.labelKey,
        icon: tool.icon,
        gmOnly: tool.gmOnly === true,
        status: tool.status?.() ?? null,
      })),
    })),
    empty: !hasTools(groups),
  };
}

export const TABLE_TOOLS_TEMPLATE = "core/table-tools.hbs";
