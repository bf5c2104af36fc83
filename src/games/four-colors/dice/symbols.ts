/**
 * The Forces' symbols from the book's figures (FORCE_SYMBOL), as inline SVG
 * polygons for dialogs and chat cards. Pure: the points are computed once;
 * colours come from CSS variables (styles/four-colors/dice.css), so the
 * symbols are outlined and readable in both themes.
 */
import { FORCE_SYMBOL, FORCES, type Force, type ForceShape } from "../../../rules/four-colors";

const SIDES: Record<ForceShape, number> = { octagon: 8, pentagon: 5, diamond: 4, heptagon: 7, hexagon: 6 };

/** Points of a regular polygon in a 20×20 box, one vertex at the top. */
export function polygonPoints(sides: number, radius = 9, centre = 10): string {
  const points: string[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / sides;
    const x = centre + radius * Math.cos(angle);
    const y = centre + radius * Math.sin(angle);
    points.push(`${x.toFixed(2)},${y.toFixed(2)}`);
  }
  return points.join(" ");
}

/** What the symbol partial (templates/four-colors/dice/symbol.hbs) needs. */
export interface ForceSymbolView {
  force: Force;
  shape: ForceShape;
  colour: string;
  points: string;
  /** Lang key of the Force's name (also the symbol's accessible label). */
  nameKey: string;
}

const SYMBOLS: Readonly<Record<Force, ForceSymbolView>> = Object.fromEntries(
  FORCES.map((force) => {
    const { shape, colour } = FORCE_SYMBOL[force];
    return [force, { force, shape, colour, points: polygonPoints(SIDES[shape]), nameKey: forceNameKey(force) }];
  }),
) as Record<Force, ForceSymbolView>;

export function forceNameKey(force: Force): string {
  return `STORY_ENGINES.FourColors.Roll.Force.${force}`;
}

export function forceSymbol(force: Force): ForceSymbolView {
  return SYMBOLS[force];
}
