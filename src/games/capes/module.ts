import { composeModule } from "../../core/game-module";
import { capesDefinition } from "./definition";
import { sheetsPart } from "./sheets/module-part";
import { boardPart } from "./board/module-part";

/** Capes in Foundry: data models and sheets (sheets/), the Complication board, its rolls and cards (board/). */
export const capesModule = composeModule(capesDefinition, [sheetsPart, boardPart], () =>
  import("./gm-handlers").then((m) => m.gmHandlers),
);
