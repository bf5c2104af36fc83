/**
 * Pure context for the Personae identity sheet (full and limited). The sheet
 * class and the gallery both call these builders. Every optional value is
 * given explicitly (templates are checked in Handlebars' strict mode).
 */
import { personae } from "../../../rules";
import type { PlainItem } from "../data/common";
import { ITEM_TYPES } from "../data/common";
import { deriveIdentity, harmOf, type PersonaeIdentitySystem } from "../data/identity";
import { recoveryContext } from "../time/time-updates";
import {
  enhancementPoints,
  type PersonaeEnhancementSystem,
  type PersonaePreternaeSystem,
  type PersonaeSkillSystem,
  type PersonaeSphereSystem,
} from "../data/items";
import {
  attributeAbbrKey,
  attributeKey,
  durationKey,
  effectKey,
  kindKey,
  modeKey,
  OPTIONS,
  priorityKey,
  problemLines,
  sphereKindKey,
  toughnessKey,
} from "./labels";

export interface LinkedIdentity {
  name: string;
  uuid: string;
}

export interface IdentitySheetInput {
  actor: { name: string; img: string };
  system: PersonaeIdentitySystem;
  items: readonly PlainItem[];
  editable: boolean;
  /** Enriched HTML of the notes (the Foundry layer enriches; the gallery passes the source). */
  enrichedNotes: string;
  /** Identities whose companionOf names this one. */
  companions: readonly LinkedIdentity[];
  /** The character this one is a companion of, if any. */
  owner: LinkedIdentity | null;
  /** World setting: criticals of identities other than characters go to the chorus pool. */
  chorusPool: number | null;
  /**
   * The viewer is a GM: may correct the clock's box and the stabilised mark
   * by hand. Owners see them, never set them (digest, round 4: the clock is
   * the chorus's; stabilising is another identity's action, on the card).
   */
  gm?: boolean;
}

const byName = (a: PlainItem, b: PlainItem) => a.name.localeCompare(b.name);
const ofType = (items: readonly PlainItem[], type: string) => items.filter((i) => i.type === type).sort(byName);

function skillRows(items: readonly PlainItem[], threshold: number | null) {
  return ofType(items, ITEM_TYPES.skill).map((i) => {
    const s = i.system as unknown as PersonaeSkillSystem;
    return {
      id: i.id,
      name: i.name,
      attributeKey: attributeAbbrKey(s.attribute),
      rating: s.rating,
      dice: s.unlocked ? s.rating : 1,
      unlocked: s.unlocked,
      free: s.free,
      overCap: threshold !== null && s.unlocked && s.rating > threshold,
    };
  });
}

function enhancementRows(items: readonly PlainItem[]) {
  return ofType(items, ITEM_TYPES.enhancement).map((i) => {
    const e = i.system as unknown as PersonaeEnhancementSystem;
    const identifiers = [
      ...(e.background ? ["B"] : []),
      ...(e.conditions > 0 ? [`C${e.conditions > 1 ? `×${e.conditions}` : ""}`] : []),
      ...(e.superior ? ["S"] : []),
      ...(e.exceptional ? ["X"] : []),
    ].join(" ");
    return {
      id: i.id,
      name: i.name,
      identifiers,
      cost: enhancementPoints(i.system),
      upgrades: e.upgrades,
      superior: e.superior,
      companion: e.companion,
      effectKey: effectKey(e.effect),
      hasEffect: e.effect !== "none",
      amount: e.amount,
    };
  });
}

function preternaeRows(items: readonly PlainItem[]) {
  return ofType(items, ITEM_TYPES.preternae).map((i) => {
    const p = i.system as unknown as PersonaePreternaeSystem;
    return {
      id: i.id,
      name: i.name,
      duration: p.duration,
      durationKey: durationKey(p.duration),
      targets: p.targets,
      hits: p.hits,
      upgrades: p.upgrades,
    };
  });
}

function sphereRows(items: readonly PlainItem[]) {
  return ofType(items, ITEM_TYPES.sphere).map((i) => {
    const s = i.system as unknown as PersonaeSphereSystem;
    return {
      id: i.id,
      name: i.name,
      kind: s.kind,
      kindKey: sphereKindKey(s.kind),
      native: s.native,
      expertise: s.kind === "expertise",
      resource: s.kind === "resource",
      uses: s.uses,
      used: s.used,
      left: Math.max(0, s.uses - s.used),
      contribution: s.contribution,
    };
  });
}

export function buildIdentityContext(input: IdentitySheetInput): Record<string, unknown> {
  const { system, items, editable } = input;
  const derived = deriveIdentity(system, items);
  const character = derived.character;
  const creationMode = character && system.mode === "creation";
  const harm = harmOf(system, derived);
  const creation = derived.creation;
  const shockMax = derived.shockTrack.max;
  return {
    name: input.actor.name,
    img: input.actor.img,
    editable,
    system,
    options: OPTIONS,
    character,
    creationMode,
    kindKey: kindKey(system.kind),
    modeKey: modeKey(system.mode),
    toughnessKey: toughnessKey(system.toughness),
    canBeginPlay: editable && creationMode,
    prioritiesLocked: !editable || (character && system.mode === "play"),
    attributes: personae.ATTRIBUTES.map((id) => ({
      id,
      labelKey: attributeKey(id),
      abbrKey: attributeAbbrKey(id),
      value: system.attributes[id],
      priority: system.priorities[id],
      priorityKey: priorityKey(system.priorities[id]),
      valueName: `system.attributes.${id}`,
      priorityName: `system.priorities.${id}`,
      min: character ? personae.attributeMinimum(system.priorities[id]) : 0,
    })),
    figures: {
      potential: derived.potential,
      threshold: derived.threshold,
      vitality: derived.vitality.max,
      resourceCap: derived.resourceCap,
      points: creation
        ? {
            spent: creation.used.points,
            pool: system.creationPoints,
            over: creation.used.points > system.creationPoints,
          }
        : null,
      prowess: creation
        ? {
            used: creation.used.prowess,
            pool: creation.limits.prowessPool,
            unassigned: creation.unassignedProwess,
            over: creation.used.prowess > creation.limits.prowessPool,
          }
        : null,
      limits:
        creationMode && creation
          ? [
              {
                key: "STORY_ENGINES.Personae.Sheet.limitSkills",
                used: creation.used.skills,
                max: creation.limits.skills,
              },
              {
                key: "STORY_ENGINES.Personae.Sheet.limitEnhancements",
                used: creation.used.enhancements,
                // CNG, plus Resolve points no preternae use: the same figure the warning reads.
                max: creation.enhancementPoints,
              },
              {
                key: "STORY_ENGINES.Personae.Sheet.limitPreternae",
                used: creation.used.preternae,
                max: creation.limits.preternae,
              },
              {
                key: "STORY_ENGINES.Personae.Sheet.limitSpheres",
                used: creation.used.spheres,
                max: creation.limits.spheres,
              },
            ].map((l) => ({ ...l, over: l.used > l.max }))
          : [],
    },
    warnings: creationMode ? problemLines([...derived.priorityProblems, ...derived.creationProblems]) : [],
    harm: {
      hitsRemaining: derived.vitality.value,
      vitality: derived.vitality.max,
      hits: system.hits,
      shock: system.shock,
      shockMax,
      hasShock: shockMax > 0,
      pips: Array.from({ length: shockMax }, (_, i) => ({ level: i + 1, filled: i < system.shock })),
      penalty: system.shock,
      canRecover: editable && personae.canRecover(harm, recoveryContext(system)),
      negated: system.negated,
      inoperative: system.inoperative,
      clockEditable: editable && input.gm === true,
    },
    criticals: {
      banked: system.criticals,
      cap: derived.threshold,
      pool: character ? null : input.chorusPool,
      // An inoperative or negated identity does not act, so it gives no criticals (digest, round 3).
      canGive: editable && system.criticals > 0 && !system.inoperative && !system.negated,
    },
    tally: {
      successes: system.tally.successes,
      failures: system.tally.failures,
      total: system.tally.successes + system.tally.failures,
      target: derived.threshold,
    },
    development: {
      points: system.development.points,
      earned: system.development.earned,
      canSpend: editable && character && system.development.points > 0,
    },
    skills: skillRows(items, derived.threshold),
    enhancements: enhancementRows(items),
    preternae: preternaeRows(items),
    spheres: sphereRows(items),
    companions: input.companions.map((c) => ({ ...c })),
    owner: input.owner ? { ...input.owner } : null,
    companionReady: derived.companionReady,
    canChallenge: editable && !system.negated,
    enrichedNotes: input.enrichedNotes,
  };
}

/** LIMITED view: name, image, what kind of identity it is, its concept and pronouns. */
export function buildIdentityLimitedContext(
  input: Pick<IdentitySheetInput, "actor" | "system">,
): Record<string, unknown> {
  return {
    name: input.actor.name,
    img: input.actor.img,
    kindKey: kindKey(input.system.kind),
    concept: input.system.concept,
    pronouns: input.system.pronouns,
  };
}
