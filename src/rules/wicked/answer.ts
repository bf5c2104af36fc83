/**
 * Answering a move (pure): the answer's roll against the standing roll, from
 * the answerer's side, and its exact odds before the answerer rolls.
 *
 * Rounds 1 and 2: doubling the challenger's high total wins absolutely;
 * matching or beating (by reading) takes the advantage; falling short loses
 * the advantage; half the challenger's high total or less loses absolutely.
 * Round 3: the middle drops out — match or beat wins absolutely, fall short
 * loses absolutely.
 */
import { argError, requireInteger, requireList, requireOneOf, type FnName } from "../args";
import { ADVANTAGE_DIE, DIE_SIZES } from "./forms";
import { compareRead, MAX_ADVANTAGE_DICE, MAX_ROLL_DICE, readRoll, requireRoll, type WickedRoll } from "./reading";

export type AnswerOutcome = "winAbsolutely" | "takeAdvantage" | "loseAdvantage" | "loseAbsolutely";
export type Round = 1 | 2 | 3;

/** The outcomes, best for the answerer first. */
export const ANSWER_OUTCOMES: readonly AnswerOutcome[] = [
  "winAbsolutely",
  "takeAdvantage",
  "loseAdvantage",
  "loseAbsolutely",
];
/** A sequence of rolls never goes past round 3. */
export const ROUNDS: readonly Round[] = [1, 2, 3];

export function requireRound(fn: FnName, name: string, value: unknown): Round {
  return requireOneOf(fn, name, value, ROUNDS);
}

function outcomeOf(challenge: readonly number[], answer: readonly number[], round: Round): AnswerOutcome {
  const high = challenge[0] ?? 0;
  const mine = answer[0] ?? 0;
  const matched = compareRead(answer, challenge) >= 0;
  if (round === 3) return matched ? "winAbsolutely" : "loseAbsolutely";
  if (mine >= 2 * high) return "winAbsolutely";
  if (matched) return "takeAdvantage";
  if (2 * mine <= high) return "loseAbsolutely";
  return "loseAdvantage";
}

/** The outcome of `answer` against the standing `challenge` in `round`, for the answerer. */
export function answer(challenge: WickedRoll, answerRoll: WickedRoll, round: Round): AnswerOutcome {
  const fn = "wicked.answer";
  const c = readRoll(requireRoll(fn, "challenge", challenge));
  const a = readRoll(requireRoll(fn, "answer", answerRoll));
  return outcomeOf(c, a, requireRound(fn, "round", round));
}

/** The same outcome seen from the challenger's side. */
export function mirrorOutcome(outcome: AnswerOutcome): AnswerOutcome {
  const checked = requireOneOf("wicked.mirrorOutcome", "outcome", outcome, ANSWER_OUTCOMES);
  return ANSWER_OUTCOMES[ANSWER_OUTCOMES.length - 1 - ANSWER_OUTCOMES.indexOf(checked)] ?? checked;
}

/** Does this outcome end the exchange for good (someone is out of the action)? */
export function isAbsolute(outcome: AnswerOutcome): boolean {
  const checked = requireOneOf("wicked.isAbsolute", "outcome", outcome, ANSWER_OUTCOMES);
  return checked === "winAbsolutely" || checked === "loseAbsolutely";
}

/** Did the answerer win the exchange (absolutely or taking the advantage)? */
export function answererWins(outcome: AnswerOutcome): boolean {
  const checked = requireOneOf("wicked.answererWins", "outcome", outcome, ANSWER_OUTCOMES);
  return checked === "winAbsolutely" || checked === "takeAdvantage";
}

/** Ways to roll each sum with `n` d6 (index = sum): whole numbers, so the odds add up exactly. */
function advantageWays(n: number): number[] {
  let ways = [1];
  for (let i = 0; i < n; i++) {
    const previous = ways;
    ways = Array.from({ length: previous.length + ADVANTAGE_DIE }, (_, sum) => {
      let count = 0;
      for (let face = 1; face <= ADVANTAGE_DIE; face++) count += previous[sum - face] ?? 0;
      return count;
    });
  }
  return ways;
}

/**
 * Exact probability of each outcome for an answerer who rolls dice of
 * `sizes` plus `advantage` d6 against the standing `challenge` in `round`:
 * every face of every die enumerated (advantage dice through the
 * distribution of their sum, which is all the reading uses).
 */
export function answerOdds(
  challenge: WickedRoll,
  sizes: readonly number[],
  advantage: number,
  round: Round,
): Record<AnswerOutcome, number> {
  const fn = "wicked.answerOdds";
  const standing = readRoll(requireRoll(fn, "challenge", challenge));
  const dice = requireList(fn, "sizes", sizes, (size, path) => requireOneOf(fn, path, size, DIE_SIZES), MAX_ROLL_DICE);
  if (dice.length === 0) argError(fn, "sizes", "a list of at least one die size", sizes, "range");
  const extra = requireInteger(fn, "advantage", advantage, { min: 0, max: MAX_ADVANTAGE_DICE });
  const checkedRound = requireRound(fn, "round", round);
  const ways = advantageWays(extra);
  // Only the high die and how the other dice compare with the standing
  // roll's other dice matter: count the face combinations by (high die,
  // comparison of the rest), then judge each with every advantage sum.
  const combos = dice.reduce((n, size) => n * size, 1);
  const byHigh = new Map<string, { high: number; rest: -1 | 0 | 1; count: number }>();
  for (let c = 0; c < combos; c++) {
    let left = c;
    const faces = dice.map((size) => {
      const face = (left % size) + 1;
      left = Math.floor(left / size);
      return face;
    });
    const sorted = faces.sort((x, y) => y - x);
    const high = sorted[0] ?? 0;
    const rest = compareRead(sorted.slice(1), standing.slice(1));
    const key = `${high}:${rest}`;
    const entry = byHigh.get(key);
    if (entry) entry.count += 1;
    else byHigh.set(key, { high, rest, count: 1 });
  }
  const counts: Record<AnswerOutcome, number> = {
    winAbsolutely: 0,
    takeAdvantage: 0,
    loseAdvantage: 0,
    loseAbsolutely: 0,
  };
  for (const { high, rest, count } of byHigh.values()) {
    ways.forEach((w, sum) => {
      // A reading with this high total whose other dice compare as `rest`:
      // only whether it matches the standing roll counts, so a rest that is
      // not lower reads as no other dice, a lower one as one below any face.
      const read = rest < 0 ? [high + sum, 0] : [high + sum];
      counts[outcomeOf(standing, read, checkedRound)] += count * w;
    });
  }
  const total = combos * ADVANTAGE_DIE ** extra;
  const odds = {} as Record<AnswerOutcome, number>;
  for (const outcome of ANSWER_OUTCOMES) odds[outcome] = counts[outcome] / total;
  return odds;
}
