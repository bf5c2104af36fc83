// Reading the In a Wicked Age excerpt (tools/generate/sources/in-a-wicked-age-oracles-and-names.txt).
//
// The excerpt holds, exactly as extracted from the book (© 2007 D. Vincent
// Baker), the six name lists, the four oracles, the example sheets and the
// example characters' best interests. The helpers here find each part by its
// own text and fail loudly when the text does not have the expected shape.
// Repairs the packs make (docs/games/wicked-age-rulings.md): the ace lines,
// garbled as "Æ" or "♠", are keyed by the suit heading they sit under; the
// printed typos are kept; "Ba Il Shar" is Fa Il Shar.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SOURCES_DIR } from "../lib/pack-writer.mjs";

export const SEED_FILE = "in-a-wicked-age-oracles-and-names.txt";

/** Credit placed in every generated document. */
export const SOURCE_CREDIT =
  "In a Wicked Age, written and illustrated by D. Vincent Baker, © 2007, all rights reserved";

export const SUITS = ["diamonds", "hearts", "clubs", "spades"];
export const RANK_TOKENS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
export const SUIT_SYMBOLS = { diamonds: "♦", hearts: "♥", clubs: "♣", spades: "♠" };
export const SUIT_NAMES = { diamonds: "Diamonds", hearts: "Hearts", clubs: "Clubs", spades: "Spades" };
export const RANK_NAMES = ["Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"];

/** The oracles in the book's order: id, the heading's name, a slug. */
export const ORACLES = [
  { id: "bloodAndSex", heading: "Blood & Sex", slug: "blood-and-sex" },
  { id: "godKingsOfWar", heading: "God-kings of War", slug: "god-kings-of-war" },
  { id: "unquietPast", heading: "the Unquiet Past", slug: "the-unquiet-past" },
  { id: "nestOfVipers", heading: "a Nest of Vipers", slug: "a-nest-of-vipers" },
];

/** The glyphs the extraction put in place of the Ace. */
const ACE_GLYPHS = ["Æ", "♠"];

/** @returns {Promise<string[]>} the excerpt's lines */
export async function readSeedLines() {
  const raw = await readFile(join(SOURCES_DIR, SEED_FILE), "utf8");
  return raw
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
}

export function escapeHtml(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** Printed **bold** as HTML. */
export function boldToHtml(text) {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
}

function fail(message) {
  throw new Error(`${SEED_FILE}: ${message}`);
}

function indexOfLine(lines, text, from = 0) {
  const at = lines.findIndex((l, i) => i >= from && l.trim() === text);
  if (at < 0) fail(`expected a line "${text}"`);
  return at;
}

/** The lines of the part between `heading` and the next "-----" rule (or the end). */
function section(lines, heading) {
  const start = indexOfLine(lines, heading) + 1;
  const end = lines.findIndex((l, i) => i > start && /^-{10,}$/.test(l.trim()));
  return lines.slice(start, end < 0 ? lines.length : end);
}

/**
 * The six name lists: two tab-separated columns of ten, read left column
 * first ("GemegishkiriHallat" is one name).
 * @returns {{title: string, slug: string, names: string[]}[]}
 */
export function parseNameLists(lines) {
  const titles = [
    "Plain male names",
    "Plain female names",
    "Significant male names",
    "Significant female names",
    "Grand male names",
    "Grand female names",
  ];
  return titles.map((title) => {
    const at = indexOfLine(lines, title);
    const rows = lines
      .slice(at + 1)
      .filter((l) => l.trim() !== "")
      .slice(0, 10);
    const cells = rows.map((row) => row.split("\t").map((c) => c.trim()));
    if (cells.length !== 10 || cells.some((c) => c.length !== 2 || c.some((n) => n === "")))
      fail(`"${title}" is not ten rows of two tab-separated names`);
    const names = [...cells.map((c) => c[0]), ...cells.map((c) => c[1])];
    return { title, slug: title.toLowerCase().replaceAll(" ", "-"), names };
  });
}

/**
 * The four oracles: 13 entries per suit, Ace to King, keyed by the suit
 * heading they sit under. Repeated "Oracle:" headers and "-" filler lines
 * are skipped.
 * @returns {{id: string, heading: string, slug: string, entries: {suit: string, rank: number, text: string}[]}[]}
 */
export function parseOracles(lines) {
  const start = lines.findIndex((l) => l.startsWith("Oracle: "));
  const end = lines.findIndex((l, i) => i > start && /^-{10,}$/.test(l.trim()));
  const body = lines.slice(start, end < 0 ? lines.length : end);
  const oracles = ORACLES.map((o) => ({ ...o, entries: [] }));
  let oracle = null;
  let suit = null;
  for (const raw of body) {
    const line = raw.trim();
    if (line === "" || line === "-") continue;
    if (line.startsWith("Oracle: ")) {
      const heading = line.slice("Oracle: ".length);
      oracle = oracles.find((o) => o.heading === heading) ?? fail(`unknown oracle "${heading}"`);
      continue;
    }
    const suitHeading = SUITS.find((s) => SUIT_NAMES[s] === line);
    if (suitHeading) {
      suit = suitHeading;
      continue;
    }
    const match = /^- (\S+) (.+)$/.exec(line);
    if (!match || !oracle || !suit) fail(`unexpected line in the oracles: "${line}"`);
    const token = match[1];
    const rank = ACE_GLYPHS.includes(token) ? 1 : RANK_TOKENS.indexOf(token) + 1;
    if (rank < 1) fail(`"${line}": "${token}" is no rank`);
    const expected = oracle.entries.filter((e) => e.suit === suit).length + 1;
    if (rank !== expected) fail(`${oracle.heading}, ${SUIT_NAMES[suit]}: rank ${token} where rank ${expected} belongs`);
    oracle.entries.push({ suit, rank, text: match[2].trim() });
  }
  for (const o of oracles) {
    for (const s of SUITS) {
      const count = o.entries.filter((e) => e.suit === s).length;
      if (count !== 13) fail(`${o.heading}, ${SUIT_NAMES[s]} has ${count} entries, not 13`);
    }
  }
  return oracles;
}

const FORM_NAMES = {
  Covertly: "covertly",
  Directly: "directly",
  "For myself": "forMyself",
  "For others": "forOthers",
  "With love": "withLove",
  "With violence": "withViolence",
};
const NPC_FORM_NAMES = { Action: "action", Maneuvering: "maneuvering", "Self-protection": "selfProtection" };
const FORM_WORDS = { ...Object.fromEntries(Object.entries(FORM_NAMES).map(([k, v]) => [k.toLowerCase(), v])) };
const NPC_FORM_WORDS = { action: "action", maneuvering: "maneuvering", "self-protection": "selfProtection" };

/** "Amek, the chieftain of the desert horsemen" → name and description (a final "." dropped). */
function nameAndDescription(line) {
  const at = line.indexOf(", ");
  if (at < 0) fail(`"${line}" names no character`);
  return { name: line.slice(0, at), description: line.slice(at + 2).replace(/\.$/, "") };
}

/**
 * The example sheets as printed: characters with six forms, NPCs with three
 * pairs; the strength each lists ("" none).
 * @returns {{name: string, description: string, kind: "character"|"npc", forms: Record<string, number|number[]>, strength: string}[]}
 */
export function parseExampleSheets(lines) {
  const body = section(lines, "Example sheets").filter((l) => l.trim() !== "");
  const sheets = [];
  let current = null;
  for (const raw of body) {
    const line = raw.trim();
    const form = /^(Covertly|Directly|For myself|For others|With love|With violence) d(\d+)$/.exec(line);
    const npc = /^(Action|Maneuvering|Self-protection) d(\d+) d(\d+)$/.exec(line);
    if (form && current) {
      current.kind = "character";
      current.forms[FORM_NAMES[form[1]]] = Number(form[2]);
    } else if (npc && current) {
      current.kind = "npc";
      current.forms[NPC_FORM_NAMES[npc[1]]] = [Number(npc[2]), Number(npc[3])];
    } else if (line === "No particular strength" && current) {
      current.strength = "";
    } else if (line.startsWith("Particular strength: ") && current) {
      current.strength = line.slice("Particular strength: ".length);
    } else if (line === "No best interests yet.") {
      if (!current) fail("a sheet ends before it begins");
      sheets.push(current);
      current = null;
    } else {
      if (current) fail(`unexpected line in ${current.name}'s sheet: "${line}"`);
      current = { ...nameAndDescription(line), kind: "character", forms: {}, strength: "" };
    }
  }
  for (const s of sheets) {
    const count = Object.keys(s.forms).length;
    if (count !== (s.kind === "npc" ? 3 : 6)) fail(`${s.name}'s sheet has ${count} forms`);
  }
  return sheets;
}

/**
 * The two example particular strengths: name and description (the first
 * line), special effects, form and NPC form, the option significance 1
 * bought (and a consequential one's forms), its die.
 */
export function parseExampleStrengths(lines) {
  const body = section(lines, "Example particular strengths").filter((l) => l.trim() !== "");
  const strengths = [];
  for (let i = 0; i < body.length; i += 5) {
    const [first, effects, used, significance, die] = body.slice(i, i + 5).map((l) => l.trim());
    if (!die?.startsWith("Its die is a d")) fail(`a strength's block near "${first}" is not five lines`);
    const at = first.indexOf(", ");
    const name = at < 0 ? first : first.slice(0, at);
    const use = /^It has to be used \*\*(.+?)\*\*\. For NPCs, it's good (?:for|in) \*\*(.+?)\*\*\.$/.exec(used);
    if (!use) fail(`"${used}" names no form and NPC form`);
    const sig = /^Significance 1: it's \*\*(.+?)\*\*\.(.*)$/.exec(significance);
    if (!sig) fail(`"${significance}" names no option`);
    const option = {
      "far-reaching": "farReaching",
      consequential: "consequential",
      potent: "potent",
      broad: "broad",
      unique: "unique",
    }[sig[1]];
    if (!option) fail(`unknown option "${sig[1]}"`);
    const threat = /It threatens \*\*(.+?)\*\*; for NPCs it threatens \*\*(.+?)\*\*\./.exec(sig[2]);
    strengths.push({
      name: name.charAt(0).toUpperCase() + name.slice(1),
      lines: { first, effects, used, significance },
      form: FORM_WORDS[use[1]] ?? fail(`unknown form "${use[1]}"`),
      npcForm: NPC_FORM_WORDS[use[2]] ?? fail(`unknown NPC form "${use[2]}"`),
      option,
      consequentialForm: threat ? (FORM_WORDS[threat[1]] ?? fail(`unknown form "${threat[1]}"`)) : "",
      consequentialNpcForm: threat ? (NPC_FORM_WORDS[threat[2]] ?? fail(`unknown NPC form "${threat[2]}"`)) : "",
      die: Number(die.slice("Its die is a d".length, -1)),
    });
  }
  return strengths;
}

/**
 * The example characters' best interests, in the order they were named:
 * "<name>, <description>, a player's character|an NPC: it's in <their> best
 * interests to …, and to …". The players' asides in parentheses are left out.
 */
export function parseBestInterests(lines) {
  const body = section(lines, "Example best interests").filter((l) => l.trim() !== "");
  return body.map((raw) => {
    const line = raw.trim();
    const m = /^(.+?), (.+), (a player's character|an NPC): it's in (?:his|her|its) best interests (.+)$/.exec(line);
    if (!m) fail(`"${line.slice(0, 60)}…" is not a character's best interests`);
    let rest = m[4];
    const aside = rest.indexOf(". (");
    if (aside >= 0) rest = rest.slice(0, aside);
    rest = rest.replace(/\.$/, "");
    const interests = rest
      .split(/\. It's also in (?:his|her|its) best interests |, and (?=to )/)
      .map((s) => s.trim())
      .filter((s) => s !== "");
    return { name: m[1], description: m[2], kind: m[3] === "an NPC" ? "npc" : "character", interests };
  });
}
