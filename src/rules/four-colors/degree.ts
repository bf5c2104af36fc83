/**
 * Degrees of success (optional rule).
 *
 * The book's ordering chart is NOT in the seed, so this scale is DERIVED from
 * the principles the book states, never quoted from the chart (the card must
 * say so):
 *  - more Favored Forces in Dominant and Major, more Opposed in Weak, and
 *    stronger Benefit results make a better result; the reverse a worse one;
 *  - Dominant is slightly stronger than Weak, which is stronger than Major;
 *  - Minor only colours (weight 0).
 *
 * Score = sum over Dominant, Weak, Major of weight x (Favored - Opposed Forces
 * in it; Weak inverted: Opposed - Favored), + the Benefit die's weight, - the
 * Hindrance die's weight (Minor or Major alike: degree is colour, not ruling).
 *
 * A circumstance die weighs by placement: stronger than all 7 (above
 * Dominant), tie with Dominant 6, tie with Major or just before Major 3,
 * between Major and Weak or tied with Minor or Weak 0 (colours only), and
 * below Weak 5.5: the Degrees section's "slightly more importance than the
 * Weak die–but is not inverted in meaning" (a Benefit die still helps, a
 * Hindrance die still limits), which the rulings follow where degrees are
 * used (docs/games/four-colors-rulings.md). Every Hindrance die counts (one
 * per opponent with the several-Hindrance-dice rule).
 *
 * The outcome itself always comes from the judged reading; the score only
 * sets the magnitude within it: score toward the outcome < 8 -> 1 (bare),
 * < 14 -> 2 (clear), otherwise 3 (overwhelming / disastrous). E.g. Favored
 * Dominant alone = 6 (bare); plus Opposed Weak = 11 (clear); plus Favored
 * Major = 14 (overwhelming). Unproductive is always 0.
 */
import type { CircumstanceDieReading, FullReading } from "./circumstance";
import type { Force } from "./forces";
import type { Position } from "./hierarchy";
import type { Stakes } from "./judge";
import { requireFullReading, requireStakes } from "./args";

export const DEGREE_WEIGHTS: Readonly<Record<Position, number>> = { dominant: 6, weak: 5, major: 3, minor: 0 };

export const CIRCUMSTANCE_STRONGER_THAN_ALL_WEIGHT = 7;

/** A circumstance die below every Planet die: just above the Weak die's weight, not inverted. */
export const CIRCUMSTANCE_BELOW_WEAK_WEIGHT = DEGREE_WEIGHTS.weak + 0.5;

export type DegreeLabel =
  | "overwhelming-success"
  | "clear-success"
  | "bare-success"
  | "unproductive"
  | "bare-failure"
  | "clear-failure"
  | "disastrous-failure";

/** Labels from degree +3 down to -3. */
export const DEGREE_LABELS: readonly DegreeLabel[] = [
  "overwhelming-success",
  "clear-success",
  "bare-success",
  "unproductive",
  "bare-failure",
  "clear-failure",
  "disastrous-failure",
];

export interface Degree {
  /** -3..+3; the sign agrees with the outcome, 0 = unproductive. */
  degree: number;
  /** The weighted score the degree was derived from (positive = better). */
  score: number;
  label: DegreeLabel;
}

function circumstanceWeight(die: CircumstanceDieReading | undefined): number {
  if (!die) return 0;
  switch (die.placement) {
    case "stronger-than-all":
      return CIRCUMSTANCE_STRONGER_THAN_ALL_WEIGHT;
    case "ties":
      if (die.tiedPosition === "dominant") return DEGREE_WEIGHTS.dominant;
      return die.tiedPosition === "major" ? DEGREE_WEIGHTS.major : 0;
    case "between-dominant-and-major":
    case "between-dominant-and-weak":
      return DEGREE_WEIGHTS.major;
    case "weaker-than-all":
      return CIRCUMSTANCE_BELOW_WEAK_WEIGHT;
    default:
      return 0;
  }
}

/** The weighted score of a reading (see the module comment). */
export function degreeScore(reading: FullReading, stakes: Stakes): number {
  requireFullReading("fourColors.degreeScore", "reading", reading);
  requireStakes("fourColors.degreeScore", "stakes", stakes);
  return scoreOf(reading, stakes);
}

function scoreOf(reading: FullReading, stakes: Stakes): number {
  const favored = new Set(stakes.favored);
  const opposed = new Set(stakes.opposed);
  let score = 0;
  for (const [force, position] of Object.entries(reading.positions) as [Force, Position][]) {
    const lean = (favored.has(force) ? 1 : 0) - (opposed.has(force) ? 1 : 0);
    score += DEGREE_WEIGHTS[position] * (position === "weak" ? -lean : lean);
  }
  score += circumstanceWeight(reading.benefit) - circumstanceWeight(reading.hindrance);
  for (const die of reading.hindrances ?? []) score -= circumstanceWeight(die);
  return score;
}

export function degreeOfSuccess(reading: FullReading, stakes: Stakes): Degree {
  requireFullReading("fourColors.degreeOfSuccess", "reading", reading);
  requireStakes("fourColors.degreeOfSuccess", "stakes", stakes);
  const score = scoreOf(reading, stakes);
  if (reading.outcome === "unproductive") return { degree: 0, score, label: "unproductive" };
  const sign = reading.outcome === "success" ? 1 : -1;
  const toward = sign * score;
  const magnitude = toward >= 14 ? 3 : toward >= 8 ? 2 : 1;
  const degree = sign * magnitude;
  return { degree, score, label: DEGREE_LABELS[3 - degree] ?? "unproductive" };
}
