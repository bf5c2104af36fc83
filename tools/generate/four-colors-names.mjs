// Generates packs/four-colors-names: one RollTable per list of the seed's
// Appendix III (Names), one text result per line of the list.
//
// A line may hold several spellings of one name ("Abram/ Abramo"); a draw
// must give one usable name, so the result's `name` is the first spelling and
// its `description` lists the others ("Variants: Abramo").
//
// Run: node tools/generate/four-colors-names.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { escapeHtml, parseNameLists, readSeedLines } from "./four-colors-seed.mjs";

/** Compendium pack folder under packs/. */
export const PACK = "four-colors-names";

/** Credit placed in every table's description. */
export const TABLE_DESCRIPTION = "Names from Four Colors al Fresco, Appendix III (October Open Game License)";

/** Core Foundry icons (present in every Foundry install). */
const TABLE_IMG = "icons/svg/d20-grey.svg";
const RESULT_IMG = "icons/svg/d20-black.svg";

/**
 * The `description` of a result: the spellings after the first, or "".
 * @param {string[]} spellings
 * @returns {string}
 */
export function variantsDescription(spellings) {
  const rest = spellings.slice(1);
  return rest.length === 0 ? "" : `Variants: ${escapeHtml(rest.join(", "))}`;
}

/**
 * Build every RollTable source document of the pack.
 * @returns {Promise<Record<string, object>>} pack-relative path → document
 */
export async function generate() {
  const lists = parseNameLists(await readSeedLines());
  /** @type {Record<string, object>} */
  const files = {};
  for (const [n, list] of lists.entries()) {
    const tableKey = `${PACK}/${list.slug}`;
    const tableId = stableId(tableKey);
    const results = list.entries.map((entry, i) => {
      const index = i + 1;
      const resultId = stableId(`${tableKey}/${index}`);
      return {
        _id: resultId,
        _key: `!tables.results!${tableId}.${resultId}`,
        type: "text",
        name: /** @type {string} */ (entry.spellings[0]),
        description: variantsDescription(entry.spellings),
        img: RESULT_IMG,
        weight: 1,
        range: [index, index],
        drawn: false,
        flags: {},
      };
    });
    files[`${PACK}/${list.slug}.json`] = {
      _id: tableId,
      _key: `!tables!${tableId}`,
      name: list.title,
      img: TABLE_IMG,
      description: TABLE_DESCRIPTION,
      results,
      formula: `1d${results.length}`,
      replacement: true,
      displayRoll: true,
      folder: null,
      sort: (n + 1) * 100000,
      ownership: { default: 0 },
      flags: {},
    };
  }
  return withStats(files);
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
