/**
 * The "wickedCharacter" Actor (pure spec): a player's character with its six
 * forms (each die as assigned and as it stands after consequences), best
 * interests (three at most; two needed to play), the dead flag of a
 * negotiated death, parallel sheets and notes; and what derives from it.
 */
import type { FieldSpec, ModelSpec, Problem } from "../../../schema";
import {
  FORMS,
  INTEREST_LIMITS,
  isOutOfChapter,
  validateFormDice,
  type Form,
  type FormDie,
} from "../../../rules/wicked";
import { CHARACTER_TYPE, isRecord, numberOr, sizeField, stringList, textField, wickedProblem } from "./common";

export interface WickedCharacterSystem {
  description: string;
  forms: Record<Form, FormDie>;
  interests: string[];
  dead: boolean;
  parallels: string[];
  /** The chapter the character first played in (0: not recorded). */
  firstChapter: number;
  /** The last chapter it came back in ("Coming back" used; 0 never). */
  cameBack: number;
  notes: string;
}

const formDieField = (): FieldSpec => ({ kind: "schema", fields: { die: sizeField(), current: sizeField() } });

/** Map the rules' problems about dice to full lang keys. */
export const DICE_PROBLEM_KEYS: Record<string, string> = {
  "form-dice-not-book-set": "formDiceNotBookSet",
  "npc-pairs-split": "npcPairsSplit",
  "die-above-assigned": "dieAboveAssigned",
};

function readForms(value: unknown): Record<Form, FormDie> | null {
  if (!isRecord(value)) return null;
  const out = {} as Record<Form, FormDie>;
  for (const form of FORMS) {
    const entry = value[form];
    if (!isRecord(entry)) return null;
    const die = numberOr(entry.die, -1);
    const current = numberOr(entry.current, -1);
    if (![0, 4, 6, 8, 10, 12].includes(die) || ![0, 4, 6, 8, 10, 12].includes(current)) return null;
    out[form] = { die, current };
  }
  return out;
}

export const characterSpec: ModelSpec<typeof CHARACTER_TYPE> = {
  documentName: "Actor",
  type: CHARACTER_TYPE,
  localizationPrefix: "STORY_ENGINES.Wicked.Character",
  fields: {
    description: textField(),
    forms: { kind: "schema", fields: Object.fromEntries(FORMS.map((f) => [f, formDieField()])) },
    interests: { kind: "array", element: { kind: "string", initial: "", maxLength: 500 } },
    dead: { kind: "boolean", initial: false },
    parallels: { kind: "array", element: { kind: "uuid", documentName: "Actor" }, maxLength: 20 },
    firstChapter: { kind: "number", initial: 0, integer: true, min: 0, max: 999 },
    cameBack: { kind: "number", initial: 0, integer: true, min: 0, max: 999 },
    notes: { kind: "html" },
  },
  joint: (system) => {
    const problems: Problem[] = [];
    const interests = Array.isArray(system.interests) ? system.interests.length : 0;
    if (interests > INTEREST_LIMITS.character.max)
      problems.push(
        wickedProblem("interests", "tooManyInterests", { max: INTEREST_LIMITS.character.max, count: interests }),
      );
    const forms = readForms(system.forms);
    if (forms) {
      for (const p of validateFormDice(forms)) {
        // A die above its assigned die is named by the form's label ("Covertly").
        const path = p.code === "die-above-assigned" && p.path ? `${p.path}.current` : (p.path ?? "forms");
        problems.push(wickedProblem(path, DICE_PROBLEM_KEYS[p.code] ?? "formDiceNotBookSet"));
      }
    }
    return problems;
  },
};

/** What the sheets and the tracker derive from a character. */
export interface CharacterDerived {
  /** The dice as they stand, by form. */
  dice: Record<Form, number>;
  assigned: boolean;
  /** Two dice at 0: out for the rest of the chapter. */
  outOfChapter: boolean;
  /** Fewer than two best interests: cannot play (or enter a conflict) yet. */
  needsInterests: boolean;
}

export function deriveCharacter(system: Pick<WickedCharacterSystem, "forms" | "interests">): CharacterDerived {
  const forms = readForms(system.forms);
  const dice = Object.fromEntries(FORMS.map((f) => [f, forms?.[f]?.current ?? 0])) as Record<Form, number>;
  const assigned = forms !== null && FORMS.some((f) => (forms[f]?.die ?? 0) > 0);
  return {
    dice,
    assigned,
    outOfChapter: assigned && isOutOfChapter(Object.values(dice)),
    needsInterests: stringList(system.interests).filter((i) => i.trim() !== "").length < INTEREST_LIMITS.character.min,
  };
}

/** The `system.forms` update that assigns dice afresh (a new sheet, or a returning character's re-assignment). */
export function assignForms(dice: Record<Form, number>): Record<Form, FormDie> {
  return Object.fromEntries(FORMS.map((f) => [f, { die: dice[f], current: dice[f] }])) as Record<Form, FormDie>;
}
