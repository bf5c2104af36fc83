/**
 * Advantage dice won and passed in a sequence of rolls (pure). An exchange
 * won without doubling gives the winner an advantage die; the book shows the
 * die held onto ("I keep the advantage die") and passed ("I pass you the
 * advantage die"). The reading (docs/games/wicked-age-rulings.md): each
 * participant holds at most one won die; a winner without one takes the
 * loser's (or a new one when the loser has none); a winner who already holds
 * one gains nothing and the loser keeps theirs. Dice bought from the owe list
 * stack on top and last the whole sequence.
 */
import { requireBoolean, requireOneOf, requireRecord } from "../args";
import { ANSWER_OUTCOMES, type AnswerOutcome } from "./answer";

/** Whether each side of an exchange holds a won advantage die. */
export interface AdvantageHeld {
  challenger: boolean;
  answerer: boolean;
}

/** The won advantage dice each side holds after an exchange with `outcome` (from the answerer's side). */
export function passAdvantage(held: AdvantageHeld, outcome: AnswerOutcome): AdvantageHeld {
  const fn = "wicked.passAdvantage";
  const record = requireRecord(fn, "held", held);
  const challenger = requireBoolean(fn, "held.challenger", record.challenger);
  const answerer = requireBoolean(fn, "held.answerer", record.answerer);
  const checked = requireOneOf(fn, "outcome", outcome, ANSWER_OUTCOMES);
  if (checked === "winAbsolutely" || checked === "loseAbsolutely") return { challenger, answerer };
  const answererWon = checked === "takeAdvantage";
  const winnerHolds = answererWon ? answerer : challenger;
  if (winnerHolds) return { challenger, answerer };
  return answererWon ? { challenger: false, answerer: true } : { challenger: true, answerer: false };
}
