import { composeModule } from "../../core/game-module";
import { venusDefinition } from "./definition";
import { sheetsPart } from "./sheets/module-part";
import { dicePart } from "./dice/module-part";
import { tablesPart } from "./tables/module-part";

/** Venus in Foundry: data models and sheets (sheets/), rolls, dialogs and cards (dice/), the table procedures (tables/). */
export const venusModule = composeModule(venusDefinition, [sheetsPart, dicePart, tablesPart], () =>
  import("./gm-handlers").then((m) => m.gmHandlers),
);
