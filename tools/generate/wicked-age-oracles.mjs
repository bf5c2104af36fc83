// Generates packs/wicked-age-oracles: the four oracles of In a Wicked Age as
// RollTables of 52 entries, one per card of a standard deck (suit × rank).
// Each result's range is the card's place (Diamonds Ace to King = 1–13,
// Hearts 14–26, Clubs 27–39, Spades 40–52, as src/rules/wicked/oracle.ts
// places them) and its flags name the card, so the Deal the oracle dialog
// reads the entry of a dealt card; rolling 1d52 draws a card's entry too.
// The entries are the book's text as printed (typos kept, see the rulings).
//
// Run: node tools/generate/wicked-age-oracles.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import {
  escapeHtml,
  parseOracles,
  RANK_NAMES,
  RANK_TOKENS,
  readSeedLines,
  SOURCE_CREDIT,
  SUIT_NAMES,
  SUIT_SYMBOLS,
  SUITS,
} from "./wicked-age-seed.mjs";

export const PACK = "wicked-age-oracles";
const TABLE_IMG = "icons/svg/card-hand.svg";
const RESULT_IMG = "icons/svg/card-joker.svg";

/** A card's place in an oracle, 1–52. */
export function cardIndex(suit, rank) {
  return SUITS.indexOf(suit) * 13 + rank;
}

export function cardLabel(suit, rank) {
  return `${RANK_TOKENS[rank - 1]}${SUIT_SYMBOLS[suit]}`;
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const oracles = parseOracles(await readSeedLines());
  const files = {};
  oracles.forEach((oracle, n) => {
    const key = `${PACK}/${oracle.slug}`;
    const tableId = stableId(key);
    const results = [...oracle.entries]
      .sort((a, b) => cardIndex(a.suit, a.rank) - cardIndex(b.suit, b.rank))
      .map((entry) => {
        const index = cardIndex(entry.suit, entry.rank);
        const resultId = stableId(`${key}/${index}`);
        return {
          _id: resultId,
          _key: `!tables.results!${tableId}.${resultId}`,
          type: "text",
          name: entry.text,
          description: `${RANK_NAMES[entry.rank - 1]} of ${SUIT_NAMES[entry.suit]} (${cardLabel(entry.suit, entry.rank)})`,
          img: RESULT_IMG,
          weight: 1,
          range: [index, index],
          drawn: false,
          flags: { "story-engines": { card: cardLabel(entry.suit, entry.rank), suit: entry.suit, rank: entry.rank } },
        };
      });
    files[`${key}.json`] = {
      _id: tableId,
      _key: `!tables!${tableId}`,
      name: `Oracle: ${oracle.heading.charAt(0).toUpperCase()}${oracle.heading.slice(1)}`,
      img: TABLE_IMG,
      description: `<p>${escapeHtml(SOURCE_CREDIT)}. One entry per card of a standard deck: deal a card (or roll 1d52) and read its entry. Suits in the book's order: Diamonds 1–13, Hearts 14–26, Clubs 27–39, Spades 40–52, Ace to King.</p>`,
      results,
      formula: "1d52",
      replacement: true,
      displayRoll: true,
      folder: null,
      sort: (n + 1) * 100000,
      ownership: { default: 0 },
      flags: { "story-engines": { oracle: oracle.id } },
    };
  });
  return withStats(files);
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
