// Generates packs/four-colors-omegas: the example Omegas of Four Colors al
// Fresco's "Rolling the Planets" chapter (its combined-roll examples), with
// exactly the Planets the book gives them.
//
// The book names no Descriptors (Powers, Weaknesses, Quirks, Traits) for
// them, so their Descriptors are left empty rather than invented; a GM adds
// them (the Omegas stay in creation mode so each Trait's Planet can be set).
// The Cardinal's concept quotes the book's one sentence about him; the book
// says nothing more of Renaissance Man.
//
// Run: node tools/generate/four-colors-omegas.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";

/** Compendium pack folder under packs/. */
export const PACK = "four-colors-omegas";

/** Core Foundry icon (the system ships no character art). */
const IMG = "icons/svg/mystery-man.svg";

/** Default die colour per Force: its symbol's colour (same as src/games/four-colors/data/common.ts). */
export const DIE_COLOURS = {
  known: "#f4f1ea",
  passion: "#2457a6",
  dynamic: "#b3261e",
  static: "#2e7d32",
  lost: "#1b1b1b",
};

const SOURCE =
  '<p><em>Example Omega from</em> Four Colors al Fresco <em>("Rolling the Planets", combined rolls; October Open ' +
  "Game License). The book gives only the Planets: add the Descriptors your table agrees on.</em></p>";

/** The examples: Planets by Force (null = Wed, Ω), as the book gives them. */
export const OMEGAS = [
  {
    slug: "the-cardinal",
    name: "The Cardinal",
    planets: { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 },
    concept:
      "<p>The Cardinal is played as an upstanding former clergyman, who has chosen to use his power to uphold " +
      "justice and the Word of God.</p>",
  },
  {
    slug: "renaissance-man",
    name: "Renaissance Man",
    planets: { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 },
    concept: "",
  },
];

/**
 * Build the pack.
 * @returns {Promise<Record<string, object>>} pack-relative path → document
 */
export async function generate() {
  const files = {};
  for (const omega of OMEGAS) {
    const id = stableId(`${PACK}/${omega.slug}`);
    files[`${PACK}/${omega.slug}.json`] = {
      _id: id,
      _key: `!actors!${id}`,
      name: omega.name,
      type: "fourColorsOmega",
      img: IMG,
      system: {
        title: "",
        shtick: "",
        concept: omega.concept,
        notes: SOURCE,
        creation: true,
        planets: { ...omega.planets },
        dieColours: { ...DIE_COLOURS },
      },
      items: [],
      effects: [],
      folder: null,
      flags: {},
      prototypeToken: { name: omega.name, actorLink: true },
      ownership: { default: 0 },
    };
  }
  return withStats(files);
}

if (isMain(import.meta.url)) {
  const packs = await writePackFiles(await generate());
  console.info(`Wrote ${packs.join(", ")}`);
}
