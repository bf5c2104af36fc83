/**
 * The "venusCharacter" Actor (pure spec) and the values derived from it and
 * its items: the tier's figures, lifepaths taken vs allowed, the score pool,
 * caps earned and spent, calibers and the Fidelity spend.
 */
import type { FieldSpec, ModelSpec, Problem } from "../../../schema";
import {
  ABILITY_IDS,
  AGES,
  caliberIncreasesUsed,
  capabilityCaliber,
  capsSummary,
  isAbilityId,
  isCaliber,
  lifepathRange,
  MAX_CAPABILITIES,
  MAX_FIDELITY,
  MAX_LOTS,
  MAX_QUESTIONNAIRE_ANSWERS,
  MAX_SCORE,
  MAX_VINPCS,
  MIN_SCORE,
  scorePool,
  SIZES,
  spendFidelity,
  TIERS,
  tierInfo,
  validateCalibers,
  validateCapabilities,
  validateVinpcs,
  type AbilityId,
  type AssetKind,
  type AttributeAcquisition,
  type AttributeKind,
  type Caliber,
  type CapsSummary,
  type JobStart,
  type TierId,
} from "../../../rules/venus";
import { abilityField, caliberField, textField, textList, venusProblem, type PlainItem } from "./common";
import { scoreGrant, type VenusLifepathSystem } from "./lifepath";

export const CHARACTER_TYPE = "venusCharacter";

export interface VenusAbility {
  caliber: Caliber;
  score: number;
}
export interface VenusCapability {
  name: string;
  first: AbilityId;
  second: AbilityId;
  /** The level set by hand; used only while `override` is on (else the formula's). */
  level: number;
  /** "Yes" answers to the capability's questionnaire (0–8). */
  yes: number;
  /** The level is set by hand instead of computed from the formula. */
  override: boolean;
}
export interface VenusVinpc {
  name: string;
  relation: string;
  favor: boolean;
  uuid: string;
}
export interface VenusCharacterSystem {
  pronouns: string;
  player: string;
  tier: TierId;
  background: string;
  foreground: string;
  size: number;
  age: number;
  abilities: Record<AbilityId, VenusAbility>;
  capabilities: VenusCapability[];
  principles: { goals: string[]; habits: string[]; creeds: string[] };
  kismet: { lots: number; ego: boolean; fidelity: number };
  vinpcs: VenusVinpc[];
  special: string;
  platinumLeave: boolean;
  biography: string;
}

/**
 * Capabilities saved before their levels were computed carry a level typed by
 * hand and no `override`: a level other than 0 is kept as an override (shown
 * with its marker) rather than replaced by the formula. Tolerates partial
 * update diffs (no capabilities, or rows already carrying `override`).
 */
function migrateCapabilities(source: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(source.capabilities)) return source;
  source.capabilities = source.capabilities.map((row: unknown) => {
    if (typeof row !== "object" || row === null || Array.isArray(row) || "override" in row) return row;
    const level = (row as { level?: unknown }).level;
    return { ...row, override: typeof level === "number" && level !== 0 };
  });
  return source;
}

const abilitySchema = (): FieldSpec => ({
  kind: "schema",
  fields: {
    caliber: caliberField("bronze"),
    score: { kind: "number", initial: 0, integer: true, min: MIN_SCORE, max: MAX_SCORE },
  },
});

export const characterSpec: ModelSpec<typeof CHARACTER_TYPE> = {
  documentName: "Actor",
  type: CHARACTER_TYPE,
  localizationPrefix: "STORY_ENGINES.Venus.Character",
  fields: {
    pronouns: textField(),
    player: textField(),
    tier: { kind: "string", initial: "public", choices: TIERS.map((t) => t.id) },
    background: textField(),
    foreground: textField(),
    size: { kind: "number", initial: 2, integer: true, min: 1, max: SIZES.length },
    age: { kind: "number", initial: 1, integer: true, min: 0, max: AGES.length - 1 },
    abilities: { kind: "schema", fields: Object.fromEntries(ABILITY_IDS.map((id) => [id, abilitySchema()])) },
    capabilities: {
      kind: "array",
      maxLength: MAX_CAPABILITIES,
      element: {
        kind: "schema",
        fields: {
          name: textField(),
          first: abilityField(),
          second: abilityField(),
          level: { kind: "number", initial: 0, integer: true, min: 0 },
          yes: { kind: "number", initial: 0, integer: true, min: 0, max: MAX_QUESTIONNAIRE_ANSWERS },
          override: { kind: "boolean", initial: false },
        },
      },
    },
    principles: { kind: "schema", fields: { goals: textList(), habits: textList(), creeds: textList() } },
    kismet: {
      kind: "schema",
      fields: {
        lots: { kind: "number", initial: 0, integer: true, min: 0, max: MAX_LOTS },
        ego: { kind: "boolean", initial: false },
        fidelity: { kind: "number", initial: 0, integer: true, min: 0, max: MAX_FIDELITY },
      },
    },
    vinpcs: {
      kind: "array",
      maxLength: MAX_VINPCS,
      element: {
        kind: "schema",
        fields: {
          name: textField(),
          relation: textField(),
          favor: { kind: "boolean", initial: false },
          uuid: { kind: "uuid", documentName: "Actor" },
        },
      },
    },
    special: textField(),
    platinumLeave: { kind: "boolean", initial: false },
    biography: { kind: "html" },
  },
  migrate: migrateCapabilities,
  joint: (system) => {
    const problems: Problem[] = [];
    const vinpcs = Array.isArray(system.vinpcs) ? system.vinpcs.length : 0;
    const capabilities = Array.isArray(system.capabilities) ? system.capabilities.length : 0;
    if (validateVinpcs(vinpcs).length) problems.push(venusProblem("vinpcs", "tooManyVinpcs", { max: MAX_VINPCS }));
    if (validateCapabilities(capabilities).length) {
      problems.push(venusProblem("capabilities", "tooManyCapabilities", { max: MAX_CAPABILITIES }));
    }
    return problems;
  },
};

// ---------------------------------------------------------------------------
// Derived values

export interface CharacterDerived {
  tier: { freeCaliberIncreases: number; additionalLifepaths: number; minimumJobLevel: number };
  calibers: { used: number; free: number; platinum: number; overspent: boolean; platinumWarning: boolean };
  lifepaths: { taken: number; min: number; max: number | null; outOfRange: boolean };
  scores: { mental: number; physical: number; any: number; pairs: string[]; total: number; placed: number };
  caps: CapsSummary;
  capabilities: { caliber: Caliber }[];
}

const lowerName = (s: string) => s.trim().toLowerCase();

/** How a job was started, read from the lifepaths taken: listed on two or more is free, on one costs 1, else 2. */
export function jobStart(jobName: string, lifepaths: readonly Pick<VenusLifepathSystem, "jobs">[]): JobStart {
  const listed = lifepaths.filter((lp) => lp.jobs.some((j) => lowerName(j) === lowerName(jobName))).length;
  return listed >= 2 ? "several-lifepaths" : listed === 1 ? "lifepath" : "other";
}

/** How an owned job was started: the free D66 job if marked so, else read from the lifepaths. */
export function jobStartOf(job: PlainItem, lifepaths: readonly Pick<VenusLifepathSystem, "jobs">[]): JobStart {
  return job.system.d66Start === true ? "d66" : jobStart(job.name, lifepaths);
}

function abilitiesRecord<T>(
  abilities: Record<AbilityId, VenusAbility>,
  pick: (a: VenusAbility) => T,
): Record<AbilityId, T> {
  return Object.fromEntries(ABILITY_IDS.map((id) => [id, pick(abilities[id])])) as Record<AbilityId, T>;
}

/**
 * Everything the sheet shows beside the stored data. Jobs at level 0 were
 * learned in play and cost no caps; a job's start is read from the taken
 * lifepaths' job lists.
 */
export function deriveCharacter(system: VenusCharacterSystem, items: readonly PlainItem[]): CharacterDerived {
  const tier = tierInfo(system.tier);
  const lifepaths = items
    .filter((i) => i.type === "venusLifepath")
    .map((i) => i.system as unknown as VenusLifepathSystem);
  const range = lifepathRange(system.age, system.tier);
  const calibers = abilitiesRecord(system.abilities, (a) => a.caliber);
  const used = caliberIncreasesUsed(calibers);
  const calProblems = validateCalibers(calibers, system.tier, { platinumPermission: system.platinumLeave });
  const pool = scorePool(
    system.age,
    lifepaths.map((lp) => scoreGrant(lp.scorePoint)),
  );
  const caps = capsSummary({
    lifepathCaps: lifepaths.map((lp) => lp.caps),
    attributes: items
      .filter((i) => i.type === "venusAttribute")
      .map((i) => ({
        kind: i.system.kind as AttributeKind,
        acquisition: i.system.acquisition as AttributeAcquisition,
      })),
    assets: items
      .filter((i) => i.type === "venusAsset")
      .map((i) => ({
        kind: i.system.kind as AssetKind,
        acquisition: i.system.acquisition === "free" ? "free" : "bought",
      })),
    jobs: items
      .filter((i) => i.type === "venusJob" && Number(i.system.level) >= 1)
      .map((i) => ({ level: Number(i.system.level), start: jobStartOf(i, lifepaths) })),
    minimumJobLevel: tier.minimumJobLevel,
  });
  return {
    tier: {
      freeCaliberIncreases: tier.freeCaliberIncreases,
      additionalLifepaths: tier.additionalLifepaths,
      minimumJobLevel: tier.minimumJobLevel,
    },
    calibers: {
      used,
      free: tier.freeCaliberIncreases,
      platinum: ABILITY_IDS.filter((id) => calibers[id] === "platinum").length,
      overspent: calProblems.some((p) => p.code === "caliber-increases-exceeded"),
      platinumWarning: calProblems.some((p) => p.code === "platinum-limit"),
    },
    lifepaths: {
      taken: lifepaths.length,
      min: range.min,
      max: range.max,
      outOfRange: lifepaths.length < range.min || (range.max !== null && lifepaths.length > range.max),
    },
    scores: {
      mental: pool.mental,
      physical: pool.physical,
      any: pool.any,
      pairs: pool.pairs.map(([a, b]) => `${a}/${b}`),
      total: pool.total,
      placed: ABILITY_IDS.reduce((sum, id) => sum + system.abilities[id].score, 0),
    },
    caps,
    capabilities: system.capabilities.map((c) => ({
      caliber: capabilityCaliber(system.abilities[c.first].caliber, system.abilities[c.second].caliber),
    })),
  };
}

// ---------------------------------------------------------------------------
// Spending Fidelity

export interface FidelityChoice {
  ability: AbilityId;
  from: Caliber;
  to: Caliber | null;
  /** Raising it would make a second Platinum without the FC's leave. */
  needsLeave: boolean;
}

/** The abilities a full Fidelity meter could raise, with what each would become. */
export function fidelityChoices(system: VenusCharacterSystem): FidelityChoice[] {
  const platinum = ABILITY_IDS.filter((id) => system.abilities[id].caliber === "platinum").length;
  return ABILITY_IDS.map((ability) => {
    const from = system.abilities[ability].caliber;
    const result = spendFidelity(MAX_FIDELITY, from);
    const to = result.problems.length ? null : result.caliber;
    return { ability, from, to, needsLeave: to === "platinum" && platinum >= 1 && !system.platinumLeave };
  });
}

export type FidelityOutcome =
  { ok: true; update: Record<string, unknown>; from: Caliber; to: Caliber } | { ok: false; problem: string };

/**
 * Drain a full Fidelity meter to raise one ability's caliber one step. Refused
 * when the meter is not full, the ability is already Platinum, or it would be
 * a second Platinum without the FC's leave (the lang key says which).
 */
export function spendFidelityOn(system: VenusCharacterSystem, ability: string): FidelityOutcome {
  if (!isAbilityId(ability)) return { ok: false, problem: "STORY_ENGINES.Venus.Fidelity.unknownAbility" };
  const from = system.abilities[ability].caliber;
  if (!isCaliber(from)) return { ok: false, problem: "STORY_ENGINES.Venus.Fidelity.unknownAbility" };
  const result = spendFidelity(system.kismet.fidelity, from);
  const first = result.problems[0];
  if (first?.code === "fidelity-not-full") return { ok: false, problem: "STORY_ENGINES.Venus.Fidelity.notFull" };
  if (first?.code === "caliber-invalid") return { ok: false, problem: "STORY_ENGINES.Venus.Fidelity.copper" };
  if (first) return { ok: false, problem: "STORY_ENGINES.Venus.Fidelity.atMaximum" };
  const choice = fidelityChoices(system).find((c) => c.ability === ability);
  if (choice?.needsLeave) return { ok: false, problem: "STORY_ENGINES.Venus.Fidelity.platinumLeave" };
  return {
    ok: true,
    from,
    to: result.caliber,
    update: {
      [`system.abilities.${ability}.caliber`]: result.caliber,
      "system.kismet.fidelity": result.fidelity,
    },
  };
}
