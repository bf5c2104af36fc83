import { QUERIES } from "../queries";
import type { ModulePart } from "../../../core/game-module";
import { gmCampaign, gmDeal, gmStory } from "./handlers";
import { campaignTools, onCampaignChange, registerCampaignHooks } from "./hooks";
import { CAMPAIGN_SETTING } from "./campaign-store";
import { chapterGmHolders } from "./table-sides";

/**
 * In a Wicked Age in Foundry, chapters: the GM's handlers for the owe list,
 * story sheets and deals; the windows' hooks (the chapter's Quench flow is
 * in self-tests.ts, loaded only with Quench).
 */
export const campaignPart: ModulePart = {
  queries: {
    [QUERIES.campaign]: (data, options) => gmCampaign(data, options),
    [QUERIES.story]: (data, options) => gmStory(data, options),
    [QUERIES.deal]: (data, options) => gmDeal(data, options),
  },
  settingChanges: { [CAMPAIGN_SETTING]: onCampaignChange },
  tools: campaignTools,
  // The chapter's GM (roles.ts) is the player the campaign records, else the Foundry GMs.
  roleHolders: { chapterGm: chapterGmHolders },
  ready: registerCampaignHooks,
};
