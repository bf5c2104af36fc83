// Shared reading and rendering of the Venus Engine seed
// (tools/generate/sources/venus-engine.txt) for the venus-* generators.
//
// The seed is a text extraction of an outline-style document: bullets are
// "- ", " - " (one level deeper), "• ", "■ ", sometimes followed by a stray
// "o " or "· " glyph; wrapped lines continue with a leading space; tables are
// tab-separated; a few LaTeX spans (\$caps\$) mark the rules' special font.
// This module turns that text into escaped HTML without changing its wording,
// and parses the D66 jobs and the scenario's cast.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SOURCES_DIR } from "../lib/pack-writer.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { gmOnlyPage } from "../lib/gm-only.mjs";

export const SEED_FILE = "venus-engine.txt";
export const SYSTEM_ID = "story-engines";

/**
 * Credit and licence lines shared by the Venus packs (the seed names no author).
 * `licence` is the licence the designer intends; the text is All Rights
 * Reserved until the first major release (tools/generate/sources/README.md).
 */
export const CREDIT = {
  source: "Venus Engine: 1st Playtest Rules & Procedures (v0.2)",
  sourceDate: "6/18/2021",
  licence: "CC BY 4.0",
  licenceName: "Creative Commons Attribution 4.0 International",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
};

/**
 * Credit paragraph (HTML) for pack descriptions. The licence exactly as the
 * text states it: "All Rights Reserved until the first major release", the
 * engine meant to be CC BY 4.0, the Evening Star content intended CC0.
 */
export function creditHtml() {
  return (
    `<p>From the Venus Engine (Evening Star playtest), <em>${escapeHtml(CREDIT.source)}</em>. ` +
    `The text says it is All Rights Reserved until the first major release, while stating that the core ` +
    `Venus Engine is meant to be ${CREDIT.licence} (<a href="${CREDIT.licenceUrl}">${CREDIT.licenceName}</a>) ` +
    `and marking the Evening Star content as intended CC0 (public domain). ` +
    `The text has been reformatted for Foundry VTT.</p>`
  );
}

/** @returns {Promise<string[]>} the seed's lines (no line terminators) */
export async function readSeedLines() {
  const text = await readFile(join(SOURCES_DIR, SEED_FILE), "utf8");
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trimEnd());
}

/**
 * Index of the line equal to `text`; throws unless it occurs exactly once
 * between `from` and `to`, so a changed seed fails loudly.
 * @param {string[]} lines @param {string} text @param {number} [from] @param {number} [to]
 */
export function lineIndex(lines, text, from = 0, to = lines.length) {
  let found = -1;
  for (let i = from; i < to; i++) {
    if (lines[i] !== text) continue;
    if (found !== -1) throw new Error(`seed line occurs twice: ${JSON.stringify(text)}`);
    found = i;
  }
  if (found === -1) throw new Error(`seed line not found: ${JSON.stringify(text)}`);
  return found;
}

/** @param {string} s */
export function slugify(s) {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Escape text for an HTML text node. @param {string} s */
export function escapeHtml(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Escaped HTML of one line of seed text: `**bold**` and `*italic*` become
 * strong/em; the rules' special-font spans `\$x\$` become <code>.
 * @param {string} s
 */
export function inlineHtml(s) {
  return escapeHtml(s)
    .replace(/\\\$\\times\\\$/g, "×")
    .replace(/\\\$\{(\w+)\}\\\$/g, " <code>$1</code>")
    .replace(/\\\$(.+?)\\\$/g, "<code>$1</code>")
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*\s](?:[^*]*[^*\s])?)\*/g, "<em>$1</em>");
}

/** Seed text without markdown emphasis or special-font markers (for plain strings). @param {string} s */
export function plainText(s) {
  return s
    .replace(/\\\$\{?(.+?)\}?\\\$/g, "$1")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/\*([^*\s](?:[^*]*[^*\s])?)\*/g, "$1");
}

/** A list item's marker: "- ", " - " (nested), "• ", "■ ", "o ", plus a stray "o "/"· "/"$\\circ~$". */
const BULLET = /^( ?)(?:[-•·■]|o)\s+(?:(?:o|·)\s+|\$\\circ~\$\s*)?/;

/**
 * Drop the blank line inside a paragraph broken across a page of the source
 * (a long plain line ending mid-sentence, then a line starting in lower case).
 * @param {string[]} lines
 */
export function joinBrokenParagraphs(lines) {
  return lines.filter((line, i) => {
    if (line !== "" || i === 0) return true;
    const prev = lines[i - 1] ?? "";
    const next = lines[i + 1] ?? "";
    const broken = prev.length > 60 && !BULLET.test(prev) && !/[.:!?)]$/.test(prev) && /^[a-z]/.test(next);
    return !broken;
  });
}

/**
 * Render a run of seed lines as HTML blocks: headings, nested lists (two
 * levels, from the leading space), tab-separated tables and paragraphs.
 * @param {string[]} lines
 * @param {(line: string) => (number | null)} [headingLevel] level (2–3) when the raw line is a heading
 * @returns {string}
 */
export function renderBlocks(lines, headingLevel = () => null) {
  /** @type {string[]} */
  const out = [];
  /** @type {{depth: number, text: string}[]} */
  let list = [];
  /** @type {string[][]} */
  let table = [];
  /** @type {"list" | "para" | null} */
  let last = null;

  const flushList = () => {
    if (list.length) out.push(listHtml(list));
    list = [];
  };
  const flushTable = () => {
    if (table.length) out.push(tableHtml(table));
    table = [];
  };

  for (const line of lines) {
    if (line.trim() === "") {
      flushTable();
      last = null;
      continue;
    }
    const level = headingLevel(line);
    if (level) {
      flushList();
      flushTable();
      const text = line.replace(BULLET, "");
      out.push(`<h${level}>${inlineHtml(text.trim())}</h${level}>`);
      last = null;
      continue;
    }
    if (line.includes("\t")) {
      flushList();
      table.push(line.split("\t").map((c) => c.trim()));
      last = null;
      continue;
    }
    flushTable();
    const bullet = BULLET.exec(line);
    if (bullet) {
      list.push({ depth: bullet[1] ? 1 : 0, text: line.slice(bullet[0].length).trim() });
      last = "list";
      continue;
    }
    const text = line.trim();
    if (line.startsWith(" ") && last === "list") {
      const item = list[list.length - 1];
      if (item) item.text += ` ${text}`;
      continue;
    }
    if (line.startsWith(" ") && last === "para") {
      out[out.length - 1] = out[out.length - 1].replace(/<\/p>$/, ` ${inlineHtml(text)}</p>`);
      continue;
    }
    flushList();
    out.push(`<p>${inlineHtml(text)}</p>`);
    last = "para";
  }
  flushList();
  flushTable();
  return out.join("");
}

/** @param {{depth: number, text: string}[]} items */
function listHtml(items) {
  let html = "<ul>";
  let open = false; // a nested <ul> is open inside the last top-level <li>
  let hasParent = false;
  for (const { depth, text } of items) {
    if (depth === 1 && hasParent) {
      if (!open) html = html.replace(/<\/li>$/, "<ul>");
      html += `<li>${inlineHtml(text)}</li>`;
      open = true;
      continue;
    }
    if (open) html += "</ul></li>";
    open = false;
    html += `<li>${inlineHtml(text)}</li>`;
    hasParent = true;
  }
  if (open) html += "</ul></li>";
  return `${html}</ul>`;
}

/** @param {string[][]} rows */
function tableHtml(rows) {
  // A first column holding only stray bullet glyphs is extraction noise.
  if (rows.every((r) => ["", "•", ","].includes(r[0] ?? ""))) rows = rows.map((r) => r.slice(1));
  const width = Math.max(...rows.map((r) => r.length));
  const cells = (/** @type {string[]} */ r, /** @type {string} */ tag) =>
    Array.from({ length: width }, (_, i) => `<${tag}>${inlineHtml(r[i] ?? "")}</${tag}>`).join("");
  const [head = [], ...body] = rows;
  return (
    `<table><thead><tr>${cells(head, "th")}</tr></thead>` +
    `<tbody>${body.map((r) => `<tr>${cells(r, "td")}</tr>`).join("")}</tbody></table>`
  );
}

// --- D66 jobs ---------------------------------------------------------------

export const ABILITIES = /** @type {const} */ ({
  App: "app",
  Res: "res",
  Wit: "wit",
  End: "end",
  Fin: "fin",
  Swi: "swi",
});

export const JOB_HEADING =
  /^([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*) \((App|Res|Wit|End|Fin|Swi)(?:\/(App|Res|Wit|End|Fin|Swi))?\)$/;

/**
 * @typedef {object} SeedJob
 * @property {string} name
 * @property {string} slug
 * @property {string} ability        lower-case key of the ability in the entry heading
 * @property {string} secondAbility  "" unless the heading names a second ability
 * @property {number} d66            tens = table column, units = table row
 * @property {string} description    seed text (plain, one paragraph)
 * @property {string[]} specialties
 * @property {string[]} notes        seed lines after the specialties (bullet removed)
 */

/**
 * Parse the D66 table and the 36 job entries.
 * @param {string[]} lines
 * @returns {SeedJob[]} in the seed's (alphabetical) entry order
 */
export function parseJobs(lines) {
  const start = lineIndex(lines, "D66 Jobs");
  const end = lineIndex(lines, "The King is Dead");
  const headerAt = lines.findIndex((l, i) => i > start && l.startsWith("D66\t"));
  const columns = lines[headerAt]
    .split("\t")
    .slice(1)
    .map((c) => Number(/^(\d0) /.exec(c)?.[1]));
  /** @type {Map<string, number>} */
  const d66 = new Map();
  for (let i = headerAt + 1; /^[1-6]\t/.test(lines[i] ?? ""); i++) {
    const [row, ...names] = lines[i].split("\t");
    names.forEach((name, c) => d66.set(name.trim(), (columns[c] ?? NaN) + Number(row)));
  }

  /** @type {SeedJob[]} */
  const jobs = [];
  /** @type {{name: string, ability: string, second: string, body: string[]} | null} */
  let entry = null;
  const finish = () => {
    if (!entry) return;
    const specAt = entry.body.findIndex((l) => l.includes("Suggested Specialties:"));
    if (specAt < 0) throw new Error(`no specialties for ${entry.name}`);
    const number = d66.get(entry.name);
    if (number === undefined) throw new Error(`${entry.name} is not in the D66 table`);
    const specLine = entry.body[specAt].replace(/^.*Suggested Specialties:(?:\*\*)?\s*/, "");
    jobs.push({
      name: entry.name,
      slug: slugify(entry.name),
      ability: ABILITIES[/** @type {keyof typeof ABILITIES} */ (entry.ability)],
      secondAbility: entry.second ? ABILITIES[/** @type {keyof typeof ABILITIES} */ (entry.second)] : "",
      d66: number,
      description: entry.body
        .slice(0, specAt)
        .filter((l) => l.trim())
        .map((l) => l.trim())
        .join(" "),
      specialties: specLine
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      notes: entry.body
        .slice(specAt + 1)
        .filter((l) => l.trim())
        .map((l) => l.replace(/^[-•]\s+/, "").trim()),
    });
  };
  for (let i = headerAt + 1; i < end; i++) {
    const m = JOB_HEADING.exec(lines[i]);
    if (m) {
      finish();
      entry = { name: m[1], ability: m[2], second: m[3] ?? "", body: [] };
    } else if (entry) entry.body.push(lines[i]);
  }
  finish();
  return jobs;
}

/** Compendium id of a job item (shared by the jobs pack, the D66 table and journal links). @param {string} slug */
export function jobId(slug) {
  return stableId(`venus-jobs/${slug}`);
}

/** @param {string} slug */
export function jobUuid(slug) {
  return `Compendium.${SYSTEM_ID}.venus-jobs.Item.${jobId(slug)}`;
}

// --- journal documents --------------------------------------------------------

/**
 * @typedef {object} PageSpec
 * @property {string} name     page title (plain text)
 * @property {string} content  HTML
 * @property {number} [level]  title level in the table of contents (1–3)
 * @property {string} [slug]   stable key part; defaults to slugify(name)
 * @property {boolean} [gmOnly] a secret for the GM: see tools/lib/gm-only.mjs
 */

/**
 * A JournalEntry source document with text pages.
 * @param {string} key   stable key, e.g. "venus-rules/rules"
 * @param {string} name
 * @param {PageSpec[]} pages
 * @param {number} [sort]
 */
export function journalEntry(key, name, pages, sort = 0) {
  const _id = stableId(key);
  return {
    _id,
    _key: `!journal!${_id}`,
    name,
    pages: pages.map((p, i) => {
      const pageId = stableId(`${key}/${p.slug ?? slugify(p.name)}`);
      return {
        _id: pageId,
        _key: `!journal.pages!${_id}.${pageId}`,
        name: p.name,
        type: "text",
        title: { show: true, level: p.level ?? 1 },
        text: { format: 1, content: p.content },
        sort: (i + 1) * 100000,
        ownership: { default: -1 },
        flags: {},
        category: null,
        ...(p.gmOnly ? gmOnlyPage() : {}),
      };
    }),
    categories: [],
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: {},
  };
}
