/**
 * The hero sheet's parts and which of the actor's changes touch each
 * (src/core/part-render.ts): the board writes Debt and ability flags while a
 * player may be typing, so a change re-renders only the parts it touches.
 */
import type { PartRoutes } from "../../../core/part-render";

export const HERO_PARTS = ["header", "drives", "abilities", "text"];

export const HERO_ROUTES: PartRoutes = {
  paths: {
    name: ["header"],
    img: ["header"],
    "system.kind": ["header", "drives", "abilities"],
    "system.concept": ["header"],
    "system.drives": ["drives"],
    "system.description": ["text"],
  },
  // Abilities are listed in their part; the creation help (in the Drives part) counts them.
  embedded: { Item: ["abilities", "drives"] },
};
