/**
 * Does a chat card await the user viewing it? A card's context names the
 * decisions the card waits on that are this viewer's to make now (roll the
 * d20, answer a challenge, set the factors…); the card's root then carries
 * `data-awaits-viewer`, and the gallery test fails on such a card that shows
 * no primary button (`se-button-primary`, the one to press next). Optional
 * offers (a re-roll, a veto, a follow-up) are not decisions the card waits on.
 * Pure: each game's card context calls it with its own decisions.
 */

/** The attribute the card's root carries while it awaits its viewer (templates: `{{#if awaitsViewer}}`). */
export const AWAITS_VIEWER_ATTRIBUTE = "data-awaits-viewer";

/** True when any of the named decisions is the viewer's to make now. */
export function awaitsViewer(decisions: Readonly<Record<string, boolean>>): boolean {
  return Object.values(decisions).some(Boolean);
}
