// The Complication board's GM side, in the game's lazy chunk: the query that applies a player's request, a new
// Story and the next Scene, each with who may ask it (ask-rules.ts).
import type { GMHandlerTable } from "../../../core/game-module";
import { anyone } from "../../../core/request-rules";
import { boardAskRule, nextSceneAskRule } from "./ask-rules";
import { boardQuery } from "./query";
import { BOARD_QUERY, NEW_STORY_QUERY, NEXT_SCENE_QUERY } from "./state";
import { newStoryQuery, nextSceneQuery } from "./story-handlers";

export const boardHandlers: GMHandlerTable = {
  [BOARD_QUERY]: { mayAsk: boardAskRule, handle: boardQuery },
  // Capes has no GM: any user may start a Story (and name its Editor); a GM's client creates its journal.
  [NEW_STORY_QUERY]: { mayAsk: anyone, handle: newStoryQuery },
  [NEXT_SCENE_QUERY]: { mayAsk: nextSceneAskRule, handle: nextSceneQuery },
};
