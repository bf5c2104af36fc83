/**
 * The "wickedStrength" Item (pure spec): a particular strength — its
 * description and special effects, its form (a second one when broad), its
 * NPC form, the options its significance bought, and a consequential
 * strength's form and NPC form; and the die and significance that follow.
 */
import type { ModelSpec, Problem } from "../../../schema";
import {
  FORMS,
  NPC_FORMS,
  significance,
  STRENGTH_OPTIONS,
  strengthDie,
  strengthWarnings,
  validateStrength,
  type Form,
  type NpcForm,
  type Problem as RulesProblem,
  type StrengthOption,
} from "../../../rules/wicked";
import {
  formField,
  isRecord,
  npcFormField,
  optionalFormField,
  optionalNpcFormField,
  STRENGTH_TYPE,
  stringOr,
  wickedProblem,
} from "./common";

export interface WickedStrengthSystem {
  description: string;
  effects: string;
  form: Form;
  secondForm: Form | "";
  npcForm: NpcForm;
  options: Record<StrengthOption, boolean>;
  consequentialForm: Form | "";
  consequentialNpcForm: NpcForm | "";
}

const STRENGTH_PROBLEM_KEYS: Record<string, string> = {
  "significance-above-max": "significanceAboveMax",
  "doubly-potent-without-potent": "doublyPotentWithoutPotent",
  "significance-none": "significanceNone",
  "broad-without-second-form": "broadWithoutSecondForm",
  "second-form-same": "secondFormSame",
  "consequential-without-form": "consequentialWithoutForm",
};

/** The lang key of a strength problem from the rules. */
export function strengthProblemKey(code: string): string {
  return `STORY_ENGINES.Wicked.Validation.${STRENGTH_PROBLEM_KEYS[code] ?? "significanceAboveMax"}`;
}

/** The rules' view of a stored strength, or null when its shape is off (the field checks report that). */
export function readStrength(system: Record<string, unknown>): WickedStrengthSystem | null {
  const options = system.options;
  const form = system.form;
  const npcForm = system.npcForm;
  if (!isRecord(options) || !FORMS.includes(form as Form) || !NPC_FORMS.includes(npcForm as NpcForm)) return null;
  const secondForm = stringOr(system.secondForm);
  const consequentialForm = stringOr(system.consequentialForm);
  const consequentialNpcForm = stringOr(system.consequentialNpcForm);
  if (secondForm !== "" && !FORMS.includes(secondForm as Form)) return null;
  if (consequentialForm !== "" && !FORMS.includes(consequentialForm as Form)) return null;
  if (consequentialNpcForm !== "" && !NPC_FORMS.includes(consequentialNpcForm as NpcForm)) return null;
  return {
    description: stringOr(system.description),
    effects: stringOr(system.effects),
    form: form as Form,
    secondForm: secondForm as Form | "",
    npcForm: npcForm as NpcForm,
    options: Object.fromEntries(STRENGTH_OPTIONS.map((o) => [o, options[o] === true])) as Record<
      StrengthOption,
      boolean
    >,
    consequentialForm: consequentialForm as Form | "",
    consequentialNpcForm: consequentialNpcForm as NpcForm | "",
  };
}

export const strengthSpec: ModelSpec<typeof STRENGTH_TYPE> = {
  documentName: "Item",
  type: STRENGTH_TYPE,
  localizationPrefix: "STORY_ENGINES.Wicked.Strength",
  fields: {
    description: { kind: "html" },
    effects: { kind: "html" },
    form: formField("covertly"),
    secondForm: optionalFormField(),
    npcForm: npcFormField("action"),
    options: {
      kind: "schema",
      fields: Object.fromEntries(STRENGTH_OPTIONS.map((o) => [o, { kind: "boolean", initial: false }])),
    },
    consequentialForm: optionalFormField(),
    consequentialNpcForm: optionalNpcFormField(),
  },
  joint: (system) => {
    const strength = readStrength(system);
    if (!strength) return [];
    return validateStrength(strength).map((p: RulesProblem): Problem => {
      const key = STRENGTH_PROBLEM_KEYS[p.code] ?? "significanceAboveMax";
      return wickedProblem(p.path ?? "options", key, { max: 4 });
    });
  },
};

export interface StrengthDerived {
  die: number;
  significance: number;
  /** Lang keys of what looks unfinished (no option yet, broad without a second form…). */
  warnings: string[];
  /** The forms that let a player's character use it. */
  triggers: Form[];
}

export function deriveStrength(system: Record<string, unknown>): StrengthDerived {
  const strength = readStrength(system);
  if (!strength) return { die: 8, significance: 0, warnings: [], triggers: [] };
  const triggers: Form[] =
    strength.options.broad && strength.secondForm !== "" ? [strength.form, strength.secondForm] : [strength.form];
  return {
    die: strengthDie(strength.options),
    significance: significance(strength.options),
    warnings: strengthWarnings(strength).map((p) => strengthProblemKey(p.code)),
    triggers,
  };
}
