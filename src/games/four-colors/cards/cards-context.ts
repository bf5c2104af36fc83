/**
 * Pure context builders for the Storypath templates: the hand panel (on the
 * Omega and Diceless sheets, with the cards of the Title whose running Issue
 * the character is in), the Title slots partial (on the Title sheet) and the
 * spend chat card. The Foundry adapters and the gallery call the same
 * builders.
 */
import {
  awaitsMarking,
  canGiveToTitle,
  canSpendTitleCard,
  filledSlots,
  isBlankCard,
  plainText,
  slotCapacity,
  SPEND_MARKINGS,
  type SpendMarking,
  type SpendSource,
  type TitleCards,
} from "./cards-rules";

const L = "STORY_ENGINES.FourColors.Cards";

/** One card as a stack holds it (current face). */
export interface CardFace {
  id: string;
  name: string;
  img: string;
  /** HTML text of the face (the GM's suggestion, or the blank text). */
  text: string;
  /** Played, awaiting the Storyguide or a veto: nothing else can be done with it meanwhile. */
  inPlay?: boolean;
}

/** A Title a card could be given to. */
export interface TitleChoice {
  uuid: string;
  name: string;
  title: TitleCards;
}

/** A Title whose running Issue the character takes part in, with the cards in its slots. */
export interface IssueTitleInput {
  uuid: string;
  name: string;
  /** The running Issue's number. */
  issue: number;
  cards: readonly { cardUuid: string; name: string; inPlay?: boolean }[];
  /** The character is one of the Title's Main characters (a guest of the Issue never spends its cards). */
  isMain: boolean;
}

export interface IssueTitleView {
  uuid: string;
  name: string;
  issue: number;
  /** The character is a guest of the Issue: it sees the Title's cards but never spends them. */
  guest: boolean;
  cards: { cardUuid: string; name: string; canSpend: boolean; inPlay: boolean }[];
}

export interface HandPanelInput {
  /** The world has a Storypath deck. */
  hasDeck: boolean;
  /** The hand whose cards the panel shows (null: the player has none yet). */
  hand: { id: string; name: string; cards: CardFace[] } | null;
  /** Name of the player whose hand it is (shown to a GM). */
  handUserName: string;
  /** May the viewer act with this hand (its owner, or a GM)? */
  canAct: boolean;
  /** Titles of the world, for "Give to Title". */
  titles: readonly TitleChoice[];
  /** One card per diced Planet. */
  startingCount: number;
  /** The Omega has drawn its starting cards already. */
  startingDrawn: boolean;
  /** Titles whose running Issue this character takes part in (their cards are spent from here). */
  issueTitles?: readonly IssueTitleInput[];
  /** May the viewer spend Title cards for this character (its owner, or a GM)? */
  canSpendForCharacter?: boolean;
  /**
   * Does the viewer see the hand's cards (its own player, or a GM)? Otherwise
   * the panel says only how many cards it holds (default: true).
   */
  revealed?: boolean;
}

export interface HandPanelCard {
  id: string;
  name: string;
  img: string;
  text: string;
  blank: boolean;
  /** Played, awaiting the Storyguide or a veto. */
  inPlay: boolean;
  canSpend: boolean;
  canGive: boolean;
  canTrait: boolean;
}

export interface HandPanelContext extends Record<string, unknown> {
  hasDeck: boolean;
  hasHand: boolean;
  handId: string;
  handName: string;
  handUserName: string;
  cards: HandPanelCard[];
  count: number;
  empty: boolean;
  canAct: boolean;
  /** Lang key of a notice in place of the cards, or "". */
  notice: string;
  /** The hand is someone else's: only its size shows (`count`, with `handUserName`). */
  hidden: boolean;
  starting: { show: boolean; count: number; drawn: boolean };
  /** Titles whose running Issue the character is in, their cards with Spend for whoever plays it. */
  issueTitles: IssueTitleView[];
}

/** Longest card text shown in the panel (the card's sheet holds the rest). */
const PANEL_TEXT_LENGTH = 160;

function shorten(text: string): string {
  const plain = plainText(text);
  return plain.length > PANEL_TEXT_LENGTH ? `${plain.slice(0, PANEL_TEXT_LENGTH - 1)}…` : plain;
}

/** The "Storypath" panel of an Omega sheet. */
export function handPanelContext(input: HandPanelInput): HandPanelContext {
  const anyOpenTitle = input.titles.some((t) => canGiveToTitle(t.title));
  const hidden = input.revealed === false && input.hand !== null;
  const held = input.hand?.cards.length ?? 0;
  const cards: HandPanelCard[] = (hidden ? [] : (input.hand?.cards ?? [])).map((card) => {
    const blank = isBlankCard(card);
    const inPlay = card.inPlay === true;
    const free = input.canAct && !inPlay;
    return {
      id: card.id,
      name: card.name,
      img: card.img,
      text: shorten(card.text),
      blank,
      inPlay,
      canSpend: free,
      canGive: free && anyOpenTitle,
      canTrait: free && blank,
    };
  });
  let notice = "";
  if (!input.hasDeck) notice = `${L}.Panel.noDeck`;
  else if (!input.hand) notice = `${L}.Panel.noHand`;
  else if (held === 0) notice = `${L}.Panel.emptyHand`;
  return {
    hasDeck: input.hasDeck,
    hasHand: input.hand !== null,
    handId: hidden ? "" : (input.hand?.id ?? ""),
    handName: input.hand?.name ?? "",
    handUserName: input.handUserName,
    cards,
    count: held,
    empty: held === 0,
    canAct: input.canAct && !hidden,
    notice,
    hidden,
    starting: {
      show:
        input.canAct &&
        !hidden &&
        input.hasDeck &&
        input.hand !== null &&
        !input.startingDrawn &&
        input.startingCount > 0,
      count: input.startingCount,
      drawn: input.startingDrawn,
    },
    issueTitles: (input.issueTitles ?? []).map((title) => ({
      uuid: title.uuid,
      name: title.name,
      issue: title.issue,
      guest: !title.isMain,
      cards: title.cards
        .filter((card) => card.cardUuid !== "")
        .map((card) => ({
          cardUuid: card.cardUuid,
          name: card.name,
          inPlay: card.inPlay === true,
          canSpend: input.canSpendForCharacter === true && title.isMain && card.inPlay !== true,
        })),
    })),
  };
}

/** Titles offered by "Give to Title": those with an open slot. */
export function giveChoices(titles: readonly TitleChoice[]): { uuid: string; name: string; open: number }[] {
  return titles
    .filter((t) => canGiveToTitle(t.title))
    .map((t) => ({
      uuid: t.uuid,
      name: t.name,
      open: slotCapacity(t.title) - filledSlots(t.title.slots).length,
    }));
}

export interface TitleSlotsInput {
  title: TitleCards;
  /** UUIDs of the slotted cards in play (awaiting the Storyguide or a veto). */
  inPlay?: readonly string[];
  /** Is one of the viewer's Omegas a Main character of the Title? */
  viewerIsMain: boolean;
}

export interface TitleSlotView {
  index: number;
  filled: boolean;
  name: string;
  cardUuid: string;
  inPlay: boolean;
  canSpend: boolean;
}

export interface TitleSlotsContext extends Record<string, unknown> {
  capacity: number;
  filled: number;
  open: number;
  mains: number;
  slots: TitleSlotView[];
  viewerIsMain: boolean;
}

/** The Title's slots, filled ones first, then the open ones. */
export function titleSlotsContext(input: TitleSlotsInput): TitleSlotsContext {
  const capacity = slotCapacity(input.title);
  const filled = filledSlots(input.title.slots);
  const slots: TitleSlotView[] = filled.map((slot, i) => ({
    index: i + 1,
    filled: true,
    name: slot.name,
    cardUuid: slot.cardUuid,
    inPlay: input.inPlay?.includes(slot.cardUuid) === true,
    canSpend:
      input.inPlay?.includes(slot.cardUuid) !== true &&
      canSpendTitleCard({ isMain: input.viewerIsMain }, input.title, slot.cardUuid),
  }));
  for (let i = filled.length; i < capacity; i += 1) {
    slots.push({ index: i + 1, filled: false, name: "", cardUuid: "", inPlay: false, canSpend: false });
  }
  return {
    capacity,
    filled: filled.length,
    open: Math.max(0, capacity - filled.length),
    mains: input.title.mains.length,
    slots,
    viewerIsMain: input.viewerIsMain,
  };
}

/** What a spend chat message keeps in its flags (`flags.story-engines.storypathSpend`). */
export interface SpendState {
  source: SpendSource;
  marking: SpendMarking;
  actorName: string;
  actorImg: string;
  cardName: string;
  cardImg: string;
  /** The hand a replacement goes to (hand spends). */
  handId: string;
  /** The player whose hand it is. */
  handUserName: string;
  /** Title spends: the Title's name. */
  titleName: string;
  /** Trait spends: the new Trait's name. */
  traitName: string;
  /** A replacement card was drawn (detrimental hand spends). */
  replacementDrawn: boolean;
  /** Who spent it for the character, when not its player (a GM acting for them); "" otherwise. */
  byUserName?: string;
  /** The card waiting in play: its id and the stack it waits in (a hand or a Title's pile); "" on old cards. */
  cardId?: string;
  stackId?: string;
  /** The character who spent it (the Trait goes to it; a spend stands in its Issue's log). */
  actorUuid?: string;
  /** Title cards: the Title whose slot holds it. */
  titleUuid?: string;
  /** The character it was played on ("" for none in particular) and its name. */
  targetUuid?: string;
  targetName?: string;
  /** Who may veto it besides the Storyguide: the players of the character it was played on. */
  vetoers?: string[];
  /** The vetoers who accepted it (let it stand on their character): the Storyguide's marking waited for them. */
  accepted?: string[];
  /** Who settled or vetoed it. */
  decidedBy?: string;
}

export interface SpendCardContext extends Record<string, unknown> {
  titleKey: string;
  actorName: string;
  cardName: string;
  cardImg: string;
  titleName: string;
  traitName: string;
  handUserName: string;
  /** Who spent it for the character when not its player, or "". */
  byUserName: string;
  /** The character it was played on, or "". */
  targetName: string;
  /** Who settled or vetoed it, or "". */
  decidedBy: string;
  /** The play waits: the chat hook keeps, for each viewer, the decisions that viewer may take. */
  showGmControls: boolean;
  /** A hand card (Detrimental / Beneficial) rather than a Title card or a Trait (Let it stand). */
  marksHand: boolean;
  outcome: { tone: "good" | "bad" | "neutral"; labelKey: string; detailKey: string };
}

/** Read a message's spend state back; null when the flag is not a spend state. */
export function parseSpendState(value: unknown): SpendState | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const source = v.source;
  const marking = v.marking;
  if (source !== "hand" && source !== "title" && source !== "trait") return null;
  if (!SPEND_MARKINGS.some((m) => m === marking)) return null;
  const str = (key: string): string => (typeof v[key] === "string" ? (v[key] as string) : "");
  const optional = (key: string) => (str(key) ? { [key]: str(key) } : {});
  return {
    source,
    marking: marking as SpendMarking,
    actorName: str("actorName"),
    actorImg: str("actorImg"),
    cardName: str("cardName"),
    cardImg: str("cardImg"),
    handId: str("handId"),
    handUserName: str("handUserName"),
    titleName: str("titleName"),
    traitName: str("traitName"),
    replacementDrawn: v.replacementDrawn === true,
    ...optional("byUserName"),
    ...optional("cardId"),
    ...optional("stackId"),
    ...optional("actorUuid"),
    ...optional("titleUuid"),
    ...optional("targetUuid"),
    ...optional("targetName"),
    ...optional("decidedBy"),
    ...(Array.isArray(v.vetoers) ? { vetoers: v.vetoers.filter((id): id is string => typeof id === "string") } : {}),
    ...(Array.isArray(v.accepted) ? { accepted: v.accepted.filter((id): id is string => typeof id === "string") } : {}),
  };
}

/**
 * The spend chat card. `isGM` decides whether the marking buttons are shown
 * (the Foundry hook also removes them for everyone else).
 */
export function spendCardContext(state: SpendState, isGM: boolean): SpendCardContext {
  let outcome: SpendCardContext["outcome"];
  let titleKey = `${L}.Chat.spendTitle`;
  if (state.source === "title") titleKey = `${L}.Chat.spendTitleCardTitle`;
  if (state.source === "trait") titleKey = `${L}.Chat.spendTraitTitle`;
  if (state.marking === "vetoed") {
    outcome = {
      tone: "neutral",
      labelKey: `${L}.Chat.vetoed`,
      detailKey: state.source === "title" ? `${L}.Chat.vetoedTitle` : `${L}.Chat.vetoedHand`,
    };
  } else if (state.marking === "pending") {
    outcome = {
      tone: "neutral",
      labelKey: `${L}.Chat.pending`,
      detailKey: state.source === "hand" ? `${L}.Chat.pendingDetail` : `${L}.Chat.pendingStand`,
    };
  } else if (state.source === "title") {
    outcome = { tone: "neutral", labelKey: `${L}.Chat.titleSpent`, detailKey: `${L}.Chat.titleNotReplaced` };
  } else if (state.source === "trait") {
    outcome = { tone: "good", labelKey: `${L}.Chat.traitGained`, detailKey: `${L}.Chat.traitDiscarded` };
  } else if (state.marking === "detrimental") {
    outcome = {
      tone: "bad",
      labelKey: `${L}.Chat.detrimental`,
      detailKey: state.replacementDrawn ? `${L}.Chat.replacementDrawn` : `${L}.Chat.deckEmpty`,
    };
  } else {
    outcome = { tone: "good", labelKey: `${L}.Chat.beneficial`, detailKey: `${L}.Chat.notReplaced` };
  }
  return {
    titleKey,
    actorName: state.actorName,
    cardName: state.cardName,
    cardImg: state.cardImg,
    titleName: state.titleName,
    traitName: state.traitName,
    handUserName: state.handUserName,
    byUserName: state.byUserName ?? "",
    targetName: state.targetName ?? "",
    decidedBy: state.decidedBy ?? "",
    showGmControls: isGM && awaitsMarking(state),
    marksHand: state.source === "hand",
    outcome,
  };
}
