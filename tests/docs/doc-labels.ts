/**
 * The UI labels a doc names, and where the system shows a label: the pure part
 * of tests/docs/ui-labels.test.ts.
 *
 * The guides mark every button, menu entry, setting and window they name with
 * Markdown italics (`_Start Issue #n_`, `_Configure Settings → Story Engines_`).
 * A label is compared after normalising both sides: a placeholder (`{number}`
 * in the language file, `#n`, a number or an inner `…` in a doc) becomes `{}`,
 * a trailing `…` ("the text goes on") is dropped, HTML tags are removed and
 * whitespace collapsed; the first letter's case is free (a label quoted
 * mid-sentence may start lower case). A path `A → B → C` is three labels.
 */

/** Placeholders and numbers as one token, tags out, whitespace collapsed. */
export function normaliseShown(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/\{\{[^}]*\}\}/g, "{}")
    .replace(/#?\{[^}]*\}/g, "{}")
    .replace(/\d+/g, "{}")
    .replace(/\s+/g, " ")
    .trim();
}

/** One label as a doc writes it, in the normalised form. */
export function normaliseLabel(label: string): string {
  const text = label
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“]|["”]$/g, "")
    .replace(/(?:…|\.\.\.)$/, "")
    .replace(/#n\b/g, "{}")
    .replace(/…/g, "{}");
  return normaliseShown(text);
}

/** The italic spans of a Markdown text, code left out, each `→` path split into its labels. */
export function italicLabels(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const labels: string[] = [];
  // _text_ not inside a word (snake_case) and not a __strong__ marker; it may wrap onto the next lines.
  for (const match of prose.matchAll(/(?<![\w*_])_(?!_)([^_\n]+(?:\n[^_\n]+)*?)_(?![\w_])/g)) {
    for (const part of (match[1] as string).split("→")) {
      const label = normaliseLabel(part);
      if (label) labels.push(label);
    }
  }
  return labels;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Does any shown text hold the label as a whole phrase (not inside a longer word)? */
export function isShown(label: string, shown: readonly string[]): boolean {
  const first = label.charAt(0);
  const head =
    first.toLowerCase() === first.toUpperCase() ? escape(first) : `[${first.toLowerCase()}${first.toUpperCase()}]`;
  const pattern = new RegExp(`(?<![\\w])${head}${escape(label.slice(1))}(?![\\w])`);
  return shown.some((text) => pattern.test(text));
}
