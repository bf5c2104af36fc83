// Four Colors's GM-side request handlers: the chunk only GM clients load (module.ts's `queries`).
import type { GMHandlerTable } from "../../core/game-module";
import { cardsHandlers } from "./cards/gm-handlers";
import { diceHandlers } from "./dice/gm-handlers";

export const gmHandlers: GMHandlerTable = { ...diceHandlers, ...cardsHandlers };
