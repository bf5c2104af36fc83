// Pure context builders of the Four Colors sheets, and the gallery entries
// rendered through the gallery's own Handlebars set-up (every key present,
// no raw mustache).
import { describe, it, expect } from "vitest";
import { createHandlebars, renderEntry } from "../../../../tools/gallery/render.mjs";
import { HELPERS } from "../../../../src/core/handlebars-helpers";
import { initialSystem } from "../../../../src/schema";
import { omegaSpec } from "../../../../src/games/four-colors/data/omega";
import { omegaSheetContext, type OmegaSheetInput } from "../../../../src/games/four-colors/sheets/omega-context";
import { titleSheetContext } from "../../../../src/games/four-colors/sheets/title-context";
import { descriptorSheetContext } from "../../../../src/games/four-colors/sheets/descriptor-context";
import { dicelessSheetContext } from "../../../../src/games/four-colors/sheets/diceless-context";
import { traitChartContext } from "../../../../src/games/four-colors/sheets/trait-chart-context";
import { symbolPoints } from "../../../../src/games/four-colors/sheets/shared-context";
import { sheetGalleryEntries, SAMPLE_OMEGA, SAMPLE_CHART } from "../../../../src/games/four-colors/sheets/gallery-part";
import { dataDefinition } from "../../../../src/games/four-colors/data/definition-part";
import { titleSlotsContext } from "../../../../src/games/four-colors/cards/cards-context";

const slotsPanel = (mains: string[], slots: { cardUuid: string; name: string }[]) =>
  titleSlotsContext({ title: { mains, slots }, viewerIsMain: false });

function omegaInput(overrides: Partial<OmegaSheetInput> = {}): OmegaSheetInput {
  return {
    name: SAMPLE_OMEGA.name,
    img: SAMPLE_OMEGA.img,
    system: SAMPLE_OMEGA.system,
    items: SAMPLE_OMEGA.items,
    editable: true,
    allowD16: false,
    chart: SAMPLE_CHART,
    enriched: { concept: "", notes: "" },
    titles: [],
    title: null,
    storypath: null,
    ...overrides,
  };
}

describe("Omega sheet context", () => {
  const context = omegaSheetContext(omegaInput());

  it("draws the five Planets in the book's order with their Force symbols", () => {
    expect(context.planets.map((p) => [p.force, p.symbol.shape])).toEqual([
      ["known", "octagon"],
      ["passion", "pentagon"],
      ["dynamic", "diamond"],
      ["static", "heptagon"],
      ["lost", "hexagon"],
    ]);
    expect(context.planets.map((p) => p.dieLabel)).toEqual(["d8", null, "d4", "d10", "d6"]);
  });

  it("offers d16 only when the world allows it, and Wed always", () => {
    const values = (ctx: typeof context) => ctx.planets[0]?.options.map((o) => o.value);
    expect(values(context)).toEqual(["", "4", "6", "8", "10", "12", "20"]);
    expect(values(omegaSheetContext(omegaInput({ allowD16: true })))).toEqual([
      "",
      "4",
      "6",
      "8",
      "10",
      "12",
      "16",
      "20",
    ]);
    expect(context.planets[1]?.options.find((o) => o.selected)?.value).toBe("");
  });

  it("shows which of Power, Weakness, Quirk each Wed Planet lacks", () => {
    expect(context.planets.find((p) => p.force === "passion")?.missing).toEqual([
      "STORY_ENGINES.FourColors.Descriptor.kind.quirk",
    ]);
  });

  it("counts Traits per diced Planet and warns against the chart", () => {
    const dynamic = context.planets.find((p) => p.force === "dynamic");
    expect(dynamic?.traits).toBe(3);
    expect(dynamic?.warnings).toEqual([]);
    const known = context.planets.find((p) => p.force === "known");
    expect(known?.warnings).toEqual([]);
    const lost = context.planets.find((p) => p.force === "lost");
    expect(lost?.warnings.map((w) => w.key)).toEqual(["STORY_ENGINES.FourColors.Warnings.traitCount"]);
  });

  it("gives the starting Storypath Cards and lets a diced Omega roll", () => {
    expect(context.startingCards).toBe(4);
    expect(context.canRoll).toBe(true);
    const fresh = omegaSheetContext(omegaInput({ system: initialSystem(omegaSpec.fields), items: [] }));
    expect(fresh.canRoll).toBe(false);
    expect(fresh.startingCards).toBe(0);
    expect(fresh.planets.every((p) => p.wed)).toBe(true);
  });

  it("groups descriptors by kind", () => {
    expect(context.descriptorGroups.map((g) => [g.kind, g.items.length])).toEqual([
      ["power", 1],
      ["weakness", 1],
      ["quirk", 0],
      ["trait", 4],
      ["flaw", 2],
      ["powerStunt", 1],
    ]);
  });
});

describe("Title sheet context", () => {
  it("counts one slot per titleCardSlots and warns when cards outnumber slots", () => {
    const context = titleSheetContext({
      name: "T",
      img: "",
      system: {
        mains: ["Actor.a", "Actor.b", "Actor.c", "Actor.d", "Actor.e"],
        slots: [
          { cardUuid: "Cards.d.Card.x", name: "X" },
          { cardUuid: "Cards.d.Card.y", name: "" },
        ],
        issues: [],
      },
      editable: true,
      enriched: { description: "" },
      mains: [],
      omegas: [
        { uuid: "Actor.a", name: "A" },
        { uuid: "Actor.z", name: "Z" },
      ],
      slotsPanel: slotsPanel(["Actor.a"], []),
    });
    expect(context.slotCount).toBe(1);
    expect(context.filled).toBe(2);
    expect(context.open).toBe(0);
    expect(context.overfull).toBe(true);
    expect(context.nextIssue).toBe(1);
  });

  it("numbers the next Issue after the highest logged", () => {
    const context = titleSheetContext({
      name: "T",
      img: "",
      system: {
        mains: [],
        slots: [],
        issues: [
          { number: 3, title: "", date: "", notes: "" },
          { number: 1, title: "", date: "", notes: "" },
        ],
      },
      editable: true,
      enriched: { description: "" },
      mains: [{ uuid: "Actor.a", name: "A", img: "", found: true }],
      omegas: [
        { uuid: "Actor.a", name: "A" },
        { uuid: "Actor.z", name: "Z" },
      ],
      slotsPanel: slotsPanel([], []),
    });
    expect(context.nextIssue).toBe(4);
    expect(context.slotCount).toBe(5);
    expect(context.omegaOptions).toEqual([{ value: "Actor.z", label: "Z" }]);
    expect(context.issues[0]?.index).toBe(0);
  });
});

describe("Descriptor sheet context", () => {
  const base = {
    name: "Blade",
    img: "",
    editable: true,
    enriched: { description: "" },
    system: { kind: "trait", planet: "dynamic", description: "" },
  };

  it("locks a Trait's Planet once its Omega leaves creation mode", () => {
    expect(
      descriptorSheetContext({ ...base, owner: { type: "fourColorsOmega", name: "O", creation: true } }).planetEditable,
    ).toBe(true);
    const locked = descriptorSheetContext({ ...base, owner: { type: "fourColorsOmega", name: "O", creation: false } });
    expect(locked.planetEditable).toBe(false);
    expect(locked.planetLockedKey).toBe("STORY_ENGINES.FourColors.Descriptor.planetLocked");
  });

  it("hides the Planet and offers Trait kinds only on a Diceless character", () => {
    const context = descriptorSheetContext({
      ...base,
      owner: { type: "fourColorsDiceless", name: "D", creation: false },
    });
    expect(context.showPlanet).toBe(false);
    expect(context.kindOptions.map((k) => k.value)).toEqual(["trait", "flaw", "powerStunt"]);
  });
});

describe("Diceless and chart contexts", () => {
  it("shows the rank and counts Traits", () => {
    const context = dicelessSheetContext({
      name: "D",
      img: "",
      system: { rank: "walkOn", description: "", notes: "" },
      items: [{ id: "1", name: "A", img: "", type: "fourColorsDescriptor", system: { kind: "trait", planet: "" } }],
      editable: false,
      enriched: { description: "", notes: "" },
      isGM: false,
      storypath: null,
    });
    // Only the GM sets a Diceless Main character's starting Storypath Cards (1 when never set).
    expect(context.startingCards).toEqual({ field: "system.startingCards", value: 1, editable: false });
    expect(context.storypath).toBeNull();
    expect(context.rankOptions.find((r) => r.selected)?.value).toBe("walkOn");
    expect(context.traitCount).toBe(1);
  });

  it("lists every die size of the chart (d16 with the setting)", () => {
    expect(traitChartContext({}, false).rows.map((r) => r.label)).toEqual(["d4", "d6", "d8", "d10", "d12", "d20"]);
    expect(traitChartContext(SAMPLE_CHART, true).rows.find((r) => r.size === 4)).toMatchObject({
      traits: "3",
      flaw: true,
    });
  });
});

describe("the warning when fewer than two Planets hold a die", () => {
  const FEW = "STORY_ENGINES.FourColors.Warnings.fewDiced";
  const diced = (...dice: (number | null)[]) => {
    const [known = null, passion = null, dynamic = null, statik = null, lost = null] = dice;
    return omegaSheetContext(
      omegaInput({ system: { ...SAMPLE_OMEGA.system, planets: { known, passion, dynamic, static: statik, lost } } }),
    );
  };

  it("warns with no diced Planet and with one, not with two or more", () => {
    expect(diced().notices).toEqual([FEW]);
    expect(diced(8).notices).toEqual([FEW]);
    expect(diced(null, null, null, null, 20).notices).toEqual([FEW]);
    expect(diced(8, 6).notices).toEqual([]);
    expect(diced(8, 6, 4, 10, 12).notices).toEqual([]);
    expect(omegaSheetContext(omegaInput()).dicedCount).toBe(4);
    expect(diced(8).dicedCount).toBe(1);
  });

  it("shows it on the sheet", () => {
    const entry = sheetGalleryEntries().find((e) => e.id === "four-colors-omega");
    const part = entry?.parts[0];
    if (!entry || !part) throw new Error("no Omega gallery entry");
    const { hbs } = createHandlebars(HELPERS);
    const render = (ctx: Record<string, unknown>) => renderEntry(hbs, { ...entry, parts: [{ ...part, context: ctx }] });
    expect(render({ ...part.context, notices: diced(8).notices })).toContain(
      "Fewer than two Planets hold a die: the Hierarchy cannot order anything.",
    );
    expect(render(part.context)).not.toContain("Fewer than two Planets hold a die");
  });
});

describe("Force symbols", () => {
  it("has the book's number of corners", () => {
    const corners = (shape: Parameters<typeof symbolPoints>[0]) => symbolPoints(shape).split(" ").length;
    expect([
      corners("octagon"),
      corners("pentagon"),
      corners("diamond"),
      corners("heptagon"),
      corners("hexagon"),
    ]).toEqual([8, 5, 4, 7, 6]);
  });
});

describe("gallery entries render", () => {
  const { hbs } = createHandlebars(HELPERS);
  const entries = sheetGalleryEntries();
  const declared = new Set(dataDefinition.templates ?? []);

  it("cover every sheet, full and limited", () => {
    expect(entries.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        "four-colors-omega",
        "four-colors-omega-limited",
        "four-colors-diceless",
        "four-colors-diceless-limited",
        "four-colors-title",
        "four-colors-title-limited",
        "four-colors-descriptor",
        "four-colors-descriptor-limited",
        "four-colors-trait-chart",
      ]),
    );
  });

  for (const entry of entries) {
    it(entry.id, () => {
      for (const part of entry.parts) expect(declared.has(part.template), part.template).toBe(true);
      const html = renderEntry(hbs, entry);
      expect(html).not.toContain("{{");
      expect(html).not.toMatch(/STORY_ENGINES\.|TYPES\./);
    });
  }
});
