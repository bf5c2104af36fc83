import type { DefinitionPart } from "../../../core/game-definition";
import { newCampaign } from "./campaign";
import { CAMPAIGN_SETTING } from "./campaign-store";

/** Chapters: the owe list, story sheet and deal windows' templates, and the campaign's hidden world setting. */
export const campaignDefinition: DefinitionPart = {
  templates: [
    "wicked-age/campaign/owe-list.hbs",
    "wicked-age/campaign/story-sheet.hbs",
    "wicked-age/campaign/deal-dialog.hbs",
    "wicked-age/campaign/deal-card.hbs",
  ],
  settings: [{ key: CAMPAIGN_SETTING, scope: "world", config: false, type: "object", default: newCampaign() }],
};
