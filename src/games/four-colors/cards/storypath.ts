/**
 * Storypath Cards in Foundry, the shared part: the flags that find the
 * world's stacks, the constants every card module uses and the look-ups
 * (stacks, actors, card faces). Stacks, by flag under `flags.story-engines`:
 *
 * - `storypathDeck: true`        the deck (imported from the compendium);
 * - `storypathDiscard: true`     the discard pile;
 * - `storypathHandFor: <userId>` a player's hand (OWNER for that user);
 * - `storypathTitlePile: <uuid>` the pile holding a Title's slotted cards.
 *
 * An Omega gets `storypathStartingDrawn: true` once it drew its starting
 * cards (or, written by a player Storyguide who does not own the Omega, its
 * UUID joins the hand's `storypathStartingDrawn` list); a spend chat message keeps its state in `storypathSpend`; a hand
 * or a Title's pile lists the ids of its cards played and awaiting the
 * Storyguide (or a veto) in `storypathInPlay` (card-play.ts).
 *
 * Decks and piles are GM-owned, so every move goes through `askGM`:
 * storypath-actions.ts asks, storypath-handlers.ts moves the cards on the
 * GM's side; deck-offer.ts and storypath-setup.ts set the world up at ready,
 * storypath-panels.ts builds the sheets' panels, storypath-hooks.ts keeps
 * the chat card and the sheets current. The card-flow rules are pure
 * (cards-rules.ts).
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import type { TitleCards } from "./cards-rules";
import type { CardFace, TitleChoice } from "./cards-context";
import { readSlots } from "../data/title";
import { readPlanets } from "../data/omega";
import { dicelessStartingCount } from "./cards-rules";
import { readIssues, titleCardsProblem } from "./title-issues";
import { startingStorypathCards } from "../../../rules/four-colors/storypath";

export const FLAGS = {
  deck: "storypathDeck",
  discard: "storypathDiscard",
  handFor: "storypathHandFor",
  titlePile: "storypathTitlePile",
  startingDrawn: "storypathStartingDrawn",
  spend: "storypathSpend",
  inPlay: "storypathInPlay",
} as const;

/** Sub-types of the data engineer's models. */
export const OMEGA_TYPE = "fourColorsOmega";
export const DICELESS_TYPE = "fourColorsDiceless";

/** Characters that hold Storypath Cards: Omegas, and Diceless Main characters (played by a player). */
export const CARD_HOLDER_TYPES: readonly string[] = [OMEGA_TYPE, DICELESS_TYPE];
export const TITLE_TYPE = "fourColorsTitle";
export const DESCRIPTOR_TYPE = "fourColorsDescriptor";

/** The id of the Storyguide's Issues window (issue-desk.ts, loaded when it is opened). */
export const ISSUE_DESK_ID = "story-engines-four-colors-issues";

/** The compendium shipping the blank deck. */
export const STORYPATH_PACK = `${SYSTEM_ID}.four-colors-storypath`;

/** World setting: offer to import the deck at start-up (turned off when the GM declines). */
export const OFFER_SETTING = "fourColorsCardsOffer";

export const SPEND_TEMPLATE = templatePath("four-colors/cards/spend-card.hbs");

/** Foundry's OWNER ownership level (CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER). */
export const OWNER_LEVEL = 3;

/** What a query handler answers: ok, or a lang key saying why not. */
export type CardsResult = { ok: true; count?: number } | { ok: false; reason: string };

// ---------------------------------------------------------------- look-ups

function stackWithFlag(key: string, value: unknown, type?: Cards["type"]): Cards | undefined {
  return game.cards.find((stack) => (!type || stack.type === type) && stack.getFlag(SYSTEM_ID, key) === value);
}

export function findDeck(): Cards | undefined {
  return stackWithFlag(FLAGS.deck, true, "deck");
}

export function findDiscard(): Cards | undefined {
  return stackWithFlag(FLAGS.discard, true, "pile");
}

export function findHand(userId: string): Cards | undefined {
  return stackWithFlag(FLAGS.handFor, userId, "hand");
}

export function findTitlePile(titleUuid: string): Cards | undefined {
  return stackWithFlag(FLAGS.titlePile, titleUuid, "pile");
}

/** Is this stack one of ours (deck, pile, hand or Title pile)? */
export function isStorypathStack(stack: Cards | null): boolean {
  if (!stack) return false;
  return Object.values(FLAGS).some((key) => stack.getFlag(SYSTEM_ID, key) !== undefined);
}

/** Ids of the stack's cards played and awaiting the Storyguide or a veto. */
export function inPlayIds(stack: Cards | null | undefined): string[] {
  const ids = stack?.getFlag(SYSTEM_ID, FLAGS.inPlay);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

/** Mark a card of the stack as in play, or back in its holder's hands (the list is written whole). */
export async function setInPlay(stack: Cards, cardId: string, inPlay: boolean): Promise<void> {
  const others = inPlayIds(stack).filter((id) => id !== cardId);
  await stack.setFlag(SYSTEM_ID, FLAGS.inPlay, inPlay ? [...others, cardId] : others);
}

/** Whether the character drew its starting cards: its own flag, or its UUID in its player's hand's list. */
export function startingDrawnOf(actor: Actor, hand: Cards | null | undefined): boolean {
  if (actor.getFlag(SYSTEM_ID, FLAGS.startingDrawn) === true) return true;
  const listed = hand?.getFlag(SYSTEM_ID, FLAGS.startingDrawn);
  return Array.isArray(listed) && listed.includes(actor.uuid);
}

/**
 * Mark (or unmark) the character's starting cards as drawn: on the character
 * when this client may write it (a GM, an owner), else in the hand's list
 * (a player Storyguide writing with no GM connected owns every hand).
 */
export async function markStartingDrawn(actor: Actor, hand: Cards, drawn: boolean): Promise<void> {
  if (actor.testUserPermission(game.user, "OWNER")) {
    await actor.setFlag(SYSTEM_ID, FLAGS.startingDrawn, drawn);
    return;
  }
  const listed = hand.getFlag(SYSTEM_ID, FLAGS.startingDrawn);
  const others = (Array.isArray(listed) ? listed : []).filter((u) => typeof u === "string" && u !== actor.uuid);
  await hand.setFlag(SYSTEM_ID, FLAGS.startingDrawn, drawn ? [...others, actor.uuid] : others);
}

/** A card's current face as plain data. */
export function cardFace(card: Card): CardFace {
  const face = card.faces?.[card.face ?? 0];
  return { id: card.id ?? "", name: card.name, img: card.img, text: face?.text ?? card.description ?? "" };
}

/** The Title's data the card flow reads (the slots with the data folder's own reader). */
export function titleCardsOf(title: Actor): TitleCards {
  const system = title.system;
  const mains = Array.isArray(system.mains) ? system.mains.filter((m): m is string => typeof m === "string") : [];
  return { mains, slots: readSlots(system.slots) };
}

/** Players (not GMs) who own the actor: shared with the other games. */
export { playerOwnerIds } from "../../../core/owners";

function titles(): Actor[] {
  return game.actors.filter((a) => a.type === TITLE_TYPE);
}

/** Every Title in the world with its cards, for the give dialog and the hand panel. */
export function titleChoices(): TitleChoice[] {
  return titles().map((t) => ({ uuid: t.uuid, name: t.name, title: titleCardsOf(t) }));
}

/** The Omegas this user owns. */
export function ownedOmegaUuids(): string[] {
  return game.actors.filter((a) => a.type === OMEGA_TYPE && a.isOwner).map((a) => a.uuid);
}

/** The characters (Omegas and Diceless) this user plays. */
export function ownedCharacterUuids(): string[] {
  return game.actors.filter((a) => CARD_HOLDER_TYPES.includes(a.type) && a.isOwner).map((a) => a.uuid);
}

/** The Titles this user may give cards to: a character of theirs takes part in a running Issue. */
export function usableTitleChoices(): TitleChoice[] {
  const mine = ownedCharacterUuids();
  return titles()
    .filter((t) => titleCardsProblem(readIssues(t.system.issues), mine) === null)
    .map((t) => ({ uuid: t.uuid, name: t.name, title: titleCardsOf(t) }));
}

/** A character's starting Storypath Cards: one per diced Planet of an Omega; the GM's number for a Diceless character. */
export function startingCountOf(actor: Actor): number {
  return actor.type === DICELESS_TYPE
    ? dicelessStartingCount(actor.system.startingCards)
    : startingStorypathCards(readPlanets(actor.system.planets));
}

/** The Omega or Diceless character at the UUID, or null. */
export async function cardHolderFrom(uuid: unknown): Promise<Actor | null> {
  for (const type of CARD_HOLDER_TYPES) {
    const actor = await actorFrom(uuid, type);
    if (actor) return actor;
  }
  return null;
}

/** The Actor of that sub-type at the UUID, or null. */
export async function actorFrom(uuid: unknown, type: string): Promise<Actor | null> {
  if (typeof uuid !== "string" || uuid === "") return null;
  const doc = await fromUuid(uuid);
  return doc && doc.documentName === "Actor" && (doc as Actor).type === type ? (doc as Actor) : null;
}

/** The world stack of that type with the id, or null. */
export function stackFrom(id: unknown, type: Cards["type"]): Cards | null {
  if (typeof id !== "string") return null;
  const stack = game.cards.get(id);
  return stack && stack.type === type ? stack : null;
}
