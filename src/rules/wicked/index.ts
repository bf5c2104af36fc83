/**
 * In a Wicked Age (D. Vincent Baker) rules, pure: no Foundry, no DOM. Where
 * the book is unclear the code follows docs/games/wicked-age-rulings.md.
 *
 * forms        forms, NPC forms, die sizes, stepping down, "smaller dice"
 * reading      reading and comparing rolls, the die a tie re-rolls
 * answer       the outcome of an answer and its exact odds
 * advantage    won advantage dice passed between the sides of an exchange
 * owe-list     who goes on the owe list; scratching and crossing off
 * consequences exhausted, injured, consequential losses, optional rules
 * strength     particular strengths: significance, die, checks
 * sheet        checks on character and NPC sheets
 * oracle       the deck, the oracles' card places, dealing, chapters
 */
export {
  ADVANTAGE_DIE,
  DIE_SIZES,
  FORM_DICE,
  FORM_SIZES,
  FORMS,
  NPC_FORMS,
  NPC_PAIRS,
  isForm,
  isFormDiceSet,
  isNpcForm,
  isNpcPairSet,
  isOutOfChapter,
  reachableSizes,
  smallerDice,
  stepDown,
  stepDownBy,
  zeroDice,
  type Form,
  type FormDice,
  type NpcDice,
  type NpcForm,
} from "./forms";
export {
  MAX_ADVANTAGE_DICE,
  MAX_FACE,
  MAX_ROLL_DICE,
  compare,
  highTotal,
  lowerDieIndex,
  reading,
  type WickedRoll,
} from "./reading";
export {
  ANSWER_OUTCOMES,
  ROUNDS,
  answer,
  answerOdds,
  answererWins,
  isAbsolute,
  mirrorOutcome,
  type AnswerOutcome,
  type Round,
} from "./answer";
export { passAdvantage, type AdvantageHeld } from "./advantage";
export {
  MAX_OWE_LIST,
  crossOffTop,
  oweCount,
  oweListAdditions,
  oweListTop,
  scratchFromOweList,
  type OweCandidate,
} from "./owe-list";
export {
  CONSEQUENCE_FORMS,
  DEFAULT_CONSEQUENCES,
  NPC_CONSEQUENCE_FORMS,
  applyLosses,
  applyNpcLosses,
  defaultLosses,
  defaultNpcLosses,
  isMixedVictory,
  useItRiskItLosses,
  useItRiskItNpcLosses,
  type DefaultConsequence,
  type NpcLoss,
} from "./consequences";
export {
  BASE_STRENGTH_DIE,
  MAX_SIGNIFICANCE,
  STRENGTH_OPTIONS,
  significance,
  startingSignificance,
  strengthApplies,
  strengthAppliesNpc,
  strengthDie,
  strengthWarnings,
  validateStrength,
  type StrengthOption,
  type StrengthOptions,
  type StrengthSheet,
} from "./strength";
export {
  INTEREST_LIMITS,
  currentSizes,
  validateFormDice,
  validateInterests,
  validateNpcDice,
  type FormDie,
  type NpcPair,
} from "./sheet";
export {
  DECK_SIZE,
  ORACLES,
  RANKS,
  RETURN_CHOICES,
  SUITS,
  cardAt,
  cardIndex,
  cardLabel,
  dealCount,
  mayGmChapter,
  parseCardLabel,
  type OracleId,
  type ReturnChoice,
  type Suit,
} from "./oracle";
export { PROBLEM_CODES, problem, type Problem, type ProblemCode } from "./problems";
