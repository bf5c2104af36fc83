/**
 * The negotiated-terms dialog (pure): its context (the loser's forms with
 * the dice they have now, the strengths the loser may give up) and reading
 * its answers into Terms. A player's character loses a size per step chosen
 * for a form; an NPC loses its form's higher die, or a size off both.
 */
import { FORMS, NPC_FORMS } from "../../../rules/wicked";
import { formKey, npcFormKey, dieLabel } from "../sheets/labels";
import type { Terms } from "./state";

export interface LoserView {
  kind: "character" | "npc";
  /** Dice now: a die per form, or a pair per NPC form. */
  dice: Record<string, number | number[]>;
  strengths: string[];
}

const CHARACTER_LOSSES: Record<string, string> = {
  "0": "STORY_ENGINES.Wicked.Terms.noLoss",
  "1": "STORY_ENGINES.Wicked.Terms.oneSize",
  "2": "STORY_ENGINES.Wicked.Terms.twoSizes",
};
const NPC_LOSSES: Record<string, string> = {
  "": "STORY_ENGINES.Wicked.Terms.noLoss",
  higher: "STORY_ENGINES.Wicked.Terms.higherDie",
  both: "STORY_ENGINES.Wicked.Terms.bothDice",
};

export function termsDialogContext(winner: string, loser: string, view: LoserView): Record<string, unknown> {
  const npc = view.kind === "npc";
  const forms = (npc ? NPC_FORMS : FORMS).map((f) => {
    const dice = view.dice[f];
    const label = Array.isArray(dice) ? dice.map(dieLabel).join(" + ") : dieLabel(dice ?? 0);
    return { id: f, labelKey: npc ? npcFormKey(f) : formKey(f), dice: label };
  });
  return { winner, loser, forms, lossOptions: npc ? NPC_LOSSES : CHARACTER_LOSSES, strengths: [...view.strengths] };
}

/** The dialog's answers (`loss-<form>`, text, removeStrength, dead) as Terms. */
export function termsFrom(kind: "character" | "npc", values: Record<string, unknown>): Terms {
  const losses: string[] = [];
  for (const f of kind === "npc" ? NPC_FORMS : FORMS) {
    const v = String(values[`loss-${f}`] ?? "");
    if (kind === "npc") {
      if (v === "higher") losses.push(f);
      if (v === "both") losses.push(`${f}:both`);
    } else {
      for (let i = 0; i < Math.min(2, Number(v) || 0); i++) losses.push(f);
    }
  }
  return {
    text: String(values.text ?? "")
      .trim()
      .slice(0, 2000),
    losses,
    removeStrength: String(values.removeStrength ?? ""),
    dead: values.dead === true || values.dead === "on",
  };
}
