// Four Colors al Fresco compendium content: the committed pack sources are
// exactly what the generators build from the seed, and their shapes are the
// ones the Foundry CLI needs (_id + _key on every document and embedded one).
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPackFiles, PACKS_DIR, SOURCES_DIR, toJsonText } from "../../tools/lib/pack-writer.mjs";
import { generate as generateNames } from "../../tools/generate/four-colors-names.mjs";
import { generate as generateRules } from "../../tools/generate/four-colors-rules.mjs";
import { generate as generateStorypath } from "../../tools/generate/four-colors-storypath.mjs";

const ID = /^[A-Za-z0-9]{16}$/;

interface TableResult {
  _id: string;
  _key: string;
  type: string;
  name: string;
  description: string;
  weight: number;
  range: [number, number];
  drawn: boolean;
}
interface RollTable {
  _id: string;
  _key: string;
  name: string;
  description: string;
  formula: string;
  replacement: boolean;
  displayRoll: boolean;
  folder: null;
  results: TableResult[];
}
interface JournalPage {
  _id: string;
  _key: string;
  name: string;
  type: string;
  title: { show: boolean; level: number };
  text: { format: number; content: string };
}
interface Journal {
  _id: string;
  _key: string;
  name: string;
  pages: JournalPage[];
}
interface Card {
  _id: string;
  _key: string;
  name: string;
  type: string;
  suit: string;
  value: number;
  drawn: boolean;
  back: { name: string };
  faces: { name: string; text: string; img: string }[];
}
interface Deck {
  _id: string;
  _key: string;
  name: string;
  type: string;
  cards: Card[];
}

/** The committed source files of a pack, as the exact text on disk. */
async function committedText(pack: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of await listPackFiles(pack)) out[rel] = readFileSync(join(PACKS_DIR, rel), "utf8");
  return out;
}

/** Generated documents, as the text writePackFiles would write. */
function generatedText(files: Record<string, object>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of Object.keys(files).sort()) out[rel] = toJsonText(files[rel] as object);
  return out;
}

const seedLines = readFileSync(join(SOURCES_DIR, "four-colors-al-fresco.txt"), "utf8").replace(/\r\n?/g, "\n").split("\n");

/** Trimmed, non-empty seed lines from the line equal to `from` up to (not including) the line equal to `to`. */
function seedSection(from: string, to: string): string[] {
  const a = seedLines.indexOf(from);
  const b = seedLines.indexOf(to, a + 1);
  expect(a).toBeGreaterThanOrEqual(0);
  expect(b).toBeGreaterThan(a);
  return seedLines
    .slice(a, b)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

/** The text of each block element (p, h2, h3, li) of an HTML page, unescaped. */
function blockTexts(html: string): string[] {
  return [...html.matchAll(/<(p|h2|h3|li)>(.*?)<\/\1>/g)].map((m) =>
    (m[2] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

describe("four-colors-names (Appendix III RollTables)", async () => {
  const files = await generateNames();
  const tables = Object.fromEntries(
    Object.entries(files).map(([rel, doc]) => [
      rel.replace(/^four-colors-names\/|\.json$/g, ""),
      doc as unknown as RollTable,
    ]),
  );

  it("the committed sources are exactly what the generator builds from the seed", async () => {
    expect(generatedText(files)).toEqual(await committedText("four-colors-names"));
  });

  // Counted independently in the shell: for each heading, the lines between the
  // blank line after it and the next blank line (awk), e.g. Italian Female is
  // seed lines 287–563.
  const EXPECTED_COUNTS: Record<string, number> = {
    "italian-female": 277,
    "italian-male": 651,
    "italian-surnames": 199,
    "byzantine-female": 13,
    "byzantine-male": 30,
    "byzantine-feminine-monastic": 4,
    "byzantine-masculine-monastic": 13,
    "byzantine-surnames": 97,
    "greek-female": 81,
    "greek-male": 170,
    "moorish-female": 26,
    "moorish-male": 48,
    "arabic-female": 300,
    "arabic-male": 414,
    "jewish-female": 21,
    "jewish-male": 62,
    "spanish-female": 51,
    "spanish-male": 70,
    "spanish-surnames": 212,
    persian: 56,
  };

  it("has one table per list of Appendix III, with the counted number of results", () => {
    expect(Object.keys(tables).sort()).toEqual(Object.keys(EXPECTED_COUNTS).sort());
    for (const [slug, count] of Object.entries(EXPECTED_COUNTS)) {
      expect(tables[slug]?.results.length, slug).toBe(count);
    }
  });

  it("rolls 1dN over contiguous single-number ranges 1..N", () => {
    for (const [slug, table] of Object.entries(tables)) {
      const n = table.results.length;
      expect(table.formula, slug).toBe(`1d${n}`);
      expect(table.replacement).toBe(true);
      expect(table.displayRoll).toBe(true);
      expect(table.folder).toBeNull();
      expect(table.description).toBe("Names from Four Colors al Fresco, Appendix III (October Open Game License)");
      table.results.forEach((r, i) => {
        expect(r.range, `${slug} #${i + 1}`).toEqual([i + 1, i + 1]);
        expect(r.type).toBe("text");
        expect(r.weight).toBe(1);
        expect(r.drawn).toBe(false);
        expect(r.name.length).toBeGreaterThan(0);
        expect(r.name).not.toMatch(/[/,]|[.]$/);
      });
    }
  });

  it("draws the first spelling of a line and lists the others as variants", () => {
    const male = tables["italian-male"]!.results;
    expect(male[0]).toMatchObject({ name: "Abram", description: "Variants: Abramo" }); // "Abram/ Abramo"
    expect(male.find((r) => r.name === "Aluysio")?.description).toBe("Variants: Luysio, Loysio, Aloysius");
    expect(male.find((r) => r.name === "Agostino")?.description).toBe("");
    // "Ahmad/Ahmed" (no space), "Tuloni, Tulon" (comma), "Cantara." (stray full stop)
    expect(tables["arabic-male"]!.results.find((r) => r.name === "Ahmad")?.description).toBe("Variants: Ahmed");
    expect(tables["italian-surnames"]!.results.find((r) => r.name === "Tuloni")?.description).toBe("Variants: Tulon");
    expect(tables["arabic-female"]!.results.some((r) => r.name === "Cantara")).toBe(true);
    // Hyphens and spaces belong to the name.
    expect(tables["persian"]!.results.some((r) => r.name === "Nidintu-Bel")).toBe(true);
    expect(tables["jewish-male"]!.results.some((r) => r.name === "Shem Tov")).toBe(true);
    expect(tables["italian-female"]!.results[0]?.name).toBe("Agabitta");
    expect(tables["persian"]!.results.at(-1)?.name).toBe("Xshayârshan");
  });

  it("gives every document a unique 16-character id and a well-formed _key", () => {
    const ids = new Set<string>();
    for (const table of Object.values(tables)) {
      expect(table._id).toMatch(ID);
      expect(table._key).toBe(`!tables!${table._id}`);
      ids.add(table._id);
      for (const r of table.results) {
        expect(r._id).toMatch(ID);
        expect(r._key).toBe(`!tables.results!${table._id}.${r._id}`);
        ids.add(r._id);
      }
    }
    const total = Object.values(tables).reduce((n, t) => n + 1 + t.results.length, 0);
    expect(ids.size).toBe(total);
  });
});

describe("four-colors-rules (the rulebook journal)", async () => {
  const files = await generateRules();
  const journal = files["four-colors-rules/rules.json"] as unknown as Journal;
  const page = (name: string) => {
    const found = journal.pages.find((p) => p.name === name);
    expect(found, name).toBeDefined();
    return found!.text.content;
  };

  it("the committed sources are exactly what the generator builds from the seed", async () => {
    expect(generatedText(files)).toEqual(await committedText("four-colors-rules"));
  });

  it("is one journal entry of text pages with well-formed ids and keys", () => {
    expect(Object.keys(files)).toEqual(["four-colors-rules/rules.json"]);
    expect(journal.name).toBe("Four Colors al Fresco — Rules");
    expect(journal._id).toMatch(ID);
    expect(journal._key).toBe(`!journal!${journal._id}`);
    const ids = new Set([journal._id]);
    for (const p of journal.pages) {
      expect(p._id).toMatch(ID);
      expect(p._key).toBe(`!journal.pages!${journal._id}.${p._id}`);
      expect(p.type).toBe("text");
      expect(p.text.format).toBe(1);
      expect(p.text.content.length).toBeGreaterThan(0);
      ids.add(p._id);
    }
    expect(ids.size).toBe(journal.pages.length + 1);
  });

  it("opens with the credits, the copyright notice and the licence notice", () => {
    const first = journal.pages[0]!.text.content;
    expect(first).toContain("woodelf &amp; Epidiah Ravachol, designers");
    expect(first).toContain("Special Thanks to");
    expect(first).toContain("Copyright © Anno Domini 2001 by woodelf &amp; Epidiah Ravachol.");
    expect(first).toContain(
      "with the Invariant Sections being “Appendix V: Designers’ Notes” and “Colophon”, with the Front-Cover Texts being “Four Colors al Fresco: A Roleplaying Game of Pulp-Style Superheroes in an Alternate Renaissance”, and with no Back-Cover Texts.",
    );
    expect(first).toContain("A copy of the license is included in the section entitled “October Open Game License”.");
  });

  it("contains the October Open Game License, unaltered", () => {
    const html = page("Appendix VI: October Open Game License");
    expect(html).toContain(
      "Everyone is permitted to copy and distribute verbatim copies of this document, but changing it is not allowed.",
    );
    expect(html).toContain("This License is a kind of “copyleft”");
    expect(blockTexts(html)).toEqual(seedSection("October Open Game License", "List of Sidebars"));
  });

  it("keeps the Invariant Section “Designers’ Notes” unaltered", () => {
    expect(blockTexts(page("Appendix V: Designers’ Notes"))).toEqual(
      seedSection("Designers’ Notes", "October Open Game License"),
    );
  });

  it("keeps the book whole, repairing only the plain text's extraction damage", () => {
    expect(page("Rolling the Planets")).toContain(
      "The Cardinal (Mercury d8, Venus Ω, Mars d6, Jupiter d6, Saturn d20)",
    );
    expect(page("Character Creation")).toContain("It is important that these characters be able to work together");
    expect(page("Storyguiding")).toContain("someone with a relevant Descriptor should always best");
    expect(page("Appendix III: Names")).toContain("<li>Abram/ Abramo</li>");
    expect(page("Appendix I: Glossary")).toContain("<strong>Ω (Omega)</strong>");
    expect(page("History")).toContain("Colophon");
  });
});

describe("four-colors-storypath (blank Storypath Cards)", async () => {
  const files = await generateStorypath();
  const deck = files["four-colors-storypath/storypath-cards.json"] as unknown as Deck;

  it("the committed sources are exactly what the generator builds", async () => {
    expect(generatedText(files)).toEqual(await committedText("four-colors-storypath"));
  });

  it("is one deck of blank, wild cards", () => {
    expect(deck.type).toBe("deck");
    expect(deck.name).toBe("Storypath Cards");
    expect(deck.cards.length).toBe(60);
    deck.cards.forEach((card, i) => {
      expect(card.type).toBe("base");
      expect(card.name).toBe(`Blank Storypath Card ${i + 1}`);
      expect(card.suit).toBe("storypath");
      expect(card.value).toBe(i + 1);
      expect(card.drawn).toBe(false);
      expect(card.back.name).toBe("Storypath");
      expect(card.faces).toHaveLength(1);
      expect(card.faces[0]!.text).toMatch(/wild/);
      expect(card.faces[0]!.text).toMatch(/new Trait/);
    });
  });

  it("gives the deck and every card a unique id and a well-formed _key", () => {
    expect(deck._id).toMatch(ID);
    expect(deck._key).toBe(`!cards!${deck._id}`);
    const ids = new Set([deck._id]);
    for (const card of deck.cards) {
      expect(card._id).toMatch(ID);
      expect(card._key).toBe(`!cards.cards!${deck._id}.${card._id}`);
      ids.add(card._id);
    }
    expect(ids.size).toBe(deck.cards.length + 1);
  });
});
