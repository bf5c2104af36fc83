/**
 * The board's public functions: a new Story's first board, the board of the
 * next Scene, and applyRequest — check the request's shape, apply it to a
 * working copy (draft.ts) with the rules of its phase, and return the new
 * board with the sheet changes it makes, or the problem that refused it and
 * the board unchanged. A request is validated whole and applied whole.
 */
import { argError, requireInteger, requireList, requireRecord, requireString } from "../../args";
import { requireCount } from "../args";
import { requireBoard, requireRequester, requireSheets } from "./check-board";
import { claim, overdrawnRoll, passClaims } from "./claims";
import { Draft, Refusal, refuse } from "./draft";
import { requireRequest, MAX_NAME, type BoardRequest } from "./request";
import { closeScene, endClaim, give, replace, resolveNext } from "./resolve";
import { applySetup } from "./setup";
import { endTurn, react, roll, split, stake } from "./turns";
import { decide, rollResult, veto } from "./decisions";
import { passReaction } from "./reactions";
import type { BoardResult, CapesBoard, Requester, Scene, SheetEffect, Sheets } from "./types";

function emptyScene(name: string): Scene {
  return {
    name,
    phase: "setup",
    page: 0,
    target: 0,
    vp: { heroes: 0, opponents: 0 },
    characters: [],
    complications: [],
    claims: null,
    overdrawnDue: [],
    turn: null,
    pending: null,
    lastRoll: null,
    resolution: null,
    undo: null,
    doubled: null,
    counter: 0,
  };
}

export interface NewBoardOptions {
  title: string;
  scene: string;
  editor: { userId: string; name: string };
  /** The players, clockwise from the Editor. */
  players: { userId: string; name: string }[];
  /** The Story's victory total (0: set later). */
  victoryTotal?: number;
}

/** The first Scene of a new Story, in set-up: every player holds the session's Story Token. */
export function newBoard(options: NewBoardOptions): CapesBoard {
  const fn = "capes.newBoard";
  const o = requireRecord(fn, "options", options);
  const title = requireString(fn, "options.title", o.title, MAX_NAME);
  const scene = requireString(fn, "options.scene", o.scene, MAX_NAME);
  const person = (value: unknown, path: string) => {
    const p = requireRecord(fn, path, value);
    const userId = requireString(fn, `${path}.userId`, p.userId, MAX_NAME);
    if (userId === "") argError(fn, `${path}.userId`, "a user id", userId, "range");
    return { userId, name: requireString(fn, `${path}.name`, p.name, MAX_NAME) };
  };
  const editor = person(o.editor, "options.editor");
  const players = requireList(fn, "options.players", o.players, (p, path) => person(p, path), 63);
  const ids = [editor.userId, ...players.map((p) => p.userId)];
  if (new Set(ids).size !== ids.length)
    argError(fn, "options.players", "each user once, the Editor not among them", o.players, "range");
  const victoryTotal = o.victoryTotal === undefined ? 0 : requireCount(fn, "options.victoryTotal", o.victoryTotal);
  return {
    schema: 1,
    version: 0,
    story: {
      title,
      editorId: editor.userId,
      players: [
        { ...editor, tokens: 0, inspirations: [] },
        ...players.map((p) => ({ ...p, tokens: 1, inspirations: [] })),
      ],
      victoryTotal,
      vp: { heroes: 0, opponents: 0 },
      sceneNumber: 1,
      over: false,
    },
    scene: emptyScene(scene),
    log: [],
  };
}

/**
 * The board of the Scene after a closed one: the Story's ledger carried over
 * (Victory Points, Inspirations, tokens), a new Story Token for each player
 * (not the Editor), an empty Scene in set-up.
 */
export function nextScene(board: CapesBoard, sceneName: string): CapesBoard {
  const fn = "capes.nextScene";
  const b = requireBoard(fn, "board", board);
  const name = requireString(fn, "sceneName", sceneName, MAX_NAME);
  if (b.scene.phase !== "over")
    argError(fn, "board.scene.phase", "over (close the Scene first)", b.scene.phase, "range");
  if (b.story.over) argError(fn, "board.story.over", "false: the Story is over", b.story.over, "range");
  const story = structuredClone(b.story);
  story.sceneNumber += 1;
  for (const player of story.players) if (player.userId !== story.editorId) player.tokens += 1;
  return { schema: 1, version: 0, story, scene: emptyScene(name), log: [] };
}

/** Requests still allowed while a die awaits its roll or decision. */
const WHILE_PENDING: readonly BoardRequest["type"][] = ["rollResult", "decide", "veto", "rename"];

function dispatch(draft: Draft, request: BoardRequest): void {
  if (draft.scene.pending && !WHILE_PENDING.includes(request.type)) {
    refuse("pending-roll", "A die is being rolled: wait for it to be rolled and decided.");
  }
  if (draft.story.over && request.type !== "rename") refuse("story-over", "The Story is over.");
  if (applySetup(draft, request)) return;
  switch (request.type) {
    case "claim":
      return claim(draft, request);
    case "passClaims":
      return passClaims(draft);
    case "overdrawnRoll":
      return overdrawnRoll(draft, request);
    case "stake":
      return stake(draft, request);
    case "roll":
      return roll(draft, request);
    case "react":
      return react(draft, request);
    case "rollResult":
      return rollResult(draft, request);
    case "passReaction":
      return passReaction(draft, request);
    case "decide":
      return decide(draft, request);
    case "split":
      return split(draft, request);
    case "endTurn":
      return endTurn(draft);
    case "veto":
      return veto(draft);
    case "resolveNext":
      return resolveNext(draft);
    case "give":
      return give(draft, request);
    case "replace":
      return replace(draft, request);
    case "endClaim":
      return endClaim(draft, request);
    case "closeScene":
      return closeScene(draft);
  }
}

/** What changed on the sheets: the new Debt of each Drive and the flags of each ability touched. */
function sheetEffects(before: Sheets, after: Sheets): SheetEffect[] {
  const effects: SheetEffect[] = [];
  for (const [uuid, sheet] of Object.entries(after)) {
    // The draft's sheets are copies of `before`: each has its original.
    const old = before[uuid] ?? sheet;
    for (const [drive, d] of Object.entries(sheet.drives) as [keyof typeof sheet.drives, { debt: number }][]) {
      if (old.drives[drive].debt !== d.debt) effects.push({ kind: "debt", actorUuid: uuid, drive, debt: d.debt });
    }
    for (const ability of sheet.abilities) {
      const was = old.abilities.find((a) => a.id === ability.id);
      if (was && (was.blocked !== ability.blocked || was.usedThisPage !== ability.usedThisPage)) {
        effects.push({
          kind: "ability",
          actorUuid: uuid,
          abilityId: ability.id,
          blocked: ability.blocked,
          usedThisPage: ability.usedThisPage,
        });
      }
    }
  }
  return effects;
}

/**
 * Apply one request to the board. `sheets` holds every sheet the request may
 * touch (the characters present and every staker). With `seenVersion`, a
 * request made on an older board is refused ("stale"). Rule refusals come
 * back as problems with the board unchanged; a malformed argument throws.
 */
export function applyRequest(
  board: CapesBoard,
  request: BoardRequest,
  sheets: Sheets,
  requester: Requester,
  seenVersion?: number,
): BoardResult {
  const fn = "capes.applyRequest";
  const b = requireBoard(fn, "board", board);
  const r = requireRequest(fn, "request", request);
  const s = requireSheets(fn, "sheets", sheets);
  const who = requireRequester(fn, "requester", requester);
  if (seenVersion !== undefined)
    requireInteger(fn, "seenVersion", seenVersion, { min: 0, max: Number.MAX_SAFE_INTEGER });
  const refused = (problem: BoardResult["problems"][number]): BoardResult => ({
    ok: false,
    board: b,
    effects: [],
    problems: [problem],
    roll: null,
  });
  if (seenVersion !== undefined && seenVersion !== b.version) {
    return refused({
      code: "stale",
      message: "The board changed while you were choosing: look again and retry.",
      data: { seen: seenVersion, version: b.version },
    });
  }
  const draft = new Draft(b, s, who);
  try {
    dispatch(draft, r);
  } catch (error) {
    if (error instanceof Refusal) return refused(error.problem);
    throw error;
  }
  draft.board.version = b.version + 1;
  return { ok: true, board: draft.board, effects: sheetEffects(s, draft.sheets), problems: [], roll: draft.roll };
}

/** The character whose action it is, or null outside the action turns (the only phase with a turn). */
export function actingCharacterId(board: CapesBoard): string | null {
  const turn = requireBoard("capes.actingCharacterId", "board", board).scene.turn;
  return turn ? (turn.order[turn.index] ?? null) : null;
}
