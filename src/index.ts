/**
 * Story Engines — the system's entry module (the one file in `esmodules`).
 * It only wires things up: each game registers through src/core/register.ts.
 */
import "../styles/story-engines.css";
import * as rules from "./rules";
import { GAMES } from "./games/all-games";
import { allTemplatePaths, registerGame } from "./core/register";
import { HELPERS } from "./core/handlebars-helpers";
import { registerSelfTests } from "./core/self-test/quench";
import { runMigrations } from "./core/migrations";
import { readyWorldGames, registerWorldGames } from "./core/world-games";
import { registerKeyboardActions } from "./core/keyboard-actions";

// Games chosen per world: Create dialogs, compendium packs, start-up offers.
registerWorldGames(GAMES.map((g) => g.definition));

Hooks.once("init", () => {
  for (const game of GAMES) registerGame(game);
  for (const [name, helper] of Object.entries(HELPERS)) Handlebars.registerHelper(name, helper);
  void foundry.applications.handlebars.loadTemplates(allTemplatePaths(GAMES));
  registerKeyboardActions();

  // The pure rules, for macro and module authors (docs/api.md).
  game.system.api = Object.freeze({ rules });
});

Hooks.once("ready", async () => {
  await runMigrations();
  await readyWorldGames(GAMES);
});

Hooks.once("quenchReady", (quench: unknown) => registerSelfTests(quench, GAMES));
