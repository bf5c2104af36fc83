/**
 * The challenge dialog, pure: the issuer's choices (skill or unskilled with
 * an attribute, the type, the goal, assistants, expertise, bonus dice, a
 * modifier, enhancements, a critical to spend, hits, opposing identities or
 * an unopposed difficulty), read from the form; the context the template
 * shows, with the dice left after shock, the additions and the exact odds;
 * and the plan a roll is made from.
 */
import { personae } from "../../../rules";
import { attributeAbbrKey, challengeTypeKey, criticalUseKey, difficultyKey } from "../sheets/labels";
import type { CardSetup } from "./card-state";
import {
  CRITICAL_CHOICES,
  defaultAnswer,
  defaultEnhancements,
  planSide,
  type CriticalChoice,
  type IdentityView,
  type SideChoice,
} from "./side-plan";

export interface ChallengeChoices {
  side: SideChoice;
  type: personae.ChallengeType;
  preternaeId: string;
  goal: string;
  hits: number;
  opposition: "opposed" | "unopposed";
  targets: string[];
  difficultyId: string;
  difficulty: number;
}

/** An identity that may be challenged: its view when this user may observe it, else null (its stats stay hidden). */
export interface TargetOption {
  uuid: string;
  name: string;
  view: IdentityView | null;
}

const P = "STORY_ENGINES.Personae.Challenge";
export const MAX_GOAL = 300;
export const MAX_HITS = 20;

export function defaultChoices(
  view: IdentityView,
  skillId: string | null,
  targeted: readonly string[],
): ChallengeChoices {
  const skill = view.skills.find((s) => s.id === skillId && s.unlocked) ?? null;
  return {
    side: {
      skillId: skill?.id ?? "",
      attribute: skill?.attribute ?? "com",
      assistants: 0,
      bonusDice: 0,
      modifier: 0,
      expertiseId: "",
      enhancementIds: defaultEnhancements(view, skill?.id ?? ""),
      critical: "none",
    },
    type: skill?.challenge || "interaction",
    preternaeId: "",
    goal: "",
    hits: skill?.challenge ? skill.hits : 0,
    opposition: targeted.length ? "opposed" : "unopposed",
    targets: [...targeted],
    difficultyId: "normal",
    difficulty: 2,
  };
}

const int = (v: unknown, lo: number, hi: number, fallback: number): number => {
  const n = typeof v === "number" ? v : Number.parseInt(String(v ?? ""), 10);
  return Number.isInteger(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
};

/** The choices in a submitted form (FormDataExtended's object), falling back to `previous`. */
export function readChoices(
  form: Record<string, unknown>,
  previous: ChallengeChoices,
  view: IdentityView,
  targets: readonly TargetOption[],
): ChallengeChoices {
  const str = (k: string, fallback: string) => (typeof form[k] === "string" ? (form[k] as string) : fallback);
  const type = (personae.CHALLENGE_TYPES as readonly string[]).includes(str("type", ""))
    ? (form.type as personae.ChallengeType)
    : previous.type;
  const critical = (CRITICAL_CHOICES as readonly string[]).includes(str("critical", ""))
    ? (form.critical as CriticalChoice)
    : previous.side.critical;
  const difficultyId = [...personae.DIFFICULTIES.map((d) => d.id as string), "custom"].includes(str("difficultyId", ""))
    ? str("difficultyId", "normal")
    : previous.difficultyId;
  const preset = personae.DIFFICULTIES.find((d) => d.id === difficultyId);
  const skillId = str("skillId", previous.side.skillId);
  const preternaeId = str("preternaeId", previous.preternaeId);
  const enhancementIds = view.enhancements
    .filter((e) => form[`enhancement.${e.id}`] === true || form[`enhancement-${e.id}`] === true)
    .map((e) => e.id);
  const choices: ChallengeChoices = {
    side: {
      skillId,
      attribute: str("attribute", previous.side.attribute),
      assistants: int(form.assistants, 0, 20, previous.side.assistants),
      bonusDice: int(form.bonusDice, 0, 20, previous.side.bonusDice),
      modifier: int(form.modifier, -20, 20, previous.side.modifier),
      expertiseId: str("expertiseId", previous.side.expertiseId),
      enhancementIds: reticked(view, enhancementIds, previous.side.skillId, skillId),
      critical,
    },
    type,
    preternaeId,
    goal: str("goal", previous.goal).slice(0, MAX_GOAL),
    hits: int(form.hits, 0, MAX_HITS, previous.hits),
    opposition:
      form.opposition === "opposed" || form.opposition === "unopposed" ? form.opposition : previous.opposition,
    targets: targets.filter((_t, i) => form[`target${i}`] === true).map((t) => t.uuid),
    difficultyId,
    difficulty: preset ? preset.add : int(form.difficulty, -20, 100, previous.difficulty),
  };
  return withTerms(choices, previous, view);
}

/**
 * Another skill chosen: the Superior enhancements ticked by default for the
 * old skill and not working with the new one are unticked, those working
 * with the new one ticked; every other tick stands.
 */
function reticked(view: IdentityView, ticked: readonly string[], before: string, after: string): string[] {
  if (before === after) return [...ticked];
  const was = new Set(defaultEnhancements(view, before));
  const now = defaultEnhancements(view, after);
  return [...new Set([...ticked.filter((id) => !was.has(id) || now.includes(id)), ...now])];
}

/**
 * A preternae (or a skill with terms, e.g. a weapon) just picked sets what
 * its terms give: the challenge type, and so the defence, and the hits.
 * Changed by hand afterwards, the user's values stand.
 */
function withTerms(choices: ChallengeChoices, previous: ChallengeChoices, view: IdentityView): ChallengeChoices {
  if (choices.preternaeId !== previous.preternaeId) {
    const preternae = view.preternae.find((p) => p.id === choices.preternaeId);
    if (preternae) return { ...choices, type: preternae.challenge, hits: preternae.hits };
  }
  if (choices.side.skillId !== previous.side.skillId && choices.preternaeId === "") {
    const skill = view.skills.find((s) => s.id === choices.side.skillId && s.unlocked);
    if (skill?.challenge) return { ...choices, type: skill.challenge, hits: skill.hits };
  }
  return choices;
}

/** What the card names as the source of the challenge's terms: the preternae, else a skill with terms. */
function termsName(view: IdentityView, choices: ChallengeChoices): string {
  const preternae = view.preternae.find((p) => p.id === choices.preternaeId);
  if (preternae) return preternae.name;
  const skill = view.skills.find((s) => s.id === choices.side.skillId && s.unlocked);
  return skill?.challenge && skill.challenge === choices.type ? skill.name : "";
}

export interface ChallengePlan {
  problems: string[];
  setup: CardSetup;
  /** Dice the issuer rolls (pool + own re-rolls) and the chorus rolls (unopposed). */
  rollCounts: { actor: number; chorus: number };
}

/** The plan a roll is made from: problems (lang keys) or the card's setup. */
export function planChallenge(
  view: IdentityView,
  targets: readonly TargetOption[],
  choices: ChallengeChoices,
): ChallengePlan {
  const planned = planSide(view, choices.side);
  const { problems } = planned;
  const preternae = view.preternae.find((p) => p.id === choices.preternaeId) ?? null;
  // A preternae's terms may afford follow-ups too.
  const side = preternae ? { ...planned.side, followUps: planned.side.followUps + preternae.followUps } : planned.side;
  const isPreternaeAttack = preternae !== null && choices.type === "attack";
  if (view.negated) problems.push(`${P}.Problem.negated`);
  else if (view.inoperative) problems.push(`${P}.Problem.inoperative`);
  if (choices.type === "attack" && choices.hits < 1) problems.push(`${P}.Problem.attackHits`);
  const chosen = targets.filter((t) => choices.targets.includes(t.uuid) && t.uuid !== view.uuid);
  if (choices.opposition === "opposed" && chosen.length === 0) problems.push(`${P}.Problem.noTarget`);
  if (choices.opposition === "unopposed" && choices.side.critical === "autoSuccess")
    problems.push(`${P}.Problem.autoUnopposed`);
  const skill = view.skills.find((s) => s.id === choices.side.skillId && s.unlocked);
  // The chorus's dice against this issuer: unopposed, or against an opponent too inoperative to answer.
  const chorusDice = personae.chorusDice(Math.min(skill?.rating ?? 1, personae.MAX_DICE));
  const chorus = choices.opposition === "unopposed" ? chorusDice : 0;
  return {
    problems,
    setup: {
      type: choices.type,
      preternae: isPreternaeAttack,
      preternaeName: termsName(view, choices),
      goal: choices.goal.trim(),
      hits: choices.type === "interaction" && choices.hits === 0 ? 0 : choices.hits,
      actor: side,
      reactors:
        choices.opposition === "opposed"
          ? chosen.map((t) => ({
              uuid: t.uuid,
              name: t.name,
              img: t.view?.img ?? "",
              character: t.view?.character ?? false,
            }))
          : [],
      chorus:
        choices.opposition === "unopposed"
          ? { difficultyId: choices.difficultyId, difficulty: choices.difficulty }
          : null,
      chorusDice,
    },
    rollCounts: { actor: side.dice + (side.dice >= 2 ? side.rerolls : 0), chorus },
  };
}

/** The exact odds shown: against the chorus, or against the first target's passive defence when its stats are visible. */
function oddsOf(targets: readonly TargetOption[], choices: ChallengeChoices, plan: ChallengePlan): number | null {
  const side = plan.setup.actor;
  if (plan.setup.chorus)
    return personae.challengeOdds(side.dice, side.add, Math.max(1, plan.rollCounts.chorus), choices.difficulty, {
      tiesTo: "actor",
    });
  const first = targets.find((t) => choices.targets.includes(t.uuid));
  if (!first?.view) return null;
  const answer = planSide(first.view, defaultAnswer(first.view, choices.type, plan.setup.preternae)).side;
  return personae.challengeOdds(side.dice, side.add, answer.dice, answer.add);
}

export function challengeDialogContext(
  view: IdentityView,
  targets: readonly TargetOption[],
  choices: ChallengeChoices,
): Record<string, unknown> {
  const plan = planChallenge(view, targets, choices);
  const side = plan.setup.actor;
  return {
    name: view.name,
    skills: [
      { value: "", label: "", unskilled: true, selected: choices.side.skillId === "" },
      ...view.skills
        .filter((s) => s.unlocked)
        .map((s) => ({
          value: s.id,
          label: `${s.name} (${s.rating})`,
          unskilled: false,
          selected: s.id === choices.side.skillId,
        })),
    ],
    attributes: personae.ATTRIBUTES.map((id) => ({
      value: id,
      labelKey: attributeAbbrKey(id),
      score: view.attributes[id],
      selected: id === side.attribute,
    })),
    types: personae.CHALLENGE_TYPES.map((t) => ({
      value: t,
      labelKey: challengeTypeKey(t),
      selected: t === choices.type,
    })),
    preternae: view.preternae.map((p) => ({
      value: p.id,
      label: p.name,
      hits: p.hits,
      selected: p.id === choices.preternaeId,
    })),
    expertise: view.expertise.map((e) => ({
      value: e.id,
      label: e.name,
      left: e.left,
      disabled: e.left < 1,
      selected: e.id === choices.side.expertiseId,
    })),
    enhancements: view.enhancements.map((e) => ({
      id: e.id,
      name: e.name,
      superior: e.superior,
      checked: choices.side.enhancementIds.includes(e.id),
    })),
    criticals: view.criticals,
    criticalChoices: CRITICAL_CHOICES.map((c) => ({
      value: c,
      labelKey: criticalUseKey(c),
      selected: c === choices.side.critical,
    })),
    goal: choices.goal,
    assistants: choices.side.assistants,
    bonusDice: choices.side.bonusDice,
    modifier: choices.side.modifier,
    hits: choices.hits,
    opposed: choices.opposition === "opposed",
    targets: targets.map((t, index) => ({ index, name: t.name, checked: choices.targets.includes(t.uuid) })),
    difficulties: [
      ...personae.DIFFICULTIES.map((d) => ({
        value: d.id,
        labelKey: difficultyKey(d.id),
        add: d.add,
        selected: d.id === choices.difficultyId,
      })),
      {
        value: "custom",
        labelKey: difficultyKey("custom"),
        add: choices.difficulty,
        selected: choices.difficultyId === "custom",
      },
    ],
    difficulty: choices.difficulty,
    live: {
      dice: side.dice,
      pool: side.pool,
      penalty: side.pool - side.dice,
      add: side.add,
      chorusDice: plan.rollCounts.chorus,
      odds: oddsOf(targets, choices, plan) ?? 0,
      hasOdds: oddsOf(targets, choices, plan) !== null,
      problems: plan.problems,
    },
  };
}
