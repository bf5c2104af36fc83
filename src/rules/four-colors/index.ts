/**
 * Four Colors al Fresco: the pure rules (no Foundry, no DOM). Follows the
 * rules digest (shared/rules/four-colors-al-fresco.md); each module states
 * the rule it implements and the Decisions it applies.
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
