import { composeModule } from "../../core/game-module";
import { personaeDefinition } from "./definition";
import { sheetsPart } from "./sheets/module-part";
import { challengePart } from "./challenge/module-part";

/** Personae in Foundry: data models and sheets (sheets/), challenges, their roll and card (challenge/). */
export const personaeModule = composeModule(personaeDefinition, [sheetsPart, challengePart]);
