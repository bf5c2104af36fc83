/**
 * Criticals banked, the challenge tally, development points, trait costs and
 * companions (SRD: "Critical Success", "Advancement", "Upgrades",
 * "Identifiers", "Companions"), pure. Readings: docs/games/
 * personae-rulings.md ("Criticals", "Characters", "Advancement").
 */
import {
  argError,
  requireBoolean,
  requireInteger,
  requireOneOf,
  requireRecord,
  MAX_AMOUNT,
  type FnName,
} from "../args";
import { MAX_ATTRIBUTE } from "./args";
import {
  checkPriorities,
  requireAttributes,
  requirePriorities,
  ATTRIBUTES,
  type AttributeId,
  type Attributes,
} from "./attributes";

export interface BankResult {
  /** Criticals held after banking. */
  banked: number;
  /** Criticals earned that did not fit in the bank. */
  lost: number;
}

/** Bank criticals earned, up to the potential threshold. */
export function bankCriticals(banked: number, earned: number, threshold: number): BankResult {
  const fn = "personae.bankCriticals";
  const cap = requireInteger(fn, "threshold", threshold, { min: 0, max: MAX_ATTRIBUTE + 2 });
  const held = requireInteger(fn, "banked", banked, { min: 0, max: MAX_AMOUNT });
  const gained = requireInteger(fn, "earned", earned, { min: 0, max: MAX_AMOUNT });
  const total = held + gained;
  const kept = Math.max(held, Math.min(cap, total));
  return { banked: kept, lost: total - kept };
}

/** Spend criticals from the bank; refused (RangeError) when the bank holds fewer. */
export function spendCriticals(banked: number, count: number): number {
  const fn = "personae.spendCriticals";
  const held = requireInteger(fn, "banked", banked, { min: 0, max: MAX_AMOUNT });
  const n = requireInteger(fn, "count", count, { min: 1, max: MAX_AMOUNT });
  if (n > held) argError(fn, "count", `at most the ${held} critical${held === 1 ? "" : "s"} banked`, count, "range");
  return held - n;
}

/** What a critical buys (the default is an automatic success on an upcoming challenge). */
export const CRITICAL_USES = ["autoSuccess", "bonusDie", "extraHit"] as const;
export type CriticalUse = (typeof CRITICAL_USES)[number];

export interface Tally {
  successes: number;
  failures: number;
}

export interface TallyResult {
  tally: Tally;
  /** Development points earned by this challenge (0 or 1). */
  earned: number;
}

/**
 * Count a challenge the character issued. When successes + failures reach the
 * potential threshold, one development point is earned and the tally starts
 * again (threshold 5: 2 successes and 3 failures, or 3 and 2).
 */
export function recordChallenge(tally: Tally, succeeded: boolean, threshold: number): TallyResult {
  const fn = "personae.recordChallenge";
  const t = requireRecord(fn, "tally", tally);
  const successes = requireInteger(fn, "tally.successes", t.successes, { min: 0, max: MAX_AMOUNT });
  const failures = requireInteger(fn, "tally.failures", t.failures, { min: 0, max: MAX_AMOUNT });
  const won = requireBoolean(fn, "succeeded", succeeded);
  const cap = requireInteger(fn, "threshold", threshold, { min: 1, max: MAX_ATTRIBUTE + 2 });
  const next = { successes: successes + (won ? 1 : 0), failures: failures + (won ? 0 : 1) };
  if (next.successes + next.failures >= cap) return { tally: { successes: 0, failures: 0 }, earned: 1 };
  return { tally: next, earned: 0 };
}

/** An enhancement's identifiers and upgrades, as its cost reads them. */
export interface EnhancementShape {
  superior: boolean;
  exceptional: boolean;
  /** Limiting conditions imposed (each gives one free upgrade). */
  conditions: number;
  /** Upgrades bought beyond the identifiers. */
  upgrades: number;
}

/**
 * Points an enhancement costs (creation points or development points):
 * 1, Superior 2, Exceptional 3 (it must be Superior), plus 1 per upgrade,
 * less one free upgrade per limiting condition.
 */
export function enhancementCost(enhancement: EnhancementShape): number {
  return costOf("personae.enhancementCost", "enhancement", enhancement);
}

/** An enhancement's cost, its arguments checked in the name of `fn` (internal). */
export function costOf(fn: FnName, name: string, enhancement: unknown): number {
  const e = requireRecord(fn, name, enhancement);
  const superior = requireBoolean(fn, `${name}.superior`, e.superior);
  const exceptional = requireBoolean(fn, `${name}.exceptional`, e.exceptional);
  const conditions = requireInteger(fn, `${name}.conditions`, e.conditions, { min: 0, max: MAX_ATTRIBUTE });
  const upgrades = requireInteger(fn, `${name}.upgrades`, e.upgrades, { min: 0, max: MAX_ATTRIBUTE });
  if (exceptional && !superior) argError(fn, `${name}.superior`, "true for an Exceptional enhancement", false, "range");
  return 1 + (superior ? 1 : 0) + (exceptional ? 1 : 0) + Math.max(0, upgrades - conditions);
}

/**
 * Can `attribute` be raised by one within the order of importance? A higher
 * priority may never fall below a lower one, nor exceed the next priority's
 * least attribute by more than the Potential (checked after the raise).
 * Returns the codes of the problems the raise would create (empty: allowed).
 */
export function raiseProblems(
  attributes: Record<string, number>,
  priorities: Record<string, string>,
  attribute: string,
): string[] {
  const fn = "personae.raiseProblems";
  const attrs = requireAttributes(fn, "attributes", attributes);
  requirePriorities(fn, "priorities", priorities);
  const id = requireOneOf(fn, "attribute", attribute, ATTRIBUTES);
  if (attrs[id] >= MAX_ATTRIBUTE) return ["attribute-at-maximum"];
  const before = new Set(checkPriorities(attrs, priorities).map((p) => `${p.code}:${p.path}`));
  const raised: Attributes = { ...attrs, [id]: attrs[id] + 1 } as Record<AttributeId, number>;
  const codes = checkPriorities(raised, priorities)
    .filter((p) => !before.has(`${p.code}:${p.path}`))
    .map((p) => p.code);
  return [...new Set(codes)];
}

/** The least Potential a character needs before taking a companion enhancement. */
export const COMPANION_POTENTIAL = 3;

/** The steps a companion climbs, each bought with its owner's development points: minion, minor, major ally. */
export const COMPANION_STEPS = ["minor", "medium", "major"] as const;
