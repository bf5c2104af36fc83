/**
 * Particular strengths (pure). Each point of significance (1–4) buys one
 * option: potent (d10 instead of d8), doubly potent (d12; needs potent),
 * broad (a second form may trigger it), consequential (the loser loses one
 * more die size in a named form and NPC form), unique (only one sheet in the
 * world may hold it), far-reaching (act beyond normal human reach).
 */
import {
  argError,
  requireBoolean,
  requireInteger,
  requireList,
  requireOneOf,
  requireRecord,
  type FnName,
} from "../args";
import { FORMS, NPC_FORMS, type Form, type NpcForm } from "./forms";
import { problem, type Problem } from "./problems";

export type StrengthOption = "potent" | "doublyPotent" | "broad" | "consequential" | "unique" | "farReaching";

/** The options, in the order the book lists them. */
export const STRENGTH_OPTIONS: readonly StrengthOption[] = [
  "potent",
  "doublyPotent",
  "broad",
  "consequential",
  "unique",
  "farReaching",
];
/** "The maximum significance for any particular strength is 4." */
export const MAX_SIGNIFICANCE = 4;
/** A strength's die without potency. */
export const BASE_STRENGTH_DIE = 8;

export type StrengthOptions = Partial<Record<StrengthOption, boolean>>;

/** What the rules read of a strength sheet. "" = not chosen. */
export interface StrengthSheet {
  form: Form;
  secondForm?: Form | "";
  npcForm: NpcForm;
  options: StrengthOptions;
  consequentialForm?: Form | "";
  consequentialNpcForm?: NpcForm | "";
}

function requireOptions(fn: FnName, name: string, value: unknown): Record<StrengthOption, boolean> {
  const record = requireRecord(fn, name, value);
  for (const key of Object.keys(record)) {
    if (!(STRENGTH_OPTIONS as readonly string[]).includes(key))
      argError(fn, `${name}.${key}`, `absent: the keys are ${STRENGTH_OPTIONS.join(", ")}`, record[key], "range");
  }
  const out = {} as Record<StrengthOption, boolean>;
  for (const option of STRENGTH_OPTIONS) {
    out[option] = record[option] === undefined ? false : requireBoolean(fn, `${name}.${option}`, record[option]);
  }
  return out;
}

function optionalChoice<T extends string>(fn: FnName, name: string, value: unknown, allowed: readonly T[]): T | "" {
  if (value === undefined || value === "") return "";
  return requireOneOf(fn, name, value, allowed);
}

function requireSheet(fn: FnName, value: unknown) {
  const record = requireRecord(fn, "strength", value);
  return {
    form: requireOneOf(fn, "strength.form", record.form, FORMS),
    secondForm: optionalChoice(fn, "strength.secondForm", record.secondForm, FORMS),
    npcForm: requireOneOf(fn, "strength.npcForm", record.npcForm, NPC_FORMS),
    options: requireOptions(fn, "strength.options", record.options),
    consequentialForm: optionalChoice(fn, "strength.consequentialForm", record.consequentialForm, FORMS),
    consequentialNpcForm: optionalChoice(fn, "strength.consequentialNpcForm", record.consequentialNpcForm, NPC_FORMS),
  };
}

/** Significance: one point per option taken. */
export function significance(options: StrengthOptions): number {
  const checked = requireOptions("wicked.significance", "options", options);
  return STRENGTH_OPTIONS.filter((o) => checked[o]).length;
}

/** The strength's die: d8, d10 when potent, d12 when doubly potent too. */
export function strengthDie(options: StrengthOptions): number {
  const checked = requireOptions("wicked.strengthDie", "options", options);
  if (checked.potent && checked.doublyPotent) return 12;
  return checked.potent ? 10 : BASE_STRENGTH_DIE;
}

/**
 * Errors that make a strength sheet invalid: significance above 4; doubly
 * potent without potent. (Warnings: `strengthWarnings`.)
 */
export function validateStrength(strength: StrengthSheet): Problem[] {
  const sheet = requireSheet("wicked.validateStrength", strength);
  const problems: Problem[] = [];
  const points = STRENGTH_OPTIONS.filter((o) => sheet.options[o]).length;
  if (points > MAX_SIGNIFICANCE)
    problems.push(
      problem("significance-above-max", `Significance is at most ${MAX_SIGNIFICANCE}, got ${points}.`, "options"),
    );
  if (sheet.options.doublyPotent && !sheet.options.potent)
    problems.push(problem("doubly-potent-without-potent", "Doubly potent needs potent.", "options.doublyPotent"));
  return problems;
}

/**
 * Legal but probably unfinished: no option taken yet; broad without a second
 * form (or the same form twice); consequential without its form or NPC form.
 */
export function strengthWarnings(strength: StrengthSheet): Problem[] {
  const sheet = requireSheet("wicked.strengthWarnings", strength);
  const problems: Problem[] = [];
  if (!STRENGTH_OPTIONS.some((o) => sheet.options[o]))
    problems.push(problem("significance-none", "A particular strength has at least significance 1.", "options"));
  if (sheet.options.broad && sheet.secondForm === "")
    problems.push(problem("broad-without-second-form", "A broad strength names a second form.", "secondForm"));
  if (sheet.options.broad && sheet.secondForm === sheet.form)
    problems.push(problem("second-form-same", "The second form must differ from the first.", "secondForm"));
  if (sheet.options.consequential && (sheet.consequentialForm === "" || sheet.consequentialNpcForm === ""))
    problems.push(
      problem(
        "consequential-without-form",
        "A consequential strength names a form and an NPC form it threatens.",
        "consequentialForm",
      ),
    );
  return problems;
}

/** May a player's character acting in `forms` add this strength's die? (Its form, or its second form if broad.) */
export function strengthApplies(strength: StrengthSheet, forms: readonly Form[]): boolean {
  const fn = "wicked.strengthApplies";
  const sheet = requireSheet(fn, strength);
  const chosen = requireList(fn, "forms", forms, (f, path) => requireOneOf(fn, path, f, FORMS), FORMS.length);
  // A blank second form ("") is no form, so it never matches.
  const triggers = sheet.options.broad ? [sheet.form, sheet.secondForm] : [sheet.form];
  return chosen.some((f) => triggers.includes(f));
}

/** May an NPC acting in `npcForm` add this strength's die? (Its NPC form only: broad adds no second NPC form.) */
export function strengthAppliesNpc(strength: StrengthSheet, npcForm: NpcForm): boolean {
  const fn = "wicked.strengthAppliesNpc";
  return requireSheet(fn, strength).npcForm === requireOneOf(fn, "npcForm", npcForm, NPC_FORMS);
}

/**
 * The highest significance a strength may start with: 1; from chapter 3 a
 * new (not recurring) character may start one at 2.
 */
export function startingSignificance(chapter: number, recurring: boolean): number {
  const fn = "wicked.startingSignificance";
  const n = requireInteger(fn, "chapter", chapter, { min: 1 });
  const returning = requireBoolean(fn, "recurring", recurring);
  return n >= 3 && !returning ? 2 : 1;
}
