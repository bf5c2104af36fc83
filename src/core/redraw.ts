/**
 * Drawing again what a table-wide setting changes on screen (Foundry side,
 * thin). A window or a chat card draws its controls for its viewer — who
 * holds a table role, which dice the Traits chart allows — so when such a
 * setting changes, Foundry redraws none of them by itself: the setting's
 * `onChange` (run on every client) calls these. A chat card of ours is drawn
 * for its viewer in the `renderChatMessageHTML` hook, which
 * `ui.chat.updateMessage` runs again.
 */
import { SYSTEM_ID } from "./game-definition";

/** The chat log, as these redraws use it. */
interface ChatLogRedraw {
  updateMessage(message: ChatMessage): Promise<unknown>;
}

/** Every open window of ours carrying the CSS class `cssClass` (every one of ours by default), drawn again. */
export function redrawOpenWindows(cssClass: string = SYSTEM_ID): void {
  for (const app of [...foundry.applications.instances.values()])
    if (app.rendered && (app.options.classes ?? []).includes(cssClass)) void app.render();
}

/** Every chat card of ours (a message carrying the system's flags), drawn again for this client's user. */
export function redrawOurChatCards(): void {
  const chat = (ui as unknown as { chat?: ChatLogRedraw }).chat;
  if (!chat) return;
  for (const message of game.messages.filter((m) => m.flags?.[SYSTEM_ID] !== undefined))
    void chat.updateMessage(message);
}

/** The Table roles changed: every window and chat card whose controls depend on who holds a role. */
export function redrawRoleViews(): void {
  redrawOpenWindows();
  redrawOurChatCards();
}
