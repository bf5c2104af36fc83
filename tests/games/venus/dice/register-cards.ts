/**
 * What the Venus card tests on the async table register: the card queries
 * alone, under Venus's id with its table roles (the FC: the GM unless the
 * world says otherwise; the Peers, resolved from each card's roller). Call after installAsyncTable, which our classes need.
 */
export async function registerVenusCards(): Promise<void> {
  const { registerGame } = await import("../../../../src/core/register");
  const { dicePart } = await import("../../../../src/games/venus/dice/module-part");
  const { rolesDefinition } = await import("../../../../src/games/venus/roles");
  registerGame({
    definition: {
      id: "venus",
      langKey: "Venus",
      models: [],
      rollClassNames: [],
      templates: [],
      settings: [],
      roles: rolesDefinition.roles ?? [],
    },
    sheets: [],
    rollClasses: [],
    queries: dicePart.queries ?? {},
    roleHolders: dicePart.roleHolders ?? {},
  });
}
