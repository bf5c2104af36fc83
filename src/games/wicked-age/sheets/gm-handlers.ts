/**
 * The sheets' GM side (in the game's lazy chunk): coming back as a parallel
 * sheet, which players may not create; who may ask is the owner of the
 * character who comes back (core checks it first; ask-rules.ts).
 */
import type { GMHandlerTable } from "../../../core/game-module";
import { QUERIES } from "../queries";
import { ownsCharacterAt } from "../ask-rules";
import { gmParallel } from "./parallel-handler";

export const sheetHandlers: GMHandlerTable = {
  [QUERIES.parallel]: { mayAsk: ownsCharacterAt("actorUuid"), handle: (data, options) => gmParallel(data, options) },
};
