/**
 * One side of a challenge, before and after its dice are rolled (pure): what
 * an identity brings (its skills, expertise, enhancements, criticals, shock)
 * read as plain data, the choices made in the dialog or on the card, and the
 * side they give — dice to roll after the shock penalty, what is added to
 * each compared die, and the enhancement effects at the roll. Readings:
 * docs/games/personae-rulings.md ("Challenges", "Criticals").
 */
import { personae } from "../../../rules";
import type { PlainItem } from "../data/common";
import { ITEM_TYPES } from "../data/common";
import { deriveIdentity, type PersonaeIdentitySystem } from "../data/identity";
import type {
  EffectTiming,
  EnhancementEffect,
  PersonaeEnhancementSystem,
  PersonaePreternaeSystem,
  PersonaeSkillSystem,
  PersonaeSphereSystem,
} from "../data/items";

/** An identity as a challenge reads it. */
export interface IdentityView {
  uuid: string;
  name: string;
  img: string;
  character: boolean;
  attributes: personae.Attributes;
  shock: number;
  negated: boolean;
  /** Inoperative: no challenges but recovery until it recovers (digest, round 3). */
  inoperative: boolean;
  criticals: number;
  threshold: number | null;
  skills: {
    id: string;
    name: string;
    attribute: personae.AttributeId;
    rating: number;
    unlocked: boolean;
    /** The challenge its terms give ("" none; a weapon skill: "attack") and the hits it inflicts. */
    challenge: personae.ChallengeType | "";
    hits: number;
  }[];
  expertise: { id: string; name: string; left: number; dice: number }[];
  enhancements: {
    id: string;
    name: string;
    superior: boolean;
    effect: EnhancementEffect;
    amount: number;
    timing: EffectTiming;
    followUps: number;
    skill: string;
  }[];
  preternae: {
    id: string;
    name: string;
    hits: number;
    challenge: personae.ChallengeType;
    skill: string;
    followUps: number;
  }[];
}

export function identityView(doc: {
  uuid: string;
  name: string;
  img: string;
  system: PersonaeIdentitySystem;
  items: readonly PlainItem[];
}): IdentityView {
  const { system, items } = doc;
  const derived = deriveIdentity(system, items);
  const of = (type: string) => items.filter((i) => i.type === type).sort((a, b) => a.name.localeCompare(b.name));
  return {
    uuid: doc.uuid,
    name: doc.name,
    img: doc.img,
    character: derived.character,
    attributes: { ...system.attributes },
    shock: system.shock,
    negated: system.negated,
    inoperative: system.inoperative,
    criticals: system.criticals,
    threshold: derived.threshold,
    skills: of(ITEM_TYPES.skill).map((i) => {
      const s = i.system as unknown as PersonaeSkillSystem;
      return {
        id: i.id,
        name: i.name,
        attribute: s.attribute,
        rating: s.rating,
        unlocked: s.unlocked,
        challenge: s.challenge ?? "",
        hits: s.hits ?? 0,
      };
    }),
    expertise: of(ITEM_TYPES.sphere)
      .filter((i) => i.system.kind === "expertise")
      .map((i) => {
        const s = i.system as unknown as PersonaeSphereSystem;
        return { id: i.id, name: i.name, left: Math.max(0, s.uses - s.used), dice: s.dice };
      }),
    enhancements: of(ITEM_TYPES.enhancement)
      .filter((i) => i.system.effect !== "none" || Number(i.system.followUps) > 0)
      .map((i) => {
        const e = i.system as unknown as PersonaeEnhancementSystem;
        return {
          id: i.id,
          name: i.name,
          superior: e.superior,
          effect: e.effect,
          amount: e.amount,
          timing: e.timing ?? "roll",
          followUps: e.followUps ?? 0,
          skill: e.skill,
        };
      }),
    preternae: of(ITEM_TYPES.preternae).map((i) => {
      const p = i.system as unknown as PersonaePreternaeSystem;
      return {
        id: i.id,
        name: i.name,
        hits: p.hits,
        challenge: p.challenge,
        skill: p.skill,
        followUps: p.followUps ?? 0,
      };
    }),
  };
}

export const CRITICAL_CHOICES = ["none", ...personae.CRITICAL_USES] as const;
export type CriticalChoice = (typeof CRITICAL_CHOICES)[number];

/** What a side chooses before rolling. */
export interface SideChoice {
  /** A skill's item id, or "" to go unskilled. */
  skillId: string;
  /** The attribute added ("" = the skill's default; unskilled needs one). */
  attribute: string;
  assistants: number;
  /** Circumstantial bonus dice. */
  bonusDice: number;
  /** Situational modifier to each compared die. */
  modifier: number;
  /** An expertise sphere's id for its bonus die, or "". */
  expertiseId: string;
  enhancementIds: string[];
  critical: CriticalChoice;
}

export const EMPTY_CHOICE: SideChoice = {
  skillId: "",
  attribute: "",
  assistants: 0,
  bonusDice: 0,
  modifier: 0,
  expertiseId: "",
  enhancementIds: [],
  critical: "none",
};

/** A side ready to roll: what it rolls and adds, and its effects at the roll. */
export interface SideSetup {
  uuid: string;
  name: string;
  img: string;
  character: boolean;
  skill: string;
  skilled: boolean;
  attribute: personae.AttributeId;
  /** Dice before the shock penalty. */
  pool: number;
  /** Dice rolled after the shock penalty. */
  dice: number;
  shock: number;
  /** Added to each compared die: the attribute, the modifier and +result enhancements. */
  add: number;
  /** Extra dice rolled to re-roll the side's own lowest dice (second result taken, never the highest). */
  rerolls: number;
  /** Dice the opponent must re-roll (its second-highest; never the highest). */
  forceRerolls: number;
  /** Follow-up challenges the side's traits afford (SRD: "how many follow-ups are afforded by the terms"). */
  followUps: number;
  /** Dice the opponent must re-roll when it answers a follow-up (the SRD's Misdirection). */
  followUpRerolls: number;
  /** The opponent's highest dice ignored (armour), at least one left. */
  ignore: number;
  /** Extra hits if the side wins an attack or a power challenge that inflicts hits. */
  extraHits: number;
  critical: CriticalChoice;
  expertise: string;
  expertiseId: string;
  enhancements: string[];
  enhancementIds: string[];
}

export const MAX_BONUS = 20;

/** Plan a side from an identity and its choices: problems (lang keys) or the side to roll. */
export function planSide(view: IdentityView, choice: SideChoice): { problems: string[]; side: SideSetup } {
  const P = "STORY_ENGINES.Personae.Challenge.Problem";
  const problems: string[] = [];
  const skill = view.skills.find((s) => s.id === choice.skillId && s.unlocked) ?? null;
  const attr = (personae.ATTRIBUTES as readonly string[]).includes(choice.attribute)
    ? (choice.attribute as personae.AttributeId)
    : (skill?.attribute ?? "com");
  const clamp = (n: number, lo: number, hi: number) => (Number.isInteger(n) ? Math.min(hi, Math.max(lo, n)) : lo);
  const assistants = clamp(choice.assistants, 0, MAX_BONUS);
  const bonus = clamp(choice.bonusDice, 0, MAX_BONUS);
  const modifier = clamp(choice.modifier, -MAX_BONUS, MAX_BONUS);
  const expertise = view.expertise.find((e) => e.id === choice.expertiseId) ?? null;
  if (expertise && expertise.left < 1) problems.push(`${P}.expertiseUsed`);
  const chosen = view.enhancements.filter((e) => choice.enhancementIds.includes(e.id));
  if (chosen.filter((e) => !e.superior).length > 1) problems.push(`${P}.oneEnhancement`);
  if (chosen.some((e) => !appliesTo(e, skill?.name ?? ""))) problems.push(`${P}.enhancementOtherSkill`);
  if (choice.critical !== "none" && view.criticals < 1) problems.push(`${P}.noCriticals`);
  const atRoll = chosen.filter((e) => e.timing !== "followUp");
  const sum = (effect: EnhancementEffect) =>
    atRoll.filter((e) => e.effect === effect).reduce((n, e) => n + e.amount, 0);
  const rating = skill ? skill.rating : 1;
  const pool =
    rating +
    assistants +
    bonus +
    (expertise ? expertise.dice : 0) +
    sum("addDie") +
    (choice.critical === "bonusDie" ? 1 : 0);
  const shock = Math.min(personae.MAX_SHOCK, Math.max(0, view.shock));
  const dice = personae.dicePenalty(shock, Math.min(pool, personae.MAX_DICE), skill !== null);
  return {
    problems,
    side: {
      uuid: view.uuid,
      name: view.name,
      img: view.img,
      character: view.character,
      skill: skill?.name ?? "",
      skilled: skill !== null,
      attribute: attr,
      pool,
      dice,
      shock,
      add: view.attributes[attr] + modifier + sum("addResult"),
      rerolls: sum("reroll"),
      forceRerolls: sum("forceReroll"),
      followUps: chosen.reduce((n, e) => n + e.followUps, 0),
      followUpRerolls: chosen
        .filter((e) => e.timing === "followUp" && e.effect === "forceReroll")
        .reduce((n, e) => n + e.amount, 0),
      ignore: sum("ignoreDie"),
      extraHits: sum("extraHit") + (choice.critical === "extraHit" ? 1 : 0),
      critical: choice.critical,
      expertise: expertise?.name ?? "",
      expertiseId: expertise?.id ?? "",
      enhancements: chosen.map((e) => e.name),
      enhancementIds: chosen.map((e) => e.id),
    },
  };
}

/** Whether an enhancement works with a skill (one that names no skill works with every skill). */
export function appliesTo(enhancement: { skill: string }, skillName: string): boolean {
  const named = enhancement.skill.trim().toLowerCase();
  return named === "" || named === skillName.trim().toLowerCase();
}

/**
 * The enhancements ticked before the user touches anything: the Superior
 * ones ("always in effect", SRD) that work with the skill chosen.
 */
export function defaultEnhancements(view: IdentityView, skillId: string): string[] {
  const skill = view.skills.find((s) => s.id === skillId && s.unlocked);
  return view.enhancements.filter((e) => e.superior && appliesTo(e, skill?.name ?? "")).map((e) => e.id);
}

/** The default answer to a challenge type: the passive defence skill if the identity has it unlocked. */
export function defaultAnswer(view: IdentityView, type: personae.ChallengeType, preternae: boolean): SideChoice {
  const defence = personae.passiveDefence(type, preternae);
  const skill = view.skills.find((s) => s.unlocked && s.name.toLowerCase() === defence.skill.toLowerCase());
  const skillId = skill?.id ?? "";
  return { ...EMPTY_CHOICE, skillId, attribute: defence.attribute, enhancementIds: defaultEnhancements(view, skillId) };
}

/** Replace a pool's lowest dice (never the highest) by re-rolled faces, one each. */
export function applyOwnRerolls(pool: readonly number[], faces: readonly number[]): number[] {
  const out = [...pool];
  for (const face of faces) {
    if (out.length < 2) break;
    const sorted = out.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
    const lowest = sorted[sorted.length - 1];
    if (lowest) out[lowest.i] = face;
  }
  return out;
}

/** An opponent forces re-rolls: each replaces the pool's second-highest die (never the highest). */
export function applyForcedRerolls(pool: readonly number[], faces: readonly number[]): number[] {
  const out = [...pool];
  for (const face of faces) {
    if (out.length < 2) break;
    const sorted = out.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i);
    const second = sorted[1];
    if (second) out[second.i] = face;
  }
  return out;
}

/** Armour: the pool's highest `count` dice are ignored, at least one die left. Returns the dice kept. */
export function ignoreHighest(pool: readonly number[], count: number): number[] {
  const sorted = [...pool].sort((a, b) => b - a);
  const drop = Math.min(Math.max(0, count), Math.max(0, sorted.length - 1));
  return sorted.slice(drop);
}

/** The faces of a roll built from `counts` (sides with no dice have no term) back in the order of `counts`. */
export function splitFaces(values: readonly number[][], counts: readonly number[]): number[][] {
  let next = 0;
  return counts.map((count) => (count > 0 ? [...(values[next++] ?? [])] : []));
}
