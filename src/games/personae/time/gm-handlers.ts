// The chorus tools' GM side (in the game's lazy chunk): who may ask each (../ask-rules.ts), and the handler.
import type { GMHandlerTable } from "../../../core/game-module";
import { chorusRule } from "../ask-rules";
import { CHORUS_QUERY, chorusQuery } from "./time-query";

export const timeHandlers: GMHandlerTable = { [CHORUS_QUERY]: { mayAsk: chorusRule, handle: chorusQuery } };
