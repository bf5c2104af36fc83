/**
 * Venus code a user needs only at the moment they act, in the game's lazy
 * chunk (lazy-venus.mjs), fetched on first use: the check and task dialogs
 * (dice/open-dialogs.ts), the task and check cards drawn for their viewer
 * with their controls (dice/card-hooks.ts), the sheets' table rollers and
 * worth calculator (tables/sheet-actions.ts), and what the Roll classes'
 * render() draws the dice with (dice/venus-task-roll.ts, venus-check-roll.ts),
 * and the open cards drawn again when a user connects or leaves.
 */
export { runCheckDialog } from "./dice/check-dialog";
export { runTaskDialog } from "./dice/task-dialog";
export { renderTaskCard } from "./dice/task-card-listeners";
export { renderCheckCard } from "./dice/check-card-listeners";
export * as tableActions from "./tables/table-actions";
export { taskRollContext } from "./dice/task-card-context";
export { checkCardContext } from "./dice/check-card-context";
export { createCheckCard, legacyCheckCard } from "./dice/check-card-state";
export { redrawOpenCards } from "./dice/card-presence";
