/**
 * The end of an encounter, a scene or a session for one identity (pure):
 * what to write on the identity and its spheres, read through the rules
 * (src/rules/personae/harm.ts). The sheet's buttons (one identity) and the
 * GM's whole-scene buttons (time-query.ts) both save what this returns.
 * Readings: docs/games/personae-rulings.md (Harm: "Recovery", "Ending an
 * encounter, a scene or a session for everyone").
 */
import { personae } from "../../../rules";
import { ITEM_TYPES } from "../data/common";
import { deriveIdentity, harmOf, type PersonaeIdentitySystem } from "../data/identity";

export const TIME_SCOPES = ["encounter", "scene", "session"] as const;
export type TimeScope = (typeof TIME_SCOPES)[number];

/** An identity as the time rules read it: its system data and its items. */
export interface TimeIdentity {
  system: PersonaeIdentitySystem;
  items: readonly { id: string | null; type: string; system: Record<string, unknown> }[];
}

export interface TimeOutcome {
  /** The actor update (dot paths), empty when nothing changes. */
  update: Record<string, unknown>;
  /** Sphere updates: expertise uses given back at the end of a session. */
  itemUpdates: { _id: string; "system.used": number }[];
  /** Negated now: at shock 4, never stabilised, when the encounter ended. */
  negatedNow: boolean;
  /** It ended the encounter at shock 1 and may try a recovery challenge now. */
  recoveryOffered: boolean;
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

/** The identity's harm as the rules read it. */
export function harmOfIdentity(identity: TimeIdentity): personae.Harm {
  const derived = deriveIdentity(identity.system, identity.items);
  return harmOf(identity.system, derived);
}

/** Only the paths whose value changes (so an untouched identity is not written at all). */
function changed(system: PersonaeIdentitySystem, update: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(update)) {
    const current = path
      .slice("system.".length)
      .split(".")
      .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), system);
    if (current !== value) out[path] = value;
  }
  return out;
}

/** What the rules need of an identity's clock to say whether it may try recovery now. */
export function recoveryContext(system: PersonaeIdentitySystem): {
  inEncounter: boolean;
  triedThisScene: boolean;
  scenesToWait: number;
} {
  return {
    inEncounter: system.scene.inEncounter,
    triedThisScene: system.scene.recoveryTried,
    scenesToWait: system.scene.recoveryWait ?? 0,
  };
}

/** A violent encounter begins for the identity (the chorus's tools, or Foundry's encounter begun). */
export function startEncounter(identity: TimeIdentity): Record<string, unknown> {
  return changed(identity.system, { "system.scene.inEncounter": true, "system.scene.violent": true });
}

/**
 * The end of an encounter round: an identity still under the shock-3 relapse
 * caveat that acted in this round of a violent encounter is inoperative again
 * (SRD "Recovery": "if they act within another violent encounter … at the end
 * of the first round in which they act"); every identity's "acted" mark is
 * cleared for the next round.
 */
export function roundEnd(identity: TimeIdentity): Record<string, unknown> {
  const { scene } = identity.system;
  const relapse = scene.relapse && scene.inEncounter && scene.acted === true && !identity.system.negated;
  return changed(identity.system, {
    "system.scene.acted": false,
    ...(relapse ? { "system.inoperative": true, "system.scene.relapse": false } : {}),
  });
}

/** Whether the round's end makes this identity inoperative again (the relapse). */
export function relapsesAtRoundEnd(identity: TimeIdentity): boolean {
  return roundEnd(identity)["system.inoperative"] === true;
}

/**
 * A recovery challenge's outcome: the rules' step on a success (lifting
 * inoperative from shock 3 leaves the relapse caveat pending until a scene
 * without a violent encounter ends), and the try counted for the scene.
 */
export function recoveryUpdate(harm: personae.Harm, succeeded: boolean): Record<string, unknown> {
  const relapse = succeeded && harm.shock === 3 && harm.inoperative;
  return {
    ...(succeeded ? harmUpdate(personae.recover(harm)) : {}),
    ...(relapse ? { "system.scene.relapse": true } : {}),
    "system.scene.recoveryTried": true,
  };
}

function sceneEnd(identity: TimeIdentity): Record<string, unknown> {
  const { system } = identity;
  const scenes = Math.max(0, system.resources.boostScenes - 1);
  return {
    ...harmUpdate(personae.endScene(harmOfIdentity(identity))),
    "system.scene.recoveryTried": false,
    "system.scene.recoveryWait": Math.max(0, (system.scene.recoveryWait ?? 0) - 1),
    // A scene with no violent encounter completed lifts the relapse caveat.
    ...(system.scene.violent ? {} : { "system.scene.relapse": false }),
    "system.scene.violent": false,
    "system.resources.boostScenes": scenes,
    ...(scenes === 0 ? { "system.resources.boost": 0 } : {}),
  };
}

/**
 * What the end of `scope` does to one identity:
 * - encounter: an unstabilised identity at shock 4 is negated; below shock 1
 *   all hits clear; at shock 1 a recovery is offered; at shock 2 or more it
 *   waits for the end of the following scene; it leaves the encounter;
 * - scene: below shock 1 the hits left after a recovery clear, a recovery may
 *   be tried again (one scene less to wait), a scene with no violent
 *   encounter lifts the relapse caveat, a temporary resource boost counts
 *   down one scene;
 * - session: the scene's end, expertise uses come back, and criticals go
 *   unless the world keeps them (`keepCriticals`).
 */
export function endOfTime(scope: TimeScope, identity: TimeIdentity, keepCriticals: boolean): TimeOutcome {
  const none = { itemUpdates: [], negatedNow: false, recoveryOffered: false };
  if (scope === "encounter") {
    const end = personae.endEncounter(harmOfIdentity(identity));
    return {
      ...none,
      update: changed(identity.system, {
        ...harmUpdate(end.harm),
        "system.scene.inEncounter": false,
        "system.scene.acted": false,
        "system.scene.recoveryWait": personae.scenesBeforeRecovery(end.harm),
      }),
      negatedNow: end.negatedNow,
      recoveryOffered: end.recoveryOffered,
    };
  }
  const update = sceneEnd(identity);
  if (scope === "scene") return { ...none, update: changed(identity.system, update) };
  const itemUpdates = identity.items
    .filter((i) => i.type === ITEM_TYPES.sphere && Number(i.system.used) > 0 && i.id)
    .map((i) => ({ _id: i.id as string, "system.used": 0 }));
  if (!keepCriticals) update["system.criticals"] = 0;
  return { ...none, update: changed(identity.system, update), itemUpdates };
}
