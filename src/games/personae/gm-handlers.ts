// Personae's GM-side request handlers: the chunk only GM clients load (module.ts's `queries`).
import type { GMHandlerTable } from "../../core/game-module";
import { challengeHandlers } from "./challenge/gm-handlers";
import { sheetsHandlers } from "./sheets/gm-handlers";
import { timeHandlers } from "./time/gm-handlers";

export const gmHandlers: GMHandlerTable = { ...sheetsHandlers, ...challengeHandlers, ...timeHandlers };
