/**
 * The conflict tracker's GM side (in the game's lazy chunk): requests,
 * joining and starting a conflict, each tracker action declared with who
 * may ask it (core checks it first; ask-rules.ts): the chapter's GM starts
 * and ends rounds and conflicts; a move is made by a side the user may act
 * for, for itself; a negotiation's step by a side the user may act for.
 */
import type { GMHandlerTable } from "../../../core/game-module";
import { byAction, type AskRule } from "../../../core/request-rules";
import { QUERIES } from "../queries";
import { actsForActorAt, actsForSide, chapterGM, movesOwnSide } from "../ask-rules";
import type { ConflictAction } from "./requests";
import { gmConflictRequest } from "./tracker-handler";
import { gmJoinConflict, gmNewConflict } from "./join-handler";

/** Every action the tracker knows, with its rule: a new action without one does not compile. */
const TRACKER_RULES: Record<ConflictAction, AskRule> = {
  start: chapterGM,
  end: chapterGM,
  chooseDice: movesOwnSide,
  roll: movesOwnSide,
  tieChoice: movesOwnSide,
  rerollLower: movesOwnSide,
  rollMove: movesOwnSide,
  declareMove: movesOwnSide,
  passMove: movesOwnSide,
  answer: movesOwnSide,
  buy: movesOwnSide,
  chooseDefault: actsForSide,
  propose: actsForSide,
  accept: actsForSide,
  insist: actsForSide,
  proposeEnd: actsForSide,
};

export const conflictHandlers: GMHandlerTable = {
  [QUERIES.conflict]: {
    mayAsk: byAction("action", TRACKER_RULES),
    handle: (data, options) => gmConflictRequest(data, options),
  },
  [QUERIES.joinConflict]: {
    mayAsk: actsForActorAt("actorUuid"),
    handle: (data, options) => gmJoinConflict(data, options),
  },
  [QUERIES.newConflict]: { mayAsk: chapterGM, handle: (data, options) => gmNewConflict(data, options) },
};
