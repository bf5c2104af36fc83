/**
 * Checks (d20), pure: the dialog's choices, their problems and exact odds
 * (the roll's Limits and Gambits included), and the setup a rolled check
 * keeps. The card itself: check-card-state.ts and check-card-context.ts.
 * The rules come from src/rules/venus (checkTarget, checkOdds).
 */

import { venus } from "../../../rules";
import type { CharacterView } from "./actor-view";
import { cardProblem, fromRules, problemKeys, type CardProblem } from "./problems";
import {
  modifierFieldsContext,
  NO_MODIFIER_CHOICES,
  noModifiers,
  planModifiers,
  readModifierChoices,
  type ModifierChoices,
  type ModifierSource,
  type RollModifiers,
} from "./roll-modifiers";

type Caliber = venus.Caliber;

/** A label that is either a lang key or user text (a capability's name). */
export interface Label {
  labelKey?: string;
  text?: string;
}

/** A Label for the templates: both keys present, the unused one null. */
export function labelView(label: Label): { labelKey: string | null; text: string | null } {
  return { labelKey: label.labelKey ?? null, text: label.text ?? null };
}

export const ABILITY_LABEL_PREFIX = "STORY_ENGINES.Venus.Check.Ability.";
export const CALIBER_LABEL_PREFIX = "STORY_ENGINES.Venus.Card.Caliber.";
export const DIFFICULTY_LABEL_PREFIX = "STORY_ENGINES.Venus.Check.Difficulty.";

/** The largest flat bonus the FC may allow on top of the score (a sanity bound). */
export const MAX_FLAT_BONUS = 10;

/** What the check dialog asks for (with the roll's Limits and Gambits). */
export interface CheckChoices extends ModifierChoices {
  /** "ability:<id>" or "capability:<index>". */
  source: string;
  difficulty: venus.DifficultyId;
  /** Relative difficulty factors, +1 each (0–4). */
  factors: number;
  /** Approved bonus factors other than Lots (attributes, environment, help). */
  bonusFactors: number;
  /** Lots to spend on the bonus step: each adds a bonus d6 and counts among the four bonus factors. */
  lots: number;
  /** A flat bonus the FC allows on top of the score. */
  flatBonus: number;
}

export const DEFAULT_CHECK_CHOICES: CheckChoices = {
  source: "ability:app",
  difficulty: "tough",
  factors: 0,
  bonusFactors: 0,
  lots: 0,
  flatBonus: 0,
  ...NO_MODIFIER_CHOICES,
};

export interface CheckSource {
  value: string;
  label: Label;
  caliber: Caliber;
  score: number;
}

/** Every ability and named capability the character can check with. */
export function checkSources(character: CharacterView): CheckSource[] {
  const abilities = venus.ABILITY_IDS.map((id) => ({
    value: `ability:${id}`,
    label: { labelKey: `${ABILITY_LABEL_PREFIX}${id}` },
    caliber: character.abilities[id].caliber,
    score: character.abilities[id].score,
  }));
  const capabilities = character.capabilities.map((c) => ({
    value: `capability:${c.index}`,
    label: { text: c.name },
    caliber: c.caliber,
    score: c.level,
  }));
  return [...abilities, ...capabilities];
}

function num(value: unknown, fallback: number): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Read the dialog's form values (strings or numbers) into choices; nothing is clamped. */
export function readCheckChoices(
  form: Record<string, unknown>,
  base: CheckChoices = DEFAULT_CHECK_CHOICES,
): CheckChoices {
  const difficulty = venus.DIFFICULTIES.find((d) => d.id === form.difficulty)?.id ?? base.difficulty;
  return {
    source: typeof form.source === "string" && form.source !== "" ? form.source : base.source,
    difficulty,
    factors: num(form.factors, base.factors),
    bonusFactors: num(form.bonusFactors, base.bonusFactors),
    lots: num(form.lots, base.lots),
    flatBonus: num(form.flatBonus, base.flatBonus),
    ...readModifierChoices(form, base),
  };
}

export interface CheckPlan {
  problems: CardProblem[];
  source: CheckSource | null;
  /** The roll's caliber (the source's, changed by a Limit or Gambit) and exploding dice; null without a source. */
  modifiers: RollModifiers | null;
  /** Target, or null while the factors are out of range. */
  target: number | null;
  bonusDice: number;
  /** Exact pass probability with every bonus die, or null while there are problems. */
  odds: number | null;
  /** Exact pass probability without bonus dice. */
  oddsWithoutBonus: number | null;
  /** With one more Lot kept for the re-roll (null when no Lot is left over). */
  oddsWithReroll: number | null;
}

/** Validate the choices against the character and work out target and exact odds. */
export function planCheck(
  character: CharacterView,
  choices: CheckChoices,
  sources: readonly ModifierSource[] = [],
): CheckPlan {
  const problems: CardProblem[] = [];
  const source = checkSources(character).find((s) => s.value === choices.source) ?? null;
  if (!source) problems.push(cardProblem("unknown-source", `Unknown ability or capability ${choices.source}.`));
  const planned = source ? planModifiers(source.caliber, sources, choices) : null;
  if (planned) problems.push(...planned.problems);
  const modifiers = planned?.modifiers ?? null;
  let target: number | null = null;
  if (!venus.isIntegerIn(choices.factors, 0, venus.MAX_RELATIVE_FACTORS)) {
    problems.push(cardProblem("factors-out-of-range", `Relative factors run 0–${venus.MAX_RELATIVE_FACTORS}.`));
  } else {
    target = venus.checkTarget(choices.difficulty, choices.factors);
  }
  const bonusDice = choices.bonusFactors + choices.lots;
  if (
    !venus.isIntegerIn(choices.bonusFactors, 0, venus.MAX_BONUS_DICE) ||
    !venus.isIntegerIn(choices.lots, 0, venus.MAX_BONUS_DICE) ||
    bonusDice > venus.MAX_BONUS_DICE
  ) {
    problems.push(
      cardProblem("bonus-dice-out-of-range", `At most ${venus.MAX_BONUS_DICE} bonus factors, Lots included.`),
    );
  }
  if (Number.isInteger(choices.lots) && choices.lots > character.lots) {
    problems.push(
      ...fromRules([
        venus.problem("kiss-lots-exceeded", `${choices.lots} Lots spent but only ${character.lots} held.`),
      ]),
    );
  }
  if (!venus.isIntegerIn(choices.flatBonus, 0, MAX_FLAT_BONUS)) {
    problems.push(cardProblem("flat-bonus-out-of-range", `A flat bonus runs 0–${MAX_FLAT_BONUS}.`));
  }
  if (problems.length > 0 || !source || !modifiers || target === null) {
    return { problems, source, modifiers, target, bonusDice, odds: null, oddsWithoutBonus: null, oddsWithReroll: null };
  }
  const base = {
    score: source.score,
    caliber: modifiers.caliber,
    target,
    flatBonus: choices.flatBonus,
    explode: modifiers.explode,
  };
  return {
    problems,
    source,
    modifiers,
    target,
    bonusDice,
    odds: venus.checkOdds({ ...base, bonusDice }),
    oddsWithoutBonus: venus.checkOdds({ ...base, bonusDice: 0 }),
    oddsWithReroll: character.lots > choices.lots ? venus.checkOdds({ ...base, bonusDice, lotReroll: true }) : null,
  };
}

/** Context for templates/venus/dice/check-dialog.hbs. */
export function checkDialogContext(
  actorName: string,
  character: CharacterView,
  choices: CheckChoices,
  sources: readonly ModifierSource[] = [],
): Record<string, unknown> {
  const plan = planCheck(character, choices, sources);
  return {
    actorName,
    sources: checkSources(character).map((s) => ({
      value: s.value,
      ...labelView(s.label),
      caliberKey: `${CALIBER_LABEL_PREFIX}${s.caliber}`,
      score: s.score,
      selected: s.value === choices.source,
    })),
    difficulties: venus.DIFFICULTIES.map((d) => ({
      value: d.id,
      labelKey: `${DIFFICULTY_LABEL_PREFIX}${d.id}`,
      target: d.target,
      selected: d.id === choices.difficulty,
    })),
    choices,
    maxFactors: venus.MAX_RELATIVE_FACTORS,
    maxBonus: venus.MAX_BONUS_DICE,
    maxFlatBonus: MAX_FLAT_BONUS,
    lotsHeld: character.lots,
    maxLots: Math.min(venus.MAX_BONUS_DICE, character.lots),
    caliberKey: plan.modifiers ? `${CALIBER_LABEL_PREFIX}${plan.modifiers.caliber}` : null,
    score: plan.source?.score ?? null,
    modifiers: modifierFieldsContext(sources, choices, plan.modifiers ?? noModifiers("bronze")),
    target: plan.target,
    bonusDice: plan.bonusDice,
    odds: plan.odds,
    oddsWithoutBonus: plan.oddsWithoutBonus,
    oddsWithReroll: plan.oddsWithReroll,
    explode: plan.modifiers?.explode === true,
    problems: problemKeys(plan.problems),
    canRoll: plan.problems.length === 0,
  };
}

/** Everything a rolled check keeps: what was rolled against what (the VenusCheckRoll's options, the card's setup). */
export interface CheckRollOptions {
  actorName: string;
  actorUuid: string;
  img: string;
  label: Label;
  /** The caliber the check uses (after a Limit or Gambit). */
  caliber: Caliber;
  score: number;
  flatBonus: number;
  difficulty: venus.DifficultyId;
  factors: number;
  target: number;
  /** Approved bonus factors other than Lots. */
  bonusFactors: number;
  /** Lots the dialog planned for the bonus step (the card offers them again; they are paid only if rolled). */
  lotsPlanned: number;
  /** The roll's caliber change and exploding dice (absent on checks rolled before they existed). */
  modifiers?: RollModifiers;
}
