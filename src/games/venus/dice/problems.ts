/**
 * Problems shown by the Venus dialogs and the task card. The rules' problem
 * codes (src/rules/venus/problems.ts) and the few the card adds are all
 * localised under STORY_ENGINES.Venus.Card.Problems.<code>, except a stale
 * request, told with the system's generic message. Pure.
 */

import type { venus } from "../../../rules";
import { STALE_KEY } from "../../../core/versioned-state";

export type CardProblemCode =
  | venus.ProblemCode
  | "not-allowed"
  | "card-closed"
  | "nothing-selected"
  | "unknown-purchase"
  | "agreement-not-needed"
  | "spent-already"
  | "unknown-source"
  | "flat-bonus-out-of-range"
  | "new-job-name-missing"
  | "unknown-job"
  | "ally-twice"
  | "caliber-steps-out-of-range"
  | "caliber-change-unjustified"
  | "explode-unjustified"
  | "check-decided"
  | "bonus-step-unavailable"
  | "no-bonus-dice"
  | "reroll-unavailable"
  | "reroll-no-bonus-die"
  | "ally-rolled"
  | "not-rolled"
  | "factors-awaited"
  | "dice-rolled"
  | "already-rolled"
  | "stunt-not-declared"
  | "approval-awaited"
  /** The card changed since the sender saw it (src/core/versioned-state.ts); told with the generic message. */
  | "stale";

export interface CardProblem {
  code: CardProblemCode;
  /** Readable English fallback (logs, tests). */
  message: string;
}

export const PROBLEM_KEY_PREFIX = "STORY_ENGINES.Venus.Card.Problems.";

/** The lang key of a problem's readable message. */
export function problemKey(code: CardProblemCode): string {
  return code === "stale" ? STALE_KEY : `${PROBLEM_KEY_PREFIX}${code}`;
}

export function cardProblem(code: CardProblemCode, message: string): CardProblem {
  return { code, message };
}

/** Rules problems as card problems (same codes). */
export function fromRules(problems: readonly venus.Problem[]): CardProblem[] {
  return problems.map((p) => ({ code: p.code, message: p.message }));
}

/** Lang keys of problems, de-duplicated, for a template's problem list. */
export function problemKeys(problems: readonly CardProblem[]): string[] {
  return [...new Set(problems.map((p) => problemKey(p.code)))];
}
