/**
 * The sheets' one-click table rollers, spread into the sheets'
 * DEFAULT_OPTIONS.actions: each click runs the roller of the same name in
 * table-actions.ts, whose code (with roller.ts and the worth calculator) is
 * in the on-demand chunk (../on-demand.ts), fetched on the first click.
 */
import type { Handler } from "./table-actions";

type Rollers = typeof import("./table-actions");

/** An action that runs `pick(table-actions.ts)` once the chunk is loaded, with the sheet as `this`. */
function later(pick: (rollers: Rollers) => Handler): Handler {
  return async function (event, target) {
    const { tableActions } = await import("../on-demand");
    await pick(tableActions).call(this, event, target);
  };
}

/** The character sheet's rollers. */
export const CHARACTER_TABLE_ACTIONS = {
  rollStartingLots: later((t) => t.CHARACTER_TABLE_ACTIONS.rollStartingLots),
  rollStartingEgo: later((t) => t.CHARACTER_TABLE_ACTIONS.rollStartingEgo),
  rollFavor: later((t) => t.CHARACTER_TABLE_ACTIONS.rollFavor),
};

/** The item sheet's rollers (assets, lifepaths) and the worth calculator. */
export const ITEM_TABLE_ACTIONS = {
  rollUses: later((t) => t.ITEM_TABLE_ACTIONS.rollUses),
  rollBreak: later((t) => t.ITEM_TABLE_ACTIONS.rollBreak),
  rollFreeAttribute: later((t) => t.ITEM_TABLE_ACTIONS.rollFreeAttribute),
  openWorthCalculator: later((t) => t.ITEM_TABLE_ACTIONS.openWorthCalculator),
};
