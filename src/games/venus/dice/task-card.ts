/**
 * The interactive task card in Foundry, thin: the card's state lives in the
 * message's flags (`flags["story-engines"].venusTask`); every click loads it,
 * applies one action through the pure state machine (task-card-state.ts),
 * saves it and carries out the costs and the bookkeeping. The card is
 * re-rendered for each viewer in the v13 `renderChatMessageHTML` hook, where
 * its listeners are bound, so it survives a reload.
 *
 * Permissions: the roller's owner (or the GM) acts for the roller; an ally's
 * owner (or the GM) agrees for the ally. A user who cannot save the message
 * and every document an action touches asks the GM (askGM "venus.taskCard"),
 * whose handler rebuilds the asking user's rights from their ownership and
 * runs the same state machine.
 */

import { venus } from "../../../rules";
import { askGM, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { allowInteractiveRoll } from "../../../core/compat";
import { notifyKeys } from "../../../core/notify";
import { SYSTEM_ID, templatePath } from "../../game-definition";
import { readCharacter, readJob } from "./actor-view";
import { problemKeys, type CardProblem } from "./problems";
import {
  applyCardAction,
  planBookkeeping,
  type CardAction,
  type CardUser,
  type JobSnapshot,
  type TaskCardState,
} from "./task-card-state";
import { taskCardContext } from "./task-card-context";
import { VenusTaskRoll, type TaskRollDie } from "./venus-task-roll";

export const TASK_CARD_TEMPLATE = templatePath("venus/dice/task-card.hbs");
export const TASK_FLAG = "venusTask";
export const TASK_QUERY = "venus.taskCard";
export const GRADUATION_SETTING = "venusGraduation";

/** The card's state, or null for any other message. */
export function readTaskState(message: ChatMessage): TaskCardState | null {
  const state = message.getFlag(SYSTEM_ID, TASK_FLAG);
  return state !== null && typeof state === "object" && Array.isArray((state as TaskCardState).roll?.dice)
    ? (state as TaskCardState)
    : null;
}

function actorFrom(uuid: string): Actor | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

/** A user's rights on a card, from the documents they own. */
export function cardUserFor(user: User, state: TaskCardState): CardUser {
  const owns = (uuid: string): boolean => actorFrom(uuid)?.testUserPermission(user, "OWNER") === true;
  return { isGM: user.isGM, ownsRoller: owns(state.actorUuid), ownsAllies: state.allies.map((a) => owns(a.actorUuid)) };
}

/** What the roller holds right now (for KISS and Ego). */
function rollerResources(state: TaskCardState): { lots: number; ego: boolean } {
  const actor = actorFrom(state.actorUuid);
  if (!actor) return { lots: 0, ego: false };
  const c = readCharacter(actor.system);
  return { lots: c.lots, ego: c.ego };
}

function notifyCardProblems(problems: readonly CardProblem[]): void {
  notifyKeys(problemKeys(problems));
}

/** The card as anyone without rights sees it: the stored message content. */
export async function renderNeutralCard(state: TaskCardState): Promise<string> {
  const nobody: CardUser = { isGM: false, ownsRoller: false, ownsAllies: state.allies.map(() => false) };
  return foundry.applications.handlebars.renderTemplate(
    TASK_CARD_TEMPLATE,
    taskCardContext(state, nobody, rollerResources(state)),
  );
}

function graduationRule(): venus.GraduationRule {
  const value = game.settings.get(SYSTEM_ID, GRADUATION_SETTING);
  return value === "lower-inherited-score" ? "lower-inherited-score" : "minimum-job-level";
}

function jobSnapshot(actor: Actor | null, jobId: string): { item: Item; snapshot: JobSnapshot } | null {
  const item = actor?.items.get(jobId);
  if (!actor || !item) return null;
  const character = readCharacter(actor.system);
  const job = readJob(item.id ?? "", item.name, item.system);
  const inherited = [job.ability, ...(job.secondAbility ? [job.secondAbility] : [])].map(
    (id) => character.abilities[id].score,
  );
  return {
    item,
    snapshot: {
      name: job.name,
      level: job.level,
      exp: job.exp,
      expOptions: {
        graduationRule: graduationRule(),
        minimumJobLevel: character.minimumJobLevel,
        inheritedScores: inherited,
      },
    },
  };
}

/**
 * Apply an action with the rights of `user` and save everything it changes.
 * Runs on the acting client when it may save it all, else on the GM.
 */
export async function executeCardAction(
  message: ChatMessage,
  action: CardAction,
  user: CardUser,
): Promise<CardProblem[]> {
  const state = readTaskState(message);
  if (!state) return [{ code: "unknown-purchase", message: "This message is not a task card." }];
  const roller = actorFrom(state.actorUuid);
  // Resources always come from the sheet, never from the request.
  const fresh: CardAction =
    action.type === "kiss"
      ? { ...action, resources: rollerResources(state) }
      : action.type === "egoSixes"
        ? { ...action, resources: { ego: rollerResources(state).ego } }
        : action;
  let result = applyCardAction(state, fresh, user);
  if (result.problems.length > 0) return result.problems;

  if (fresh.type === "close") {
    const own = jobSnapshot(roller, state.jobId);
    const allies = state.allies.map((a) => jobSnapshot(actorFrom(a.actorUuid), a.jobId));
    const lots = roller ? readCharacter(roller.system).lots : 0;
    const plan = planBookkeeping(state, {
      job: own?.snapshot ?? null,
      lots,
      allyJobs: allies.map((a) => a?.snapshot ?? null),
    });
    result = applyCardAction(state, { type: "close", bookkeeping: plan.lines }, user);
    // Close the card first, so a second click cannot mark the exp twice.
    await message.update({
      [`flags.${SYSTEM_ID}.${TASK_FLAG}`]: result.state,
      content: await renderNeutralCard(result.state),
    });
    if (own && plan.job)
      await own.item.update({ "system.level": plan.job.after.level, "system.exp": plan.job.after.exp });
    if (roller && plan.lots !== null) await roller.update({ "system.kismet.lots": plan.lots });
    for (const [i, change] of plan.allies.entries()) {
      const ally = allies[i];
      if (ally && change)
        await ally.item.update({ "system.level": change.after.level, "system.exp": change.after.exp });
    }
    return [];
  }

  if (roller && (result.costs.lots > 0 || result.costs.ego)) {
    const held = readCharacter(roller.system);
    await roller.update({
      "system.kismet.lots": Math.max(0, held.lots - result.costs.lots),
      ...(result.costs.ego ? { "system.kismet.ego": false } : {}),
    });
  }
  await message.update({
    [`flags.${SYSTEM_ID}.${TASK_FLAG}`]: result.state,
    content: await renderNeutralCard(result.state),
  });
  return [];
}

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

function readAction(card: HTMLElement, target: HTMLElement, state: TaskCardState): CardAction | null {
  const kind = target.dataset.venusAction;
  switch (kind) {
    case "agree":
      return { type: "agree", ally: Number(target.dataset.ally) };
    case "kiss": {
      const requests: { die: number; source: venus.KissSource }[] = [];
      card.querySelectorAll<HTMLSelectElement>("select[data-venus-kiss-die]").forEach((select) => {
        const source = select.value as venus.KissSource;
        if (venus.KISS_SOURCES.includes(source)) requests.push({ die: Number(select.dataset.venusKissDie), source });
      });
      return { type: "kiss", requests, rerolls: [], resources: { lots: 0, ego: false } };
    }
    case "egoReroll": {
      // Ego KISSes every disappointing die; aid dice only with their ally's agreement.
      const requests = venus
        .disappointingDice(state.roll)
        .filter((i) => {
          const ally = state.roll.dice[i]?.ally ?? null;
          return ally === null || state.allies[ally]?.agreed === true;
        })
        .map((die) => ({ die, source: "ego" as const }));
      return { type: "kiss", requests, rerolls: [], resources: { lots: 0, ego: false } };
    }
    case "egoSixes":
      return { type: "egoSixes", resources: { ego: false } };
    case "buy": {
      const id = target.dataset.id ?? "";
      const kindOf = target.dataset.kind as "primary" | "secondary" | "tertiary";
      const anchor = card.querySelector<HTMLSelectElement>(`select[data-venus-anchor="${id}"]`)?.value;
      return anchor
        ? { type: "buy", kind: kindOf, id, on: anchor as venus.TertiaryAnchor }
        : { type: "buy", kind: kindOf, id };
    }
    case "refund":
      return { type: "refund", index: Number(target.dataset.index) };
    case "close":
      return { type: "close" };
    default:
      return null;
  }
}

/** Re-render a task card for this viewer and bind its controls (renderChatMessageHTML). */
export async function renderTaskCard(message: ChatMessage, html: HTMLElement): Promise<void> {
  const state = readTaskState(message);
  const shell = html.querySelector<HTMLElement>("[data-venus-task-card]");
  if (!state || !shell) return;
  const context = taskCardContext(state, cardUserFor(game.user, state), rollerResources(state));
  const wrapper = document.createElement("div");
  wrapper.innerHTML = await foundry.applications.handlebars.renderTemplate(TASK_CARD_TEMPLATE, context);
  const card = wrapper.firstElementChild as HTMLElement | null;
  if (!card) return;
  shell.replaceWith(card);
  card.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-venus-action]");
    if (!target) return;
    event.preventDefault();
    const action = readAction(card, target, state);
    if (action) void performCardAction(message, action);
  });
  card.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement | null;
    if (!input?.dataset.venusNote) return;
    void performCardAction(message, { type: "note", index: Number(input.dataset.venusNote), text: input.value });
  });
}

/** Hook the card into chat rendering (at init). */
export function registerTaskCardHooks(): void {
  const onRender: VenusRenderChatMessageHTML = (message, html) => {
    if (readTaskState(message)) void renderTaskCard(message, html);
  };
  Hooks.on("renderChatMessageHTML", onRender as (...args: never[]) => unknown);
}
