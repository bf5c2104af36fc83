// Tooling entry (not shipped): the pure game definitions and the schema
// validator, for the build's pack validation and the checks.
export { GAME_DEFINITIONS } from "../../src/games/all-definitions";
export { validateSystem, fieldPaths, initialSystem } from "../../src/schema";
export { HELPERS } from "../../src/core/handlebars-helpers";
