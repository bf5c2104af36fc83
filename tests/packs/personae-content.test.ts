// Personae pack sources: the committed files are what the generators build
// from the SRD in tools/generate/sources/, the journal carries the whole SRD
// with both credits, and the example documents pass their specs and the rules.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listPackFiles, PACKS_DIR, SOURCES_DIR } from "../../tools/lib/pack-writer.mjs";
import { generate as generateRules } from "../../tools/generate/personae-rules.mjs";
import { generate as generateTraits } from "../../tools/generate/personae-traits.mjs";
import { generate as generateIdentities } from "../../tools/generate/personae-identities.mjs";
import { validateSystem } from "../../src/schema";
import { identitySpec, deriveIdentity, type PersonaeIdentitySystem } from "../../src/games/personae/data/identity";
import { enhancementSpec, preternaeSpec, skillSpec, sphereSpec } from "../../src/games/personae/data/items";
import { personae } from "../../src/rules";

interface Doc {
  name: string;
  type?: string;
  system?: Record<string, unknown>;
  items?: Doc[];
  pages?: { name: string; text: { content: string } }[];
}

const SPECS = { personaeSkill: skillSpec, personaeEnhancement: enhancementSpec, personaePreternae: preternaeSpec, personaeSphere: sphereSpec, personaeIdentity: identitySpec };
const readCommitted = (rel: string): unknown => JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8"));
const generators = { rules: generateRules, traits: generateTraits, identities: generateIdentities };

describe("Personae generators reproduce the committed pack sources", () => {
  for (const [name, gen] of Object.entries(generators)) {
    it(name, async () => {
      const files = (await gen()) as Record<string, unknown>;
      const packs = [...new Set(Object.keys(files).map((p) => p.split("/")[0] ?? ""))];
      const committed = (await Promise.all(packs.map((p) => listPackFiles(p)))).flat();
      expect(committed.sort()).toEqual(Object.keys(files).sort());
      for (const [rel, doc] of Object.entries(files)) expect(readCommitted(rel), rel).toEqual(doc);
    });
  }
});

describe("the SRD journal", () => {
  const journal = readCommitted("personae-rules/personae-srd.json") as Doc;
  const html = (journal.pages ?? []).map((p) => p.text.content).join("\n");
  const plain = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

  it("carries every line of the SRD", () => {
    const srd = readFileSync(join(SOURCES_DIR, "personae-srd.txt"), "utf8").split("\n");
    const tables = new Set(["Cost RatingAvailability", "AttributeMaximum # Of", "Shock levelImpact"]);
    const missing = srd
      .map((l) => l.replace(/^\s*(•|\d+\.)\s*/, "").trim())
      .filter((l) => l !== "" && !tables.has(l) && !/^[\d+-]+\D/.test(l) && !/^(Competence|Prowess|Cunning|Resolve|Knowledge|Stature)[A-Za-z(]/.test(l))
      // a subheading is shown without its trailing colon
      .filter((l) => !plain.includes(l.replace(/\s+/g, " ").replace(/:$/, "")) && !(journal.pages ?? []).some((p) => p.name === l.replace(/\u00a0/g, " ")));
    expect(missing.filter((l) => !/^Personae (System Reference Document|SRD)$/.test(l.replace(/\u00a0/g, " ")))).toEqual([]);
  });

  it("rebuilds the flattened tables", () => {
    expect(html).toContain("<th>Cost Rating</th><th>Availability</th>");
    expect(html).toContain("<td>7-9</td><td>Very Rare</td>");
    expect(html).toContain("<td>Prowess</td><td>Prowess pool (PRO × 3)</td>");
    expect(html).toContain("<td>4</td><td>roll four less dice (-4 dice) + negated if not treated by the end of the encounter</td>");
  });

  it("credits the SRD (CC BY 4.0) and The Book of Hanz (CC BY 3.0 Unported); no site footer", () => {
    const credits = journal.pages?.[0];
    expect(credits?.name).toBe("Credits and Licence");
    expect(credits?.text.content).toContain("Creative Commons Attribution 4.0 International");
    expect(credits?.text.content).toContain("Creative Commons Attribution 3.0 Unported");
    expect(credits?.text.content).toContain("Craig Hatler");
    expect(journal.pages?.find((p) => p.name === "Fiction First")?.text.content).toContain("CC BY 3.0");
    expect(html).not.toMatch(/Netlify|Miscellaneous Contact/);
  });
});

describe("the example traits and identities", () => {
  const traits = async () => Object.values((await generateTraits()) as Record<string, Doc>);

  it("every document passes its spec and credits the SRD", async () => {
    const docs = [...(await traits()), ...Object.values((await generateIdentities()) as Record<string, Doc>)];
    for (const doc of docs) {
      const spec = SPECS[doc.type as keyof typeof SPECS];
      expect(validateSystem(spec, doc.system ?? {}), doc.name).toEqual([]);
      for (const item of doc.items ?? []) expect(validateSystem(SPECS[item.type as keyof typeof SPECS], item.system ?? {}), item.name).toEqual([]);
    }
    for (const doc of await traits()) expect(String(doc.system?.description), doc.name).toContain("CC BY 4.0");
  });

  it("the free skills: twelve, two for each attribute, as the rules list them", async () => {
    const skills = (await traits()).filter((d) => d.type === "personaeSkill");
    expect(skills.map((s) => [s.name, s.system?.attribute]).sort()).toEqual(personae.FREE_SKILLS.map((s) => [s.name, s.attribute]).sort());
  });

  it("the SRD's named enhancements and the Fire globe", async () => {
    const names = (await traits()).map((d) => d.name);
    for (const n of ["[Skill] Training", "Expert [Skill]", "[Skill] Focus", "Misdirection", "Brutal [weapon Skill] Strike", "Taunt", "Spread [Preternae]", "Horrific Wound", "Fire globe"])
      expect(names).toContain(n);
    const fire = (await traits()).find((d) => d.name === "Fire globe");
    expect(fire?.system).toMatchObject({ duration: "I", challenge: "attack", hits: 1, targets: 1 });
  });

  it("Dunmore: Prowess 3 and a three-dice skill, a valid character in play; his jump as the SRD rolls it", async () => {
    const dunmore = ((await generateIdentities()) as Record<string, Doc>)["personae-identities/dunmore.json"];
    const system = dunmore?.system as unknown as PersonaeIdentitySystem;
    expect(system.attributes.pro).toBe(3);
    const derived = deriveIdentity(system, (dunmore?.items ?? []).map((i) => ({ type: i.type ?? "", system: i.system ?? {} })));
    expect(derived).toMatchObject({ potential: 1, threshold: 3 });
    expect(derived.priorityProblems).toEqual([]);
    const acrobatics = dunmore?.items?.find((i) => i.name === "Acrobatics");
    expect(acrobatics?.system).toMatchObject({ rating: 3, attribute: "pro" });
    expect(personae.chorusDice(3)).toBe(2);
    expect(personae.challenge({ dice: [1, 5, 6], add: system.attributes.pro }, { dice: [3, 7], add: 2 }, { tiesTo: "actor" })).toEqual({
      winner: "actor",
      decidedAt: 1,
    });
    expect(dunmore?.items?.filter((i) => i.system?.free === true)).toHaveLength(12);
  });
});
