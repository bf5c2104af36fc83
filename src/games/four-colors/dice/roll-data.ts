/**
 * What a HierarchyRoll carries in `roll.options` (so the chat card rebuilds
 * from the roll alone after a reload), the formula it rolls, and how rolled
 * dice terms are read back into Planet results. Pure.
 *
 * Formula: one die term per rolled Force, flavoured with the Force
 * (`1d8[known]`), then the circumstance dice (`1d6[benefit]`, `1d10[hindrance]`).
 * The flavour is how a term is matched back to its Force; the sum the Roll
 * computes has no meaning in this game and is never shown.
 *
 * A circumstance die may name its source: a Diceless character and, if the
 * SG picked one, one of its Traits (`sources.benefit` / `sources.hindrance`,
 * names and UUIDs as they were when rolled, so the card needs no actor).
 */
import {
  combinedDice,
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  dicedForces,
  FORCES,
  isForce,
  type Circumstance,
  type CircumstanceDie,
  type CircumstanceKind,
  type CombinedMode,
  type Difficulty,
  type Force,
  type PlanetResults,
  type Planets,
  type Stakes,
} from "../../../rules/four-colors";

/** The key of our data inside `roll.options`. */
export const ROLL_OPTIONS_KEY = "fourColors";

export const CIRCUMSTANCE_KINDS: readonly CircumstanceKind[] = ["benefit", "hindrance"];

/** One character taking part in the roll, as it was when rolled. */
export interface RollActor {
  name: string;
  uuid: string | null;
  planets: Planets;
  /** Dice So Nice colour per Planet (CSS colour), when the Omega sets one. */
  colours?: Partial<Record<Force, string>>;
}

/** Where a circumstance die comes from: a Diceless character, and one of its Traits or none ("any"). */
export interface DieSource {
  /** The Diceless character's name when rolled (user data). */
  name: string;
  uuid: string | null;
  /** The Trait named as the reason, or null for the character as a whole. */
  trait: { name: string; uuid: string | null } | null;
}

/** The source of each circumstance die that has one (never for a die that is not rolled). */
export type DieSources = Partial<Record<CircumstanceKind, DieSource>>;

export interface HierarchyRollData {
  stakes: Stakes;
  difficulty: Difficulty;
  /** One character, or two for a combined roll (the first is the one who opened the dialog). */
  actors: RollActor[];
  /** null for a single character's roll. */
  combined: CombinedMode | null;
  circumstance: Circumstance;
  /** Where the circumstance dice come from, if the SG said. */
  sources: DieSources;
  /** The Planet dice rolled, per Force (combinedDice for a combined roll). */
  dice: Partial<Record<Force, number>>;
  /** Whether the optional degree-of-success rule was on when rolled. */
  degrees: boolean;
}

export interface RollPlanInput {
  stakes: Stakes;
  difficulty: Difficulty;
  actor: RollActor;
  partner?: RollActor | null;
  mode?: CombinedMode;
  circumstance: Circumstance;
  /** Sources of the circumstance dice; one for a die that is not rolled is dropped. */
  sources?: DieSources;
  degrees: boolean;
}

/** The Planet dice a roll uses: the Omega's own, or combinedDice for two. */
export function planetDice(
  actor: Planets,
  partner?: Planets | null,
  mode: CombinedMode = "opposed",
): Partial<Record<Force, number>> {
  if (partner) return combinedDice(actor, partner, mode);
  const dice: Partial<Record<Force, number>> = {};
  for (const force of dicedForces(actor)) dice[force] = actor[force] ?? undefined;
  return dice;
}

function copySource(source: DieSource): DieSource {
  return { name: source.name, uuid: source.uuid, trait: source.trait ? { ...source.trait } : null };
}

export function planRoll(input: RollPlanInput): HierarchyRollData {
  const partner = input.partner ?? null;
  const mode = input.mode ?? "opposed";
  const circumstance: Circumstance = {};
  const sources: DieSources = {};
  for (const kind of CIRCUMSTANCE_KINDS) {
    const die = input.circumstance[kind];
    if (!die) continue;
    circumstance[kind] = { ...die };
    const source = input.sources?.[kind];
    if (source) sources[kind] = copySource(source);
  }
  return {
    stakes: { favored: [...input.stakes.favored], opposed: [...input.stakes.opposed] },
    difficulty: input.difficulty,
    actors: partner ? [input.actor, partner] : [input.actor],
    combined: partner ? mode : null,
    circumstance,
    sources,
    dice: planetDice(input.actor.planets, partner?.planets, mode),
    degrees: input.degrees,
  };
}

/** The roll formula: `1d8[known] + 1d6[dynamic] + … + 1d4[benefit]`. */
export function rollFormula(data: Pick<HierarchyRollData, "dice" | "circumstance">): string {
  const terms: string[] = [];
  for (const force of FORCES) {
    const faces = data.dice[force];
    if (typeof faces === "number") terms.push(`1d${faces}[${force}]`);
  }
  for (const kind of CIRCUMSTANCE_KINDS) {
    const die = data.circumstance[kind];
    if (die) terms.push(`1d${die.faces}[${kind}]`);
  }
  return terms.join(" + ");
}

/** A rolled dice term as Foundry keeps it (only what we read). */
export interface DiceTermLike {
  faces: number;
  options: { flavor?: string };
  results: { result: number; active: boolean }[];
}

export interface ExtractedResults {
  planets: PlanetResults;
  benefit?: number;
  hindrance?: number;
}

/** Read each term's first active result back to its Force or circumstance die, by flavour. */
export function extractResults(terms: readonly DiceTermLike[]): ExtractedResults {
  const out: ExtractedResults = { planets: {} };
  for (const term of terms) {
    const slot = term.options.flavor;
    const result = term.results.find((r) => r.active)?.result;
    if (typeof result !== "number" || !slot) continue;
    if (isForce(slot)) out.planets[slot] = result;
    else if (slot === "benefit" || slot === "hindrance") out[slot] = result;
  }
  return out;
}

// ---- Reading the data back (after a reload it comes from stored JSON) ----

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function forceList(value: unknown): Force[] {
  return Array.isArray(value) ? value.filter(isForce) : [];
}

function planetsOf(value: unknown): Planets {
  const planets: Planets = {};
  if (!isRecord(value)) return planets;
  for (const force of FORCES) {
    const die = value[force];
    planets[force] = typeof die === "number" && Number.isInteger(die) && die > 0 ? die : null;
  }
  return planets;
}

function coloursOf(value: unknown): Partial<Record<Force, string>> | undefined {
  if (!isRecord(value)) return undefined;
  const colours: Partial<Record<Force, string>> = {};
  for (const force of FORCES) {
    const colour = value[force];
    if (typeof colour === "string" && colour) colours[force] = colour;
  }
  return colours;
}

function actorOf(value: unknown): RollActor | null {
  if (!isRecord(value) || typeof value.name !== "string") return null;
  const actor: RollActor = {
    name: value.name,
    uuid: typeof value.uuid === "string" ? value.uuid : null,
    planets: planetsOf(value.planets),
  };
  const colours = coloursOf(value.colours);
  if (colours) actor.colours = colours;
  return actor;
}

function dieOf(value: unknown): CircumstanceDie | undefined {
  if (!isRecord(value) || typeof value.faces !== "number") return undefined;
  return { faces: value.faces, major: value.major === true };
}

function sourceOf(value: unknown): DieSource | undefined {
  if (!isRecord(value) || typeof value.name !== "string" || !value.name) return undefined;
  const trait = isRecord(value.trait) && typeof value.trait.name === "string" && value.trait.name ? value.trait : null;
  return {
    name: value.name,
    uuid: typeof value.uuid === "string" && value.uuid ? value.uuid : null,
    trait: trait
      ? { name: String(trait.name), uuid: typeof trait.uuid === "string" && trait.uuid ? trait.uuid : null }
      : null,
  };
}

/**
 * Our data from a roll's options (`options.fourColors`), or null when it is
 * missing or unusable. Tolerates partial data: anything malformed falls back
 * to a neutral default rather than breaking the chat log.
 */
export function parseRollData(options: unknown): HierarchyRollData | null {
  const raw = isRecord(options) ? options[ROLL_OPTIONS_KEY] : undefined;
  if (!isRecord(raw)) return null;
  const actors = (Array.isArray(raw.actors) ? raw.actors : []).map(actorOf).filter((a): a is RollActor => a !== null);
  if (actors.length === 0) return null;
  const stakes = isRecord(raw.stakes) ? raw.stakes : {};
  const circumstanceRaw = isRecord(raw.circumstance) ? raw.circumstance : {};
  const sourcesRaw = isRecord(raw.sources) ? raw.sources : {};
  const circumstance: Circumstance = {};
  const sources: DieSources = {};
  for (const kind of CIRCUMSTANCE_KINDS) {
    const die = dieOf(circumstanceRaw[kind]);
    if (!die) continue;
    circumstance[kind] = die;
    const source = sourceOf(sourcesRaw[kind]);
    if (source) sources[kind] = source;
  }
  const dice: Partial<Record<Force, number>> = {};
  if (isRecord(raw.dice)) {
    for (const force of FORCES) {
      const faces = raw.dice[force];
      if (typeof faces === "number") dice[force] = faces;
    }
  }
  const combined = raw.combined === "opposed" || raw.combined === "together" ? raw.combined : null;
  const difficulty = DIFFICULTIES.find((d) => d === raw.difficulty) ?? DEFAULT_DIFFICULTY;
  return {
    stakes: { favored: forceList(stakes.favored), opposed: forceList(stakes.opposed) },
    difficulty,
    actors: combined ? actors.slice(0, 2) : actors.slice(0, 1),
    combined: combined && actors.length >= 2 ? combined : null,
    circumstance,
    sources,
    dice,
    degrees: raw.degrees === true,
  };
}

/** The roll options that carry `data` (JSON-safe: a deep copy). */
export function rollOptions(data: HierarchyRollData): Record<string, unknown> {
  return { [ROLL_OPTIONS_KEY]: JSON.parse(JSON.stringify(data)) as unknown };
}
