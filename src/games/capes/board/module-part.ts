import type { ModulePart } from "../../../core/game-module";
import { CapesDieRoll } from "./capes-roll";
import { registerBoardHooks } from "./open";
import { boardQuery } from "./query";
import { BOARD_QUERY } from "./state";
import { boardFlow } from "./self-test";

/** The Complication board in Foundry: the die roll class, the GM query that applies requests, the hooks. */
export const boardPart: ModulePart = {
  rollClasses: [CapesDieRoll],
  queries: { [BOARD_QUERY]: boardQuery },
  init: () => registerBoardHooks(),
  selfTests: {
    invalidUpdates: {},
    validUpdates: {},
    flows: [boardFlow],
    sampleRolls: () => [
      CapesDieRoll.build({
        boardUuid: "",
        pendingId: "r1",
        kind: "action",
        character: "Zip",
        ability: "Super-speed",
        level: 3,
        complication: "Getaway",
        faction: "heroes",
        from: 2,
      }),
    ],
  },
};
