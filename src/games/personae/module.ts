import { composeModule } from "../../core/game-module";
import { personaeDefinition } from "./definition";
import { sheetsPart } from "./sheets/module-part";
import { challengePart } from "./challenge/module-part";
import { timePart } from "./time/module-part";

/** Personae in Foundry: data models and sheets (sheets/), challenges, their roll and card (challenge/), the chorus tools (time/). */
export const personaeModule = composeModule(personaeDefinition, [sheetsPart, challengePart, timePart], () =>
  import("./gm-handlers").then((m) => m.gmHandlers),
);
