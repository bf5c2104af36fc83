/**
 * Setting up a task and spending its successes, stated as the exact problems
 * the user reads (code, message, path) and the exact refusals a macro author
 * gets. From the book: a job level runs 0–10 (learning is 0), an ability score
 * 0–9, at most two allies aid and a level-0 job cannot aid; the threshold is
 * 1–5; each consequence is bought once, the primary for the threshold, each
 * other for 1, and a tertiary hangs on a bought consequence or on the failure.
 */
import { describe, expect, it } from "vitest";
import {
  spendSuccesses,
  taskPool,
  validateAllies,
  validateTaskPool,
  validateThreshold,
  type Purchases,
} from "../../../src/rules/venus";
import { rangeError, refusal, typeError } from "./refusal";

describe("a task pool's problems", () => {
  it("the roller's effective job level: -1 is not a level, 20 is the last (10 plus a boost of 10), 21 is past it", () => {
    expect(validateTaskPool({ jobLevel: 20, abilityScore: 9, caliber: "gold" })).toStrictEqual([]);
    expect(validateTaskPool({ jobLevel: -1, abilityScore: 2, caliber: "gold" })).toStrictEqual([
      { code: "job-level-invalid", message: "A job level is a whole number from 0, got -1.", path: "jobLevel" },
    ]);
    expect(validateTaskPool({ jobLevel: 21, abilityScore: 10, caliber: "gold" })).toStrictEqual([
      { code: "job-level-above-cap", message: "Effective job levels stop at 20, got 21.", path: "jobLevel" },
      { code: "score-out-of-range", message: "Ability scores run 0–9, got 10.", path: "abilityScore" },
    ]);
  });

  it("allies: two may aid, a third may not; each aids with a job of level 1 or more", () => {
    expect(validateAllies([{ jobLevel: 1 }, { jobLevel: 10 }])).toStrictEqual([]);
    expect(validateAllies([{ jobLevel: 1 }, { jobLevel: 0 }, { jobLevel: -1 }, { jobLevel: 1.5 }])).toStrictEqual([
      { code: "too-many-allies", message: "At most 2 allies may aid a task, got 4.", path: "allies" },
      {
        code: "ally-learning-job",
        message: "An ally cannot aid with a job they are still learning (level 0).",
        path: "allies[1].jobLevel",
      },
      {
        code: "job-level-invalid",
        message: "A job level is a whole number from 0, got -1.",
        path: "allies[2].jobLevel",
      },
      {
        code: "job-level-invalid",
        message: "A job level is a whole number from 0, got 1.5.",
        path: "allies[3].jobLevel",
      },
    ]);
  });

  it("taskPool refuses a pool the rules do not allow and quotes every problem", () => {
    const input = {
      jobLevel: 21,
      abilityScore: 2,
      caliber: "silver" as const,
      allies: [{ caliber: "gold" as const, jobLevel: 0 }],
    };
    expect(refusal(() => taskPool(input))).toEqual(
      rangeError(
        "venus.taskPool: input must be a pool the rules allow: Effective job levels stop at 20, got 21. " +
          "An ally cannot aid with a job they are still learning (level 0). (got an object)",
      ),
    );
  });

  it("the threshold runs 1–5", () => {
    expect(validateThreshold(1)).toStrictEqual([]);
    expect(validateThreshold(5)).toStrictEqual([]);
    expect(validateThreshold(6)).toStrictEqual([
      { code: "threshold-out-of-range", message: "A task threshold runs 1–5, got 6.", path: "threshold" },
    ]);
    expect(validateThreshold(0)).toStrictEqual([
      { code: "threshold-out-of-range", message: "A task threshold runs 1–5, got 0.", path: "threshold" },
    ]);
  });
});

describe("spending successes: the problems", () => {
  it("a threshold outside 1–5 is a problem, priced as given", () => {
    const result = spendSuccesses(9, 6, { primary: true });
    expect(result.problems).toStrictEqual([
      { code: "threshold-out-of-range", message: "A task threshold runs 1–5, got 6.", path: "threshold" },
    ]);
    expect(result.spent).toBe(6);
  });

  it("each secondary and tertiary is bought once; the second purchase is pointed at", () => {
    const purchases: Purchases = {
      primary: true,
      secondary: ["graceful", "graceful"],
      tertiary: [
        { id: "prize", on: "primary" },
        { id: "prize", on: "graceful" },
      ],
    };
    expect(spendSuccesses(10, 2, purchases).problems).toStrictEqual([
      { code: "spend-duplicate", message: '"graceful" is already bought.', path: "secondary[1]" },
      { code: "spend-duplicate", message: '"prize" is already bought.', path: "tertiary[1]" },
    ]);
  });

  it("a tertiary on the failure needs the primary unbought; on a secondary, that secondary bought", () => {
    const bought = spendSuccesses(10, 2, {
      primary: true,
      secondary: ["unharmed"],
      tertiary: [
        { id: "learned", on: "failure" },
        { id: "intentions", on: "nothing-lost" },
        { id: "unexpected", on: "unharmed" },
      ],
    });
    expect(bought.problems).toStrictEqual([
      {
        code: "tertiary-unanchored",
        message: '"learned" can hang on the failure only when the primary consequence is not bought.',
        path: "tertiary[0]",
      },
      {
        code: "tertiary-unanchored",
        message: '"intentions" must hang on a consequence that is bought ("nothing-lost" is not).',
        path: "tertiary[1]",
      },
    ]);
    const failed = spendSuccesses(2, 3, {
      primary: false,
      tertiary: [
        { id: "learned", on: "failure" },
        { id: "prize", on: "primary" },
      ],
    });
    expect(failed.problems).toStrictEqual([
      {
        code: "tertiary-unanchored",
        message: '"prize" must hang on a consequence that is bought ("primary" is not).',
        path: "tertiary[1]",
      },
    ]);
  });

  it("spending more than was struck: the cost and the successes in the message", () => {
    expect(spendSuccesses(3, 3, { primary: true, secondary: ["unharmed"] }).problems).toStrictEqual([
      { code: "spend-over-budget", message: "These consequences cost 4 successes but only 3 were struck." },
    ]);
    expect(spendSuccesses(4, 3, { primary: true, secondary: ["unharmed"] }).ok).toBe(true);
  });

  it("purchases that are not purchases are refused with their path", () => {
    const bad = (p: unknown): Purchases => p as Purchases;
    expect(refusal(() => spendSuccesses(3, 2, bad({ primary: true, secondary: "unharmed" })))).toEqual(
      typeError('venus.spendSuccesses: purchases.secondary must be a list of at most 1000 entries (got "unharmed")'),
    );
    expect(refusal(() => spendSuccesses(3, 2, bad({ primary: true, secondary: ["brave"] })))).toEqual(
      rangeError(
        'venus.spendSuccesses: purchases.secondary[0] must be one of unharmed, graceful, no-one-compromised, nothing-lost (got "brave")',
      ),
    );
    expect(refusal(() => spendSuccesses(3, 2, bad({ primary: true, tertiary: {} })))).toEqual(
      typeError("venus.spendSuccesses: purchases.tertiary must be a list of at most 1000 entries (got an object)"),
    );
    expect(
      refusal(() => spendSuccesses(3, 2, bad({ primary: true, tertiary: [{ id: "gold", on: "primary" }] }))),
    ).toEqual(
      rangeError(
        'venus.spendSuccesses: purchases.tertiary[0].id must be one of prize, learned, intentions, unexpected (got "gold")',
      ),
    );
    expect(
      refusal(() => spendSuccesses(3, 2, bad({ primary: true, tertiary: [{ id: "prize", on: "luck" }] }))),
    ).toEqual(
      rangeError(
        'venus.spendSuccesses: purchases.tertiary[0].on must be one of primary, failure, unharmed, graceful, no-one-compromised, nothing-lost (got "luck")',
      ),
    );
  });
});
