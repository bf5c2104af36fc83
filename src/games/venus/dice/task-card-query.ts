/**
 * Where a task card action runs, in Foundry. A card has one writer at a
 * time, so a purchase and an ally's agreement cannot overwrite each other:
 *
 * - a GM is connected: every action goes to the GM through the
 *   "venus.taskCard" query (the GM's own clicks too, which askGM runs
 *   locally), and the GM queue (src/core/gm-queue.ts) applies them one at a
 *   time, each on the card as it is when its turn comes;
 * - no GM is connected: the card's writer — its message's connected owner,
 *   the roller's player (askGM's `writerOf`) — writes it through the same
 *   query and queue on their client, provided they own all it touches; so
 *   a player FC's factors, an ally's answer or a Peer's approval are
 *   written without a Foundry GM.
 *
 * Each request carries the card's version as its sender saw it
 * (taskCardVersion); the writer refuses a stale request and the sender's
 * card is redrawn (src/core/versioned-state.ts), so a double click on KISS
 * re-rolls once. KISS dice are rolled by the user who asks, on their own
 * client (manual entry for physical dice, as for their other rolls; Dice So
 * Nice shows them with the message's whisper and blind), and the faces travel
 * with the request; the writer checks them against the card (the KISSed dice
 * exactly, faces 1–6, one added die per re-rolled six of exploding dice). It
 * cannot check that the faces were really rolled, as for any Foundry roll
 * (docs/games/venus-rulings.md, "Dice rolled by the player").
 *
 * Permissions: the roller's owner (or the GM) acts for the roller; an ally's
 * player (the FC for an NPC) answers the call for aid; an ally's owner (or
 * the GM) agrees to their die being KISSed; the FC sets the relative factors
 * and allows a Stunt; a Peer approves an Insight or a Specialty (roles.ts,
 * task-card-table.ts). The writer rebuilds the asking user's rights from
 * their ownership and the table's roles and runs the same state machine.
 */

import { allowInteractiveRoll } from "../../../core/compat";
import { noGMWriterOf } from "../../../core/request-writer";
import { sendCardRequest, showCardDice, writerReachable } from "./card-requests";
import type { CardProblem } from "./problems";
import { taskCardVersion, type CardAction, type CardUser, type TaskCardState } from "./task-card-state";
import { applyCardAction } from "./task-card-action";
import {
  actorFrom,
  cardUserFor,
  notifyCardProblems,
  readTaskState,
  rollerResources,
  TASK_QUERY,
} from "./task-card-message";
import { poolToRoll } from "./task-card-table";
import { VenusTaskRoll, type TaskRollDie } from "./venus-task-roll";
import type { TaskCardRequest } from "./task-card-writer";

/**
 * Whether the card's writer with no GM connected (its message's owner) may
 * carry out the action: it saves the card and the roller's sheet (Lots, Ego,
 * exp); closing, each joined ally's exp is saved by the writer if it owns
 * that ally, else by the ally's own connected writer (ally-exp.ts) — so
 * closing waits only while such an ally has nobody connected to write it.
 */
function writerCan(writer: User, state: TaskCardState, action: CardAction): boolean {
  const owns = (uuid: string): boolean => actorFrom(uuid)?.testUserPermission(writer, "OWNER") !== false;
  if (!owns(state.actorUuid)) return false;
  if (action.type !== "close") return true;
  return state.allies.every((a) => a.answer === "refused" || owns(a.actorUuid) || noGMWriterOf(a.actorUuid) !== null);
}

/**
 * Check a KISS before any die is rolled (the new faces do not matter for
 * that), with what the roller holds now.
 */
function checkKiss(state: TaskCardState, action: Extract<CardAction, { type: "kiss" }>, user: CardUser): CardProblem[] {
  const rerolls = action.requests.map((r) => ({ die: r.die, value: 1 }));
  return applyCardAction(state, { ...action, rerolls, resources: rollerResources(state) }, user).problems;
}

/**
 * Roll the dice being KISSed for real on the asking user's client (manual
 * entry as for their other rolls) and return their new faces, and with
 * exploding dice the dice their sixes added (each like the last KISSed die of
 * its run). Dice So Nice shows them with the message's whisper and blind.
 */
async function rollKiss(
  message: ChatMessage,
  state: TaskCardState,
  requests: { die: number }[],
): Promise<{ rerolls: { die: number; value: number }[]; added: { from: number; value: number }[] }> {
  const dice: TaskRollDie[] = requests.map((r) => {
    const die = state.roll.dice[r.die];
    return {
      caliber: die?.caliber ?? "bronze",
      owner: die?.ally === null || die?.ally === undefined ? 0 : die.ally + 1,
    };
  });
  const roll = VenusTaskRoll.forDice(dice, state.modifiers?.explode === true);
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  await showCardDice(roll, message, game.user);
  const rerolls: { die: number; value: number }[] = [];
  const added: { from: number; value: number }[] = [];
  let from = requests[0]?.die ?? 0;
  for (const rolled of roll.rolledDice()) {
    if (rolled.added) {
      added.push({ from, value: rolled.value });
      continue;
    }
    const request = requests[rerolls.length];
    if (!request) continue;
    from = request.die;
    rerolls.push({ die: request.die, value: rolled.value });
  }
  return { rerolls, added };
}

/** An action as checked before its dice are rolled: the pool's faces stand in as 1s, a close without its plan. */
function dryRun(state: TaskCardState, action: CardAction): CardAction {
  if (action.type === "roll") return { type: "roll", faces: poolToRoll(state).map(() => 1) };
  return action.type === "close" ? { type: "close" } : action;
}

/** Roll the gathered pool (the roller's dice and the joined allies') on this client; the faces in roll order. */
async function rollPool(message: ChatMessage, state: TaskCardState): Promise<number[]> {
  const roll = VenusTaskRoll.forPool(poolToRoll(state), state.modifiers?.explode === true);
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  await showCardDice(roll, message, game.user);
  return roll.values();
}

/**
 * Carry out an action from this client: check it, then have the card's
 * writer apply it. `seen` is the version of the card the user acted on
 * (the rendered one); by default the card as this client holds it now.
 */
export async function performCardAction(message: ChatMessage, action: CardAction, seen?: number): Promise<void> {
  const state = readTaskState(message);
  if (!state) return;
  const me = game.user;
  const user = cardUserFor(me, state);
  const dry =
    action.type === "kiss"
      ? checkKiss(state, action, user)
      : applyCardAction(state, dryRun(state, action), user).problems;
  if (dry.length > 0) return notifyCardProblems(dry);
  // No GM, and no writer of the card who may write all it touches: say so before any die is rolled.
  if (!writerReachable(message, (writer) => writerCan(writer, state, action))) return;
  // The dice are rolled here, by the user who asks (manual entry, Dice So Nice).
  let sent: CardAction = action;
  if (action.type === "kiss") sent = { ...action, ...(await rollKiss(message, state, action.requests)) };
  if (action.type === "roll") sent = { type: "roll", faces: await rollPool(message, state) };
  const request: TaskCardRequest = { action: sent, version: seen ?? taskCardVersion(state) };
  await sendCardRequest({ message, query: TASK_QUERY, request: { ...request } });
}
