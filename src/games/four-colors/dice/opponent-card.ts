/**
 * The chat card's lines for the opponents' Hindrance dice (several Hindrance
 * dice, optional rule), pure. The book: "look at where they fall to
 * individually determine how the opponents did … if their particular
 * Hindrance die is the one that causes the character to fail, or do less
 * well, they are the cause of it, and have succeeded in inverse measure".
 *
 * Each opponent's measure comes from where their die fell against the
 * character's reading (docs/games/four-colors-rulings.md):
 *  - "prevailed": their die ruled (the lowest Major die below every Planet
 *    die): they are the cause of the failure;
 *  - "strong": below every Planet die without ruling (Minor, or outdone by a
 *    lower die), tying Dominant or Major, or just before Major: they did well;
 *  - "partial": tying Minor, or between Major and the last Planet die: they
 *    only coloured the result;
 *  - "poor": tying Weak or above every Planet die: they did poorly.
 */
import type { CircumstanceDieReading } from "../../../rules/four-colors";
import type { RollOpponent } from "./several-dice";
import type { Translate } from "./translate";

const ROLL = "STORY_ENGINES.FourColors.Roll";

export type OpponentMeasure = "prevailed" | "strong" | "partial" | "poor";

export interface CardOpponentView {
  /** The opponent's name (user data). */
  name: string;
  die: string;
  result: number;
  major: boolean;
  sizeKey: string;
  /** Where the die fell, as a sentence (translated). */
  placement: string;
  ruled: boolean;
  sgMayRule: boolean;
  measure: OpponentMeasure;
  /** How the opponent did, as a sentence (translated, names them). */
  verdict: string;
}

/** How an opponent did, from where their die fell. */
export function opponentMeasure(die: CircumstanceDieReading): OpponentMeasure {
  if (die.ruled) return "prevailed";
  switch (die.placement) {
    case "stronger-than-all":
    case "between-dominant-and-major":
    case "between-dominant-and-weak":
      return "strong";
    case "ties":
      return die.tiedPosition === "dominant" || die.tiedPosition === "major"
        ? "strong"
        : die.tiedPosition === "minor"
          ? "partial"
          : "poor";
    case "between-major-and-weak":
      return "partial";
    default:
      return "poor";
  }
}

/** The opponents' lines: each reading of `dice` paired with the opponent it belongs to. */
export function opponentViews(
  opponents: readonly RollOpponent[],
  dice: readonly CircumstanceDieReading[],
  placementText: (die: CircumstanceDieReading) => string,
  t: Translate,
): CardOpponentView[] {
  return dice.flatMap((die, i) => {
    const opponent = opponents[i];
    if (!opponent) return [];
    const measure = opponentMeasure(die);
    return [
      {
        name: opponent.name,
        die: `d${opponent.faces}`,
        result: die.value,
        major: die.major,
        sizeKey: `${ROLL}.Size.${die.major ? "major" : "minor"}`,
        placement: placementText(die),
        ruled: die.ruled,
        sgMayRule: die.sgMayRule,
        measure,
        verdict: t(`${ROLL}.Opponent.${measure}`, { name: opponent.name }),
      },
    ];
  });
}

/** The names of the opponents whose dice ruled, joined for the card's outcome line ("" when none). */
export function rulingOpponents(opponents: readonly CardOpponentView[]): string {
  return opponents
    .filter((o) => o.ruled)
    .map((o) => o.name)
    .join(", ");
}
