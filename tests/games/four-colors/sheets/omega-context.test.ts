// The Omega sheet's context beyond contexts.test.ts: each Planet row's fields
// and die choices ("normally d4 to d20"; d16 optional, so an Omega already on
// d16 keeps it), the linked Title's choices, the starting hand ("as many
// Storypath Cards as the character has non-Wed Planets") and the text fields.
import { describe, expect, it } from "vitest";
import { omegaSheetContext, type OmegaSheetInput } from "../../../../src/games/four-colors/sheets/omega-context";
import { SAMPLE_CHART, SAMPLE_OMEGA } from "../../../../src/games/four-colors/sheets/gallery-part";

const LANG = "STORY_ENGINES.FourColors";

function input(system: Record<string, unknown>, overrides: Partial<OmegaSheetInput> = {}): OmegaSheetInput {
  return {
    name: "La Fenice",
    img: "f.webp",
    system,
    items: SAMPLE_OMEGA.items,
    editable: true,
    allowD16: false,
    chart: SAMPLE_CHART,
    enriched: { concept: "<p>c</p>", notes: "<p>n</p>" },
    titles: [],
    title: null,
    storypath: null,
    ...overrides,
  };
}

describe("the Omega sheet's Planet rows", () => {
  // Built inside each test, so the mutation run credits the test that reads it.
  const sheet = () => omegaSheetContext(input(SAMPLE_OMEGA.system));

  it("a diced Planet: its field, colour, die and the choice of sizes with its own selected", () => {
    const known = sheet().planets[0];
    expect(known).toMatchObject({
      force: "known",
      field: "system.planets.known",
      colourField: "system.dieColours.known",
      wed: false,
      dieLabel: "d8",
      missing: [],
      traits: 2,
      expected: 2,
      flawRequired: false,
      warnings: [],
    });
    expect(known?.options).toEqual([
      { value: "", label: null, labelKey: `${LANG}.Planets.wed`, selected: false },
      ...[4, 6, 8, 10, 12, 20].map((f) => ({ value: String(f), label: `d${f}`, labelKey: null, selected: f === 8 })),
    ]);
  });

  it("a Wed Planet: no die, Wed selected, its own colour, what it still lacks, no Traits", () => {
    const passion = sheet().planets[1];
    expect(passion).toMatchObject({ force: "passion", wed: true, dieLabel: null, colour: "#d9822b" });
    expect(passion).toMatchObject({ traits: 0, expected: null, flawRequired: false, warnings: [] });
    expect(passion?.options.filter((o) => o.selected).map((o) => o.value)).toEqual([""]);
  });

  it("the d4 Planet needs a Flaw by the GM's chart", () => {
    expect(sheet().planets[2]).toMatchObject({
      force: "dynamic",
      dieLabel: "d4",
      traits: 3,
      expected: 3,
      flawRequired: true,
    });
  });

  it("an Omega on d16 keeps it among the choices when the world no longer offers d16", () => {
    const d16 = omegaSheetContext(
      input({ ...SAMPLE_OMEGA.system, planets: { ...SAMPLE_OMEGA.system.planets, lost: 16 } }),
    );
    const lost = d16.planets[4];
    expect(lost?.options.map((o) => o.value)).toEqual(["", "4", "6", "8", "10", "12", "16", "20"]);
    expect(lost?.options.find((o) => o.selected)?.label).toBe("d16");
  });
});

describe("the rest of the Omega sheet", () => {
  it("the Title choices: none, each Title, and a linked one no longer listed", () => {
    const titles = [
      { uuid: "Actor.a", name: "Alpha" },
      { uuid: "Actor.b", name: "Beta" },
    ];
    const linked = omegaSheetContext(input({ ...SAMPLE_OMEGA.system, title: "Actor.b" }, { titles }));
    expect(linked.titleField).toBe("system.title");
    expect(linked.titleOptions).toEqual([
      { value: "", label: null, labelKey: `${LANG}.Omega.noTitle`, selected: false },
      { value: "Actor.a", label: "Alpha", labelKey: null, selected: false },
      { value: "Actor.b", label: "Beta", labelKey: null, selected: true },
    ]);
    const gone = omegaSheetContext(input({ ...SAMPLE_OMEGA.system, title: "Actor.z" }, { titles }));
    expect(gone.titleOptions.at(-1)).toEqual({ value: "Actor.z", label: "Actor.z", labelKey: null, selected: true });
    expect(gone.titleOptions[0]?.selected).toBe(false);
    const none = omegaSheetContext(input({ ...SAMPLE_OMEGA.system, title: 7 }, { titles }));
    expect(none.titleOptions.map((o) => o.selected)).toEqual([true, false, false]);
  });

  it("counts Wed and diced Planets; the starting hand is one card per diced Planet", () => {
    const ctx = omegaSheetContext(input(SAMPLE_OMEGA.system));
    expect(ctx).toMatchObject({ wedCount: 1, dicedCount: 4, startingCards: 4, canRoll: true, notices: [] });
    const one = omegaSheetContext(
      input({ ...SAMPLE_OMEGA.system, planets: { known: 8, passion: null, dynamic: null, static: null, lost: null } }),
    );
    expect(one).toMatchObject({ wedCount: 4, dicedCount: 1, startingCards: 1, canRoll: true });
    expect(one.notices).toEqual([`${LANG}.Warnings.fewDiced`]);
  });

  it("passes the texts through, and blanks what is not text", () => {
    const ctx = omegaSheetContext(input(SAMPLE_OMEGA.system));
    expect(ctx).toMatchObject({
      name: "La Fenice",
      img: "f.webp",
      editable: true,
      creation: true,
      shtick: "The flame that will not die",
      concept: { source: SAMPLE_OMEGA.system.concept, enriched: "<p>c</p>" },
      notes: { source: SAMPLE_OMEGA.system.notes, enriched: "<p>n</p>" },
    });
    const blank = omegaSheetContext(
      input({ planets: SAMPLE_OMEGA.system.planets, shtick: 1, concept: null, creation: "yes" }),
    );
    expect(blank).toMatchObject({
      creation: false,
      shtick: "",
      concept: { source: "", enriched: "<p>c</p>" },
      notes: { source: "", enriched: "<p>n</p>" },
    });
  });
});
