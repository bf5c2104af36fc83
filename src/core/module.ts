import type { GameModule } from "./game-module";
import { coreDefinition } from "./definition";

/** The shared layer's own registration: its settings and chat-card templates. */
export const coreModule: GameModule = {
  definition: coreDefinition,
  sheets: [],
  rollClasses: [],
};
