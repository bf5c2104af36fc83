/**
 * Reading the Hierarchy: turning rolled Planet dice into positions.
 *
 * Only the ORDER of the results matters (the book: "Results of 4,5,6,7 and
 * 1,6,10,20 are identical"); a lower result stands higher in the Hierarchy.
 * The algorithm below reproduces every example of the book (with the
 * ruling in docs/games/four-colors-rulings.md that the unique highest die of the
 * "internal tie" example is Weak, not Minor):
 *
 *  1. group the dice by equal value, groups in ascending order;
 *  2. a single group: every Force is Major;
 *  3. otherwise the lowest group is Dominant if it holds exactly one die and
 *     the highest group is Weak if it holds exactly one die ("extreme
 *     positions are lost first");
 *  4. of the groups left, the first is Major and every later one is Minor
 *     ("Major is favoured over Minor"; with more than four dice the extras
 *     all count as Minor).
 */
import { FORCES, type Force } from "./forces";
import { requireResults } from "./args";

export type Position = "dominant" | "major" | "minor" | "weak";

/** Positions, strongest first (this is NOT the order of judging, see judge.ts). */
export const POSITIONS: readonly Position[] = ["dominant", "major", "minor", "weak"];

/** A Force -> position map; Forces that were not rolled are absent. */
export type HierarchyReading = Partial<Record<Force, Position>>;

/** Rolled results per Force (Forces not rolled are absent). */
export type PlanetResults = Partial<Record<Force, number>>;

/** One step of the Hierarchy: the Forces that rolled the same value. */
export interface HierarchyTier {
  value: number;
  /** In `FORCES` order. */
  forces: Force[];
  position: Position;
}

/**
 * The Hierarchy as ordered tiers (lowest value first), for layouts such as a
 * chat card and for placing circumstance dice. Every value must be a finite
 * number; a Force that was not rolled is absent (or undefined).
 */
export function hierarchyTiers(results: PlanetResults): HierarchyTier[] {
  requireResults("fourColors.hierarchyTiers", "results", results);
  return tiersOf(results);
}

/** hierarchyTiers on checked results (internal: index.ts does not export it). */
export function tiersOf(results: PlanetResults): HierarchyTier[] {
  const byValue = new Map<number, Force[]>();
  for (const force of FORCES) {
    const value = results[force];
    if (value === undefined) continue;
    const group = byValue.get(value);
    if (group) group.push(force);
    else byValue.set(value, [force]);
  }
  const values = [...byValue.keys()].sort((x, y) => x - y);
  const groups = values.map((value) => ({ value, forces: byValue.get(value) ?? [] }));
  const last = groups.length - 1;

  if (groups.length === 1) return groups.map((g) => ({ ...g, position: "major" }));

  let majorTaken = false;
  return groups.map((group, index): HierarchyTier => {
    const unique = group.forces.length === 1;
    if (index === 0 && unique) return { ...group, position: "dominant" };
    if (index === last && unique) return { ...group, position: "weak" };
    if (!majorTaken) {
      majorTaken = true;
      return { ...group, position: "major" };
    }
    return { ...group, position: "minor" };
  });
}

/** The position of every rolled Force. */
export function readHierarchy(results: PlanetResults): HierarchyReading {
  requireResults("fourColors.readHierarchy", "results", results);
  return readingOf(results);
}

/** readHierarchy on checked results (internal: index.ts does not export it). */
export function readingOf(results: PlanetResults): HierarchyReading {
  const reading: HierarchyReading = {};
  for (const tier of tiersOf(results)) {
    for (const force of tier.forces) reading[force] = tier.position;
  }
  return reading;
}
