// Generates packs/wicked-age-names: the six name lists of In a Wicked Age
// (plain, significant and grand names, male and female) as RollTables of
// twenty, read left column first as the book prints them.
//
// Run: node tools/generate/wicked-age-names.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { escapeHtml, parseNameLists, readSeedLines, SOURCE_CREDIT } from "./wicked-age-seed.mjs";

export const PACK = "wicked-age-names";

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const lists = parseNameLists(await readSeedLines());
  const files = {};
  lists.forEach((list, n) => {
    const key = `${PACK}/${list.slug}`;
    const tableId = stableId(key);
    files[`${key}.json`] = {
      _id: tableId,
      _key: `!tables!${tableId}`,
      name: list.title,
      img: "icons/svg/d20-grey.svg",
      description: `<p>${escapeHtml(SOURCE_CREDIT)}. Names for characters in this wicked age.</p>`,
      results: list.names.map((name, i) => {
        const resultId = stableId(`${key}/${i + 1}`);
        return {
          _id: resultId,
          _key: `!tables.results!${tableId}.${resultId}`,
          type: "text",
          name,
          description: "",
          img: "icons/svg/d20-black.svg",
          weight: 1,
          range: [i + 1, i + 1],
          drawn: false,
          flags: {},
        };
      }),
      formula: "1d20",
      replacement: true,
      displayRoll: true,
      folder: null,
      sort: (n + 1) * 100000,
      ownership: { default: 0 },
      flags: {},
    };
  });
  return withStats(files);
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
