// Shared reading and rendering of the Personae SRD
// (tools/generate/sources/personae-srd.txt) for the personae-* generators.
//
// The text is the SRD web page as extracted: top-level headings stand alone
// between blank lines; subheadings are short lines inside a section; bullets
// are "  • " indented two spaces per level; numbered steps "  1. "; three
// tables lost their cell breaks ("0Common", "Shock levelImpact"), which are
// rebuilt here (TABLES). Nothing of the wording is changed. Every lookup
// fails loudly when the text does not have the expected shape.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SOURCES_DIR } from "../lib/pack-writer.mjs";
import { stableId } from "../lib/stable-id.mjs";

export const SEED_FILE = "personae-srd.txt";

/** The SRD's credit and licences (tools/generate/sources/README.md). */
export const CREDIT = {
  title: "Personae System Reference Document",
  version: "Version 3 (v3), December 2024",
  authors:
    "Craig Hatler Games (Craig Hatler, author, designer and developer; Todd V. Ehrenfels, lead contributor and consultant)",
  licence: "CC BY 4.0",
  licenceName: "Creative Commons Attribution 4.0 International",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
  hanz: "The Book of Hanz (https://bookofhanz.com/), Amazing Rando Design: Robert Hanz, John Adamus and Randy Oest",
  hanzLicence: "CC BY 3.0",
  hanzLicenceName: "Creative Commons Attribution 3.0 Unported",
  hanzLicenceUrl: "https://creativecommons.org/licenses/by/3.0/",
};

/** Escape text for an HTML text node. @param {string} s */
export function escapeHtml(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** @param {string} s */
export function slugify(s) {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Credit paragraph (HTML) for every pack document's description. */
export function creditHtml() {
  return (
    `<p>From the <em>${CREDIT.title}</em>, ${CREDIT.version}, by ${escapeHtml(CREDIT.authors)}, ` +
    `licensed under ${CREDIT.licence} (<a href="${CREDIT.licenceUrl}">${CREDIT.licenceName}</a>). ` +
    `Reformatted for Foundry VTT by Story Engines.</p>`
  );
}

/** @returns {Promise<string[]>} the SRD's lines (no terminators, trailing spaces kept off) */
export async function readSrdLines() {
  const text = await readFile(join(SOURCES_DIR, SEED_FILE), "utf8");
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trimEnd());
}

/** The index of the only line equal to `text`; throws otherwise. @param {string[]} lines @param {string} text */
export function lineIndex(lines, text) {
  const found = lines.flatMap((l, i) => (l === text ? [i] : []));
  if (found.length !== 1) throw new Error(`SRD line ${JSON.stringify(text)} occurs ${found.length} times`);
  return found[0];
}

/** The whole text as one string, for passages that run inside a paragraph. @param {string[]} lines */
export function fullText(lines) {
  return lines.join("\n");
}

/**
 * The words after `label` up to the next "..." (the SRD runs its enhancement
 * examples together in one paragraph) or `until`. Throws if absent.
 * @param {string} text @param {string} label @param {string[]} [until]
 */
export function passageAfter(text, label, until = [" ...", " This is not an exhaustive list"]) {
  const at = text.indexOf(label);
  if (at < 0 || text.indexOf(label, at + 1) >= 0)
    throw new Error(`SRD passage ${JSON.stringify(label)} is not there exactly once`);
  const start = at + label.length;
  const ends = until.map((u) => text.indexOf(u, start)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : text.indexOf("\n", start);
  return text.slice(start, end).trim();
}

/** The first sentence starting with `opening` (to its full stop). @param {string} text @param {string} opening */
export function sentence(text, opening) {
  const at = text.indexOf(opening);
  if (at < 0) throw new Error(`SRD sentence ${JSON.stringify(opening)} not found`);
  const end = text.indexOf(".", at + opening.length);
  return text.slice(at, end + 1).trim();
}

/** Tables whose cell breaks the extraction lost: first line → [header cells, row splitter]. */
export const TABLES = new Map([
  [
    "Cost RatingAvailability",
    {
      header: ["Cost Rating", "Availability"],
      split: (/** @type {string} */ l) => /^([\d+-]+)(.*)$/.exec(l)?.slice(1) ?? null,
    },
  ],
  [
    "AttributeMaximum # Of",
    {
      header: ["Attribute", "Maximum # Of"],
      split: (/** @type {string} */ l) =>
        /^(Competence|Prowess|Cunning|Resolve|Knowledge|Stature)(.*)$/.exec(l)?.slice(1) ?? null,
    },
  ],
  [
    "Shock levelImpact",
    {
      header: ["Shock level", "Impact"],
      split: (/** @type {string} */ l) => /^([1-4])(.*)$/.exec(l)?.slice(1) ?? null,
    },
  ],
]);

/** @param {string} line */
function isSubheading(line) {
  if (line.startsWith(" ") || line.length > 50 || line.startsWith("Ex.")) return false;
  if (/[.!?]$/.test(line)) return false;
  if (line.endsWith(":") && !line.startsWith("Vitality, Shock")) return false;
  return /^[A-Z“]/.test(line);
}

/**
 * Render a section's lines as HTML: subheadings, nested bullet lists,
 * numbered steps, the rebuilt tables, paragraphs.
 * @param {string[]} lines
 */
export function renderSection(lines) {
  const out = [];
  /** @type {{depth: number, ordered: boolean, text: string}[]} */
  let list = [];
  const flush = () => {
    if (list.length) out.push(listHtml(list));
    list = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? "";
    if (raw.trim() === "") continue;
    const trimmed = raw.trim();
    const table = TABLES.get(trimmed);
    if (table) {
      flush();
      const rows = [];
      while (i + 1 < lines.length) {
        const cells = table.split((lines[i + 1] ?? "").trim());
        if (!cells) break;
        rows.push(cells);
        i++;
      }
      if (!rows.length) throw new Error(`SRD table ${JSON.stringify(trimmed)} has no rows`);
      out.push(
        `<table><thead><tr>${table.header.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>` +
          rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c.trim())}</td>`).join("")}</tr>`).join("") +
          `</tbody></table>`,
      );
      continue;
    }
    const bullet = /^( +)(•|\d+\.) (.*)$/.exec(raw);
    if (bullet) {
      list.push({
        depth: Math.max(0, (bullet[1] ?? "").length / 2 - 1),
        ordered: bullet[2] !== "•",
        text: bullet[3] ?? "",
      });
      continue;
    }
    flush();
    if (isSubheading(trimmed)) out.push(`<h2>${escapeHtml(trimmed.replace(/:$/, ""))}</h2>`);
    else out.push(`<p>${escapeHtml(trimmed)}</p>`);
  }
  flush();
  return out.join("");
}

/** Nested lists from items with depths (a deeper item opens a list inside the item before it). */
function listHtml(items) {
  /** @typedef {{text: string, ordered: boolean, children: Node[]}} Node */
  /** @type {Node[]} */
  const roots = [];
  /** @type {Node[]} */
  const path = [];
  for (const { depth, ordered, text } of items) {
    const node = { text, ordered, children: [] };
    const level = Math.min(depth, path.length);
    path.length = level;
    (level === 0 ? roots : (path[level - 1]?.children ?? roots)).push(node);
    path.push(node);
  }
  /** @param {Node[]} nodes @returns {string} */
  const render = (nodes) => {
    const tag = nodes[0]?.ordered ? "ol" : "ul";
    return `<${tag}>${nodes.map((n) => `<li>${escapeHtml(n.text)}${n.children.length ? render(n.children) : ""}</li>`).join("")}</${tag}>`;
  };
  return render(roots);
}

/**
 * The SRD's sections: each top-level heading (a line alone between blank
 * lines) with the lines up to the next one.
 * @param {string[]} lines
 * @returns {{title: string, lines: string[]}[]}
 */
export function sections(lines) {
  const starts = [];
  for (let i = 1; i < lines.length - 1; i++) {
    const l = lines[i] ?? "";
    if (l && !l.startsWith(" ") && lines[i - 1] === "" && lines[i + 1] === "" && l.length < 60) starts.push(i);
  }
  // Titles keep their words; a no-break space (the page's "Personae SRD") becomes a plain one.
  return starts.map((start, n) => ({
    title: (lines[start] ?? "").replace(/\u00a0/g, " "),
    lines: lines.slice(start + 1, starts[n + 1] ?? lines.length),
  }));
}

/** A JournalEntry of text pages (ids derived from `key`). */
export function journalEntry(key, name, pages, sort = 0) {
  const _id = stableId(key);
  return {
    _id,
    _key: `!journal!${_id}`,
    name,
    pages: pages.map((p, i) => {
      const pageId = stableId(`${key}/${slugify(p.name)}`);
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
      };
    }),
    categories: [],
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: {},
  };
}
