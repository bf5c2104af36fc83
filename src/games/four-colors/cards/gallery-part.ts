/**
 * Storypath Cards in the gallery: the hand panel, a Title's slots and the
 * spend chat card in each state, built with the same context builders as
 * the Foundry side (cards-context.ts).
 */
import type { GalleryEntry } from "../../../core/gallery-entry";
import {
  handPanelContext,
  spendCardContext,
  titleSlotsContext,
  type CardFace,
  type SpendState,
  type TitleChoice,
} from "./cards-context";

const FACE_IMG = "icons/svg/card-joker.svg";
const BLANK_TEXT =
  "<p>A blank Storypath Card. Blank cards are wild: play it to take authorial control of a small part of the story, in any way you wish.</p>";

const HAND: CardFace[] = [
  { id: "card1", name: "Blank Storypath Card 7", img: FACE_IMG, text: BLANK_TEXT },
  {
    id: "card2",
    name: "An Old Debt",
    img: FACE_IMG,
    text: "<p>Someone from the character's past turns up owing — or owed — a favour.</p>",
  },
  { id: "card3", name: "Blank Storypath Card 12", img: FACE_IMG, text: BLANK_TEXT },
  {
    id: "card4",
    name: "Wrong Place, Right Time",
    img: FACE_IMG,
    text: "<p>The character happens to be exactly where the trouble starts.</p>",
  },
];

const MAIN_TITLE: TitleChoice = {
  uuid: "Actor.title00000000001",
  name: "The Florentine Watch",
  title: {
    mains: ["Actor.omega0000000001", "Actor.omega0000000002", "Actor.omega0000000003"],
    slots: [
      { cardUuid: "Cards.pile0000000000001.Card.card000000000009", name: "A Storm Over the Arno" },
      { cardUuid: "Cards.pile0000000000001.Card.card000000000010", name: "Blank Storypath Card 3" },
    ],
  },
};

const SPEND: SpendState = {
  source: "hand",
  marking: "pending",
  actorName: "The Cardinal",
  actorImg: "icons/svg/mystery-man.svg",
  cardName: "An Old Debt",
  cardImg: FACE_IMG,
  handId: "hand000000000001",
  handUserName: "Bianca",
  titleName: "",
  traitName: "",
  replacementDrawn: false,
};

const PANEL = "four-colors/cards/hand-panel.hbs";
const SLOTS = "four-colors/cards/title-slots.hbs";
const CARD = "four-colors/cards/spend-card.hbs";
const SHEET_CLASSES = ["story-engines", "four-colors", "omega"];

function chat(id: string, title: string, state: SpendState): GalleryEntry {
  return { id, title, kind: "chat", classes: [], parts: [{ template: CARD, context: spendCardContext(state, true) }] };
}

export function cardGalleryEntries(): GalleryEntry[] {
  return [
    {
      id: "four-colors-storypath-hand",
      title: "Four Colors: Storypath hand panel (Omega sheet)",
      kind: "sheet",
      classes: SHEET_CLASSES,
      width: 480,
      parts: [
        {
          template: PANEL,
          context: handPanelContext({
            hasDeck: true,
            hand: { id: "hand000000000001", name: "Storypath: Bianca", cards: HAND },
            handUserName: "",
            canAct: true,
            titles: [MAIN_TITLE],
            startingCount: 4,
            startingDrawn: true,
            // The Omega takes part in the Watch's running Issue: its cards are spent from here.
            issueTitles: [
              { uuid: MAIN_TITLE.uuid, name: MAIN_TITLE.name, issue: 3, cards: MAIN_TITLE.title.slots, isMain: true },
            ],
            canSpendForCharacter: true,
          }),
        },
      ],
    },
    {
      id: "four-colors-storypath-hand-new",
      title: "Four Colors: Storypath hand panel, new Omega before its starting draw (GM view)",
      kind: "sheet",
      classes: SHEET_CLASSES,
      width: 480,
      parts: [
        {
          template: PANEL,
          context: handPanelContext({
            hasDeck: true,
            hand: { id: "hand000000000002", name: "Storypath: Matteo", cards: [] },
            handUserName: "Matteo",
            canAct: true,
            titles: [MAIN_TITLE],
            startingCount: 3,
            startingDrawn: false,
          }),
        },
      ],
    },
    {
      id: "four-colors-storypath-title-slots",
      title: "Four Colors: a Title's Storypath slots (three Mains: two filled, one open)",
      kind: "sheet",
      classes: ["story-engines", "four-colors", "title"],
      width: 480,
      parts: [{ template: SLOTS, context: titleSlotsContext({ title: MAIN_TITLE.title, viewerIsMain: true }) }],
    },
    chat("four-colors-storypath-spend-pending", "Four Colors: Storypath card spent, waiting for the GM", SPEND),
    chat("four-colors-storypath-spend-detrimental", "Four Colors: spend marked detrimental, replacement drawn", {
      ...SPEND,
      marking: "detrimental",
      replacementDrawn: true,
    }),
    chat("four-colors-storypath-spend-beneficial", "Four Colors: spend marked beneficial (not replaced)", {
      ...SPEND,
      marking: "beneficial",
    }),
    chat("four-colors-storypath-spend-title", "Four Colors: a Main spends a Title card", {
      ...SPEND,
      source: "title",
      cardName: "A Storm Over the Arno",
      titleName: "The Florentine Watch",
      handId: "",
      handUserName: "",
    }),
    chat(
      "four-colors-storypath-spend-title-for",
      "Four Colors: the Storyguide spends a Title card for a player's Omega",
      {
        ...SPEND,
        source: "title",
        cardName: "A Storm Over the Arno",
        titleName: "The Florentine Watch",
        handId: "",
        handUserName: "",
        byUserName: "Gianni",
      },
    ),
    chat("four-colors-storypath-spend-trait", "Four Colors: a blank card spent for a new Trait", {
      ...SPEND,
      source: "trait",
      cardName: "Blank Storypath Card 7",
      traitName: "Knows Every Alley in Oltrarno",
      handId: "",
      handUserName: "",
    }),
  ];
}
