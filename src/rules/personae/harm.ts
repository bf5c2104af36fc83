/**
 * Vitality, hits, shock and recovery (SRD: "Vitality, Shock,
 * Inoperative/Negated", "Vitality and Shock", "Recovery", "Adversaries"),
 * pure: every function returns a new Harm. Readings: docs/games/
 * personae-rulings.md ("Harm").
 */
import {
  argError,
  requireBoolean,
  requireInteger,
  requireOneOf,
  requireRecord,
  MAX_AMOUNT,
  type FnName,
} from "../args";
import { requireShock, MAX_ATTRIBUTE, MAX_DICE } from "./args";

/**
 * How much harm an identity takes before it is negated (SRD "Adversaries"):
 * minor — vitality only, negated when it is used up; medium — vitality and
 * shock 1–2, inoperative at 2, negated by the next injury; major — the full
 * track of four shock levels, as a character.
 */
export const TOUGHNESS = ["minor", "medium", "major"] as const;
export type Toughness = (typeof TOUGHNESS)[number];

/** The highest shock level a toughness reaches before negation. */
export const SHOCK_LEVELS: Readonly<Record<Toughness, number>> = { minor: 0, medium: 2, major: 4 };

/** An identity's harm: its vitality and what it has sustained. */
export interface Harm {
  toughness: Toughness;
  /** Hits it can sustain before shock 1 (1 + STA + bonuses). */
  vitality: number;
  /** Hits sustained so far. */
  hits: number;
  /** Shock level, 0–4. */
  shock: number;
  /** Stabilised by another identity at shock 4 (so not negated when the encounter ends). */
  stabilised: boolean;
  inoperative: boolean;
  negated: boolean;
}

export function requireHarm(fn: FnName, name: string, value: unknown): Harm {
  const h = requireRecord(fn, name, value);
  const toughness = requireOneOf(fn, `${name}.toughness`, h.toughness, TOUGHNESS);
  const harm: Harm = {
    toughness,
    vitality: requireInteger(fn, `${name}.vitality`, h.vitality, { min: 1, max: MAX_ATTRIBUTE * 2 }),
    hits: requireInteger(fn, `${name}.hits`, h.hits, { min: 0, max: MAX_AMOUNT }),
    shock: requireShock(fn, `${name}.shock`, h.shock),
    stabilised: requireBoolean(fn, `${name}.stabilised`, h.stabilised),
    inoperative: requireBoolean(fn, `${name}.inoperative`, h.inoperative),
    negated: requireBoolean(fn, `${name}.negated`, h.negated),
  };
  if (harm.shock > SHOCK_LEVELS[toughness]) {
    argError(
      fn,
      `${name}.shock`,
      `at most ${SHOCK_LEVELS[toughness]} for a ${toughness} identity`,
      harm.shock,
      "range",
    );
  }
  return harm;
}

/** A fresh Harm: full vitality, nothing sustained. */
export function freshHarm(vitalityValue: number, toughness: Toughness = "major"): Harm {
  const fn = "personae.freshHarm";
  return {
    toughness: requireOneOf(fn, "toughness", toughness, TOUGHNESS),
    vitality: requireInteger(fn, "vitality", vitalityValue, { min: 1, max: MAX_ATTRIBUTE * 2 }),
    hits: 0,
    shock: 0,
    stabilised: false,
    inoperative: false,
    negated: false,
  };
}

/** Hits it can still take before shock 1 (the token bar's value), never below 0. */
export function hitsRemaining(harm: Harm): number {
  const h = requireHarm("personae.hitsRemaining", "harm", harm);
  return Math.max(0, h.vitality - h.hits);
}

/**
 * The dice left after shock: `dice` minus the shock level, never below 2
 * with a skill or 1 unskilled (and never more than rolled).
 */
export function dicePenalty(shock: number, dice: number, skilled: boolean): number {
  const fn = "personae.dicePenalty";
  const s = requireShock(fn, "shock", shock);
  const d = requireInteger(fn, "dice", dice, { min: 1, max: MAX_DICE });
  const floor = requireBoolean(fn, "skilled", skilled) ? 2 : 1;
  return Math.max(Math.min(d, floor), d - s);
}

export interface HitsResult {
  harm: Harm;
  /** The shock level rose with this attack. */
  shockRaised: boolean;
  /** This attack negated it. */
  negatedNow: boolean;
}

/**
 * One successful attack (or power challenge) inflicting `hits` (≥ 1). Hits
 * are marked; when they reach the vitality, shock 1. Already in shock, the
 * attack raises shock one level. One attack never raises shock more than one
 * level, however many hits it deals. Shock 3 makes a major identity
 * inoperative, shock 4 leaves it to be stabilised; a medium one is
 * inoperative at shock 2 and negated by the next injury; a minor one is
 * negated when its vitality is used up. A negated identity takes no hits.
 * `shockRaisedThisAttack`: a follow-up of an attack that already raised
 * shock — its hits are marked, but neither shock nor negation by shock
 * follows (the attack and its follow-ups carry over one level at most).
 */
export function sustainHits(harm: Harm, hits: number, options?: { shockRaisedThisAttack?: boolean }): HitsResult {
  const fn = "personae.sustainHits";
  const h = requireHarm(fn, "harm", harm);
  const n = requireInteger(fn, "hits", hits, { min: 1, max: MAX_AMOUNT });
  const locked =
    options === undefined
      ? false
      : requireBoolean(
          fn,
          "options.shockRaisedThisAttack",
          requireRecord(fn, "options", options).shockRaisedThisAttack ?? false,
        );
  if (h.negated) argError(fn, "harm.negated", "false: a negated identity takes no more hits", true, "range");
  const next: Harm = { ...h, hits: Math.min(MAX_AMOUNT, h.hits + n) };
  const max = SHOCK_LEVELS[h.toughness];
  if (h.toughness === "minor") {
    const negatedNow = next.hits >= next.vitality;
    return { harm: negatedNow ? { ...next, inoperative: true, negated: true } : next, shockRaised: false, negatedNow };
  }
  if (locked) return { harm: next, shockRaised: false, negatedNow: false };
  if (h.shock === 0) {
    if (next.hits < next.vitality) return { harm: next, shockRaised: false, negatedNow: false };
    return { harm: { ...next, shock: 1 }, shockRaised: true, negatedNow: false };
  }
  if (h.shock >= max) {
    // Medium at shock 2: the next injury negates. Major at shock 4: it must be stabilised again.
    if (h.toughness === "medium")
      return { harm: { ...next, inoperative: true, negated: true }, shockRaised: false, negatedNow: true };
    return { harm: { ...next, stabilised: false }, shockRaised: false, negatedNow: false };
  }
  const shock = h.shock + 1;
  const inoperative = h.inoperative || (h.toughness === "medium" ? shock >= 2 : shock >= 3);
  return { harm: { ...next, shock, inoperative, stabilised: false }, shockRaised: true, negatedNow: false };
}

/**
 * Stabilise an identity at its last shock level (an action of another
 * identity, no roll): it will not be negated when the encounter ends.
 */
export function stabilise(harm: Harm): Harm {
  const fn = "personae.stabilise";
  const h = requireHarm(fn, "harm", harm);
  if (h.negated) argError(fn, "harm.negated", "false: a negated identity cannot be stabilised", true, "range");
  if (h.toughness !== "major" || h.shock < 4)
    argError(fn, "harm.shock", "4 (only shock 4 needs stabilising)", h.shock, "range");
  return { ...h, stabilised: true };
}

export interface EncounterEnd {
  harm: Harm;
  /** Negated now: at shock 4 and never stabilised. */
  negatedNow: boolean;
  /** It may try a recovery challenge now (it ended the encounter at shock 1). */
  recoveryOffered: boolean;
}

/**
 * The end of a violent encounter: an unstabilised identity at shock 4 is
 * negated; below shock 1 all hits clear; at shock 1 a recovery challenge is
 * offered at once.
 */
export function endEncounter(harm: Harm): EncounterEnd {
  const h = requireHarm("personae.endEncounter", "harm", harm);
  if (h.negated) return { harm: h, negatedNow: false, recoveryOffered: false };
  if (h.shock >= 4 && !h.stabilised)
    return { harm: { ...h, inoperative: true, negated: true }, negatedNow: true, recoveryOffered: false };
  if (h.shock === 0) return { harm: { ...h, hits: 0 }, negatedNow: false, recoveryOffered: false };
  return { harm: h, negatedNow: false, recoveryOffered: h.shock === 1 };
}

/** The end of a scene: below shock 1, the hits left after a recovery clear. */
export function endScene(harm: Harm): Harm {
  const h = requireHarm("personae.endScene", "harm", harm);
  return h.shock === 0 && !h.negated ? { ...h, hits: 0 } : h;
}

/**
 * Whether a recovery challenge may be tried: once per scene, never by a
 * negated identity, in an encounter only below shock 2, only with something
 * to recover from, and not while scenes must still end first
 * (`scenesToWait`: shock 2 or more at an encounter's end waits for the end of
 * the scene following it — SRD "Recovery").
 */
export function canRecover(
  harm: Harm,
  context: { inEncounter: boolean; triedThisScene: boolean; scenesToWait?: number },
): boolean {
  const fn = "personae.canRecover";
  const h = requireHarm(fn, "harm", harm);
  const c = requireRecord(fn, "context", context);
  const inEncounter = requireBoolean(fn, "context.inEncounter", c.inEncounter);
  const tried = requireBoolean(fn, "context.triedThisScene", c.triedThisScene);
  const wait = requireInteger(fn, "context.scenesToWait", c.scenesToWait ?? 0, { min: 0, max: MAX_AMOUNT });
  if (h.negated || tried || h.shock === 0 || wait > 0) return false;
  return !inEncounter || h.shock <= 1;
}

/**
 * Scenes that must end before an identity may try recovery, once an
 * encounter has ended (SRD "Recovery"): at shock 1, none (it may try at
 * once); at shock 2 or more, one — "only at the end of the scene following
 * the violent encounter".
 */
export function scenesBeforeRecovery(harm: Harm): number {
  const h = requireHarm("personae.scenesBeforeRecovery", "harm", harm);
  return !h.negated && h.shock >= 2 ? 1 : 0;
}

/**
 * The sides of a recovery challenge: the identity rolls 1 die + STA; the
 * chorus rolls as many dice as the shock level (at least 1) + the hits
 * sustained. A full tie goes to the chorus.
 */
export function recoverySides(
  harm: Harm,
  sta: number,
): { identity: { dice: number; add: number }; chorus: { dice: number; add: number } } {
  const fn = "personae.recoverySides";
  const h = requireHarm(fn, "harm", harm);
  const s = requireInteger(fn, "sta", sta, { min: 0, max: MAX_ATTRIBUTE });
  return { identity: { dice: 1, add: s }, chorus: { dice: Math.max(1, h.shock), add: Math.min(h.hits, 1000) } };
}

/**
 * A successful recovery challenge: inoperative is lifted first; otherwise
 * shock 2 or more steps down one level (the hit that caused it removed);
 * shock 1 clears to 0 with half the hits (rounded down) removed, the rest at
 * the end of the next scene.
 */
export function recover(harm: Harm): Harm {
  const fn = "personae.recover";
  const h = requireHarm(fn, "harm", harm);
  if (h.negated) argError(fn, "harm.negated", "false: a negated identity cannot recover", true, "range");
  if (h.shock === 0) argError(fn, "harm.shock", "1 or more (nothing to recover from)", 0, "range");
  if (h.inoperative) return { ...h, inoperative: false };
  if (h.shock >= 2) return { ...h, shock: h.shock - 1, hits: Math.max(0, h.hits - 1), stabilised: false };
  return { ...h, shock: 0, hits: h.hits - Math.floor(h.hits / 2), stabilised: false };
}
