// Generates packs/wicked-age-deck: a standard deck of 52 cards (no jokers)
// to deal the oracles from. Each card carries its suit, its rank as value
// (Ace 1 … King 13) and its label (K♦) in flags; the Deal the oracle dialog
// shuffles this deck, reads the top cards and returns them. Images are core
// Foundry icons (the system ships no card art).
//
// Run: node tools/generate/wicked-age-deck.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { RANK_NAMES, SUIT_NAMES, SUITS } from "./wicked-age-seed.mjs";
import { cardIndex, cardLabel } from "./wicked-age-oracles.mjs";

export const PACK = "wicked-age-deck";
export const DECK_NAME = "In a Wicked Age: the Deck";

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const key = `${PACK}/standard-deck`;
  const deckId = stableId(key);
  const cards = SUITS.flatMap((suit) =>
    RANK_NAMES.map((rankName, i) => {
      const rank = i + 1;
      const label = cardLabel(suit, rank);
      const cardId = stableId(`${key}/${label}`);
      const name = `${rankName} of ${SUIT_NAMES[suit]}`;
      return {
        _id: cardId,
        _key: `!cards.cards!${deckId}.${cardId}`,
        name,
        description: "",
        type: "base",
        system: {},
        suit,
        value: rank,
        back: { name: "In a Wicked Age", text: "", img: "icons/svg/card-hand.svg" },
        faces: [{ name: label, text: `<p>${name}</p>`, img: "icons/svg/card-joker.svg" }],
        face: null,
        drawn: false,
        origin: null,
        width: 2,
        height: 3,
        rotation: 0,
        sort: cardIndex(suit, rank) * 1000,
        flags: { "story-engines": { card: label } },
      };
    }),
  );
  return withStats({
    [`${key}.json`]: {
      _id: deckId,
      _key: `!cards!${deckId}`,
      name: DECK_NAME,
      type: "deck",
      description:
        "<p>A standard deck of 52 cards, jokers out, to deal the four oracles of <em>In a Wicked Age</em> (D. Vincent Baker, © 2007) from. Use the Deal the oracle window: it shuffles this deck, deals the cards, writes their entries on the chapter's story sheet and returns the cards to the deck.</p>",
      img: "icons/svg/card-hand.svg",
      system: {},
      cards,
      width: 2,
      height: 3,
      rotation: 0,
      displayCount: true,
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: { "story-engines": { wickedDeck: true } },
    },
  });
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
