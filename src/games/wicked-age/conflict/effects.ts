/**
 * The conflict's effects on the world (Foundry side, GM's client, inside the
 * GM queue): the chat cards that read themselves (an exchange, the owe list,
 * a settled consequence) and a settled consequence applied to the loser's
 * sheet (die sizes lost, a strength given up, a negotiated death) and, for a
 * mixed victory, to the winner's.
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { saveSubmit } from "../../../core/sheets/sheet-support";
import { characterSpec } from "../data/character";
import { npcSpec } from "../data/npc";
import { NPC_TYPE, STRENGTH_TYPE } from "../data/common";
import { GIVING_UP } from "../data/holding";
import { characterFormsAfter, npcFormsAfter, outAfter } from "./apply";
import { consequenceCardContext, exchangeCardContext, oweCardContext } from "./card-context";
import type { ConflictState } from "./state";
import { conflictName } from "./combat-docs";

export type ConflictCard =
  | { kind: "exchange"; index: number }
  | { kind: "owe"; names: string[] }
  | { kind: "consequence"; index: number; after: { outOfChapter: boolean; dead: boolean } };

export const CARD_TEMPLATES = {
  exchange: "wicked-age/conflict/exchange-card.hbs",
  owe: "wicked-age/conflict/owe-card.hbs",
  consequence: "wicked-age/conflict/consequence-card.hbs",
} as const;

function cardContext(combat: Combat, state: ConflictState, card: ConflictCard): Record<string, unknown> | null {
  const name = conflictName(combat);
  if (card.kind === "owe") return card.names.length ? oweCardContext(card.names, name) : null;
  if (card.kind === "exchange") {
    const exchange = state.exchanges[card.index];
    return exchange ? exchangeCardContext(state, exchange, name) : null;
  }
  const consequence = state.consequences[card.index];
  return consequence ? consequenceCardContext(state, consequence, name, card.after) : null;
}

export async function postConflictCard(combat: Combat, state: ConflictState, card: ConflictCard): Promise<void> {
  const context = cardContext(combat, state, card);
  if (!context) return;
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath(CARD_TEMPLATES[card.kind]),
    context,
  );
  await ChatMessage.create({
    content,
    speaker: { alias: conflictName(combat) },
    flags: { [SYSTEM_ID]: { wickedConflictCard: { combatId: combat.id ?? "", ...card } } },
  });
}

async function stepForms(actor: Actor, entries: readonly string[]): Promise<boolean> {
  if (entries.length === 0)
    return outAfter(actor.type === NPC_TYPE ? "npc" : "character", actor.system.forms as Record<string, unknown>);
  const npc = actor.type === NPC_TYPE;
  const forms = npc ? npcFormsAfter(actor.system.forms, entries) : characterFormsAfter(actor.system.forms, entries);
  if (!forms) return false;
  await saveSubmit(null, actor, npc ? npcSpec : characterSpec, { system: { forms } });
  return outAfter(npc ? "npc" : "character", forms);
}

/** Apply a settled consequence to the sheets; what it left the loser with. */
export async function applyConsequence(
  combat: Combat,
  state: ConflictState,
  index: number,
): Promise<{ outOfChapter: boolean; dead: boolean }> {
  const c = state.consequences[index];
  const loser = c ? combat.combatants.get(c.loser)?.actor : null;
  if (!c || !loser) return { outOfChapter: false, dead: false };
  const outOfChapter = await stepForms(loser, c.terms.losses);
  if (c.terms.removeStrength) {
    const strength = loser.items.contents.find((i) => i.type === STRENGTH_TYPE && i.name === c.terms.removeStrength);
    if (strength) await strength.delete({ [GIVING_UP]: true });
  }
  if (c.terms.dead) await loser.update({ "system.dead": true });
  const winner = c.winnerLoss ? combat.combatants.get(c.winner)?.actor : null;
  if (winner) await stepForms(winner, [c.winnerLoss]);
  return { outOfChapter, dead: c.terms.dead };
}
