// The GM's Traits chart form (the ruling: the chart "Planets and Number of
// Descriptors" is not in the book, so the GM fills one in per die size): a
// row per die size, its fields, and blanks where the GM wrote nothing.
import { describe, expect, it } from "vitest";
import { traitChartContext } from "../../../../src/games/four-colors/sheets/trait-chart-context";

describe("the Traits chart form", () => {
  it("one row per die size with its fields; an empty chart leaves every row blank", () => {
    const c = traitChartContext({}, false);
    expect(c.hintKey).toBe("STORY_ENGINES.FourColors.TraitChart.hint");
    expect(c.rows[0]).toEqual({
      size: 4,
      label: "d4",
      traitsField: "4.traits",
      flawField: "4.flaw",
      traits: "",
      flaw: false,
    });
    expect(c.rows.map((r) => [r.label, r.traits, r.flaw])).toEqual([
      ["d4", "", false],
      ["d6", "", false],
      ["d8", "", false],
      ["d10", "", false],
      ["d12", "", false],
      ["d20", "", false],
    ]);
  });

  it("shows what the GM wrote, a count of none as blank, and the d16 row when allowed", () => {
    const c = traitChartContext(
      { "4": { traits: 3, flaw: true }, "16": { traits: 0, flaw: false }, "6": { traits: null, flaw: false } },
      true,
    );
    expect(c.rows.map((r) => [r.size, r.traits, r.flaw])).toEqual([
      [4, "3", true],
      [6, "", false],
      [8, "", false],
      [10, "", false],
      [12, "", false],
      [16, "0", false],
      [20, "", false],
    ]);
    expect(c.rows[5]).toMatchObject({ traitsField: "16.traits", flawField: "16.flaw" });
  });
});
