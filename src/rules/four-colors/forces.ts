/**
 * The five Forces of Four Colors al Fresco, the Planets that carry them, and
 * the fixed vocabularies the rest of the rules (and the Foundry layer) share.
 *
 * Everything here is plain data: the order of `FORCES` is the book's own order
 * (Mercury, Venus, Mars, Jupiter, Saturn) and is used wherever a stable order
 * is needed (e.g. the order of Forces inside one tied position).
 */
import { requirePlanets } from "./args";

/** A Force of the universe; each is governed by one Planet. */
export type Force = "known" | "passion" | "dynamic" | "static" | "lost";

/** The Planet that holds a Force's die on an Omega's sheet. */
export type Planet = "mercury" | "venus" | "mars" | "jupiter" | "saturn";

/** The five Forces in the book's order (Mercury first, Saturn last). */
export const FORCES: readonly Force[] = ["known", "passion", "dynamic", "static", "lost"];

export const PLANET_OF_FORCE: Readonly<Record<Force, Planet>> = {
  known: "mercury",
  passion: "venus",
  dynamic: "mars",
  static: "jupiter",
  lost: "saturn",
};

export type ForceShape = "octagon" | "pentagon" | "diamond" | "heptagon" | "hexagon";
export type ForceColour = "white" | "blue" | "red" | "green" | "black";

/** The symbol the book's figures use for each Force (footnote 24). */
export const FORCE_SYMBOL: Readonly<Record<Force, { readonly shape: ForceShape; readonly colour: ForceColour }>> = {
  known: { shape: "octagon", colour: "white" },
  passion: { shape: "pentagon", colour: "blue" },
  dynamic: { shape: "diamond", colour: "red" },
  static: { shape: "heptagon", colour: "green" },
  lost: { shape: "hexagon", colour: "black" },
};

/**
 * An Omega's Planets: the die size (number of faces) per Force. `null` or an
 * absent key means the Planet is Wed (Ω): that Force does not govern the
 * character and is never rolled for it.
 */
export type Planets = Partial<Record<Force, number | null>>;

/** The die sizes the book names ("normally d4 to d20"). */
export const DIE_SIZES: readonly number[] = [4, 6, 8, 10, 12, 20];

/** The designers' notes mention d16; the system allows it behind a setting. */
export const OPTIONAL_DIE_SIZES: readonly number[] = [16];

/**
 * Difficulty is only a recorded label (ruling in
 * docs/games/four-colors-rulings.md: the chart tying it to the number of
 * Favored/Opposed Forces is not in the book's text, so the SG picks the Forces
 * directly).
 */
export type Difficulty = "automatic" | "simple" | "moderate" | "hard" | "impossible";
export const DIFFICULTIES: readonly Difficulty[] = ["automatic", "simple", "moderate", "hard", "impossible"];
export const DEFAULT_DIFFICULTY: Difficulty = "moderate";

/** Any value: true only for one of the five Forces (never throws). */
export function isForce(value: unknown): value is Force {
  return typeof value === "string" && (FORCES as readonly string[]).includes(value);
}

/** Is this Planet entry a die (not Wed)? Any value: true only for a number (never throws). */
export function isDiced(value: number | null | undefined): value is number {
  return typeof value === "number";
}

/** The Forces an Omega rolls (its non-Wed Planets), in `FORCES` order. */
export function dicedForces(planets: Planets): Force[] {
  requirePlanets("fourColors.dicedForces", "planets", planets);
  return FORCES.filter((force) => isDiced(planets[force]));
}

/** The Wed Forces of an Omega, in `FORCES` order. */
export function wedForces(planets: Planets): Force[] {
  requirePlanets("fourColors.wedForces", "planets", planets);
  return FORCES.filter((force) => !isDiced(planets[force]));
}
