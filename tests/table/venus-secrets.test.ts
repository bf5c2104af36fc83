/**
 * The King is Dead keeps its secrets at a table that enforces Foundry's
 * permissions (tests/harness/permissions.ts), set up from what ships (issue
 * #27 §4): every pack of system.json is on the table with its per-role
 * ownership and the documents of its committed sources (setUpFromPacks), and
 * the GM (the FC) imports the adventure's player-facing journal and shows it
 * to everyone in Configure Ownership, as she does before the first session.
 * Each user opens the compendia as their role allows: a player or a trusted
 * player cannot read "The Whole Truth" (nor any GM-only page) from any pack;
 * the GM and an assistant can; the player-facing adventure stays readable,
 * in the pack and as the world's copy.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { setUpFromPacks, type WorldDocuments } from "../harness/play-setup";
import { packSources, shippedPacks, SYSTEM_PACKAGE } from "../harness/shipped-packs";
import type { TableDocument } from "../harness/table-documents";

interface Source {
  _id: string;
  name: string;
  flags?: Record<string, { gmOnly?: boolean }>;
  pages?: { name: string; flags?: Record<string, { gmOnly?: boolean }> }[];
}

let play: Play;
let world: WorldDocuments;
/** Every shipped document's committed source, by id (read when the file loads: the checks below are built from it). */
const sources = new Map<string, Source>(
  shippedPacks().flatMap((entry) => (packSources(entry.name) as unknown as Source[]).map((doc) => [doc._id, doc])),
);

beforeAll(async () => {
  installPlayTable();
  play = startPlay([
    { id: "gm", name: "The FC", role: "GAMEMASTER" },
    { id: "ast", name: "Assistant", role: "ASSISTANT" },
    { id: "ann", name: "Ann", role: "PLAYER" },
    { id: "tom", name: "Tom", role: "TRUSTED" },
  ]);
  world = await setUpFromPacks(play, {
    gm: "gm",
    import: [{ pack: "venus-adventures", names: ["The King is Dead"] }],
    ownership: { "The King is Dead": { default: "OBSERVER" } },
  });
});
afterAll(() => uninstallPlayTable());

/** Every page (or document) name a user can read from the compendia, as their compendium windows list them. */
function readable(userId: string): string[] {
  const user = play.table.mustUser(userId);
  return [...play.table.packs.values()].flatMap((pack) =>
    pack.openableBy(user).flatMap((doc) => {
      const source = sources.get(doc.id);
      return [doc.name, ...(source?.pages ?? []).map((p) => p.name)];
    }),
  );
}

const gmOnlyNames = (): string[] =>
  [...sources.values()].flatMap((doc) => [
    ...(doc.flags?.["story-engines"]?.gmOnly ? [doc.name] : []),
    ...(doc.pages ?? []).filter((p) => p.flags?.["story-engines"]?.gmOnly).map((p) => p.name),
  ]);

describe("The King is Dead's secrets at a table", () => {
  it("a player and a trusted player cannot read The Whole Truth, or any GM-only page, from any compendium", () => {
    expect(gmOnlyNames()).toEqual(expect.arrayContaining(["The Whole Truth", "The King's Ritual"]));
    for (const who of ["ann", "tom"]) {
      const theirs = readable(who);
      expect(theirs).not.toContain("The Whole Truth");
      for (const secret of gmOnlyNames()) expect(theirs, `${who} reads ${secret}`).not.toContain(secret);
      // The adventure's player-facing journal is theirs to read.
      expect(theirs).toEqual(expect.arrayContaining(["The King is Dead", "The Hook", "Pregenerated Royals"]));
    }
  });

  it("the FC and an assistant read them", () => {
    for (const who of ["gm", "ast"]) expect(readable(who)).toEqual(expect.arrayContaining(gmOnlyNames()));
  });

  it("inside a compendium the pack decides: the secret journal refuses a player, the world's shared copy of the adventure opens", () => {
    const secrets = play.table.packs.get(`${SYSTEM_PACKAGE}.venus-secrets`);
    const journal = secrets?.documents[0] as TableDocument | undefined;
    expect(journal?.name).toBe("The King is Dead — The Facilitator's Pages");
    expect(journal?.testUserPermission(play.table.mustUser("ann"), "LIMITED")).toBe(false);
    expect(journal?.testUserPermission(play.table.mustUser("tom"), "LIMITED")).toBe(false);
    expect(journal?.testUserPermission(play.table.mustUser("gm"), "OBSERVER")).toBe(true);
    // The adventure the FC imported and showed to everyone: Ann's journal directory lists it at OBSERVER.
    const shared = world.journal("The King is Dead");
    expect(shared.testUserPermission(play.table.mustUser("ann"), "OBSERVER")).toBe(true);
    expect(shared.testUserPermission(play.table.mustUser("ann"), "OWNER")).toBe(false);
  });
});

/** A document's text as a player reads it: every string in its source, tags stripped, spaces and quotes plain. */
function textOf(value: unknown): string {
  if (typeof value === "string") return plain(value.replace(/<[^>]*>/g, " "));
  if (Array.isArray(value)) return value.map(textOf).join(" ");
  if (value && typeof value === "object") return Object.values(value).map(textOf).join(" ");
  return "";
}
function plain(text: string): string {
  return text
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
/** The sentences and clauses (cut at a colon or semicolon) of a text long enough to be a quotation (30 characters or more). */
function sentences(text: string): string[] {
  return plain(text)
    .split(/(?<=[.!?:;])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 30);
}

/** A text's words, lower-case, apostrophes kept ("dhyr's"). */
function words(text: string): string[] {
  return (
    plain(text)
      .toLowerCase()
      .match(/[a-z0-9']+/g) ?? []
  );
}
/** Every run of `n` words of a text, joined by a space. */
function ngrams(text: string, n: number): Set<string> {
  const w = words(text);
  return new Set(w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(" ")));
}

describe("no secret in a player's pack (#29 §4)", () => {
  const book = readFileSync(join(process.cwd(), "tools/generate/sources/venus-engine.txt"), "utf8");
  const marker = "Spoilers: Do not read beyond here";
  const spoilers = book.slice(book.indexOf(marker) + marker.length);
  // The secret text: every GM-only document whole, and the GM-only pages of the others (the secrets journal's
  // opening page, its licence note and table of contents, is not secret: the adventure journal shares it).
  const secretTexts = [...sources.values()].flatMap((doc) =>
    doc.flags?.["story-engines"]?.gmOnly
      ? [textOf(doc)]
      : (doc.pages ?? []).filter((p) => p.flags?.["story-engines"]?.gmOnly).map(textOf),
  );
  const secretSentences = [
    ...new Set([...secretTexts.flatMap((t) => sentences(t)), ...sentences(spoilers.replace(/\n/g, " "))]),
  ];

  // A short copied name too: a run of three words of the spoiler part holding a word the book's open part never
  // uses ("phobia of moonlight": "moonlight") is distinctive of the spoilers.
  const openWords = new Set(words(book.slice(0, book.indexOf(marker))));
  const spoilerPhrases = [...ngrams(spoilers, 3)].filter((g) =>
    g.split(" ").some((w) => w.length >= 4 && !openWords.has(w)),
  );

  it("the book's spoiler part and the secrets pack give sentences to look for", () => {
    expect(book.indexOf(marker)).toBeGreaterThan(0);
    expect(secretSentences.length).toBeGreaterThan(20);
    // Each GM-only page of the secrets pack (Arian as a PC, The Whole Truth, The King's Ritual) gives some.
    expect(secretTexts).toHaveLength(3);
    for (const text of secretTexts) expect(sentences(text).length).toBeGreaterThan(0);
  });

  it("no sentence of them stands in any document a player can open (Dhyr's Limit and the adventure journal included)", () => {
    const user = play.table.mustUser("ann");
    const open = [...play.table.packs.values()].flatMap((pack) => pack.openableBy(user));
    const texts = open.map((doc) => ({ name: doc.name, text: textOf(sources.get(doc.id)) }));
    expect(texts.map((t) => t.name)).toEqual(expect.arrayContaining(["Dhyr", "The King is Dead"]));
    const leaks = texts.flatMap((t) => secretSentences.filter((s) => t.text.includes(s)).map((s) => `${t.name}: ${s}`));
    expect(leaks).toEqual([]);
    // The short phrases in the Venus packs (another game's rules may well say "the direction of").
    const venusTexts = [...play.table.packs.entries()]
      .filter(([id]) => id.includes(".venus-"))
      .flatMap(([, pack]) => pack.openableBy(user))
      .map((doc) => ({ name: doc.name, text: textOf(sources.get(doc.id)) }));
    expect(venusTexts.map((t) => t.name)).toEqual(expect.arrayContaining(["Dhyr", "The King is Dead"]));
    const phrases = venusTexts.flatMap((t) => {
      const own = ngrams(t.text, 3);
      return spoilerPhrases.filter((g) => own.has(g)).map((g) => `${t.name}: ${g}`);
    });
    expect(phrases).toEqual([]);
  });

  it('the check catches a short copied name: Dhyr\'s old Limit, "Phobia of moonlight"', () => {
    expect(spoilerPhrases).toContain("phobia of moonlight");
    expect(spoilerPhrases.filter((g) => ngrams("Phobia of moonlight", 3).has(g))).toEqual(["phobia of moonlight"]);
  });

  it("the check catches a copied sentence: the King's Ritual's words in Dhyr's old Limit", () => {
    const old =
      "The King's Ritual: the Ritualist task \u201chas 3 relative difficulty penalties from: starting a new Job, " +
      "the auspices of the occasion, and Dhyr's phobia of moonlight.\u201d";
    expect(secretSentences.some((s) => textOf(old).includes(s))).toBe(true);
  });
});
