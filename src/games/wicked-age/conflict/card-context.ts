/**
 * Pure contexts of the conflict's chat cards, each reading itself: an
 * exchange (who moved, the standing roll, the answer, the outcome in words,
 * the advantage dice now held), a settled consequence (what the loser lost,
 * out of the chapter, dead), and the names added to the owe list.
 */
import { isAbsolute } from "../../../rules/wicked";
import { formKey, npcFormKey } from "../sheets/labels";
import { C, outcomeWords, rollText } from "./readings";
import type { Consequence, ConflictState, Exchange } from "./state";

const K = "STORY_ENGINES.Wicked.Card";

function nameOf(state: ConflictState, id: string): string {
  return state.participants.find((p) => p.id === id)?.name ?? "?";
}

export function exchangeCardContext(
  state: ConflictState,
  exchange: Exchange,
  conflict: string,
): Record<string, unknown> {
  const challenger = nameOf(state, exchange.challenger);
  const answerer = nameOf(state, exchange.answerer);
  const words = outcomeWords(exchange.outcome);
  const absolute = isAbsolute(exchange.outcome);
  const held = [...(exchange.challengerWon ? [challenger] : []), ...(exchange.answererWon ? [answerer] : [])];
  return {
    conflict,
    round: exchange.round,
    challenger,
    answerer,
    standing: rollText(exchange.standingDice, exchange.standingAdvantage),
    answer: rollText(exchange.answerDice, exchange.answerAdvantage),
    outcomeKey: words.key,
    tone: words.tone,
    detailKey: absolute
      ? `${K}.detail.${exchange.outcome}`
      : exchange.outcome === "takeAdvantage"
        ? `${K}.detail.answererAhead`
        : `${K}.detail.challengerAhead`,
    mixed: exchange.mixed,
    held,
    hasHeld: held.length > 0,
    thirdRound: exchange.round === 3,
  };
}

function lossLabels(kind: "character" | "npc", entries: readonly string[]): { key: string; both: boolean }[] {
  return entries.map((entry) => {
    const [form, both] = entry.split(":");
    return { key: kind === "npc" ? npcFormKey(form ?? "") : formKey(form ?? ""), both: both === "both" };
  });
}

export function consequenceCardContext(
  state: ConflictState,
  c: Consequence,
  conflict: string,
  after: { outOfChapter: boolean; dead: boolean },
): Record<string, unknown> {
  const loser = state.participants.find((p) => p.id === c.loser);
  const winner = state.participants.find((p) => p.id === c.winner);
  const kind = loser?.kind ?? "character";
  return {
    conflict,
    winner: winner?.name ?? "?",
    loser: loser?.name ?? "?",
    resolutionKey: `${C}.Resolution.${c.resolution || "negotiated"}`,
    text: c.terms.text,
    losses: lossLabels(kind, c.terms.losses),
    hasLosses: c.terms.losses.length > 0,
    removedStrength: c.terms.removeStrength,
    winnerLoss: c.winnerLoss ? (lossLabels(winner?.kind ?? "character", [c.winnerLoss])[0] ?? null) : null,
    consequential: c.consequential,
    outOfChapter: after.outOfChapter,
    dead: after.dead,
    midDice: c.midDice,
  };
}

export function oweCardContext(names: readonly string[], conflict: string): Record<string, unknown> {
  return { conflict, names: [...names] };
}
