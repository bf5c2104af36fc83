/**
 * The significance a new particular strength may start with on a player
 * character's sheet (pure): 1; from chapter 3 a new character — one whose
 * first chapter is this one, or not recorded — may start one at 2
 * (docs/games/wicked-age-rulings.md, "Chapters"). Before the first deal
 * (chapter 0) nothing is checked. Raising a strength later (a returning
 * character's +1) is an update, not a new strength, and is not checked here.
 */
import { STRENGTH_OPTIONS, startingSignificance } from "../../../rules/wicked";
import { isRecord } from "./common";

/** The options ticked in a strength's system data. */
export function tickedOptions(system: unknown): number {
  const options = isRecord(system) ? system.options : undefined;
  return isRecord(options) ? STRENGTH_OPTIONS.filter((o) => options[o] === true).length : 0;
}

/** The highest significance a strength new on this sheet may have, or null when the campaign hasn't begun. */
export function startingLimit(chapter: number, firstChapter: number): number | null {
  if (!Number.isInteger(chapter) || chapter < 1) return null;
  const recurring = firstChapter > 0 && firstChapter < chapter;
  return startingSignificance(chapter, recurring);
}

/** The lang key refusing a new strength of this significance, or null when it may start so. */
export function startingProblem(chapter: number, firstChapter: number, significance: number): string | null {
  const limit = startingLimit(chapter, firstChapter);
  if (limit === null || significance <= limit) return null;
  return limit === 2 ? "STORY_ENGINES.Wicked.Validation.startsAtTwo" : "STORY_ENGINES.Wicked.Validation.startsAtOne";
}
