// The challenge card's GM side (in the game's lazy chunk).
import type { GMHandlerTable } from "../../../core/game-module";
import { CARD_QUERY } from "./card-message";
import { challengeCardQuery } from "./card-query";

export const challengeHandlers: GMHandlerTable = { [CARD_QUERY]: challengeCardQuery };
