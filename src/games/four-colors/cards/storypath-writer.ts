/**
 * Who carries out a Storypath request: the active GM's client, or with no
 * GM connected the deck's writer — its connected non-GM owner, a player
 * who holds the Storyguide role (storypath-owners.ts makes them owner of
 * every stack and Title; askGM's `writerOf`, src/core/request-writer.ts).
 * A chat card's decisions also write its message, which only its author
 * (or a GM) may: a GM writer makes a player Storyguide the author of a play's
 * card (storypath-handlers.ts), so it can be settled with no GM; a card
 * whose author is not the writer (the role handed to someone else since)
 * waits for a GM, and so does a Trait the writer may not add to its
 * character.
 */
import { askGMReporting } from "../../../core/gm-query";
import { noGMWriterOf } from "../../../core/request-writer";
import { findDeck, TITLE_TYPE, type CardsResult } from "./storypath";
import { issueCharacterOf, readIssues } from "./title-issues";
import type { SpendState } from "./cards-context";

/** askGM's routing for the card requests: the deck names the writer when no GM is connected. */
export function cardsRouting(): { writerOf?: string } {
  const deck = findDeck();
  return deck ? { writerOf: deck.uuid } : {};
}

/** The user whose client writes the cards now: the active GM, else the deck's connected owner; null when none. */
export function cardsWriter(): User | null {
  const gm = game.users.activeGM;
  if (gm) return gm;
  const deck = findDeck();
  return deck ? noGMWriterOf(deck.uuid) : null;
}

/** Ask for a card request (run by cardsWriter) and tell the user a refusal; null when it failed. */
export async function askCards(name: string, data: Record<string, unknown>): Promise<CardsResult | null> {
  const result = (await askGMReporting(name, data, cardsRouting())) as CardsResult | undefined;
  if (result && !result.ok) ui.notifications.warn(result.reason, { localize: true });
  return result ?? null;
}

/**
 * Why nobody connected can take `decision` on this play now, or null when
 * someone can: "" when nobody connected writes the cards (it waits for the
 * Storyguide or a GM to connect), else a lang key.
 */
export function settleBlocker(message: ChatMessage, state: SpendState, decision: string): string | null {
  if (game.users.activeGM) return null;
  const writer = cardsWriter();
  const W = "STORY_ENGINES.FourColors.Cards.Chat";
  if (!writer) return "";
  // The writer updates the card (only its author may, besides a GM) and, for a Trait, the character.
  if (message.author?.id !== writer.id) return `${W}.waitsForGM`;
  if (state.source === "trait" && decision === "stands") {
    const actor = state.actorUuid ? fromUuidSync(state.actorUuid) : null;
    if (!actor || !actor.testUserPermission(writer, "OWNER")) return `${W}.waitsForGM`;
  }
  // A settled play writes a Title too (a Title card's freed slot; a hand card's line in a running Issue's log):
  // one the writer may not write (a GM kept it from the Storyguide) waits for a GM, before any card moves.
  if (SETTLING.includes(decision) && titlesTouched(state).some((t) => !t.testUserPermission(writer, "OWNER")))
    return `${W}.waitsForGM`;
  return null;
}

/** The decisions that settle a play (a veto or an acceptance writes no Title). */
const SETTLING = ["detrimental", "beneficial", "stands"];

/** The Titles settling this play writes: the Title card's own, or those whose running Issue the spender is in. */
function titlesTouched(state: SpendState): Actor[] {
  if (state.source === "title") {
    const title = state.titleUuid ? fromUuidSync(state.titleUuid) : null;
    return title && title.documentName === "Actor" ? [title as Actor] : [];
  }
  const actor = state.actorUuid;
  if (state.source !== "hand" || !actor) return [];
  return game.actors.filter(
    (a) => a.type === TITLE_TYPE && issueCharacterOf(readIssues(a.system.issues), [actor]) !== null,
  );
}
