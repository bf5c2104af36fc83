/**
 * What the In a Wicked Age race tests on the async table register: the game's
 * id with its table role (the chapter's GM, resolved from the campaign) and
 * the GM handlers the test needs. Call after installAsyncTable, which our
 * classes need.
 */
import type { GMHandlerTable } from "../../../src/core/game-module";

export async function registerWickedAge(handlers: GMHandlerTable): Promise<void> {
  const { registerGame } = await import("../../../src/core/register");
  const { campaignPart } = await import("../../../src/games/wicked-age/campaign/module-part");
  const { rolesDefinition } = await import("../../../src/games/wicked-age/roles");
  registerGame({
    definition: {
      id: "wicked-age",
      langKey: "Test",
      models: [],
      rollClassNames: [],
      templates: [],
      settings: [],
      roles: rolesDefinition.roles ?? [],
    },
    roleHolders: campaignPart.roleHolders ?? {},
    sheets: [],
    rollClasses: [],
    queries: async () => handlers,
  });
}
