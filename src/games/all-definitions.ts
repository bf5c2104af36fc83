import type { GameDefinition } from "../core/game-definition";
import { coreDefinition } from "../core/definition";
import { fourColorsDefinition } from "./four-colors/definition";
import { venusDefinition } from "./venus/definition";
import { wickedAgeDefinition } from "./wicked-age/definition";
import { personaeDefinition } from "./personae/definition";
import { capesDefinition } from "./capes/definition";

/**
 * Every game's pure definition, in the order the README lists them. Add a
 * new game here and in all-games.ts (see docs/architecture.md).
 */
export const GAME_DEFINITIONS: readonly GameDefinition[] = [
  coreDefinition,
  fourColorsDefinition,
  venusDefinition,
  wickedAgeDefinition,
  personaeDefinition,
  capesDefinition,
];
