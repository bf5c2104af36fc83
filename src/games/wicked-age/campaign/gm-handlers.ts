// The chapter's GM side (in the game's lazy chunk): the owe list, story sheets and deals.
import type { GMHandlerTable } from "../../../core/game-module";
import { QUERIES } from "../queries";
import { gmCampaign, gmDeal, gmStory } from "./handlers";

export const campaignHandlers: GMHandlerTable = {
  [QUERIES.campaign]: (data, options) => gmCampaign(data, options),
  [QUERIES.story]: (data, options) => gmStory(data, options),
  [QUERIES.deal]: (data, options) => gmDeal(data, options),
};
