/**
 * The campaign state in its world setting (Foundry side): read it, and
 * write it — only from the GM's client, inside the GM queue (the handlers
 * that call `writeCampaign` run there). Every client re-renders its open
 * owe list and story windows when the setting changes.
 */
import { getSetting, setSetting } from "../../../core/settings";
import { readCampaign, type CampaignState } from "./campaign";

export const CAMPAIGN_SETTING = "wickedAgeCampaign";

export function readCampaignSetting(): CampaignState {
  return readCampaign(getSetting<unknown>(CAMPAIGN_SETTING));
}

export async function writeCampaign(state: CampaignState): Promise<void> {
  await setSetting(CAMPAIGN_SETTING, state);
}
