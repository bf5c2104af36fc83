// The sheets' GM side (in the game's lazy chunk): coming back as a parallel sheet, which players may not create.
import type { GMHandlerTable } from "../../../core/game-module";
import { QUERIES } from "../queries";
import { gmParallel } from "./parallel-handler";

export const sheetHandlers: GMHandlerTable = {
  [QUERIES.parallel]: (data, options) => gmParallel(data, options),
};
