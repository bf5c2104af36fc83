/**
 * What the Capes specs and context builders share (pure): the lang
 * namespace, problem codes as full lang keys, and an owned item as plain data.
 */
import type { Problem } from "../../../schema";

export const CAPES_LANG = "STORY_ENGINES.Capes";
export const HERO_TYPE = "capesHero";
export const ABILITY_TYPE = "capesAbility";

/** A problem code (a full lang key) under STORY_ENGINES.Capes.Validation. */
export function capesProblem(path: string, code: string, params?: Record<string, string | number>): Problem {
  return { path, code: `${CAPES_LANG}.Validation.${code}`, ...(params ? { params } : {}) };
}

/** Plain data of an owned item, as the derive functions and context builders see it. */
export interface PlainItem {
  id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

export { isRecord } from "../../../schema";
