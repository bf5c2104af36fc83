/**
 * Validation of the inputs the SG and players enter. Each function returns a
 * list of problems (empty = fine) rather than throwing, so a sheet or dialog
 * can show them all at once. `code` is stable (the Foundry layer maps it to a
 * localisation key); `message` is plain English for logs and tests.
 * `severity: "error"` breaks a rule of the book; `"warning"` is allowed but
 * probably a mistake (the UI may warn, never block).
 */
import { DIE_SIZES, FORCES, OPTIONAL_DIE_SIZES, isForce, type Force, type Planets } from "./forces";
import type { Stakes } from "./judge";
import type { Circumstance, CircumstanceKind } from "./circumstance";
import { optionalBoolean, optionalRecord, requireArray, requireList, requireRecord, textOf } from "../args";
import { requireForce } from "./args";

export type ProblemCode =
  | "unknown-force"
  | "planet-die-size"
  | "no-wed-planet"
  | "few-diced-planets"
  | "favored-and-opposed"
  | "no-neutral-force"
  | "stakes-not-rolled"
  | "circumstance-faces"
  | "circumstance-unusual-size";

export interface Problem {
  code: ProblemCode;
  message: string;
  severity: "error" | "warning";
  /** The Force or circumstance die the problem is about, when there is one. */
  subject?: Force | CircumstanceKind | string;
}

export interface PlanetValidationOptions {
  /** Allow the optional d16 (world setting). */
  allowD16?: boolean;
}

/**
 * Sheet data may come from anywhere, so every key and value is checked at run
 * time even though the parameter is typed: they come back as problems. Only
 * a `planets` that is not an object, or bad options, throw.
 */
export function validatePlanets(planets: Planets, options: PlanetValidationOptions = {}): Problem[] {
  const entries = requireRecord("fourColors.validatePlanets", "planets", planets);
  requireRecord("fourColors.validatePlanets", "options", options);
  optionalBoolean("fourColors.validatePlanets", "options.allowD16", options.allowD16);
  const problems: Problem[] = [];
  const allowed = options.allowD16 ? [...DIE_SIZES, ...OPTIONAL_DIE_SIZES] : [...DIE_SIZES];
  for (const key of Object.keys(entries)) {
    if (!isForce(key)) {
      problems.push({ code: "unknown-force", severity: "error", subject: key, message: `"${key}" is not a Force.` });
    }
  }
  let diced = 0;
  for (const force of FORCES) {
    const value = entries[force];
    if (value === null || value === undefined) continue;
    if (typeof value !== "number" || !allowed.includes(value)) {
      problems.push({
        code: "planet-die-size",
        severity: "error",
        subject: force,
        message: `The ${force} Planet holds ${textOf(value)}; allowed die sizes are ${allowed.map((f) => `d${f}`).join(", ")}, or Wed.`,
      });
    }
    diced += 1;
  }
  if (diced === FORCES.length) {
    problems.push({ code: "no-wed-planet", severity: "error", message: "An Omega has at least one Wed Planet." });
  }
  if (diced < 2) {
    // One die always reads Major (and none gives no Hierarchy): legal to
    // store, but such an Omega can never see its Forces ordered.
    problems.push({
      code: "few-diced-planets",
      severity: "warning",
      message: `Only ${diced} Planet(s) hold a die; the Hierarchy needs at least two to order anything.`,
    });
  }
  return problems;
}

/**
 * Decision on "every action keeps at least one neutral Force": the neutral
 * Force is counted among ALL FIVE Forces, Wed ones included. The seed says the
 * Forces "are picked with reference to the task being accomplished, and with
 * no regard for the character accomplishing them", and in a combined roll the
 * same stakes serve two characters with different Wed Planets, so the rule
 * cannot depend on who rolls. `rolledForces` is only used for a warning: if
 * none of the rolled Forces is Favored or Opposed, the Planets can only come
 * up unproductive.
 */
export function validateStakes(stakes: Stakes, rolledForces: readonly Force[] = FORCES): Problem[] {
  const fn = "fourColors.validateStakes";
  // Unknown Forces in the stakes are problems; the lists themselves must be lists.
  requireRecord(fn, "stakes", stakes);
  requireArray(fn, "stakes.favored", stakes.favored);
  requireArray(fn, "stakes.opposed", stakes.opposed);
  requireList(fn, "rolledForces", rolledForces, (force, path) => requireForce(fn, path, force));
  const problems: Problem[] = [];
  for (const force of [...stakes.favored, ...stakes.opposed]) {
    if (!isForce(force)) {
      problems.push({
        code: "unknown-force",
        severity: "error",
        subject: textOf(force),
        message: `"${textOf(force)}" is not a Force.`,
      });
    }
  }
  const favored = new Set(stakes.favored);
  const opposed = new Set(stakes.opposed);
  for (const force of FORCES) {
    if (favored.has(force) && opposed.has(force)) {
      problems.push({
        code: "favored-and-opposed",
        severity: "error",
        subject: force,
        message: `${force} cannot be both Favored and Opposed.`,
      });
    }
  }
  if (FORCES.every((force) => favored.has(force) || opposed.has(force))) {
    problems.push({
      code: "no-neutral-force",
      severity: "error",
      message: "Every action keeps at least one neutral Force (neither Favored nor Opposed).",
    });
  }
  if (!rolledForces.some((force) => favored.has(force) || opposed.has(force))) {
    problems.push({
      code: "stakes-not-rolled",
      severity: "warning",
      message: "No rolled Force is Favored or Opposed: the Planets can only be unproductive.",
    });
  }
  return problems;
}

/**
 * A circumstance die needs at least two faces (a d1 or d0 is not a die). The
 * book says "normally d4 to d20": other sizes are only a warning.
 */
export function validateCircumstance(circumstance: Circumstance): Problem[] {
  const fn = "fourColors.validateCircumstance";
  requireRecord(fn, "circumstance", circumstance);
  const problems: Problem[] = [];
  for (const kind of ["benefit", "hindrance"] as const) {
    // A die is an object (its faces are checked below) or absent.
    if (!optionalRecord(fn, `circumstance.${kind}`, circumstance[kind] ?? undefined)) continue;
    const faces: unknown = circumstance[kind]?.faces;
    if (typeof faces !== "number" || !Number.isInteger(faces) || faces < 2) {
      problems.push({
        code: "circumstance-faces",
        severity: "error",
        subject: kind,
        message: `The ${kind} die must have a whole number of faces, at least 2 (got ${textOf(faces)}).`,
      });
    } else if (!DIE_SIZES.includes(faces) && !OPTIONAL_DIE_SIZES.includes(faces)) {
      problems.push({
        code: "circumstance-unusual-size",
        severity: "warning",
        subject: kind,
        message: `A d${faces} ${kind} die is outside the usual d4 to d20.`,
      });
    }
  }
  return problems;
}
