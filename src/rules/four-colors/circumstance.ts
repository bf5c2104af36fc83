/**
 * Circumstance dice (Benefit and Hindrance) and the full reading of a roll.
 *
 * Circumstance dice sit OUTSIDE the Hierarchy: they never change a Planet's
 * position, they are only placed alongside it. At most one Benefit and one
 * Hindrance die per roll; each is Minor (colours the outcome, never decides
 * it) or Major (can decide it).
 *
 * Placements (exactly one applies to a die of value v, comparing v with the
 * Planet results; "stronger" = lower value):
 *  - "stronger-than-all": v is lower than every Planet die;
 *  - "ties": v equals a Planet result; the die takes that Planet's position
 *    (`ties` lists the Force(s) on that step, `tiedPosition` their position);
 *  - "between-dominant-and-major": strictly between the Dominant die and the
 *    Major step (the book: read it as just before Major);
 *  - "between-dominant-and-weak": strictly between the two dice of a
 *    Dominant + Weak Hierarchy (two distinct dice, so there is no Major); the
 *    book does not name this case, it is kept apart so the card is exact;
 *  - "between-major-and-weak": strictly below the Major step and strictly
 *    above the lowest-placed Planet die (the Weak die, or the last Minor step
 *    when there is no Weak); the book: it only colours, like Minor;
 *  - "weaker-than-all": higher than every Planet die (the book's "below
 *    Weak"; named for what it is, since there may be no Weak die).
 *
 * Rulings (docs/games/four-colors-rulings.md): a MAJOR die placed "stronger-than-all"
 * rules: Benefit -> success, Hindrance -> failure. If both are Major and both are
 * stronger than all, the lower of the two rules; if they tie, neither rules
 * and the Planets decide. Every other placement is only reported; the book
 * leaves it to the SG, so `sgMayRule` marks the placements where the book
 * says a Major die may still matter (a hint for the card, never applied).
 *
 * With no Planet dice at all there is no Hierarchy and "lower than every
 * Planet die" holds vacuously: a Major die placed there rules. This keeps the
 * reading consistent with `hierarchyOdds`.
 */
import {
  hierarchyTiers,
  readHierarchy,
  type HierarchyReading,
  type HierarchyTier,
  type PlanetResults,
  type Position,
} from "./hierarchy";
import { judge, type Judgement, type Outcome, type Stakes } from "./judge";
import type { Force } from "./forces";
import { requireCircumstanceRolls, requireResults, requireRulingInput, requireStakes, requireTiers } from "./args";
import { requireFinite } from "../args";

/** A circumstance die assigned by the SG before the roll (size and kind). */
export interface CircumstanceDie {
  faces: number;
  major: boolean;
}

/** The circumstance dice of one roll, before rolling (used for odds). */
export interface Circumstance {
  benefit?: CircumstanceDie;
  hindrance?: CircumstanceDie;
}

/** A rolled circumstance die. */
export interface CircumstanceRoll {
  value: number;
  major: boolean;
}

/** The rolled circumstance dice of one roll. */
export interface CircumstanceRolls {
  benefit?: CircumstanceRoll;
  hindrance?: CircumstanceRoll;
}

export type CircumstanceKind = "benefit" | "hindrance";

export type Placement =
  | "stronger-than-all"
  | "ties"
  | "between-dominant-and-major"
  | "between-dominant-and-weak"
  | "between-major-and-weak"
  | "weaker-than-all";

export const PLACEMENTS: readonly Placement[] = [
  "stronger-than-all",
  "ties",
  "between-dominant-and-major",
  "between-dominant-and-weak",
  "between-major-and-weak",
  "weaker-than-all",
];

export interface PlacementReading {
  placement: Placement;
  /** The Forces this die ties with (empty unless placement is "ties"). */
  ties: Force[];
  /** The position shared with the tied Forces (null unless "ties"). */
  tiedPosition: Position | null;
}

export interface CircumstanceDieReading extends PlacementReading {
  kind: CircumstanceKind;
  value: number;
  major: boolean;
  /** This die decided the outcome (Major and stronger than every Planet die). */
  ruled: boolean;
  /**
   * Nothing ruled automatically, the die is Major, and the book says its
   * placement may still matter at the SG's discretion: it takes the Dominant
   * or Major position (tie, or just before Major), or it sits in a colouring
   * place while the Planets alone were unproductive. Never applied here.
   */
  sgMayRule: boolean;
}

export type Decider = Position | CircumstanceKind;

export interface FullReading {
  /** Position per rolled Force. */
  positions: HierarchyReading;
  /** The Hierarchy as ordered steps, lowest value first. */
  tiers: HierarchyTier[];
  /** What the Planets alone say (before any circumstance ruling). */
  planets: Judgement;
  outcome: Outcome;
  /** "dominant" | "weak" | "major" | "benefit" | "hindrance", or null if unproductive. */
  decidedBy: Decider | null;
  benefit?: CircumstanceDieReading;
  hindrance?: CircumstanceDieReading;
}

/** Where a circumstance die of this value sits relative to the Hierarchy. */
export function placeCircumstance(tiers: readonly HierarchyTier[], value: number): PlacementReading {
  requireTiers("fourColors.placeCircumstance", "tiers", tiers);
  requireFinite("fourColors.placeCircumstance", "value", value);
  const none = { ties: [], tiedPosition: null };
  const first = tiers[0];
  const last = tiers[tiers.length - 1];
  if (!first || !last || value < first.value) return { placement: "stronger-than-all", ...none };
  if (value > last.value) return { placement: "weaker-than-all", ...none };
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i];
    if (!tier) continue;
    if (tier.value === value) return { placement: "ties", ties: [...tier.forces], tiedPosition: tier.position };
    const next = tiers[i + 1];
    if (next && tier.value < value && value < next.value) {
      // The step after the Dominant die is Major, or Weak when only two dice
      // were rolled; any later gap lies below the Major step.
      if (tier.position !== "dominant") return { placement: "between-major-and-weak", ...none };
      return {
        placement: next.position === "weak" ? "between-dominant-and-weak" : "between-dominant-and-major",
        ...none,
      };
    }
  }
  // Unreachable: a finite value inside [first, last] ties or falls in a gap.
  return { placement: "weaker-than-all", ...none };
}

/** Placements where the book says a Major die "may" matter (see `sgMayRule`). */
function strongPlacement(p: PlacementReading): boolean {
  return (
    p.placement === "between-dominant-and-major" ||
    p.placement === "between-dominant-and-weak" ||
    (p.placement === "ties" && (p.tiedPosition === "dominant" || p.tiedPosition === "major"))
  );
}

function colouringPlacement(p: PlacementReading): boolean {
  return p.placement === "between-major-and-weak" || (p.placement === "ties" && p.tiedPosition === "minor");
}

/**
 * Which circumstance die rules, if any: the book's rule and the ruling for
 * two Major dice, stated once. (odds.ts applies the same rule in closed
 * form per lowest Planet value; the tests check both against brute force.)
 */
export function rulingDie(
  benefit: { value: number; major: boolean; below: boolean } | undefined,
  hindrance: { value: number; major: boolean; below: boolean } | undefined,
): CircumstanceKind | null {
  requireRulingInput("fourColors.rulingDie", "benefit", benefit);
  requireRulingInput("fourColors.rulingDie", "hindrance", hindrance);
  const b = benefit && benefit.major && benefit.below ? benefit : undefined;
  const h = hindrance && hindrance.major && hindrance.below ? hindrance : undefined;
  if (b && h) return b.value < h.value ? "benefit" : h.value < b.value ? "hindrance" : null;
  if (b) return "benefit";
  if (h) return "hindrance";
  return null;
}

/**
 * The full reading of a roll for a chat card: positions, what the Planets say,
 * where each circumstance die sits, which (if any) ruled, and the outcome.
 */
export function judgeWithCircumstance(
  results: PlanetResults,
  circumstance: CircumstanceRolls | undefined,
  stakes: Stakes,
): FullReading {
  const fn = "fourColors.judgeWithCircumstance";
  requireResults(fn, "results", results);
  requireCircumstanceRolls(fn, "circumstance", circumstance);
  requireStakes(fn, "stakes", stakes);
  const tiers = hierarchyTiers(results);
  const positions = readHierarchy(results);
  const planets = judge(positions, stakes);

  const placed = (kind: CircumstanceKind, roll: CircumstanceRoll | undefined) =>
    roll ? { kind, value: roll.value, major: roll.major, ...placeCircumstance(tiers, roll.value) } : undefined;
  const b = placed("benefit", circumstance?.benefit);
  const h = placed("hindrance", circumstance?.hindrance);

  const ruler = rulingDie(
    b && { ...b, below: b.placement === "stronger-than-all" },
    h && { ...h, below: h.placement === "stronger-than-all" },
  );

  const finish = (die: typeof b): CircumstanceDieReading | undefined => {
    if (!die) return undefined;
    const sgMayRule =
      ruler === null &&
      die.major &&
      (strongPlacement(die) || (colouringPlacement(die) && planets.outcome === "unproductive"));
    return { ...die, ruled: ruler === die.kind, sgMayRule };
  };

  const reading: FullReading = {
    positions,
    tiers,
    planets,
    outcome: ruler === "benefit" ? "success" : ruler === "hindrance" ? "failure" : planets.outcome,
    decidedBy: ruler ?? planets.decidedBy,
  };
  const benefit = finish(b);
  const hindrance = finish(h);
  if (benefit) reading.benefit = benefit;
  if (hindrance) reading.hindrance = hindrance;
  return reading;
}
