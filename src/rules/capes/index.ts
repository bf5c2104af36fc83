/**
 * Capes (Capes Lite, © Tony Lower-Basch) rules, pure: no Foundry, no DOM.
 * Where the text is silent or ambiguous it follows
 * docs/games/capes-rulings.md; no text of Capes Lite is kept in the
 * repository (tools/generate/sources/README.md).
 *
 * dice       control, split, inspiration, canRoll, replacement dice
 * character  Drives, Overdrawn, ability types, creation help
 * board      the Complication board as data and its requests: set-up,
 *            claims, Overdrawn rolls, action turns, stakes, rolls, Trope
 *            reactions, splits, the veto, resolution, the Scene's end
 */
export { control, split, inspiration, canRoll, sideTotal, replacementDice, type InspirationValue } from "./dice";
export {
  DRIVES,
  ABILITY_TYPES,
  CHARACTER_KINDS,
  HERO_DRIVE_POINTS,
  MIN_EXEMPLARS,
  HERO_ABILITY_COUNT,
  overdrawn,
  driveProblems,
  abilityProblems,
  exemplarProblems,
  teamExemplarProblems,
  driveLabel,
  type DriveSlot,
  type AbilityType,
  type CharacterKind,
  type CreationProblem,
  type DriveValues,
  type AbilityLevel,
} from "./character";
export { MAX_FACE, MAX_LEVEL } from "./args";
export { newBoard, nextScene, applyRequest, actingCharacterId, type NewBoardOptions } from "./board/apply";
export { REQUEST_TYPES, type BoardRequest, type RequestType } from "./board/request";
export { FACTIONS, PHASES } from "./board/types";
export type * from "./board/types";
