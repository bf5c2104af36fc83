/**
 * Four Colors al Fresco: the pure rules (no Foundry, no DOM). Follows the
 * book and, where it is ambiguous, the rulings in docs/games/four-colors-rulings.md; each
 * module states the rule it implements and the rulings it applies.
 */
export * from "./forces";
// hierarchy and judge also hold unchecked variants for the rules' own loops (tiersOf, readingOf, judgeOf): not exported.
export type { Position, HierarchyReading, PlanetResults, HierarchyTier } from "./hierarchy";
export { POSITIONS, hierarchyTiers, readHierarchy } from "./hierarchy";
export type { Stakes, Outcome, Judgement, Lean } from "./judge";
export { JUDGE_ORDER, positionLean, judge } from "./judge";
export * from "./circumstance";
export * from "./degree";
export * from "./combined";
export * from "./odds";
export * from "./validation";
export * from "./storypath";
export { MAX_DIE_FACES, MAX_SEVERAL_DICE } from "./args";
export { MAX_AMOUNT, MAX_LIST_LENGTH } from "../args";
