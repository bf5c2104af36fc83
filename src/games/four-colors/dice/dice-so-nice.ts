/**
 * Dice So Nice: each Planet die takes its Force's colour (the Omega's
 * per-Planet die colour, else the symbol's colour). Everything about the
 * module lives here; without it nothing happens. `dieAppearance` is pure.
 */
import { isForce, type Force } from "../../../rules/four-colors";
import { DEFAULT_FORCE_COLOURS } from "../data/common";
import type { HierarchyRollData } from "./roll-data";

const HEX = /^#([0-9a-f]{6})$/i;

/** Relative luminance (0 dark … 1 light) of "#rrggbb"; 0.5 when unreadable. */
export function luminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match?.[1]) return 0.5;
  const n = parseInt(match[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** A Dice So Nice appearance for a die of this body colour, with legible numbers. */
export function dieAppearance(colour: string): Record<string, string> {
  const light = luminance(colour) > 0.4;
  const ink = light ? "#111111" : "#f5f5f5";
  return {
    colorset: "custom",
    background: colour,
    foreground: ink,
    outline: light ? "#f5f5f5" : "#111111",
    edge: colour,
    texture: "none",
  };
}

/** The die colour of a Force for this roll: the first character's, else the partner's, else the symbol's. */
export function forceColour(data: HierarchyRollData, force: Force): string {
  for (const actor of data.actors) {
    const colour = actor.colours?.[force];
    if (colour && actor.planets[force] !== null && actor.planets[force] !== undefined) return colour;
  }
  return DEFAULT_FORCE_COLOURS[force];
}

function diceSoNiceActive(): boolean {
  return game.modules.get("dice-so-nice")?.active === true;
}

/** Colour each Planet die of an unevaluated roll before it is evaluated. */
export function applyForceAppearance(roll: foundry.dice.Roll, data: HierarchyRollData): void {
  if (!diceSoNiceActive()) return;
  for (const die of roll.dice) {
    const slot = die.options.flavor;
    if (isForce(slot)) die.options.appearance = dieAppearance(forceColour(data, slot));
  }
}
