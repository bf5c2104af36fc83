/**
 * Two set-up requests beside the Scene's own (setup.ts dispatches them): the
 * Editor's role handed to another seated player (Capes has no GM: the Editor
 * is any user at the table), and an example Scene's stakes made earlier in
 * the Scene, which the example's set-up records.
 */
import { Draft, refuse } from "./draft";
import type { BoardRequest } from "./request";
import { placeStake } from "./stakes";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

/**
 * The Editor's role handed to another seated player at a Scene's start, by the Editor or the table's host (a
 * Foundry GM): the new Editor takes the first seat and the circle turns with them (clockwise stays clockwise);
 * the tokens, Inspirations and characters each holds stay theirs (docs/games/capes-rulings.md).
 */
export function setEditor(draft: Draft, request: Req<"setEditor">): void {
  if (!draft.requester.isGM && draft.requester.host !== true) draft.requireGM("hand the Editor's role on");
  draft.requirePhase("setup");
  const at = draft.story.players.findIndex((p) => p.userId === request.userId);
  const ledger = draft.story.players[at];
  if (!ledger) refuse("not-seated", "That player has no seat at this table.");
  draft.story.players = [...draft.story.players.slice(at), ...draft.story.players.slice(0, at)];
  draft.story.editorId = ledger.userId;
  draft.log("editorChanged", { name: ledger.name });
}

/**
 * An example Scene's stake made earlier in the Scene (the Editor's set-up): by the character present (its
 * narrator's, handed on with it), or by an absent opponent (the Editor's).
 */
export function earlierStake(draft: Draft, request: Req<"earlierStake">): void {
  draft.requireGM("set up the stakes made earlier in an example Scene");
  draft.requirePhase("setup");
  const complication = draft.scene.complications.find((c) => c.name === request.complication.trim());
  if (!complication)
    refuse("unknown-complication", "That Complication is not on the board.", { id: request.complication });
  const present = draft.scene.characters.find((c) => c.actorUuid === request.actorUuid);
  const staker = present
    ? { actorUuid: present.actorUuid, characterId: present.id, userId: present.narrator, faction: present.faction }
    : { actorUuid: request.actorUuid, characterId: null, userId: draft.story.editorId, faction: "opponents" as const };
  placeStake(draft, complication, staker, request.drive, request.count, { earlier: true });
}
