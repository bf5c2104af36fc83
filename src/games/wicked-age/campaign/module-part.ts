import type { ModulePart } from "../../../core/game-module";
import { campaignTools, onCampaignChange, registerCampaignHooks } from "./hooks";
import { CAMPAIGN_SETTING } from "./campaign-store";
import { chapterGmHolders } from "./table-sides";

/**
 * In a Wicked Age in Foundry, chapters: the windows' hooks (the GM's
 * handlers for the owe list, story sheets and deals: gm-handlers.ts) (the chapter's Quench flow is
 * in self-tests.ts, loaded only with Quench).
 */
export const campaignPart: ModulePart = {
  // The story sheets' and deals' hook, at init: every client has it from its first update on.
  init: registerCampaignHooks,
  settingChanges: { [CAMPAIGN_SETTING]: onCampaignChange },
  tools: campaignTools,
  // The chapter's GM (roles.ts) is the player the campaign records, else the Foundry GMs.
  roleHolders: { chapterGm: chapterGmHolders },
};
