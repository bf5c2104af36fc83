/**
 * The "Planets and Number of Descriptors" chart. It is not in the book's text
 * (ruling, docs/games/four-colors-rulings.md): a GM fills it in as a world setting, and the Omega
 * sheet warns — never blocks — when an Omega's Traits differ from it.
 */
import { PLANET_DIE_CHOICES } from "./common";
import { isRecord } from "./omega";

export interface TraitChartRow {
  /** Traits expected for a Planet of this die size; null = the GM set no number. */
  traits: number | null;
  /** A Planet of this die size must have a Flaw among its Traits. */
  flaw: boolean;
}

/** Die size (as text, e.g. "8") → row. Missing sizes have no expectation. */
export type TraitChart = Record<string, TraitChartRow>;

/** The setting's key (registered by the data definition part). */
export const TRAIT_CHART_SETTING = "fourColorsTraitChart";
/** The world setting allowing the optional d16. */
export const ALLOW_D16_SETTING = "fourColorsAllowD16";

/** Read a stored or submitted chart, dropping anything malformed (a bad entry means "no expectation"). */
export function readTraitChart(raw: unknown): TraitChart {
  const chart: TraitChart = {};
  if (!isRecord(raw)) return chart;
  for (const size of PLANET_DIE_CHOICES) {
    const row = raw[String(size)];
    if (!isRecord(row)) continue;
    const traits = toCount(row.traits);
    const flaw = row.flaw === true || row.flaw === "true" || row.flaw === "on";
    if (traits === null && !flaw) continue;
    chart[String(size)] = { traits, flaw };
  }
  return chart;
}

function toCount(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 20 ? n : null;
}
