/**
 * Problems the In a Wicked Age validators return instead of throwing, so a
 * sheet can show every one at once: a stable `code`, a readable English
 * `message` and a `path` into the input.
 */
import { argError, requireOneOf, requireString } from "../args";

export type ProblemCode =
  | "significance-above-max"
  | "doubly-potent-without-potent"
  | "significance-none"
  | "broad-without-second-form"
  | "second-form-same"
  | "consequential-without-form"
  | "form-dice-not-book-set"
  | "npc-pairs-split"
  | "die-above-assigned"
  | "too-many-interests"
  | "too-few-interests";

export interface Problem {
  readonly code: ProblemCode;
  readonly message: string;
  readonly path?: string;
}

/** Every problem code the validators return. */
export const PROBLEM_CODES: readonly ProblemCode[] = [
  "significance-above-max",
  "doubly-potent-without-potent",
  "significance-none",
  "broad-without-second-form",
  "second-form-same",
  "consequential-without-form",
  "form-dice-not-book-set",
  "npc-pairs-split",
  "die-above-assigned",
  "too-many-interests",
  "too-few-interests",
];

/** Build a problem (checked: a known code, text for the message and the path). */
export function problem(code: ProblemCode, message: string, path?: string): Problem {
  const fn = "wicked.problem";
  requireOneOf(fn, "code", code, PROBLEM_CODES);
  requireString(fn, "message", message, 1000);
  if (path !== undefined && typeof path !== "string") argError(fn, "path", "text or absent", path, "type");
  return path === undefined ? { code, message } : { code, message, path: requireString(fn, "path", path, 200) };
}
