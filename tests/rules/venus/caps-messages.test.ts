/**
 * Caps at character assembly, stated as the exact problems the player reads
 * (code, message, path) at each boundary, and the refusals a macro author
 * gets. From the book: caps are earned from lifepaths and spent on attributes,
 * assets and jobs; jobs start at the tier's minimum job level and reach at most
 * level 8 at assembly.
 */
import { describe, expect, it } from "vitest";
import { capsSummary, validateAssemblyCaps, type AssemblyInput } from "../../../src/rules/venus";
import { rangeError, refusal, typeError } from "./refusal";

// Two lifepaths of 3 caps; a bought Connection (3) and a bought vendible asset (1): 4 spent, 2 left for jobs.
const base: AssemblyInput = {
  lifepathCaps: [3, 3],
  attributes: [{ kind: "connection", acquisition: "bought" }],
  assets: [{ kind: "vendible", acquisition: "bought" }],
  jobs: [],
  minimumJobLevel: 2,
};

describe("spending caps", () => {
  it("every cap spent is fine; one more is named with both counts", () => {
    // A job on one taken lifepath's list (1 cap) one level above the minimum (1 cap): 6 of 6.
    const exact = { ...base, jobs: [{ level: 3, start: "lifepath" as const }] };
    expect(capsSummary(exact).remaining).toBe(0);
    expect(validateAssemblyCaps(exact)).toStrictEqual([]);
    const over = { ...base, jobs: [{ level: 4, start: "lifepath" as const }] };
    expect(validateAssemblyCaps(over)).toStrictEqual([
      { code: "caps-overspent", message: "7 caps spent but only 6 earned.", path: "caps" },
    ]);
  });
});

describe("job levels at assembly: from the minimum to 8", () => {
  const jobs = (...levels: number[]): AssemblyInput => ({
    lifepathCaps: [20],
    attributes: [],
    assets: [],
    jobs: levels.map((level) => ({ level, start: "d66" as const })),
    minimumJobLevel: 2,
  });

  it("the minimum and 8 pass", () => {
    expect(validateAssemblyCaps(jobs(2, 8))).toStrictEqual([]);
  });

  it("9 is past the assembly maximum, 1 below the minimum, each pointed at", () => {
    expect(validateAssemblyCaps(jobs(2, 9, 1))).toStrictEqual([
      {
        code: "job-level-above-assembly-max",
        message: "Jobs reach at most level 8 at assembly, got 9.",
        path: "jobs[1].level",
      },
      {
        code: "job-level-below-minimum",
        message: "Jobs start at the minimum job level 2, got 1.",
        path: "jobs[2].level",
      },
    ]);
  });
});

describe("assembly input that is not an assembly is refused with its path", () => {
  const bad = (input: Record<string, unknown>): AssemblyInput => ({ ...base, ...input }) as unknown as AssemblyInput;

  it("lists", () => {
    for (const key of ["attributes", "assets", "jobs"]) {
      expect(refusal(() => capsSummary(bad({ [key]: {} })))).toEqual(
        typeError(`venus.capsSummary: input.${key} must be a list of at most 1000 entries (got an object)`),
      );
    }
  });

  it("an attribute's acquisition", () => {
    expect(
      refusal(() => validateAssemblyCaps(bad({ attributes: [{ kind: "feature", acquisition: "stolen" }] }))),
    ).toEqual(
      rangeError(
        'venus.validateAssemblyCaps: input.attributes[0].acquisition must be one of bought, discounted, free (got "stolen")',
      ),
    );
  });
});
