import { describe, expect, it } from "vitest";
import {
  MAX_AMOUNT,
  MAX_LIST_LENGTH,
  argError,
  optionalBoolean,
  optionalRecord,
  requireArray,
  requireBoolean,
  requireFinite,
  requireInteger,
  requireList,
  requireOneOf,
  requireRecord,
  requireString,
  showValue,
  textOf,
} from "../../src/rules/args";
import { fourColors, venus } from "../../src/rules";

/** The shared argument checks of the rules API (src/rules/args.ts): exact messages and error types. */

function thrown(f: () => unknown): { type: string; message: string } {
  try {
    f();
  } catch (error) {
    return { type: (error as Error).constructor.name, message: (error as Error).message };
  }
  throw new Error("did not throw");
}

describe("showValue and textOf: any value as short text, never throwing", () => {
  it("shows each kind of value", () => {
    expect(showValue("mithril")).toBe('"mithril"');
    expect(showValue("x".repeat(40))).toBe(`"${"x".repeat(40)}"`);
    expect(showValue("x".repeat(41))).toBe(`"${"x".repeat(40)}…"`);
    expect(showValue(3)).toBe("3");
    expect(showValue(-0)).toBe("-0");
    expect(showValue(0)).toBe("0");
    expect(showValue(Number.NaN)).toBe("NaN");
    expect(showValue(-Infinity)).toBe("-Infinity");
    expect(showValue(10n)).toBe("10n");
    expect(showValue(null)).toBe("null");
    expect(showValue(undefined)).toBe("undefined");
    expect(showValue(true)).toBe("true");
    expect(showValue(Symbol("s"))).toBe("Symbol(s)");
    expect(showValue(() => 1)).toBe("a function");
    expect(showValue([1, 2, 3])).toBe("a list of 3");
    expect(showValue({ a: 1 })).toBe("an object");
    expect(showValue(Object.create(null))).toBe("an object");
  });

  it("textOf keeps text as it is and shows anything else", () => {
    expect(textOf("abc")).toBe("abc");
    expect(textOf(Object.create(null))).toBe("an object");
    expect(textOf(7)).toBe("7");
  });
});

describe("the checks", () => {
  const fn = "ns.f";

  it("argError builds the message and the error type", () => {
    expect(thrown(() => argError(fn, "x", "a thing", 1, "type"))).toEqual({
      type: "TypeError",
      message: "ns.f: x must be a thing (got 1)",
    });
    expect(thrown(() => argError(fn, "x", "a thing", "y", "range"))).toEqual({
      type: "RangeError",
      message: 'ns.f: x must be a thing (got "y")',
    });
  });

  it("requireInteger: a whole number within bounds (default ±MAX_AMOUNT)", () => {
    expect(requireInteger(fn, "n", 0)).toBe(0);
    expect(requireInteger(fn, "n", MAX_AMOUNT)).toBe(MAX_AMOUNT);
    expect(requireInteger(fn, "n", -MAX_AMOUNT)).toBe(-MAX_AMOUNT);
    expect(requireInteger(fn, "n", 1, { min: 1, max: 1 })).toBe(1);
    expect(thrown(() => requireInteger(fn, "n", MAX_AMOUNT + 1))).toEqual({
      type: "RangeError",
      message: "ns.f: n must be a whole number from -10000 to 10000 (got 10001)",
    });
    expect(thrown(() => requireInteger(fn, "n", -MAX_AMOUNT - 1)).type).toBe("RangeError");
    expect(thrown(() => requireInteger(fn, "n", 0, { min: 1, max: 6 }))).toEqual({
      type: "RangeError",
      message: "ns.f: n must be a whole number from 1 to 6 (got 0)",
    });
    expect(thrown(() => requireInteger(fn, "n", 7, { min: 1, max: 6 })).type).toBe("RangeError");
    expect(thrown(() => requireInteger(fn, "n", 1.5)).type).toBe("RangeError");
    expect(thrown(() => requireInteger(fn, "n", Number.NaN)).type).toBe("RangeError");
    expect(thrown(() => requireInteger(fn, "n", "3"))).toEqual({
      type: "TypeError",
      message: 'ns.f: n must be a whole number from -10000 to 10000 (got "3")',
    });
  });

  it("requireFinite: a finite number within bounds", () => {
    expect(requireFinite(fn, "p", 0.25, { min: 0, max: 1 })).toBe(0.25);
    expect(requireFinite(fn, "p", 1, { min: 0, max: 1 })).toBe(1);
    expect(requireFinite(fn, "p", -MAX_AMOUNT)).toBe(-MAX_AMOUNT);
    expect(thrown(() => requireFinite(fn, "p", 1.5, { min: 0, max: 1 }))).toEqual({
      type: "RangeError",
      message: "ns.f: p must be a number from 0 to 1 (got 1.5)",
    });
    expect(thrown(() => requireFinite(fn, "p", -0.5, { min: 0, max: 1 })).type).toBe("RangeError");
    expect(thrown(() => requireFinite(fn, "p", Infinity)).type).toBe("RangeError");
    expect(thrown(() => requireFinite(fn, "p", MAX_AMOUNT + 1)).type).toBe("RangeError");
    expect(thrown(() => requireFinite(fn, "p", null)).type).toBe("TypeError");
  });

  it("requireOneOf: RangeError for a value of the right type, TypeError otherwise", () => {
    expect(requireOneOf(fn, "c", "b", ["a", "b"])).toBe("b");
    expect(thrown(() => requireOneOf(fn, "c", "z", ["a", "b"]))).toEqual({
      type: "RangeError",
      message: 'ns.f: c must be one of a, b (got "z")',
    });
    expect(thrown(() => requireOneOf(fn, "c", 3, ["a", "b"])).type).toBe("TypeError");
    expect(thrown(() => requireOneOf(fn, "c", 3, [1, 2])).type).toBe("RangeError");
  });

  it("booleans, text, objects and lists", () => {
    expect(requireBoolean(fn, "b", false)).toBe(false);
    expect(thrown(() => requireBoolean(fn, "b", 0))).toEqual({
      type: "TypeError",
      message: "ns.f: b must be true or false (got 0)",
    });
    expect(optionalBoolean(fn, "b", undefined)).toBeUndefined();
    expect(optionalBoolean(fn, "b", true)).toBe(true);
    expect(thrown(() => optionalBoolean(fn, "b", null)).type).toBe("TypeError");

    expect(requireString(fn, "s", "ab", 2)).toBe("ab");
    expect(thrown(() => requireString(fn, "s", "abc", 2))).toEqual({
      type: "RangeError",
      message: 'ns.f: s must be text of at most 2 characters (got "abc")',
    });
    expect(thrown(() => requireString(fn, "s", 3)).type).toBe("TypeError");
    expect(requireString(fn, "s", "x".repeat(MAX_AMOUNT))).toHaveLength(MAX_AMOUNT);
    expect(thrown(() => requireString(fn, "s", "x".repeat(MAX_AMOUNT + 1))).type).toBe("RangeError");

    const record = { a: 1 };
    expect(requireRecord(fn, "o", record)).toBe(record);
    for (const bad of [null, [], "x", 1, undefined]) {
      expect(thrown(() => requireRecord(fn, "o", bad)).type).toBe("TypeError");
    }
    expect(thrown(() => requireRecord(fn, "o", []))).toEqual({
      type: "TypeError",
      message: "ns.f: o must be an object (got a list of 0)",
    });
    expect(optionalRecord(fn, "o", undefined)).toBeUndefined();
    expect(optionalRecord(fn, "o", record)).toBe(record);
    expect(thrown(() => optionalRecord(fn, "o", null)).type).toBe("TypeError");

    const list = [1];
    expect(requireArray(fn, "l", list)).toBe(list);
    expect(requireArray(fn, "l", new Array(MAX_LIST_LENGTH).fill(0))).toHaveLength(MAX_LIST_LENGTH);
    expect(thrown(() => requireArray(fn, "l", new Array(MAX_LIST_LENGTH + 1).fill(0)))).toEqual({
      type: "RangeError",
      message: "ns.f: l must be a list of at most 1000 entries (got a list of 1001)",
    });
    expect(thrown(() => requireArray(fn, "l", [1, 2, 3], 2)).type).toBe("RangeError");
    expect(thrown(() => requireArray(fn, "l", {})).type).toBe("TypeError");
    expect(requireList(fn, "l", [1, 2], (v, path) => `${path}=${String(v)}`)).toEqual(["l[0]=1", "l[1]=2"]);
    expect(thrown(() => requireList(fn, "l", [1, "x"], (v, path) => requireInteger(fn, path, v))).message).toBe(
      'ns.f: l[1] must be a whole number from -10000 to 10000 (got "x")',
    );
    expect(thrown(() => requireList(fn, "l", [1, 2, 3], (v) => v, 2)).type).toBe("RangeError");
  });
});

describe("the games' checks name the argument path and the kind of error", () => {
  it("Four Colors", () => {
    expect(thrown(() => fourColors.readHierarchy({ known: "3" } as never))).toEqual({
      type: "TypeError",
      message: 'fourColors.readHierarchy: results.known must be a number from -10000 to 10000 (got "3")',
    });
    expect(thrown(() => fourColors.readHierarchy({ mercury: 3 } as never)).type).toBe("RangeError");
    expect(fourColors.readHierarchy({ known: undefined, lost: 2 })).toEqual({ lost: "major" });
    expect(thrown(() => fourColors.dicedForces({ known: 0 }))).toEqual({
      type: "RangeError",
      message: "fourColors.dicedForces: planets.known must be a whole number from 1 to 100 (got 0)",
    });
    expect(fourColors.dicedForces({ known: 100, passion: null, lost: 1 })).toEqual(["known", "lost"]);
    expect(thrown(() => fourColors.judge({ known: "top" } as never, { favored: [], opposed: [] }))).toEqual({
      type: "RangeError",
      message: 'fourColors.judge: reading.known must be one of dominant, major, minor, weak (got "top")',
    });
    expect(thrown(() => fourColors.judge({}, { favored: ["known"], opposed: ["mars"] } as never))).toEqual({
      type: "RangeError",
      message: 'fourColors.judge: stakes.opposed[0] must be one of known, passion, dynamic, static, lost (got "mars")',
    });
    expect(
      thrown(() =>
        fourColors.placeCircumstance(
          [
            { value: 3, forces: ["known"], position: "dominant" },
            { value: 3, forces: ["lost"], position: "weak" },
          ],
          1,
        ),
      ),
    ).toEqual({
      type: "RangeError",
      message:
        "fourColors.placeCircumstance: tiers[1].value must be above the previous tier's 3 (tiers run lowest value first) (got 3)",
    });
    expect(
      thrown(() =>
        fourColors.hierarchyOdds({ known: 6 }, { favored: [], opposed: [] }, { benefit: { faces: 6 } } as never),
      ),
    ).toEqual({
      type: "TypeError",
      message: "fourColors.hierarchyOdds: circumstance.benefit.major must be true or false (got undefined)",
    });
    expect(
      fourColors.hierarchyOdds({ known: 6, lost: null } as never, { favored: ["known"], opposed: [] }).success,
    ).toBeCloseTo(1, 12);
    expect(
      thrown(() => fourColors.degreeScore({ positions: {}, outcome: "win" } as never, { favored: [], opposed: [] }))
        .type,
    ).toBe("RangeError");
    expect(
      thrown(() =>
        fourColors.compareReadings(
          { positions: {}, outcome: "success" } as never,
          { degree: 4, score: 0 } as never,
          {} as never,
          {} as never,
        ),
      ).message,
    ).toBe("fourColors.compareReadings: dx.degree must be a whole number from -3 to 3 (got 4)");
  });

  it("Venus", () => {
    expect(thrown(() => venus.shiftCaliber("mithril" as never, 1))).toEqual({
      type: "RangeError",
      message: 'venus.shiftCaliber: caliber must be one of copper, bronze, silver, gold, platinum (got "mithril")',
    });
    expect(thrown(() => venus.checkAutoResult("gold", 21))).toEqual({
      type: "RangeError",
      message: "venus.checkAutoResult: d20 must be a whole number from 1 to 20 (got 21)",
    });
    expect(thrown(() => venus.checkTarget(true as never))).toEqual({
      type: "TypeError",
      message:
        "venus.checkTarget: difficulty must be one of routine (5), simple (10), tough (15), challenging (20), absurd (25) (got true)",
    });
    expect(thrown(() => venus.checkTarget(12)).type).toBe("RangeError");
    expect(thrown(() => venus.checkTarget("hard" as never)).type).toBe("RangeError");
    expect(thrown(() => venus.successDistribution(["gold"], { rerolls: "some" } as never))).toEqual({
      type: "TypeError",
      message:
        'venus.successDistribution: options.rerolls must be a whole number from 0 to 10000 or "all" (got "some")',
    });
    expect(thrown(() => venus.successDistribution(new Array(101).fill("gold"))).message).toBe(
      "venus.successDistribution: calibers must be a list of at most 100 entries (got a list of 101)",
    );
    expect(thrown(() => venus.ageInfo(6))).toEqual({
      type: "RangeError",
      message:
        "venus.ageInfo: age must be an age index 0–5 or one of junior, young, mature, seasoned, old, senior (got 6)",
    });
    expect(thrown(() => venus.ageInfo(null as never)).type).toBe("TypeError");
    expect(thrown(() => venus.scorePool(1, [["app"]] as never))).toEqual({
      type: "RangeError",
      message: "venus.scorePool: grants[0] must be a pair of two ability ids (got a list of 1)",
    });
    expect(
      thrown(() => venus.graduationLevel({ graduationRule: "lower-inherited-score", minimumJobLevel: 1 })),
    ).toEqual({
      type: "RangeError",
      message:
        "venus.graduationLevel: options.inheritedScores must be the job's ability scores (the inherited-score rule needs them) (got a list of 0)",
    });
    expect(thrown(() => venus.rollTask([{ caliber: "gold", owner: "roller", ally: null }], [3, 4]))).toEqual({
      type: "RangeError",
      message: "venus.rollTask: values must be one face per die of the pool (1) (got a list of 2)",
    });
    expect(thrown(() => venus.applyRerolls([{ value: 2 }], [{ die: 1, value: 3 }]))).toEqual({
      type: "RangeError",
      message: "venus.applyRerolls: rerollResults[0].die must be the index of a die of the pool (0–0) (got 1)",
    });
    expect(
      thrown(() =>
        venus.applyRerolls(
          [{ value: 2 }],
          [
            { die: 0, value: 3 },
            { die: 0, value: 4 },
          ],
        ),
      ).message,
    ).toBe(
      "venus.applyRerolls: rerollResults[1].die must be a die not KISSed before (each die is KISSed once) (got 0)",
    );
    expect(thrown(() => venus.kissCost({ requests: [{ die: "0", source: "lot" }] } as never))).toEqual({
      type: "TypeError",
      message: 'venus.kissCost: plan.requests[0].die must be a die index (a number) (got "0")',
    });
    expect(
      thrown(() =>
        venus.kiss(venus.rollTask([], []), { requests: [] }, { lots: 0, insights: 0, specialties: 0, ego: false }, [
          { die: 0, value: "6" },
        ] as never),
      ).message,
    ).toBe('venus.kiss: rerollResults[0].value must be a number (got "6")');
    expect(thrown(() => venus.isIntegerIn(1, Number.NaN, 3))).toEqual({
      type: "RangeError",
      message: "venus.isIntegerIn: min must be a number (got NaN)",
    });
    expect(thrown(() => venus.isIntegerIn(1, 0, "3" as never)).type).toBe("TypeError");
  });
});
