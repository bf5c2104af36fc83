// Generates packs/four-colors-storypath: one Cards deck of blank Storypath
// Cards for Four Colors al Fresco.
//
// The printed Storypath deck (titles and suggestions on each card) is a
// third-party product and is not in the seed, so the pack ships blank cards
// that a GM can rename and write on. In the rules, blank cards are wild: the
// player may use one to do whatever she wishes, or spend it to give a
// character a new Trait.
//
// Size: 60 cards. A hand starts with one card per diced Planet (normally four),
// so six players hold 24; each Title has at most five slots (the Main Title
// five minus one per Main character after the first, at least one); the rest
// covers replacement draws and the Storyguide's awards between reshuffles.
// A GM can delete or duplicate cards freely.
//
// Images are core Foundry icons (the system ships no card art).
//
// Run: node tools/generate/four-colors-storypath.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";

/** Compendium pack folder under packs/. */
export const PACK = "four-colors-storypath";

/** Name of the deck. */
export const DECK_NAME = "Storypath Cards";

/** Number of blank cards in the deck (see the header comment). */
export const CARD_COUNT = 60;

/** The suit every Storypath card carries. */
export const SUIT = "storypath";

/** Core Foundry icons: the default images of a card stack and of a card face. */
const DECK_IMG = "icons/svg/card-hand.svg";
const FACE_IMG = "icons/svg/card-joker.svg";
const BACK_IMG = "icons/svg/card-hand.svg";

/** Text of every blank card's face (HTML). */
export const BLANK_FACE_TEXT =
  "<p>A blank Storypath Card. Blank cards are wild: play it to take authorial control of a small part of " +
  "the story, in any way you wish.</p>" +
  "<p>Or spend it to give a character (usually your own) a new Trait, explained by retcon or as newly " +
  "acquired.</p>";

/** The deck's description (HTML): what the deck is and how to edit it. */
export const DECK_DESCRIPTION =
  "<p>Storypath Cards for <em>Four Colors al Fresco</em> (October Open Game License). The printed deck's " +
  "titles and suggestions are a separate product and are not included, so every card here is blank — and " +
  "blank cards are wild: a player may use one to do whatever she wishes with the story, or spend it to give a " +
  "character a new Trait.</p>" +
  "<p><strong>Editing cards:</strong> import the deck into your world, open it, and open a card's " +
  "configuration (the edit control on its row). Give its face a name (the card's title) and a text (its " +
  "suggestion), rename the card to match, and change the image if you have card art. Cards left blank stay " +
  "wild. Duplicate or delete cards to change the size of the deck (60 blank cards to start: one hand of four " +
  "for six players, Title slots, and draws).</p>" +
  "<p><strong>In play:</strong> deal each player a hand with one card per diced Planet; create a pile per " +
  "Title for the cards given to its slots. When a spent card was, on balance, to the character's detriment, " +
  "the player draws a replacement at once.</p>";

/**
 * Build the deck.
 * @returns {Promise<Record<string, object>>} pack-relative path → document
 */
export async function generate() {
  const deckKey = `${PACK}/storypath-cards`;
  const deckId = stableId(deckKey);
  const cards = Array.from({ length: CARD_COUNT }, (_, i) => {
    const value = i + 1;
    const cardId = stableId(`${deckKey}/${value}`);
    const name = `Blank Storypath Card ${value}`;
    return {
      _id: cardId,
      _key: `!cards.cards!${deckId}.${cardId}`,
      name,
      description: "",
      type: "base",
      system: {},
      suit: SUIT,
      value,
      back: { name: "Storypath", text: "", img: BACK_IMG },
      faces: [{ name, text: BLANK_FACE_TEXT, img: FACE_IMG }],
      face: 0,
      drawn: false,
      origin: null,
      width: 2,
      height: 3,
      rotation: 0,
      sort: value * 100000,
      flags: {},
    };
  });
  const deck = {
    _id: deckId,
    _key: `!cards!${deckId}`,
    name: DECK_NAME,
    type: "deck",
    description: DECK_DESCRIPTION,
    img: DECK_IMG,
    system: {},
    cards,
    width: 2,
    height: 3,
    rotation: 0,
    displayCount: true,
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: {},
  };
  return withStats({ [`${PACK}/storypath-cards.json`]: deck });
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
