/**
 * Judging a Hierarchy against the SG's Favored and Opposed Forces.
 *
 * The book checks positions in a fixed order and stops at the first one that
 * decides: Dominant (Favored -> success, Opposed -> failure), then Weak, which
 * is INVERTED (an Opposed Force at the bottom means it failed to interfere:
 * success; a Favored Force at the bottom: failure), then Major. If none
 * decides, the action is unproductive. Minor is never judged.
 *
 * A position holding several Forces counts Favored against Opposed: more
 * Favored reads as Favored, more Opposed as Opposed, a balance (or only
 * neutral Forces) as neutral, and judging moves on.
 */
import type { Force } from "./forces";
import type { HierarchyReading, Position } from "./hierarchy";
import { requirePosition, requireReading, requireStakes } from "./args";

/** The SG's choice of Forces for one action. Every other Force is neutral. */
export interface Stakes {
  favored: Force[];
  opposed: Force[];
}

export type Outcome = "success" | "failure" | "unproductive";

export interface Judgement {
  outcome: Outcome;
  /** The position that decided, or null when the action was unproductive. */
  decidedBy: Position | null;
}

/** The order in which positions are checked; Minor is never checked. */
export const JUDGE_ORDER: readonly Position[] = ["dominant", "weak", "major"];

export type Lean = "favored" | "opposed" | "neutral";

/** How a position leans: compare the number of Favored and Opposed Forces in it. */
export function positionLean(reading: HierarchyReading, position: Position, stakes: Stakes): Lean {
  const fn = "fourColors.positionLean";
  requireReading(fn, "reading", reading);
  requirePosition(fn, "position", position);
  requireStakes(fn, "stakes", stakes);
  return leanOf(reading, position, stakes);
}

function leanOf(reading: HierarchyReading, position: Position, stakes: Stakes): Lean {
  const favored = new Set(stakes.favored);
  const opposed = new Set(stakes.opposed);
  let balance = 0;
  for (const [force, held] of Object.entries(reading) as [Force, Position][]) {
    if (held !== position) continue;
    if (favored.has(force)) balance += 1;
    if (opposed.has(force)) balance -= 1;
  }
  return balance > 0 ? "favored" : balance < 0 ? "opposed" : "neutral";
}

export function judge(reading: HierarchyReading, stakes: Stakes): Judgement {
  requireReading("fourColors.judge", "reading", reading);
  requireStakes("fourColors.judge", "stakes", stakes);
  return judgeOf(reading, stakes);
}

/** judge on checked arguments (internal: index.ts does not export it). */
export function judgeOf(reading: HierarchyReading, stakes: Stakes): Judgement {
  for (const position of JUDGE_ORDER) {
    const lean = leanOf(reading, position, stakes);
    if (lean === "neutral") continue;
    // Weak is read upside down: a Favored Force at the bottom is a failure.
    const good = position === "weak" ? lean === "opposed" : lean === "favored";
    return { outcome: good ? "success" : "failure", decidedBy: position };
  }
  return { outcome: "unproductive", decidedBy: null };
}
