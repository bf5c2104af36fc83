// The Descriptor sheet's context and the shared sheet parts: which kinds an
// owner takes (an Omega: Power, Weakness, Quirk per Wed Planet and Traits,
// Flaws, Power Stunts; a Diceless character Traits only), the Planet a Trait
// was derived from (recorded "only during creation": the ruling), and the
// groups of Descriptors on a sheet.
import { describe, expect, it } from "vitest";
import {
  descriptorSheetContext,
  type DescriptorSheetInput,
} from "../../../../src/games/four-colors/sheets/descriptor-context";
import {
  descriptorData,
  descriptorGroups,
  forceSymbol,
  limitedContext,
  type ItemInput,
} from "../../../../src/games/four-colors/sheets/shared-context";

const D = "STORY_ENGINES.FourColors.Descriptor";
const input = (system: Record<string, unknown>, owner: DescriptorSheetInput["owner"]): DescriptorSheetInput => ({
  name: "Quick with a blade",
  img: "d.webp",
  system,
  editable: true,
  enriched: { description: "<p>e</p>" },
  owner,
});
const omega = (creation: boolean) => ({ type: "fourColorsOmega", name: "La Fenice", creation });

describe("the Descriptor sheet", () => {
  it("a Trait on an Omega in creation: every kind offered, its Planet editable and shown", () => {
    const c = descriptorSheetContext(input({ kind: "trait", planet: "dynamic", description: "<p>s</p>" }, omega(true)));
    expect(c).toMatchObject({
      name: "Quick with a blade",
      img: "d.webp",
      editable: true,
      kind: "trait",
      kindKey: `${D}.kind.trait`,
      showPlanet: true,
      planetEditable: true,
      planetLockedKey: null,
      planetHintKey: `${D}.planetHintTrait`,
      planet: forceSymbol("dynamic"),
      description: { source: "<p>s</p>", enriched: "<p>e</p>" },
      ownerName: "La Fenice",
    });
    expect(c.kindOptions.map((o) => [o.value, o.selected])).toEqual([
      ["power", false],
      ["weakness", false],
      ["quirk", false],
      ["trait", true],
      ["flaw", false],
      ["powerStunt", false],
    ]);
    expect(c.kindOptions[0]?.labelKey).toBe(`${D}.kind.power`);
    expect(c.planetOptions[0]).toEqual({ value: "", labelKey: `${D}.noPlanet`, selected: false });
    expect(c.planetOptions.map((o) => [o.value, o.selected])).toEqual([
      ["", false],
      ["known", false],
      ["passion", false],
      ["dynamic", true],
      ["static", false],
      ["lost", false],
    ]);
    expect(c.planetOptions[1]?.labelKey).toBe("STORY_ENGINES.FourColors.Planet.mercury");
  });

  it("once play begins an Omega's Trait keeps its Planet; a Power's Planet stays editable", () => {
    expect(descriptorSheetContext(input({ kind: "flaw", planet: "lost" }, omega(false)))).toMatchObject({
      planetEditable: false,
      planetLockedKey: `${D}.planetLocked`,
    });
    expect(descriptorSheetContext(input({ kind: "power", planet: "passion" }, omega(false)))).toMatchObject({
      planetEditable: true,
      planetLockedKey: null,
      planetHintKey: `${D}.planetHintWed`,
    });
  });

  it("on a Diceless character: Traits only (and the kind it has), no Planet field", () => {
    const c = descriptorSheetContext(
      input({ kind: "quirk", planet: "" }, { type: "fourColorsDiceless", name: "Messer Bruno", creation: false }),
    );
    expect(c.kindOptions.map((o) => o.value)).toEqual(["quirk", "trait", "flaw", "powerStunt"]);
    expect(c).toMatchObject({ showPlanet: false, planet: null, ownerName: "Messer Bruno" });
    expect(c.planetOptions[0]?.selected).toBe(true);
  });

  it("unowned, with unreadable data: a Trait with no Planet and no text", () => {
    const c = descriptorSheetContext(input({ kind: "legend", planet: "venus", description: 3 }, null));
    expect(c).toMatchObject({
      kind: "trait",
      showPlanet: true,
      planetEditable: true,
      planet: null,
      ownerName: null,
      description: { source: "", enriched: "<p>e</p>" },
    });
    expect(c.kindOptions).toHaveLength(6);
  });
});

describe("the shared sheet parts", () => {
  const item = (
    id: string,
    name: string,
    system: Record<string, unknown>,
    type = "fourColorsDescriptor",
  ): ItemInput => ({
    id,
    name,
    img: `${id}.webp`,
    type,
    system,
  });
  const items = [
    item("b", "Zeal", { kind: "trait", planet: "known" }),
    item("a", "Agile", { kind: "trait", planet: "nowhere" }),
    item("c", "Burns", { kind: "weakness", planet: "passion" }),
    item("x", "Sword", { kind: "trait" }, "fourColorsGear"),
    item("y", "Odd", { kind: "legend", planet: "known" }),
  ];

  it("groups Descriptors by kind, by name, with their Planet's symbol", () => {
    expect(descriptorGroups(items, ["trait", "weakness", "flaw"])).toEqual([
      {
        kind: "trait",
        labelKey: `${D}.plural.trait`,
        items: [
          { id: "a", name: "Agile", img: "a.webp", kind: "trait", planet: null },
          { id: "b", name: "Zeal", img: "b.webp", kind: "trait", planet: forceSymbol("known") },
        ],
      },
      {
        kind: "weakness",
        labelKey: `${D}.plural.weakness`,
        items: [{ id: "c", name: "Burns", img: "c.webp", kind: "weakness", planet: forceSymbol("passion") }],
      },
      { kind: "flaw", labelKey: `${D}.plural.flaw`, items: [] },
    ]);
  });

  it("the Descriptors' data for the counts: known kinds only, a missing Planet as empty", () => {
    expect(descriptorData([...items, item("z", "Plain", { kind: "quirk", planet: 4 })])).toEqual([
      { kind: "trait", planet: "known" },
      { kind: "trait", planet: "nowhere" },
      { kind: "weakness", planet: "passion" },
      { kind: "quirk", planet: "" },
    ]);
  });

  it("the limited view: name, image, type and the public description", () => {
    expect(
      limitedContext({ name: "Bruno", img: "b.webp", type: "fourColorsDiceless", description: "<p>p</p>" }),
    ).toEqual({
      name: "Bruno",
      img: "b.webp",
      typeKey: "TYPES.Actor.fourColorsDiceless",
      description: "<p>p</p>",
      emptyKey: "STORY_ENGINES.FourColors.Sheet.noPublicDescription",
      setsStakes: false,
    });
  });
});
