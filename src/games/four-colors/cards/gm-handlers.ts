/**
 * Storypath Cards, GM side: the requests (in the game's lazy chunk), each
 * declared with who may ask it — the owner of the hand and of the character
 * spending, the Storyguide marking a spend or running a Title's Issues —
 * which core checks before the handler runs
 * (src/core/request-rules.ts). The handlers keep the checks that depend on
 * the state (a card still in the hand, a running Issue); registerGame runs
 * them in the GM queue.
 */
import type { GMHandlerTable } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import type { GMHandler } from "../../../core/gm-socket";
import { allOf, anyOf, byAction, holdsRoleRule, ownerOf, REFUSALS, type AskRule } from "../../../core/request-rules";
import {
  gmDrawStartingCards,
  gmGiveToTitle,
  gmSpendCard,
  gmSpendForTrait,
  gmSpendTitleCard,
  gmMarkSpend,
  gmRewardCard,
} from "./storypath-handlers";
import { gmTitleIssue } from "./title-issue-handlers";
import { FLAGS, stackFrom, type CardsResult } from "./storypath";
import { parseSpendState } from "./cards-context";
import { SYSTEM_ID } from "../../../core/game-definition";

type GMAction = (user: User, data: Record<string, unknown>) => Promise<CardsResult>;

const P = "STORY_ENGINES.FourColors.Cards.Problems";

/** A query handler: resolve the asking user (core has checked who may ask), then act. */
function handler(action: GMAction): GMHandler {
  return async (data, options) => {
    const user = askingUser(data, options);
    if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" } satisfies CardsResult;
    return action(user, data);
  };
}

/**
 * The Storypath hand `data.handId` names is the user's: they own it and it is
 * dealt to them (`storypathHandFor`) — a player Storyguide owns every hand
 * (storypath-owners.ts) but plays only their own — or the user is a GM.
 */
const ownsHand: AskRule = (data, user) => {
  const hand = stackFrom(data.handId, "hand");
  if (!hand) return REFUSALS.noDocument;
  if (!hand.testUserPermission(user, "OWNER")) return `${P}.notOwner`;
  return user.isGM || hand.getFlag(SYSTEM_ID, FLAGS.handFor) === user.id ? null : `${P}.notOwner`;
};

/** The user owns the character spending (`data.actorUuid`). */
const ownsCharacter = ownerOf("actorUuid", `${P}.notOwner`);

/** The user owns the character named, when the request names one (a hand spend for no character names none). */
const ownsCharacterIfNamed: AskRule = (data, user) =>
  data.actorUuid === undefined || data.actorUuid === "" ? null : ownsCharacter(data, user);

const storyguide = holdsRoleRule("four-colors", "storyguide", `${P}.notStoryguide`);

/**
 * The Storyguide runs a Title's Issues and edits its log (the book: the SG
 * announces which Title an Issue takes place within); owning the Title is
 * not enough. With no GM connected, the Title's owner's client still writes
 * the Storyguide's request (the writer routing, title-issue-actions.ts).
 */
const runsTitle = storyguide;

/** A veto or an acceptance by a player of the character the card was played on (the play's `vetoers`, card-play.ts). */
const vetoesCard: AskRule = (data, user) => {
  const doc = typeof data.messageUuid === "string" ? fromUuidSync(data.messageUuid) : null;
  const state =
    doc?.documentName === "ChatMessage" ? parseSpendState((doc as ChatMessage).getFlag(SYSTEM_ID, FLAGS.spend)) : null;
  if (!state) return REFUSALS.noDocument;
  return (data.marking === "veto" || data.marking === "accept") && (state.vetoers ?? []).includes(user.id)
    ? null
    : `${P}.notVetoer`;
};

export const cardsHandlers: GMHandlerTable = {
  "four-colors.drawStartingCards": { mayAsk: ownsCharacter, handle: handler(gmDrawStartingCards) },
  "four-colors.spendCard": { mayAsk: allOf(ownsHand, ownsCharacterIfNamed), handle: handler(gmSpendCard) },
  "four-colors.giveCardToTitle": { mayAsk: ownsHand, handle: handler(gmGiveToTitle) },
  "four-colors.spendTitleCard": { mayAsk: ownsCharacter, handle: handler(gmSpendTitleCard) },
  "four-colors.spendCardForTrait": { mayAsk: allOf(ownsHand, ownsCharacter), handle: handler(gmSpendForTrait) },
  "four-colors.titleIssue": {
    mayAsk: byAction("action", {
      start: runsTitle,
      end: runsTitle,
      page: runsTitle,
      join: runsTitle,
      leave: runsTitle,
      // The Issues table: Record a past Issue, a row edited in place, the trash icon.
      record: runsTitle,
      edit: runsTitle,
      delete: runsTitle,
    }),
    handle: handler(gmTitleIssue),
  },
  // The Storyguide settles or vetoes any play; a player of the character a card was played on vetoes or accepts it.
  "four-colors.markSpend": { mayAsk: anyOf(storyguide, vetoesCard), handle: handler(gmMarkSpend) },
  // "The SG may hand out more cards as rewards": the Storyguide alone, from Table tools.
  "four-colors.rewardCard": { mayAsk: storyguide, handle: handler(gmRewardCard) },
};
