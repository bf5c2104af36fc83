/**
 * Wires "games chosen per world" into Foundry's start-up: the document
 * classes whose Create dialogs offer only the chosen games' sub-types (init),
 * the chosen games' packs (setup), the GM's welcome (ready), and `playsGame`
 * for hooks that must be registered early but act only in the game's worlds.
 */
import type { GameDefinition } from "./game-definition";
import type { GameModule } from "./game-module";
import { storyEnginesActorClass, storyEnginesItemClass } from "./documents";
import { hideUnplayedPacks, pruneCompendiumDirectory, readEnabledGames, welcomeGM } from "./game-switch";
import { gameLabelKeys } from "./game-selection";
import { gmHandlerPrefix, loadGMHandlers } from "./gm-socket";

let known: readonly GameDefinition[] = [];

/**
 * Whether the world plays the game `gameId` (read when asked: a hook
 * registered at init, before the sidebar's first render, asks when it fires).
 */
export function playsGame(gameId: string): boolean {
  return readEnabledGames(known).has(gameId);
}

export function registerWorldGames(definitions: readonly GameDefinition[]): void {
  known = definitions;
  Hooks.once("init", () => {
    CONFIG.Actor.documentClass = storyEnginesActorClass(definitions);
    CONFIG.Item.documentClass = storyEnginesItemClass(definitions);
  });
  Hooks.once("setup", () => {
    const hidden = hideUnplayedPacks(definitions);
    if (!hidden.length) return;
    const enabled = readEnabledGames(definitions);
    const folderNames = definitions
      .filter((d) => !enabled.has(d.id))
      .map((d) => game.i18n.localize(gameLabelKeys(d.langKey).name));
    Hooks.on("renderCompendiumDirectory", (_app: unknown, html: HTMLElement) =>
      pruneCompendiumDirectory(html, hidden, folderNames),
    );
  });
}

/**
 * The `ready` work of the games this world plays (start-up offers included),
 * then the GM's welcome: a welcome left open holds up none of the games'
 * work (their hooks, a first deck to import). A GM's client first starts
 * fetching those games' GM handlers (their lazy chunks), so the first
 * request does not wait for them.
 */
export async function readyWorldGames(games: readonly GameModule[]): Promise<void> {
  const definitions = games.map((g) => g.definition);
  if (game.user.isGM)
    loadGMHandlers([...readEnabledGames(definitions)].map(gmHandlerPrefix)).catch((error: unknown) =>
      console.error("Story Engines | the GM handlers could not be loaded", error),
    );
  const enabled = readEnabledGames(definitions);
  for (const game of games) if (enabled.has(game.definition.id)) await game.ready?.();
  await welcomeGM(definitions);
}
