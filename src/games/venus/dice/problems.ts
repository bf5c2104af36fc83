/**
 * Problems shown by the Venus dialogs and the task card. The rules' problem
 * codes (src/rules/venus/problems.ts) and the few the card adds are all
 * localised under STORY_ENGINES.Venus.Card.Problems.<code>. Pure.
 */

import type { venus } from "../../../rules";

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
  | "ally-twice";

export interface CardProblem {
  code: CardProblemCode;
  /** Readable English fallback (logs, tests). */
  message: string;
}

export const PROBLEM_KEY_PREFIX = "STORY_ENGINES.Venus.Card.Problems.";

/** The lang key of a problem's readable message. */
export function problemKey(code: CardProblemCode): string {
  return `${PROBLEM_KEY_PREFIX}${code}`;
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
