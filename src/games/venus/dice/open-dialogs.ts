/**
 * What the Venus character sheet calls to roll: the check (d20) and task
 * (pool of D6) dialogs. Both resolve when the roll is posted or the dialog
 * is closed. The dialogs' code is in a chunk of its own (../on-demand.ts),
 * fetched the first time a user opens one: no table loads it up front.
 */

/** Open the check dialog for an actor, preselecting an ability id ("fin") or a capability ("capability:0"). */
export async function openCheckDialog(actor: Actor, ability?: string): Promise<void> {
  await (await import("../on-demand")).runCheckDialog(actor, ability);
}

/** Open the task dialog for an actor, preselecting one of its job items. */
export async function openTaskDialog(actor: Actor, jobItemId?: string): Promise<void> {
  await (await import("../on-demand")).runTaskDialog(actor, jobItemId);
}
