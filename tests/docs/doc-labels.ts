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
 * Controls named in bold (`**Roll the Planets**`) are read too, except a
 * paragraph's bold lead-in and a lower-case term's emphasis (boldLabels).
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

/** A Markdown text with its code (fenced and inline) blanked out, every other character where it was. */
export function proseOf(markdown: string): string {
  const blank = (code: string): string => code.replace(/[^\n]/g, " ");
  return markdown.replace(/```[\s\S]*?```/g, blank).replace(/`[^`\n]*`/g, blank);
}

/** An emphasised span of a Markdown text: its inner text and where its opening marker starts. */
export interface Span {
  text: string;
  start: number;
}

/** The bold spans (`**text**`, possibly over several lines) of a Markdown text, code left out. */
export function boldSpans(markdown: string): Span[] {
  const prose = proseOf(markdown);
  return [...prose.matchAll(/(?<![\w*])\*\*(?![\s*])([^*]+?)\*\*(?!\*)/g)].map((m) => ({
    text: m[1] as string,
    start: m.index,
  }));
}

/** The italic spans (`_text_`, not inside a word nor inside a bold span) of a Markdown text, code left out. */
export function italicSpans(markdown: string): Span[] {
  // A bold span's inner italics are its placeholders (**Send to _player_ to roll**), not labels.
  const prose = proseOf(markdown).replace(/(?<![\w*])\*\*(?![\s*])[^*]+?\*\*(?!\*)/g, (bold) =>
    bold.replace(/[^\n]/g, " "),
  );
  // _text_ not inside a word (snake_case) and not a __strong__ marker; it may wrap onto the next lines.
  return [...prose.matchAll(/(?<![\w*_])_(?!_)([^_\n]+(?:\n[^_\n]+)*?)_(?![\w_])/g)].map((m) => ({
    text: m[1] as string,
    start: m.index,
  }));
}

/** A span's labels, normalised, its `→` path split; an inner `_placeholder_` becomes `{}`. */
export function spanLabels(text: string): string[] {
  return text
    .replace(/(?<![\w])_[^_\n]+_(?![\w])/g, "…")
    .split("→")
    .map(normaliseLabel)
    .filter(Boolean);
}

/** The italic labels of a Markdown text, code left out, each `→` path split into its labels. */
export function italicLabels(markdown: string): string[] {
  return italicSpans(markdown).flatMap((span) => spanLabels(span.text));
}

/**
 * The bold labels of a Markdown text that name a control (a button, a
 * window, a setting, a card's text): a bold span that starts with a capital
 * (or a sign, a digit, a quote) and is not a paragraph's lead-in (ending in
 * "." or ":"). A lower-case bold span is a term's emphasis ("**exact
 * odds**"), not a label.
 */
export function boldLabels(markdown: string): string[] {
  return boldSpans(markdown)
    .map((span) => span.text.replace(/\s+/g, " ").trim())
    .filter((text) => !/[.:]$/.test(text) && !/^\p{Ll}/u.test(text))
    .flatMap(spanLabels);
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
