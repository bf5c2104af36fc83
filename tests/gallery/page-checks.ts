/**
 * What the gallery test looks for in rendered text (pure, so a fixture can
 * prove each check fails on a broken page).
 */

/** Raw Handlebars left on screen, e.g. "{{name}}" from a bad partial. */
export function findRawMustaches(text: string): string[] {
  return [...text.matchAll(/\{\{[^}]*\}\}/g)].map((m) => m[0]);
}

/** Localisation keys shown instead of their text ("STORY_ENGINES.Foo.bar", "TYPES.Actor.omega"). */
export function findUntranslatedKeys(text: string): string[] {
  return [...text.matchAll(/\b(?:STORY_ENGINES|TYPES)\.[A-Za-z0-9_.]+/g)].map((m) => m[0]);
}
