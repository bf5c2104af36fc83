import type { GameModule } from "../core/game-module";
import { coreModule } from "../core/module";
import { fourColorsModule } from "./four-colors/module";
import { venusModule } from "./venus/module";
import { wickedAgeModule } from "./wicked-age/module";
import { personaeModule } from "./personae/module";
import { capesModule } from "./capes/module";

/**
 * Every game's Foundry module, registered at init in this order. Add a new
 * game here and in all-definitions.ts (see docs/architecture.md).
 */
export const GAMES: readonly GameModule[] = [
  coreModule,
  fourColorsModule,
  venusModule,
  wickedAgeModule,
  personaeModule,
  capesModule,
];
