/**
 * Storypath Cards and Title slots: the two numbers the rules fix.
 */
import { dicedForces, type Planets } from "./forces";
import { requireInteger } from "../args";
import { requirePlanets } from "./args";

/**
 * Card slots of a Title: max(1, 5 - (mainCharacters - 1)). A Title always has
 * at least one Main character (its owner), so counts below 1 are read as 1
 * (the formula alone would give 6 slots to an empty Title).
 */
export function titleCardSlots(mainCharacters: number): number {
  requireInteger("fourColors.titleCardSlots", "mainCharacters", mainCharacters, { min: 0 });
  return Math.max(1, 5 - (Math.max(1, mainCharacters) - 1));
}

/** A player starts with one Storypath Card per diced (non-Wed) Planet. */
export function startingStorypathCards(planets: Planets): number {
  requirePlanets("fourColors.startingStorypathCards", "planets", planets);
  return dicedForces(planets).length;
}
