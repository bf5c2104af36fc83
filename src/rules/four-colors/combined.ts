/**
 * Combined rolls: two Omegas in one action.
 *
 * One die per Force for both characters. Where both have a die: working
 * AGAINST each other the larger die (results get less predictable), working
 * TOGETHER the smaller die (more predictable). Where only one has a die (the
 * other is Wed), that die. Both Wed: no die. The dice are rolled once and each
 * character reads the Hierarchy from them, ignoring their own Wed Forces.
 *
 * Opposed: each character keeps their own reading. Together: both use the
 * more advantageous reading. "More advantageous" is defined here as: success
 * > unproductive > failure; then the higher degree (degree.ts); then the
 * higher degree score; otherwise the two are "equal" (either may be used).
 */
import { FORCES, isDiced, type Force, type Planets } from "./forces";
import { readHierarchy, type HierarchyReading, type PlanetResults } from "./hierarchy";
import type { Outcome, Stakes } from "./judge";
import { judgeWithCircumstance, type CircumstanceRolls, type FullReading } from "./circumstance";
import { degreeOfSuccess, type Degree } from "./degree";
import { optionalRecord, requireOneOf } from "../args";
import {
  requireCircumstanceRolls,
  requireDegree,
  requireFullReading,
  requirePlanets,
  requireResults,
  requireStakes,
} from "./args";

const MODES: readonly CombinedMode[] = ["opposed", "together"];

export type CombinedMode = "opposed" | "together";

export function combinedDice(a: Planets, b: Planets, mode: CombinedMode): Partial<Record<Force, number>> {
  const fn = "fourColors.combinedDice";
  requirePlanets(fn, "a", a);
  requirePlanets(fn, "b", b);
  requireOneOf(fn, "mode", mode, MODES);
  const dice: Partial<Record<Force, number>> = {};
  for (const force of FORCES) {
    const x = a[force];
    const y = b[force];
    if (isDiced(x) && isDiced(y)) dice[force] = mode === "opposed" ? Math.max(x, y) : Math.min(x, y);
    else if (isDiced(x)) dice[force] = x;
    else if (isDiced(y)) dice[force] = y;
  }
  return dice;
}

/** The results a character reads: the shared results minus their own Wed Forces. */
export function ownResults(planets: Planets, results: PlanetResults): PlanetResults {
  requirePlanets("fourColors.ownResults", "planets", planets);
  requireResults("fourColors.ownResults", "results", results);
  return ownOf(planets, results);
}

function ownOf(planets: Planets, results: PlanetResults): PlanetResults {
  const own: PlanetResults = {};
  for (const force of FORCES) {
    const value = results[force];
    if (isDiced(planets[force]) && typeof value === "number") own[force] = value;
  }
  return own;
}

export interface CharacterReading {
  /** The results this character reads (their own non-Wed Forces). */
  results: PlanetResults;
  positions: HierarchyReading;
  /** Judged reading; null when no stakes were given. */
  judged: FullReading | null;
  /** Derived degree (degree.ts); null when no stakes were given. */
  degree: Degree | null;
}

export interface CombinedReading {
  mode: CombinedMode;
  a: CharacterReading;
  b: CharacterReading;
  /**
   * Together: which reading both characters use ("equal": either). Opposed,
   * or no stakes given: null (each keeps their own).
   */
  better: "a" | "b" | "equal" | null;
}

export interface CombinedOptions {
  stakes?: Stakes;
  circumstance?: CircumstanceRolls;
}

const OUTCOME_RANK: Record<Outcome, number> = { success: 2, unproductive: 1, failure: 0 };

/** Positive when x is more advantageous than y, negative when less, 0 when equal. */
export function compareReadings(x: FullReading, dx: Degree, y: FullReading, dy: Degree): number {
  const fn = "fourColors.compareReadings";
  requireFullReading(fn, "x", x);
  requireDegree(fn, "dx", dx);
  requireFullReading(fn, "y", y);
  requireDegree(fn, "dy", dy);
  return OUTCOME_RANK[x.outcome] - OUTCOME_RANK[y.outcome] || dx.degree - dy.degree || dx.score - dy.score;
}

function characterReading(
  planets: Planets,
  results: PlanetResults,
  options: CombinedOptions | undefined,
): CharacterReading {
  const own = ownOf(planets, results);
  const positions = readHierarchy(own);
  if (!options?.stakes) return { results: own, positions, judged: null, degree: null };
  const judged = judgeWithCircumstance(own, options.circumstance, options.stakes);
  return { results: own, positions, judged, degree: degreeOfSuccess(judged, options.stakes) };
}

export function combinedReading(
  a: Planets,
  b: Planets,
  results: PlanetResults,
  mode: CombinedMode,
  options?: CombinedOptions,
): CombinedReading {
  const fn = "fourColors.combinedReading";
  requirePlanets(fn, "a", a);
  requirePlanets(fn, "b", b);
  requireResults(fn, "results", results);
  requireOneOf(fn, "mode", mode, MODES);
  const opts = optionalRecord(fn, "options", options);
  if (opts?.stakes !== undefined) requireStakes(fn, "options.stakes", opts.stakes);
  requireCircumstanceRolls(fn, "options.circumstance", opts?.circumstance);
  const ra = characterReading(a, results, options);
  const rb = characterReading(b, results, options);
  let better: CombinedReading["better"] = null;
  if (mode === "together" && ra.judged && ra.degree && rb.judged && rb.degree) {
    const c = compareReadings(ra.judged, ra.degree, rb.judged, rb.degree);
    better = c > 0 ? "a" : c < 0 ? "b" : "equal";
  }
  return { mode, a: ra, b: rb, better };
}
