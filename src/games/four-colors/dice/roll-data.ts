/**
 * What a HierarchyRoll carries in `roll.options` (so the chat card rebuilds
 * from the roll alone after a reload), the formula it rolls, and how rolled
 * dice terms are read back into Planet results. Pure.
 *
 * Formula: one die term per rolled Force, flavoured with the Force
 * (`1d8[known]`, or `2d8kl[known]` for several dice of which the lowest
 * counts), then the circumstance dice (`1d6[benefit]`, `1d10[hindrance]`)
 * and one Hindrance die per opponent (`1d12[opponent0]`, several-dice.ts).
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
import { validCount, type ForceCounts, type RollOpponent } from "./several-dice";
import { isRecord } from "../../../schema";

/** The key of our data inside `roll.options`. */
export const ROLL_OPTIONS_KEY = "fourColors";

export const CIRCUMSTANCE_KINDS: readonly CircumstanceKind[] = ["benefit", "hindrance"];

/** One character taking part in the roll, as it was when rolled. */
export interface RollActor {
  name: string;
  uuid: string | null;
  /** The Omega's portrait, for the card's header. */
  img?: string;
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
  /** Dice per Force above one (the lowest counts); absent Forces roll one die. */
  counts: ForceCounts;
  /** One Hindrance die per opponent (several-Hindrance-dice rule), in order. */
  opponents: RollOpponent[];
  /** Who set the stakes, when not the roller (the Storyguide sent them to the player: stakes-card.ts). */
  setBy?: string;
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
  counts?: ForceCounts;
  opponents?: readonly RollOpponent[];
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
    counts: { ...input.counts },
    opponents: (input.opponents ?? []).map((o) => ({ ...o })),
  };
}

/** The flavour of opponent i's Hindrance die. */
export function opponentSlot(index: number): string {
  return `opponent${index}`;
}

/** The roll formula: `1d8[known] + 2d6kl[dynamic] + … + 1d4[benefit] + 1d12[opponent0]`. */
export function rollFormula(
  data: Pick<HierarchyRollData, "dice" | "circumstance"> & Partial<Pick<HierarchyRollData, "counts" | "opponents">>,
): string {
  const terms: string[] = [];
  for (const force of FORCES) {
    const faces = data.dice[force];
    const n = data.counts?.[force] ?? 1;
    if (typeof faces === "number") terms.push(n > 1 ? `${n}d${faces}kl[${force}]` : `1d${faces}[${force}]`);
  }
  for (const kind of CIRCUMSTANCE_KINDS) {
    const die = data.circumstance[kind];
    if (die) terms.push(`1d${die.faces}[${kind}]`);
  }
  (data.opponents ?? []).forEach((o, i) => terms.push(`1d${o.faces}[${opponentSlot(i)}]`));
  return terms.join(" + ");
}

/** A rolled dice term as Foundry keeps it (only what we read). */
export interface DiceTermLike {
  faces: number;
  /** How many dice the term rolls (2 for `2d8kl`); absent = 1. */
  number?: number;
  options: { flavor?: string };
  /** `active: false` with `discarded` for a die `kl` dropped, with `rerolled` for one rolled again. */
  results: { result: number; active: boolean; rerolled?: boolean }[];
}

export interface ExtractedResults {
  /** Per Force the lowest of its dice (the Force's result). */
  planets: PlanetResults;
  /** Every die of a Force rolled with several, in the order rolled. */
  several?: Partial<Record<Force, number[]>>;
  benefit?: number;
  hindrance?: number;
  /** The opponents' Hindrance dice, by their place (a die not rolled is absent). */
  opponents?: (number | undefined)[];
}

/**
 * Read each term back to its Force or circumstance die, by flavour: a
 * circumstance die's first active result; a Force's lowest active die
 * (footnote 15: `kl` keeps it active), with every die it rolled (not the
 * re-rolled ones) in `several` when the term rolled more than one.
 */
export function extractResults(terms: readonly DiceTermLike[]): ExtractedResults {
  const out: ExtractedResults = { planets: {} };
  for (const term of terms) {
    const slot = term.options.flavor;
    if (!slot) continue;
    if (isForce(slot)) {
      const active = term.results.filter((r) => r.active && typeof r.result === "number").map((r) => r.result);
      if (active.length === 0) continue;
      out.planets[slot] = Math.min(...active);
      const shown = term.results.filter((r) => !r.rerolled && typeof r.result === "number").map((r) => r.result);
      if ((term.number ?? 1) > 1 && shown.length > 1) (out.several ??= {})[slot] = shown;
      continue;
    }
    const result = term.results.find((r) => r.active)?.result;
    if (typeof result !== "number") continue;
    if (slot === "benefit" || slot === "hindrance") out[slot] = result;
    const opponent = /^opponent(\d+)$/.exec(slot);
    if (opponent) (out.opponents ??= [])[Number(opponent[1])] = result;
  }
  return out;
}

// ---- Reading the data back (after a reload it comes from stored JSON) ----

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
  if (typeof value.img === "string" && value.img) actor.img = value.img;
  return actor;
}

function dieOf(value: unknown): CircumstanceDie | undefined {
  if (!isRecord(value) || typeof value.faces !== "number") return undefined;
  return { faces: value.faces, major: value.major === true };
}

function countsOf(value: unknown, dice: Partial<Record<Force, number>>): ForceCounts {
  const counts: ForceCounts = {};
  if (!isRecord(value)) return counts;
  for (const force of FORCES) {
    const n = value[force];
    if (typeof n === "number" && validCount(n) && n > 1 && typeof dice[force] === "number") counts[force] = n;
  }
  return counts;
}

function opponentOf(value: unknown): RollOpponent[] {
  if (!isRecord(value) || typeof value.name !== "string" || typeof value.faces !== "number") return [];
  if (!Number.isInteger(value.faces) || value.faces < 1) return [];
  return [
    {
      name: value.name,
      uuid: typeof value.uuid === "string" && value.uuid ? value.uuid : null,
      faces: value.faces,
      major: value.major === true,
    },
  ];
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
    // Rolls made before these rules carry neither: one die per Force, no opponents.
    counts: countsOf(raw.counts, dice),
    opponents: Array.isArray(raw.opponents) ? raw.opponents.flatMap(opponentOf) : [],
    ...(typeof raw.setBy === "string" && raw.setBy ? { setBy: raw.setBy } : {}),
  };
}

/** The roll options that carry `data` (JSON-safe: a deep copy). */
export function rollOptions(data: HierarchyRollData): Record<string, unknown> {
  return { [ROLL_OPTIONS_KEY]: JSON.parse(JSON.stringify(data)) as unknown };
}
