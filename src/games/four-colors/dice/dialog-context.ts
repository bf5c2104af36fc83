/**
 * The roll dialog's context: pure, from the Omega, the choices made so far
 * and the Omegas that may join a combined roll. The Foundry dialog
 * (hierarchy-dialog.ts) and the gallery both call `buildDialogContext`.
 *
 * Rules come from src/rules/four-colors: validateStakes / validateCircumstance
 * for the problems, hierarchyOdds for the exact odds, combinedDice for a
 * combined roll's dice. Odds of a combined roll are per character (each reads
 * only their own non-Wed Forces from the shared dice).
 *
 * Each circumstance die may name its source: one of the Diceless characters
 * the user can see (`sources`, from dicelessCircumstanceSources) and one of
 * its Traits, or "any". A source on a die that is not set is dropped.
 */
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  FORCES,
  hierarchyOdds,
  isForce,
  validateCircumstance,
  validateStakes,
  dicedForces,
  type Circumstance,
  type CombinedMode,
  type Difficulty,
  type Force,
  type Odds,
  type Planets,
  type Problem,
} from "../../../rules/four-colors";
import { forceLabelKey, kindLabelKey } from "../data/common";
import type { CircumstanceSource } from "../data/diceless";
import { forceSymbol, type ForceSymbol } from "../data/force-symbol";
import { CIRCUMSTANCE_KINDS, planetDice, type DieSource, type DieSources } from "./roll-data";
import type { Translate } from "./translate";

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
}

export interface PartnerOption extends OmegaInput {
  uuid: string;
}

export interface DialogInput {
  omega: OmegaInput;
  state: DialogState;
  /** Omegas the user can see, other than this one. */
  partners: PartnerOption[];
  /** Diceless characters the user can see, to name as a circumstance die's source. */
  sources: SourceOption[];
  /** Players who may not set the stakes see the dialog read-only. */
  readOnly: boolean;
  t: Translate;
}

export const DIFFICULTY_KEY_PREFIX = "STORY_ENGINES.FourColors.Roll.Difficulty.";
export const PROBLEM_KEY_PREFIX = "STORY_ENGINES.FourColors.Roll.Problem.";

export function defaultDialogState(): DialogState {
  return {
    favored: [],
    opposed: [],
    difficulty: DEFAULT_DIFFICULTY,
    benefit: { faces: null, major: false, source: null, trait: null },
    hindrance: { faces: null, major: false, source: null, trait: null },
    partner: null,
    mode: "opposed",
  };
}

function parseFaces(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
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
 * `hindrance.…`, `partner`, `mode`. No source means no Trait.
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

/** The circumstance dice chosen (a blank size means no die). */
export function circumstanceOf(state: DialogState): Circumstance {
  const circumstance: Circumstance = {};
  for (const kind of CIRCUMSTANCE_KINDS) {
    const { faces, major } = state[kind];
    if (faces !== null) circumstance[kind] = { faces, major };
  }
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

function camel(code: string): string {
  return code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A rules problem, or the dialog's own: an Omega with no Planet die cannot roll. */
export interface DialogProblem extends Omit<Problem, "code"> {
  code: Problem["code"] | "no-planet-dice";
}

/** A problem as a readable, localised sentence (`faces`: the circumstance die's size, if it is about one). */
export function problemText(problem: DialogProblem, t: Translate, state?: DialogState): string {
  const subject = problem.subject ?? "";
  let name = subject;
  let faces = "";
  if (isForce(subject)) name = t(forceLabelKey(subject));
  else if (subject === "benefit" || subject === "hindrance") {
    name = t(`STORY_ENGINES.FourColors.Roll.${subject}`);
    faces = String(state?.[subject].faces ?? "");
  }
  return t(`${PROBLEM_KEY_PREFIX}${camel(problem.code)}`, { subject: name, faces });
}

export interface DialogProblems {
  problems: DialogProblem[];
  errors: number;
}

/** Every problem with the current choices, rules problems first. */
export function dialogProblems(state: DialogState, dice: Partial<Record<Force, number>>): DialogProblems {
  const rolled = FORCES.filter((force) => typeof dice[force] === "number");
  const problems: DialogProblem[] = [
    ...validateStakes({ favored: state.favored, opposed: state.opposed }, rolled),
    ...validateCircumstance(circumstanceOf(state)),
  ];
  if (rolled.length === 0) {
    problems.push({ code: "no-planet-dice", severity: "error", message: "No Planet holds a die." });
  }
  return { problems, errors: problems.filter((p) => p.severity === "error").length };
}

export interface OddsView {
  /** The character the odds are for (user data). */
  name: string;
  success: number;
  failure: number;
  unproductive: number;
}

export interface DialogDieView {
  force: Force;
  symbol: ForceSymbol;
  faces: number;
}

export interface DialogCircumstanceView {
  kind: string;
  labelKey: string;
  faces: number | null;
  major: boolean;
  /** The Diceless characters offered as the source (user data), the chosen one selected. */
  sources: { uuid: string; name: string; selected: boolean }[];
  /** The chosen character's Traits; empty (only "any") until one is chosen. */
  traits: { id: string; name: string; kindKey: string; selected: boolean }[];
  /** No character chosen (or read-only): the Trait select is disabled. */
  traitDisabled: boolean;
}

export interface DialogContext extends Record<string, unknown> {
  readOnly: boolean;
  omegaName: string;
  forces: {
    force: Force;
    symbol: ForceSymbol;
    nameKey: string;
    /** The Omega's own die ("d8"), or null when the Planet is Wed. */
    die: string | null;
    favored: boolean;
    opposed: boolean;
    conflict: boolean;
  }[];
  difficulties: { value: Difficulty; labelKey: string; selected: boolean }[];
  circumstance: DialogCircumstanceView[];
  /** Some Diceless character may be named as a die's source. */
  hasSources: boolean;
  partners: { uuid: string; name: string; selected: boolean }[];
  combined: boolean;
  modes: { value: CombinedMode; labelKey: string; selected: boolean }[];
  dice: DialogDieView[];
  odds: OddsView[];
  /** Lang key of a note under the odds, or null. */
  oddsNoteKey: string | null;
  problems: string[];
  canRoll: boolean;
}

function restrict(dice: Partial<Record<Force, number>>, planets: Planets): Partial<Record<Force, number>> {
  const own: Partial<Record<Force, number>> = {};
  for (const force of dicedForces(planets)) {
    const faces = dice[force];
    if (typeof faces === "number") own[force] = faces;
  }
  return own;
}

function oddsView(name: string, odds: Odds): OddsView {
  return { name, ...odds };
}

function circumstanceView(
  kind: (typeof CIRCUMSTANCE_KINDS)[number],
  state: DialogState,
  sources: readonly SourceOption[],
  readOnly: boolean,
): DialogCircumstanceView {
  const choice = state[kind];
  const chosen = chosenSource(choice, sources);
  const option = chosen ? sources.find((s) => s.uuid === chosen.uuid) : undefined;
  return {
    kind,
    labelKey: `STORY_ENGINES.FourColors.Roll.${kind}`,
    faces: choice.faces,
    major: choice.major,
    sources: sources.map((s) => ({ uuid: s.uuid, name: s.name, selected: s.uuid === chosen?.uuid })),
    traits: (option?.traits ?? []).map((trait) => ({
      id: trait.id,
      name: trait.name,
      kindKey: kindLabelKey(trait.kind),
      selected: trait.id === choice.trait,
    })),
    traitDisabled: chosen === null || readOnly,
  };
}

export function buildDialogContext(input: DialogInput): DialogContext {
  const { omega, state, t } = input;
  const sources = input.sources;
  const partner = input.partners.find((p) => p.uuid === state.partner) ?? null;
  const dice = planetDice(omega.planets, partner?.planets, state.mode);
  const { problems, errors } = dialogProblems(state, dice);
  const stakes = { favored: state.favored, opposed: state.opposed };
  const circumstance = circumstanceOf(state);

  let odds: OddsView[] = [];
  if (errors === 0) {
    odds = partner
      ? [
          oddsView(omega.name, hierarchyOdds(restrict(dice, omega.planets), stakes, circumstance)),
          oddsView(partner.name, hierarchyOdds(restrict(dice, partner.planets), stakes, circumstance)),
        ]
      : [oddsView(omega.name, hierarchyOdds(dice, stakes, circumstance))];
  }

  return {
    readOnly: input.readOnly,
    omegaName: omega.name,
    forces: FORCES.map((force) => {
      const die = omega.planets[force];
      const favored = state.favored.includes(force);
      const opposed = state.opposed.includes(force);
      return {
        force,
        symbol: forceSymbol(force),
        nameKey: forceLabelKey(force),
        die: typeof die === "number" ? `d${die}` : null,
        favored,
        opposed,
        conflict: favored && opposed,
      };
    }),
    difficulties: DIFFICULTIES.map((value) => ({
      value,
      labelKey: `${DIFFICULTY_KEY_PREFIX}${value}`,
      selected: value === state.difficulty,
    })),
    circumstance: CIRCUMSTANCE_KINDS.map((kind) => circumstanceView(kind, state, sources, input.readOnly)),
    hasSources: sources.length > 0,
    partners: input.partners.map((p) => ({ uuid: p.uuid, name: p.name, selected: p.uuid === partner?.uuid })),
    combined: partner !== null,
    modes: (["opposed", "together"] as const).map((value) => ({
      value,
      labelKey: `STORY_ENGINES.FourColors.Roll.Mode.${value}`,
      selected: value === state.mode,
    })),
    dice: FORCES.flatMap((force) => {
      const faces = dice[force];
      return typeof faces === "number" ? [{ force, symbol: forceSymbol(force), faces }] : [];
    }),
    odds,
    oddsNoteKey: partner
      ? state.mode === "together"
        ? "STORY_ENGINES.FourColors.Roll.oddsTogether"
        : "STORY_ENGINES.FourColors.Roll.oddsOpposed"
      : null,
    problems: problems.map((p) => problemText(p, t, state)),
    canRoll: errors === 0 && !input.readOnly,
  };
}
