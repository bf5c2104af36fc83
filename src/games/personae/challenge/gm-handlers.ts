// The challenge card's GM side (in the game's lazy chunk): who may ask each card request (../ask-rules.ts), and the writer.
import type { GMHandlerTable } from "../../../core/game-module";
import { challengeCardRule } from "../ask-rules";
import { CARD_QUERY } from "./card-message";
import { challengeCardQuery } from "./card-query";

export const challengeHandlers: GMHandlerTable = {
  [CARD_QUERY]: { mayAsk: challengeCardRule, handle: challengeCardQuery },
};
