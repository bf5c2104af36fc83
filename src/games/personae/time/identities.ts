/**
 * Which identities the end of an encounter, a scene or a session touches, in
 * Foundry: the identities with a token on a scene (a linked token's world
 * actor, an unlinked token's own actor; each once), and for a session every
 * identity in the world beside them; an encounter's combatants.
 */
import { IDENTITY_TYPE } from "../data/common";
import type { PersonaeIdentitySystem } from "../data/identity";
import type { TimeIdentity, TimeScope } from "./time-updates";

/** An identity as the time rules read it. */
export function timeIdentity(actor: Actor): TimeIdentity {
  return {
    system: actor.system as unknown as PersonaeIdentitySystem,
    items: actor.items.map((i) => ({ id: i.id, type: i.type, system: i.system })),
  };
}

/** The scenes, read through the narrow declaration of src/foundry/personae-time.d.ts. */
export const personaeScenes = (): PersonaeScenes => game.scenes as unknown as PersonaeScenes;

/** The identities with a token on the scene, each once. */
export function sceneIdentities(scene: PersonaeScene): Actor[] {
  const found = new Map<string, Actor>();
  for (const token of scene.tokens) {
    const actor = token.actor;
    if (actor && actor.type === IDENTITY_TYPE && !found.has(actor.uuid)) found.set(actor.uuid, actor);
  }
  return [...found.values()];
}

/** The identities the end of `scope` touches: the scene's; for a session, the world's too. */
export function identitiesFor(scope: TimeScope, scene: PersonaeScene | null): Actor[] {
  const onScene = scene ? sceneIdentities(scene) : [];
  if (scope !== "session") return onScene;
  const seen = new Set(onScene.map((a) => a.uuid));
  return [...onScene, ...game.actors.filter((a) => a.type === IDENTITY_TYPE && !seen.has(a.uuid))];
}

/** The identities among an encounter's combatants, each once. */
export function combatIdentities(combat: Combat): Actor[] {
  const found = new Map<string, Actor>();
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (actor && actor.type === IDENTITY_TYPE && !found.has(actor.uuid)) found.set(actor.uuid, actor);
  }
  return [...found.values()];
}
