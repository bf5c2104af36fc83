/* global document */
// Chat cards must fit the chat column they are shown in: the gallery renders
// them CHAT_WIDTH wide (render.mjs) and the gallery test and `npm run bench`
// measure each card's height against these budgets.

/**
 * Budget in px of a card's height: the Venus task card in its largest state,
 * any roll card. Raised from 700 and 500 when the cards took on the table's
 * decisions (the allies' answers and the FC's factors on the task card, the
 * follow-ups a trait affords on Personae's card): 740 and 540. The task card's
 * went to 770 when its eight consequence offers became whole (wrapped, never
 * cut to "…") and each a 24 px target (WCAG 2.2's 2.5.8): 758 px rolled.
 * It went to 805 on 2026-11-29: the FC's decisions now come before the roll
 * and stay on the card, and the KISS hint gives its source chips a line of
 * their own instead of running them into the sentence (801 px awaited).
 */
export const CARD_HEIGHT_BUDGETS = { taskCard: 805, rollCard: 540 };

/** The budget of a chat entry by its gallery id. */
export function cardHeightBudget(id) {
  return id.startsWith("venus-task-card") ? CARD_HEIGHT_BUDGETS.taskCard : CARD_HEIGHT_BUDGETS.rollCard;
}

/**
 * Height in px of each chat card under `root` (the message's content in the
 * chat column), by gallery entry.
 * @param {import("playwright-core").Page} page
 * @param {string} root
 * @returns {Promise<Record<string, number>>}
 */
export async function cardHeights(page, root) {
  return page.evaluate((root) => {
    const heights = {};
    for (const content of document.querySelectorAll(`${root} .chat-message .message-content`)) {
      const entry = content.closest("[data-entry]")?.id ?? "page";
      heights[entry] = Math.round(content.getBoundingClientRect().height);
    }
    return heights;
  }, root);
}
