/**
 * Personae (Personae SRD v3, Craig Hatler Games, CC BY 4.0) rules, pure: no
 * Foundry, no DOM, no dice rolled. Where the SRD is silent or ambiguous it
 * follows docs/games/personae-rulings.md; credits and licence of the text in
 * tools/generate/sources/README.md.
 *
 * attributes   the six attributes, priorities, Potential, threshold, vitality
 * creation     the free skills, trait maxima at creation and what is used of them
 * challenge    comparing two rolls (ties, follow-ups), criticals, difficulties, defences
 * odds         exact probability that the actor wins
 * harm         hits, shock, stabilising, encounter and scene ends, recovery, dice penalty
 * advancement  criticals banked and spent, the tally, enhancement costs, raises, companions
 * problems     the validators' problem shape
 */

export { DIE_FACES, MAX_DICE, MAX_SHOCK } from "./args";
export type { PersonaeProblem, ProblemCode } from "./problems";
export {
  ATTRIBUTES,
  PRIORITIES,
  PRIORITY_SLOTS,
  DEFAULT_CREATION_POINTS,
  MIN_CHARACTER_SUM,
  attributeId,
  attributeSum,
  potential,
  potentialThreshold,
  vitality,
  attributeMinimum,
  checkPriorities,
} from "./attributes";
export type { AttributeId, Attributes, Priority, Priorities } from "./attributes";
export { SKILL_BASE_RATING, FREE_SKILLS, creationLimits, creationSummary } from "./creation";
export type { CreationLimits, CreationSkill, CreationEnhancement, CreationInput, CreationSummary } from "./creation";
export {
  sortDice,
  challenge,
  followUp,
  criticals,
  DIFFICULTIES,
  chorusDice,
  CHALLENGE_TYPES,
  passiveDefence,
  hasCritical,
  challengeEach,
} from "./challenge";
export type { Side, ChallengeOptions, ChallengeResult, DifficultyId, ChallengeType, Defence } from "./challenge";
export { challengeOdds } from "./odds";
export {
  TOUGHNESS,
  SHOCK_LEVELS,
  freshHarm,
  hitsRemaining,
  dicePenalty,
  sustainHits,
  stabilise,
  endEncounter,
  endScene,
  canRecover,
  scenesBeforeRecovery,
  recoverySides,
  recover,
} from "./harm";
export type { Toughness, Harm, HitsResult, EncounterEnd } from "./harm";
export {
  bankCriticals,
  spendCriticals,
  CRITICAL_USES,
  recordChallenge,
  enhancementCost,
  raiseProblems,
  COMPANION_POTENTIAL,
  COMPANION_STEPS,
} from "./advancement";
export type { BankResult, CriticalUse, Tally, TallyResult, EnhancementShape } from "./advancement";
