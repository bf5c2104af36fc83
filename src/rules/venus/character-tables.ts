/**
 * Character assembly tables (the book's step 1): tier, age and size, their
 * look-ups, and the lifepath range an age and tier allow.
 */

import { problem, type Problem } from "./problems";
import { requireAge, requireCount, requireTier } from "./args";

// ---------------------------------------------------------------------------
// Tier

export type TierId = "public" | "heroic" | "mythic" | "deific";

export interface TierInfo {
  readonly id: TierId;
  readonly name: string;
  readonly freeCaliberIncreases: number;
  readonly additionalLifepaths: number;
  readonly minimumJobLevel: number;
}

/** Lowest to highest (seed, step 1 "tier"). */
export const TIERS: readonly TierInfo[] = [
  {
    id: "public",
    name: "Public",
    freeCaliberIncreases: 1,
    additionalLifepaths: 0,
    minimumJobLevel: 1,
  },
  {
    id: "heroic",
    name: "Heroic",
    freeCaliberIncreases: 3,
    additionalLifepaths: 1,
    minimumJobLevel: 2,
  },
  {
    id: "mythic",
    name: "Mythic",
    freeCaliberIncreases: 6,
    additionalLifepaths: 2,
    minimumJobLevel: 3,
  },
  {
    id: "deific",
    name: "Deific",
    freeCaliberIncreases: 10,
    additionalLifepaths: 4,
    minimumJobLevel: 4,
  },
];

export function tierInfo(tier: TierId): TierInfo {
  return requireTier("venus.tierInfo", "tier", tier);
}

// ---------------------------------------------------------------------------
// Age

export type AgeId = "junior" | "young" | "mature" | "seasoned" | "old" | "senior";

export interface AgeInfo {
  readonly index: number;
  readonly id: AgeId;
  readonly name: string;
  /** Score points for mental abilities (+MA). */
  readonly mentalPoints: number;
  /** Score points for physical abilities (+PA). */
  readonly physicalPoints: number;
  /** Starting lifepaths; max null = no upper bound (Senior: "10+"). */
  readonly lifepaths: { readonly min: number; readonly max: number | null };
  /** Junior (0) and Senior (5) need Peer permission to play. */
  readonly playable: boolean;
}

/** Index 0..5 (seed, step 1 "age"). */
export const AGES: readonly AgeInfo[] = [
  {
    index: 0,
    id: "junior",
    name: "Junior",
    mentalPoints: 1,
    physicalPoints: 2,
    lifepaths: { min: 0, max: 1 },
    playable: false,
  },
  {
    index: 1,
    id: "young",
    name: "Young",
    mentalPoints: 2,
    physicalPoints: 4,
    lifepaths: { min: 1, max: 2 },
    playable: true,
  },
  {
    index: 2,
    id: "mature",
    name: "Mature",
    mentalPoints: 2,
    physicalPoints: 3,
    lifepaths: { min: 3, max: 4 },
    playable: true,
  },
  {
    index: 3,
    id: "seasoned",
    name: "Seasoned",
    mentalPoints: 2,
    physicalPoints: 2,
    lifepaths: { min: 5, max: 7 },
    playable: true,
  },
  {
    index: 4,
    id: "old",
    name: "Old",
    mentalPoints: 2,
    physicalPoints: 1,
    lifepaths: { min: 8, max: 10 },
    playable: true,
  },
  {
    index: 5,
    id: "senior",
    name: "Senior",
    mentalPoints: 1,
    physicalPoints: 0,
    lifepaths: { min: 10, max: null },
    playable: false,
  },
];

export function ageInfo(age: number | AgeId): AgeInfo {
  return requireAge("venus.ageInfo", "age", age);
}

// ---------------------------------------------------------------------------
// Size

export type SizeId = "small" | "modest" | "ample" | "large";

export const SIZES: readonly {
  readonly value: number;
  readonly id: SizeId;
  readonly name: string;
}[] = [
  { value: 1, id: "small", name: "Small" },
  { value: 2, id: "modest", name: "Modest" },
  { value: 3, id: "ample", name: "Ample" },
  { value: 4, id: "large", name: "Large" },
];

// ---------------------------------------------------------------------------
// Lifepaths

/**
 * Lifepaths a character may take: the age's starting range with the tier's
 * additional lifepaths added on top ("starting lifepaths + additional
 * lifepaths"). The additional ones raise the ceiling, not the floor: the seed
 * asks you to take only as many as your concept needs. The FC may raise the
 * ceiling further; that is the caller's override.
 */
export function lifepathRange(age: number | AgeId, tier: TierId): { min: number; max: number | null } {
  return rangeOf(requireAge("venus.lifepathRange", "age", age), requireTier("venus.lifepathRange", "tier", tier));
}

function rangeOf(a: AgeInfo, t: TierInfo): { min: number; max: number | null } {
  return {
    min: a.lifepaths.min,
    max: a.lifepaths.max === null ? null : a.lifepaths.max + t.additionalLifepaths,
  };
}

export function validateLifepathCount(count: number, age: number | AgeId, tier: TierId): Problem[] {
  const fn = "venus.validateLifepathCount";
  requireCount(fn, "count", count);
  const { min, max } = rangeOf(requireAge(fn, "age", age), requireTier(fn, "tier", tier));
  if (count < min || (max !== null && count > max)) {
    const range = max === null ? `${min}+` : `${min}–${max}`;
    return [problem("lifepaths-out-of-range", `This age and tier take ${range} lifepaths, not ${count}.`, "lifepaths")];
  }
  return [];
}
