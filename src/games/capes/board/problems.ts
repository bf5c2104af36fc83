/**
 * Refusals as this user reads them (pure): a board problem's code becomes
 * `STORY_ENGINES.Capes.Problem.<code>` with its data; unknown codes fall
 * back to a generic line.
 */
import { CAPES_LANG } from "../data/common";

export const PROBLEM_CODES = [
  "stale",
  "reactions-open",
  "not-awaited",
  "not-that-result",
  "one-split",
  "spent-elsewhere",
  "player-narrates",
  "editor-seated",
  "not-seated",
  "editor-only",
  "wrong-phase",
  "unknown-character",
  "not-your-character",
  "unknown-sheet",
  "unknown-ability",
  "unknown-player",
  "unknown-complication",
  "unknown-die",
  "bad-seating",
  "editor-first",
  "already-seated",
  "unknown-inspiration",
  "other-side",
  "narrated-elsewhere",
  "not-enough-tokens",
  "first-scene-only",
  "already-doubled",
  "not-for-editor",
  "no-complications",
  "no-heroes",
  "unbalanced",
  "reclaim-first",
  "not-your-seat",
  "already-claimed",
  "not-more-prominent",
  "not-controlled",
  "not-overdrawn",
  "not-highest-die",
  "not-your-turn",
  "editors-turn",
  "not-absent",
  "player-present",
  "who-stakes",
  "blocked",
  "used-this-page",
  "skill-for-opponents",
  "choose-drive",
  "no-debt-to-stake",
  "already-rolled",
  "tropes-react",
  "second-attitude",
  "level-below-face",
  "nothing-to-react",
  "only-tropes-react",
  "reaction-below-face",
  "not-your-roll",
  "no-such-roll",
  "already-rolled-die",
  "nothing-to-decide",
  "not-your-side",
  "split-too-many",
  "already-own-side",
  "split-needs-stakes",
  "pending-roll",
  "nothing-to-veto",
  "your-side-controls",
  "one-drive-type",
  "stake-over-value",
  "not-enough-debt",
  "resolution-pending",
  "no-such-gift",
  "not-your-gift",
  "not-yourself",
  "nothing-to-replace",
  "not-your-replacement",
  "staked-does-not-resolve",
  "story-over",
  "not-allowed",
  "no-board",
  "bad-roll",
  "bad-request",
  "sheets-pending",
  "sheets-failed",
  "not-created",
] as const;

export function problemKey(code: string): string {
  return (PROBLEM_CODES as readonly string[]).includes(code)
    ? `${CAPES_LANG}.Problem.${code}`
    : `${CAPES_LANG}.Problem.bad-request`;
}

/** A refusal as the GM answers it: a board problem, or one made on this side of the wire (no board, a forged roll, a malformed request). */
export interface AnswerProblem {
  code: string;
  message: string;
  data: Record<string, string | number>;
}

/** A problem made on this side of the wire. */
export function localProblem(code: string, message: string): AnswerProblem {
  return { code, message, data: {} };
}
