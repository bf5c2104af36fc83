/**
 * Action turns (Capes Lite, "Action Turns", "Turn and Turn again"): turn 1
 * gives every character an action, turn k only those with Prominence ≥ k,
 * the Editor's characters first, then clockwise; turns continue while anyone
 * qualifies, then the Page's claims resolve.
 */
import type { Draft } from "./draft";
import { beginResolution } from "./resolve";

/** The characters acting in turn `k`, in seating order. */
export function turnOrder(draft: Draft, k: number): string[] {
  return draft.scene.characters
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.prominence >= k)
    .sort((a, b) => draft.seat(a.c.narrator) - draft.seat(b.c.narrator) || a.i - b.i)
    .map(({ c }) => c.id);
}

export function beginTurns(draft: Draft): void {
  const scene = draft.scene;
  scene.phase = "turns";
  scene.overdrawnDue = [];
  startTurn(draft, 1);
}

function startTurn(draft: Draft, k: number): void {
  const order = turnOrder(draft, k);
  const scene = draft.scene;
  if (order.length === 0) {
    scene.turn = null;
    beginResolution(draft);
    return;
  }
  scene.turn = { number: k, order, index: 0, rolled: false, attitude: false };
  draft.log("turnStarts", { number: k, name: draft.character(order[0] ?? "").name });
}

/** Move to the next character's action, the next turn, or the resolution. */
export function advanceTurn(draft: Draft): void {
  const turn = draft.scene.turn;
  draft.scene.lastRoll = null;
  draft.scene.undo = null;
  if (!turn) return;
  turn.index += 1;
  turn.rolled = false;
  turn.attitude = false;
  if (turn.index >= turn.order.length) {
    startTurn(draft, turn.number + 1);
    return;
  }
  draft.log("actionStarts", { name: draft.character(turn.order[turn.index] ?? "").name });
}
