/**
 * The assembly rules the character sheet applies to a Venus character (pure):
 * capability levels from their formulas (or set by hand, marked), score
 * allocation problems ability by ability, job levels checked against the
 * assembly caps, jobs' effective levels, and the jobs a tier rise lifts to
 * the new minimum job level.
 */
import {
  ABILITY_IDS,
  capabilityPresetFor,
  derivedCapabilityLevel,
  JOB_LEVEL_ASSEMBLY_MAX,
  raiseToMinimumJobLevel,
  scoreAllocationByAbility,
  TIERS,
  tierInfo,
  validateAssemblyCaps,
  type AbilityId,
  type TierId,
} from "../../../rules/venus";
import type { PlainItem } from "./common";
import { jobLevels, type JobLevelView } from "./job";
import { scoreGrant, type VenusLifepathSystem } from "./lifepath";
import { jobStartOf, type VenusCapability, type VenusCharacterSystem } from "./character";

const VALIDATION = "STORY_ENGINES.Venus.Validation";

/** A capability's level as the sheet and the check dialog use it. */
export interface CapabilityLevelView {
  /** The formula's level: a preset's (Grit, Guts, Links, Vigilance …) or, for a custom one, the "yes" answers. */
  computed: number;
  /** The level in use: the hand-set one while `override` is on, else the formula's. */
  level: number;
  override: boolean;
  /** The preset whose formula applies, or null (custom: answers alone). */
  preset: string | null;
}

const clampInt = (value: unknown, min: number, max: number): number => {
  const n = Number(value);
  return Number.isInteger(n) ? Math.max(min, Math.min(max, n)) : min;
};

/** A capability's computed and effective level on this character. */
export function capabilityLevelOf(
  system: Pick<VenusCharacterSystem, "abilities" | "age">,
  capability: Partial<VenusCapability>,
): CapabilityLevelView {
  const name = typeof capability.name === "string" ? capability.name : "";
  const scores = Object.fromEntries(
    ABILITY_IDS.map((id) => [id, clampInt(system.abilities[id]?.score, 0, 9)]),
  ) as Record<AbilityId, number>;
  const computed = derivedCapabilityLevel(name, {
    scores,
    age: clampInt(system.age, 0, 5),
    yes: clampInt(capability.yes, 0, 8),
  });
  const override = capability.override === true;
  return {
    computed,
    level: override ? clampInt(capability.level, 0, 10000) : computed,
    override,
    preset: capabilityPresetFor(name),
  };
}

/**
 * Capability rows of a submit, with `override` decided: a level typed other
 * than the one the sheet showed (the formula's, or the override) turns the
 * override on; otherwise the row keeps the override it had. A new row (no
 * row before it) is an override only when its level differs from its formula.
 */
export function markCapabilityOverrides(
  current: Pick<VenusCharacterSystem, "abilities" | "age" | "capabilities">,
  rows: readonly Record<string, unknown>[],
): Record<string, unknown>[] {
  return rows.map((row, i) => {
    const before = current.capabilities[i];
    const shown = before ? capabilityLevelOf(current, before) : capabilityLevelOf(current, { ...row, override: false });
    const typed = Number(row.level);
    const override = typed !== shown.level || (before?.override ?? false);
    return { ...row, override };
  });
}

export interface AssemblyJobProblem {
  key: string;
  /** The assembly maximum (8) and the tier's minimum job level, for the message. */
  max: number;
  min: number;
}

/**
 * Assembly problems of each job (validateAssemblyCaps): a level above 8 (the
 * most caps buy; fine once it was earned in play) or below the tier's
 * minimum. Learning jobs (level 0) are play, not assembly: left out.
 */
export function assemblyJobProblems(
  system: Pick<VenusCharacterSystem, "tier">,
  items: readonly PlainItem[],
): Map<string, AssemblyJobProblem[]> {
  const lifepaths = items
    .filter((i) => i.type === "venusLifepath")
    .map((i) => i.system as unknown as VenusLifepathSystem);
  const jobs = items.filter((i) => i.type === "venusJob" && clampInt(i.system.level, 0, 10) >= 1);
  const minimumJobLevel = tierInfo(system.tier).minimumJobLevel;
  const problems = validateAssemblyCaps({
    lifepathCaps: [],
    attributes: [],
    assets: [],
    jobs: jobs.map((j) => ({ level: clampInt(j.system.level, 0, 10), start: jobStartOf(j, lifepaths) })),
    minimumJobLevel,
  });
  const out = new Map<string, AssemblyJobProblem[]>();
  for (const p of problems) {
    const index = /^jobs\[(\d+)\]/.exec(p.path ?? "")?.[1];
    const job = index === undefined ? undefined : jobs[Number(index)];
    if (!job) continue;
    const entry = {
      key: `${VALIDATION}.${p.code === "job-level-above-assembly-max" ? "jobAboveAssemblyMax" : "jobBelowMinimum"}`,
      max: JOB_LEVEL_ASSEMBLY_MAX,
      min: minimumJobLevel,
    };
    out.set(job.id, [...(out.get(job.id) ?? []), entry]);
  }
  return out;
}

/** An ability's allocation problem: its lang key, the overflowing set of abilities and its numbers. */
export interface AllocationView {
  key: string;
  abilities: readonly AbilityId[];
  demand: number;
  supply: number;
}

/** The abilities whose points cannot all come from the pool (allocation problems shown per ability). */
export function allocationByAbility(
  system: Pick<VenusCharacterSystem, "abilities" | "age">,
  items: readonly PlainItem[],
): Partial<Record<AbilityId, AllocationView>> {
  const grants = items
    .filter((i) => i.type === "venusLifepath")
    .map((i) => scoreGrant((i.system as unknown as VenusLifepathSystem).scorePoint));
  const scores = Object.fromEntries(
    ABILITY_IDS.map((id) => [id, clampInt(system.abilities[id]?.score, 0, 9)]),
  ) as Record<AbilityId, number>;
  const out: Partial<Record<AbilityId, AllocationView>> = {};
  for (const p of scoreAllocationByAbility(scores, clampInt(system.age, 0, 5), grants)) {
    const id = (p.path ?? "").replace("scores.", "") as AbilityId;
    out[id] = { key: `${VALIDATION}.scoreBeyondSources`, abilities: p.abilities, demand: p.demand, supply: p.supply };
  }
  return out;
}

/** Each job's own, boosted and effective level on a character with these items. */
export function jobLevelsOn(job: PlainItem, items: readonly PlainItem[]): JobLevelView {
  const attributeNames = items.filter((i) => i.type === "venusAttribute").map((i) => i.name);
  return jobLevels(job.system as Parameters<typeof jobLevels>[0], attributeNames);
}

/**
 * The job updates a tier change brings: "if your tier raises through play,
 * then your minimum job level will increase also / thus all jobs that you had
 * that were still at your previous minimum automatically raise to the new
 * minimum" (raiseToMinimumJobLevel: every graduated job below the new
 * minimum; a learning job and a job above it stay). A tier lowered changes no
 * job.
 */
export function jobsRaisedByTier(
  from: TierId,
  to: TierId,
  jobs: readonly { id: string; level: number; exp: number }[],
): { _id: string; "system.level": number; "system.exp": number }[] {
  const rank = (t: TierId) => TIERS.findIndex((x) => x.id === t);
  if (rank(to) <= rank(from)) return [];
  const minimum = tierInfo(to).minimumJobLevel;
  return jobs.flatMap((job) => {
    const raised = raiseToMinimumJobLevel({ level: job.level, exp: job.exp }, minimum);
    return raised.level === job.level ? [] : [{ _id: job.id, "system.level": raised.level, "system.exp": raised.exp }];
  });
}
