import { describe, expect, it } from "vitest";
import { personae } from "../../../src/rules";

const {
  recordChallenge,
  bankCriticals,
  spendCriticals,
  enhancementCost,
  raiseProblems,
  potential,
  COMPANION_POTENTIAL,
} = personae;

describe("the tally and development points", () => {
  it("threshold 5: 2 successes and 3 failures earn a point (the SRD's example), and the tally starts again", () => {
    let tally = { successes: 0, failures: 0 };
    const results = [true, false, true, false, false].map((won) => {
      const r = recordChallenge(tally, won, 5);
      tally = r.tally;
      return r.earned;
    });
    expect(results).toEqual([0, 0, 0, 0, 1]);
    expect(tally).toEqual({ successes: 0, failures: 0 });
    expect(recordChallenge({ successes: 3, failures: 1 }, false, 5).earned).toBe(1);
  });

  it("refuses a negative tally or a threshold of 0", () => {
    expect(() => recordChallenge({ successes: -1, failures: 0 }, true, 5)).toThrow(RangeError);
    expect(() => recordChallenge({ successes: 0, failures: 0 }, true, 0)).toThrow(RangeError);
  });
});

describe("criticals", () => {
  it("are banked up to the potential threshold", () => {
    expect(bankCriticals(2, 1, 3)).toEqual({ banked: 3, lost: 0 });
    expect(bankCriticals(2, 3, 3)).toEqual({ banked: 3, lost: 2 });
  });

  it("spending more than the bank holds is refused", () => {
    expect(spendCriticals(2, 1)).toBe(1);
    expect(() => spendCriticals(1, 2)).toThrow(
      "personae.spendCriticals: count must be at most the 1 critical banked (got 2)",
    );
  });
});

describe("enhancement costs", () => {
  const plain = { superior: false, exceptional: false, conditions: 0, upgrades: 0 };
  it("1, Superior 2, Exceptional 3; upgrades add one each, less one free per condition", () => {
    expect(enhancementCost(plain)).toBe(1);
    expect(enhancementCost({ ...plain, superior: true })).toBe(2);
    expect(enhancementCost({ ...plain, superior: true, exceptional: true })).toBe(3);
    expect(enhancementCost({ ...plain, upgrades: 2, conditions: 1 })).toBe(2);
  });

  it("Exceptional without Superior is refused", () => {
    expect(() => enhancementCost({ ...plain, exceptional: true })).toThrow(RangeError);
  });
});

describe("raising attributes within the priorities", () => {
  const attrs = { com: 3, cng: 3, res: 2, pro: 2, kno: 2, sta: 1 };
  const prios = { com: "first", cng: "first", res: "second", pro: "second", kno: "third", sta: "hindrance" };
  it("a second-priority attribute may not pass a first-priority one", () => {
    expect(raiseProblems(attrs, prios, "res")).toEqual([]);
    expect(raiseProblems({ ...attrs, res: 3 }, prios, "res")).toEqual(["priority-order", "priority-gap"]);
  });
  it("a first-priority attribute may not run more than the Potential ahead of the second", () => {
    expect(raiseProblems(attrs, prios, "com")).toEqual(["priority-gap"]);
  });
});

describe("companions", () => {
  it("a character going from 29 to 30 reaches Potential 3 and may take a companion", () => {
    const before = { com: 7, cng: 6, res: 5, pro: 5, kno: 4, sta: 2 };
    expect(potential(before)).toBe(2);
    expect(potential({ ...before, sta: 3 })).toBe(COMPANION_POTENTIAL);
  });
});
