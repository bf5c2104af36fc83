/**
 * Storypath Cards in play: the card-flow decisions, as pure functions of plain
 * data (the book's "Storypath Cards"; rulings in
 * docs/games/four-colors-rulings.md). The Foundry adapters
 * (cards/storypath-handlers.ts, storypath-actions.ts, storypath-setup.ts…)
 * gather documents, ask these and then move the cards.
 *
 * - A player starts with one card per diced (non-Wed) Planet.
 * - A spent card marked detrimental (on balance, to the character's
 *   detriment) is replaced at once; a beneficial one is not.
 * - A blank card may be spent to give a character a new Trait.
 * - A Title has max(1, 5 − (mains − 1)) slots; any player may move a card from
 *   hand to an open slot (then draws a replacement); only Main characters of
 *   the Title spend its cards, and spent Title cards are not replaced.
 */
import type { Planets } from "../../../rules/four-colors/forces";
import { startingStorypathCards, titleCardSlots } from "../../../rules/four-colors/storypath";

/** Where a spent card came from. */
export type SpendSource = "hand" | "title" | "trait";

/**
 * Where a play stands: "pending" until the Storyguide settles it (a hand card
 * detrimental or beneficial; a Title card or a Trait "stands") or someone
 * who may vetoes it (card-play.ts).
 */
export type SpendMarking = "pending" | "detrimental" | "beneficial" | "stands" | "vetoed";

export const SPEND_MARKINGS: readonly SpendMarking[] = ["pending", "detrimental", "beneficial", "stands", "vetoed"];

/** One slot of a Title as its data stores it (data engineer's `slots`). */
export interface TitleSlot {
  cardUuid: string;
  name: string;
}

/** The parts of a Title's data the card flow reads. */
export interface TitleCards {
  /** UUIDs of its Main characters (Omega actors). */
  mains: readonly string[];
  slots: readonly TitleSlot[];
}

/** Slots that hold a card (an entry without a card UUID is an open slot). */
export function filledSlots(slots: readonly TitleSlot[]): TitleSlot[] {
  return slots.filter((slot) => typeof slot.cardUuid === "string" && slot.cardUuid !== "");
}

/** Number of slots of a Title: max(1, 5 − (mains − 1)). */
export function slotCapacity(title: Pick<TitleCards, "mains">): number {
  return titleCardSlots(title.mains.length);
}

/** Open slots of a Title: its capacity less the slots holding cards (never negative). */
export function openSlots(title: TitleCards): number {
  return Math.max(0, slotCapacity(title) - filledSlots(title.slots).length);
}

/** Can a card be given to this Title now? Only into an open slot. */
export function canGiveToTitle(title: TitleCards): boolean {
  return openSlots(title) > 0;
}

/** Only Main characters of a Title spend its cards. */
export function canSpendTitleCard(who: { isMain: boolean }, title: TitleCards, cardUuid: string): boolean {
  return who.isMain && filledSlots(title.slots).some((slot) => slot.cardUuid === cardUuid);
}

/** Is this Omega (by UUID) a Main character of the Title? */
export function isMainOf(title: Pick<TitleCards, "mains">, omegaUuid: string): boolean {
  return omegaUuid !== "" && title.mains.includes(omegaUuid);
}

/** The first of the user's Omegas that is a Main of the Title, or null. */
export function mainOmegaOf(title: Pick<TitleCards, "mains">, ownedOmegaUuids: readonly string[]): string | null {
  return ownedOmegaUuids.find((uuid) => isMainOf(title, uuid)) ?? null;
}

/** A Title's slots after a card was put into an open slot (filled slots kept in order). */
export function slotsAfterGive(title: TitleCards, card: TitleSlot): TitleSlot[] {
  if (!canGiveToTitle(title)) throw new RangeError("fourColors.slotsAfterGive: the Title has no open slot");
  return [...filledSlots(title.slots), { cardUuid: card.cardUuid, name: card.name }];
}

/** A Title's slots after one of its cards was spent. */
export function slotsAfterSpend(title: TitleCards, cardUuid: string): TitleSlot[] {
  return filledSlots(title.slots).filter((slot) => slot.cardUuid !== cardUuid);
}

/**
 * Cards drawn at once after a spend. Only a card spent from a hand and marked
 * detrimental is replaced; beneficial (or still pending) spends, Title cards
 * and blank cards spent for a Trait are not.
 */
export function replacementAfterSpend(marking: SpendMarking, source: SpendSource = "hand"): number {
  return source === "hand" && marking === "detrimental" ? 1 : 0;
}

/** Moving a card from hand to a Title's open slot: the giver draws one replacement. */
export function replacementAfterGive(): number {
  return 1;
}

/** Does the play still wait for the Storyguide (or a veto)? Every play does, once. */
export function awaitsMarking(state: { source: SpendSource; marking: SpendMarking }): boolean {
  return state.marking === "pending";
}

/** Can this user settle the play? Only the Storyguide, only while it waits. */
export function canMarkSpend(state: { source: SpendSource; marking: SpendMarking }, isGM: boolean): boolean {
  return isGM && awaitsMarking(state);
}

/** Cards drawn at the start: one per diced Planet, once per Omega. */
export function startingDraw(planets: Planets, alreadyDrawn: boolean): number {
  return alreadyDrawn ? 0 : startingStorypathCards(planets);
}

/**
 * A Diceless Main character's starting cards: the number the GM set on its
 * sheet (a whole number from 0 to 10), else `fallback` (1: the book gives none).
 */
export function dicelessStartingCount(value: unknown, fallback = 1): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 10 ? value : fallback;
}

/**
 * How to draw `wanted` cards from a deck with `available` undrawn cards when
 * `discarded` cards lie on the discard pile: if the deck is short, the discard
 * pile is shuffled back first; at most every card there is drawn.
 */
export function drawPlan(available: number, discarded: number, wanted: number): { reshuffle: boolean; draw: number } {
  const want = Math.max(0, Math.floor(wanted));
  if (want <= available) return { reshuffle: false, draw: want };
  const reshuffle = discarded > 0;
  return { reshuffle, draw: Math.min(want, available + (reshuffle ? discarded : 0)) };
}

const BLANK_TEXT_START = "a blank storypath card";

/** Text without HTML tags, collapsed whitespace. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Is the card still blank (wild)? The shipped cards carry the blank face
 * text; a GM who writes a suggestion on a card makes it no longer blank.
 */
export function isBlankCard(card: { text: string }): boolean {
  const text = plainText(card.text).toLowerCase();
  return text === "" || text.startsWith(BLANK_TEXT_START);
}

/** Lang key of the problem with a Trait name, or null when it is usable. */
export function traitNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "STORY_ENGINES.FourColors.Cards.Problems.traitNameEmpty";
  if (trimmed.length > 80) return "STORY_ENGINES.FourColors.Cards.Problems.traitNameLong";
  return null;
}

/** A user as the card flow sees them. */
export interface CardUser {
  id: string;
  isGM: boolean;
}

/**
 * Whose hand an Omega's sheet shows and draws into: the viewer's own when a
 * player views it; for a GM, the first player who owns the Omega (null when
 * none does).
 */
export function handUserFor(viewer: CardUser, playerOwnerIds: readonly string[]): string | null {
  if (!viewer.isGM) return viewer.id;
  return playerOwnerIds[0] ?? null;
}

/**
 * Whose hand a character's Storypath panel shows, and whether this viewer
 * sees its cards (the digest's round-4 decision): the character's own
 * player's hand — the viewer's when they are one of its players — shown
 * whole to that player alone; every other viewer (a GM and the Storyguide
 * too: the digest gives the hand to its player only) sees only how many
 * cards it holds, never their own hand on someone else's sheet.
 */
export function panelHandFor(
  viewer: CardUser,
  playerOwnerIds: readonly string[],
): { handUserId: string | null; revealed: boolean } {
  const handUserId = !viewer.isGM && playerOwnerIds.includes(viewer.id) ? viewer.id : (playerOwnerIds[0] ?? null);
  return { handUserId, revealed: handUserId !== null && handUserId === viewer.id };
}

/** The world's Storypath stacks as the ready-time setup finds them. */
export interface SetupState {
  hasDeck: boolean;
  hasDiscard: boolean;
  players: readonly { id: string; hasHand: boolean }[];
}

/** What the GM's setup must create (the deck is offered, the rest made without asking). */
export function setupPlan(state: SetupState): { offerDeck: boolean; createDiscard: boolean; handsFor: string[] } {
  return {
    offerDeck: !state.hasDeck,
    createDiscard: !state.hasDiscard,
    handsFor: state.players.filter((p) => !p.hasHand).map((p) => p.id),
  };
}
