import type { GameModule } from "./game-module";
import { coreDefinition } from "./definition";
import { redrawRoleViews } from "./redraw";
import { ROLES_SETTING } from "./roles";

/**
 * The shared layer's own registration: its settings and chat-card
 * templates; handing out a table role redraws every window and chat card
 * whose controls depend on it, on every client.
 */
export const coreModule: GameModule = {
  definition: coreDefinition,
  sheets: [],
  rollClasses: [],
  settingChanges: { [ROLES_SETTING]: redrawRoleViews },
};
