/**
 * The chapter's GM side (in the game's lazy chunk): the owe list, story
 * sheets and deals, each sub-action declared with who may ask it (core
 * checks it before the handler runs; ask-rules.ts).
 */
import type { GMHandlerTable } from "../../../core/game-module";
import { anyOf, anyone, byAction } from "../../../core/request-rules";
import { QUERIES } from "../queries";
import {
  actsForActorAt,
  chapterGM,
  claimedStoryCharacter,
  dealer,
  foundryGM,
  notChapterGM,
  playsCharacterAt,
  playsStoryTopper,
} from "../ask-rules";
import { gmCampaign, gmDeal, gmStory } from "./handlers";

export const campaignHandlers: GMHandlerTable = {
  [QUERIES.campaign]: {
    mayAsk: byAction("op", {
      // A player scratches their own character's name to buy it in.
      buyIn: playsCharacterAt("actorUuid"),
      // The chapter's GM ends the chapter; a Foundry GM corrects the list and records who runs the next.
      endChapter: chapterGM,
      remove: foundryGM,
      recordGm: foundryGM,
    }),
    handle: (data, options) => gmCampaign(data, options),
  },
  [QUERIES.story]: {
    mayAsk: byAction("op", {
      choose: playsStoryTopper,
      add: anyone,
      remove: chapterGM,
      claim: notChapterGM,
      release: anyOf(claimedStoryCharacter, chapterGM),
      createActor: anyOf(claimedStoryCharacter, chapterGM),
      claimReturning: anyOf(actsForActorAt("actorUuid"), chapterGM),
      timePlace: anyone,
    }),
    handle: (data, options) => gmStory(data, options),
  },
  [QUERIES.deal]: { mayAsk: dealer, handle: (data, options) => gmDeal(data, options) },
};
