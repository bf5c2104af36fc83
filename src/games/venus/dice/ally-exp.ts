/**
 * An aiding ally's exp when a task closes with no GM connected (the digest:
 * with no GM "the table plays on"): the card's writer — the roller's player —
 * may not write a job on a character someone else plays, so it sends the
 * "venus.allyExp" request to that ally's own writer (askGM's `writerOf`: the
 * ally's connected owner). The rule: only someone who acts for the roller may
 * ask, only for a closed card that names that ally as joined. The ally's
 * writer works the exp out itself from the card (planBookkeeping, as the card
 * writer does) and marks the card on the job, so the exp is marked once per
 * card however often it is asked.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { askGMReporting, type LocalQueryOptions } from "../../../core/gm-query";
import { REFUSALS, type AskRule } from "../../../core/request-rules";
import { PROBLEM_KEY_PREFIX } from "./problems";
import { planBookkeeping } from "./task-card-bookkeeping";
import { actorFrom, cardUserFor, readTaskState } from "./task-card-message";
import { jobSnapshot } from "./task-card-save";
import { allyJoined, canActAsRoller } from "./task-card-state";

export const ALLY_EXP_QUERY = "venus.allyExp";
/** The job's flag listing the cards that have marked their exp on it. */
const MARKED_FLAG = "venusExpCards";

function cardAt(data: Record<string, unknown>): { message: ChatMessage; ally: number } | null {
  const uuid = data.messageUuid;
  const doc = typeof uuid === "string" && uuid !== "" ? fromUuidSync(uuid) : null;
  const ally = typeof data.ally === "number" ? data.ally : -1;
  return doc?.documentName === "ChatMessage" ? { message: doc as ChatMessage, ally } : null;
}

/** Who may ask: someone acting for the roller, on a closed card naming that ally as joined. */
export const allyExpRule: AskRule = (data, user) => {
  const at = cardAt(data);
  const state = at ? readTaskState(at.message) : null;
  if (!at || !state) return REFUSALS.noDocument;
  const ally = state.allies[at.ally];
  const allowed = canActAsRoller(cardUserFor(user, state)) && state.closed && ally !== undefined && allyJoined(ally);
  return allowed ? null : `${PROBLEM_KEY_PREFIX}not-allowed`;
};

/** The ally's writer marks the ally's exp for this card, once. */
export async function allyExpQuery(
  data: Record<string, unknown>,
  _options: LocalQueryOptions,
): Promise<{ marked: boolean }> {
  const at = cardAt(data);
  const state = at ? readTaskState(at.message) : null;
  const ally = state && at ? state.allies[at.ally] : undefined;
  if (!at || !state || !ally) return { marked: false };
  const job = jobSnapshot(actorFrom(ally.actorUuid), ally.jobId);
  const cardId = at.message.id ?? "";
  const marked = job?.item.getFlag(SYSTEM_ID, MARKED_FLAG);
  if (!job || (Array.isArray(marked) && marked.includes(cardId))) return { marked: false };
  const plan = planBookkeeping(state, {
    job: null,
    lots: 0,
    allyJobs: state.allies.map((_, i) => (i === at.ally ? job.snapshot : null)),
    overflowJob: null,
  });
  const change = plan.allies[at.ally];
  if (!change) return { marked: false };
  await job.item.update({
    "system.level": change.after.level,
    "system.exp": change.after.exp,
    [`flags.${SYSTEM_ID}.${MARKED_FLAG}`]: [...(Array.isArray(marked) ? marked : []), cardId],
  });
  return { marked: true };
}

/**
 * Ask ally `ally`'s own writer to mark their exp for this closed card. Not
 * awaited by the closing writer: its queue holds one request at a time, and
 * the ally's writer reads the card as this close leaves it; a failure or a
 * refusal is told to the card's writer.
 */
export function askAllyExp(message: ChatMessage, ally: number, allyActorUuid: string): void {
  void askGMReporting(ALLY_EXP_QUERY, { messageUuid: message.uuid, ally }, { writerOf: allyActorUuid });
}
