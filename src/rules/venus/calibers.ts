/**
 * Calibers: the "talent" half of an ability. A caliber decides which faces of
 * a task D6 strike a success and which natural d20 faces auto-pass or
 * auto-fail a check. Copper sits below Bronze and is only ever reached
 * through Limits; Platinum is the ceiling ("there is no caliber higher than
 * platinum").
 */

import { requireInteger } from "../args";
import { requireCaliber, requireFace } from "./args";

export type Caliber = "copper" | "bronze" | "silver" | "gold" | "platinum";

/** Ordered from worst to best; the index doubles as the caliber's rank. */
export const CALIBERS: readonly Caliber[] = ["copper", "bronze", "silver", "gold", "platinum"];

/** Short labels used by the seed's tables and worth notation ("2Si", "1Pt"). */
export const CALIBER_ABBREVIATIONS: Readonly<Record<Caliber, string>> = {
  copper: "Cp",
  bronze: "Br",
  silver: "Si",
  gold: "Gl",
  platinum: "Pt",
};

/**
 * The lowest D6 face that strikes a success for a task die of this caliber
 * (Copper 6; Bronze 5–6; Silver 4–6; Gold 3–6; Platinum 2–6).
 */
export const SUCCESS_MIN_FACE: Readonly<Record<Caliber, number>> = {
  copper: 6,
  bronze: 5,
  silver: 4,
  gold: 3,
  platinum: 2,
};

/** The success faces per caliber, spelled out for sheets and chat cards. */
export const SUCCESS_FACES: Readonly<Record<Caliber, readonly number[]>> = {
  copper: [6],
  bronze: [5, 6],
  silver: [4, 5, 6],
  gold: [3, 4, 5, 6],
  platinum: [2, 3, 4, 5, 6],
};

/** Any value: true only for one of the five calibers (never throws). */
export function isCaliber(value: unknown): value is Caliber {
  return typeof value === "string" && (CALIBERS as readonly string[]).includes(value);
}

/** Rank of a caliber: copper 0 … platinum 4. */
export function caliberRank(caliber: Caliber): number {
  return CALIBERS.indexOf(requireCaliber("venus.caliberRank", "caliber", caliber));
}

/** Negative when a is worse than b, 0 when equal, positive when better. */
export function compareCalibers(a: Caliber, b: Caliber): number {
  return (
    CALIBERS.indexOf(requireCaliber("venus.compareCalibers", "a", a)) -
    CALIBERS.indexOf(requireCaliber("venus.compareCalibers", "b", b))
  );
}

/** The worse of two calibers (a capability uses the lower of its two abilities). */
export function lowerCaliber(a: Caliber, b: Caliber): Caliber {
  const rankA = CALIBERS.indexOf(requireCaliber("venus.lowerCaliber", "a", a));
  return rankA <= CALIBERS.indexOf(requireCaliber("venus.lowerCaliber", "b", b)) ? a : b;
}

/**
 * Move a caliber up (positive steps) or down (negative). Returns null when the
 * move would leave the Copper..Platinum ladder, so callers must decide what a
 * refused step means (e.g. Fidelity cannot raise Platinum).
 */
export function shiftCaliber(caliber: Caliber, steps: number): Caliber | null {
  requireCaliber("venus.shiftCaliber", "caliber", caliber);
  requireInteger("venus.shiftCaliber", "steps", steps);
  return CALIBERS[CALIBERS.indexOf(caliber) + steps] ?? null;
}

/** Probability that one task D6 of this caliber strikes at least one success. */
export function passChance(caliber: Caliber): number {
  requireCaliber("venus.passChance", "caliber", caliber);
  return (7 - SUCCESS_MIN_FACE[caliber]) / 6;
}

/** Whether a D6 face strikes a success for this caliber. */
export function isSuccessFace(caliber: Caliber, face: number): boolean {
  requireCaliber("venus.isSuccessFace", "caliber", caliber);
  return requireFace("venus.isSuccessFace", "face", face, 6) >= SUCCESS_MIN_FACE[caliber];
}
