/**
 * The Forces' symbols from the book's figures (FORCE_SYMBOL: white octagon,
 * blue pentagon, red diamond, green heptagon, black hexagon) as SVG polygon
 * points, for every Four Colors template: sheets, the roll dialog and the
 * chat card all draw them with templates/four-colors/sheets/force-symbol.hbs.
 * Pure. Colours come from CSS variables (styles/four-colors/sheets.css), so
 * the symbols are outlined and readable in both themes.
 */
import { FORCE_SYMBOL, FORCES, type Force, type ForceShape } from "../../../rules/four-colors";
import { forceLabelKey, planetLabelKey } from "./common";

export interface ForceSymbol {
  force: Force;
  shape: ForceShape;
  /** SVG polygon points in a 0 0 100 100 view box. */
  points: string;
  /** Lang keys: "Mercury", "Known". */
  planetKey: string;
  forceKey: string;
}

const SIDES: Record<ForceShape, number> = { octagon: 8, pentagon: 5, diamond: 4, heptagon: 7, hexagon: 6 };

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The points of a Force's symbol: regular polygons, point up (the octagon flat-topped, the diamond slim). */
export function symbolPoints(shape: ForceShape): string {
  const sides = SIDES[shape];
  const offset = shape === "octagon" ? Math.PI / 8 : shape === "hexagon" ? Math.PI / 6 : 0;
  const squash = shape === "diamond" ? 0.72 : 1;
  const points: string[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = -Math.PI / 2 + offset + (2 * Math.PI * i) / sides;
    const x = 50 + 44 * squash * Math.cos(angle);
    const y = 50 + 44 * Math.sin(angle);
    points.push(`${round(x)},${round(y)}`);
  }
  return points.join(" ");
}

const SYMBOLS: Readonly<Record<Force, ForceSymbol>> = Object.fromEntries(
  FORCES.map((force) => {
    const shape = FORCE_SYMBOL[force].shape;
    return [
      force,
      { force, shape, points: symbolPoints(shape), planetKey: planetLabelKey(force), forceKey: forceLabelKey(force) },
    ];
  }),
) as Record<Force, ForceSymbol>;

/** A Force's symbol (a fresh copy: contexts may be mutated by callers). */
export function forceSymbol(force: Force): ForceSymbol {
  return { ...SYMBOLS[force] };
}
