/**
 * Lang keys for the Personae vocabulary (pure): attributes, priorities,
 * kinds, toughness, challenge types, difficulties, item options. Context
 * builders pass keys, never English.
 */
import { personae } from "../../../rules";
import { IDENTITY_KINDS, MODES } from "../data/identity";
import { DURATIONS, EFFECT_TIMINGS, ENHANCEMENT_EFFECTS, SKILL_CHALLENGES, SPHERE_KINDS } from "../data/items";
import { PERSONAE_LANG as P } from "../data/common";
import { pluralKey } from "../../../core/plural";

export const attributeKey = (id: string): string => `${P}.Attribute.${id}`;
export const attributeAbbrKey = (id: string): string => `${P}.AttributeAbbr.${id}`;
export const priorityKey = (id: string): string => `${P}.Priority.${id}`;
export const kindKey = (id: string): string => `${P}.Kind.${id}`;
export const toughnessKey = (id: string): string => `${P}.Toughness.${id}`;
export const challengeTypeKey = (id: string): string => `${P}.ChallengeType.${id}`;
export const difficultyKey = (id: string): string => `${P}.Difficulty.${id}`;
export const durationKey = (id: string): string => `${P}.Duration.${id}`;
export const effectKey = (id: string): string => `${P}.Effect.${id}`;
export const timingKey = (id: string): string => `${P}.Timing.${id}`;
export const skillChallengeKey = (id: string): string => (id ? challengeTypeKey(id) : `${P}.Skill.noChallenge`);
export const sphereKindKey = (id: string): string => `${P}.SphereKind.${id}`;
export const modeKey = (id: string): string => `${P}.Mode.${id}`;
export const criticalUseKey = (id: string): string => `${P}.CriticalUse.${id}`;

const map = (ids: readonly string[], key: (id: string) => string): Record<string, string> =>
  Object.fromEntries(ids.map((id) => [id, key(id)]));

/** value → lang key maps for {{selectOptions … localize=true}}. */
export const OPTIONS = {
  attributes: map(personae.ATTRIBUTES, attributeKey),
  priorities: map(personae.PRIORITIES, priorityKey),
  kinds: map(IDENTITY_KINDS, kindKey),
  toughness: map(personae.TOUGHNESS, toughnessKey),
  modes: map(MODES, modeKey),
  challengeTypes: map(personae.CHALLENGE_TYPES, challengeTypeKey),
  durations: map(DURATIONS, durationKey),
  effects: map(ENHANCEMENT_EFFECTS, effectKey),
  timings: map(EFFECT_TIMINGS, timingKey),
  skillChallenges: map(SKILL_CHALLENGES, skillChallengeKey),
  sphereKinds: map(SPHERE_KINDS, sphereKindKey),
} as const;

/** A problem (lang key + data) ready for the template's `localize key …`. */
export interface ProblemLine {
  key: string;
  data: Record<string, string | number>;
}

/**
 * Problems as lines to localise. A problem whose data has a numeric `count`
 * is a counted message (the lang file holds its plural forms: "{priority}
 * priority holds {count} attributes"), so its key is the form for that count.
 */
export function problemLines(
  problems: readonly { code: string; params?: Record<string, string | number> }[],
): ProblemLine[] {
  return problems.map((p) => {
    const data = p.params ?? {};
    return { key: typeof data.count === "number" ? pluralKey(p.code, data.count) : p.code, data };
  });
}
