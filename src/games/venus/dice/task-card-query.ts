/**
 * Where a task card action runs, in Foundry: checked on the acting client
 * first, then carried out there when it may save everything the action
 * touches, else on the GM through the "venus.taskCard" query. KISS dice are
 * rolled for real where the card is saved, so no client's word sets a face.
 *
 * Permissions: the roller's owner (or the GM) acts for the roller; an ally's
 * owner (or the GM) agrees for the ally. The GM's handler rebuilds the asking
 * user's rights from their ownership and runs the same state machine.
 */

import { askGM, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { allowInteractiveRoll } from "../../../core/compat";
import type { CardProblem } from "./problems";
import type { CardAction, CardUser, TaskCardState } from "./task-card-state";
import { applyCardAction } from "./task-card-action";
import {
  actorFrom,
  cardUserFor,
  notifyCardProblems,
  readTaskState,
  rollerResources,
  TASK_QUERY,
} from "./task-card-message";
import { executeCardAction } from "./task-card-save";
import { VenusTaskRoll, type TaskRollDie } from "./venus-task-roll";

/** Whether this client can save everything the action touches itself. */
function canApplyLocally(message: ChatMessage, state: TaskCardState, action: CardAction): boolean {
  if (game.user.isGM) return true;
  if (!message.isOwner) return false;
  if (action.type === "agree") return false;
  const roller = actorFrom(state.actorUuid);
  if (roller && !roller.isOwner) return false;
  if (action.type === "close") return state.allies.every((a) => actorFrom(a.actorUuid)?.isOwner !== false);
  return true;
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
 * Roll the dice being KISSed for real (Dice So Nice shows them) and return
 * their new faces. This runs where the card is saved: on the acting client
 * when it may save it, else on the GM, so no client's word sets a face.
 */
async function rollKiss(state: TaskCardState, requests: { die: number }[]): Promise<{ die: number; value: number }[]> {
  const dice: TaskRollDie[] = requests.map((r) => {
    const die = state.roll.dice[r.die];
    return {
      caliber: die?.caliber ?? "bronze",
      owner: die?.ally === null || die?.ally === undefined ? 0 : die.ally + 1,
    };
  });
  const roll = VenusTaskRoll.forDice(dice);
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  await (game as unknown as VenusGameWithDice3D).dice3d?.showForRoll(roll, game.user, true);
  const values = roll.values();
  return requests.map((r, i) => ({ die: r.die, value: values[i] ?? 1 }));
}

/** Carry out an action from this client: check it, roll any dice, save it here or through the GM. */
export async function performCardAction(message: ChatMessage, action: CardAction): Promise<void> {
  const state = readTaskState(message);
  if (!state) return;
  const user = cardUserFor(game.user, state);
  const dry =
    action.type === "kiss"
      ? checkKiss(state, action, user)
      : applyCardAction(state, action.type === "close" ? { type: "close" } : action, user).problems;
  if (dry.length > 0) return notifyCardProblems(dry);
  if (canApplyLocally(message, state, action)) {
    const final = action.type === "kiss" ? { ...action, rerolls: await rollKiss(state, action.requests) } : action;
    notifyCardProblems(await executeCardAction(message, final, user));
    return;
  }
  try {
    // The GM rolls any KISS dice itself (taskCardQuery).
    const answer = (await askGM(TASK_QUERY, { messageUuid: message.uuid, action })) as {
      problems?: CardProblem[];
    } | null;
    notifyCardProblems(answer?.problems ?? []);
  } catch {
    // askGM has already told the user a GM must be connected; nothing was saved.
  }
}

/**
 * GM side of "venus.taskCard": rebuild the asking user's rights from what
 * they own, roll any KISS dice here, and run the same state machine.
 */
export async function taskCardQuery(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: CardProblem[] }> {
  const user = askingUser(data, options);
  const doc = typeof data.messageUuid === "string" ? await fromUuid(data.messageUuid) : null;
  if (!user || !doc || doc.documentName !== "ChatMessage")
    return { problems: [{ code: "not-allowed", message: "Unknown user or message." }] };
  const message = doc as ChatMessage;
  const state = readTaskState(message);
  if (!state) return { problems: [{ code: "not-allowed", message: "Not a task card." }] };
  const action = data.action as CardAction;
  if (!action || typeof action !== "object" || typeof action.type !== "string")
    return { problems: [{ code: "not-allowed", message: "No action." }] };
  const rights = cardUserFor(user, state);
  if (action.type !== "kiss") return { problems: await executeCardAction(message, action, rights) };
  if (!Array.isArray(action.requests)) return { problems: [{ code: "nothing-selected", message: "No dice." }] };
  const refused = checkKiss(state, action, rights);
  if (refused.length > 0) return { problems: refused };
  const rerolls = await rollKiss(state, action.requests);
  return { problems: await executeCardAction(message, { ...action, rerolls }, rights) };
}
