// The conflict tracker's GM side (in the game's lazy chunk): requests, joining and starting a conflict.
import type { GMHandlerTable } from "../../../core/game-module";
import { QUERIES } from "../queries";
import { gmConflictRequest } from "./tracker-handler";
import { gmJoinConflict, gmNewConflict } from "./join-handler";

export const conflictHandlers: GMHandlerTable = {
  [QUERIES.conflict]: (data, options) => gmConflictRequest(data, options),
  [QUERIES.joinConflict]: (data, options) => gmJoinConflict(data, options),
  [QUERIES.newConflict]: (data, options) => gmNewConflict(data, options),
};
