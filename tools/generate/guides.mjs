// The "How to play with Story Engines" guide: one journal compendium per
// game (packs/<game>-guide), each holding one entry whose pages say, in the
// project's own words, what each sheet, card and tool does and the order of
// play, with pictures from the gallery (assets/guide/, made by
// tools/gallery/guide-images.mjs). A pack per game, because the world's game
// choice hides packs by their name's `<game>-` prefix (src/core/guide.ts).
// The pages are written by hand in tools/generate/guide/<game>.mjs; no book
// text is copied into them.
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { pageWriter } from "./guide/html.mjs";
import * as fourColors from "./guide/four-colors.mjs";
import * as venus from "./guide/venus.mjs";
import * as wickedAge from "./guide/wicked-age.mjs";
import * as personae from "./guide/personae.mjs";
import * as capes from "./guide/capes.mjs";

/** The games' guides, in the order the games are listed. */
export const GUIDES = [fourColors, venus, wickedAge, personae, capes];

/** The guide pack's name (as src/core/guide.ts `guidePackName`). */
export const guidePackName = (gameId) => `${gameId}-guide`;

/** The guide entry's id (as src/core/guide.ts `guideEntryId`): "four-colors" → "fourColorsGuide0". */
export function guideEntryId(gameId) {
  const camel = gameId.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  return `${camel}Guide`.padEnd(16, "0");
}

/** Each game's pages with the control names and pictures they use. */
export function guideContents() {
  return GUIDES.map((guide) => {
    const writer = pageWriter();
    const pages = guide.pages(writer);
    return { game: guide.GAME, name: guide.NAME, pages, labels: writer.labels, images: writer.images };
  });
}

function page(entryId, pack, key, name, html, sort) {
  const _id = stableId(`${pack}/${key}`);
  return {
    _id,
    _key: `!journal.pages!${entryId}.${_id}`,
    name,
    type: "text",
    title: { show: true, level: 1 },
    text: { format: 1, content: html },
    sort,
    ownership: { default: -1 },
    flags: {},
    category: null,
  };
}

export async function generate() {
  const files = {};
  for (const guide of guideContents()) {
    const pack = guidePackName(guide.game);
    const _id = guideEntryId(guide.game);
    const credit =
      "<p><em>Written by the Story Engines contributors in their own words (MIT licence). It explains the system, not the game: read the book to learn the game itself.</em></p>";
    const pages = guide.pages.map((p, i) =>
      page(_id, pack, p.key, p.name, i === 0 ? p.html + credit : p.html, (i + 1) * 100000),
    );
    files[`${pack}/how-to-play.json`] = {
      _id,
      _key: `!journal!${_id}`,
      name: `How to Play with Story Engines: ${guide.name}`,
      pages,
      categories: [],
      folder: null,
      sort: 100000,
      ownership: { default: 0 },
      flags: { "story-engines": { guide: guide.game } },
    };
  }
  return withStats(files);
}

if (isMain(import.meta.url)) {
  const packs = await writePackFiles(await generate());
  console.info(`guides.mjs: wrote ${packs.join(", ")}`);
}
