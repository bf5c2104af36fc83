/**
 * Keyboard use of sheet actions that are not buttons: a portrait
 * (`<img data-action="editImage">`, which Foundry's handler needs as an IMG)
 * or a name link carries `role="button" tabindex="0"` in our templates, so
 * Tab reaches it; this makes Enter and Space press it, as they press a
 * button. One listener on the document, bound at init.
 */

/** Selector of our action elements that are buttons by role only. */
export const KEYBOARD_ACTION_SELECTOR = '.story-engines [data-action][role="button"]:not(button)';

/** Whether a key press should press a role="button" element (Enter, Space). */
export function pressesButton(key: string): boolean {
  return key === "Enter" || key === " ";
}

/** Bind the listener (at init; nothing to do where there is no document). */
export function registerKeyboardActions(doc: Document | undefined = globalThis.document): void {
  doc?.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement | null;
    if (!pressesButton(event.key) || !target?.matches?.(KEYBOARD_ACTION_SELECTOR)) return;
    event.preventDefault();
    target.click();
  });
}
