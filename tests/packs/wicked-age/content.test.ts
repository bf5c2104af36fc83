// In a Wicked Age pack sources: the committed files are exactly what the
// generators build from the excerpt in tools/generate/sources/, and they say
// what the book says — the example deal, the aces keyed by suit, the typos
// kept, the name lists, the example characters and strengths as printed.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listPackFiles, PACKS_DIR, toJsonText } from "../../../tools/lib/pack-writer.mjs";
import { generate as generateOracles } from "../../../tools/generate/wicked-age-oracles.mjs";
import { generate as generateNames } from "../../../tools/generate/wicked-age-names.mjs";
import { generate as generateDeck } from "../../../tools/generate/wicked-age-deck.mjs";
import { generate as generateCharacters } from "../../../tools/generate/wicked-age-characters.mjs";
import { wicked } from "../../../src/rules";
import { validateSystem } from "../../../src/schema";
import { characterSpec } from "../../../src/games/wicked-age/data/character";
import { npcSpec } from "../../../src/games/wicked-age/data/npc";
import { deriveStrength, strengthSpec } from "../../../src/games/wicked-age/data/strength";

interface Result {
  name: string;
  range: [number, number];
  flags: { "story-engines"?: { card: string } };
}
interface Table {
  name: string;
  formula: string;
  description: string;
  results: Result[];
}
interface Doc {
  name: string;
  type: string;
  system: Record<string, unknown>;
  items?: Doc[];
  prototypeToken?: { actorLink?: boolean };
}

const read = <T>(rel: string): T => JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as T;

describe("In a Wicked Age generators reproduce the committed pack sources", () => {
  for (const [name, generate] of [
    ["oracles", generateOracles],
    ["names", generateNames],
    ["deck", generateDeck],
    ["characters", generateCharacters],
  ] as const) {
    it(name, async () => {
      const files = (await generate()) as Record<string, object>;
      const packs = [...new Set(Object.keys(files).map((p) => p.split("/")[0] ?? ""))];
      const committed = (await Promise.all(packs.map((p) => listPackFiles(p)))).flat().sort();
      expect(Object.keys(files).sort()).toEqual(committed);
      for (const [rel, doc] of Object.entries(files)) expect(readFileSync(join(PACKS_DIR, rel), "utf8"), rel).toBe(toJsonText(doc));
    });
  }
});

describe("the four oracles", () => {
  const bloodAndSex = read<Table>("wicked-age-oracles/blood-and-sex.json");
  const entry = (table: Table, label: string): string => {
    const { suit, rank } = wicked.parseCardLabel(label);
    return table.results.find((r) => r.range[0] === wicked.cardIndex(suit, rank))?.name ?? "";
  };

  it("are four tables of 52 entries, one per card, credited to the author", async () => {
    const files = await listPackFiles("wicked-age-oracles");
    expect(files).toHaveLength(4);
    for (const file of files) {
      const table = read<Table>(file);
      expect(table.formula).toBe("1d52");
      expect(table.results.map((r) => r.range)).toEqual(Array.from({ length: 52 }, (_, i) => [i + 1, i + 1]));
      expect(table.description).toContain("D. Vincent Baker");
      for (const r of table.results) {
        const card = r.flags["story-engines"]?.card ?? "";
        const { suit, rank } = wicked.parseCardLabel(card);
        expect(wicked.cardIndex(suit, rank), card).toBe(r.range[0]);
      }
    }
  });

  it("the book's example deal: K♦, 10♠, 10♣, 9♥ are the horsemen, the spirit, the marriage, the exorcist", () => {
    expect(["K♦", "10♠", "10♣", "9♥"].map((c) => entry(bloodAndSex, c))).toEqual([
      "A company of desert horsemen, hiding a woman amongst them.",
      "A wandering spirit, visible at will, an inflamer of human passions.",
      "The marriage of a region's most beautiful girl, necessarily virgin and without blemish, to the dead stone effigy of a harvest god.",
      "A wandering exorcist, severe, who accepts no payment for his services but who lusts after carnal congress.",
    ]);
  });

  it("keys the garbled ace lines by the suit they sit under", () => {
    expect(entry(bloodAndSex, "A♦")).toBe("A mysterious star-lit revel on a high bare hilltop, with a single man in attendance.");
    expect(entry(bloodAndSex, "A♣")).toBe("A spirit of the lower air, caught up in joyous human celebration.");
    const vipers = read<Table>("wicked-age-oracles/a-nest-of-vipers.json");
    expect(entry(vipers, "A♠")).toBe("The daughter of an emperor, denied nothing, prey to fleeting whims, craving discipline.");
    for (const file of ["blood-and-sex", "god-kings-of-war", "the-unquiet-past", "a-nest-of-vipers"]) {
      const table = read<Table>(`wicked-age-oracles/${file}.json`);
      for (const r of table.results) expect(r.name, `${file} ${r.range[0]}`).not.toMatch(/^[Æ♠]/);
    }
  });

  it("keeps the printed typos", () => {
    const war = read<Table>("wicked-age-oracles/god-kings-of-war.json");
    expect(war.results.some((r) => r.name.includes("sryer"))).toBe(true);
    expect(war.results.some((r) => r.name.includes("war-captian"))).toBe(true);
    const all = ["blood-and-sex", "god-kings-of-war", "the-unquiet-past", "a-nest-of-vipers"].flatMap(
      (f) => read<Table>(`wicked-age-oracles/${f}.json`).results,
    );
    expect(all.some((r) => r.name.includes("forseen"))).toBe(true);
  });
});

describe("the deck and the names", () => {
  it("is a standard deck of 52 cards, no jokers, each card naming its place", () => {
    const deck = read<{ type: string; cards: { suit: string; value: number; flags: { "story-engines": { card: string } } }[] }>(
      "wicked-age-deck/standard-deck.json",
    );
    expect(deck.type).toBe("deck");
    expect(deck.cards).toHaveLength(52);
    const labels = new Set(deck.cards.map((c) => c.flags["story-engines"].card));
    expect(labels.size).toBe(52);
    for (const c of deck.cards) expect(wicked.parseCardLabel(c.flags["story-engines"].card)).toEqual({ suit: c.suit, rank: c.value });
  });

  it("six lists of twenty names, left column first; GemegishkiriHallat is one name", async () => {
    const files = await listPackFiles("wicked-age-names");
    expect(files).toHaveLength(6);
    for (const file of files) expect(read<Table>(file).results).toHaveLength(20);
    const grand = read<Table>("wicked-age-names/grand-female-names.json").results.map((r) => r.name);
    expect(grand[0]).toBe("Ahassunu");
    expect(grand[9]).toBe("GemegishkiriHallat");
    expect(grand[10]).toBe("Gemekaa");
    const plain = read<Table>("wicked-age-names/plain-male-names.json").results.map((r) => r.name);
    expect([plain[0], plain[1], plain[10]]).toEqual(["Adar", "Aram", "Mirza"]);
  });
});

describe("the example characters and strengths", () => {
  const actor = (slug: string) => read<Doc>(`wicked-age-characters/${slug}.json`);

  it("are the seven characters whose best interests the book prints, valid sheets all", async () => {
    const files = await listPackFiles("wicked-age-characters");
    const docs = files.map((f) => read<Doc>(f));
    expect(docs.map((d) => d.name).sort()).toEqual(["Amek", "Bolu Ta", "Esan", "Fa Il Shar", "Mekha", "Shahu Seen", "Tajie"]);
    for (const d of docs) {
      const spec = d.type === "wickedNpc" ? npcSpec : characterSpec;
      expect(validateSystem(spec, d.system), d.name).toEqual([]);
    }
  });

  it("Amek exactly as printed, with his two best interests", () => {
    const amek = actor("amek");
    expect(amek.type).toBe("wickedCharacter");
    expect(amek.system.description).toBe("the chieftain of the desert horsemen");
    const dice = Object.fromEntries(
      Object.entries(amek.system.forms as Record<string, { die: number }>).map(([f, d]) => [f, d.die]),
    );
    expect(dice).toEqual({ covertly: 8, directly: 10, forMyself: 4, forOthers: 6, withLove: 6, withViolence: 12 });
    expect(amek.system.interests).toEqual([
      "to deliver Tajie safely to her marriage to the harvest god",
      "to seduce and take Mekha as a lover",
    ]);
    expect(amek.items).toEqual([]);
  });

  it("Bolu Ta holds Exorcism; Shahu Seen the power to inflame passions; the priest is Fa Il Shar", () => {
    const bolu = actor("bolu-ta");
    expect(bolu.items?.map((i) => i.name)).toEqual(["Exorcism"]);
    const shahu = actor("shahu-seen");
    expect(shahu.type).toBe("wickedNpc");
    expect(shahu.system.forms).toMatchObject({ action: { high: 12, low: 8 }, maneuvering: { high: 10, low: 6 }, selfProtection: { high: 6, low: 4 } });
    expect(shahu.items?.map((i) => i.name)).toEqual(["The power to inflame passions"]);
    const priest = actor("fa-il-shar");
    expect(priest.system.description).toBe("the high priest of the harvest god");
    expect(priest.system.forms).toMatchObject({ action: { high: 6, low: 4 }, maneuvering: { high: 12, low: 8 } });
  });

  it("Tajie, Mekha and Esan have no printed sheet: they ship with the dice the book's fights give them", () => {
    for (const slug of ["tajie", "mekha", "esan"]) {
      const doc = actor(slug);
      expect(String(doc.system.notes)).toContain("no sheet");
      expect(validateSystem(doc.type === "wickedNpc" ? npcSpec : characterSpec, doc.system), slug).toEqual([]);
      // Linked: losses land on the sheet (the chapter's characters are linked).
      expect(doc.prototypeToken?.actorLink).toBe(true);
    }
    // The first fight: "Let's say that he has directly d8 and for myself d10."
    // The horse camp: Mekha "with love and covertly … a d12 and a d6"; Tajie "for herself and covertly … a d12 and a d8".
    expect(actor("mekha").system.forms).toMatchObject({
      directly: { die: 8, current: 8 },
      forMyself: { die: 10, current: 10 },
      withLove: { die: 12, current: 12 },
      covertly: { die: 6, current: 6 },
    });
    expect(actor("tajie").system.forms).toMatchObject({ forMyself: { die: 12 }, covertly: { die: 8 } });
    // "Esan is maneuvering, so Erin rolls a d10 and a d6."
    expect(actor("esan").system.forms).toMatchObject({ maneuvering: { high: 10, low: 6, highNow: 10, lowNow: 6 } });
    expect(actor("esan").system.interests).toEqual(["to see Tajie married to a man, not to a dead stone"]);
  });

  it("the two example strengths: significance 1, a d8, their forms as printed", () => {
    const exorcism = read<Doc>("wicked-age-strengths/exorcism.json");
    const inflame = read<Doc>("wicked-age-strengths/the-power-to-inflame-passions.json");
    for (const s of [exorcism, inflame]) {
      expect(validateSystem(strengthSpec, s.system), s.name).toEqual([]);
      expect(deriveStrength(s.system)).toMatchObject({ die: 8, significance: 1, warnings: [] });
    }
    expect(exorcism.system).toMatchObject({ form: "forOthers", npcForm: "selfProtection", options: { farReaching: true } });
    expect(inflame.system).toMatchObject({
      form: "covertly",
      npcForm: "action",
      options: { consequential: true },
      consequentialForm: "forOthers",
      consequentialNpcForm: "selfProtection",
    });
    expect(String(exorcism.system.effects)).toContain("<strong>far-reaching</strong>");
  });
});
