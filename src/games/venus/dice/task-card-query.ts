/**
 * Where a task card action runs, in Foundry. A card has one writer at a
 * time, so a purchase and an ally's agreement cannot overwrite each other:
 *
 * - a GM is connected: every action goes to the GM through the
 *   "venus.taskCard" query (the GM's own clicks too, which askGM runs
 *   locally), and the GM queue (src/core/gm-queue.ts) applies them one at a
 *   time, each on the card as it is when its turn comes;
 * - no GM is connected: the card's owner, who must own everything the
 *   action touches, writes it through the same queue on their client.
 *
 * Each request carries the card's version as its sender saw it
 * (taskCardVersion); the writer refuses a stale request and the sender's
 * card is redrawn (src/core/versioned-state.ts), so a double click on KISS
 * rolls once. KISS dice are rolled for real by the writer, so no client's
 * word sets a face. For another user's request the GM is never asked to type
 * the dice, Dice So Nice shows them with the message's whisper and blind,
 * and the answer does not wait for the animation.
 *
 * Permissions: the roller's owner (or the GM) acts for the roller; an ally's
 * owner (or the GM) agrees for the ally. The writer rebuilds the asking
 * user's rights from their ownership and runs the same state machine.
 */

import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { runQueued } from "../../../core/gm-queue";
import { applyIfCurrent } from "../../../core/versioned-state";
import { allowInteractiveRoll } from "../../../core/compat";
import { cardProblem, type CardProblem } from "./problems";
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
import { executeCardAction } from "./task-card-save";
import { VenusTaskRoll, type TaskRollDie } from "./venus-task-roll";

/** An action as sent to the card's writer: with the card's version its sender saw. */
interface CardRequest {
  action: CardAction;
  version: unknown;
}

/** How the writer rolls KISS dice: may it ask for typed dice, must it wait for the animation? */
interface RollManner {
  interactive: boolean;
  waitForAnimation: boolean;
}

/** Whether this client could save everything the action touches itself (used when no GM is connected). */
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
 * Roll the dice being KISSed for real and return their new faces. Dice So
 * Nice shows them as the asking user's, to whom the message shows them.
 */
async function rollKiss(
  message: ChatMessage,
  state: TaskCardState,
  requests: { die: number }[],
  asking: User,
  manner: RollManner,
): Promise<{ die: number; value: number }[]> {
  const dice: TaskRollDie[] = requests.map((r) => {
    const die = state.roll.dice[r.die];
    return {
      caliber: die?.caliber ?? "bronze",
      owner: die?.ally === null || die?.ally === undefined ? 0 : die.ally + 1,
    };
  });
  const roll = VenusTaskRoll.forDice(dice);
  await roll.evaluate({ allowInteractive: manner.interactive && allowInteractiveRoll() });
  const whisper = message.whisper.length > 0 ? message.whisper : null;
  const shown = (game as unknown as VenusGameWithDice3D).dice3d?.showForRoll(
    roll,
    asking,
    true,
    whisper,
    message.blind,
    message.id,
    message.speaker,
  );
  if (manner.waitForAnimation) await shown;
  else shown?.catch((error: unknown) => console.warn("Story Engines | Dice So Nice could not show a KISS:", error));
  const values = roll.values();
  return requests.map((r, i) => ({ die: r.die, value: values[i] ?? 1 }));
}

/**
 * Carry out a request as the card's writer (inside the queue): read the
 * card afresh, refuse a stale request, roll any KISS dice, save.
 */
async function applyRequest(
  message: ChatMessage,
  request: CardRequest,
  asking: User,
  manner: RollManner,
): Promise<CardProblem[]> {
  const outcome = await applyIfCurrent({
    read: () => readTaskState(message),
    version: taskCardVersion,
    seen: request.version,
    apply: async (state): Promise<CardProblem[]> => {
      const rights = cardUserFor(asking, state);
      const { action } = request;
      if (action.type !== "kiss") return executeCardAction(message, action, rights);
      if (!Array.isArray(action.requests)) return [cardProblem("nothing-selected", "No dice.")];
      const refused = checkKiss(state, action, rights);
      if (refused.length > 0) return refused;
      const rerolls = await rollKiss(message, state, action.requests, asking, manner);
      return executeCardAction(message, { ...action, rerolls }, rights);
    },
  });
  if (outcome.ok) return outcome.result;
  return outcome.reason === "stale"
    ? [cardProblem("stale", "The card changed since this was asked.")]
    : [cardProblem("not-allowed", "Not a task card.")];
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
      : applyCardAction(state, action.type === "close" ? { type: "close" } : action, user).problems;
  if (dry.length > 0) return notifyCardProblems(dry);
  const request: CardRequest = { action, version: seen ?? taskCardVersion(state) };
  let problems: CardProblem[];
  if (!game.users.activeGM && canApplyLocally(message, state, action)) {
    // No GM: this client owns all the action touches and is the card's only writer.
    problems = await runQueued(() => applyRequest(message, request, me, { interactive: true, waitForAnimation: true }));
  } else {
    const answer = (await askGMReporting(TASK_QUERY, { messageUuid: message.uuid, ...request })) as
      { problems?: CardProblem[] } | undefined;
    // Undefined: no GM, or the GM's side failed; the user has been told.
    if (!answer) return;
    problems = Array.isArray(answer.problems) ? answer.problems : [];
  }
  notifyCardProblems(problems);
  // Refused as stale: draw the card as it is now, so the user sees what changed.
  if (problems.some((p) => p.code === "stale"))
    void (ui as unknown as { chat?: VenusChatLog }).chat?.updateMessage(message);
}

/**
 * GM side of "venus.taskCard" (queued by registerGame): rebuild the asking
 * user's rights from what they own and apply the request. The GM may type
 * the dice of its own KISS; another user's are rolled without asking.
 */
export async function taskCardQuery(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: CardProblem[] }> {
  const user = askingUser(data, options);
  const doc = typeof data.messageUuid === "string" ? await fromUuid(data.messageUuid) : null;
  if (!user || !doc || doc.documentName !== "ChatMessage")
    return { problems: [cardProblem("not-allowed", "Unknown user or message.")] };
  const action = data.action as CardAction;
  if (!action || typeof action !== "object" || typeof action.type !== "string")
    return { problems: [cardProblem("not-allowed", "No action.")] };
  const ownRequest = options?.user !== undefined;
  const problems = await applyRequest(doc as ChatMessage, { action, version: data.version }, user, {
    interactive: ownRequest,
    waitForAnimation: false,
  });
  return { problems };
}
