/**
 * Plurals through Foundry's localisation: Foundry's `game.i18n` has no ICU
 * plural syntax, so a counted message is a small object of keys, one per
 * CLDR plural category of the language (`"drives": {"one": "…", "other": "…"}`
 * in English), and `pluralKey` picks the key for a count with
 * `Intl.PluralRules`. Templates use the `se-plural` helper:
 * `{{localize (se-plural "<key>" count) count=count}}`.
 * A language's file needs only its own categories; a category it lacks
 * falls back to "other".
 */

let rules = new Intl.PluralRules("en");
let hasKey: (key: string) => boolean = () => true;

/** Follow the world's language (`game.i18n.lang`) and what its files hold (`game.i18n.has`); English until then. */
export function configurePlurals(lang: string, has: (key: string) => boolean): void {
  try {
    rules = new Intl.PluralRules(lang);
  } catch {
    rules = new Intl.PluralRules("en");
  }
  hasKey = has;
}

/** The key of `key`'s form for `count`: "<key>.one" for 1 in English, "<key>.other" for 0, 2, 1.5… */
export function pluralKey(key: string, count: unknown): string {
  const n = typeof count === "number" ? count : Number(count);
  const category = Number.isFinite(n) ? rules.select(n) : "other";
  const chosen = `${key}.${category}`;
  return category === "other" || hasKey(chosen) ? chosen : `${key}.other`;
}
