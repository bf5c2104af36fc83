// Capes's GM-side request handlers: the chunk only GM clients load (module.ts's `queries`).
import type { GMHandlerTable } from "../../core/game-module";
import { boardHandlers } from "./board/gm-handlers";

export const gmHandlers: GMHandlerTable = { ...boardHandlers };
/** A player starting a Story with no GM connected creates its journal on their own client (if Foundry lets them). */
export { newStoryQuery } from "./board/story-handlers";
