/**
 * Per-roll changes from the roller's Limits and Gambits, pure, shared by the
 * check and task dialogs: a Limit lowers the ability's caliber one step for
 * the roll, a Gambit raises it (never past Platinum) and may make the dice
 * explode. The dialog names the attribute that justifies each change; the
 * roll keeps the attribute's name and the calibers before and after, so its
 * card reads the same after the attribute is gone. Rulings:
 * docs/games/venus-rulings.md ("Caliber for one roll", "Exploding dice").
 */

import { venus } from "../../../rules";
import { cardProblem, type CardProblem } from "./problems";
import { pluralKey } from "../../../core/plural";

type Caliber = venus.Caliber;

/** A Limit or Gambit on the roller's sheet (an attribute item). */
export interface ModifierSource {
  id: string;
  name: string;
  kind: "limit" | "gambit";
}

/** What the dialogs ask for. */
export interface ModifierChoices {
  /** Caliber steps for this roll: −1 (a Limit), 0, or up (a Gambit). */
  caliberSteps: number;
  /** The attribute item that justifies the change ("" for none). */
  caliberBy: string;
  /** The dice explode (a Gambit). */
  explode: boolean;
  /** The Gambit that makes them explode ("" for none). */
  explodeBy: string;
}

export const NO_MODIFIER_CHOICES: ModifierChoices = { caliberSteps: 0, caliberBy: "", explode: false, explodeBy: "" };

/** "a Limit … can reduce an ability caliber by one step for certain rolls". */
export const MIN_CALIBER_STEPS = -1;
/** A Gambit may raise a caliber as far as the ladder goes (Copper to Platinum). */
export const MAX_CALIBER_STEPS = venus.CALIBERS.length - 1;

/** What a roll keeps of its modifiers. */
export interface RollModifiers {
  /** The caliber on the sheet, and the one this roll uses. */
  baseCaliber: Caliber;
  caliber: Caliber;
  steps: number;
  /** The name of the Limit or Gambit behind the change (null: no change). */
  caliberBy: string | null;
  explode: boolean;
  /** The name of the Gambit that makes the dice explode (null: they don't). */
  explodeBy: string | null;
}

/** No change: the sheet's caliber, plain dice. */
export function noModifiers(caliber: Caliber): RollModifiers {
  return { baseCaliber: caliber, caliber, steps: 0, caliberBy: null, explode: false, explodeBy: null };
}

/** The Limits and Gambits among a character's items. */
export function modifierSourcesOf(
  items: readonly { id: string | null; name: string; type: string; system: unknown }[],
): ModifierSource[] {
  return items.flatMap((item) => {
    const kind = (item.system as { kind?: unknown } | null)?.kind;
    if (item.type !== "venusAttribute" || (kind !== "limit" && kind !== "gambit")) return [];
    return [{ id: item.id ?? "", name: item.name, kind }];
  });
}

function num(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Read the dialog's form values; a checkbox left unticked is absent from the form, so `explode` defaults to false. */
export function readModifierChoices(form: Record<string, unknown>, base: ModifierChoices): ModifierChoices {
  return {
    caliberSteps: num(form.caliberSteps, base.caliberSteps),
    caliberBy: typeof form.caliberBy === "string" ? form.caliberBy : base.caliberBy,
    explode: form.explode === true || form.explode === "true" || form.explode === "on",
    explodeBy: typeof form.explodeBy === "string" ? form.explodeBy : base.explodeBy,
  };
}

/** The caliber a number of steps away, held on the ladder (no caliber above Platinum or below Copper). */
export function shiftedCaliber(caliber: Caliber, steps: number): Caliber {
  const rank = venus.CALIBERS.indexOf(caliber) + steps;
  return venus.CALIBERS[Math.max(0, Math.min(venus.CALIBERS.length - 1, rank))] ?? caliber;
}

/** Check the choices against the sheet's Limits and Gambits and work out the roll's caliber. */
export function planModifiers(
  baseCaliber: Caliber,
  sources: readonly ModifierSource[],
  choices: ModifierChoices,
): { problems: CardProblem[]; modifiers: RollModifiers } {
  const problems: CardProblem[] = [];
  const steps = choices.caliberSteps;
  const find = (id: string, kind: ModifierSource["kind"]): ModifierSource | null =>
    sources.find((s) => s.id === id && s.kind === kind) ?? null;
  let caliberBy: ModifierSource | null = null;
  if (!venus.isIntegerIn(steps, MIN_CALIBER_STEPS, MAX_CALIBER_STEPS)) {
    problems.push(
      cardProblem("caliber-steps-out-of-range", `Caliber steps run ${MIN_CALIBER_STEPS} to +${MAX_CALIBER_STEPS}.`),
    );
  } else if (steps !== 0) {
    caliberBy = find(choices.caliberBy, steps < 0 ? "limit" : "gambit");
    if (!caliberBy)
      problems.push(
        cardProblem("caliber-change-unjustified", "A lower caliber needs one of the Limits, a higher one a Gambit."),
      );
  }
  const explodeBy = choices.explode ? find(choices.explodeBy, "gambit") : null;
  if (choices.explode && !explodeBy)
    problems.push(cardProblem("explode-unjustified", "Exploding dice need one of the character's Gambits."));
  // A refused choice changes nothing: the roll keeps the sheet's caliber and plain dice.
  if (problems.length > 0) return { problems, modifiers: noModifiers(baseCaliber) };
  return {
    problems,
    modifiers: {
      baseCaliber,
      caliber: shiftedCaliber(baseCaliber, steps),
      steps,
      caliberBy: caliberBy?.name ?? null,
      explode: explodeBy !== null,
      explodeBy: explodeBy?.name ?? null,
    },
  };
}

const DIALOG = "STORY_ENGINES.Venus.Modifiers.";
const CALIBER_LABEL_PREFIX = "STORY_ENGINES.Venus.Card.Caliber.";

/** The dialogs' "Limits and Gambits" fields (templates/venus/dice/roll-modifiers.hbs). */
export function modifierFieldsContext(
  sources: readonly ModifierSource[],
  choices: ModifierChoices,
  modifiers: RollModifiers,
): Record<string, unknown> {
  const steps = [];
  for (let s = MIN_CALIBER_STEPS; s <= MAX_CALIBER_STEPS; s++)
    steps.push({
      value: s,
      labelKey: s < 0 ? `${DIALOG}stepDown` : s === 0 ? `${DIALOG}stepNone` : pluralKey(`${DIALOG}stepUp`, s),
      steps: Math.abs(s),
      selected: s === choices.caliberSteps,
    });
  const option = (s: ModifierSource, chosen: string) => ({
    value: s.id,
    name: s.name,
    kindKey: `${DIALOG}Kind.${s.kind}`,
    selected: s.id === chosen,
  });
  return {
    hasSources: sources.length > 0,
    steps,
    caliberSources: sources.map((s) => option(s, choices.caliberBy)),
    gambits: sources.filter((s) => s.kind === "gambit").map((s) => option(s, choices.explodeBy)),
    hasGambits: sources.some((s) => s.kind === "gambit"),
    explode: choices.explode,
    changed: modifiers.caliber !== modifiers.baseCaliber,
    baseCaliberKey: `${CALIBER_LABEL_PREFIX}${modifiers.baseCaliber}`,
    caliberKey: `${CALIBER_LABEL_PREFIX}${modifiers.caliber}`,
  };
}

/** What a card shows of a roll's modifiers (templates/venus/dice/roll-modifiers-card.hbs). */
export function modifierView(modifiers: RollModifiers | null | undefined): {
  caliberChange: { key: string; by: string; fromKey: string; toKey: string } | null;
  explodeBy: string | null;
} {
  if (!modifiers) return { caliberChange: null, explodeBy: null };
  return {
    caliberChange:
      modifiers.caliberBy === null
        ? null
        : {
            key: `${DIALOG}Card.${modifiers.steps < 0 ? "lowered" : "raised"}`,
            by: modifiers.caliberBy,
            fromKey: `${CALIBER_LABEL_PREFIX}${modifiers.baseCaliber}`,
            toKey: `${CALIBER_LABEL_PREFIX}${modifiers.caliber}`,
          },
    explodeBy: modifiers.explode ? modifiers.explodeBy : null,
  };
}
