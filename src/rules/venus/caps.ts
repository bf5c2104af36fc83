/**
 * Caps (character assembly points): earned from lifepaths, spent on
 * attributes, assets and jobs (seed, character assembly steps 2, 4, 6, 7).
 */

import { assetCost, type AssetAcquisition, type AssetKind } from "./assets";
import { JOB_LEVEL_ASSEMBLY_MAX } from "./limits";
import { problem, type Problem } from "./problems";
import { requireList, requireOneOf, requireRecord } from "../args";
import { requireCount } from "./args";

const ACQUISITIONS: readonly AttributeAcquisition[] = ["bought", "discounted", "free"];
const ASSET_KINDS: readonly AssetKind[] = ["capital", "vendible"];
const ASSET_ACQUISITIONS: readonly AssetAcquisition[] = ["bought", "free"];

function requireJobStart(fn: string, name: string, value: unknown): { level: number; start: JobStart } {
  const job = requireRecord(fn, name, value);
  requireCount(fn, `${name}.level`, job.level);
  requireOneOf(fn, `${name}.start`, job.start, Object.keys(JOB_START_COSTS));
  return job as unknown as { level: number; start: JobStart };
}

/** The shape of an AssemblyInput: lists of known kinds, whole numbers. */
function requireAssembly(fn: string, value: unknown): AssemblyInput {
  const input = requireRecord(fn, "input", value);
  requireList(fn, "input.lifepathCaps", input.lifepathCaps, (caps, path) => requireCount(fn, path, caps));
  requireList(fn, "input.attributes", input.attributes, (entry, path) => {
    const a = requireRecord(fn, path, entry);
    requireOneOf(fn, `${path}.kind`, a.kind, ATTRIBUTE_KINDS);
    requireOneOf(fn, `${path}.acquisition`, a.acquisition, ACQUISITIONS);
  });
  requireList(fn, "input.assets", input.assets, (entry, path) => {
    const a = requireRecord(fn, path, entry);
    requireOneOf(fn, `${path}.kind`, a.kind, ASSET_KINDS);
    requireOneOf(fn, `${path}.acquisition`, a.acquisition, ASSET_ACQUISITIONS);
  });
  requireList(fn, "input.jobs", input.jobs, (job, path) => requireJobStart(fn, path, job));
  requireCount(fn, "input.minimumJobLevel", input.minimumJobLevel);
  return input as unknown as AssemblyInput;
}

export type AttributeKind = "connection" | "feature" | "limit" | "gambit" | "specialty";

export const ATTRIBUTE_KINDS: readonly AttributeKind[] = ["connection", "feature", "limit", "gambit", "specialty"];

export const ATTRIBUTE_COSTS: Readonly<Record<AttributeKind, number>> = {
  connection: 3,
  feature: 2,
  limit: 1,
  gambit: 4,
  specialty: 2,
};

/**
 * How an attribute was taken: "bought" at full price; "discounted" because a
 * taken lifepath lists it (1 cap off, so a listed Limit is free); "free" for
 * the d6 roll on a lifepath's list, the special attribute, or an innate one.
 */
export type AttributeAcquisition = "bought" | "discounted" | "free";

export function attributeCost(kind: AttributeKind, acquisition: AttributeAcquisition): number {
  requireOneOf("venus.attributeCost", "kind", kind, ATTRIBUTE_KINDS);
  requireOneOf("venus.attributeCost", "acquisition", acquisition, ACQUISITIONS);
  if (acquisition === "free") return 0;
  return Math.max(0, ATTRIBUTE_COSTS[kind] - (acquisition === "discounted" ? 1 : 0));
}

/**
 * How a job was started: on one taken lifepath's list (1 cap); anywhere else
 * (2 caps); listed on two or more taken lifepaths (free); the D66 job rolled
 * or chosen before lifepaths (free); or free for another reason (background).
 */
export type JobStart = "lifepath" | "other" | "several-lifepaths" | "d66" | "free";

export const JOB_START_COSTS: Readonly<Record<JobStart, number>> = {
  lifepath: 1,
  other: 2,
  "several-lifepaths": 0,
  d66: 0,
  free: 0,
};

/**
 * A job starts at the tier's minimum job level; each level above that costs
 * 1 cap whether or not a lifepath lists the job.
 */
export function jobCost(job: { level: number; start: JobStart }, minimumJobLevel: number): number {
  requireJobStart("venus.jobCost", "job", job);
  requireCount("venus.jobCost", "minimumJobLevel", minimumJobLevel);
  return JOB_START_COSTS[job.start] + Math.max(0, job.level - minimumJobLevel);
}

export interface AssemblyInput {
  /** Caps granted by each taken lifepath. */
  lifepathCaps: readonly number[];
  attributes: readonly {
    kind: AttributeKind;
    acquisition: AttributeAcquisition;
  }[];
  assets: readonly { kind: AssetKind; acquisition: AssetAcquisition }[];
  jobs: readonly { level: number; start: JobStart }[];
  minimumJobLevel: number;
}

export interface CapsSummary {
  earned: number;
  attributes: number;
  assets: number;
  jobs: number;
  spent: number;
  remaining: number;
}

export function capsSummary(input: AssemblyInput): CapsSummary {
  requireAssembly("venus.capsSummary", input);
  const earned = input.lifepathCaps.reduce((a, b) => a + b, 0);
  const attributes = input.attributes.reduce((sum, a) => sum + attributeCost(a.kind, a.acquisition), 0);
  const assets = input.assets.reduce((sum, a) => sum + assetCost(a.kind, a.acquisition), 0);
  const jobs = input.jobs.reduce((sum, j) => sum + jobCost(j, input.minimumJobLevel), 0);
  const spent = attributes + assets + jobs;
  return { earned, attributes, assets, jobs, spent, remaining: earned - spent };
}

/**
 * Assembly spending: caps not overspent; jobs between the minimum job level
 * and 8 (the assembly maximum; attributes may boost the effective level later).
 */
export function validateAssemblyCaps(input: AssemblyInput): Problem[] {
  requireAssembly("venus.validateAssemblyCaps", input);
  const problems: Problem[] = [];
  const summary = capsSummary(input);
  if (summary.remaining < 0) {
    problems.push(problem("caps-overspent", `${summary.spent} caps spent but only ${summary.earned} earned.`, "caps"));
  }
  input.jobs.forEach((job, i) => {
    if (job.level > JOB_LEVEL_ASSEMBLY_MAX) {
      problems.push(
        problem(
          "job-level-above-assembly-max",
          `Jobs reach at most level ${JOB_LEVEL_ASSEMBLY_MAX} at assembly, got ${job.level}.`,
          `jobs[${i}].level`,
        ),
      );
    } else if (job.level < input.minimumJobLevel) {
      problems.push(
        problem(
          "job-level-below-minimum",
          `Jobs start at the minimum job level ${input.minimumJobLevel}, got ${job.level}.`,
          `jobs[${i}].level`,
        ),
      );
    }
  });
  return problems;
}
