/**
 * Venus Engine (Evening Star playtest) rules, pure: no Foundry, no DOM.
 * Where the text is ambiguous it follows docs/games/venus-rulings.md; credits
 * and licence of the text in tools/generate/sources/README.md.
 *
 * calibers           caliber ladder, success faces, pass chances
 * abilities          the six abilities, capabilities, D66 columns
 * check              d20 checks: targets, auto results, bonus dice, exact odds
 * pool               task pools: counting successes, exact distributions and odds
 * task               building a task: pool, allies, threshold
 * levels             effective job levels, capability formulas, allocation per ability
 * kiss               the KISS round and Ego as an immutable state machine
 * consequences       spending successes on primary/secondary/tertiary consequences
 * experience         exp, level-ups, graduation, Lots overflow, closing a task
 * character-tables   tier/age/size tables, lifepath ranges
 * score-pool         the ability score pool and its allocation
 * caliber-increases  caliber increases at assembly, Fidelity, caliber steps
 * caps               caps earned and spent at assembly
 * assets             asset costs, worth conversions, finite and fragile items
 * procedures         the table procedures: starting Lots, Ego, favour, free attribute, worth in every caliber
 * validation         sheet range checks; problems: the shared problem type
 */

export * from "./calibers";
export * from "./problems";
export * from "./limits";
export * from "./abilities";
export * from "./check";
export * from "./pool";
export * from "./task";
export * from "./levels";
export * from "./kiss";
export * from "./consequences";
export * from "./experience";
export * from "./character-tables";
export * from "./score-pool";
export * from "./caliber-increases";
export * from "./caps";
export * from "./assets";
export * from "./procedures";
export * from "./validation";
export { MAX_POOL_DICE } from "./args";
export { MAX_AMOUNT, MAX_LIST_LENGTH } from "../args";
