/**
 * Foundry's encounter (the Combat tracker) as Personae's violent encounter,
 * in Foundry: once an encounter has begun, its combatants' identities are in
 * it (recovery limits follow); each new round ends the one before (the
 * shock-3 relapse caveat); deleting a begun encounter ends it for its
 * combatants as the chorus's "End the encounter" does (negations, hits
 * cleared, recovery offered or deferred). The hooks fire on every client;
 * only the active GM writes, through the one GM queue.
 */
import { runQueued } from "../../../core/gm-queue";
import { playsGame } from "../../../core/world-games";
import { IDENTITY_TYPE } from "../data/common";
import { combatIdentities, timeIdentity } from "./identities";
import { roundEnd } from "./time-updates";
import { endTimeFor, startEncounterFor } from "./time-query";

/** The active GM's client, in a world that plays Personae (the hooks are registered at init, in every world). */
const isWriter = (): boolean => game.users.activeGM?.id === game.user.id && playsGame("personae");

async function onRound(combat: Combat): Promise<void> {
  const actors = combatIdentities(combat);
  await startEncounterFor(actors);
  if (combat.round < 2) return;
  for (const actor of actors) {
    const update = roundEnd(timeIdentity(actor));
    if (Object.keys(update).length) await actor.update(update);
  }
}

export function registerCombatHooks(): void {
  Hooks.on("updateCombat", ((combat: Combat, changed: Record<string, unknown>) => {
    if (!isWriter() || !("round" in changed) || !combat.started) return;
    void runQueued(() => onRound(combat));
  }) as (...args: never[]) => unknown);
  Hooks.on("createCombatant", ((combatant: Combatant) => {
    const combat = combatant.parent;
    const actor = combatant.actor;
    if (!isWriter() || !combat?.started || !actor || actor.type !== IDENTITY_TYPE) return;
    void runQueued(() => startEncounterFor([actor]));
  }) as (...args: never[]) => unknown);
  Hooks.on("deleteCombat", ((combat: Combat) => {
    if (!isWriter() || !combat.started) return;
    const actors = combatIdentities(combat);
    if (actors.length) void runQueued(() => endTimeFor("encounter", actors));
  }) as (...args: never[]) => unknown);
}
