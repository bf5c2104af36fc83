/**
 * Sample data for the gallery (pure; not shipped), in one import: the
 * characters of Capes Lite's example of play (sample-characters.ts) and the
 * board at every phase of its bank robbery (sample-boards.ts).
 */
export * from "./sample-characters";
export * from "./sample-boards";
export { HERO_TYPE } from "./data/common";
