/**
 * Who may ask the Complication board's requests (in the game's lazy chunk):
 * one declared rule per request type (src/core/request-rules.ts), read off
 * the board the request names — its Editor (the table role, named on each
 * board), the players seated at its table, the narrator of a character.
 * Whose turn, phase or roll it is depends on the board's state and stays
 * with the rules (`capes.applyRequest`). A batch (an example Scene's set-up)
 * is allowed when every request in it is.
 */
import { byAction, REFUSALS, withSubActions, type AskRule } from "../../../core/request-rules";
import type { capes } from "../../../rules";
import { isRecord } from "../data/common";
import { boardJournal, readBoard } from "./documents";
import { absentPlayers, isEditor } from "./editor-role";

const R = "STORY_ENGINES.Capes.Requests";

type BoardRule = (board: capes.CapesBoard, request: Record<string, unknown>, user: User) => string | null;

const editor: BoardRule = (board, _request, user) => (isEditor(board, user.id) ? null : `${R}.editorOnly`);

/** The Editor, or a Foundry GM (the table's host), who may hand the Editor's role on. */
const editorOrHost: BoardRule = (board, request, user) => (user.isGM ? null : editor(board, request, user));

const seated: BoardRule = (board, _request, user) =>
  board.story.players.some((p) => p.userId === user.id) ? null : `${R}.notSeated`;

/** The Editor for a seated player away from the table (a player at it decides for themselves). */
const forAbsent = (board: capes.CapesBoard, user: User, userId: string): string | null =>
  isEditor(board, user.id) && absentPlayers(board).includes(userId) ? null : `${R}.playerPresent`;

/** The narrator of the request's character, or the Editor when its narrator is away. */
const narrator: BoardRule = (board, request, user) => {
  const character = board.scene.characters.find((c) => c.id === request.characterId);
  // An unknown character is the rules' to refuse to the Editor (unknown-character); to anyone else, malformed.
  if (!character) return isEditor(board, user.id) ? null : REFUSALS.badRequest;
  if (character.narrator === user.id) return null;
  return isEditor(board, user.id) ? forAbsent(board, user, character.narrator) : `${R}.notNarrator`;
};

/** A seated player for themselves; the Editor for another (`request.userId`) who is away. */
const forSelf: BoardRule = (board, request, user) =>
  request.userId === undefined || request.userId === user.id
    ? seated(board, request, user)
    : (editor(board, request, user) ?? forAbsent(board, user, String(request.userId)));

/** Every request type the board knows, with its rule: a type without one does not compile. */
const RULES: Record<capes.BoardRequest["type"], BoardRule> = {
  rename: editor,
  setVictoryTotal: editor,
  seat: editor,
  addPlayer: editor,
  removePlayer: editor,
  setEditor: editorOrHost,
  // A player brings a Complication from their own Inspiration; the Editor lists new ones.
  addComplication: (board, request, user) =>
    request.inspirationId !== undefined ? seated(board, request, user) : editor(board, request, user),
  removeComplication: editor,
  earlierStake: editor,
  addCharacter: editor,
  spendProminence: forSelf,
  doubleToken: editor,
  removeCharacter: editor,
  setNarrator: editor,
  startScene: editor,
  claim: narrator,
  passClaims: seated,
  overdrawnRoll: narrator,
  // An absent opponent's stake is the Editor's; a character's, its narrator's.
  stake: (board, request, user) =>
    request.absentActorUuid !== undefined ? editor(board, request, user) : narrator(board, request, user),
  roll: narrator,
  react: narrator,
  rollResult: seated,
  passReaction: forSelf,
  decide: seated,
  split: narrator,
  endTurn: seated,
  veto: editor,
  resolveNext: seated,
  give: seated,
  replace: seated,
  endClaim: narrator,
  closeScene: editor,
};

/** A board rule as a declared rule: read the board `data.boardUuid` names, judge `data.request`. */
function onBoard(rule: BoardRule): AskRule {
  return (data, user) => {
    const board = readBoard(boardJournal(data.boardUuid));
    if (!board) return REFUSALS.noDocument;
    return rule(board, isRecord(data.request) ? data.request : {}, user);
  };
}

const single = byAction(
  "request.type",
  Object.fromEntries(Object.entries(RULES).map(([type, rule]) => [type, onBoard(rule)])),
);

/** Who may ask "capes.board": the rule of its request's type, or of every request of a batch. */
export const boardAskRule: AskRule = withSubActions((data, user) => {
  if (!Array.isArray(data.requests)) return single(data, user);
  for (const request of data.requests as unknown[]) {
    const reason = single({ ...data, request }, user);
    if (reason !== null) return reason;
  }
  return null;
}, single);

/** Who may ask "capes.nextScene": the Editor of the board it names (or a Foundry GM, the table's host). */
export const nextSceneAskRule: AskRule = onBoard(editorOrHost);
