// Venus Engine pack sources: the committed files are what the generators
// produce from the seed, and the content matches the seed where it matters.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listPackFiles, PACKS_DIR } from "../../tools/lib/pack-writer.mjs";
import { generate as generateJobs } from "../../tools/generate/venus-jobs.mjs";
import { generate as generateRules } from "../../tools/generate/venus-rules.mjs";
import { castFromSeed, generate as generateKing } from "../../tools/generate/venus-king-is-dead.mjs";

interface JobSystem {
  ability: string;
  secondAbility: string;
  level: number;
  exp: number;
  labels: string[];
  description: string;
  specialties: string[];
  notes: string;
  d66: number;
  d66Start: boolean;
  boost: { attribute: string; levels: number };
}
interface Doc {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  img?: string;
  system?: JobSystem;
  results?: TableResult[];
  pages?: Page[];
  formula?: string;
}
interface TableResult {
  _id: string;
  _key: string;
  type: string;
  name: string;
  img: string;
  documentUuid: string;
  range: [number, number];
  weight: number;
  drawn: boolean;
}
interface Page {
  _id: string;
  _key: string;
  name: string;
  type: string;
  text: { format: number; content: string };
}

const ID = /^[A-Za-z0-9]{16}$/;
const generators = { jobs: generateJobs, rules: generateRules, king: generateKing };

const readCommitted = (rel: string): unknown => JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8"));
const docs = async (gen: () => Promise<Record<string, object>>): Promise<Record<string, Doc>> =>
  (await gen()) as Record<string, Doc>;

describe("Venus generators reproduce the committed pack sources", () => {
  for (const [name, gen] of Object.entries(generators)) {
    it(name, async () => {
      const files = await gen();
      const packs = [...new Set(Object.keys(files).map((p) => p.split("/")[0] ?? ""))];
      const committed = (await Promise.all(packs.map((p) => listPackFiles(p)))).flat().sort();
      expect(Object.keys(files).sort()).toEqual(committed);
      for (const [rel, doc] of Object.entries(files)) expect(readCommitted(rel), rel).toEqual(doc);
    });
  }
});

describe("Venus jobs and the D66 table", async () => {
  const files = await docs(generateJobs);
  const jobs = Object.entries(files)
    .filter(([rel]) => rel.startsWith("venus-jobs/"))
    .map(([, d]) => d);
  const table = files["venus-tables/d66-jobs.json"];
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const job = (name: string): JobSystem => {
    const system = byName.get(name)?.system;
    if (!system) throw new Error(`no job ${name}`);
    return system;
  };

  it("has exactly 36 jobs, one for each D66 number", () => {
    expect(jobs).toHaveLength(36);
    const expected = [1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => t * 10 + u));
    expect(jobs.map((j) => j.system?.d66).sort((a = 0, b = 0) => a - b)).toEqual(expected);
  });

  it("gives every job the fixed system shape", () => {
    for (const j of jobs) {
      expect(j.type).toBe("venusJob");
      expect(Object.keys(j.system ?? {}).sort()).toEqual(
        [
          "ability",
          "boost",
          "d66",
          "d66Start",
          "description",
          "exp",
          "labels",
          "level",
          "notes",
          "secondAbility",
          "specialties",
        ].sort(),
      );
      // "add the new job to your sheet at 'level 0'": a compendium job is a job being learned, unboosted;
      // it takes the character's minimum job level when dropped on one (tests/games/venus/sheets).
      expect([j.system?.level, j.system?.exp, j.system?.d66Start, j.system?.boost]).toEqual([
        0,
        0,
        false,
        { attribute: "", levels: 0 },
      ]);
      expect(["app", "res", "wit", "end", "fin", "swi"]).toContain(j.system?.ability);
      expect(j.system?.description).toMatch(/^<p>.+<\/p>$/);
      expect(j.system?.specialties.length).toBeGreaterThan(0);
    }
  });

  it("matches the seed for Acrobat, Commander and Alchemist", () => {
    expect(job("Acrobat")).toMatchObject({ ability: "fin", secondAbility: "", d66: 54 });
    expect(job("Acrobat").specialties[0]).toBe("Athletics");
    expect(job("Acrobat").description).toContain("Jumping and twisting in mid-air to flip");

    // Entry heading says App; the table puts it in the Res column, row 1.
    expect(job("Commander")).toMatchObject({ ability: "app", d66: 21 });
    expect(job("Commander").specialties[0]).toBe("Composure");
    expect(job("Commander").description).toContain("Directing subordinates via shouts or signals");

    // Entry heading says Res; the table puts it in the Wit column, row 1.
    expect(job("Alchemist")).toMatchObject({ ability: "res", d66: 31 });
    expect(job("Alchemist").specialties).toContain("[school of magic]");
    expect(job("Alchemist").notes).toContain("Alternatives: Depending on your character");
    expect(job("Engineer")).toMatchObject({ ability: "res", d66: 33 });
  });

  it("links every table result to its job", () => {
    expect(table?.formula).toBe("1d6*10+1d6");
    const results = table?.results ?? [];
    expect(results).toHaveLength(36);
    for (const r of results) {
      const target = byName.get(r.name);
      expect(target, r.name).toBeDefined();
      expect(r.type).toBe("document");
      expect(r.documentUuid).toBe(`Compendium.story-engines.venus-jobs.Item.${target?._id}`);
      expect(r.range).toEqual([target?.system?.d66, target?.system?.d66]);
      expect(r.img).toBe(target?.img);
      expect(r).not.toHaveProperty("text");
      expect(r).not.toHaveProperty("documentId");
    }
  });
});

describe("Venus document keys and ids", async () => {
  const all = {
    ...(await docs(generateJobs)),
    ...(await docs(generateRules)),
    ...(await docs(generateKing)),
  };

  it("gives every document and embedded document a well-formed _id and _key", () => {
    const ids: string[] = [];
    for (const [rel, doc] of Object.entries(all)) {
      expect(doc._id, rel).toMatch(ID);
      ids.push(doc._id);
      const collection = rel.startsWith("venus-jobs/") ? "items" : rel.startsWith("venus-tables/") ? "tables" : "journal";
      expect(doc._key).toBe(`!${collection}!${doc._id}`);
      for (const r of doc.results ?? []) {
        expect(r._id).toMatch(ID);
        expect(r._key).toBe(`!tables.results!${doc._id}.${r._id}`);
        ids.push(r._id);
      }
      for (const p of doc.pages ?? []) {
        expect(p._id).toMatch(ID);
        expect(p._key).toBe(`!journal.pages!${doc._id}.${p._id}`);
        expect(p.type).toBe("text");
        expect(p.text.format).toBe(1);
        ids.push(p._id);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("Venus journals", async () => {
  const rules = (await docs(generateRules))["venus-rules/venus-engine-rules.json"];
  const king = (await docs(generateKing))["venus-adventures/the-king-is-dead.json"];
  const secrets = (await docs(generateKing))["venus-secrets/the-king-is-dead-secrets.json"];
  const page = (doc: Doc | undefined, name: string): string =>
    doc?.pages?.find((p) => p.name === name)?.text.content ?? "";

  it("opens the rules with the CC BY 4.0 credit", () => {
    const first = rules?.pages?.[0]?.text.content ?? "";
    expect(first).toContain("CC BY 4.0");
    expect(first).toContain("https://creativecommons.org/licenses/by/4.0/");
    expect(page(rules, "D66 Jobs")).toContain("<h2>Commander (App)</h2>");
  });

  it("states the King's Ritual as a Ritualist task with threshold 4", () => {
    const ritual = page(secrets, "The King's Ritual");
    expect(ritual).toContain("Ritualist task, threshold 4");
    expect(ritual).toContain("Therefore it requires 4 successes to appease Lheiadh, the moon god.");
  });

  it("names the five royals, Arian and Dormadh", async () => {
    const royals = page(king, "Pregenerated Royals");
    for (const name of ["Gwyn", "Reidh", "Oren", "Melyn", "Dhyr"]) expect(royals).toContain(`<strong>${name}</strong>`);
    expect(page(king, "Arian")).toContain("Tall and lithe");
    expect(page(king, "Dormadh")).toContain("touch of iron");

    const cast = await castFromSeed();
    expect(cast.map((c) => c.name)).toEqual(["Gwyn", "Reidh", "Oren", "Melyn", "Dhyr", "Arian", "Dormadh"]);
    expect(cast[0]).toMatchObject({ role: "first-born", trait: "Austere", order: 1 });
    expect(cast[2]).toMatchObject({ role: "twin of Reidh", trait: "Jealous" });
  });
});
