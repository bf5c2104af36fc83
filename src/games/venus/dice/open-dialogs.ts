/**
 * What the Venus character sheet calls to roll: the check (d20) and task
 * (pool of D6) dialogs. Both resolve when the roll is posted or the dialog
 * is closed.
 */
import { runCheckDialog } from "./check-dialog";
import { runTaskDialog } from "./task-dialog";

/** Open the check dialog for an actor, preselecting an ability id ("fin") or a capability ("capability:0"). */
export async function openCheckDialog(actor: Actor, ability?: string): Promise<void> {
  await runCheckDialog(actor, ability);
}

/** Open the task dialog for an actor, preselecting one of its job items. */
export async function openTaskDialog(actor: Actor, jobItemId?: string): Promise<void> {
  await runTaskDialog(actor, jobItemId);
}
