import { afterAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkPackSources, parseJsonText } from "../../tools/checks/packs.mjs";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { validateSystem, type ModelSpec } from "../../src/schema";

/*
 * Every document type our packs use, proven by a fixture with exactly one
 * fault each: tests/fixtures/pack-checks/packs holds a small valid pack of
 * each type (journal, table, cards, actors with items and a folder, items);
 * each test copies it, breaks one thing and reads the message.
 */

const root = process.cwd();
const FIXTURE = join(root, "tests", "fixtures", "pack-checks", "packs");
const scratch = mkdtempSync(join(tmpdir(), "pack-checks-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const hero: ModelSpec = {
  documentName: "Actor",
  type: "hero",
  localizationPrefix: "X.Hero",
  fields: {
    score: { kind: "number", initial: 0, integer: true, min: 0, max: 10 },
    rival: { kind: "uuid", documentName: "Actor" },
    notes: { kind: "html" },
  },
};
const gadget: ModelSpec = {
  documentName: "Item",
  type: "gadget",
  localizationPrefix: "X.Gadget",
  fields: {
    level: { kind: "number", initial: 0, integer: true, min: 0, max: 10 },
    owner: { kind: "uuid", documentName: "Actor" },
  },
};
const fixtureSpecFor = (documentName: string, type: string) =>
  [hero, gadget].find((m) => m.documentName === documentName && m.type === type);
const fixturePacks = [
  { name: "demo-actors", type: "Actor", path: "packs/demo-actors" },
  { name: "demo-items", type: "Item", path: "packs/demo-items" },
  { name: "demo-tables", type: "RollTable", path: "packs/demo-tables" },
  { name: "demo-journal", type: "JournalEntry", path: "packs/demo-journal" },
  { name: "demo-cards", type: "Cards", path: "packs/demo-cards" },
];

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let copies = 0;
/** Copy the valid fixture, change one file (a function edits the parsed JSON; a string replaces the text), check. */
function problemsWith(file: string, change: ((doc: Doc) => void) | string): string[] {
  const dir = join(scratch, `case-${++copies}`, "packs");
  cpSync(FIXTURE, dir, { recursive: true });
  const path = join(dir, file);
  if (typeof change === "string") writeFileSync(path, change);
  else {
    const doc = JSON.parse(readFileSync(path, "utf8")) as Doc;
    change(doc);
    writeFileSync(path, JSON.stringify(doc, null, 2));
  }
  return checkPackSources(dir, fixturePacks, fixtureSpecFor, validateSystem);
}

describe("the pack fixture", () => {
  it("is valid as it stands: one document of each type, a folder, embedded items, links, _stats", () => {
    expect(checkPackSources(FIXTURE, fixturePacks, fixtureSpecFor, validateSystem)).toEqual([]);
  });
});

describe("files that are not documents give a message, not a crash", () => {
  it("a JSON syntax error gives the line and column", () => {
    const text = '{\n  "_id": "GadgetAAAAAAAAAA",\n  "name": "Gadget"\n  "type": "gadget"\n}\n';
    const [problem] = problemsWith("demo-items/gadget.json", text);
    expect(problem).toMatch(/^packs\/demo-items\/gadget\.json: not valid JSON at line 4, column 3: /);
  });

  it("a file holding null", () => {
    expect(problemsWith("demo-journal/guide.json", "null\n")).toEqual([
      "packs/demo-journal/guide.json: holds null, not a document (an object with _id, _key and name)",
    ]);
  });

  it('a "_key" that is a number', () => {
    expect(problemsWith("demo-items/gadget.json", (d) => (d._key = 5))).toEqual([
      'packs/demo-items/gadget.json: _key 5 should be "!items!GadgetAAAAAAAAAA"',
    ]);
  });

  it("items: [null]", () => {
    expect(problemsWith("demo-actors/hero.json", (d) => (d.items = [null]))).toEqual([
      "packs/demo-actors/hero.json: items[0]: must be an object (an item), not null",
    ]);
  });

  it("finds where an error sits in longer text", () => {
    const error = (text: string) => (parseJsonText(text) as { error?: string }).error;
    expect(error('{"a": 1,}')).toBe("not valid JSON at line 1, column 9: Expected double-quoted property name");
    // Node gives no position for this one: the check finds it.
    expect(error("[1,\n2,\n]")).toBe("not valid JSON at line 3, column 1: Unexpected token ']'");
    expect(error('{"a": "x\ny"}')).toMatch(/^not valid JSON at line 1, column 9: /);
    expect(error("")).toBe("not valid JSON at line 1, column 1: Unexpected end of JSON input");
    expect(parseJsonText('{"a": [1, null]}')).toEqual({ ok: true, value: { a: [1, null] } });
  });
});

describe("journal entries and pages", () => {
  const guide = "demo-journal/guide.json";
  const at = "packs/demo-journal/guide.json";

  it("a page of an unknown type", () => {
    expect(problemsWith(guide, (d) => (d.pages[0].type = "pdfx"))).toEqual([
      `${at}: pages[0].type: "pdfx" is not one of "text", "image", "pdf", "video"`,
    ]);
  });

  it("a page without a name, or with an empty one", () => {
    expect(problemsWith(guide, (d) => delete d.pages[1].name)).toEqual([
      `${at}: pages[1].name: missing (every journal page needs a name)`,
    ]);
    expect(problemsWith(guide, (d) => (d.pages[1].name = " "))).toEqual([
      `${at}: pages[1].name: is empty (every journal page needs a name)`,
    ]);
  });

  it("a heading level out of 1–6, a title.show that is not true/false, an unknown text format", () => {
    expect(problemsWith(guide, (d) => (d.pages[0].title.level = 7))).toEqual([
      `${at}: pages[0].title.level: must be a whole number from 1 to 6, not 7`,
    ]);
    expect(problemsWith(guide, (d) => (d.pages[0].title.show = "yes"))).toEqual([
      `${at}: pages[0].title.show: must be true or false, not "yes"`,
    ]);
    expect(problemsWith(guide, (d) => (d.pages[0].text.format = 3))).toEqual([
      `${at}: pages[0].text.format: 3 is not one of 1, 2`,
    ]);
  });

  it("an image page without src, a text page without text", () => {
    expect(problemsWith(guide, (d) => (d.pages[1].src = null))).toEqual([
      `${at}: pages[1].src: missing: a page of type image needs src, the path or address of its file`,
    ]);
    expect(problemsWith(guide, (d) => delete d.pages[0].text)).toEqual([
      `${at}: pages[0].text.content: missing: a text page needs its text`,
    ]);
  });

  it("a fractional sort, a malformed ownership, a category that is not there", () => {
    expect(problemsWith(guide, (d) => (d.pages[0].sort = 1.5))).toEqual([
      `${at}: pages[0].sort: must be a whole number, not 1.5`,
    ]);
    expect(problemsWith(guide, (d) => (d.pages[0].ownership = { default: 5 }))).toEqual([
      `${at}: pages[0].ownership.default: must be an ownership level from -1 to 3 (-1 inherit, 0 none, 1 limited, 2 observer, 3 owner), not 5`,
    ]);
    expect(problemsWith(guide, (d) => (d.ownership = { default: -1, someone: 2 }))).toEqual([
      `${at}: ownership.default: must be an ownership level from 0 to 3 (-1 inherit, 0 none, 1 limited, 2 observer, 3 owner), not -1`,
      `${at}: ownership.someone: "someone" is neither "default" nor a user id`,
    ]);
    expect(problemsWith(guide, (d) => (d.pages[0].category = "NoSuchCategoryAA"))).toEqual([
      `${at}: pages[0].category: no category with _id NoSuchCategoryAA in this journal entry`,
    ]);
  });

  it("a journal entry without a name, pages that are not a list, a field Foundry does not know", () => {
    expect(problemsWith(guide, (d) => delete d.name)).toEqual([
      `${at}: name: missing (every journal entry needs a name)`,
    ]);
    expect(problemsWith(guide, (d) => (d.pages = {}))).toEqual([
      `${at}: pages: must be a list of JournalEntryPage documents, not {}`,
    ]);
    expect(problemsWith(guide, (d) => (d.pages[0].content = "<p>Hi</p>"))).toEqual([
      `${at}: pages[0].content: is not a field of a journal page (Foundry would drop it)`,
    ]);
  });

  it("a video page's settings, a category without a name", () => {
    const video = (d: Doc) => {
      d.pages[1].type = "video";
      d.pages[1].video = { controls: true, loop: false, autoplay: false, volume: 2, timestamp: null };
      delete d.pages[1].image;
    };
    expect(problemsWith(guide, video)).toEqual([`${at}: pages[1].video.volume: must be a number from 0 to 1, not 2`]);
    expect(problemsWith(guide, (d) => (d.categories[0].name = ""))).toEqual([
      `${at}: categories[0].name: is empty (every journal category needs a name)`,
    ]);
  });

  it("an embedded page with a wrong _key, or a duplicate _id", () => {
    expect(problemsWith(guide, (d) => (d.pages[1]._key = "!journal.pages!PageImageAAAAAAA"))).toEqual([
      `${at}: pages[1]._key: "!journal.pages!PageImageAAAAAAA" should be "!journal.pages!GuideAAAAAAAAAAA.PageImageAAAAAAA"`,
    ]);
    const twice = problemsWith(guide, (d) => {
      d.pages[1]._id = "PageTextAAAAAAAA";
      d.pages[1]._key = "!journal.pages!GuideAAAAAAAAAAA.PageTextAAAAAAAA";
    });
    expect(twice).toEqual([`${at}: pages[1]._id: PageTextAAAAAAAA is already used by pages[0]`]);
  });
});

describe("roll tables and their results", () => {
  const table = "demo-tables/table.json";
  const at = "packs/demo-tables/table.json";

  it("a range whose low end is above its high end", () => {
    const problems = problemsWith(table, (d) => (d.results[1].range = [4, 3]));
    expect(problems).toContain(`${at}: results[1].range: 4 to 3 is not a range (the low end is above the high end)`);
  });

  it("overlapping ranges", () => {
    expect(problemsWith(table, (d) => (d.results[1].range = [2, 4]))).toEqual([
      `${at}: results[1].range: 2 to 4 overlaps results[0].range (1 to 2)`,
    ]);
  });

  it("a range outside what the formula rolls", () => {
    expect(problemsWith(table, (d) => (d.results[2].range = [5, 9]))).toEqual([
      `${at}: results[2].range: 5 to 9 is outside what 1d6 rolls (1 to 6)`,
    ]);
  });

  it("a gap: a total the formula can roll that draws nothing", () => {
    expect(problemsWith(table, (d) => (d.results[1].range = [4, 4]))).toEqual([
      `${at}: results: nothing is drawn on a roll of 3: the ranges must cover every total 1d6 can roll (1 to 6)`,
    ]);
  });

  it("gaps the formula cannot roll are fine (a D66 table skips 17 to 20)", () => {
    expect(
      problemsWith(table, (d) => {
        d.formula = "1d2*10+1d2";
        d.results[0].range = [11, 12];
        d.results[1].range = [21, 21];
        d.results[2].range = [22, 22];
      }),
    ).toEqual([]);
  });

  it("a range that is not two whole numbers", () => {
    const problems = problemsWith(table, (d) => (d.results[0].range = [1.5, 2]));
    expect(problems).toContain(`${at}: results[0].range: must be two whole numbers [low, high], not [1.5,2]`);
  });

  it("a formula with a dice modifier, or one Foundry cannot parse", () => {
    expect(problemsWith(table, (d) => (d.formula = "1d6x"))).toEqual([
      `${at}: formula: "1d6x" is not a dice formula Foundry can roll: "1d6x" is not a plain die: dice modifiers and special dice are not allowed in a table formula`,
    ]);
    expect(problemsWith(table, (d) => (d.formula = "(1d6"))).toEqual([
      `${at}: formula: "(1d6" is not a dice formula Foundry can roll: the parenthesis at character 1 is never closed`,
    ]);
    expect(problemsWith(table, (d) => delete d.formula)).toEqual([`${at}: formula: missing (a roll table needs it)`]);
  });

  it("a weight that is not a positive whole number", () => {
    expect(problemsWith(table, (d) => (d.results[0].weight = 0))).toEqual([
      `${at}: results[0].weight: must be a whole number above 0, not 0`,
    ]);
  });

  it("a result of an unknown type", () => {
    expect(problemsWith(table, (d) => (d.results[0].type = "pdf"))).toEqual([
      `${at}: results[0].type: "pdf" is not one of "text", "document"`,
    ]);
  });

  it("a document result whose uuid points at nothing", () => {
    expect(
      problemsWith(
        table,
        (d) => (d.results[2].documentUuid = "Compendium.story-engines.demo-items.Item.MissingAAAAAAAAA"),
      ),
    ).toEqual([
      `${at}: results[2].documentUuid: "Compendium.story-engines.demo-items.Item.MissingAAAAAAAAA" is dangling: packs/demo-items has no Item with _id MissingAAAAAAAAA`,
    ]);
    expect(
      problemsWith(
        table,
        (d) => (d.results[2].documentUuid = "Compendium.story-engines.no-pack.Item.GadgetAAAAAAAAAA"),
      ),
    ).toEqual([
      `${at}: results[2].documentUuid: "Compendium.story-engines.no-pack.Item.GadgetAAAAAAAAAA" names no pack "no-pack" of this system`,
    ]);
    expect(problemsWith(table, (d) => (d.results[2].documentUuid = "Item.GadgetAAAAAAAAAA"))[0]).toMatch(
      /results\[2\]\.documentUuid: "Item\.GadgetAAAAAAAAAA" links a world document/,
    );
    expect(
      problemsWith(table, (d) => (d.results[2].documentUuid = "Compendium.dnd5e.items.Item.GadgetAAAAAAAAAA"))[0],
    ).toMatch(/results\[2\]\.documentUuid: "Compendium\.dnd5e\.items\.Item\.GadgetAAAAAAAAAA" links another package/);
    expect(
      problemsWith(
        table,
        (d) => (d.results[2].documentUuid = "Compendium.story-engines.demo-items.Actor.GadgetAAAAAAAAAA"),
      )[0],
    ).toMatch(/names an Actor, but pack demo-items holds Item documents/);
    expect(problemsWith(table, (d) => delete d.results[2].documentUuid)).toEqual([
      `${at}: results[2].documentUuid: missing: a document result needs the link to the document it draws`,
    ]);
  });

  it("a text result with nothing to show", () => {
    expect(problemsWith(table, (d) => (d.results[0].name = ""))).toEqual([
      `${at}: results[0]: a text result needs a name or a description to show when drawn`,
    ]);
  });

  it("a text result that links a document, a draw setting that is not true/false", () => {
    expect(
      problemsWith(
        table,
        (d) => (d.results[0].documentUuid = "Compendium.story-engines.demo-items.Item.GadgetAAAAAAAAAA"),
      ),
    ).toEqual([
      `${at}: results[0].documentUuid: a text result links no document: remove it or make the type "document"`,
    ]);
    expect(problemsWith(table, (d) => (d.replacement = "yes"))).toEqual([
      `${at}: replacement: must be true or false, not "yes"`,
    ]);
  });

  it("a misspelt table field", () => {
    expect(problemsWith(table, (d) => (d.fromula = "1d6"))).toEqual([
      `${at}: fromula: is not a field of a roll table (Foundry would drop it)`,
    ]);
  });
});

describe("card stacks and cards", () => {
  const deck = "demo-cards/deck.json";
  const at = "packs/demo-cards/deck.json";

  it("a card of an unknown type, a stack of an unknown type", () => {
    expect(problemsWith(deck, (d) => (d.cards[0].type = "bogus"))).toEqual([
      `${at}: cards[0].type: "bogus" is not one of "base"`,
    ]);
    expect(problemsWith(deck, (d) => (d.type = "stack"))).toEqual([
      `${at}: type: "stack" is not one of "deck", "hand", "pile"`,
    ]);
  });

  it("a card value that is not a number", () => {
    expect(problemsWith(deck, (d) => (d.cards[1].value = "x"))).toEqual([
      `${at}: cards[1].value: must be a number or null, not "x"`,
    ]);
    expect(problemsWith(deck, (d) => (d.cards[1].value = null))).toEqual([]);
  });

  it("a face without an image, faces that are not a list, a face index past the last face", () => {
    expect(problemsWith(deck, (d) => delete d.cards[0].faces[0].img)).toEqual([
      `${at}: cards[0].faces[0].img: missing (a card face needs it)`,
    ]);
    expect(problemsWith(deck, (d) => (d.cards[0].faces = "none"))).toEqual([
      `${at}: cards[0].faces: must be a list, not "none"`,
    ]);
    expect(problemsWith(deck, (d) => (d.cards[0].face = 1))).toEqual([
      `${at}: cards[0].face: shows face 1, but the card has 1 face(s) (numbered from 0; null shows the back)`,
    ]);
  });

  it("a suit that is not text, a back that is not an object, a size that is not a positive whole number", () => {
    expect(problemsWith(deck, (d) => (d.cards[0].suit = 4))).toEqual([`${at}: cards[0].suit: must be text, not 4`]);
    expect(problemsWith(deck, (d) => (d.cards[0].back = "red"))).toEqual([
      `${at}: cards[0].back: must be an object (a card back), not "red"`,
    ]);
    expect(problemsWith(deck, (d) => (d.width = 0))).toEqual([`${at}: width: must be a whole number above 0, not 0`]);
  });
});

describe("actors, their items, folders and _stats", () => {
  const heroFile = "demo-actors/hero.json";
  const at = "packs/demo-actors/hero.json";

  it("an embedded item's system data, with the field named in words", () => {
    expect(problemsWith(heroFile, (d) => (d.items[0].system.level = 12))).toEqual([
      `${at}: items[0].system.level must be at most 10 (got 12).`,
    ]);
    expect(problemsWith(heroFile, (d) => (d.items[0].system.level = "high"))).toEqual([
      `${at}: items[0].system.level must be a number.`,
    ]);
  });

  it("an embedded item's _key and sub-type", () => {
    expect(problemsWith(heroFile, (d) => (d.items[0]._key = "!items!HeroItemAAAAAAAA"))).toEqual([
      `${at}: items[0]._key: "!items!HeroItemAAAAAAAA" should be "!actors.items!HeroAAAAAAAAAAAA.HeroItemAAAAAAAA"`,
    ]);
    expect(problemsWith(heroFile, (d) => (d.items[0].type = "widget"))).toEqual([
      `${at}: items[0]: Item type "widget" is not a registered sub-type`,
    ]);
  });

  it('a "constructor" key in system data (inherited names are not fields)', () => {
    expect(problemsWith(heroFile, (d) => (d.system.constructor = 1))).toEqual([
      `${at}: system.constructor is not a field of this document.`,
    ]);
  });

  it("a link field holding a link to the wrong document type", () => {
    const itemUuid = "Compendium.story-engines.demo-items.Item.GadgetAAAAAAAAAA";
    expect(problemsWith(heroFile, (d) => (d.system.rival = itemUuid))).toEqual([
      `${at}: system.rival must link to a document of type Actor (got ${itemUuid}).`,
    ]);
  });

  it("a link field pointing at nothing in our packs", () => {
    expect(
      problemsWith(heroFile, (d) => (d.system.rival = "Compendium.story-engines.demo-actors.Actor.GoneAAAAAAAAAAAA")),
    ).toEqual([
      `${at}: system.rival: "Compendium.story-engines.demo-actors.Actor.GoneAAAAAAAAAAAA" is dangling: packs/demo-actors has no Actor with _id GoneAAAAAAAAAAAA`,
    ]);
  });

  it("an effect without a name, a prototype token that is not an object", () => {
    const effect = {
      _id: "EffectAAAAAAAAAA",
      _key: "!actors.items.effects!HeroAAAAAAAAAAAA.HeroItemAAAAAAAA.EffectAAAAAAAAAA",
    };
    expect(problemsWith(heroFile, (d) => (d.items[0].effects = [effect]))).toEqual([
      `${at}: items[0].effects[0].name: missing (every active effect needs a name)`,
    ]);
    expect(problemsWith(heroFile, (d) => (d.items[0].effects = [{ ...effect, _key: "!actors.effects!x" }]))).toContain(
      `${at}: items[0].effects[0]._key: "!actors.effects!x" should be "${effect._key}"`,
    );
    expect(problemsWith(heroFile, (d) => (d.prototypeToken = null))).toEqual([
      `${at}: prototypeToken: must be an object (the prototype token), not null`,
    ]);
  });

  it("system data that is not an object", () => {
    expect(problemsWith(heroFile, (d) => (d.system = "strong"))).toEqual([
      `${at}: system: must be an object, not "strong"`,
    ]);
  });

  it("a document in a folder the pack does not have; a folder of the wrong type", () => {
    expect(problemsWith(heroFile, (d) => (d.folder = "NoFolderAAAAAAAA"))).toEqual([
      `${at}: folder: no folder with _id NoFolderAAAAAAAA in packs/demo-actors`,
    ]);
    expect(problemsWith("demo-actors/folder.json", (d) => (d.type = "Item"))).toEqual([
      'packs/demo-actors/folder.json: type: must be "Actor" (the type of pack demo-actors), not "Item"',
    ]);
    expect(problemsWith("demo-actors/folder.json", (d) => (d.folder = "FolderAAAAAAAAAA"))).toEqual([
      "packs/demo-actors/folder.json: folder: a folder cannot be its own parent",
    ]);
    expect(problemsWith("demo-actors/folder.json", (d) => (d.color = "blue"))).toEqual([
      'packs/demo-actors/folder.json: color: must be a colour such as "#2457a6", not "blue"',
    ]);
  });

  it("_stats of another system, an unknown _stats key, _stats on an embedded document", () => {
    expect(problemsWith(heroFile, (d) => (d._stats.systemId = "dnd5e"))).toEqual([
      `${at}: _stats.systemId: must be "story-engines" (the system these packs belong to), not "dnd5e"`,
    ]);
    expect(problemsWith(heroFile, (d) => (d._stats.author = "me"))).toEqual([
      `${at}: _stats.author: is not a field of a _stats object (Foundry would drop it)`,
    ]);
    expect(problemsWith(heroFile, (d) => (d.items[0]._stats.systemVersion = 1))).toEqual([
      `${at}: items[0]._stats.systemVersion: must be text, not 1`,
    ]);
  });
});

describe("the real packs", () => {
  const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
  const specFor = (documentName: string, type: string) =>
    GAME_DEFINITIONS.flatMap((g) => g.models).find((m) => m.documentName === documentName && m.type === type);
  const copy = join(scratch, "real", "packs");
  cpSync(join(root, "packs"), copy, { recursive: true });
  const edit = (file: string, change: (doc: Doc) => void) => {
    const path = join(copy, file);
    const original = readFileSync(path, "utf8");
    const doc = JSON.parse(original) as Doc;
    change(doc);
    writeFileSync(path, JSON.stringify(doc));
    try {
      return checkPackSources(copy, manifest.packs, specFor, validateSystem);
    } finally {
      writeFileSync(path, original);
    }
  };

  it("pass every check", () => {
    expect(checkPackSources(join(root, "packs"), manifest.packs, specFor, validateSystem)).toEqual([]);
  });

  it("refuse an Omega whose Title link holds an Item uuid", () => {
    const job = "Compendium.story-engines.venus-jobs.Item.NDbUEj9zcoXHYZ3M";
    expect(edit("four-colors-omegas/the-cardinal.json", (d) => (d.system.title = job))).toEqual([
      `packs/four-colors-omegas/the-cardinal.json: system.title must link to a document of type Actor (got ${job}).`,
    ]);
  });

  it("refuse a D66 result with a dangling job link, and a D66 table with a hole", () => {
    const problems = edit("venus-tables/d66-jobs.json", (d) => {
      d.results[0].documentUuid = "Compendium.story-engines.venus-jobs.Item.AAAAAAAAAAAAAAAA";
      d.results.splice(1, 1);
    });
    expect(problems).toEqual([
      'packs/venus-tables/d66-jobs.json: results[0].documentUuid: "Compendium.story-engines.venus-jobs.Item.AAAAAAAAAAAAAAAA" is dangling: packs/venus-jobs has no Item with _id AAAAAAAAAAAAAAAA',
      "packs/venus-tables/d66-jobs.json: results: nothing is drawn on a roll of 12: the ranges must cover every total 1d6*10+1d6 can roll (11 to 66)",
    ]);
  });
});
