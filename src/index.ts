/**
 * Story Engines — the system's entry module (the one file in `esmodules`).
 * It only wires things up: each game registers through src/core/register.ts.
 */
import "../styles/story-engines.css";
import * as rules from "./rules";
import { GAMES } from "./games/all-games";
import { allTemplatePaths, registerGame } from "./core/register";
import { HELPERS } from "./core/handlebars-helpers";
import { configurePlurals } from "./core/plural";
import { runMigrations } from "./core/migrations";
import { readyWorldGames, registerWorldGames } from "./core/world-games";
import { registerKeyboardActions } from "./core/keyboard-actions";
import { listenForGMRequests } from "./core/gm-socket";
import { registerTableRolesMenu } from "./core/table-roles-menu";
import { registerTableTools } from "./core/table-tools-app";
import { markEntryLoaded } from "./core/entry-once";

// Loud if a second copy of this module is ever evaluated (core/entry-once.ts).
markEntryLoaded();

// Games chosen per world: Create dialogs, compendium packs, start-up offers.
registerWorldGames(GAMES.map((g) => g.definition));

/**
 * The Quench self-tests are a chunk of their own (src/games/all-self-tests.ts),
 * fetched only when the Quench module is active. The fetch starts at init so
 * the batches are registered long before Quench's own `ready` (where its
 * "run on load" option starts the batches); `quenchReady` fires at `setup`.
 */
let selfTests: Promise<typeof import("./games/all-self-tests")> | undefined;
const loadSelfTests = () => (selfTests ??= import("./games/all-self-tests"));

// Counted messages pick their plural form by the world's language, once its files are loaded.
Hooks.once("i18nInit", () => configurePlurals(game.i18n.lang, (key) => game.i18n.has(key)));

Hooks.once("init", () => {
  // A failed fetch is reported once, at quenchReady.
  if (game.modules.get("quench")?.active) loadSelfTests().catch(() => undefined);
  for (const game of GAMES) registerGame(game);
  // GM requests (askGM) travel over the system socket, which names their sender.
  listenForGMRequests();
  registerTableRolesMenu(GAMES.map((g) => g.definition));
  for (const [name, helper] of Object.entries(HELPERS)) Handlebars.registerHelper(name, helper);
  void foundry.applications.handlebars.loadTemplates(allTemplatePaths(GAMES));
  registerKeyboardActions();
  // Every game's shared tools in one window, opened from the Actors sidebar (hooked before its first render).
  registerTableTools(GAMES);

  // The pure rules, for macro and module authors (docs/api.md).
  game.system.api = Object.freeze({ rules });
});

Hooks.once("ready", async () => {
  await runMigrations();
  await readyWorldGames(GAMES);
});

Hooks.once("quenchReady", async (quench: unknown) => {
  try {
    (await loadSelfTests()).registerAllSelfTests(quench, GAMES);
  } catch (error) {
    console.error("Story Engines | the self-tests could not be loaded", error);
  }
});
