/**
 * The table procedures of character assembly and setup, pure: what a rolled
 * die means for starting Lots (1d6), the Ego coin flip and a VINPC's favour
 * (a d6 called even or odd), a lifepath's free attribute (d6 on its list) and
 * an asset's worth in every caliber. The 2d6 uses of a finite item and the
 * d20 break check of a fragile tool are in assets.ts. Readings: the Table
 * procedures section of docs/games/venus-rulings.md.
 */

import { requireList, requireRecord, requireString } from "../args";
import { requireCaliber, requireCount, requireFace } from "./args";
import { CALIBERS, type Caliber } from "./calibers";
import { convertWorth, type Worth } from "./assets";
import { MAX_LOTS } from "./limits";

/** "You start the game with 1d6 Lots": the die is the Lots. */
export function startingLots(d6: number): number {
  return Math.min(MAX_LOTS, requireFace("venus.startingLots", "d6", d6, 6));
}

/**
 * "Flip a coin, or roll a die and call even or odds, to see if you'll start
 * the game with Ego or not": the system rolls a d6 and an even face is Ego.
 */
export function startsWithEgo(d6: number): boolean {
  return requireFace("venus.startsWithEgo", "d6", d6, 6) % 2 === 0;
}

/**
 * A VINPC's favour at the start ("a 50:50 chance"; "flip a coin, or roll a d6
 * and count evens or odds"): an even face means they owe you a favour.
 */
export function startsWithFavor(d6: number): boolean {
  return requireFace("venus.startsWithFavor", "d6", d6, 6) % 2 === 0;
}

export type FreeAttributeOutcome = "granted" | "unlisted" | "taken";

export interface FreeAttributeResult {
  /** The face rolled, 1–6: the attribute's number on the lifepath's list. */
  readonly number: number;
  /** The attribute at that number, or null when the list is shorter. */
  readonly attribute: string | null;
  /**
   * "granted": the attribute is free; "unlisted": the list has no such number,
   * "taken": another lifepath already gave it — in both the player re-rolls or
   * chooses ("simply reroll or choose which one you want").
   */
  readonly outcome: FreeAttributeOutcome;
}

/**
 * The lifepath's free attribute: "roll a d6 on this list to choose a single
 * attribute that you get for free". `listed` is the lifepath's list (up to
 * six), `taken` the free attributes other lifepaths already gave (compared
 * without regard to case or surrounding spaces).
 */
export function freeAttribute(
  d6: number,
  listed: readonly string[],
  taken: readonly string[] = [],
): FreeAttributeResult {
  const fn = "venus.freeAttribute";
  const face = requireFace(fn, "d6", d6, 6);
  const list = requireList(fn, "listed", listed, (entry, path) => requireString(fn, path, entry), 6);
  const already = requireList(fn, "taken", taken, (entry, path) => requireString(fn, path, entry));
  const attribute = list[face - 1]?.trim() || null;
  if (attribute === null) return { number: face, attribute: null, outcome: "unlisted" };
  const key = attribute.toLowerCase();
  const outcome = already.some((t) => t.trim().toLowerCase() === key) ? "taken" : "granted";
  return { number: face, attribute, outcome };
}

export interface WorthEquivalent {
  readonly caliber: Caliber;
  /** Whole dice of this caliber. */
  readonly dice: number;
  /** What does not make a whole die, left in the original caliber (null when exact). */
  readonly remainder: Worth | null;
}

/** A #fungible worth in every caliber, Copper to Platinum (the seed's denomination table). */
export function worthEquivalents(worth: Worth): WorthEquivalent[] {
  const fn = "venus.worthEquivalents";
  const record = requireRecord(fn, "worth", worth);
  requireCount(fn, "worth.dice", record.dice);
  requireCaliber(fn, "worth.caliber", record.caliber);
  return CALIBERS.map((caliber) => {
    const converted = convertWorth(worth, caliber);
    return { caliber, dice: converted.worth.dice, remainder: converted.remainder };
  });
}
