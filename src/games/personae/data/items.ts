/**
 * The four Personae traits as Items (pure specs): skill, enhancement,
 * preternae and sphere (SRD "Traits"), with the joint rules a single item
 * can check. What needs the owner (a rating above its threshold) is checked
 * by the sheets against the owning identity (identity-rules.ts).
 */
import type { ModelSpec, Problem } from "../../../schema";
import { personae } from "../../../rules";
import { boolField, intField, isRecord, ITEM_TYPES, PERSONAE_LANG, personaeProblem, textField } from "./common";

export const ENHANCEMENT_EFFECTS = [
  "none",
  "addResult",
  "addDie",
  "reroll",
  "forceReroll",
  "extraHit",
  "ignoreDie",
] as const;
export type EnhancementEffect = (typeof ENHANCEMENT_EFFECTS)[number];
/** When an enhancement's effect applies: at the roll, or when the opponent answers a follow-up (SRD's Misdirection). */
export const EFFECT_TIMINGS = ["roll", "followUp"] as const;
export type EffectTiming = (typeof EFFECT_TIMINGS)[number];
/** The most follow-ups a trait's terms may afford. */
export const MAX_FOLLOW_UPS = 10;
export const DURATIONS = ["I", "M", "T", "S"] as const;
export const SPHERE_KINDS = ["language", "expertise", "resource"] as const;

/** A skill's challenge terms: "" (none), or the type of challenge it issues (a weapon skill: "attack"). */
export const SKILL_CHALLENGES = ["", ...personae.CHALLENGE_TYPES] as const;

export interface PersonaeSkillSystem {
  attribute: personae.AttributeId;
  rating: number;
  unlocked: boolean;
  free: boolean;
  /** The challenge its terms give when issued with it ("" none; a weapon skill: "attack"). */
  challenge: (typeof SKILL_CHALLENGES)[number];
  /** Hits a success with it inflicts (a weapon's). */
  hits: number;
  description: string;
}

export interface PersonaeEnhancementSystem {
  background: boolean;
  conditions: number;
  superior: boolean;
  exceptional: boolean;
  upgrades: number;
  companion: boolean;
  effect: EnhancementEffect;
  amount: number;
  /** When the effect applies (a forced re-roll may come with the follow-up). */
  timing: EffectTiming;
  /** Follow-up challenges its terms afford (SRD "Follow-Up Challenges"); 0: none. */
  followUps: number;
  skill: string;
  description: string;
}

export interface PersonaePreternaeSystem {
  duration: (typeof DURATIONS)[number];
  skill: string;
  challenge: personae.ChallengeType;
  targets: number;
  hits: number;
  /** Follow-up challenges its terms afford; 0: none. */
  followUps: number;
  upgrades: number;
  description: string;
}

export interface PersonaeSphereSystem {
  kind: (typeof SPHERE_KINDS)[number];
  native: boolean;
  uses: number;
  used: number;
  dice: number;
  contribution: number;
  description: string;
}

/** The largest skill rating stored (the threshold caps a character's; other identities are free). */
export const MAX_RATING = 20;

export const skillSpec: ModelSpec<typeof ITEM_TYPES.skill> = {
  documentName: "Item",
  type: ITEM_TYPES.skill,
  localizationPrefix: `${PERSONAE_LANG}.Skill`,
  fields: {
    attribute: { kind: "string", initial: "com", choices: personae.ATTRIBUTES },
    rating: intField(personae.SKILL_BASE_RATING, 1, MAX_RATING),
    unlocked: boolField(true),
    free: boolField(false),
    challenge: { kind: "string", initial: "", choices: personae.CHALLENGE_TYPES, blank: true },
    hits: intField(0, 0, 100),
    description: { kind: "html" },
  },
};

export const enhancementSpec: ModelSpec<typeof ITEM_TYPES.enhancement> = {
  documentName: "Item",
  type: ITEM_TYPES.enhancement,
  localizationPrefix: `${PERSONAE_LANG}.Enhancement`,
  fields: {
    background: boolField(),
    conditions: intField(0, 0, 10),
    superior: boolField(),
    exceptional: boolField(),
    upgrades: intField(0, 0, 20),
    companion: boolField(),
    effect: { kind: "string", initial: "none", choices: ENHANCEMENT_EFFECTS },
    amount: intField(1, 1, 10),
    timing: { kind: "string", initial: "roll", choices: EFFECT_TIMINGS },
    followUps: intField(0, 0, MAX_FOLLOW_UPS),
    skill: textField(100),
    description: { kind: "html" },
  },
  joint: (system): Problem[] =>
    system.exceptional === true && system.superior !== true
      ? [personaeProblem("exceptional", "exceptionalNeedsSuperior")]
      : [],
};

export const preternaeSpec: ModelSpec<typeof ITEM_TYPES.preternae> = {
  documentName: "Item",
  type: ITEM_TYPES.preternae,
  localizationPrefix: `${PERSONAE_LANG}.Preternae`,
  fields: {
    duration: { kind: "string", initial: "I", choices: DURATIONS },
    skill: textField(100),
    challenge: { kind: "string", initial: "attack", choices: personae.CHALLENGE_TYPES },
    targets: intField(1, 1, 100),
    hits: intField(1, 0, 100),
    followUps: intField(0, 0, MAX_FOLLOW_UPS),
    upgrades: intField(0, 0, 20),
    description: { kind: "html" },
  },
};

export const sphereSpec: ModelSpec<typeof ITEM_TYPES.sphere> = {
  documentName: "Item",
  type: ITEM_TYPES.sphere,
  localizationPrefix: `${PERSONAE_LANG}.Sphere`,
  fields: {
    kind: { kind: "string", initial: "expertise", choices: SPHERE_KINDS },
    native: boolField(),
    uses: intField(1, 1, 10),
    used: intField(0, 0, 10),
    dice: intField(1, 1, 10),
    contribution: intField(1, 0, 100),
    description: { kind: "html" },
  },
  joint: (system): Problem[] => {
    const problems: Problem[] = [];
    if (typeof system.used === "number" && typeof system.uses === "number" && system.used > system.uses) {
      problems.push(personaeProblem("used", "expertiseOverused", { uses: system.uses }));
    }
    if (system.native === true && system.kind !== "language")
      problems.push(personaeProblem("native", "nativeNotLanguage"));
    return problems;
  },
};

/** An enhancement's cost in points (1, Superior 2, Exceptional 3, upgrades less free ones). */
export function enhancementPoints(system: Record<string, unknown>): number {
  if (!isRecord(system)) return 1;
  const superior = system.superior === true;
  return personae.enhancementCost({
    superior,
    exceptional: superior && system.exceptional === true,
    conditions: typeof system.conditions === "number" ? system.conditions : 0,
    upgrades: typeof system.upgrades === "number" ? system.upgrades : 0,
  });
}
