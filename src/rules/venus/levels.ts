/**
 * Levels the character sheet derives rather than stores: a job's effective
 * level (its own level plus an attribute's boost), which capability formula a
 * capability's name picks, and where a score allocation goes wrong, ability
 * by ability.
 */

import { ABILITIES, ABILITY_IDS, CAPABILITY_PRESETS, capabilityLevel, type AbilityId } from "./abilities";
import type { CapabilityPresetId } from "./abilities";
import { AGES, type AgeId } from "./character-tables";
import { scorePool, type ScoreGrant } from "./score-pool";
import { JOB_LEVEL_SOFT_CAP, MAX_JOB_BOOST, MAX_QUESTIONNAIRE_ANSWERS, MAX_SCORE } from "./limits";
import { problem, type Problem } from "./problems";
import { argError, requireInteger, requireList, requireOneOf, requireRecord, requireString } from "../args";
import { requireAbilityId, requireAbilityRecord } from "./args";

/** An age (index 0–5 or id) and the lifepaths' score grants, checked under `fn`'s name. */
function requireAgeAndGrants(fn: string, age: unknown, grants: unknown): void {
  if (!AGES.some((a) => a.index === age || a.id === age)) {
    const expected = `an age index 0–${AGES.length - 1} or one of ${AGES.map((a) => a.id).join(", ")}`;
    argError(fn, "age", expected, age, typeof age === "number" || typeof age === "string" ? "range" : "type");
  }
  requireList(fn, "grants", grants, (grant, path) => {
    if (!Array.isArray(grant)) return requireOneOf(fn, path, grant, ["MA", "PA", "Any"]);
    if (grant.length !== 2) argError(fn, path, "a pair of two ability ids", grant, "range");
    requireAbilityId(fn, `${path}[0]`, grant[0]);
    return requireAbilityId(fn, `${path}[1]`, grant[1]);
  });
}

/**
 * A job's effective level: its own level (0–10, what caps and exp buy) plus
 * the boost of an attribute the character has (0–10). "Some attributes can
 * boost your level, and these boosts can bring the effective level above an
 * 8"; "the only way to advance above 10 in a job is with the aid of a
 * custom-made potent feature …". A job still being learned (level 0) takes no
 * boost: it rolls the ability's score (docs/games/venus-rulings.md).
 */
export function effectiveJobLevel(level: number, boost: number): number {
  requireInteger("venus.effectiveJobLevel", "level", level, { min: 0, max: JOB_LEVEL_SOFT_CAP });
  requireInteger("venus.effectiveJobLevel", "boost", boost, { min: 0, max: MAX_JOB_BOOST });
  return level === 0 ? 0 : level + boost;
}

/** The capability formula a capability's name picks (Grit, Guts, …; any case), or null for a custom one. */
export function capabilityPresetFor(name: string): CapabilityPresetId | null {
  const wanted = requireString("venus.capabilityPresetFor", "name", name, 1000).trim().toLowerCase();
  return CAPABILITY_PRESETS.find((p) => p.name.toLowerCase() === wanted)?.id ?? null;
}

/**
 * A capability's level from its formula: a preset's (capabilityLevel), or,
 * for a custom capability, the "yes" answers alone ("think of up to 8
 * 'yes-or-no'-questions and use the player's 'yes' answers to generate the
 * level").
 */
export function derivedCapabilityLevel(
  name: string,
  input: { scores: Readonly<Record<AbilityId, number>>; age: number; yes: number },
): number {
  const fn = "venus.derivedCapabilityLevel";
  requireString(fn, "name", name, 1000);
  requireRecord(fn, "input", input);
  requireAbilityRecord(fn, "input.scores", input.scores, (s, path) =>
    requireInteger(fn, path, s, { min: 0, max: MAX_SCORE }),
  );
  requireInteger(fn, "input.age", input.age, { min: 0, max: 5 });
  requireInteger(fn, "input.yes", input.yes, { min: 0, max: MAX_QUESTIONNAIRE_ANSWERS });
  const preset = capabilityPresetFor(name);
  return preset === null ? input.yes : capabilityLevel(preset, input);
}

/** Which abilities each point of the pool may land on ("MA" mental, "PA" physical, a pair, "Any" all six). */
function pointMasks(age: number | AgeId, grants: readonly ScoreGrant[]): number[] {
  const pool = scorePool(age, grants);
  const mask = (ids: readonly AbilityId[]) => ids.reduce((m, id) => m | (1 << ABILITY_IDS.indexOf(id)), 0);
  const mental = mask(ABILITIES.filter((a) => a.group === "mental").map((a) => a.id));
  const physical = mask(ABILITIES.filter((a) => a.group === "physical").map((a) => a.id));
  return [
    ...Array<number>(pool.mental).fill(mental),
    ...Array<number>(pool.physical).fill(physical),
    ...Array<number>(pool.any).fill(mask(ABILITY_IDS)),
    ...pool.pairs.map((pair) => mask(pair)),
  ];
}

/** An allocation problem of one ability, with the set of abilities that overflows and its numbers. */
export interface AllocationProblem extends Problem {
  /** The smallest set of abilities holding more points than may land on them. */
  readonly abilities: readonly AbilityId[];
  /** Points those abilities hold. */
  readonly demand: number;
  /** Points of the pool allowed to land on any of them. */
  readonly supply: number;
}

const bits = (n: number) => ABILITY_IDS.filter((_, i) => n & (1 << i)).length;

/**
 * Allocation problems named ability by ability, for the sheet: the smallest
 * set of abilities holding more points than the pool lets land on them ("MA
 * and PA mean you can add +1 to any mental or physical ability … a pair …
 * means you must choose one of those two"), one problem per ability of that
 * set that holds points, its path `scores.<id>`. Empty when some placement of
 * the pool fits the scores (validateScoreAllocation says whether every point
 * is placed).
 */
export function scoreAllocationByAbility(
  scores: Readonly<Record<AbilityId, number>>,
  age: number | AgeId,
  grants: readonly ScoreGrant[],
): AllocationProblem[] {
  const fn = "venus.scoreAllocationByAbility";
  requireAbilityRecord(fn, "scores", scores, (s, path) => requireInteger(fn, path, s, { min: 0, max: MAX_SCORE }));
  requireAgeAndGrants(fn, age, grants);
  const masks = pointMasks(age, grants);
  const subsets = Array.from({ length: (1 << ABILITY_IDS.length) - 1 }, (_, i) => i + 1).sort(
    (a, b) => bits(a) - bits(b) || a - b,
  );
  for (const subset of subsets) {
    const ids = ABILITY_IDS.filter((_, i) => subset & (1 << i));
    const demand = ids.reduce((sum, id) => sum + scores[id], 0);
    const supply = masks.filter((m) => (m & subset) !== 0).length;
    if (demand > supply) {
      const names = ids.map((id) => ABILITIES.find((a) => a.id === id)?.abbreviation ?? id).join(" + ");
      return ids
        .filter((id) => scores[id] > 0)
        .map((id) => ({
          ...problem(
            "score-beyond-sources",
            `${names} hold ${demand} points, but only ${supply} of the pool's points may go there.`,
            `scores.${id}`,
          ),
          abilities: ids,
          demand,
          supply,
        }));
    }
  }
  return [];
}
