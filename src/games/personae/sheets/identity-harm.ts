/**
 * The identity sheet's harm and time buttons, in Foundry: stabilise, end of
 * an encounter, of a scene, of a session (time/time-updates.ts), and the
 * recovery challenge. Each reads the identity through the pure rules
 * (src/rules/personae/harm.ts) and saves what changed on the identity the
 * user owns.
 */
import { personae } from "../../../rules";
import { SYSTEM_ID } from "../../../core/game-definition";
import { deriveIdentity, harmOf, type PersonaeIdentitySystem } from "../data/identity";
import { postRecovery } from "../challenge/recovery";
import { CRITICALS_RETAINED_SETTING } from "../challenge/settings";
import { endOfTime, recoveryContext, recoveryUpdate, type TimeScope } from "../time/time-updates";
import { timeIdentity } from "../time/identities";
import { awardNegation } from "../time/negation";

function identityOf(actor: Actor): { system: PersonaeIdentitySystem; harm: personae.Harm } {
  const system = actor.system as unknown as PersonaeIdentitySystem;
  const derived = deriveIdentity(
    system,
    actor.items.map((i) => ({ type: i.type, system: i.system })),
  );
  return { system, harm: harmOf(system, derived) };
}

function harmUpdate(harm: personae.Harm): Record<string, unknown> {
  return {
    "system.hits": harm.hits,
    "system.shock": harm.shock,
    "system.stabilised": harm.stabilised,
    "system.inoperative": harm.inoperative,
    "system.negated": harm.negated,
  };
}

/** Another identity stabilises this one at shock 4 (an action, no roll). */
export async function stabiliseIdentity(actor: Actor): Promise<void> {
  const { harm } = identityOf(actor);
  if (harm.negated || harm.toughness !== "major" || harm.shock < 4 || harm.stabilised) {
    ui.notifications.warn("STORY_ENGINES.Personae.Notify.cannotStabilise", { localize: true });
    return;
  }
  await actor.update(harmUpdate(personae.stabilise(harm)));
  ui.notifications.info(game.i18n.format("STORY_ENGINES.Personae.Notify.stabilised", { name: actor.name }));
}

/** Save what the end of `scope` does to this identity (the owner's click; the GM's batch: time-query.ts). */
async function endFor(actor: Actor, scope: TimeScope): Promise<void> {
  const keep = game.settings.get(SYSTEM_ID, CRITICALS_RETAINED_SETTING) !== false;
  const end = endOfTime(scope, timeIdentity(actor), keep);
  if (end.itemUpdates.length) await actor.updateEmbeddedDocuments("Item", end.itemUpdates);
  if (Object.keys(end.update).length) await actor.update(end.update);
  if (end.negatedNow) {
    // A chorus identity negated so earns the character who raised its shock last a point (the chorus's click).
    await awardNegation(actor);
    ui.notifications.warn(game.i18n.format("STORY_ENGINES.Personae.Notify.negated", { name: actor.name }));
  }
  if (end.recoveryOffered)
    ui.notifications.info(game.i18n.format("STORY_ENGINES.Personae.Notify.recoveryOffered", { name: actor.name }));
}

/** The end of a violent encounter for this identity. */
export const endEncounterFor = (actor: Actor): Promise<void> => endFor(actor, "encounter");

/** The end of a scene: hits left below shock 1 clear, recovery may be tried again, boosts count down. */
export const endSceneFor = (actor: Actor): Promise<void> => endFor(actor, "scene");

/** The end of a session: the scene's end, expertise uses come back; criticals go unless the world keeps them. */
export const endSessionFor = (actor: Actor): Promise<void> => endFor(actor, "session");

/** Roll a recovery challenge and, on a success, recover one step (once per scene). */
export async function recoverIdentity(actor: Actor): Promise<void> {
  const { system, harm } = identityOf(actor);
  if (!personae.canRecover(harm, recoveryContext(system))) {
    ui.notifications.warn("STORY_ENGINES.Personae.Notify.cannotRecover", { localize: true });
    return;
  }
  const succeeded = await postRecovery(actor, harm, system.attributes.sta);
  await actor.update(recoveryUpdate(harm, succeeded));
}
