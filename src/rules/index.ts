/**
 * The pure rules API of Story Engines: no Foundry globals, only plain data in
 * and plain data out. One namespace per game. Exposed in Foundry as
 * `game.system.api.rules`; documented in docs/api.md.
 */
export * as fourColors from "./four-colors";
export * as venus from "./venus";
export * as wicked from "./wicked";
export * as personae from "./personae";
export * as capes from "./capes";
