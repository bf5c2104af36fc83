/**
 * The Venus task and check cards' chat hook (at init): a card in the chat
 * log is drawn again for its viewer, with its controls bound
 * (task-card-listeners.ts, check-card-listeners.ts). That code is in a chunk
 * fetched the first time a Venus card is drawn (../on-demand.ts), so a table
 * that shows none never loads it; until then the card shows as posted, for
 * everyone alike, as it does while its template renders. When a user
 * connects or leaves, the open cards are drawn again (card-presence.ts, in the
 * same chunk).
 */

/** Hook the task card into chat rendering. */
export function registerTaskCardHooks(): void {
  const onRender: VenusRenderChatMessageHTML = (message, html) => {
    if (html.querySelector("[data-venus-task-card]"))
      void import("../on-demand").then((m) => m.renderTaskCard(message, html));
  };
  Hooks.on("renderChatMessageHTML", onRender as (...args: never[]) => unknown);
}

/** Hook the check card into chat rendering. */
export function registerCheckCardHooks(): void {
  const onRender: VenusRenderChatMessageHTML = (message, html) => {
    if (html.querySelector("[data-venus-check-card]"))
      void import("../on-demand").then((m) => m.renderCheckCard(message, html));
  };
  Hooks.on("renderChatMessageHTML", onRender as (...args: never[]) => unknown);
}

/** Hook the cards to users connecting and leaving. */
export function registerPresenceHooks(): void {
  Hooks.on("userConnected", () => void import("../on-demand").then((m) => m.redrawOpenCards()));
}
