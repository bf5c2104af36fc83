/**
 * Choosing the dice a participant brings to a conflict (pure): two forms
 * that match what a character is doing (an NPC one NPC form, its two dice),
 * plus one particular strength's die when its form (or NPC form) is among
 * them. Refused: a character out of the chapter (two dice at 0), dead, with
 * no dice assigned, or — a player's character — with fewer than two best
 * interests; a strength whose form was not chosen.
 */
import {
  FORMS,
  INTEREST_LIMITS,
  NPC_FORMS,
  strengthApplies,
  strengthAppliesNpc,
  strengthDie,
  type Form,
  type NpcForm,
} from "../../../rules/wicked";
import { deriveCharacter, type WickedCharacterSystem } from "../data/character";
import { deriveNpc, type WickedNpcSystem } from "../data/npc";
import { readStrength } from "../data/strength";
import { stringList, type PlainItem } from "../data/common";
import { dieLabel, formKey, npcFormKey } from "../sheets/labels";
import type { DiceChoice } from "./rounds";

const P = "STORY_ENGINES.Wicked.Conflict.Problems";

export interface ActorView {
  type: string;
  system: Record<string, unknown>;
  items: PlainItem[];
}

/** Problems that keep this actor out of a conflict altogether (lang keys). */
export function entryProblems(actor: ActorView): string[] {
  if (actor.type === "wickedNpc") {
    const d = deriveNpc(actor.system as unknown as WickedNpcSystem);
    if (actor.system.dead === true) return [`${P}.dead`];
    if (!d.assigned) return [`${P}.notAssigned`];
    if (d.outOfChapter) return [`${P}.outOfChapter`];
    return [];
  }
  const d = deriveCharacter(actor.system as unknown as WickedCharacterSystem);
  if (actor.system.dead === true) return [`${P}.dead`];
  if (!d.assigned) return [`${P}.notAssigned`];
  if (d.outOfChapter) return [`${P}.outOfChapter`];
  const interests = stringList(actor.system.interests).filter((i) => i.trim() !== "").length;
  if (interests < INTEREST_LIMITS.character.min) return [`${P}.needsInterests`];
  return [];
}

/** The dice dialog's rows: each form with the die it has now, and the strengths with theirs. */
export function diceDialogContext(actor: ActorView): Record<string, unknown> {
  const npc = actor.type === "wickedNpc";
  const strengths = actor.items
    .filter((i) => i.type === "wickedStrength")
    .map((i) => {
      const s = readStrength(i.system);
      const die = s ? strengthDie(s.options) : 8;
      const forms = s ? (s.options.broad && s.secondForm ? [s.form, s.secondForm] : [s.form]) : [];
      return {
        id: i.id,
        name: i.name,
        die: dieLabel(die),
        formKeys: npc ? [npcFormKey(s?.npcForm ?? "")] : forms.map(formKey),
      };
    });
  if (npc) {
    const d = deriveNpc(actor.system as unknown as WickedNpcSystem);
    return {
      npc: true,
      hintKey: "STORY_ENGINES.Wicked.Conflict.Dice.npcHint",
      forms: NPC_FORMS.map((f, i) => ({
        id: f,
        labelKey: npcFormKey(f),
        dice: d.dice[f].map(dieLabel).join(" + "),
        disabled: d.dice[f].every((s) => s === 0),
        first: i === 0,
      })),
      strengths,
      problems: entryProblems(actor),
    };
  }
  const d = deriveCharacter(actor.system as unknown as WickedCharacterSystem);
  return {
    npc: false,
    hintKey: "STORY_ENGINES.Wicked.Conflict.Dice.hint",
    forms: FORMS.map((f) => ({
      id: f,
      labelKey: formKey(f),
      dice: dieLabel(d.dice[f]),
      disabled: false,
      first: false,
    })),
    strengths,
    problems: entryProblems(actor),
  };
}

export type ChoiceResult = { ok: true; choice: DiceChoice } | { ok: false; problem: string };

/** Turn the dialog's answers (chosen form ids, a strength item id or "") into the dice to roll. */
export function diceChoiceFrom(actor: ActorView, forms: readonly string[], strengthId: string): ChoiceResult {
  const blocked = entryProblems(actor);
  if (blocked[0]) return { ok: false, problem: blocked[0] };
  const npc = actor.type === "wickedNpc";
  const item = strengthId ? actor.items.find((i) => i.id === strengthId && i.type === "wickedStrength") : undefined;
  const strength = item ? readStrength(item.system) : null;
  if (strengthId && !strength) return { ok: false, problem: `${P}.unknownStrength` };
  let sizes: number[];
  if (npc) {
    if (forms.length !== 1 || !(NPC_FORMS as readonly string[]).includes(forms[0] ?? ""))
      return { ok: false, problem: `${P}.oneNpcForm` };
    const form = forms[0] as NpcForm;
    sizes = deriveNpc(actor.system as unknown as WickedNpcSystem).dice[form].filter((s) => s > 0);
    if (strength && !strengthAppliesNpc(strength, form)) return { ok: false, problem: `${P}.strengthNotApplicable` };
  } else {
    if (
      forms.length !== 2 ||
      new Set(forms).size !== 2 ||
      !forms.every((f) => (FORMS as readonly string[]).includes(f))
    )
      return { ok: false, problem: `${P}.twoForms` };
    const dice = deriveCharacter(actor.system as unknown as WickedCharacterSystem).dice;
    sizes = forms.map((f) => dice[f as Form]).filter((s) => s > 0);
    if (strength && !strengthApplies(strength, forms as Form[]))
      return { ok: false, problem: `${P}.strengthNotApplicable` };
  }
  const die = strength ? strengthDie(strength.options) : 0;
  if (die) sizes = [...sizes, die];
  if (sizes.length === 0) return { ok: false, problem: `${P}.noDice` };
  return {
    ok: true,
    choice: {
      forms: [...forms],
      sizes,
      strengthName: item?.name ?? "",
      strengthDie: die,
      consequentialForm: strength?.options.consequential ? strength.consequentialForm : "",
      consequentialNpcForm: strength?.options.consequential ? strength.consequentialNpcForm : "",
    },
  };
}
