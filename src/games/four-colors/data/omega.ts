/**
 * Omega: a super-powered main character. Five Planets, each a die size or
 * Wed (Ω, stored as null); at least one Wed Planet (joint rule). Descriptors
 * are embedded `descriptor` Items (see descriptor.ts).
 */
import { isRecord, type FieldSpec, type ModelSpec, type Problem } from "../../../schema";
import {
  FORCES,
  dicedForces,
  startingStorypathCards,
  validatePlanets,
  wedForces,
  type Force,
  type Planets,
} from "../../../rules/four-colors";
import { DEFAULT_FORCE_COLOURS, HEX_COLOUR, LANG, PLANET_DIE_CHOICES } from "./common";

/** A Planet holds die faces, or null for Wed; a new Omega starts all Wed. */
function planetField(): FieldSpec {
  return { kind: "number", initial: null, integer: true, nullable: true, choices: PLANET_DIE_CHOICES };
}

export const omegaSpec: ModelSpec<"fourColorsOmega"> = {
  documentName: "Actor",
  type: "fourColorsOmega",
  localizationPrefix: `${LANG}.Omega`,
  fields: {
    title: { kind: "uuid", documentName: "Actor" },
    shtick: { kind: "string", initial: "", maxLength: 200 },
    concept: { kind: "html" },
    notes: { kind: "html" },
    creation: { kind: "boolean", initial: true },
    planets: {
      kind: "schema",
      fields: Object.fromEntries(FORCES.map((force) => [force, planetField()])),
    },
    dieColours: {
      kind: "schema",
      fields: Object.fromEntries(
        FORCES.map((force) => [
          force,
          { kind: "string", initial: DEFAULT_FORCE_COLOURS[force], blank: false, maxLength: 7 },
        ]),
      ),
    },
  },
  joint: omegaJoint,
};

/** Cross-field rules of an Omega: at least one Wed Planet; die colours are "#rrggbb". */
export function omegaJoint(system: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const planets = system.planets;
  if (isRecord(planets) && FORCES.every((force) => typeof planets[force] === "number")) {
    problems.push({ path: "planets", code: `${LANG}.Validation.noWedPlanet` });
  }
  const colours = system.dieColours;
  if (isRecord(colours)) {
    for (const force of FORCES) {
      const value = colours[force];
      if (typeof value === "string" && !HEX_COLOUR.test(value)) {
        problems.push({ path: `dieColours.${force}`, code: `${LANG}.Validation.dieColour`, params: { value } });
      }
    }
  }
  return problems;
}

/**
 * The Planets as the rules read them, from stored or submitted data: null,
 * undefined, "" and non-numbers are Wed; numeric text becomes a number.
 */
export function readPlanets(raw: unknown): Planets {
  const out: Planets = {};
  const source = isRecord(raw) ? raw : {};
  for (const force of FORCES) {
    const value = source[force];
    if (typeof value === "number") out[force] = value;
    else if (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)))
      out[force] = Number(value);
    else out[force] = null;
  }
  return out;
}

/**
 * The Planets of a sheet submit as stored values, for the Planets the form
 * sent: "", null and undefined are Wed (null); a number, or numeric text, is
 * that number (its die size is planetProblems' to check). Anything else
 * (true, an object, "abc", NaN) is refused with a readable problem rather
 * than turned into Wed.
 */
export function submittedPlanets(raw: Record<string, unknown>): {
  planets: Record<string, number | null>;
  problems: Problem[];
} {
  const planets: Record<string, number | null> = {};
  const problems: Problem[] = [];
  for (const force of FORCES) {
    if (!(force in raw)) continue;
    const value = raw[force];
    const text = typeof value === "string" ? value.trim() : null;
    const number = typeof value === "number" ? value : text ? Number(text) : Number.NaN;
    if (value === null || value === undefined || text === "") planets[force] = null;
    else if (Number.isFinite(number)) planets[force] = number;
    else {
      problems.push({
        path: `planets.${force}`,
        code: `${LANG}.Validation.planetValue`,
        params: { value: shownValue(value), allowed: allowedText(true) },
      });
    }
  }
  return { planets, problems };
}

/** A submitted value as text for a message ("abc", true, an object). */
function shownValue(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (typeof value === "object") return Array.isArray(value) ? "a list" : "an object";
  return String(value);
}

/**
 * The book's Planet rules on a (submitted) set of Planets, as schema problems
 * whose codes are lang keys: die sizes outside the allowed list (d16 only
 * when the world allows it), and no Wed Planet. Warnings are left out.
 */
export function planetProblems(planets: Planets, allowD16: boolean): Problem[] {
  return validatePlanets(planets, { allowD16 }).flatMap((problem): Problem[] => {
    if (problem.severity !== "error") return [];
    if (problem.code === "planet-die-size") {
      const force = String(problem.subject);
      const value = (planets as Record<string, unknown>)[force];
      return [
        {
          path: `planets.${force}`,
          code: `${LANG}.Validation.dieSize`,
          params: { value: String(value), allowed: allowedText(allowD16) },
        },
      ];
    }
    if (problem.code === "no-wed-planet") return [{ path: "planets", code: `${LANG}.Validation.noWedPlanet` }];
    return [{ path: `planets.${String(problem.subject)}`, code: "unknown" }];
  });
}

function allowedText(allowD16: boolean): string {
  return PLANET_DIE_CHOICES.filter((f) => allowD16 || f !== 16)
    .map((f) => `d${f}`)
    .join(", ");
}

export interface OmegaDerived {
  /** Forces rolled for this Omega (non-Wed), in the book's order. */
  diced: Force[];
  /** Wed Forces, in the book's order. */
  wed: Force[];
  /** Storypath Cards a player starts with: one per diced Planet. */
  startingCards: number;
}

/** Derived data of an Omega (the model's prepareDerivedData calls this). */
export function deriveOmega(system: Record<string, unknown>): OmegaDerived {
  const planets = readPlanets(system.planets);
  return { diced: dicedForces(planets), wed: wedForces(planets), startingCards: startingStorypathCards(planets) };
}

/** Die colour per Force for Dice So Nice, falling back to the symbol colour. */
export function omegaDieColours(system: Record<string, unknown>): Record<Force, string> {
  const colours = isRecord(system.dieColours) ? system.dieColours : {};
  const out = { ...DEFAULT_FORCE_COLOURS };
  for (const force of FORCES) {
    const value = colours[force];
    if (typeof value === "string" && HEX_COLOUR.test(value)) out[force] = value;
  }
  return out;
}

export { isRecord };
