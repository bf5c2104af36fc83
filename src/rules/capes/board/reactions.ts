/**
 * The chance to react (Capes Lite, "Reaction! Reaction!"): once a new face
 * is accepted, every player who narrates a character with a Trope that could
 * re-roll it — the roller included — reacts or passes before the action goes
 * on; an accepted reaction gives everyone that chance again. A player with no
 * such Trope is passed over. The Editor may pass for a player who is away.
 * The board's other rules ask here whether the window is open.
 */
import { afterOverdrawn } from "./claims";
import { Draft, refuse } from "./draft";
import type { BoardRequest } from "./request";
import type { ReactionWindow } from "./types";

type Req<T extends BoardRequest["type"]> = Extract<BoardRequest, { type: T }>;

/** The window still open, or null (boards stored before it existed have none). */
export function openWindow(draft: Draft): ReactionWindow | null {
  const window = draft.scene.reactions ?? null;
  return window && window.awaiting.length > 0 ? window : null;
}

/** Whether this player narrates a character holding a Trope that may react to a die showing `face`. */
export function mayReact(draft: Draft, userId: string, face: number): boolean {
  return draft.scene.characters.some(
    (c) =>
      c.narrator === userId &&
      (draft.sheets[c.actorUuid]?.abilities ?? []).some(
        (a) => a.type === "trope" && !a.blocked && !a.usedThisPage && a.level >= face,
      ),
  );
}

/** Close the window: the chance to react to the last roll is gone. */
function close(draft: Draft): void {
  draft.scene.reactions = null;
  draft.scene.lastRoll = null;
  // An Overdrawn phase with no roll left goes on to the action turns.
  if (draft.scene.phase === "overdrawn") afterOverdrawn(draft);
}

/** A new face was accepted by `userId`: open the window to every player who could react to it. */
export function openReactions(draft: Draft, userId: string): void {
  const last = draft.scene.lastRoll;
  const awaiting = last ? draft.story.players.map((p) => p.userId).filter((u) => mayReact(draft, u, last.face)) : [];
  if (!last || awaiting.length === 0) {
    close(draft);
    return;
  }
  draft.scene.reactions = { id: draft.nextId("w"), userId, awaiting };
  draft.log("reactionsOpen", { count: awaiting.length, face: last.face });
}

/** A player reacted: they have had their chance at this face. */
export function reacted(draft: Draft, userId: string): void {
  const window = openWindow(draft);
  if (window) window.awaiting = window.awaiting.filter((u) => u !== userId);
}

/** A reaction was turned back: the others still deciding keep their chance, if they still have a Trope for it. */
export function resumeReactions(draft: Draft): void {
  const window = draft.scene.reactions ?? null;
  const last = draft.scene.lastRoll;
  if (!window || !last) return close(draft);
  window.awaiting = window.awaiting.filter((u) => mayReact(draft, u, last.face));
  if (window.awaiting.length === 0) close(draft);
}

/** Refuse what would take the chance to react away from the players still deciding. */
export function requireNoReactions(draft: Draft): void {
  const window = openWindow(draft);
  if (!window) return;
  const names = window.awaiting.map((u) => draft.story.players.find((p) => p.userId === u)?.name ?? u).join(", ");
  refuse("reactions-open", `Waiting for ${names} to react or pass.`, { players: names });
}

/** The player whose character reacts must still be deciding. */
export function requireAwaited(draft: Draft, userId: string): void {
  const window = openWindow(draft);
  if (!window) refuse("nothing-to-react", "There is no accepted roll to react to.");
  if (!window.awaiting.includes(userId)) {
    const name = draft.story.players.find((p) => p.userId === userId)?.name ?? userId;
    refuse("not-awaited", `${name} has already reacted or passed on this roll.`, { name });
  }
}

export function passReaction(draft: Draft, request: Req<"passReaction">): void {
  draft.requirePhase("turns", "overdrawn");
  const userId = request.userId ?? draft.requester.userId;
  draft.requireFor(userId, "pass for another player");
  const shown = openWindow(draft);
  // A pass answers the result it was shown, never a later one (a chance to react is per result).
  if (request.resultId !== undefined && shown && shown.id !== undefined && shown.id !== request.resultId) {
    refuse("not-that-result", "That result was rolled again: look at the new one and decide again.");
  }
  requireAwaited(draft, userId);
  const window = openWindow(draft);
  if (!window) return;
  window.awaiting = window.awaiting.filter((u) => u !== userId);
  draft.log("reactionPassed", { player: draft.story.players.find((p) => p.userId === userId)?.name ?? userId });
  if (window.awaiting.length === 0) close(draft);
}

/** The acting player ends the action: their own chance to react goes with it; the others' must be spent first. */
export function passOwnReaction(draft: Draft, userId: string): void {
  const window = openWindow(draft);
  if (!window) return;
  if (window.awaiting.some((u) => u !== userId)) requireNoReactions(draft);
  draft.scene.reactions = null;
}
