/**
 * The Venus cards follow who is connected, in Foundry: a card shows who is
 * awaited (the FC, the Peers, an ally's player) and whether a GM is there to
 * record the others' answers on the roller's card, all of which changes when
 * someone connects or leaves. On `userConnected` every client draws its open
 * task and check cards again (closed ones show nothing that depends on it;
 * the hook: card-hooks.ts, this file in Venus's lazy chunk).
 */

import { readCheckState } from "./check-card-message";
import { readTaskState } from "./task-card-message";

/** Whether a message is a task or check card still in play. */
function openCard(message: ChatMessage): boolean {
  const task = readTaskState(message);
  if (task) return !task.closed;
  const check = readCheckState(message);
  return check !== null && !check.closed;
}

/** Draw this client's open Venus cards again (a user connected or left). */
export function redrawOpenCards(): void {
  const chat = (ui as unknown as { chat?: VenusChatLog }).chat;
  for (const message of game.messages.filter(openCard)) void chat?.updateMessage(message);
}
