/**
 * A pending play's chat card deleted (a message deleted from the chat log, or
 * the log cleared at the end of a session): the card it played leaves play,
 * back among its hand's (or Title pile's) cards to spend, as if vetoed — no
 * decision can reach a card whose chat card is gone. Run by the client that
 * writes the Storypath cards (the active GM's, or with no GM the player
 * Storyguide's), on the `deleteChatMessage` hook every client hears.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { parseSpendState } from "./cards-context";
import { FLAGS, setInPlay, stackFrom } from "./storypath";
import { cardsWriter } from "./storypath-writer";

export async function releaseDeletedPlay(message: ChatMessage): Promise<void> {
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state || state.marking !== "pending" || cardsWriter()?.id !== game.user.id) return;
  const stack = stackFrom(state.stackId, state.source === "title" ? "pile" : "hand");
  if (stack && state.cardId && stack.cards.get(state.cardId)) await setInPlay(stack, state.cardId, false);
}
