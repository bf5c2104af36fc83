/**
 * The character sheet's range checks, stated as the exact problems the user
 * reads (code, message, path), at each boundary: the last value accepted and
 * the first refused. Ranges from the book: scores +0 to +9, Lots 0–10,
 * Fidelity 0–4, at most three VINPCs and three capabilities, job levels 0 to
 * the soft cap 10, job exp up to twice the level (16 while learning).
 */
import { describe, expect, it } from "vitest";
import {
  isIntegerIn,
  problem,
  validateCapabilities,
  validateFidelity,
  validateJobExp,
  validateJobLevel,
  validateLots,
  validateScore,
  validateScores,
  validateSheet,
  validateVinpcs,
} from "../../../src/rules/venus";
import { rangeError, refusal, typeError } from "./refusal";

const scores = { app: 1, res: 2, wit: 3, end: 4, fin: 5, swi: 6 };

describe("a problem carries a path only when it has one", () => {
  it("without a path the object has no path key at all", () => {
    const p = problem("ego-unavailable", "There is no Ego to spend.");
    expect(p).toStrictEqual({ code: "ego-unavailable", message: "There is no Ego to spend." });
    expect(Object.keys(p)).toEqual(["code", "message"]);
  });

  it("with a path it keeps it", () => {
    expect(problem("lots-out-of-range", "m", "lots")).toStrictEqual({
      code: "lots-out-of-range",
      message: "m",
      path: "lots",
    });
  });

  it("isIntegerIn refuses NaN bounds as a RangeError naming the bound", () => {
    expect(refusal(() => isIntegerIn(1, Number.NaN, 3))).toEqual(
      rangeError("venus.isIntegerIn: min must be a number (got NaN)"),
    );
    expect(refusal(() => isIntegerIn(1, 0, Number.NaN))).toEqual(
      rangeError("venus.isIntegerIn: max must be a number (got NaN)"),
    );
    expect(refusal(() => isIntegerIn(1, "0" as never, 3))).toEqual(
      typeError('venus.isIntegerIn: min must be a number (got "0")'),
    );
  });
});

describe("scores run +0 to +9", () => {
  it("+9 passes, +10 and -1 are refused with the range in the message", () => {
    expect(validateScore(9)).toStrictEqual([]);
    expect(validateScore(0)).toStrictEqual([]);
    expect(validateScore(10)).toStrictEqual([
      { code: "score-out-of-range", message: "Ability scores run +0 to +9, got 10.", path: "score" },
    ]);
    expect(validateScore(-1, "scores.wit")).toStrictEqual([
      { code: "score-out-of-range", message: "Ability scores run +0 to +9, got -1.", path: "scores.wit" },
    ]);
  });

  it("validateScores points at the ability that is out of range", () => {
    expect(validateScores(scores)).toStrictEqual([]);
    expect(validateScores({ ...scores, fin: 12, app: 2.5 })).toStrictEqual([
      { code: "score-out-of-range", message: "Ability scores run +0 to +9, got 2.5.", path: "scores.app" },
      { code: "score-out-of-range", message: "Ability scores run +0 to +9, got 12.", path: "scores.fin" },
    ]);
  });
});

describe("Kismet: Lots 0–10, Fidelity 0–4", () => {
  it("Lots: 10 held is the most", () => {
    expect(validateLots(10)).toStrictEqual([]);
    expect(validateLots(11)).toStrictEqual([
      { code: "lots-out-of-range", message: "Lots run 0–10, got 11.", path: "lots" },
    ]);
  });

  it("Fidelity: 4 is full", () => {
    expect(validateFidelity(4)).toStrictEqual([]);
    expect(validateFidelity(5)).toStrictEqual([
      { code: "fidelity-out-of-range", message: "Fidelity runs 0–4, got 5.", path: "fidelity" },
    ]);
  });
});

describe("at most three VINPCs and three capabilities", () => {
  it("a fourth VINPC is refused unless the FC raises the limit", () => {
    expect(validateVinpcs(3)).toStrictEqual([]);
    expect(validateVinpcs(4)).toStrictEqual([
      { code: "too-many-vinpcs", message: "At most 3 VINPCs, got 4.", path: "vinpcs" },
    ]);
    expect(validateVinpcs(4, 4)).toStrictEqual([]);
    expect(validateVinpcs(5, 4)).toStrictEqual([
      { code: "too-many-vinpcs", message: "At most 4 VINPCs, got 5.", path: "vinpcs" },
    ]);
  });

  it("a fourth capability is refused", () => {
    expect(validateCapabilities(3)).toStrictEqual([]);
    expect(validateCapabilities(4)).toStrictEqual([
      { code: "too-many-capabilities", message: "At most 3 capabilities, got 4.", path: "capabilities" },
    ]);
  });
});

describe("job levels: 0 (learning) to the soft cap 10", () => {
  it("0 and 10 pass; -1 and a fraction are not job levels; 11 is past the cap", () => {
    expect(validateJobLevel(0)).toStrictEqual([]);
    expect(validateJobLevel(10)).toStrictEqual([]);
    expect(validateJobLevel(-1)).toStrictEqual([
      { code: "job-level-invalid", message: "A job level is a whole number from 0, got -1.", path: "level" },
    ]);
    expect(validateJobLevel(1.5, "jobs[2].level")).toStrictEqual([
      { code: "job-level-invalid", message: "A job level is a whole number from 0, got 1.5.", path: "jobs[2].level" },
    ]);
    expect(validateJobLevel(11)).toStrictEqual([
      { code: "job-level-above-cap", message: "Job levels stop at 10, got 11.", path: "level" },
    ]);
  });

  it("exp runs up to twice the level, or 16 while learning", () => {
    expect(validateJobExp({ level: 3, exp: 6 })).toStrictEqual([]);
    expect(validateJobExp({ level: 3, exp: 7 })).toStrictEqual([
      { code: "exp-out-of-range", message: "Exp on a level 3 job runs 0–6, got 7.", path: "exp" },
    ]);
    expect(validateJobExp({ level: 0, exp: 16 })).toStrictEqual([]);
    expect(validateJobExp({ level: 0, exp: 17 }, "jobs[0].exp")).toStrictEqual([
      { code: "exp-out-of-range", message: "Exp on a level 0 job runs 0–16, got 17.", path: "jobs[0].exp" },
    ]);
    expect(validateJobExp({ level: 2, exp: -1 })).toStrictEqual([
      { code: "exp-out-of-range", message: "Exp on a level 2 job runs 0–4, got -1.", path: "exp" },
    ]);
  });
});

describe("validateSheet gathers every range check with its path", () => {
  it("each job's level and exp are pointed at by index", () => {
    const problems = validateSheet({
      scores,
      lots: 3,
      fidelity: 2,
      vinpcs: 1,
      capabilities: 2,
      jobs: [
        { level: 2, exp: 1 },
        { level: 12, exp: 0 },
        { level: 4, exp: 9 },
      ],
    });
    expect(problems).toStrictEqual([
      { code: "job-level-above-cap", message: "Job levels stop at 10, got 12.", path: "jobs[1].level" },
      { code: "exp-out-of-range", message: "Exp on a level 4 job runs 0–8, got 9.", path: "jobs[2].exp" },
    ]);
  });

  it("every field out of range at once, in sheet order", () => {
    const problems = validateSheet({
      scores: { ...scores, swi: 10 },
      lots: 11,
      fidelity: 5,
      vinpcs: 4,
      capabilities: 4,
    });
    expect(problems.map((p) => p.path)).toEqual(["scores.swi", "lots", "fidelity", "vinpcs", "capabilities"]);
  });

  it("a count that is not a count is refused as the sheet's argument", () => {
    expect(refusal(() => validateSheet({ capabilities: -1 }))).toEqual(
      rangeError("venus.validateSheet: sheet.capabilities must be a whole number from 0 to 10000 (got -1)"),
    );
    expect(refusal(() => validateSheet({ vinpcs: 2.5 }))).toEqual(
      rangeError("venus.validateSheet: sheet.vinpcs must be a whole number from 0 to 10000 (got 2.5)"),
    );
  });
});
