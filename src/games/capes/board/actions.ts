/**
 * The board's buttons (ApplicationV2 actions). Each turns what was clicked
 * and the form beside it into a board request, sent with the board version
 * this window shows; a button stays disabled while its board's request is in
 * flight (core pending actions). Picking a die is local to the window.
 */
import { pendingAction } from "../../../core/pending-actions";
import { capes } from "../../../rules";
import { CAPES_LANG } from "../data/common";
import type { CapesBoardApp } from "./board-app";
import { rollBoardDie, sendBoardRequest } from "./query";
import { rollDataFor } from "./card-context";
import { startNextScene } from "./open";
import { loadExample } from "./example-loader";

type App = foundry.applications.api.ApplicationV2;
type Action = foundry.applications.api.ApplicationAction;

const board = (app: App) => app as CapesBoardApp;

function field(target: HTMLElement, name: string): string {
  const form = target.closest<HTMLElement>("[data-form]") ?? target.parentElement;
  const input = form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  return input?.value ?? "";
}

function checked(target: HTMLElement, name: string): boolean {
  const form = target.closest<HTMLElement>("[data-form]");
  return form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
}

/** Tell the player to pick the Drive their tokens come from; nothing is sent. */
function chooseDrive(): null {
  ui.notifications.warn(`${CAPES_LANG}.Board.chooseDrive`, { localize: true });
  return null;
}

const int = (text: string | undefined) => Number.parseInt(text ?? "", 10);
const drive = (text: string): capes.DriveSlot | undefined =>
  (capes.DRIVES as readonly string[]).includes(text) ? (text as capes.DriveSlot) : undefined;

/**
 * The pending key of a board's buttons on this client: one request at a time per board and user (the user is
 * constant on a real client; it keeps two seats of a play-through table apart).
 */
const pendingKey = (app: App) => `capes-board:${board(app).boardUuid}:${game.user.id}`;

/** An action that sends the request `build` makes from the click (nothing when it returns null). */
function request(build: (app: CapesBoardApp, target: HTMLElement) => capes.BoardRequest | null): Action {
  return pendingAction(pendingKey, async (app, _event, target) => {
    const made = build(board(app), target);
    // A character left unchosen, or a number left empty, in the form beside the button: say so here, send nothing.
    if (made && "actorUuid" in made && made.actorUuid === "") {
      ui.notifications.warn("STORY_ENGINES.Capes.Problem.unknown-character", { localize: true });
      return;
    }
    if (made && Object.values(made).some((value) => typeof value === "number" && Number.isNaN(value))) {
      ui.notifications.warn("STORY_ENGINES.Capes.Problem.bad-request", { localize: true });
      return;
    }
    if (made) await sendBoardRequest(board(app).boardUuid, made, board(app).version);
  });
}

export const BOARD_ACTIONS: Record<string, Action> = {
  selectDie(this: App, _event: PointerEvent, target: HTMLElement) {
    board(this).select({
      complicationId: target.dataset.complication ?? "",
      side: int(target.dataset.side),
      die: int(target.dataset.die),
    });
  },
  spendProminence: request((_app, t) => ({
    type: "spendProminence",
    actorUuid: field(t, "actorUuid"),
    faction: field(t, "faction") === "opponents" ? "opponents" : "heroes",
    tokens: int(field(t, "tokens")),
  })),
  addComplication: request((_app, t) => {
    const inspirationId = field(t, "inspirationId");
    const name = field(t, "name").trim();
    // A Complication is named when it is made (the board refuses a nameless one): say so here, send nothing.
    if (!name) {
      ui.notifications.warn(`${CAPES_LANG}.Board.nameComplicationFirst`, { localize: true });
      return null;
    }
    return { type: "addComplication", name, ...(inspirationId ? { inspirationId } : {}) };
  }),
  addCharacter: request((_app, t) => ({
    type: "addCharacter",
    actorUuid: field(t, "actorUuid"),
    faction: field(t, "faction") === "heroes" ? "heroes" : "opponents",
    prominence: int(field(t, "prominence")),
    narrator: field(t, "narrator"),
  })),
  doubleToken: request((_app, t) => ({
    type: "doubleToken",
    userId: field(t, "userId"),
    actorUuid: field(t, "actorUuid"),
  })),
  setVictoryTotal: request((_app, t) => ({ type: "setVictoryTotal", value: int(field(t, "value")) })),
  removeCharacter: request((_app, t) => ({ type: "removeCharacter", characterId: t.dataset.character ?? "" })),
  setNarrator: request((_app, t) => ({
    type: "setNarrator",
    characterId: t.dataset.character ?? "",
    userId: field(t, "userId"),
  })),
  loadExample: pendingAction(pendingKey, async (app, _event, target) =>
    loadExample(board(app).boardUuid, field(target, "sceneId"), board(app).version),
  ),
  addPlayer: request((_app, t) => {
    const userId = field(t, "userId");
    const name = game.users.get(userId)?.name ?? "";
    return userId && name ? { type: "addPlayer", userId, name } : null;
  }),
  removePlayer: request((_app, t) => ({ type: "removePlayer", userId: t.dataset.user ?? "" })),
  setEditor: request((_app, t) => {
    const userId = field(t, "userId");
    return userId ? { type: "setEditor", userId } : null;
  }),
  // A pass names the result it was shown, not the board version: two players letting the same result go at once
  // both land, and a pass clicked on a result rolled again since is refused (it never answers a later one).
  passReaction: pendingAction(pendingKey, async (app, _event, t) => {
    const userId = t.dataset.user;
    const resultId = t.dataset.result;
    await sendBoardRequest(board(app).boardUuid, {
      type: "passReaction",
      ...(userId ? { userId } : {}),
      ...(resultId ? { resultId } : {}),
    });
  }),
  removeComplication: request((_app, t) => ({
    type: "removeComplication",
    complicationId: t.dataset.complication ?? "",
  })),
  moveSeat: request((app, t) => {
    const players = app.board?.story.players.map((p) => p.userId) ?? [];
    const from = players.indexOf(t.dataset.user ?? "");
    const to = from + int(t.dataset.delta);
    if (from < 1 || to < 1 || to >= players.length) return null;
    const seating = [...players];
    [seating[from], seating[to]] = [seating[to] ?? "", seating[from] ?? ""];
    return { type: "seat", userIds: seating };
  }),
  startScene: request(() => ({ type: "startScene" })),
  claim: request((_app, t) => ({
    type: "claim",
    characterId: t.dataset.character ?? "",
    complicationId: t.dataset.complication ?? "",
  })),
  passClaims: request(() => ({ type: "passClaims" })),
  overdrawnRoll: request((_app, t) => ({
    type: "overdrawnRoll",
    characterId: t.dataset.character ?? "",
    drive: drive(t.dataset.drive ?? "") ?? "justice",
    complicationId: t.dataset.complication ?? "",
    side: int(t.dataset.side),
    die: int(t.dataset.die),
  })),
  rollDie: pendingAction(pendingKey, async (app) => {
    const b = board(app);
    const data = b.board ? rollDataFor(b.board, b.sheets, b.boardUuid) : null;
    if (data) await rollBoardDie(data);
  }),
  decide: request((_app, t) => ({ type: "decide", keep: t.dataset.keep === "true" })),
  stake: request((app, t) => {
    const absent = field(t, "absentActorUuid");
    // No Drive is chosen for the player: with none picked, nothing is sent and the player is told.
    const from = drive(field(t, "drive"));
    if (!from) return chooseDrive();
    const base = {
      complicationId: field(t, "complicationId"),
      drive: from,
      count: int(field(t, "count")),
    };
    return absent
      ? { type: "stake", absentActorUuid: absent, ...base }
      : { type: "stake", characterId: app.actingId ?? "", ...base };
  }),
  roll: request((app, t) => {
    const selection = app.selection;
    if (!selection) return null;
    const debtDrive = drive(field(t, "debtDrive"));
    return {
      type: "roll",
      characterId: app.actingId ?? "",
      ...selection,
      abilityId: field(t, "abilityId"),
      ...(debtDrive ? { debtDrive } : {}),
      stakeDebt: checked(t, "stakeDebt"),
    };
  }),
  split: request((app, t) => {
    const selection = app.selection;
    if (!selection) return null;
    const stakeCount = int(field(t, "stakeCount"));
    const stakeDrive = drive(field(t, "drive"));
    if (stakeCount > 0 && !stakeDrive) return chooseDrive();
    return {
      type: "split",
      characterId: app.actingId ?? "",
      ...selection,
      parts: int(field(t, "parts")),
      newSide: int(field(t, "newSide")),
      ...(stakeCount > 0 && stakeDrive ? { stake: { drive: stakeDrive, count: stakeCount } } : {}),
    };
  }),
  endTurn: request(() => ({ type: "endTurn" })),
  react: request((_app, t) => {
    const debtDrive = drive(field(t, "debtDrive"));
    return {
      type: "react",
      characterId: t.dataset.character ?? "",
      abilityId: field(t, "abilityId"),
      ...(debtDrive ? { debtDrive } : {}),
      stakeDebt: checked(t, "stakeDebt"),
    };
  }),
  veto: request(() => ({ type: "veto" })),
  resolveNext: request(() => ({ type: "resolveNext" })),
  give: request((_app, t) => ({ type: "give", giftId: t.dataset.gift ?? "", toUserId: field(t, "toUserId") })),
  replace: request((_app, t) => {
    const inspirationId = field(t, "inspirationId");
    return { type: "replace", name: field(t, "name"), ...(inspirationId ? { inspirationId } : {}) };
  }),
  endClaim: request((_app, t) => ({
    type: "endClaim",
    characterId: t.dataset.character ?? "",
    complicationId: t.dataset.complication ?? "",
  })),
  closeScene: request(() => ({ type: "closeScene" })),
  nextScene: pendingAction(pendingKey, async (app, _event, target) =>
    startNextScene(board(app).boardUuid, field(target, "name")),
  ),
};
