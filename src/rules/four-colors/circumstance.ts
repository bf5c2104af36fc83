/**
 * Circumstance dice (Benefit and Hindrance) and the full reading of a roll.
 *
 * Circumstance dice sit OUTSIDE the Hierarchy: they never change a Planet's
 * position, they are only placed alongside it. One Benefit and one
 * Hindrance die per roll (several Hindrance dice with the optional rule); each is Minor (colours the outcome, never decides
 * it) or Major (can decide it).
 *
 * Several Hindrance dice (optional rule; docs/games/four-colors-rulings.md):
 * `hindrances` holds one die per opponent beside the single `hindrance`.
 * Among the Major dice lower than every Planet die the lowest rules; a
 * Benefit die tying a Hindrance die at that lowest value means none rules;
 * Hindrance dice tying among themselves still rule (each is marked ruled).
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
  /** Several Hindrance dice (optional rule): one per opponent, beside `hindrance`. */
  hindrances?: CircumstanceDie[];
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
  /** Several Hindrance dice (optional rule): one per opponent, in the order given. */
  hindrances?: CircumstanceRoll[];
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
  /** The opponents' Hindrance dice, in the order rolled (only when several were given). */
  hindrances?: CircumstanceDieReading[];
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
  const dice: RulingCandidate[] = [];
  if (benefit) dice.push({ kind: "benefit", ...benefit });
  if (hindrance) dice.push({ kind: "hindrance", ...hindrance });
  return rulingDice(dice)[0]?.kind ?? null;
}

/** A placed die as the ruling reads it. */
interface RulingCandidate {
  kind: CircumstanceKind;
  value: number;
  major: boolean;
  below: boolean;
}

/**
 * Which dice rule among a Benefit die and any number of Hindrance dice: of the
 * Major dice below every Planet die the lowest; a Benefit die tying a
 * Hindrance die there rules nothing; tied Hindrance dice rule together.
 * Returns the ruling dice (empty when none rules).
 */
function rulingDice<T extends RulingCandidate>(dice: readonly T[]): T[] {
  const eligible = dice.filter((d) => d.major && d.below);
  if (eligible.length === 0) return [];
  const lowest = Math.min(...eligible.map((d) => d.value));
  const at = eligible.filter((d) => d.value === lowest);
  const kinds = new Set(at.map((d) => d.kind));
  return kinds.size > 1 ? [] : at;
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

  const placed = (kind: CircumstanceKind, roll: CircumstanceRoll) => {
    const placement = placeCircumstance(tiers, roll.value);
    return {
      kind,
      value: roll.value,
      major: roll.major,
      ...placement,
      below: placement.placement === "stronger-than-all",
    };
  };
  const b = circumstance?.benefit ? placed("benefit", circumstance.benefit) : undefined;
  const h = circumstance?.hindrance ? placed("hindrance", circumstance.hindrance) : undefined;
  const several = (circumstance?.hindrances ?? []).map((roll) => placed("hindrance", roll));
  const all = [...(b ? [b] : []), ...(h ? [h] : []), ...several];
  const rulers = new Set(rulingDice(all));
  const ruler: CircumstanceKind | null = [...rulers][0]?.kind ?? null;

  const finish = (die: (typeof all)[number]): CircumstanceDieReading => {
    const sgMayRule =
      ruler === null &&
      die.major &&
      (strongPlacement(die) || (colouringPlacement(die) && planets.outcome === "unproductive"));
    const { below: _below, ...rest } = die;
    return { ...rest, ruled: rulers.has(die), sgMayRule };
  };

  const reading: FullReading = {
    positions,
    tiers,
    planets,
    outcome: ruler === "benefit" ? "success" : ruler === "hindrance" ? "failure" : planets.outcome,
    decidedBy: ruler ?? planets.decidedBy,
  };
  if (b) reading.benefit = finish(b);
  if (h) reading.hindrance = finish(h);
  if (circumstance?.hindrances) reading.hindrances = several.map(finish);
  return reading;
}
