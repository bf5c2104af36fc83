// Each Planet row of the Omega sheet, every one checked (omega-context.test.ts
// looks at some): "Each Planet of an Omega holds a die size … or is Wed";
// "Per Wed Planet the Omega has one Power, one Weakness, one Quirk. Per
// non-Wed Planet it gets Traits"; the sheet "shows a count per Planet … and
// warns (never blocks) when counts differ" from the GM's chart. Every context
// is built inside its test, so a mutation run ties what it reads to the test.
import { describe, expect, it } from "vitest";
import { omegaSheetContext, type OmegaSheetInput } from "../../../../src/games/four-colors/sheets/omega-context";
import { SAMPLE_CHART, SAMPLE_OMEGA } from "../../../../src/games/four-colors/sheets/gallery-part";

const LANG = "STORY_ENGINES.FourColors";

function input(over: Partial<OmegaSheetInput> = {}): OmegaSheetInput {
  return {
    name: "La Fenice",
    img: "f.webp",
    system: SAMPLE_OMEGA.system,
    items: SAMPLE_OMEGA.items,
    editable: true,
    allowD16: false,
    chart: SAMPLE_CHART,
    enriched: { concept: "", notes: "" },
    titles: [],
    title: null,
    storypath: null,
    ...over,
  };
}

/** A row without its symbol and with only the selected choice, to compare whole. */
function rows(ctx: ReturnType<typeof omegaSheetContext>) {
  return ctx.planets.map(({ symbol, options, ...row }) => ({
    ...row,
    shape: symbol.shape,
    chosen: options.filter((o) => o.selected).map((o) => o.value),
  }));
}

describe("the sample Omega's five Planet rows (Known d8, Passion Wed, Dynamic d4, Static d10, Lost d6)", () => {
  it("each row: its fields, die, colour, what a Wed Planet lacks, the Traits counted against the chart", () => {
    expect(rows(omegaSheetContext(input()))).toEqual([
      {
        force: "known",
        shape: "octagon",
        field: "system.planets.known",
        colourField: "system.dieColours.known",
        wed: false,
        dieLabel: "d8",
        chosen: ["8"],
        colour: "#f4f1ea",
        missing: [],
        traits: 2,
        expected: 2,
        flawRequired: false,
        warnings: [],
      },
      {
        // A Power and a Weakness recorded on Passion: the Quirk is still missing.
        force: "passion",
        shape: "pentagon",
        field: "system.planets.passion",
        colourField: "system.dieColours.passion",
        wed: true,
        dieLabel: null,
        chosen: [""],
        colour: "#d9822b",
        missing: [`${LANG}.Descriptor.kind.quirk`],
        traits: 0,
        expected: null,
        flawRequired: false,
        warnings: [],
      },
      {
        // The GM's chart: a d4 Planet has three Traits and needs a Flaw.
        force: "dynamic",
        shape: "diamond",
        field: "system.planets.dynamic",
        colourField: "system.dieColours.dynamic",
        wed: false,
        dieLabel: "d4",
        chosen: ["4"],
        colour: "#b3261e",
        missing: [],
        traits: 3,
        expected: 3,
        flawRequired: true,
        warnings: [],
      },
      {
        force: "static",
        shape: "heptagon",
        field: "system.planets.static",
        colourField: "system.dieColours.static",
        wed: false,
        dieLabel: "d10",
        chosen: ["10"],
        colour: "#2e7d32",
        missing: [],
        traits: 1,
        expected: 1,
        flawRequired: false,
        warnings: [],
      },
      {
        // One recorded where the chart says two for a d6: a warning, never a block.
        force: "lost",
        shape: "hexagon",
        field: "system.planets.lost",
        colourField: "system.dieColours.lost",
        wed: false,
        dieLabel: "d6",
        chosen: ["6"],
        colour: "#1b1b1b",
        missing: [],
        traits: 1,
        expected: 2,
        flawRequired: false,
        warnings: [{ key: `${LANG}.Warnings.traitCount`, data: { count: 1, expected: 2, die: 6 } }],
      },
    ]);
  });
});

describe("a new Omega with no descriptors yet", () => {
  it("a Wed Planet lacks its Power, Weakness and Quirk; a diced one counts no Traits yet", () => {
    const ctx = omegaSheetContext(input({ items: [] }));
    const [known, passion] = ctx.planets;
    expect(passion?.missing).toEqual([
      `${LANG}.Descriptor.kind.power`,
      `${LANG}.Descriptor.kind.weakness`,
      `${LANG}.Descriptor.kind.quirk`,
    ]);
    expect(known).toMatchObject({ traits: 0, expected: 2, flawRequired: false, missing: [] });
    expect(known?.warnings).toEqual([{ key: `${LANG}.Warnings.traitCount`, data: { count: 0, expected: 2, die: 8 } }]);
  });

  it("with no chart filled in, nothing is expected and nothing warned", () => {
    const ctx = omegaSheetContext(input({ items: [], chart: {} }));
    expect(ctx.planets.map((p) => [p.force, p.expected, p.flawRequired, p.warnings])).toEqual([
      ["known", null, false, []],
      ["passion", null, false, []],
      ["dynamic", null, false, []],
      ["static", null, false, []],
      ["lost", null, false, []],
    ]);
  });

  it("a die the world offers is not listed twice", () => {
    const ctx = omegaSheetContext(input({ allowD16: true }));
    expect(ctx.planets[0]?.options.map((o) => o.value)).toEqual(["", "4", "6", "8", "10", "12", "16", "20"]);
  });
});
