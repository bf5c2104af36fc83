// Venus Engine: the rules journal (packs/venus-rules), one JournalEntry whose
// pages follow the seed's major headings: the design notes, character
// assembly, the rules summary 0.2 and the D66 jobs. The wording is the seed's;
// only extraction artefacts are repaired (see OCR_FIXES and DROPPED_LINES).
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { exactPoolTable, POOL_TABLE_PAGE } from "./venus-pool-table.mjs";
import {
  CREDIT,
  escapeHtml,
  JOB_HEADING,
  joinBrokenParagraphs,
  journalEntry,
  lineIndex,
  plainText,
  readSeedLines,
  renderBlocks,
} from "./venus-seed.mjs";

/**
 * Pages, in order: the raw seed line that opens each page (the page runs to
 * the next one; the line itself becomes the page title unless `name` is given),
 * and its level in the journal's table of contents.
 * @type {{start: string, level: number, name?: string}[]}
 */
const PAGES = [
  { start: "design goals", level: 1 },
  { start: "game structure stuff / core philosophies:", level: 1, name: "game structure stuff / core philosophies" },
  { start: "minimum viable product / first play-test version", level: 1 },
  { start: "character assembly", level: 1 },
  { start: "1. circumstances", level: 2 },
  { start: "2. lifepaths and \\$caps\\$", level: 2 },
  { start: "3. abilties", level: 2 },
  { start: "4. attributes", level: 2 },
  { start: "5. kith & kin", level: 2 },
  { start: "6. jobs", level: 2 },
  { start: "7. Assets", level: 2 },
  { start: "8. principles — goals, habits, & creeds", level: 2 },
  { start: "9. Modular Character Aspects [UNFINISHED]", level: 2 },
  { start: "additional / modular gameplay features [UNFINISHED]", level: 1 },
  { start: "Venus Engine: 1st Playtest Rules & Procedures (v0.2)", level: 1 },
  { start: "Checks are Binary, and use a single d20 and up to four d6's", level: 2 },
  { start: "Caliber vs. Score", level: 2 },
  { start: "Tasks are Variable, and use a pool of D6s", level: 2 },
  { start: "Learning on the Job", level: 2 },
  { start: "KISSing dice", level: 2 },
  { start: "Tables and Statistics", level: 2 },
  { start: "D66 Jobs", level: 1 },
];

/** Raw seed lines that are headings inside a page, with their HTML level. */
const HEADINGS = new Map([
  ["0. concept", 2],
  ["names", 2],
  ["tier", 2],
  ["background", 2],
  ["size", 2],
  ["foreground", 2],
  ["age", 2],
  ["special attribute", 2],
  ["innate attributes", 2],
  ["earning new attributes", 2],
  ["levelling up jobs (failure bookeeping = \\$exp\\$)", 2],
  ["learning new jobs", 2],
  ["worth", 2],
  ["Goals", 2],
  ["Habits", 2],
  ["Creeds", 2],
  ["Kismet (metacurrencies)", 2],
  ["Lots", 3],
  ["• Ego", 3],
  ["Fidelity", 3],
  ["capabilities (optional abilities)", 2],
  ["examples", 3],
  ["- Grit", 3],
  ["- Guts", 3],
  ["- Wealth", 3],
  ["Links", 3],
  ["Vigilance", 3],
  ["Honor", 3],
  ["Soul", 3],
  ["custom capabilities", 2],
  ["NPC capabilities", 2],
  ["(mars)", 2],
  ["When to Roll Dice?", 2],
  ["Who is the FC?", 2],
  ["Who are your Peers?", 2],
  ["Personalized Consequences", 2],
  ["Only players can perform Tasks", 2],
]);

/** Running page headers of the extracted rules summary (not content). */
const DROPPED_LINES = new Set(["rules summary 0.2.md 6/18/2021", "rules_summary_0.2.md 6/18/2021"]);

/** Text-extraction artefacts repaired in the journal: [seed text, repaired text]. */
const OCR_FIXES = [
  ["\\$(GI)\\$", "\\$(Gl)\\$"], // Gold's abbreviation read as capital I
  ["\tGI\t", "\tGl\t"],
  ["\tСр\t", "\tCp\t"], // Cyrillic letters for Copper's "Cp"
  ["10\\$^S_l\\$", "10Si"], // 5 Gl = 10 Si (1 Gl = 2 Si)
  ["^{*}", "*"],
  ["$\\ensuremath{\\mathsf{exp}}.$", "\\$exp\\$."],
];

/** @param {string} line */
function repair(line) {
  return OCR_FIXES.reduce((l, [from, to]) => l.split(from).join(to), line);
}

function creditPage() {
  const c = CREDIT;
  return {
    name: "Credits and Licence",
    level: 1,
    content:
      `<h2>Venus Engine</h2>` +
      `<p>The rules of the Venus Engine as written for the Evening Star playtest: the designer's notes ` +
      `(design goals, game structure, character assembly) and <em>${escapeHtml(c.source)}</em>, the rules summary 0.2 ` +
      `dated ${c.sourceDate}, with its D66 jobs.</p>` +
      `<h2>Licence</h2>` +
      `<p>In the designer's words, the core game engine [venus] will be ${c.licence} (free cultural work), and everything ` +
      `else [evening_star] will be CC0 (public domain), though both will be All Rights Reserved until the first ` +
      `major release. Anyone may make content for the game, and sell it, but must reference the Venus Engine in ` +
      `some way.</p>` +
      `<p>So the text says it is All Rights Reserved until the first major release, while stating that the core ` +
      `Venus Engine is meant to be <a href="${c.licenceUrl}">${c.licenceName}</a> (${c.licence}) and marking the ` +
      `Evening Star content as intended CC0 (public domain).</p>` +
      `<h2>Changes</h2>` +
      `<p>The text has been reformatted for Foundry VTT: headings and lists restored from a text extraction, ` +
      `running page headers removed, and a few misread characters repaired (Gl for Gold, Cp for Copper, Si in the ` +
      `asset worth example). The wording is otherwise unchanged.</p>`,
  };
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const lines = joinBrokenParagraphs((await readSeedLines()).map(repair));
  const end = lineIndex(lines, "The King is Dead");
  const starts = PAGES.map((p) => lineIndex(lines, p.start, 0, end));
  // The pool table's exact figures beside the printed ones, computed with the system's own rules.
  const exactTable = await exactPoolTable(lines.slice(starts[PAGES.findIndex((p) => p.start === POOL_TABLE_PAGE)]));
  const headingLevel = (/** @type {string} */ line) => HEADINGS.get(line) ?? (JOB_HEADING.test(line) ? 2 : null);

  const pages = [creditPage()];
  PAGES.forEach((p, i) => {
    const body = lines.slice(starts[i] + 1, starts[i + 1] ?? end).filter((l) => !DROPPED_LINES.has(l));
    let content = renderBlocks(body, headingLevel);
    if (p.start === POOL_TABLE_PAGE) content += exactTable;
    pages.push({ name: p.name ?? plainText(p.start), level: p.level, content });
  });
  return withStats({
    "venus-rules/venus-engine-rules.json": journalEntry("venus-rules/rules", "Venus Engine — Rules", pages),
  });
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
