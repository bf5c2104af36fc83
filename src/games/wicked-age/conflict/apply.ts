/**
 * What a settled consequence does to a sheet (pure): the loss entries
 * ("directly"; for an NPC "action" for its higher die, "action:both" for
 * both dice) stepped off the dice as they stand, and whether the character
 * is then out of the chapter (two dice at 0).
 */
import {
  applyLosses,
  applyNpcLosses,
  FORMS,
  isOutOfChapter,
  NPC_FORMS,
  type Form,
  type FormDice,
  type NpcDice,
} from "../../../rules/wicked";
import { isRecord } from "../data/common";

const SIZES = [0, 4, 6, 8, 10, 12];
const size = (v: unknown): number => (typeof v === "number" && SIZES.includes(v) ? v : 0);

/** A character's `system.forms` after losing `entries`; null when the sheet's dice are unreadable. */
export function characterFormsAfter(forms: unknown, entries: readonly string[]): Record<string, unknown> | null {
  if (!isRecord(forms)) return null;
  const dice = Object.fromEntries(
    FORMS.map((f) => [f, size((forms[f] as Record<string, unknown> | undefined)?.current)]),
  ) as FormDice;
  const losses = entries.filter((e): e is Form => (FORMS as readonly string[]).includes(e));
  const after = applyLosses(dice, losses);
  return Object.fromEntries(
    FORMS.map((f) => [f, { die: size((forms[f] as Record<string, unknown> | undefined)?.die), current: after[f] }]),
  );
}

/** An NPC's `system.forms` after losing `entries`. */
export function npcFormsAfter(forms: unknown, entries: readonly string[]): Record<string, unknown> | null {
  if (!isRecord(forms)) return null;
  const pair = (f: string) => (forms[f] ?? {}) as Record<string, unknown>;
  const dice = Object.fromEntries(NPC_FORMS.map((f) => [f, [size(pair(f).highNow), size(pair(f).lowNow)]])) as NpcDice;
  const losses = entries.flatMap((e) => {
    const [form, both] = e.split(":");
    return (NPC_FORMS as readonly string[]).includes(form ?? "")
      ? [{ form: form as (typeof NPC_FORMS)[number], both: both === "both" }]
      : [];
  });
  const after = applyNpcLosses(dice, losses);
  return Object.fromEntries(
    NPC_FORMS.map((f) => [
      f,
      { high: size(pair(f).high), low: size(pair(f).low), highNow: after[f][0], lowNow: after[f][1] },
    ]),
  );
}

/** Two dice at 0 after the change. */
export function outAfter(kind: "character" | "npc", forms: Record<string, unknown>): boolean {
  const sizes =
    kind === "npc"
      ? NPC_FORMS.flatMap((f) => {
          const p = (forms[f] ?? {}) as Record<string, unknown>;
          return [size(p.highNow), size(p.lowNow)];
        })
      : FORMS.map((f) => size(((forms[f] ?? {}) as Record<string, unknown>).current));
  return isOutOfChapter(sizes);
}
