import { describe, it, expect } from "vitest";
import fc from "fast-check";
import en from "../../../../lang/en.json";
import { submittedPlanets } from "../../../../src/games/four-colors/data/omega";

/** The Omega sheet's submit: form values to stored Planets, junk refused rather than turned into Wed. */
describe("submittedPlanets (the Omega sheet's Planet values)", () => {
  it("reads the form's values: empty or null is Wed, numbers and numeric text are die sizes", () => {
    expect(submittedPlanets({ known: "", passion: null, dynamic: 8, static: " 12 ", lost: undefined })).toEqual({
      planets: { known: null, passion: null, dynamic: 8, static: 12, lost: null },
      problems: [],
    });
    // Only the Planets the form sent.
    expect(submittedPlanets({ lost: 20 })).toEqual({ planets: { lost: 20 }, problems: [] });
  });

  it('refuses junk (true, {}, "abc", NaN, a list) with a readable problem instead of making it Wed', () => {
    const { problems } = submittedPlanets({ known: true, passion: {}, dynamic: "abc", static: Number.NaN, lost: [6] });
    expect(problems.map((p) => [p.path, p.params?.value])).toEqual([
      ["planets.known", "true"],
      ["planets.passion", "an object"],
      ["planets.dynamic", '"abc"'],
      ["planets.static", "NaN"],
      ["planets.lost", "a list"],
    ]);
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(["STORY_ENGINES.FourColors.Validation.planetValue"]));
    expect(en.STORY_ENGINES.FourColors.Validation.planetValue).toContain("{value}");
  });

  it("property: every value is either Wed, a finite number, or refused — never silently Wed", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const { planets, problems } = submittedPlanets({ known: value });
        const blank = value === null || value === undefined || (typeof value === "string" && value.trim() === "");
        if (blank) return planets.known === null && problems.length === 0;
        if (problems.length) return !("known" in planets);
        return typeof planets.known === "number" && Number.isFinite(planets.known);
      }),
      { numRuns: 300 },
    );
  });
});
