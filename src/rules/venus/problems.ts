/**
 * Validation results. Every validator in the Venus rules returns a list of
 * problems instead of throwing, so sheets and dialogs can show all of them at
 * once. The `code` is stable (the UI keys localisation and styling on it); the
 * `message` is a readable English fallback.
 */

import { argError, requireString } from "../args";

function requireBound(name: string, value: unknown): void {
  if (typeof value !== "number") argError("venus.isIntegerIn", name, "a number", value, "type");
  if (Number.isNaN(value)) argError("venus.isIntegerIn", name, "a number", value, "range");
}

export type ProblemCode =
  // ranges on the character sheet
  | "score-out-of-range"
  | "lots-out-of-range"
  | "fidelity-out-of-range"
  | "too-many-vinpcs"
  | "too-many-capabilities"
  | "job-level-invalid"
  | "job-level-above-cap"
  | "job-level-above-assembly-max"
  | "job-level-below-minimum"
  | "exp-out-of-range"
  // checks
  | "factors-out-of-range"
  | "bonus-dice-out-of-range"
  // task setup
  | "threshold-out-of-range"
  | "too-many-allies"
  | "ally-learning-job"
  // KISS and Ego
  | "kiss-round-over"
  | "kiss-unknown-die"
  | "kiss-die-twice"
  | "kiss-lots-exceeded"
  | "kiss-insights-exceeded"
  | "kiss-specialties-exceeded"
  | "kiss-stunt-exceeded"
  | "kiss-aid-without-agreement"
  | "reroll-mismatch"
  | "ego-unavailable"
  | "ego-both"
  // spending successes
  | "spend-over-budget"
  | "spend-duplicate"
  | "tertiary-unanchored"
  // character assembly
  | "lifepaths-out-of-range"
  | "caps-overspent"
  | "scores-unspent"
  | "scores-overspent"
  | "scores-misallocated"
  | "score-beyond-sources"
  | "caliber-invalid"
  | "caliber-increases-exceeded"
  | "platinum-limit"
  | "fidelity-not-full"
  | "caliber-at-maximum";

export interface Problem {
  readonly code: ProblemCode;
  readonly message: string;
  /** Optional pointer into the input (e.g. "requests[2]", "scores.wit"). */
  readonly path?: string;
}

export function problem(code: ProblemCode, message: string, path?: string): Problem {
  requireString("venus.problem", "code", code, 100);
  requireString("venus.problem", "message", message);
  if (path !== undefined) requireString("venus.problem", "path", path, 1000);
  return path === undefined ? { code, message } : { code, message, path };
}

/** True when a number is an integer within [min, max]; `value` may be anything, the bounds must be numbers. */
export function isIntegerIn(value: number, min: number, max: number): boolean {
  requireBound("min", min);
  requireBound("max", max);
  return Number.isInteger(value) && value >= min && value <= max;
}
