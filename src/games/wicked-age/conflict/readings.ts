/**
 * How rolls and outcomes read in words (pure): "9+1=10 & 1" as the book
 * writes a roll with an advantage die, the outcome of an exchange from both
 * sides, and the lang keys the tracker and the chat cards use.
 */
import type { AnswerOutcome } from "../../../rules/wicked";

export const C = "STORY_ENGINES.Wicked.Conflict";

/** A roll as the book writes it: the high die plus advantage dice, then the rest ("9+1=10 & 1"). */
export function rollText(dice: readonly number[], advantage: readonly number[] = []): string {
  if (dice.length === 0) return "";
  const sorted = [...dice].sort((a, b) => b - a);
  const high = sorted[0] ?? 0;
  const bonus = advantage.reduce((s, f) => s + f, 0);
  const head = advantage.length ? `${high}+${advantage.join("+")}=${high + bonus}` : `${high}`;
  return [head, ...sorted.slice(1)].join(" & ");
}

/** Dice sizes as "d12 + d10 + d8". */
export function sizesText(sizes: readonly number[]): string {
  return sizes.map((s) => `d${s}`).join(" + ");
}

/** The lang key of an outcome in words, and its tone for the card. */
export function outcomeWords(outcome: AnswerOutcome): { key: string; tone: "good" | "bad" | "neutral" } {
  switch (outcome) {
    case "winAbsolutely":
      return { key: `${C}.Outcome.winAbsolutely`, tone: "good" };
    case "takeAdvantage":
      return { key: `${C}.Outcome.takeAdvantage`, tone: "good" };
    case "loseAdvantage":
      return { key: `${C}.Outcome.loseAdvantage`, tone: "neutral" };
    case "loseAbsolutely":
      return { key: `${C}.Outcome.loseAbsolutely`, tone: "bad" };
  }
}

/** Percent with one decimal ("37.5 %"). */
export function percent(p: number): string {
  return `${(Math.round(p * 1000) / 10).toFixed(1)} %`;
}
