// Reading and parsing the Four Colors al Fresco seed text.
//
// The seed (tools/generate/sources/four-colors-al-fresco.txt) is the rulebook as
// plain text, released under the October Open Game License. It was extracted
// from a laid-out document, so it has no chapter headings, some words are
// broken across page boundaries, and the Omega symbol (Ω, set in a symbol
// font) came out as a capital "W". The helpers here locate the parts the
// generators need by their own text and fail loudly when the seed does not
// have the expected shape, so a changed seed cannot silently produce a
// different pack.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SOURCES_DIR } from "../lib/pack-writer.mjs";

/** File name of the Four Colors al Fresco seed inside SOURCES_DIR. */
export const SEED_FILE = "four-colors-al-fresco.txt";

/** Credit line used in the descriptions of generated documents. */
export const SOURCE_CREDIT = "Four Colors al Fresco (October Open Game License)";

/**
 * The seed's text with line endings normalised to "\n" and no byte-order mark.
 * @returns {Promise<string>}
 */
export async function readSeedText() {
  const raw = await readFile(join(SOURCES_DIR, SEED_FILE), "utf8");
  return raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/**
 * The seed's lines (without line terminators).
 * @returns {Promise<string[]>}
 */
export async function readSeedLines() {
  return (await readSeedText()).split("\n");
}

/**
 * Escape text for use inside HTML element content or a double-quoted
 * attribute.
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Index of the first line at or after `from` that satisfies `test`.
 * Throws when there is none, naming `what` so a changed seed is easy to trace.
 * @param {string[]} lines
 * @param {(line: string) => boolean} test
 * @param {number} from
 * @param {string} what
 * @returns {number}
 */
export function findLine(lines, test, from, what) {
  for (let i = from; i < lines.length; i++) if (test(/** @type {string} */ (lines[i]))) return i;
  throw new Error(`four-colors seed: could not find ${what} (searched from line ${from + 1})`);
}

// ---------------------------------------------------------------------------
// Appendix III: Names

/**
 * @typedef {object} NameListSpec
 * @property {string} heading the list's heading exactly as the seed prints it
 * @property {string} slug    file name and stable-id key part
 * @property {string} title   the RollTable's name
 */

/**
 * Every list of Appendix III, in the order the seed prints them.
 * @type {readonly NameListSpec[]}
 */
export const NAME_LISTS = Object.freeze([
  { heading: "Italian Female", slug: "italian-female", title: "Italian Female Names" },
  { heading: "Italian Male", slug: "italian-male", title: "Italian Male Names" },
  { heading: "Italian Surnames", slug: "italian-surnames", title: "Italian Surnames" },
  { heading: "Byzantine Female", slug: "byzantine-female", title: "Byzantine Female Names" },
  { heading: "Byzantine Male", slug: "byzantine-male", title: "Byzantine Male Names" },
  {
    heading: "Byzantine Feminine Monastic",
    slug: "byzantine-feminine-monastic",
    title: "Byzantine Feminine Monastic Names",
  },
  {
    heading: "Byzantine Masculine Monastic",
    slug: "byzantine-masculine-monastic",
    title: "Byzantine Masculine Monastic Names",
  },
  { heading: "Byzantine Surnames", slug: "byzantine-surnames", title: "Byzantine Surnames" },
  { heading: "Greek Female", slug: "greek-female", title: "Greek Female Names" },
  { heading: "Greek Male", slug: "greek-male", title: "Greek Male Names" },
  { heading: "Moorish Female", slug: "moorish-female", title: "Moorish Female Names" },
  { heading: "Moorish Male", slug: "moorish-male", title: "Moorish Male Names" },
  { heading: "Arabic Female", slug: "arabic-female", title: "Arabic Female Names" },
  { heading: "Arabic Male", slug: "arabic-male", title: "Arabic Male Names" },
  { heading: "Jewish Female", slug: "jewish-female", title: "Jewish Female Names" },
  { heading: "Jewish Male", slug: "jewish-male", title: "Jewish Male Names" },
  { heading: "Spanish Female", slug: "spanish-female", title: "Spanish Female Names" },
  { heading: "Spanish Male", slug: "spanish-male", title: "Spanish Male Names" },
  { heading: "Spanish Surnames", slug: "spanish-surnames", title: "Spanish Surnames" },
  // The book itself is unsure of the sex of this list and says so in its heading.
  { heading: "Persian (Male?)", slug: "persian", title: "Persian Names (Male?)" },
]);

/** The heading that follows Appendix III in the seed (start of Appendix V). */
export const AFTER_NAMES_HEADING = "Designers’ Notes";

/**
 * @typedef {object} NameEntry
 * @property {string}   line      the list line exactly as printed
 * @property {number}   lineNo    1-based line number in the seed
 * @property {string[]} spellings the spellings on that line, first = preferred
 */

/**
 * @typedef {NameListSpec & { headingLineNo: number, entries: NameEntry[] }} NameList
 */

/**
 * Split one list line into its spellings.
 *
 * The lists separate alternative spellings with "/" (usually "/ "); one line
 * uses ", " ("Tuloni, Tulon"). A few lines end in a stray "." or "," left over
 * from the source ("Cantara.", "Faiz,", "… Bolino."), which is dropped. A
 * hyphen is part of a name ("Nidintu-Bel") and never splits; spaces inside a
 * spelling are kept ("Shem Tov", "da Verona").
 * @param {string} line
 * @returns {string[]}
 */
export function splitSpellings(line) {
  const cleaned = line.trim().replace(/[.,;]+$/, "");
  const parts = cleaned
    .split(/\s*[/,]\s*/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (parts.length === 0) throw new Error(`four-colors seed: empty name line ${JSON.stringify(line)}`);
  return parts;
}

/**
 * Parse every list of Appendix III.
 *
 * Layout in the seed: a heading line, one blank line, one name line per
 * entry, one blank line, then the next heading. The last list is followed by
 * blank lines and the Designers' Notes. Anything else (a stray line, a page
 * number, a missing heading) throws.
 * @param {string[]} lines
 * @returns {NameList[]}
 */
export function parseNameLists(lines) {
  /** @type {NameList[]} */
  const lists = [];
  let cursor = 0;
  for (const [n, spec] of NAME_LISTS.entries()) {
    const h = findLine(lines, (l) => l === spec.heading, cursor, `the name list heading "${spec.heading}"`);
    if (n > 0) {
      // Between the previous list and this heading only blank lines are allowed.
      for (let i = cursor; i < h; i++) {
        if (lines[i] !== "") {
          throw new Error(`four-colors seed: unexpected line ${i + 1} before "${spec.heading}": ${lines[i]}`);
        }
      }
    }
    if (lines[h + 1] !== "") throw new Error(`four-colors seed: expected a blank line after "${spec.heading}"`);
    /** @type {NameEntry[]} */
    const entries = [];
    let i = h + 2;
    for (; i < lines.length && lines[i] !== ""; i++) {
      const line = /** @type {string} */ (lines[i]);
      if (/^\d+$/.test(line.trim())) throw new Error(`four-colors seed: page number in name list at line ${i + 1}`);
      entries.push({ line, lineNo: i + 1, spellings: splitSpellings(line) });
    }
    if (entries.length === 0) throw new Error(`four-colors seed: name list "${spec.heading}" is empty`);
    lists.push({ ...spec, headingLineNo: h + 1, entries });
    cursor = i;
  }
  // After the last list: only blank lines, then Appendix V.
  const next = findLine(lines, (l) => l !== "", cursor, "the end of Appendix III");
  if (lines[next] !== AFTER_NAMES_HEADING) {
    throw new Error(`four-colors seed: unexpected line ${next + 1} after the last name list: ${lines[next]}`);
  }
  return lists;
}
