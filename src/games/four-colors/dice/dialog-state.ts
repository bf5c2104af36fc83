/**
 * The roll dialog's choices as plain data, pure: the Omega and the other
 * characters it offers, the state of the choices (stakes, difficulty,
 * circumstance dice with their sources, a combined roll's partner and mode),
 * read from the dialog's form, and what the choices roll (circumstance dice,
 * their sources).
 *
 * Several dice for one Force and one Hindrance die per opponent (optional
 * rules) are read by several-dice.ts; circumstanceOf adds the opponents'
 * dice as `hindrances`.
 *
 * Each circumstance die may name its source: one of the Diceless characters
 * the user can see (`sources`, from dicelessCircumstanceSources) and one of
 * its Traits, or "any". A source on a die that is not set is dropped.
 */
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  FORCES,
  type Circumstance,
  type CombinedMode,
  type Difficulty,
  type Force,
  type Planets,
} from "../../../rules/four-colors";
import type { CircumstanceSource } from "../data/diceless";
import { CIRCUMSTANCE_KINDS, type DieSource, type DieSources } from "./roll-data";
import { countsFromForm, opponentDice, opponentsFromForm, type ForceCounts, type OpponentChoice } from "./several-dice";

/** An Omega as the dialog needs it (adapted from the actor's system data). */
export interface OmegaInput {
  name: string;
  uuid?: string | null;
  planets: Planets;
  colours?: Partial<Record<Force, string>>;
}

export interface CircumstanceChoice {
  /** Faces of the die; null = no die. */
  faces: number | null;
  major: boolean;
  /** UUID of the Diceless character the die comes from, or null. */
  source: string | null;
  /** Item id of that character's Trait, or null for "any" (the character as a whole). */
  trait: string | null;
}

/** A Diceless character that may be named as a die's source (dicelessCircumstanceSources plus its UUID). */
export interface SourceOption {
  uuid: string;
  name: string;
  traits: CircumstanceSource[];
}

export interface DialogState {
  favored: Force[];
  opposed: Force[];
  difficulty: Difficulty;
  benefit: CircumstanceChoice;
  hindrance: CircumstanceChoice;
  /** UUID of the second Omega of a combined roll, or null. */
  partner: string | null;
  mode: CombinedMode;
  /** Dice per Force other than one (footnote 15: the lowest counts). */
  counts: ForceCounts;
  /** One Hindrance die per opponent (several-Hindrance-dice setting). */
  opponents: OpponentChoice[];
}

export interface PartnerOption extends OmegaInput {
  uuid: string;
}

export function defaultDialogState(): DialogState {
  return {
    favored: [],
    opposed: [],
    difficulty: DEFAULT_DIFFICULTY,
    benefit: { faces: null, major: false, source: null, trait: null },
    hindrance: { faces: null, major: false, source: null, trait: null },
    partner: null,
    mode: "opposed",
    counts: {},
    opponents: [],
  };
}

function parseFaces(value: unknown): number | null {
  // Number() reads null and "" as 0: they mean no die; undefined gives NaN.
  if (value === null || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function idOf(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

function truthy(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}

/**
 * The dialog's state from its form data (FormDataExtended#object, flat keys):
 * `favored.<force>` / `opposed.<force>` checkboxes, `difficulty`,
 * `benefit.faces` / `benefit.major` / `benefit.source` / `benefit.trait`,
 * `hindrance.…`, `partner`, `mode`, `count.<force>`, `opponents.<i>.…`.
 * No source means no Trait.
 */
export function stateFromForm(form: Record<string, unknown>): DialogState {
  const state = defaultDialogState();
  for (const force of FORCES) {
    if (truthy(form[`favored.${force}`])) state.favored.push(force);
    if (truthy(form[`opposed.${force}`])) state.opposed.push(force);
  }
  state.difficulty = DIFFICULTIES.find((d) => d === form.difficulty) ?? DEFAULT_DIFFICULTY;
  for (const kind of CIRCUMSTANCE_KINDS) {
    const source = idOf(form[`${kind}.source`]);
    state[kind] = {
      faces: parseFaces(form[`${kind}.faces`]),
      major: form[`${kind}.major`] === "major",
      source,
      trait: source ? idOf(form[`${kind}.trait`]) : null,
    };
  }
  state.partner = typeof form.partner === "string" && form.partner ? form.partner : null;
  state.mode = form.mode === "together" ? "together" : "opposed";
  state.counts = countsFromForm(form);
  state.opponents = opponentsFromForm(form);
  return state;
}

/**
 * The state after a form change, compared with the one before: a die whose
 * character changed starts again from "any" Trait, and `sourceChanged` says
 * the Trait selects must be rebuilt (the form re-rendered).
 */
export function withSourceChanges(
  previous: DialogState,
  next: DialogState,
): { state: DialogState; sourceChanged: boolean } {
  const state: DialogState = { ...next };
  let sourceChanged = false;
  for (const kind of CIRCUMSTANCE_KINDS) {
    if (previous[kind].source === next[kind].source) continue;
    sourceChanged = true;
    state[kind] = { ...next[kind], trait: null };
  }
  return { state, sourceChanged };
}

/** The circumstance dice chosen (a blank size means no die), the opponents' as `hindrances`. */
export function circumstanceOf(state: DialogState): Circumstance {
  const circumstance: Circumstance = {};
  for (const kind of CIRCUMSTANCE_KINDS) {
    const { faces, major } = state[kind];
    if (faces !== null) circumstance[kind] = { faces, major };
  }
  const hindrances = opponentDice(state.opponents);
  if (hindrances.length > 0) circumstance.hindrances = hindrances;
  return circumstance;
}

/** Embedded documents' UUIDs: the parent's, then `.Item.<id>`. */
function traitUuid(actorUuid: string, id: string): string {
  return `${actorUuid}.Item.${id}`;
}

/**
 * The source chosen for one die, resolved against the characters offered:
 * null when none is chosen or the character is no longer offered; a Trait
 * that is not the character's counts as "any".
 */
export function chosenSource(choice: CircumstanceChoice, sources: readonly SourceOption[]): DieSource | null {
  const option = choice.source ? sources.find((s) => s.uuid === choice.source) : undefined;
  if (!option) return null;
  const trait = choice.trait ? option.traits.find((t) => t.id === choice.trait) : undefined;
  return {
    name: option.name,
    uuid: option.uuid,
    trait: trait ? { name: trait.name, uuid: traitUuid(option.uuid, trait.id) } : null,
  };
}

/** The sources of the dice that are rolled (a source on a die that is not set is dropped). */
export function sourcesOf(state: DialogState, sources: readonly SourceOption[]): DieSources {
  const out: DieSources = {};
  for (const kind of CIRCUMSTANCE_KINDS) {
    if (state[kind].faces === null) continue;
    const source = chosenSource(state[kind], sources);
    if (source) out[kind] = source;
  }
  return out;
}
