/**
 * The "personaeIdentity" Actor (pure spec): any identity — a character, a
 * supporting identity (with its toughness) or an object identity (a door, a
 * storm, a faction) — on the same footing (SRD "The Measure Of An Identity").
 * Characters add priorities, Potential, creation points and the tally.
 * The joint rules refuse what can never be saved: an attribute below its
 * priority's minimum, more criticals than the bank holds, shock beyond the
 * toughness, and (once play has begun) broken priorities. Readings:
 * docs/games/personae-rulings.md.
 */
import type { FieldSpec, ModelSpec, Problem } from "../../../schema";
import { personae } from "../../../rules";
import {
  boolField,
  fromRulesProblem,
  IDENTITY_TYPE,
  intField,
  isRecord,
  PERSONAE_LANG,
  personaeProblem,
  textField,
} from "./common";

export const IDENTITY_KINDS = ["character", "supporting", "object"] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];
export const MODES = ["creation", "play"] as const;

/** Default order of importance for a new character. */
export const DEFAULT_PRIORITIES: personae.Priorities = {
  com: "first",
  cng: "first",
  res: "second",
  pro: "second",
  kno: "third",
  sta: "hindrance",
};
/** A new character's attributes: 10 creation points within the default priorities. */
export const DEFAULT_ATTRIBUTES: personae.Attributes = { com: 2, cng: 2, res: 2, pro: 2, kno: 1, sta: 1 };

export interface PersonaeIdentitySystem {
  kind: IdentityKind;
  toughness: personae.Toughness;
  mode: (typeof MODES)[number];
  concept: string;
  pronouns: string;
  attributes: personae.Attributes;
  priorities: personae.Priorities;
  creationPoints: number;
  vitalityBonus: number;
  hits: number;
  shock: number;
  stabilised: boolean;
  inoperative: boolean;
  negated: boolean;
  criticals: number;
  tally: { successes: number; failures: number };
  development: { points: number; earned: number };
  /**
   * The identity's clock: in a (violent) encounter now; a recovery tried this
   * scene; scenes still to end before a recovery; the shock-3 relapse caveat
   * pending; a violent encounter met this scene.
   */
  scene: {
    inEncounter: boolean;
    recoveryTried: boolean;
    recoveryWait: number;
    relapse: boolean;
    violent: boolean;
    /** It acted (issued, answered, stabilised) in this round of the encounter: the relapse reads it. */
    acted: boolean;
  };
  /** The identity whose attack last raised its shock (the negation's development point goes to it). */
  lastShockBy: string;
  resources: { boost: number; boostScenes: number };
  companionOf: string;
  notes: string;
}

const attributeFields = (): Record<string, FieldSpec> =>
  Object.fromEntries(personae.ATTRIBUTES.map((id) => [id, intField(DEFAULT_ATTRIBUTES[id], 0, 100)]));
const priorityFields = (): Record<string, FieldSpec> =>
  Object.fromEntries(
    personae.ATTRIBUTES.map((id) => [
      id,
      { kind: "string", initial: DEFAULT_PRIORITIES[id], choices: personae.PRIORITIES },
    ]),
  );

export const identitySpec: ModelSpec<typeof IDENTITY_TYPE> = {
  documentName: "Actor",
  type: IDENTITY_TYPE,
  localizationPrefix: `${PERSONAE_LANG}.Identity`,
  fields: {
    kind: { kind: "string", initial: "character", choices: IDENTITY_KINDS },
    toughness: { kind: "string", initial: "major", choices: personae.TOUGHNESS },
    mode: { kind: "string", initial: "creation", choices: MODES },
    concept: textField(200),
    pronouns: textField(60),
    attributes: { kind: "schema", fields: attributeFields() },
    priorities: { kind: "schema", fields: priorityFields() },
    creationPoints: intField(personae.DEFAULT_CREATION_POINTS, 1, 600),
    vitalityBonus: intField(0, 0, 100),
    hits: intField(0, 0, 10_000),
    shock: intField(0, 0, 4),
    stabilised: boolField(),
    inoperative: boolField(),
    negated: boolField(),
    criticals: intField(0, 0, 1000),
    tally: { kind: "schema", fields: { successes: intField(0, 0, 100), failures: intField(0, 0, 100) } },
    development: { kind: "schema", fields: { points: intField(0, 0, 1000), earned: intField(0, 0, 10_000) } },
    scene: {
      kind: "schema",
      fields: {
        inEncounter: boolField(),
        recoveryTried: boolField(),
        recoveryWait: intField(0, 0, 10),
        relapse: boolField(),
        violent: boolField(),
        acted: boolField(),
      },
    },
    lastShockBy: { kind: "uuid", documentName: "Actor" },
    resources: { kind: "schema", fields: { boost: intField(0, 0, 100), boostScenes: intField(0, 0, 100) } },
    companionOf: { kind: "uuid", documentName: "Actor" },
    notes: { kind: "html" },
  },
  joint: identityJoint,
};

/** The attributes as stored, if every one is a whole number 0–100; else null (the field checks report it). */
function readAttributes(system: Record<string, unknown>): personae.Attributes | null {
  const a = system.attributes;
  if (!isRecord(a)) return null;
  for (const id of personae.ATTRIBUTES) {
    const v = a[id];
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 100) return null;
  }
  return a as unknown as personae.Attributes;
}

function readPriorities(system: Record<string, unknown>): personae.Priorities | null {
  const p = system.priorities;
  if (!isRecord(p)) return null;
  return personae.ATTRIBUTES.every((id) => (personae.PRIORITIES as readonly unknown[]).includes(p[id]))
    ? (p as unknown as personae.Priorities)
    : null;
}

/** A character's potential threshold (Potential + 2), or null for other identities and unreadable data. */
export function thresholdOf(system: Record<string, unknown>): number | null {
  if (system.kind !== "character") return null;
  const attributes = readAttributes(system);
  return attributes ? personae.potentialThreshold(personae.potential(attributes)) : null;
}

/** Cross-field rules of an identity (see the file's comment). */
export function identityJoint(system: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const toughness = system.toughness;
  if ((personae.TOUGHNESS as readonly unknown[]).includes(toughness) && typeof system.shock === "number") {
    const max = personae.SHOCK_LEVELS[toughness as personae.Toughness];
    if (system.shock > max) problems.push(personaeProblem("shock", "shockBeyondToughness", { max }));
  }
  if (system.kind !== "character") return problems;
  // A character is a major identity; a companion starts as a minion (minor) and is raised step by step.
  if (toughness !== "major" && !(typeof system.companionOf === "string" && system.companionOf !== ""))
    problems.push(personaeProblem("toughness", "characterIsMajor"));
  const attributes = readAttributes(system);
  const priorities = readPriorities(system);
  if (!attributes || !priorities) return problems;
  for (const id of personae.ATTRIBUTES) {
    const min = personae.attributeMinimum(priorities[id]);
    if (attributes[id] < min) problems.push(personaeProblem(`attributes.${id}`, "attributeBelowMinimum", { min }));
  }
  const threshold = personae.potentialThreshold(personae.potential(attributes));
  if (typeof system.criticals === "number" && system.criticals > threshold) {
    problems.push(personaeProblem("criticals", "criticalsAboveBank", { max: threshold }));
  }
  if (system.mode === "play") {
    for (const p of personae.checkPriorities(attributes, priorities)) {
      if (p.code !== "attribute-below-minimum") problems.push(fromRulesProblem(p));
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------
// Derived values

export interface IdentityDerived {
  character: boolean;
  potential: number | null;
  threshold: number | null;
  /** The token bar: hits it can still take before shock 1, out of its vitality. */
  vitality: { value: number; max: number };
  /** The second token bar: the shock level out of the toughness's last level. */
  shockTrack: { value: number; max: number };
  /** Creation maxima and what is used of them (characters). */
  creation: personae.CreationSummary | null;
  /** Priority problems (characters): warnings in creation mode. */
  priorityProblems: Problem[];
  /** Items' creation problems as spec problems (characters in creation mode). */
  creationProblems: Problem[];
  /** Resource cap: what resource spheres contribute plus any temporary boost. */
  resourceCap: number;
  /** Whether the character may take a companion (Potential ≥ 3 and a companion enhancement). */
  companionReady: boolean;
}

const itemsOf = (items: readonly PlainItemLike[], type: string) => items.filter((i) => i.type === type);
type PlainItemLike = { type: string; system: Record<string, unknown> };

/** Everything the sheet, the token bars and the dialogs read beside the stored data. */
export function deriveIdentity(system: PersonaeIdentitySystem, items: readonly PlainItemLike[]): IdentityDerived {
  const character = system.kind === "character";
  const attributes = readAttributes(system as unknown as Record<string, unknown>) ?? DEFAULT_ATTRIBUTES;
  const pot = character ? personae.potential(attributes) : null;
  const threshold = pot === null ? null : personae.potentialThreshold(pot);
  const vitalityMax = 1 + attributes.sta + system.vitalityBonus;
  const shockMax = personae.SHOCK_LEVELS[system.toughness] ?? 4;
  const skills = itemsOf(items, "personaeSkill").map((i) => i.system);
  const enhancements = itemsOf(items, "personaeEnhancement").map((i) => i.system);
  const spheres = itemsOf(items, "personaeSphere").map((i) => i.system);
  const preternae = itemsOf(items, "personaePreternae").map((i) => i.system);
  const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : fallback);
  const creation = character
    ? personae.creationSummary({
        attributes,
        creationPoints: system.creationPoints,
        skills: skills
          .filter((s) => s.unlocked !== false)
          .map((s) => ({ rating: num(s.rating, 1), free: s.free === true })),
        enhancements: enhancements.map((e) => {
          const superior = e.superior === true;
          return {
            background: e.background === true,
            superior,
            exceptional: superior && e.exceptional === true,
            conditions: Math.min(num(e.conditions), 100),
            upgrades: Math.min(num(e.upgrades), 100),
          };
        }),
        preternae: preternae.map((p) => ({ upgrades: Math.min(num(p.upgrades), 100) })),
        spheres: spheres.map((s) => ({ native: s.native === true })),
      })
    : null;
  const priorities = readPriorities(system as unknown as Record<string, unknown>);
  const priorityProblems =
    character && priorities ? personae.checkPriorities(attributes, priorities).map(fromRulesProblem) : [];
  const resourceCap =
    spheres.filter((s) => s.kind === "resource").reduce((sum, s) => sum + num(s.contribution), 0) +
    system.resources.boost;
  return {
    character,
    potential: pot,
    threshold,
    vitality: { value: Math.max(0, vitalityMax - system.hits), max: vitalityMax },
    shockTrack: { value: system.shock, max: shockMax },
    creation,
    priorityProblems,
    creationProblems: creation && system.mode === "creation" ? creation.problems.map(fromRulesProblem) : [],
    resourceCap,
    companionReady:
      pot !== null && pot >= personae.COMPANION_POTENTIAL && enhancements.some((e) => e.companion === true),
  };
}

/** The identity's harm, as the rules read it. */
export function harmOf(system: PersonaeIdentitySystem, derived: Pick<IdentityDerived, "vitality">): personae.Harm {
  const max = personae.SHOCK_LEVELS[system.toughness] ?? 4;
  return {
    toughness: system.toughness,
    vitality: Math.max(1, derived.vitality.max),
    hits: system.hits,
    shock: Math.min(system.shock, max),
    stabilised: system.stabilised,
    inoperative: system.inoperative,
    negated: system.negated,
  };
}
