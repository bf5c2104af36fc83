/**
 * Dice So Nice appearance per caliber and owner, pure. Dice So Nice reads
 * `die.options.appearance` ({foreground, background, edge, outline}) on each
 * term before the roll is shown; these are its colours, not our CSS (which
 * uses the theme variables in styles/venus/dice.css).
 */

import type { venus } from "../../../rules";

export interface DieAppearance {
  foreground: string;
  background: string;
  edge: string;
  outline: string;
}

/** Metal-like colours, one per caliber, so the table reads a pool at a glance. */
export const CALIBER_DICE: Readonly<Record<venus.Caliber, Omit<DieAppearance, "outline">>> = {
  copper: { foreground: "#fff4e8", background: "#9a4f2a", edge: "#6e3519" },
  bronze: { foreground: "#1f140a", background: "#c08a4a", edge: "#8a5a26" },
  silver: { foreground: "#1b1e22", background: "#c9ced6", edge: "#8f959e" },
  gold: { foreground: "#2b1f00", background: "#e2b93b", edge: "#a8831a" },
  platinum: { foreground: "#10202a", background: "#e6f0f2", edge: "#9fb6bd" },
};

/** Outlines tell the roller's dice from each ally's. */
export const OWNER_OUTLINES: readonly string[] = ["#000000", "#1d5fa8", "#2f6b3a"];

/** The appearance of a die: its caliber's colours, outlined by owner (0 roller, 1–2 allies). */
export function dieAppearance(caliber: venus.Caliber, owner: number): DieAppearance {
  return { ...CALIBER_DICE[caliber], outline: OWNER_OUTLINES[owner] ?? OWNER_OUTLINES[0] ?? "#000000" };
}
