/**
 * The King is Dead keeps its secrets at a table that enforces Foundry's
 * permissions (tests/harness/permissions.ts): every pack of system.json is
 * loaded with its per-role ownership and the documents of its sources, and
 * each user opens the compendium as their role allows. A player or a trusted
 * player cannot read "The Whole Truth" (nor any GM-only page) from any pack;
 * the GM and an assistant can; the player-facing adventure stays readable.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../harness/async-table";
import { TableDocument } from "../harness/table-documents";
import type { PermissionName, RoleName } from "../harness/permissions";
import { listPackFiles, PACKS_DIR } from "../../tools/lib/pack-writer.mjs";

interface Source {
  _id: string;
  name: string;
  flags?: Record<string, { gmOnly?: boolean }>;
  pages?: { name: string; flags?: Record<string, { gmOnly?: boolean }> }[];
}
const manifest = JSON.parse(readFileSync(join(process.cwd(), "system.json"), "utf8")) as {
  packs: { name: string; type: string; ownership: Partial<Record<RoleName, PermissionName>> }[];
};

let table: AsyncTable;
const sources = new Map<string, Source>();

beforeAll(async () => {
  installAsyncTable();
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "The FC", role: "GAMEMASTER" },
      { id: "ast", name: "Assistant", role: "ASSISTANT" },
      { id: "ann", name: "Ann", role: "PLAYER" },
      { id: "tom", name: "Tom", role: "TRUSTED" },
    ]),
  );
  for (const entry of manifest.packs) {
    const pack = table.addPack(`story-engines.${entry.name}`, entry.ownership);
    for (const rel of await listPackFiles(entry.name)) {
      const doc = JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as Source;
      sources.set(doc._id, doc);
      // A journal's own ownership (and its pages') is left as the source has it: inside a pack it does not count.
      pack.add(new TableDocument(entry.type, doc._id, { name: doc.name, flags: doc.flags ?? {} }, { default: 3 }));
    }
  }
});
afterAll(() => uninstallAsyncTable());

/** Every page (or document) name a user can read from the compendia. */
function readable(userId: string): string[] {
  const user = table.mustUser(userId);
  return [...table.packs.values()].flatMap((pack) =>
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

  it("a secret journal's own ownership would not have hidden it: the pack decides", () => {
    const secrets = table.packs.get("story-engines.venus-secrets");
    const journal = secrets?.documents[0] as TableDocument | undefined;
    // The document here says OWNER for everyone (default 3); the pack still refuses a player.
    expect(journal?.testUserPermission(table.mustUser("ann"), "LIMITED")).toBe(false);
    expect(journal?.testUserPermission(table.mustUser("gm"), "OBSERVER")).toBe(true);
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
  const secretDocs = [...sources.values()].filter(
    (doc) => doc.flags?.["story-engines"]?.gmOnly || (doc.pages ?? []).some((p) => p.flags?.["story-engines"]?.gmOnly),
  );
  const secretSentences = [
    ...new Set([...secretDocs.flatMap((d) => sentences(textOf(d))), ...sentences(spoilers.replace(/\n/g, " "))]),
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
  });

  it("no sentence of them stands in any document a player can open (Dhyr's Limit and the adventure journal included)", () => {
    const user = table.mustUser("ann");
    const open = [...table.packs.values()].flatMap((pack) => pack.openableBy(user));
    const texts = open.map((doc) => ({ name: doc.name, text: textOf(sources.get(doc.id)) }));
    expect(texts.map((t) => t.name)).toEqual(expect.arrayContaining(["Dhyr", "The King is Dead"]));
    const leaks = texts.flatMap((t) => secretSentences.filter((s) => t.text.includes(s)).map((s) => `${t.name}: ${s}`));
    expect(leaks).toEqual([]);
    // The short phrases in the Venus packs (another game's rules may well say "the direction of").
    const venusTexts = [...table.packs.entries()]
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
