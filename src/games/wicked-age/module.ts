import { composeModule } from "../../core/game-module";
import { wickedAgeDefinition } from "./definition";
import { sheetsPart } from "./sheets/module-part";
import { conflictPart } from "./conflict/module-part";
import { campaignPart } from "./campaign/module-part";

/**
 * In a Wicked Age in Foundry: data models and sheets (sheets/), the conflict
 * tracker (conflict/), the owe list, story sheets and oracle deals (campaign/).
 */
export const wickedAgeModule = composeModule(wickedAgeDefinition, [sheetsPart, campaignPart, conflictPart], () =>
  import("./gm-handlers").then((m) => m.gmHandlers),
);
