/**
 * Heroes and opponents (Capes Lite, "Sketching out your Hero", "Filling in
 * the Details", "Abilities beyond those of mortal men", "Your account is
 * Overdrawn"): the five Drives, Overdrawn Drives, the four types of
 * abilities, and the creation help (nine Drive points, at least one each;
 * abilities at 1-2-3 per type plus a 4 and a 4-5; three Exemplars). The
 * checks return problems (warnings a sheet shows), never throw over the
 * values they check. Opponents are built freely (docs/games/capes-rulings.md).
 */
import { argError, requireBoolean, requireList, requireOneOf, requireRecord, requireString } from "../args";
import { requireCount, requireDrive, requireLevel } from "./args";

/** The five Drive slots, named after the heroes' Drives; an opponent names its own five. */
export const DRIVES = ["justice", "truth", "love", "hope", "duty"] as const;
export type DriveSlot = (typeof DRIVES)[number];

export const ABILITY_TYPES = ["power", "attitude", "trope", "skill"] as const;
export type AbilityType = (typeof ABILITY_TYPES)[number];

export const CHARACTER_KINDS = ["hero", "opponent"] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

/** A hero distributes nine points among the five Drives, at least one each. */
export const HERO_DRIVE_POINTS = 9;
/** At least three Drives get an Exemplar. */
export const MIN_EXEMPLARS = 3;
/** A hero starts with twelve abilities: 1-2-3 in each of three types, a 4 in one, a 4 and a 5 in another. */
export const HERO_ABILITY_COUNT = 12;

export interface CreationProblem {
  code: "drive-points" | "drive-minimum" | "ability-levels" | "hero-skill" | "exemplars" | "team-exemplars";
  message: string;
  /** The Drive slot or ability type concerned, when there is one. */
  subject?: string;
}

/** A Drive is Overdrawn when it holds more Debt than its value. */
export function overdrawn(drive: { value: number; debt: number }): boolean {
  const d = requireDrive("capes.overdrawn", "drive", drive);
  return d.debt > d.value;
}

/** The Drive values of a character, keyed by slot. */
export type DriveValues = Record<DriveSlot, number>;

function requireDriveValues(fn: string, value: unknown): DriveValues {
  const record = requireRecord(fn, "drives", value);
  for (const key of Object.keys(record)) {
    if (!(DRIVES as readonly string[]).includes(key))
      argError(fn, `drives.${key}`, `absent: the keys are ${DRIVES.join(", ")}`, record[key], "range");
  }
  return Object.fromEntries(DRIVES.map((d) => [d, requireCount(fn, `drives.${d}`, record[d])])) as DriveValues;
}

/** Creation help for a hero's Drives: nine points in all, at least one in each. */
export function driveProblems(drives: DriveValues): CreationProblem[] {
  const values = requireDriveValues("capes.driveProblems", drives);
  const problems: CreationProblem[] = [];
  const total = DRIVES.reduce((sum, d) => sum + values[d], 0);
  if (total !== HERO_DRIVE_POINTS) {
    problems.push({
      code: "drive-points",
      message: `The Drives hold ${total} points; a hero distributes ${HERO_DRIVE_POINTS}.`,
    });
  }
  for (const d of DRIVES) {
    if (values[d] < 1) problems.push({ code: "drive-minimum", subject: d, message: `${d} needs at least 1 point.` });
  }
  return problems;
}

export interface AbilityLevel {
  type: AbilityType;
  level: number;
}

/** The three level patterns a hero's Powers, Attitudes and Tropes take, in some order (here sorted, joined by "|"). */
const PATTERNS = "1,2,3|1,2,3,4|1,2,3,4,5";

/**
 * Creation help for a hero's abilities: Powers, Attitudes and Tropes each
 * start at levels 1, 2 and 3; one type adds a 4 and another a 4 and a 5
 * (twelve in all). Skills belong to opponents.
 */
export function abilityProblems(abilities: readonly AbilityLevel[]): CreationProblem[] {
  const fn = "capes.abilityProblems";
  const list = requireList(fn, "abilities", abilities, (entry, path) => {
    const a = requireRecord(fn, path, entry);
    return {
      type: requireOneOf(fn, `${path}.type`, a.type, ABILITY_TYPES),
      level: requireLevel(fn, `${path}.level`, a.level),
    };
  });
  const problems: CreationProblem[] = [];
  if (list.some((a) => a.type === "skill")) {
    problems.push({
      code: "hero-skill",
      subject: "skill",
      message: "Skills are for opponents; a hero has Powers, Attitudes and Tropes.",
    });
  }
  const patterns = (["power", "attitude", "trope"] as const).map((type) =>
    list
      .filter((a) => a.type === type)
      .map((a) => a.level)
      .sort((a, b) => a - b)
      .join(","),
  );
  if (patterns.sort().join("|") !== PATTERNS) {
    problems.push({
      code: "ability-levels",
      message:
        "Powers, Attitudes and Tropes each take levels 1, 2 and 3; one type adds a 4, another a 4 and a 5 (12 abilities).",
    });
  }
  return problems;
}

/** Creation help for Exemplars: at least three Drives have one (pass whether each slot has a name). */
export function exemplarProblems(named: Record<DriveSlot, boolean>): CreationProblem[] {
  const fn = "capes.exemplarProblems";
  const record = requireRecord(fn, "named", named);
  const count = DRIVES.filter((d) => requireBoolean(fn, `named.${d}`, record[d])).length;
  return count >= MIN_EXEMPLARS
    ? []
    : [{ code: "exemplars", message: `${count} Drives have an Exemplar; a hero needs at least ${MIN_EXEMPLARS}.` }];
}

/**
 * Creation help for a team's shared Exemplars (Capes Lite, "Exemplars"): in a
 * team of two the hero shares at least one Exemplar with the other; in a
 * larger team two different ones, shared with two different heroes. `mine` and
 * each teammate's list hold Exemplars as comparable keys (the caller makes
 * them: a linked document's UUID or a lower-cased name); a hero alone has
 * nothing to share.
 */
export function teamExemplarProblems(
  mine: readonly string[],
  teammates: readonly (readonly string[])[],
): CreationProblem[] {
  const fn = "capes.teamExemplarProblems";
  const key = (v: unknown, path: string) => requireString(fn, path, v, 200);
  const own = [...new Set(requireList(fn, "mine", mine, (v, path) => key(v, path), 20))].filter((k) => k !== "");
  const team = requireList(
    fn,
    "teammates",
    teammates,
    (t, path) => requireList(fn, path, t, (v, p) => key(v, p), 20),
    64,
  );
  if (team.length === 0) return [];
  const shares = (exemplar: string, mate: readonly string[]) => mate.includes(exemplar);
  if (team.length === 1) {
    const mate = team[0] ?? [];
    return own.some((e) => shares(e, mate))
      ? []
      : [{ code: "team-exemplars", message: "A team of two heroes shares at least one Exemplar." }];
  }
  // Two different Exemplars, each shared with a different teammate.
  const ok = own.some((e1, i) =>
    own.some((e2, j) => i !== j && team.some((a, x) => shares(e1, a) && team.some((b, y) => x !== y && shares(e2, b)))),
  );
  return ok
    ? []
    : [
        {
          code: "team-exemplars",
          message: "In a team of three or more, a hero shares two different Exemplars with two different heroes.",
        },
      ];
}

/** A Drive's display name: the hero Drive's own, or the opponent's name for that slot. */
export function driveLabel(slot: DriveSlot, name: string): string {
  const s = requireOneOf("capes.driveLabel", "slot", slot, DRIVES);
  const n = requireString("capes.driveLabel", "name", name, 200).trim();
  return n !== "" ? n : s.charAt(0).toUpperCase() + s.slice(1);
}
