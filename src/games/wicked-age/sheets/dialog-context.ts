/**
 * Pure context and parsing for the sheets' dialogs: assigning a character's
 * six form dice (or an NPC's three pairs), and the choice a returning
 * character makes (re-assign its dice, +1 significance, a new strength, a
 * parallel sheet). A bad assignment is refused with a lang key; nothing is
 * saved.
 */
import {
  FORMS,
  isFormDiceSet,
  isNpcPairSet,
  MAX_SIGNIFICANCE,
  NPC_FORMS,
  RETURN_CHOICES,
  significance,
  STRENGTH_OPTIONS,
  type Form,
  type NpcForm,
  type StrengthOption,
} from "../../../rules/wicked";
import { assignForms } from "../data/character";
import { assignPairs } from "../data/npc";
import { deriveCharacter, type WickedCharacterSystem } from "../data/character";
import type { PlainItem } from "../data/common";
import { ASSIGN_DIE_OPTIONS, formKey, L, NPC_PAIR_OPTIONS, npcFormKey, optionKey } from "./labels";

/** The book's order of first assignment, used as the dialog's starting choice. */
const DEFAULT_FORM_DICE: Record<Form, number> = {
  covertly: 12,
  directly: 10,
  forMyself: 8,
  forOthers: 6,
  withLove: 6,
  withViolence: 4,
};
const DEFAULT_PAIRS: Record<NpcForm, string> = { action: "12-8", maneuvering: "10-6", selfProtection: "6-4" };

export function assignDiceContext(kind: "character" | "npc", system: Record<string, unknown>): Record<string, unknown> {
  const forms = (system.forms ?? {}) as Record<string, Record<string, number> | undefined>;
  if (kind === "character") {
    const rows = FORMS.map((f) => {
      const die = forms[f]?.die ?? 0;
      return { id: f, labelKey: formKey(f), value: String(die > 0 ? die : DEFAULT_FORM_DICE[f]) };
    });
    return { hintKey: `${L}.Assign.hint`, rows, choices: ASSIGN_DIE_OPTIONS };
  }
  const rows = NPC_FORMS.map((f) => {
    const high = forms[f]?.high ?? 0;
    const low = forms[f]?.low ?? 0;
    return { id: f, labelKey: npcFormKey(f), value: high > 0 ? `${high}-${low}` : DEFAULT_PAIRS[f] };
  });
  return { hintKey: `${L}.Assign.npcHint`, rows, choices: NPC_PAIR_OPTIONS };
}

export type AssignResult = { ok: true; forms: Record<string, unknown> } | { ok: false; problem: string };

/** Read the dialog's choices into `system.forms`, or refuse a set that isn't the book's. */
export function parseAssignment(kind: "character" | "npc", values: Record<string, unknown>): AssignResult {
  if (kind === "character") {
    const dice = Object.fromEntries(FORMS.map((f) => [f, Number(values[f])])) as Record<Form, number>;
    if (
      !isFormDiceSet(FORMS.map((f) => (Number.isInteger(dice[f]) && [4, 6, 8, 10, 12].includes(dice[f]) ? dice[f] : 0)))
    )
      return { ok: false, problem: `${L}.Validation.formDiceNotBookSet` };
    return { ok: true, forms: assignForms(dice) };
  }
  const pairs = {} as Record<NpcForm, [number, number]>;
  for (const f of NPC_FORMS) {
    const [a, b] = String(values[f] ?? "")
      .split("-")
      .map(Number);
    pairs[f] = [Number.isInteger(a) ? (a as number) : 0, Number.isInteger(b) ? (b as number) : 0];
  }
  const sizes = [0, 4, 6, 8, 10, 12];
  const valid = NPC_FORMS.every((f) => pairs[f].every((s) => sizes.includes(s)));
  if (!valid || !isNpcPairSet(NPC_FORMS.map((f) => pairs[f])))
    return { ok: false, problem: `${L}.Validation.npcPairsSplit` };
  return { ok: true, forms: assignPairs(pairs) };
}

/** The returning-character dialog: the four choices, the strengths it can raise, the world library. */
export function returningContext(
  system: Record<string, unknown>,
  items: readonly PlainItem[],
  library: readonly { uuid: string; name: string }[],
  name: string,
): Record<string, unknown> {
  const derived = deriveCharacter(system as unknown as WickedCharacterSystem);
  const strengths = items.filter((i) => i.type === "wickedStrength");
  const raisable = strengths.filter((i) => {
    const options = (i.system.options ?? {}) as Record<StrengthOption, boolean>;
    return significance(options) < MAX_SIGNIFICANCE;
  });
  const mustReassign = derived.outOfChapter;
  return {
    choices: RETURN_CHOICES.map((id, index) => ({
      id,
      labelKey: `${L}.Return.${id}`,
      hintKey: `${L}.Return.${id}Hint`,
      first: index === 0,
      disabled:
        (mustReassign && (id === "significance" || id === "newStrength")) ||
        (id === "significance" && raisable.length === 0),
    })),
    mustReassign,
    strengthChoices: Object.fromEntries(raisable.map((i) => [i.id, i.name])),
    optionChoices: Object.fromEntries(STRENGTH_OPTIONS.map((o) => [o, optionKey(o)])),
    libraryChoices: { "": "—", ...Object.fromEntries(library.map((s) => [s.uuid, s.name])) },
    parallelName: name,
  };
}

/** Raise a strength's significance by one option: refused when it would break the rules. */
export function raiseSignificance(
  options: Record<string, unknown>,
  option: string,
): { ok: true; options: Record<StrengthOption, boolean> } | { ok: false; problem: string } {
  if (!(STRENGTH_OPTIONS as readonly string[]).includes(option))
    return { ok: false, problem: `${L}.Return.pickOption` };
  const current = Object.fromEntries(STRENGTH_OPTIONS.map((o) => [o, options[o] === true])) as Record<
    StrengthOption,
    boolean
  >;
  if (current[option as StrengthOption]) return { ok: false, problem: `${L}.Return.optionTaken` };
  if (significance(current) >= MAX_SIGNIFICANCE) return { ok: false, problem: `${L}.Validation.significanceAboveMax` };
  if (option === "doublyPotent" && !current.potent)
    return { ok: false, problem: `${L}.Validation.doublyPotentWithoutPotent` };
  return { ok: true, options: { ...current, [option]: true } };
}
