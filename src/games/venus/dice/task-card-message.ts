/**
 * The interactive task card and its chat message, in Foundry: the card's
 * state lives in the message's flags (`flags["story-engines"].venusTask`).
 * Reading it back, the viewing user's rights from the documents they own,
 * what the roller holds now, and the neutral content the message stores.
 * Acting on the card: task-card-query.ts (where an action runs),
 * task-card-save.ts (saving it), task-card-listeners.ts (the chat hook).
 */

import { notifyKeys } from "../../../core/notify";
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { readCharacter } from "./actor-view";
import { hasPlayer, isFacilitator, isPeerOf, presentDeciders } from "./roles";
import { problemKeys, type CardProblem } from "./problems";
import type { CardUser, TaskCardState } from "./task-card-state";
import { taskCardContext } from "./task-card-context";

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

/** The Actor at a UUID (synchronously), or null. */
export function actorFrom(uuid: string): Actor | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

/** A user's rights on a card, from the documents they own and the table's roles (roles.ts). */
export function cardUserFor(user: User, state: TaskCardState): CardUser {
  const owns = (uuid: string): boolean => actorFrom(uuid)?.testUserPermission(user, "OWNER") === true;
  const roller = actorFrom(state.actorUuid);
  return {
    isGM: user.isGM,
    ownsRoller: owns(state.actorUuid),
    ownsAllies: state.allies.map((a) => owns(a.actorUuid)),
    isFC: isFacilitator(user),
    isPeer: isPeerOf(user, roller),
    allyPlayers: state.allies.map((a) => hasPlayer(actorFrom(a.actorUuid))),
    present: presentDeciders(roller),
  };
}

/** What the roller holds right now (for KISS and Ego), and their jobs (for a Lot earned past 10). */
export function rollerResources(state: TaskCardState): {
  lots: number;
  ego: boolean;
  jobs: { id: string; name: string }[];
} {
  const actor = actorFrom(state.actorUuid);
  if (!actor) return { lots: 0, ego: false, jobs: [] };
  const c = readCharacter(actor.system);
  const jobs = actor.items.filter((i) => i.type === "venusJob").map((i) => ({ id: i.id ?? "", name: i.name }));
  return { lots: c.lots, ego: c.ego, jobs };
}

/** Tell this user what refused an action, localised. */
export function notifyCardProblems(problems: readonly CardProblem[]): void {
  notifyKeys(problemKeys(problems));
}

/** The card as anyone without rights sees it: the stored message content. */
export async function renderNeutralCard(state: TaskCardState): Promise<string> {
  const nobody: CardUser = {
    isGM: false,
    ownsRoller: false,
    ownsAllies: state.allies.map(() => false),
    isFC: false,
    isPeer: false,
  };
  return foundry.applications.handlebars.renderTemplate(
    TASK_CARD_TEMPLATE,
    taskCardContext(state, nobody, rollerResources(state)),
  );
}
