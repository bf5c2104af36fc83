/**
 * Pure readers: plain views of a Venus character's and job's `system` data,
 * tolerant of missing or odd values, so the dialogs, cards and their tests
 * work from the same plain data the Foundry layer hands over.
 *
 * Character system shape (src/games/venus/data/character.ts):
 * abilities {app,res,wit,end,fin,swi}: {caliber, score}; kismet {lots, ego,
 * fidelity}; capabilities [{name, first, second, level}] (caliber = the lower
 * of the two abilities'); tier.
 * Job system shape (src/games/venus/data/job.ts): ability, secondAbility,
 * level, exp.
 */

import { venus } from "../../../rules";
import { capabilityLevelOf } from "../data/character-assembly";
import { jobLevels } from "../data/job";

type Caliber = venus.Caliber;
type AbilityId = venus.AbilityId;

export interface AbilityView {
  id: AbilityId;
  caliber: Caliber;
  score: number;
}

export interface CapabilityView {
  /** Position in the character's capabilities list. */
  index: number;
  name: string;
  caliber: Caliber;
  /** A capability's level plays the score's part on a check. */
  level: number;
}

export interface CharacterView {
  abilities: Record<AbilityId, AbilityView>;
  capabilities: CapabilityView[];
  lots: number;
  ego: boolean;
  tier: venus.TierId;
  minimumJobLevel: number;
}

export interface JobView {
  id: string;
  name: string;
  ability: AbilityId;
  /** A second ability the job may inherit, or null. */
  secondAbility: AbilityId | null;
  level: number;
  exp: number;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

function int(value: unknown, min: number, max: number, fallback: number): number {
  const n = Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.max(min, Math.min(max, Math.trunc(n)));
}

function caliberOf(value: unknown): Caliber {
  return venus.isCaliber(value) ? value : "bronze";
}

function tierOf(value: unknown): venus.TierId {
  return venus.TIERS.some((t) => t.id === value) ? (value as venus.TierId) : "public";
}

/** A character's abilities, capabilities and Kismet, read from its `system` data. */
export function readCharacter(system: unknown): CharacterView {
  const s = record(system);
  const abilities = record(s.abilities);
  const out = {} as Record<AbilityId, AbilityView>;
  for (const id of venus.ABILITY_IDS) {
    const a = record(abilities[id]);
    out[id] = { id, caliber: caliberOf(a.caliber), score: int(a.score, venus.MIN_SCORE, venus.MAX_SCORE, 0) };
  }
  const rawCapabilities = Array.isArray(s.capabilities) ? s.capabilities : Object.values(record(s.capabilities));
  const capabilities: CapabilityView[] = [];
  rawCapabilities.forEach((raw, index) => {
    const c = record(raw);
    const name = typeof c.name === "string" ? c.name.trim() : "";
    if (name === "") return;
    const first = venus.isAbilityId(c.first) ? out[c.first].caliber : null;
    const second = venus.isAbilityId(c.second) ? out[c.second].caliber : undefined;
    const caliber = first ? venus.capabilityCaliber(first, second) : caliberOf(c.caliber);
    // The level in use: the formula's, or the one set by hand (character-assembly.ts); a row saved
    // before overrides existed keeps its level, as the spec's migration does.
    const level = capabilityLevelOf(
      { abilities: out, age: int(s.age, 0, 5, 1) },
      {
        name,
        yes: int(c.yes, 0, venus.MAX_QUESTIONNAIRE_ANSWERS, 0),
        level: int(c.level, 0, 20, 0),
        override: c.override === true || (!("override" in c) && int(c.level, 0, 20, 0) !== 0),
      },
    ).level;
    capabilities.push({ index, name, caliber, level });
  });
  const kismet = record(s.kismet);
  const tier = tierOf(s.tier);
  return {
    abilities: out,
    capabilities,
    lots: int(kismet.lots, 0, venus.MAX_LOTS, 0),
    ego: kismet.ego === true,
    tier,
    minimumJobLevel: venus.tierInfo(tier).minimumJobLevel,
  };
}

/** A job item's ability, level and exp, read from its id, name and `system` data. */
export function readJob(id: string, name: string, system: unknown): JobView {
  const s = record(system);
  const ability = venus.isAbilityId(s.ability) ? s.ability : "app";
  const second = venus.isAbilityId(s.secondAbility) && s.secondAbility !== ability ? s.secondAbility : null;
  return {
    id,
    name,
    ability,
    secondAbility: second,
    level: int(s.level, 0, venus.JOB_LEVEL_SOFT_CAP, 0),
    exp: int(s.exp, 0, 99, 0),
  };
}

/**
 * A job as a task rolls it: its effective level (its level plus the boost of
 * an attribute among `attributeNames`) in place of its own level. The task
 * card's bookkeeping reads the job again with readJob, so exp still marks
 * the job's own level.
 */
export function readJobForTask(id: string, name: string, system: unknown, attributeNames: readonly string[]): JobView {
  const job = readJob(id, name, system);
  const boost = record(record(system).boost);
  return { ...job, level: jobLevels({ level: job.level, boost }, attributeNames).effective };
}
