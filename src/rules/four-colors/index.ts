/**
 * Four Colors al Fresco: the pure rules (no Foundry, no DOM). Follows the
 * book and, where it is ambiguous, the rulings in docs/games/four-colors-rulings.md; each
 * module states the rule it implements and the rulings it applies.
 */
export * from "./forces";
export * from "./hierarchy";
export * from "./judge";
export * from "./circumstance";
export * from "./degree";
export * from "./combined";
export * from "./odds";
export * from "./validation";
export * from "./storypath";
