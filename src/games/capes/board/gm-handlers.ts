// The Complication board's GM side (in the lazy chunk): the board query, a new Story and the next Scene.
import type { GMHandlerTable } from "../../../core/game-module";
import { boardQuery } from "./query";
import { BOARD_QUERY, NEW_STORY_QUERY, NEXT_SCENE_QUERY } from "./state";
import { newStoryQuery, nextSceneQuery } from "./story-handlers";

export const boardHandlers: GMHandlerTable = {
  [BOARD_QUERY]: boardQuery,
  [NEW_STORY_QUERY]: newStoryQuery,
  [NEXT_SCENE_QUERY]: nextSceneQuery,
};
