/**
 * The pool odds' contract at its edges, counted by hand: the chance to strike
 * at least the threshold, nothing beyond the most a pool can strike, and the
 * Ego rule on odds options ("Ego is spent either to KISS all disappointing
 * dice or to make every 6 count as two successes — not both"). Gold strikes
 * on 3–6, so each Gold die passes with 4/6.
 */
import { describe, expect, it } from "vitest";
import { successDistribution, taskOdds, validateOddsOptions } from "../../../src/rules/venus";
import { rangeError, refusal, typeError } from "./refusal";

describe("taskOdds at the ends of the pool", () => {
  it("two Gold dice: both strike with (4/6)², a third success is impossible, none needed is certain", () => {
    expect(taskOdds(["gold", "gold"], 2)).toBeCloseTo(4 / 9, 12);
    expect(taskOdds(["gold", "gold"], 3)).toBe(0);
    expect(taskOdds(["gold", "gold"], 0)).toBeCloseTo(1, 12);
  });

  it("with double sixes the same pool reaches 4 only on two sixes", () => {
    expect(taskOdds(["gold", "gold"], 4, { doubleSixes: true })).toBeCloseTo(1 / 36, 12);
    expect(taskOdds(["gold", "gold"], 5, { doubleSixes: true })).toBe(0);
  });
});

describe("odds options", () => {
  it("Ego's re-roll of every die and doubled sixes together are one problem", () => {
    expect(validateOddsOptions({ doubleSixes: true, rerolls: "all" })).toStrictEqual([
      { code: "ego-both", message: "Ego either re-rolls every disappointing die or doubles sixes, not both." },
    ]);
    expect(validateOddsOptions({ doubleSixes: true, rerolls: 2 })).toStrictEqual([]);
  });

  it("options that are not an object are refused under their name", () => {
    expect(refusal(() => successDistribution(["bronze"], "all" as never))).toEqual(
      typeError('venus.successDistribution: options must be an object (got "all")'),
    );
    expect(refusal(() => taskOdds(["bronze"], 1, 2 as never))).toEqual(
      typeError("venus.taskOdds: options must be an object (got 2)"),
    );
  });

  it('a re-roll budget is a count or "all": text is a TypeError that says so, a fraction a RangeError', () => {
    expect(refusal(() => taskOdds(["bronze"], 1, { rerolls: "some" as never }))).toEqual(
      typeError('venus.taskOdds: options.rerolls must be a whole number from 0 to 10000 or "all" (got "some")'),
    );
    expect(refusal(() => successDistribution(["bronze"], { rerolls: 1.5 }))).toEqual(
      rangeError("venus.successDistribution: options.rerolls must be a whole number from 0 to 10000 (got 1.5)"),
    );
  });
});
