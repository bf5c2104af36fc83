/**
 * The in-Foundry self-tests (Quench), as one chunk of their own: src/index.ts
 * imports this module dynamically, and only when the Quench module is
 * active, so the batches, their sample data and each game's flows are never
 * downloaded at a table that doesn't test. Add a game's self-tests here
 * (keyed by its id) as in all-games.ts.
 */
import type { GameModule } from "../core/game-module";
import type { GameSelfTests } from "../core/self-test/quench-context";
import { registerSelfTests } from "../core/self-test/quench";
import { fourColorsSelfTests } from "./four-colors/self-tests";
import { venusSelfTests } from "./venus/self-tests";
import { wickedAgeSelfTests } from "./wicked-age/self-tests";
import { personaeSelfTests } from "./personae/self-tests";
import { capesSelfTests } from "./capes/self-tests";

/** Each game's self-tests, by game id. */
export const SELF_TESTS: Readonly<Record<string, GameSelfTests>> = {
  "four-colors": fourColorsSelfTests,
  venus: venusSelfTests,
  "wicked-age": wickedAgeSelfTests,
  personae: personaeSelfTests,
  capes: capesSelfTests,
};

/** Register the generic batches over every game, then each game's own flows. */
export function registerAllSelfTests(quench: unknown, games: readonly GameModule[]): void {
  registerSelfTests(quench, games, SELF_TESTS);
}
