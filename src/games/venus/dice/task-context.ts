/**
 * Tasks (pool of D6), pure: the task dialog's choices, their problems, the
 * pool and the exact odds of buying the primary consequence, with and
 * without the KISS the character can afford, with the roll's Limits and
 * Gambits (a caliber changed for the roller's dice, exploding dice). Rules:
 * taskPool, validateTaskPool, taskThreshold, taskOdds from src/rules/venus.
 */

import { venus } from "../../../rules";
import type { CharacterView, JobView } from "./actor-view";
import { ABILITY_LABEL_PREFIX, CALIBER_LABEL_PREFIX } from "./check-context";
import { cardProblem, fromRules, problemKeys, type CardProblem } from "./problems";
import {
  modifierFieldsContext,
  NO_MODIFIER_CHOICES,
  planModifiers,
  readModifierChoices,
  type ModifierChoices,
  type ModifierSource,
  type RollModifiers,
} from "./roll-modifiers";

type Caliber = venus.Caliber;
type AbilityId = venus.AbilityId;

/** The value of the job select that means "start learning a new job". */
export const NEW_JOB = "new";
/** Ally slots in the dialog (the rules allow two aiding dice). */
export const ALLY_SLOTS = venus.MAX_ALLIES;

/** Someone who may aid: another character with their jobs. */
export interface AllyCandidate {
  actorUuid: string;
  name: string;
  character: CharacterView;
  jobs: JobView[];
}

/** The VINPCs' actor links on a character's sheet (`system.vinpcs[].uuid`), as a set. */
export function vinpcLinks(system: Record<string, unknown>): Set<string> {
  const rows = Array.isArray(system.vinpcs) ? (system.vinpcs as { uuid?: unknown }[]) : [];
  return new Set(rows.flatMap((v) => (typeof v.uuid === "string" && v.uuid !== "" ? [v.uuid] : [])));
}

/**
 * Whether another character is offered as an ally: the roller can see them
 * (LIMITED or more), or they are one of the character's VINPCs.
 */
export function offeredAsAlly(other: { uuid: string; seen: boolean }, vinpcs: ReadonlySet<string>): boolean {
  return other.seen || vinpcs.has(other.uuid);
}

export interface TaskChoices extends ModifierChoices {
  /** A job item id, or NEW_JOB. */
  job: string;
  /** The ability the FC chose for the task. */
  ability: AbilityId;
  /** Name of the job being learned (NEW_JOB only). */
  newJobName: string;
  /** Relative difficulty factors besides learning (0–4). */
  factors: number;
  /** Aid, each "<actorUuid>|<jobId>"; empty strings are unused slots. */
  allies: string[];
  /** The roller declares a stunt (the FC may veto it on the card before the roll). */
  stunt: boolean;
}

export interface PlannedAlly {
  actorUuid: string;
  name: string;
  jobId: string;
  jobName: string;
  jobLevel: number;
  caliber: Caliber;
}

export interface TaskPlan {
  problems: CardProblem[];
  job: JobView | null;
  learning: boolean;
  jobName: string;
  ability: AbilityId;
  /** The roller's dice's caliber for this roll (the ability's, changed by a Limit or Gambit). */
  caliber: Caliber;
  /** The caliber change and exploding dice for this roll. */
  modifiers: RollModifiers;
  threshold: number | null;
  allies: PlannedAlly[];
  pool: venus.PoolDie[];
  odds: TaskOddsView | null;
}

export interface TaskOddsView {
  /** Exact P(successes ≥ threshold) as rolled. */
  plain: number;
  /** With the Lots the character holds spent as re-rolls (null without Lots). */
  withLots: number | null;
  /** With Ego re-rolling every disappointing die (null without Ego). */
  egoReroll: number | null;
  /** With Ego doubling sixes and the Lots as re-rolls (null without Ego). */
  egoSixes: number | null;
}

export function defaultTaskChoices(jobs: readonly JobView[], jobId?: string): TaskChoices {
  const job = jobs.find((j) => j.id === jobId) ?? jobs[0];
  return {
    job: job?.id ?? NEW_JOB,
    ability: job?.ability ?? "app",
    newJobName: "",
    factors: 0,
    allies: [],
    stunt: false,
    ...NO_MODIFIER_CHOICES,
  };
}

function num(value: unknown, fallback: number): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Read the dialog's form values into choices (allies from ally0, ally1, …). */
export function readTaskChoices(form: Record<string, unknown>, base: TaskChoices): TaskChoices {
  const allies: string[] = [];
  for (let i = 0; i < ALLY_SLOTS; i++) {
    const v = form[`ally${i}`];
    allies.push(typeof v === "string" ? v : (base.allies[i] ?? ""));
  }
  const job = typeof form.job === "string" && form.job !== "" ? form.job : base.job;
  return {
    job,
    ability: venus.isAbilityId(form.ability) ? form.ability : base.ability,
    newJobName: typeof form.newJobName === "string" ? form.newJobName : base.newJobName,
    factors: num(form.factors, base.factors),
    allies,
    stunt: form.stunt === true || form.stunt === "true" || form.stunt === "on",
    ...readModifierChoices(form, base),
  };
}

/** Exact odds of buying the primary consequence, as rolled and with affordable KISS (exploding dice or not). */
export function taskOddsView(
  calibers: readonly Caliber[],
  threshold: number,
  character: CharacterView,
  explode = false,
): TaskOddsView {
  const lots = character.lots;
  return {
    plain: venus.taskOdds(calibers, threshold, { explode }),
    withLots: lots > 0 ? venus.taskOdds(calibers, threshold, { rerolls: lots, explode }) : null,
    egoReroll: character.ego ? venus.taskOdds(calibers, threshold, { rerolls: "all", explode }) : null,
    egoSixes: character.ego ? venus.taskOdds(calibers, threshold, { doubleSixes: true, rerolls: lots, explode }) : null,
  };
}

/** Validate the choices and work out the pool, threshold and odds. */
export function planTask(
  character: CharacterView,
  jobs: readonly JobView[],
  candidates: readonly AllyCandidate[],
  choices: TaskChoices,
  sources: readonly ModifierSource[] = [],
): TaskPlan {
  const problems: CardProblem[] = [];
  const isNew = choices.job === NEW_JOB;
  const job = isNew ? null : (jobs.find((j) => j.id === choices.job) ?? null);
  if (!isNew && !job) problems.push(cardProblem("unknown-job", `There is no job ${choices.job}.`));
  if (isNew && choices.newJobName.trim() === "")
    problems.push(cardProblem("new-job-name-missing", "Name the job being learned."));
  const learning = isNew || job?.level === 0;
  const ability = choices.ability;
  const planned = planModifiers(character.abilities[ability].caliber, sources, choices);
  problems.push(...planned.problems);
  const { modifiers } = planned;
  const caliber = modifiers.caliber;

  let threshold: number | null = null;
  if (!venus.isIntegerIn(choices.factors, 0, venus.MAX_RELATIVE_FACTORS)) {
    problems.push(
      ...fromRules(
        venus.validateThreshold(venus.MIN_THRESHOLD + (Number.isFinite(choices.factors) ? choices.factors : 99)),
      ),
    );
  } else {
    threshold = venus.taskThreshold(choices.factors, learning);
  }

  const allies: PlannedAlly[] = [];
  const seen = new Set<string>();
  for (const slot of choices.allies) {
    if (slot === "") continue;
    const [uuid = "", jobId = ""] = slot.split("|");
    const candidate = candidates.find((c) => c.actorUuid === uuid);
    const allyJob = candidate?.jobs.find((j) => j.id === jobId);
    if (!candidate || !allyJob) {
      problems.push(cardProblem("unknown-job", `There is no job ${slot} to aid with.`));
      continue;
    }
    if (seen.has(uuid)) problems.push(cardProblem("ally-twice", `${candidate.name} can add only one die.`));
    seen.add(uuid);
    allies.push({
      actorUuid: uuid,
      name: candidate.name,
      jobId: allyJob.id,
      jobName: allyJob.name,
      jobLevel: allyJob.level,
      caliber: candidate.character.abilities[ability].caliber,
    });
  }

  const poolInput: venus.TaskPoolInput = {
    jobLevel: job?.level ?? 0,
    abilityScore: character.abilities[ability].score,
    caliber,
    allies: allies.map((a) => ({ caliber: a.caliber, jobLevel: a.jobLevel })),
  };
  problems.push(...fromRules(venus.validateTaskPool(poolInput)));
  const pool = problems.length === 0 ? venus.taskPool(poolInput) : [];
  const odds =
    problems.length === 0 && threshold !== null
      ? taskOddsView(
          pool.map((d) => d.caliber),
          threshold,
          character,
          modifiers.explode,
        )
      : null;
  return {
    problems,
    job,
    learning,
    jobName: job?.name ?? choices.newJobName.trim(),
    ability,
    caliber,
    modifiers,
    threshold,
    allies,
    pool,
    odds,
  };
}

/** Context for templates/venus/dice/task-dialog.hbs. */
export function taskDialogContext(
  actorName: string,
  character: CharacterView,
  jobs: readonly JobView[],
  candidates: readonly AllyCandidate[],
  choices: TaskChoices,
  sources: readonly ModifierSource[] = [],
): Record<string, unknown> {
  const plan = planTask(character, jobs, candidates, choices, sources);
  const slots = Array.from({ length: ALLY_SLOTS }, (_, i) => {
    const chosen = choices.allies[i] ?? "";
    return {
      name: `ally${i}`,
      number: i + 1,
      options: candidates.flatMap((c) =>
        c.jobs.map((j) => ({
          value: `${c.actorUuid}|${j.id}`,
          actorName: c.name,
          jobName: j.name,
          level: j.level,
          selected: chosen === `${c.actorUuid}|${j.id}`,
        })),
      ),
    };
  });
  return {
    actorName,
    jobs: jobs.map((j) => ({
      value: j.id,
      name: j.name,
      level: j.level,
      selected: j.id === choices.job,
    })),
    newJob: choices.job === NEW_JOB,
    newJobValue: NEW_JOB,
    newJobName: choices.newJobName,
    abilities: venus.ABILITY_IDS.map((id) => ({
      value: id,
      labelKey: `${ABILITY_LABEL_PREFIX}${id}`,
      caliberKey: `${CALIBER_LABEL_PREFIX}${character.abilities[id].caliber}`,
      score: character.abilities[id].score,
      selected: id === choices.ability,
    })),
    factors: choices.factors,
    stunt: choices.stunt,
    maxFactors: venus.MAX_RELATIVE_FACTORS,
    learning: plan.learning,
    threshold: plan.threshold,
    allySlots: slots,
    hasCandidates: candidates.length > 0,
    pool: plan.pool.map((d) => ({
      caliber: d.caliber,
      caliberKey: `${CALIBER_LABEL_PREFIX}${d.caliber}`,
      owner: d.ally === null ? actorName : (plan.allies[d.ally]?.name ?? ""),
      ally: d.ally !== null,
    })),
    poolSize: plan.pool.length,
    lots: character.lots,
    ego: character.ego,
    modifiers: modifierFieldsContext(sources, choices, plan.modifiers),
    explode: plan.modifiers.explode,
    odds: plan.odds,
    problems: problemKeys(plan.problems),
    canRoll: plan.problems.length === 0,
  };
}
