/**
 * Four Colors' table role "storyguide" for tests that register the game's
 * handlers under a test module (or none): the role as the game declares it
 * (src/games/four-colors/roles.ts), held by the GMs unless a test assigns it.
 * On the fake Foundry, whose settings refuse an unregistered key, the world's
 * role assignments are registered too.
 */
import { SYSTEM_ID } from "../../../src/core/game-definition";
import { ROLES_SETTING } from "../../../src/core/roles";
import { registerRoles } from "../../../src/core/table-roles";
import type { GameModule } from "../../../src/core/game-module";
import { rolesDefinition } from "../../../src/games/four-colors/roles";

export function registerStoryguideRole(options: { setting?: boolean } = {}): void {
  registerRoles({ definition: { id: "four-colors", roles: rolesDefinition.roles } } as unknown as GameModule);
  if (options.setting) {
    const settings = (
      globalThis as unknown as { game: { settings: { register(n: string, k: string, o: object): void } } }
    ).game.settings;
    settings.register(SYSTEM_ID, ROLES_SETTING, { scope: "world", config: false, type: Object, default: {} });
  }
}
