/**
 * The "job" Item (pure spec). The shape is fixed by packs/venus-jobs: the
 * build validates those 36 sources against this spec unchanged.
 */
import type { ModelSpec } from "../../../schema";
import { expToLevelUp, JOB_LEVEL_SOFT_CAP, LEARNING_EXP } from "../../../rules/venus";
import { abilityField, optionalAbilityField, textList, venusProblem } from "./common";

/** 0 (not on the table) or a D66 number: tens and units each 1–6. */
export const D66_CHOICES: readonly number[] = [
  0,
  ...[1, 2, 3, 4, 5, 6].flatMap((tens) => [1, 2, 3, 4, 5, 6].map((units) => tens * 10 + units)),
];

export interface VenusJobSystem {
  ability: string;
  secondAbility: string;
  level: number;
  exp: number;
  labels: string[];
  description: string;
  specialties: string[];
  notes: string;
  d66: number;
}

export const jobSpec: ModelSpec = {
  documentName: "Item",
  type: "venusJob",
  localizationPrefix: "STORY_ENGINES.Venus.Job",
  fields: {
    ability: abilityField(),
    secondAbility: optionalAbilityField(),
    level: { kind: "number", initial: 0, integer: true, min: 0, max: JOB_LEVEL_SOFT_CAP },
    exp: { kind: "number", initial: 0, integer: true, min: 0, max: Math.max(2 * JOB_LEVEL_SOFT_CAP, LEARNING_EXP) },
    labels: textList(),
    description: { kind: "html" },
    specialties: textList(),
    notes: { kind: "html" },
    d66: { kind: "number", initial: 0, integer: true, choices: D66_CHOICES },
  },
  joint: (system) => {
    const level = system.level;
    const exp = system.exp;
    if (typeof level !== "number" || typeof exp !== "number" || !Number.isInteger(level) || level < 0) return [];
    const bar = expToLevelUp(level);
    return exp > bar ? [venusProblem("exp", "expAboveBar", { max: bar, level })] : [];
  },
};

/** What the sheets show of a job's progress: the exp bar fills to 2 × level, or 16 while learning. */
export interface JobProgressView {
  level: number;
  exp: number;
  expMax: number;
  percent: number;
  learning: boolean;
}

export function deriveJob(system: Pick<VenusJobSystem, "level" | "exp">): JobProgressView {
  const level = Number.isInteger(system.level) && system.level >= 0 ? system.level : 0;
  const expMax = expToLevelUp(level);
  const exp = Math.max(0, Math.min(system.exp, expMax));
  return { level, exp, expMax, percent: Math.round((exp / expMax) * 100), learning: level === 0 };
}
