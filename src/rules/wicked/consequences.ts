/**
 * Consequences (pure). By default the winner exhausts or injures the loser:
 * exhausted — one die size off directly and with violence (an NPC: off both
 * action dice); injured — one off covertly and for others (an NPC: both
 * maneuvering dice). A consequential strength in the winner's roll takes one
 * more size off its named form. Or the two sides negotiate any outcome.
 * Optional rules printed in the book (world settings, off by default):
 * "Use it, risk it" and "Mixed victory". Readings: docs/games/wicked-age-rulings.md.
 */
import { requireBoolean, requireList, requireOneOf, requireRecord, type FnName } from "../args";
import { answer, isAbsolute, requireRound, type Round } from "./answer";
import {
  FORMS,
  NPC_FORMS,
  requireFormDice,
  requireNpcDice,
  stepDown,
  type Form,
  type FormDice,
  type NpcDice,
  type NpcForm,
} from "./forms";
import { requireRoll, type WickedRoll } from "./reading";

export type DefaultConsequence = "exhausted" | "injured";
export const DEFAULT_CONSEQUENCES: readonly DefaultConsequence[] = ["exhausted", "injured"];

/** The forms a player's character loses a die size in, per default consequence. */
export const CONSEQUENCE_FORMS: Readonly<Record<DefaultConsequence, readonly Form[]>> = {
  exhausted: ["directly", "withViolence"],
  injured: ["covertly", "forOthers"],
};
/** The NPC form whose two dice an NPC loses a size each, per default consequence. */
export const NPC_CONSEQUENCE_FORMS: Readonly<Record<DefaultConsequence, NpcForm>> = {
  exhausted: "action",
  injured: "maneuvering",
};

/** One die-size loss on an NPC: both dice of the form (a default consequence) or its higher die (a named loss). */
export interface NpcLoss {
  form: NpcForm;
  both: boolean;
}

function requireForms(fn: FnName, name: string, value: unknown): Form[] {
  return requireList(fn, name, value, (entry, path) => requireOneOf(fn, path, entry, FORMS), 24);
}

function requireNpcLosses(fn: FnName, name: string, value: unknown): NpcLoss[] {
  return requireList(
    fn,
    name,
    value,
    (entry, path) => {
      const record = requireRecord(fn, path, entry);
      return {
        form: requireOneOf(fn, `${path}.form`, record.form, NPC_FORMS),
        both: requireBoolean(fn, `${path}.both`, record.both),
      };
    },
    24,
  );
}

/** A player's character's dice after losing one size per entry of `losses` (a form listed twice loses two). */
export function applyLosses(dice: FormDice, losses: readonly Form[]): FormDice {
  const fn = "wicked.applyLosses";
  const out = requireFormDice(fn, "dice", dice);
  for (const form of requireForms(fn, "losses", losses)) out[form] = stepDown(out[form]);
  return out;
}

/**
 * An NPC's dice after `losses`: a loss with `both` steps both dice of the
 * form down, otherwise the higher of the two (the first when they are equal).
 */
export function applyNpcLosses(dice: NpcDice, losses: readonly NpcLoss[]): NpcDice {
  const fn = "wicked.applyNpcLosses";
  const out = requireNpcDice(fn, "dice", dice);
  for (const loss of requireNpcLosses(fn, "losses", losses)) {
    const [first, second] = out[loss.form];
    if (loss.both) out[loss.form] = [stepDown(first), stepDown(second)];
    else out[loss.form] = second > first ? [first, stepDown(second)] : [stepDown(first), second];
  }
  return out;
}

/** The losses of a default consequence for a player's character. */
export function defaultLosses(consequence: DefaultConsequence): Form[] {
  return [...CONSEQUENCE_FORMS[requireOneOf("wicked.defaultLosses", "consequence", consequence, DEFAULT_CONSEQUENCES)]];
}

/** The losses of a default consequence for an NPC (both dice of one NPC form). */
export function defaultNpcLosses(consequence: DefaultConsequence): NpcLoss[] {
  const checked = requireOneOf("wicked.defaultNpcLosses", "consequence", consequence, DEFAULT_CONSEQUENCES);
  return [{ form: NPC_CONSEQUENCE_FORMS[checked], both: true }];
}

/**
 * "Use it, risk it" (optional): the default consequence is one die size off
 * each of the two forms the loser used. An NPC uses one NPC form, its two
 * dice: both step down.
 */
export function useItRiskItLosses(usedForms: readonly Form[]): Form[] {
  return requireForms("wicked.useItRiskItLosses", "usedForms", usedForms);
}

export function useItRiskItNpcLosses(usedForm: NpcForm): NpcLoss[] {
  return [{ form: requireOneOf("wicked.useItRiskItNpcLosses", "usedForm", usedForm, NPC_FORMS), both: true }];
}

/**
 * "Mixed victory" (optional): in round 3, a win that would only have taken
 * the advantage in rounds 1–2 (no doubling, no halving) is a lesser win — the
 * winner still exhausts or injures the loser but also loses one die size in
 * one of the forms they used.
 */
export function isMixedVictory(challenge: WickedRoll, answerRoll: WickedRoll, round: Round): boolean {
  const fn = "wicked.isMixedVictory";
  const c = requireRoll(fn, "challenge", challenge);
  const a = requireRoll(fn, "answer", answerRoll);
  const checked = requireRound(fn, "round", round);
  return checked === 3 && !isAbsolute(answer(c, a, 2));
}
