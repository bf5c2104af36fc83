/**
 * What a new character may have (SRD: "At Creation", "Prowess Pool",
 * "Enhancements as Superior", "Using Resolve to Upgrade Enhancements"),
 * pure: the trait maxima set by the attributes, what the character uses of
 * them, and warnings where it goes over. The maxima hold at creation only;
 * the skill rating cap (the potential threshold) always. Readings:
 * docs/games/personae-rulings.md ("Characters").
 */
import { requireBoolean, requireInteger, requireList, requireRecord, MAX_AMOUNT } from "../args";
import { MAX_ATTRIBUTE } from "./args";
import { ATTRIBUTES, potential, requireAttributes, type Attributes } from "./attributes";
import { costOf, type EnhancementShape } from "./advancement";
import { problem, type PersonaeProblem } from "./problems";

/** Dice an unlocked skill starts with. */
export const SKILL_BASE_RATING = 2;

/** The free skills every character has unlocked, two for each attribute (SRD "Attributes Explained"). */
export const FREE_SKILLS = [
  { name: "Argue", attribute: "com" },
  { name: "Counter", attribute: "com" },
  { name: "Explore", attribute: "cng" },
  { name: "Discern", attribute: "cng" },
  { name: "Impose", attribute: "res" },
  { name: "Steel", attribute: "res" },
  { name: "Prepare", attribute: "pro" },
  { name: "Assess", attribute: "pro" },
  { name: "Study", attribute: "kno" },
  { name: "Deduce", attribute: "kno" },
  { name: "Repel", attribute: "sta" },
  { name: "Defend", attribute: "sta" },
] as const;

/** The most of each trait a character may begin play with. */
export interface CreationLimits {
  /** Unlocked skills beyond the free ones (COM). */
  skills: number;
  /** Dice the prowess pool adds to skills above their base (PRO × 3). */
  prowessPool: number;
  /** Enhancement points (CNG), plus Resolve points no preternae use. */
  enhancements: number;
  /** Preternae (RES). */
  preternae: number;
  /** Spheres beyond the free native language (KNO). */
  spheres: number;
  /** Hits before shock 1 (1 + STA). */
  vitality: number;
}

/** The trait maxima set by a character's attributes. */
export function creationLimits(attributes: Record<string, number>): CreationLimits {
  const a = requireAttributes("personae.creationLimits", "attributes", attributes);
  return {
    skills: a.com,
    prowessPool: a.pro * 3,
    enhancements: a.cng,
    preternae: a.res,
    spheres: a.kno,
    vitality: 1 + a.sta,
  };
}

export interface CreationSkill {
  rating: number;
  /** One of the free skills every character has. */
  free: boolean;
}

export interface CreationEnhancement extends EnhancementShape {
  /** The one free Background enhancement. */
  background: boolean;
}

export interface CreationInput {
  attributes: Attributes;
  /** The creation points the group agreed on (10 by default). */
  creationPoints: number;
  skills: CreationSkill[];
  enhancements: CreationEnhancement[];
  /** Upgrades bought on each preternae (a preternae costs 1 + its upgrades). */
  preternae: { upgrades: number }[];
  /** Spheres; the native language is free. */
  spheres: { native: boolean }[];
}

export interface CreationSummary {
  limits: CreationLimits;
  used: { points: number; skills: number; prowess: number; enhancements: number; preternae: number; spheres: number };
  /** Prowess dice not assigned to any skill (noted apart). */
  unassignedProwess: number;
  /** Enhancement points available: CNG plus the Resolve points no preternae use (SRD "Using Resolve to Upgrade Enhancements"). */
  enhancementPoints: number;
  /** Warnings: creation only, never a refusal. */
  problems: PersonaeProblem[];
}

/** What a character uses of its creation limits, and where it goes over. */
export function creationSummary(input: CreationInput): CreationSummary {
  const fn = "personae.creationSummary";
  const i = requireRecord(fn, "input", input);
  const attributes = requireAttributes(fn, "input.attributes", i.attributes);
  const points = requireInteger(fn, "input.creationPoints", i.creationPoints, { min: 1, max: MAX_ATTRIBUTE * 6 });
  const skills = requireList(fn, "input.skills", i.skills, (entry, path) => {
    const s = requireRecord(fn, path, entry);
    return {
      rating: requireInteger(fn, `${path}.rating`, s.rating, { min: 0, max: MAX_AMOUNT }),
      free: requireBoolean(fn, `${path}.free`, s.free),
    };
  });
  const enhancements = requireList(fn, "input.enhancements", i.enhancements, (entry, path) => {
    const e = requireRecord(fn, path, entry);
    return { background: requireBoolean(fn, `${path}.background`, e.background), cost: costOf(fn, path, e) };
  });
  const preternae = requireList(fn, "input.preternae", i.preternae, (entry, path) => {
    const p = requireRecord(fn, path, entry);
    return 1 + requireInteger(fn, `${path}.upgrades`, p.upgrades, { min: 0, max: MAX_ATTRIBUTE });
  });
  const spheres = requireList(fn, "input.spheres", i.spheres, (entry, path) =>
    requireBoolean(fn, `${path}.native`, requireRecord(fn, path, entry).native),
  );

  const limits = creationLimits(attributes);
  const spent = ATTRIBUTES.reduce((sum, id) => sum + attributes[id], 0);
  const skillCount = skills.filter((s) => !s.free && s.rating > 0).length;
  const prowess = skills.reduce((sum, s) => sum + Math.max(0, s.rating - SKILL_BASE_RATING), 0);
  const preternaePoints = preternae.reduce((sum, p) => sum + p, 0);
  const backgroundFree = enhancements.some((e) => e.background) ? 1 : 0;
  const enhancementPoints = Math.max(0, enhancements.reduce((sum, e) => sum + e.cost, 0) - backgroundFree);
  const resolveLeft = Math.max(0, limits.preternae - preternaePoints);
  const sphereCount = spheres.filter((native) => !native).length;
  const threshold = potential(attributes) + 2;

  const problems: PersonaeProblem[] = [];
  const over = (code: PersonaeProblem["code"], path: string, used: number, max: number, what: string) => {
    if (used > max)
      problems.push(problem(code, `${used} ${what}; at creation the most is ${max}`, path, { used, max }));
  };
  over("creation-points-exceeded", "attributes", spent, points, "creation points spent on attributes");
  over("too-many-skills", "skills", skillCount, limits.skills, "skills unlocked beyond the free ones");
  over("prowess-pool-exceeded", "skills", prowess, limits.prowessPool, "prowess dice assigned");
  over(
    "too-many-enhancements",
    "enhancements",
    enhancementPoints,
    limits.enhancements + resolveLeft,
    "enhancement points",
  );
  over("too-many-preternae", "preternae", preternaePoints, limits.preternae, "preternae points");
  over("too-many-spheres", "spheres", sphereCount, limits.spheres, "spheres beyond the native language");
  skills.forEach((s, index) => {
    if (s.rating > threshold) {
      problems.push(
        problem(
          "skill-above-threshold",
          `a skill rated ${s.rating} is above the potential threshold ${threshold}`,
          `skills[${index}].rating`,
          { rating: s.rating, max: threshold },
        ),
      );
    }
  });
  return {
    limits,
    used: {
      points: spent,
      skills: skillCount,
      prowess,
      enhancements: enhancementPoints,
      preternae: preternaePoints,
      spheres: sphereCount,
    },
    unassignedProwess: Math.max(0, limits.prowessPool - prowess),
    enhancementPoints: limits.enhancements + resolveLeft,
    problems,
  };
}
