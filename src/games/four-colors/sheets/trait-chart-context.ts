/** Pure context of the GM's Traits chart form (a settings menu). */
import { LANG, planetDieSizes } from "../data/common";
import type { TraitChart } from "../data/trait-chart";

export interface TraitChartRowContext {
  size: number;
  label: string;
  traitsField: string;
  flawField: string;
  traits: string;
  flaw: boolean;
}

export interface TraitChartContext {
  rows: TraitChartRowContext[];
  hintKey: string;
}

export function traitChartContext(chart: TraitChart, allowD16: boolean): TraitChartContext {
  return {
    hintKey: `${LANG}.TraitChart.hint`,
    rows: planetDieSizes(allowD16).map((size) => {
      const row = chart[String(size)];
      return {
        size,
        label: `d${size}`,
        traitsField: `${size}.traits`,
        flawField: `${size}.flaw`,
        traits: row?.traits === null || row?.traits === undefined ? "" : String(row.traits),
        flaw: row?.flaw ?? false,
      };
    }),
  };
}
