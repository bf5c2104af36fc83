/**
 * Storypath panels on the sheets: the contexts of the hand panel on an Omega
 * sheet and of the slots partial on a Title sheet, read from the world's
 * stacks for the viewing user (the pure builders are in cards-context.ts).
 */
import { isMainOf, panelHandFor } from "./cards-rules";
import { issueCharactersOf, readIssues, runningIndex } from "./title-issues";
import {
  handPanelContext,
  titleSlotsContext,
  type HandPanelContext,
  type IssueTitleInput,
  type TitleSlotsContext,
} from "./cards-context";
import {
  cardFace,
  findDeck,
  findHand,
  findTitlePile,
  inPlayIds,
  ownedCharacterUuids,
  playerOwnerIds,
  startingCountOf,
  startingDrawnOf,
  TITLE_TYPE,
  titleCardsOf,
  usableTitleChoices,
} from "./storypath";

/**
 * The Titles whose running Issue the character takes part in, with their
 * slotted cards: read from the world's Titles whatever the viewer's
 * permission on them, so a player needs none to spend them (the GM side
 * re-checks: storypath-handlers.ts).
 */
export function issueTitlesOf(actor: Actor): IssueTitleInput[] {
  return game.actors
    .filter((a) => a.type === TITLE_TYPE)
    .flatMap((title) => {
      const issues = readIssues(title.system.issues);
      const running = issues[runningIndex(issues)];
      if (!running || !running.characters.includes(actor.uuid)) return [];
      const cards = titleCardsOf(title);
      const pile = findTitlePile(title.uuid);
      const inPlay = inPlayIds(pile).map((id) => `${pile?.uuid ?? ""}.Card.${id}`);
      return [
        {
          uuid: title.uuid,
          name: title.name,
          issue: running.number,
          cards: cards.slots.map((slot) => ({ ...slot, inPlay: inPlay.includes(slot.cardUuid) })),
          isMain: isMainOf(cards, actor.uuid),
        },
      ];
    });
}

/**
 * Context of the hand panel on an Omega or Diceless sheet
 * (templates/four-colors/cards/hand-panel.hbs), with the cards of the Titles
 * whose running Issue the character is in.
 */
export function storypathPanelContext(actor: Actor): HandPanelContext {
  // The character's own player's hand: its cards to that player (and a GM), its size to everyone else.
  const { handUserId, revealed } = panelHandFor({ id: game.user.id, isGM: game.user.isGM }, playerOwnerIds(actor));
  const hand = handUserId ? findHand(handUserId) : undefined;
  const handUser = handUserId ? game.users.get(handUserId) : undefined;
  return handPanelContext({
    hasDeck: findDeck() !== undefined,
    hand: hand
      ? {
          id: hand.id ?? "",
          name: hand.name,
          cards: hand.cards.map((card) => ({ ...cardFace(card), inPlay: inPlayIds(hand).includes(card.id ?? "") })),
        }
      : null,
    revealed,
    handUserName: game.user.isGM || !revealed ? (handUser?.name ?? "") : "",
    canAct: Boolean(hand && actor.isOwner && hand.testUserPermission(game.user, "OWNER")),
    // Give is offered only for Titles with a running Issue the user's character takes part in.
    titles: usableTitleChoices(),
    startingCount: startingCountOf(actor),
    startingDrawn: startingDrawnOf(actor, hand),
    issueTitles: issueTitlesOf(actor),
    canSpendForCharacter: actor.isOwner,
  });
}

/** Context of the slots partial on a Title sheet (templates/four-colors/cards/title-slots.hbs). */
export function titleSlotsPanelContext(title: Actor): TitleSlotsContext {
  const cards = titleCardsOf(title);
  // Spend is offered to a user with a Main character of the Title taking part in its running Issue.
  const inIssue = issueCharactersOf(readIssues(title.system.issues), ownedCharacterUuids());
  const pile = findTitlePile(title.uuid);
  return titleSlotsContext({
    title: cards,
    viewerIsMain: inIssue.some((uuid) => isMainOf(cards, uuid)),
    inPlay: inPlayIds(pile).map((id) => `${pile?.uuid ?? ""}.Card.${id}`),
  });
}
