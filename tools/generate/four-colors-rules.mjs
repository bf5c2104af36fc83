// Generates packs/four-colors-rules: one JournalEntry holding the whole
// Four Colors al Fresco rulebook from the seed, one text page per chapter.
//
// The book is open content under the October Open Game License (OOGL). This
// journal is a "Modified Version" in the licence's terms, so it:
//  - keeps the copyright notices, the licence notice (with its lists of
//    Invariant Sections and Cover Texts) and the credits exactly as printed,
//    on the first page, with a copyright line for the modifications next to
//    them (OOGL 4.4–4.7);
//  - keeps the licence itself unaltered (OOGL 4.8), on its own page;
//  - keeps the Invariant Section present in the seed, "Appendix V: Designers’
//    Notes", unaltered in text and title (OOGL 4.13): its lines are only
//    wrapped in HTML, never rejoined or corrected;
//  - adds a "History" page describing the Document and this version
//    (OOGL 4.9, 4.10).
// Elsewhere the seed's extraction damage is repaired: chapter titles (lost in
// the seed) come from the book's own table of contents, words broken across
// page boundaries are rejoined (an explicit list, checked), and the Omega
// symbol, which the plain text shows as a capital "W", is restored as "Ω".
//
// Run: node tools/generate/four-colors-rules.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { escapeHtml, findLine, parseNameLists, readSeedLines } from "./four-colors-seed.mjs";

/** Compendium pack folder under packs/. */
export const PACK = "four-colors-rules";

/** Name of the journal entry. */
export const JOURNAL_NAME = "Four Colors al Fresco — Rules";

/**
 * Who made this Modified Version. The OOGL requires them on the title page
 * and in the History section. Fixed values (no clock) keep the output
 * deterministic; update them together with a new edition.
 */
export const MODIFIED_VERSION = Object.freeze({
  title: JOURNAL_NAME,
  year: "2026",
  authors: "the Story Engines contributors",
  publisher: "the Story Engines project",
});

/**
 * Word fragments split across a page boundary in the seed ("important th" /
 * blank line / "at these"), as "end of previous text|start of next line".
 * These are joined without a space; every other continuation across a blank
 * line is joined with one. Each pair must be used exactly once.
 */
const MIDWORD_BREAKS = Object.freeze([
  "th|at",
  "f|undamentally",
  "f|orces",
  "sig|nifying",
  "relev|a",
  "releva|nt",
  "rul|es",
  "c|an",
  "de|cide",
]);

/**
 * Restore the Omega symbol: the seed renders Ω (set in a symbol font) as a
 * standalone capital "W" ("the W Planet", "Ws", "W’s").
 * @param {string} text
 * @returns {string}
 */
export function restoreOmega(text) {
  return text.replace(/\bW(?=s?\b)/g, "Ω");
}

/** @param {string} text */
const p = (text) => `<p>${escapeHtml(text)}</p>`;

/**
 * Rebuild paragraphs from seed lines. Each line is a paragraph, except that a
 * line separated from the previous text by exactly one blank line and
 * starting with a lowercase letter continues it (a page break in the source).
 * @param {string[]} lines
 * @param {Map<string, number>} usedBreaks counts of MIDWORD_BREAKS applied
 * @returns {string[]}
 */
function paragraphs(lines, usedBreaks) {
  /** @type {string[]} */
  const out = [];
  let blanks = 0;
  for (const line of lines) {
    if (line.trim() === "") {
      blanks++;
      continue;
    }
    const last = out.length - 1;
    if (last >= 0 && blanks === 1 && /^\p{Ll}/u.test(line)) {
      const prev = /** @type {string} */ (out[last]);
      const tail = /(\p{L}+)$/u.exec(prev)?.[1] ?? "";
      const head = /^(\p{L}+)/u.exec(line)?.[1] ?? "";
      const key = `${tail}|${head}`;
      if (MIDWORD_BREAKS.includes(key)) {
        usedBreaks.set(key, (usedBreaks.get(key) ?? 0) + 1);
        out[last] = prev + line;
      } else {
        out[last] = `${prev} ${line}`;
      }
    } else {
      out.push(line);
    }
    blanks = 0;
  }
  return out;
}

/**
 * Glossary entries: a term on a line of its own ("Dominant:") or a definition
 * starting on the next line (": everything, …") is joined to its definition.
 * @param {string[]} lines
 * @returns {string}
 */
function glossaryHtml(lines) {
  /** @type {string[]} */
  const entries = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") continue;
    const last = entries.length - 1;
    if (last >= 0 && line.startsWith(":")) entries[last] += line;
    else if (last >= 0 && /** @type {string} */ (entries[last]).endsWith(":")) entries[last] += ` ${line}`;
    else entries.push(line);
  }
  return entries
    .map((entry) => {
      const text = restoreOmega(entry);
      const colon = text.indexOf(":");
      if (colon <= 0) throw new Error(`four-colors seed: glossary entry without a term: ${entry}`);
      return `<p><strong>${escapeHtml(text.slice(0, colon))}</strong>${escapeHtml(text.slice(colon))}</p>`;
    })
    .join("");
}

/**
 * Lines as they are, one element each; `heading(line, i)` may return a tag
 * name ("h2", "h3") for a line that is a heading.
 * @param {string[]} lines
 * @param {(line: string, i: number, all: string[]) => string | null} [heading]
 * @param {(text: string) => string} [fix] text repair applied to each line
 * @returns {string}
 */
function verbatimHtml(lines, heading = () => null, fix = (t) => t) {
  return lines
    .map((line, i) => {
      const text = line.trim();
      if (text === "") return "";
      const tag = heading(line, i, lines) ?? "p";
      return `<${tag}>${escapeHtml(fix(text))}</${tag}>`;
    })
    .join("");
}

/** Lines with surrounding blank lines removed. @param {string[]} lines */
function trimBlank(lines) {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a]?.trim() === "") a++;
  while (b > a && lines[b - 1]?.trim() === "") b--;
  return lines.slice(a, b);
}

/**
 * Where each part of the book starts in the seed, in order. Each anchor is
 * searched after the previous one; a part runs to the next anchor.
 * @type {readonly { id: string, test: (line: string) => boolean }[]}
 */
const ANCHORS = Object.freeze([
  { id: "cover", test: (l) => l === "Four Colors al Fresco" },
  { id: "toc", test: (l) => l === "Table of Contents" },
  { id: "title-page", test: (l) => l === "Four Colors al Fresco" },
  { id: "introduction", test: (l) => l.startsWith("This game is a roleplaying game (RPG).") },
  { id: "character-creation", test: (l) => l.startsWith("The first thing that needs to be done to play a game") },
  { id: "roleplaying", test: (l) => l.startsWith("As the name of the game implies, the principle point") },
  { id: "storyguiding", test: (l) => l.startsWith("As stated previously, one of the participants") },
  { id: "storypath-cards", test: (l) => l.startsWith("In general, play proceeds by the Storyguide") },
  { id: "panels-pages", test: (l) => l.startsWith("In Four Colors al Fresco, there are several units of time") },
  { id: "rolling-the-planets", test: (l) => l.startsWith("If you are unable to decide the outcome") },
  { id: "degrees-of-success", test: (l) => l.startsWith("If you want a more-detailed result") },
  { id: "italia", test: (l) => l.startsWith("Italia is essentially Renaissance Italy") },
  { id: "glossary", test: (l) => l.startsWith("Crossing Over: the act of an") },
  { id: "names", test: (l) => l === "Italian Female" },
  { id: "designers-notes", test: (l) => l === "Designers’ Notes" },
  { id: "license", test: (l) => l === "October Open Game License" },
  { id: "indices", test: (l) => l === "List of Sidebars" },
  { id: "notes", test: (l) => /^1 Issue: /.test(l) },
]);

/**
 * Split the seed into the parts named by ANCHORS.
 * @param {string[]} lines
 * @returns {Map<string, string[]>}
 */
function splitParts(lines) {
  /** @type {number[]} */
  const starts = [];
  let from = 0;
  for (const anchor of ANCHORS) {
    const at = findLine(lines, anchor.test, from, `the start of part "${anchor.id}"`);
    starts.push(at);
    from = at + 1;
  }
  const parts = new Map();
  ANCHORS.forEach((anchor, i) => {
    const end = starts[i + 1] ?? lines.length;
    parts.set(anchor.id, trimBlank(lines.slice(starts[i], end)));
  });
  return parts;
}

/**
 * Chapter titles and subtitles from the book's table of contents: an entry is
 * "Title [page]" and, unless the next entry follows at once, a subtitle line.
 * @param {string[]} tocLines lines of the table of contents part
 * @param {string} title the chapter title to look up
 * @returns {string} the subtitle ("" when the entry has none)
 */
function tocSubtitle(tocLines, title) {
  const i = tocLines.findIndex((l) => l.replace(/\s+\d+$/, "") === title);
  if (i < 0) throw new Error(`four-colors seed: "${title}" is not in the table of contents`);
  const next = tocLines.slice(i + 1).find((l) => l.trim() !== "") ?? "";
  const isEntry = /\s\d+$/.test(next) || /^Appendix [IVX]+:/.test(next);
  return isEntry ? "" : next;
}

/**
 * Build the rules journal.
 * @returns {Promise<Record<string, object>>} pack-relative path → document
 */
export async function generate() {
  const lines = await readSeedLines();
  const parts = splitParts(lines);
  /** @param {string} id */
  const part = (id) => /** @type {string[]} */ (parts.get(id));
  const toc = part("toc");
  /** @type {Map<string, number>} */
  const usedBreaks = new Map();

  /**
   * A chapter: the subtitle from the table of contents, then the prose.
   * @param {string} id @param {string} title
   */
  const chapter = (id, title) => {
    const subtitle = tocSubtitle(toc, title);
    const intro = subtitle ? `<p><em>${escapeHtml(subtitle)}</em></p>` : "";
    return (
      intro +
      paragraphs(part(id), usedBreaks)
        .map((t) => p(restoreOmega(t)))
        .join("")
    );
  };

  // --- Title page: cover text, credits, copyright and licence notices -------
  const titlePage = part("title-page");
  const copyrightAt = titlePage.findIndex((l) => l.startsWith("Copyright © Anno Domini 2001"));
  const noticeAt = titlePage.findIndex((l) => l.startsWith("Permission is granted to copy, distribute and/or modify"));
  if (copyrightAt < 0 || noticeAt !== copyrightAt + 1) {
    throw new Error("four-colors seed: the copyright and licence notices are not where expected");
  }
  const mv = MODIFIED_VERSION;
  const titlePageHtml = [
    verbatimHtml(part("cover"), (_l, i) => (i === 0 ? "h2" : null)),
    "<hr>",
    `<p><strong>${escapeHtml(mv.title)}</strong> — a Foundry Virtual Tabletop edition of ` +
      `<em>Four Colors al Fresco</em>, prepared by ${escapeHtml(mv.authors)} and published by ` +
      `${escapeHtml(mv.publisher)}, ${escapeHtml(mv.year)}. See the page “History”.</p>`,
    "<hr>",
    verbatimHtml(titlePage.slice(0, copyrightAt + 1), (_l, i) => (i === 0 ? "h2" : null)),
    // OOGL 4.5: the copyright notice for the modifications, next to the others.
    p(`Copyright © ${mv.year} by ${mv.authors} (modifications: ${mv.title}).`),
    // OOGL 4.6/4.7: the licence notice, with the full lists, right after.
    verbatimHtml(titlePage.slice(noticeAt)),
  ].join("");

  // --- Appendix III: every name list, as printed ---------------------------
  const namesHtml = parseNameLists(lines)
    .map(
      (list) =>
        `<h2>${escapeHtml(list.heading)}</h2><ul>` +
        list.entries.map((e) => `<li>${escapeHtml(e.line)}</li>`).join("") +
        "</ul>",
    )
    .join("");

  // --- Appendix V: Designers' Notes (Invariant Section: text unaltered) -----
  const designersHtml = verbatimHtml(part("designers-notes"), (line, i) => {
    if (i === 0) return "h2";
    const t = line.trim();
    return t.length < 40 && !/[.,:;!?”’)]$/.test(t) ? "h3" : null;
  });

  // --- Appendix VI: the licence, unaltered ---------------------------------
  const licenseHtml = verbatimHtml(part("license"), (line, i, all) => {
    if (i === 0) return "h2";
    const isolated = all[i - 1]?.trim() === "" && all[i + 1]?.trim() === "";
    return isolated && /^\d+\. \S/.test(line.trim()) ? "h3" : null;
  });

  // --- Indices (page numbers refer to the printed book) ---------------------
  const indexHeadings = new Set(["List of Sidebars", "Tables and Charts", "General Index"]);
  const indicesHtml = verbatimHtml(
    part("indices"),
    (line) => (indexHeadings.has(line.trim()) ? "h2" : null),
    restoreOmega,
  );

  // --- Footnotes ------------------------------------------------------------
  const notesHtml =
    "<p><em>The book’s footnotes; the numbers after words in the text refer to them.</em></p>" +
    verbatimHtml(part("notes"), () => null, restoreOmega);

  // --- History (OOGL 4.9, 4.10) ---------------------------------------------
  const historyHtml = [
    "<ul>",
    "<li><p><strong>Four Colors al Fresco: A Roleplaying Game of Pulp-Style Superheroes in an Alternate " +
      "Renaissance</strong>, 2001, by woodelf &amp; Epidiah Ravachol (designers) and woodelf (writer), " +
      "released by woodelf &amp; Epidiah Ravachol under the October Open Game License, Version 1.0. An editable " +
      "copy was published at &lt;http://webpages.charter.net/woodelph/Gaming/Astrology/index.html&gt;.</p></li>",
    `<li><p><strong>${escapeHtml(mv.title)}</strong>, ${escapeHtml(mv.year)}, by ${escapeHtml(mv.authors)}, ` +
      `published by ${escapeHtml(mv.publisher)}: the Document as a Foundry Virtual Tabletop journal, made from a ` +
      "plain-text copy of it. Changes: the text is set as HTML pages, one per chapter; chapter titles, missing " +
      "from the plain text, are taken from the Document’s table of contents; words split across page breaks are " +
      "rejoined; the Omega symbol, which the plain text shows as “W”, is restored as “Ω” outside the Invariant " +
      "Section and the licence; a copyright line for these modifications is added on the title page. The " +
      "plain-text copy does not contain Appendix II (Example Descriptors), Appendix IV (Quickstart Rules), the " +
      "sidebars, tables, charts and figures, or the Invariant Section “Colophon”, so this version does not " +
      "contain them. The Invariant Section “Appendix V: Designers’ Notes” and the licence are unaltered.</p></li>",
    "</ul>",
  ].join("");

  /** @type {{ slug: string, name: string, showTitle: boolean, content: string }[]} */
  const pages = [
    { slug: "title-page", name: "Title Page, Credits and Licence Notice", showTitle: false, content: titlePageHtml },
    {
      slug: "contents",
      name: "Table of Contents",
      showTitle: false,
      content: verbatimHtml(toc, (_l, i) => (i === 0 ? "h2" : null)),
    },
    { slug: "introduction", name: "Introduction", showTitle: true, content: chapter("introduction", "Introduction") },
    {
      slug: "character-creation",
      name: "Character Creation",
      showTitle: true,
      content: chapter("character-creation", "Character Creation"),
    },
    { slug: "roleplaying", name: "Roleplaying", showTitle: true, content: chapter("roleplaying", "Roleplaying") },
    { slug: "storyguiding", name: "Storyguiding", showTitle: true, content: chapter("storyguiding", "Storyguiding") },
    {
      slug: "storypath-cards",
      name: "Storypath Cards",
      showTitle: true,
      content: chapter("storypath-cards", "Storypath Cards"),
    },
    {
      slug: "panels-pages-issues",
      name: "Panels, Pages, Issues, Miniseries, & Titles",
      showTitle: true,
      content: chapter("panels-pages", "Panels, Pages, Issues, Miniseries, & Titles"),
    },
    {
      slug: "rolling-the-planets",
      name: "Rolling the Planets",
      showTitle: true,
      content: chapter("rolling-the-planets", "Rolling the Planets"),
    },
    {
      slug: "degrees-of-success",
      name: "Degrees of Success",
      showTitle: true,
      content: chapter("degrees-of-success", "Degrees of Success"),
    },
    { slug: "italia", name: "Italia", showTitle: true, content: chapter("italia", "Italia") },
    {
      slug: "glossary",
      name: "Appendix I: Glossary",
      showTitle: true,
      content: `<p><em>${escapeHtml(tocSubtitle(toc, "Appendix I: Glossary"))}</em></p>${glossaryHtml(part("glossary"))}`,
    },
    {
      slug: "names",
      name: "Appendix III: Names",
      showTitle: true,
      content: `<p><em>${escapeHtml(tocSubtitle(toc, "Appendix III: Names"))}</em></p>${namesHtml}`,
    },
    { slug: "designers-notes", name: "Appendix V: Designers’ Notes", showTitle: false, content: designersHtml },
    {
      slug: "october-open-game-license",
      name: "Appendix VI: October Open Game License",
      showTitle: false,
      content: licenseHtml,
    },
    { slug: "indices", name: "Indices", showTitle: true, content: indicesHtml },
    { slug: "notes", name: "Notes", showTitle: true, content: notesHtml },
    { slug: "history", name: "History", showTitle: true, content: historyHtml },
  ];

  for (const key of MIDWORD_BREAKS) {
    if (usedBreaks.get(key) !== 1)
      throw new Error(`four-colors seed: page-break repair "${key}" applied ${usedBreaks.get(key) ?? 0} times`);
  }

  const journalKey = `${PACK}/rules`;
  const journalId = stableId(journalKey);
  const journal = {
    _id: journalId,
    _key: `!journal!${journalId}`,
    name: JOURNAL_NAME,
    pages: pages.map((page, i) => {
      const pageId = stableId(`${journalKey}/${page.slug}`);
      return {
        _id: pageId,
        _key: `!journal.pages!${journalId}.${pageId}`,
        name: page.name,
        type: "text",
        title: { show: page.showTitle, level: 1 },
        text: { format: 1, content: page.content },
        src: null,
        system: {},
        category: null,
        sort: (i + 1) * 100000,
        ownership: { default: -1 },
        flags: {},
      };
    }),
    categories: [],
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: {},
  };
  return withStats({ [`${PACK}/rules.json`]: journal });
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
