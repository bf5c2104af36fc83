/**
 * A translator handed to pure context builders for the strings the core card
 * shell prints as they are (the recovery card). In Foundry it wraps
 * game.i18n; the gallery and tests use a translator over lang/en.json.
 */
export type Translate = (key: string, data?: Record<string, string | number>) => string;

/** A translator over a nested lang object (en.json), with `{name}` placeholders. */
export function translatorFor(lang: Record<string, unknown>): Translate {
  return (key, data) => {
    let node: unknown = lang;
    for (const part of key.split("."))
      node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node !== "string") return key;
    return node.replace(/\{(\w+)\}/g, (whole, name: string) => (data && name in data ? String(data[name]) : whole));
  };
}
