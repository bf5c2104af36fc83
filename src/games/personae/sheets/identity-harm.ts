/**
 * The identity sheet's recovery challenge, in Foundry: the owner asks for it
 * when the clock allows it (once a scene, in an encounter only at shock 1 or
 * lower, after the scenes a deeper shock must wait), rolls it and saves the
 * step it earns. The clock itself — ends of rounds, encounters, scenes and
 * sessions — is the chorus's (time/), and stabilising is another identity's
 * action on the challenge card: neither is on the sheet.
 */
import { personae } from "../../../rules";
import { deriveIdentity, harmOf, type PersonaeIdentitySystem } from "../data/identity";
import { postRecovery } from "../challenge/recovery";
import { recoveryContext, recoveryUpdate } from "../time/time-updates";

function identityOf(actor: Actor): { system: PersonaeIdentitySystem; harm: personae.Harm } {
  const system = actor.system as unknown as PersonaeIdentitySystem;
  const derived = deriveIdentity(
    system,
    actor.items.map((i) => ({ type: i.type, system: i.system })),
  );
  return { system, harm: harmOf(system, derived) };
}

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
