/**
 * Rolled dice and their decisions (Capes Lite, "Roll Them Bones", "Your
 * account is Overdrawn", "Reaction! Reaction!"): the face a roller reports
 * for the die the board awaits (an Overdrawn roll is kept only if lower),
 * keeping the new face or turning the die back, and the Editor's veto of the
 * last ability use.
 */
import { afterOverdrawn } from "./claims";
import { Draft, refuse } from "./draft";
import { openReactions, resumeReactions } from "./reactions";
import type { BoardRequest } from "./request";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

function requireRoller(draft: Draft, userId: string): void {
  if (!draft.actsFor(userId)) refuse("not-your-roll", "Only the player who rolls this die decides it.");
}

export function rollResult(draft: Draft, request: Req<"rollResult">): void {
  const pending = draft.scene.pending;
  if (!pending || pending.id !== request.pendingId) refuse("no-such-roll", "That roll is no longer awaited.");
  requireRoller(draft, pending.userId);
  if (pending.result !== null) refuse("already-rolled-die", "That die has already been rolled.");
  pending.result = request.face;
  const complication = draft.complication(pending.complicationId);
  if (pending.kind !== "overdrawn") {
    draft.log("rolled", { name: draft.character(pending.characterId).name, from: pending.from, to: request.face });
    return;
  }
  // An Overdrawn roll is kept only if it lowers the die.
  const character = draft.character(pending.characterId);
  const keep = request.face < pending.from;
  if (keep) {
    draft.die(complication, pending.side, pending.die).side.dice[pending.die] = request.face;
    draft.scene.lastRoll = {
      complicationId: complication.id,
      side: pending.side,
      die: pending.die,
      face: request.face,
    };
  }
  draft.scene.overdrawnDue = draft.scene.overdrawnDue.filter(
    (d) => !(d.characterId === pending.characterId && d.drive === pending.drive),
  );
  draft.scene.pending = null;
  draft.log(keep ? "overdrawnLowered" : "overdrawnKept", {
    name: character.name,
    complication: complication.name,
    from: pending.from,
    to: request.face,
  });
  // A lowered die is a new result the table may react to before the next roll or the turns.
  if (keep) openReactions(draft, pending.userId);
  else afterOverdrawn(draft);
}

export function decide(draft: Draft, request: Req<"decide">): void {
  const pending = draft.scene.pending;
  // An Overdrawn roll is decided as soon as its face is reported (rollResult): it never waits here.
  if (!pending || pending.result === null) refuse("nothing-to-decide", "No rolled die awaits a decision.");
  requireRoller(draft, pending.userId);
  const complication = draft.complication(pending.complicationId);
  const character = draft.character(pending.characterId);
  if (request.keep) {
    draft.die(complication, pending.side, pending.die).side.dice[pending.die] = pending.result;
    draft.scene.lastRoll = {
      complicationId: complication.id,
      side: pending.side,
      die: pending.die,
      face: pending.result,
    };
  } else if (pending.kind === "action") {
    draft.scene.lastRoll = null;
  }
  draft.scene.pending = null;
  const control = draft.control(complication);
  draft.log(request.keep ? "kept" : "turnedBack", {
    name: character.name,
    complication: complication.name,
    face: request.keep ? pending.result : pending.from,
    rolled: pending.result,
    control: complication.sides[control ?? -1]?.faction ?? "none",
  });
  // An accepted face opens the chance to react to everyone again; a turned-back reaction leaves the others theirs.
  if (request.keep) openReactions(draft, pending.userId);
  else if (pending.kind === "reaction") resumeReactions(draft);
}

export function veto(draft: Draft): void {
  draft.requireGM("veto an ability use");
  const undo = draft.scene.undo;
  if (!undo) refuse("nothing-to-veto", "There is no ability use to undo.");
  const scene = draft.scene;
  scene.complications = undo.complications;
  scene.turn = undo.turn;
  scene.pending = undo.pending;
  scene.lastRoll = undo.lastRoll;
  scene.overdrawnDue = undo.overdrawnDue;
  scene.reactions = undo.reactions ?? null;
  for (const restore of undo.sheets) {
    const sheet = draft.sheets[restore.actorUuid];
    if (!sheet) continue;
    if (restore.drive) sheet.drives[restore.drive].debt = restore.debt;
    const ability = sheet.abilities.find((a) => a.id === restore.abilityId);
    if (ability) {
      ability.blocked = restore.blocked;
      ability.usedThisPage = restore.usedThisPage;
    }
  }
  scene.undo = null;
  draft.log("vetoed", { ability: undo.label });
}
