/* global document, getComputedStyle */
// A chat card that awaits its viewer (its root carries data-awaits-viewer,
// src/core/awaits-viewer.ts) shows the viewer the button to press next as a
// primary one (se-button-primary): the gallery test and its fixtures
// (tests/gallery/a11y-checks.test.ts) read every entry for it.

/**
 * The cards under `root` that await their viewer, by gallery entry, each
 * with whether it shows a primary button (visible; a pending one, disabled,
 * still shows).
 * @param {import("playwright-core").Page} page
 * @param {string} root
 * @returns {Promise<{ entry: string; primary: boolean }[]>}
 */
export async function awaitedCards(page, root) {
  return page.evaluate((root) => {
    const shown = (el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
    };
    return [...document.querySelectorAll(`${root} [data-awaits-viewer]`)].map((card) => ({
      entry: card.closest("[data-entry]")?.id ?? "page",
      primary: [...card.querySelectorAll(".se-button-primary")].some(shown),
    }));
  }, root);
}

/** The entries whose awaiting card shows no primary button. */
export async function awaitedCardsWithoutPrimary(page, root) {
  return (await awaitedCards(page, root)).filter((c) => !c.primary).map((c) => c.entry);
}
