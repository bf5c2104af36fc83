// Capes's GM-side request handlers: the chunk only GM clients load (module.ts's `queries`).
import type { GMHandlerTable } from "../../core/game-module";
import { boardHandlers } from "./board/gm-handlers";

export const gmHandlers: GMHandlerTable = { ...boardHandlers };
