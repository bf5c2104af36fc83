import { composeModule } from "../../core/game-module";
import { fourColorsDefinition } from "./definition";
import { sheetsPart } from "./sheets/module-part";
import { dicePart } from "./dice/module-part";
import { cardsPart } from "./cards/module-part";

/** FourColors in Foundry: data models and sheets (sheets/), rolls, dialogs and roll cards (dice/), Storypath cards in play (cards/). */
export const fourColorsModule = composeModule(fourColorsDefinition, [sheetsPart, dicePart, cardsPart], () =>
  import("./gm-handlers").then((m) => m.gmHandlers),
);
