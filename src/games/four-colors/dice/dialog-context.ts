/**
 * The roll dialog's context: pure, from the Omega, the choices made so far
 * (dialog-state.ts) and the Omegas that may join a combined roll. The
 * Foundry dialog (hierarchy-dialog.ts) and the gallery both call
 * `buildDialogContext`.
 *
 * Rules come from src/rules/four-colors: the problems through
 * dialog-problems.ts, hierarchyOdds for the exact odds, combinedDice for a
 * combined roll's dice. Odds of a combined roll are per character (each reads
 * only their own non-Wed Forces from the shared dice). Several dice for one
 * Force and one Hindrance die per opponent (several-dice.ts) count in the
 * odds too.
 */
import {
  DIFFICULTIES,
  FORCES,
  hierarchyOdds,
  dicedForces,
  type CombinedMode,
  type Difficulty,
  type Force,
  type Odds,
  type Planets,
} from "../../../rules/four-colors";
import { forceLabelKey, kindLabelKey } from "../data/common";
import { forceSymbol, type ForceSymbol } from "../data/force-symbol";
import { dialogProblems, problemText } from "./dialog-problems";
import {
  chosenSource,
  circumstanceOf,
  type DialogState,
  type OmegaInput,
  type PartnerOption,
  type SourceOption,
} from "./dialog-state";
import { CIRCUMSTANCE_KINDS, planetDice } from "./roll-data";
import { diceWithCounts, opponentName, type OpponentOption } from "./several-dice";
import type { Translate } from "./translate";

export interface DialogInput {
  omega: OmegaInput;
  state: DialogState;
  /** Omegas the user can see, other than this one. */
  partners: PartnerOption[];
  /** Diceless characters the user can see, to name as a circumstance die's source. */
  sources: SourceOption[];
  /** Players who may not set the stakes see the dialog read-only. */
  readOnly: boolean;
  /** The several-Hindrance-dice rule is on (one Hindrance die per opponent). */
  severalHindrances?: boolean;
  /** Omegas and Diceless characters the user can see, to name as opponents. */
  opponentOptions?: OpponentOption[];
  /** The Storyguide may send the stakes to these players (names), who roll; "" = no Send button. */
  sendTo?: string;
  t: Translate;
}

export interface DialogOpponentView {
  index: number;
  /** The opponent's name as the card will show it (user data). */
  label: string;
  faces: number | null;
  major: boolean;
  name: string;
  actors: { uuid: string; name: string; selected: boolean }[];
}

export const DIFFICULTY_KEY_PREFIX = "STORY_ENGINES.FourColors.Roll.Difficulty.";

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
  /** "d8", or "2d8" for several dice (the lowest counts). */
  label: string;
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
    /** How many dice this Force rolls (1 unless the SG asks for more; the lowest counts). */
    count: number;
    /** The Force is rolled (it has a die here): its count may change. */
    rolled: boolean;
  }[];
  difficulties: { value: Difficulty; labelKey: string; selected: boolean }[];
  circumstance: DialogCircumstanceView[];
  /** Some Diceless character may be named as a die's source. */
  hasSources: boolean;
  partners: { uuid: string; name: string; selected: boolean }[];
  combined: boolean;
  modes: { value: CombinedMode; labelKey: string; selected: boolean }[];
  dice: DialogDieView[];
  /** The several-Hindrance-dice rule is on: the opponents' fieldset shows. */
  several: boolean;
  opponents: DialogOpponentView[];
  odds: OddsView[];
  /** Lang key of a note under the odds, or null. */
  oddsNoteKey: string | null;
  problems: string[];
  canRoll: boolean;
  /** The player(s) the Storyguide sends the stakes to, or "" (no Send button). */
  sendTo: string;
  canSend: boolean;
}

/** The dice of the Forces a character has a die for (a combined roll: each reads only their own). */
export function restrictTo<T>(dice: Partial<Record<Force, T>>, planets: Planets): Partial<Record<Force, T>> {
  const own: Partial<Record<Force, T>> = {};
  for (const force of dicedForces(planets)) {
    const faces = dice[force];
    if (faces !== undefined && faces !== null) own[force] = faces;
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
  const several = input.severalHindrances === true;
  // The opponents' dice count only while the rule is on (a row left from before is ignored).
  const circumstance = circumstanceOf(several ? state : { ...state, opponents: [] });
  const counted = diceWithCounts(dice, state.counts);
  const options = input.opponentOptions ?? [];
  const fallback = (n: number) => t("STORY_ENGINES.FourColors.Roll.opponentN", { n });

  let odds: OddsView[] = [];
  if (errors === 0) {
    odds = partner
      ? [
          oddsView(omega.name, hierarchyOdds(restrictTo(counted, omega.planets), stakes, circumstance)),
          oddsView(partner.name, hierarchyOdds(restrictTo(counted, partner.planets), stakes, circumstance)),
        ]
      : [oddsView(omega.name, hierarchyOdds(counted, stakes, circumstance))];
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
        count: state.counts[force] ?? 1,
        rolled: typeof dice[force] === "number",
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
      const n = state.counts[force] ?? 1;
      const label = `${Number.isInteger(n) && n > 1 ? n : ""}d${faces}`;
      return typeof faces === "number" ? [{ force, symbol: forceSymbol(force), faces, label }] : [];
    }),
    several,
    opponents: several
      ? state.opponents.map((choice, index) => ({
          index,
          label: opponentName(choice, index, options, fallback),
          faces: choice.faces,
          major: choice.major,
          name: choice.name,
          actors: options.map((o) => ({ uuid: o.uuid, name: o.name, selected: o.uuid === choice.actor })),
        }))
      : [],
    odds,
    oddsNoteKey: partner
      ? state.mode === "together"
        ? "STORY_ENGINES.FourColors.Roll.oddsTogether"
        : "STORY_ENGINES.FourColors.Roll.oddsOpposed"
      : null,
    problems: problems.map((p) => problemText(p, t, state)),
    canRoll: errors === 0 && !input.readOnly,
    sendTo: input.sendTo ?? "",
    canSend: errors === 0 && !input.readOnly && (input.sendTo ?? "") !== "",
  };
}
