/**
 * The Personae challenge (SRD: "The Challenge", "Critical Success",
 * "Obstacles", "Follow-Up Challenges", "Defense"), pure: compare two rolled
 * sides die by die, count criticals, the chorus's dice for an unopposed
 * challenge, the passive defences. Dice are passed in, never rolled here.
 * Readings: docs/games/personae-rulings.md ("Challenges").
 */
import { argError, requireBoolean, requireInteger, requireOneOf, requireRecord } from "../args";
import { requireChallengeOptions, requireDice, requireDiceCount, requireSide, MAX_DICE } from "./args";
import type { AttributeId } from "./attributes";

/** One side of a challenge: the dice it rolled and what it adds to each compared die. */
export interface Side {
  dice: number[];
  add: number;
}

export interface ChallengeOptions {
  /** Who wins when every die ties and both sides rolled as many: "reactor" (opposed, default) or "actor" (unopposed). */
  tiesTo?: "actor" | "reactor";
}

export interface ChallengeResult {
  winner: "actor" | "reactor";
  /** Index (0 = highest) of the die pair whose totals differed; null when decided by dice count or the tie rule. */
  decidedAt: number | null;
}

/** The dice from highest to lowest (a new list). */
export function sortDice(dice: readonly number[]): number[] {
  const checked = requireDice("personae.sortDice", "dice", dice);
  return [...checked].sort((a, b) => b - a);
}

function compareSorted(
  a: readonly number[],
  aAdd: number,
  r: readonly number[],
  rAdd: number,
  tiesTo: "actor" | "reactor",
): ChallengeResult {
  const n = Math.min(a.length, r.length);
  for (let i = 0; i < n; i++) {
    const at = (a[i] ?? 0) + aAdd;
    const rt = (r[i] ?? 0) + rAdd;
    if (at !== rt) return { winner: at > rt ? "actor" : "reactor", decidedAt: i };
  }
  if (a.length !== r.length) return { winner: a.length > r.length ? "actor" : "reactor", decidedAt: null };
  return { winner: tiesTo, decidedAt: null };
}

/**
 * Resolve a challenge. Each side adds its `add` to its highest die; the
 * higher total wins; on a tie the next-highest dice (with the same
 * additions) are compared, and so on. If one side runs out of dice while
 * tied, the side with dice left wins; if both run out together, `tiesTo`
 * wins ("reactor" by default: an opposed challenge fails and the situation
 * holds; "actor" for an unopposed one, where meeting the target is enough).
 */
export function challenge(actor: Side, reactor: Side, options?: ChallengeOptions): ChallengeResult {
  const fn = "personae.challenge";
  const a = requireSide(fn, "actor", actor);
  const r = requireSide(fn, "reactor", reactor);
  const { tiesTo } = requireChallengeOptions(fn, "options", options);
  return compareSorted(
    [...a.dice].sort((x, y) => y - x),
    a.add,
    [...r.dice].sort((x, y) => y - x),
    r.add,
    tiesTo,
  );
}

/**
 * A follow-up challenge (SRD "Follow-Up Challenges"): the same rolls compared
 * again from each side's `step`-th next-highest die (step 1 = the
 * second-highest), without rolling again. Both sides need a die at that
 * place.
 */
export function followUp(actor: Side, reactor: Side, step: number, options?: ChallengeOptions): ChallengeResult {
  const fn = "personae.followUp";
  const a = requireSide(fn, "actor", actor);
  const r = requireSide(fn, "reactor", reactor);
  const s = requireInteger(fn, "step", step, { min: 1, max: MAX_DICE });
  const { tiesTo } = requireChallengeOptions(fn, "options", options);
  const short = a.dice.length <= s ? "actor" : r.dice.length <= s ? "reactor" : null;
  if (short)
    argError(
      fn,
      "step",
      `below the ${short}'s number of dice (${short === "actor" ? a.dice.length : r.dice.length})`,
      step,
      "range",
    );
  const result = compareSorted(
    [...a.dice].sort((x, y) => y - x).slice(s),
    a.add,
    [...r.dice].sort((x, y) => y - x).slice(s),
    r.add,
    tiesTo,
  );
  return { winner: result.winner, decidedAt: result.decidedAt === null ? null : result.decidedAt + s };
}

/** Criticals in a roll: every unmodified 10 beyond the first. Only the winning side earns them. */
export function criticals(dice: number[]): number {
  const checked = requireDice("personae.criticals", "dice", dice);
  return Math.max(0, checked.filter((d) => d === 10).length - 1);
}

/** The unopposed difficulties (SRD "Obstacles"): what the chorus adds to its highest die. Any number may be used. */
export const DIFFICULTIES = [
  { id: "easy", add: 0 },
  { id: "simple", add: 1 },
  { id: "normal", add: 2 },
  { id: "challenging", add: 3 },
  { id: "difficult", add: 5 },
  { id: "veryDifficult", add: 7 },
  { id: "extremelyDifficult", add: 9 },
  { id: "nearlyImpossible", add: 10 },
] as const;
export type DifficultyId = (typeof DIFFICULTIES)[number]["id"];

/** The dice the chorus rolls against an unopposed challenge: the character's dice − 1, at least 1. */
export function chorusDice(characterDice: number): number {
  return Math.max(1, requireDiceCount("personae.chorusDice", "characterDice", characterDice) - 1);
}

/** The three kinds of challenge. */
export const CHALLENGE_TYPES = ["interaction", "power", "attack"] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

/** A passive defence: the free skill that answers a challenge type and the attribute it adds. */
export interface Defence {
  skill: "Counter" | "Steel" | "Defend";
  attribute: AttributeId;
}

/**
 * The passive defence against a challenge (SRD "Defense"): Counter + COM
 * against interaction, Steel + RES against power, Defend + STA against a
 * physical attack — and Steel + RES against a preternae attack.
 */
export function passiveDefence(type: ChallengeType, preternae = false): Defence {
  const fn = "personae.passiveDefence";
  const t = requireOneOf(fn, "type", type, CHALLENGE_TYPES);
  const p = requireBoolean(fn, "preternae", preternae);
  if (t === "interaction") return { skill: "Counter", attribute: "com" };
  if (t === "power" || p) return { skill: "Steel", attribute: "res" };
  return { skill: "Defend", attribute: "sta" };
}

/** Whether a side's dice hold an unmodified 10 beyond the first (a quick check for cards). */
export function hasCritical(side: Side): boolean {
  const s = requireSide("personae.hasCritical", "side", side);
  return s.dice.filter((d) => d === 10).length > 1;
}

/**
 * Compare one actor roll against several reactors (SRD: any number of
 * reactors; the actor rolls once and is compared with each).
 */
export function challengeEach(actor: Side, reactors: Side[], options?: ChallengeOptions): ChallengeResult[] {
  const fn = "personae.challengeEach";
  requireSide(fn, "actor", actor);
  if (!Array.isArray(reactors)) argError(fn, "reactors", "a list of sides", reactors, "type");
  if (reactors.length === 0 || reactors.length > MAX_DICE)
    argError(fn, "reactors", `a list of 1 to ${MAX_DICE} sides`, reactors, "range");
  reactors.forEach((r, i) => requireSide(fn, `reactors[${i}]`, r));
  if (options !== undefined) requireRecord(fn, "options", options);
  return reactors.map((r) => challenge(actor, r, options));
}
