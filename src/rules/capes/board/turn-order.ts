/**
 * Action turns (Capes Lite, "Action Turns", "Turn and Turn again"): turn 1
 * gives every character an action, turn k only those with Prominence ≥ k;
 * turn 1 starts with the Editor's characters, then goes clockwise, and each
 * later turn starts one seat further clockwise than the turn before it (the
 * lead passes to the left: the book's turn 2, where Captain Liberty acts
 * before the Editor's Chief; docs/games/capes-rulings.md). Turns continue
 * while anyone qualifies, then the Page's claims resolve.
 */
import type { Draft } from "./draft";
import { beginResolution } from "./resolve";
import type { TurnState } from "./types";

/**
 * The characters acting in turn `k`, clockwise from the seat that leads it — the Editor's (seat 0) in turn 1,
 * one seat further each turn — a stable sort: one narrator's characters in Scene order.
 */
export function turnOrder(draft: Draft, k: number): string[] {
  const seats = Math.max(1, draft.story.players.length);
  const lead = (k - 1) % seats;
  const place = (userId: string) => (draft.seat(userId) - lead + seats) % seats;
  return draft.scene.characters
    .filter((c) => c.prominence >= k)
    .sort((a, b) => place(a.narrator) - place(b.narrator))
    .map((c) => c.id);
}

/**
 * The Overdrawn rolls are done: turn 1 begins. An ability used meanwhile (a
 * Trope reacting to an Overdrawn roll) can no longer be vetoed, as at the
 * end of every action: its undo record holds no turn.
 */
export function beginTurns(draft: Draft): void {
  const scene = draft.scene;
  scene.phase = "turns";
  scene.undo = null;
  startTurn(draft, 1);
}

function startTurn(draft: Draft, k: number): void {
  const order = turnOrder(draft, k);
  const scene = draft.scene;
  const [first] = order;
  if (first === undefined) {
    scene.turn = null;
    beginResolution(draft);
    return;
  }
  scene.turn = { number: k, order, index: 0, rolled: false, attitude: false };
  draft.log("turnStarts", { number: k, name: draft.character(first).name });
}

/** Move on from the action of `turn`: to the next character's action, the next turn, or the resolution. */
export function advanceTurn(draft: Draft, turn: TurnState): void {
  draft.scene.lastRoll = null;
  draft.scene.reactions = null;
  draft.scene.undo = null;
  turn.index += 1;
  turn.rolled = false;
  turn.attitude = false;
  turn.split = false;
  const next = turn.order[turn.index];
  if (next === undefined) {
    startTurn(draft, turn.number + 1);
    return;
  }
  draft.log("actionStarts", { name: draft.character(next).name });
}
