/**
 * What the Venus card tests on the async table register: the card queries
 * alone, under Venus's id with its table roles (the FC: the GM unless the
 * world says otherwise; the Peers, resolved from each card's roller). Call after installAsyncTable, which our classes need.
 * The game's lazy chunk (gm-handlers.ts, on-demand.ts) is loaded here too, as
 * a GM's client loads it at ready: the card writer a player's client runs with
 * no GM connected is then imported at once, not while the table settles.
 */
export async function registerVenusCards(): Promise<void> {
  const { registerGame } = await import("../../../../src/core/register");
  const { diceHandlers } = await import("../../../../src/games/venus/dice/gm-handlers");
  const { dicePart } = await import("../../../../src/games/venus/dice/module-part");
  await import("../../../../src/games/venus/gm-handlers");
  await import("../../../../src/games/venus/on-demand");
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
    queries: async () => diceHandlers,
    roleHolders: dicePart.roleHolders ?? {},
  });
}
