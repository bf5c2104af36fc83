/**
 * Closing the task card out, pure: the close action and the bookkeeping it
 * marks on the sheets (exp on the jobs through applyExp, with level-ups and
 * graduation; "true intentions" Lots, and past 10 Lots the exp on the job
 * the player picks). planBookkeeping works out what to mark; the Foundry
 * side saves it (task-card-save.ts). Rules: closeTask, applyExp, gainLots
 * (src/rules/venus).
 */

import { venus } from "../../../rules";
import {
  allyJoined,
  NO_COSTS,
  purchasesOf,
  type ActionOf,
  type ActionResult,
  type BookLine,
  type TaskCardState,
} from "./task-card-state";

/** Close the card: no more KISS or spending; `bookkeeping` lists what closing it marked. */
export function applyClose(state: TaskCardState, action: ActionOf<"close">): ActionResult {
  const primary = state.purchases.some((p) => p.kind === "primary") ? "bought" : "failed";
  return {
    state: {
      ...state,
      roll: { ...state.roll, phase: "kissed" },
      closed: true,
      bookkeeping: action.bookkeeping ?? [],
      history: [...state.history, { kind: "closed", primary }],
    },
    problems: [],
    costs: NO_COSTS,
  };
}

export interface JobSnapshot extends venus.JobProgress {
  name: string;
  /** Options for applyExp: graduation rule, minimum job level, inherited scores. */
  expOptions: venus.ApplyExpOptions;
}

export interface BookkeepingInput {
  /** The roller's job now (null if it was deleted: its exp is skipped). */
  job: JobSnapshot | null;
  /** Lots the roller holds now. */
  lots: number;
  /** Each ally's job now, same order as state.allies (null if gone). */
  allyJobs: (JobSnapshot | null)[];
  /**
   * The job the player picked for a Lot earned past 10 ("converted into exp
   * to help you level up any skills of your choice"); null or absent, or the
   * task's own job: the task's job.
   */
  overflowJob?: (JobSnapshot & { id: string }) | null;
}

export interface JobChange {
  before: venus.JobProgress;
  after: venus.ApplyExpResult;
  marks: number;
}

export interface BookkeepingPlan {
  /** The roller's job, or null when nothing changes on it. */
  job: JobChange | null;
  /** The roller's Lots after "true intentions", or null when unchanged. */
  lots: number | null;
  /** Per ally (same order): their job's change, or null. */
  allies: (JobChange | null)[];
  /** The job the player picked for a Lot past 10, when it is not the task's job; null otherwise. */
  overflow: JobChange | null;
  lines: BookLine[];
  /** The closeTask effects the plan carries out, for tests and the docs. */
  effects: venus.TaskEffect[];
}

const BOOK = "STORY_ENGINES.Venus.Card.Book.";

function change(job: JobSnapshot, marks: number): JobChange {
  return { before: { level: job.level, exp: job.exp }, after: venus.applyExp(job, marks, job.expOptions), marks };
}

function levelLines(name: string, c: JobChange): BookLine[] {
  if (c.after.graduated) return [{ key: `${BOOK}graduated`, data: { job: name, level: c.after.level } }];
  if (c.after.levelUps > 0) return [{ key: `${BOOK}levelUp`, data: { job: name, level: c.after.level } }];
  return [];
}

/**
 * What closing the card marks, per the book's tasks: failed primary +1 exp on the
 * job; a level-0 job +1 exp regardless; each ally +1 exp on the job they
 * aided with; "learned something" +1 exp; "true intentions" +1 Lot (over 10
 * it becomes exp on the job the player picked, by default the task's). Exp
 * goes through applyExp, so level-ups and graduation follow the rules.
 */
export function planBookkeeping(state: TaskCardState, input: BookkeepingInput): BookkeepingPlan {
  const purchases = purchasesOf(state.purchases);
  // Only allies who joined aided: no answer, no die and no exp.
  const joined = state.allies.flatMap((a, i) => (allyJoined(a) ? [i] : []));
  const effects = venus.closeTask({
    jobLevel: state.jobLevel,
    primary: purchases.primary ? "bought" : "failed",
    tertiary: purchases.tertiary.map((t) => t.id),
    allies: joined.length,
    lots: input.lots,
  });
  const lines: BookLine[] = [];
  const picked = input.overflowJob && input.overflowJob.id !== state.jobId ? input.overflowJob : null;
  let overflowMarks = 0;
  let jobMarks = 0;
  let lots: number | null = null;
  const allyMarks: number[] = [];
  for (const effect of effects) {
    switch (effect.kind) {
      case "exp":
        if (effect.target === "task-job") {
          jobMarks += 1;
          lines.push({ key: `${BOOK}exp.${effect.reason}`, data: { job: state.jobName } });
        } else if (effect.target === "any-job") {
          if (picked) overflowMarks += 1;
          else jobMarks += 1;
          lines.push({ key: `${BOOK}exp.lot-overflow`, data: { job: picked?.name ?? state.jobName } });
        } else {
          const index = joined[effect.ally] ?? -1;
          allyMarks[index] = (allyMarks[index] ?? 0) + 1;
          const ally = state.allies[index];
          lines.push({ key: `${BOOK}exp.aided`, data: { name: ally?.name ?? "", job: ally?.jobName ?? "" } });
        }
        break;
      case "lot":
        lots = venus.gainLots(input.lots, 1).lots;
        lines.push({ key: `${BOOK}lot`, data: { lots } });
        break;
      case "reminder":
        lines.push({ key: `${BOOK}reminder.${effect.reason}`, data: {} });
        break;
    }
  }
  let job: JobChange | null = null;
  if (input.job && jobMarks > 0) {
    job = change(input.job, jobMarks);
    lines.push(...levelLines(input.job.name, job));
  }
  let overflow: JobChange | null = null;
  if (picked && overflowMarks > 0) {
    overflow = change(picked, overflowMarks);
    lines.push(...levelLines(picked.name, overflow));
  }
  // Every ally who joined marks exp whatever happened (closeTask); one is skipped only when their job is gone.
  const allies = state.allies.map((ally, i) => {
    const snapshot = input.allyJobs[i] ?? null;
    if (!snapshot || !allyJoined(ally)) return null;
    const c = change(snapshot, allyMarks[i] ?? 0);
    lines.push(...levelLines(`${ally.name}: ${snapshot.name}`, c));
    return c;
  });
  return { job, lots, allies, overflow, lines, effects };
}
