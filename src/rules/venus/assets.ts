/**
 * Assets: their price in caps when not granted by a lifepath, their worth in
 * dice of a caliber, and the wear rules for finite and fragile items.
 */

import { caliberRank, CALIBERS, type Caliber } from "./calibers";
import { requireOneOf, requireRecord, requireString } from "../args";
import { requireCaliber, requireCount, requireFace } from "./args";

/** A worth `{ dice, caliber }`: a whole number of dice from 0 to MAX_AMOUNT. */
function requireWorth(fn: string, value: unknown): Worth {
  const worth = requireRecord(fn, "worth", value);
  requireCount(fn, "worth.dice", worth.dice);
  requireCaliber(fn, "worth.caliber", worth.caliber);
  return worth as unknown as Worth;
}

export type AssetKind = "capital" | "vendible";

/** Caps to buy an asset that no taken lifepath lists (listed ones are free). */
export const ASSET_COSTS: Readonly<Record<AssetKind, number>> = {
  capital: 4,
  vendible: 1,
};

export type AssetAcquisition = "bought" | "free";

export function assetCost(kind: AssetKind, acquisition: AssetAcquisition): number {
  requireOneOf("venus.assetCost", "kind", kind, ["capital", "vendible"]);
  requireOneOf("venus.assetCost", "acquisition", acquisition, ["bought", "free"]);
  return acquisition === "free" ? 0 : ASSET_COSTS[kind];
}

/** An asset's worth: a number of dice of a caliber ("2Si", "5Cp"). */
export interface Worth {
  readonly dice: number;
  readonly caliber: Caliber;
}

/**
 * One die of each caliber in Copper dice: 1Br = 2Cp, 1Si = 2Br, 1Gl = 2Si,
 * 1Pt = 2Gl, so each step up doubles (the seed's denomination table).
 */
export const CALIBER_WORTH_IN_COPPER: Readonly<Record<Caliber, number>> = {
  copper: 1,
  bronze: 2,
  silver: 4,
  gold: 8,
  platinum: 16,
};

export function worthInCopper(worth: Worth): number {
  requireWorth("venus.worthInCopper", worth);
  return worth.dice * CALIBER_WORTH_IN_COPPER[worth.caliber];
}

/**
 * Convert a #fungible worth to another caliber. Dividing up (to a lower
 * caliber) is always exact; multiplying down (to a higher one) keeps what does
 * not make a whole die as a remainder in the original caliber.
 */
export function convertWorth(worth: Worth, to: Caliber): { worth: Worth; remainder: Worth | null } {
  requireWorth("venus.convertWorth", worth);
  requireCaliber("venus.convertWorth", "to", to);
  const steps = caliberRank(to) - caliberRank(worth.caliber);
  if (steps <= 0)
    return {
      worth: { dice: worth.dice * 2 ** -steps, caliber: to },
      remainder: null,
    };
  const factor = 2 ** steps;
  const left = worth.dice % factor;
  return {
    worth: { dice: Math.floor(worth.dice / factor), caliber: to },
    remainder: left === 0 ? null : { dice: left, caliber: worth.caliber },
  };
}

/** Express a worth in as few dice as possible, highest caliber first (5Cp → 1Si + 1Cp). */
export function simplifyWorth(worth: Worth): Worth[] {
  requireWorth("venus.simplifyWorth", worth);
  let copper = worth.dice * CALIBER_WORTH_IN_COPPER[worth.caliber];
  const out: Worth[] = [];
  for (const caliber of [...CALIBERS].reverse()) {
    const unit = CALIBER_WORTH_IN_COPPER[caliber];
    const dice = Math.floor(copper / unit);
    if (dice > 0) {
      out.push({ dice, caliber });
      copper -= dice * unit;
    }
  }
  return out;
}

/** Uses of a finite item: roll 2d6 when acquired and count the total. */
export function finiteUses(first: number, second: number): number {
  return requireFace("venus.finiteUses", "first", first, 6) + requireFace("venus.finiteUses", "second", second, 6);
}

/** A fragile tool breaks when the d20 rolled after each use shows 1. */
export function toolBreaks(d20: number): boolean {
  return requireFace("venus.toolBreaks", "d20", d20, 20) === 1;
}

/** Tags are written "#tool"; normalise free text to that form. */
export function normalizeTag(tag: string): string {
  const body = requireString("venus.normalizeTag", "tag", tag)
    .trim()
    .replace(/^#+/, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-");
  return body === "" ? "" : `#${body}`;
}

/** Example tags from the seed, for suggestions. */
export const ASSET_TAG_EXAMPLES: readonly string[] = [
  "#tool",
  "#weapon",
  "#armor",
  "#shield",
  "#great",
  "#magic",
  "#high-tech",
  "#complex",
  "#reputed",
  "#heavy",
  "#bulky",
  "#consumable",
  "#delicate",
  "#disposable",
  "#cursed",
  "#ancient",
  "#cute",
  "#ugly",
  "#fungible",
  "#living",
  "#misc",
];
