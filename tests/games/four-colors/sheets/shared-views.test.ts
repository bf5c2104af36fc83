// The pieces every Four Colors sheet shows: descriptors grouped by kind
// (Powers, Weaknesses, Quirks for Wed Planets; Traits, Flaws and Power Stunts
// for diced ones), each with the Planet it is recorded on, what the rules'
// summaries read from them, and the public (limited) view of any actor.
import { describe, expect, it } from "vitest";
import {
  descriptorData,
  descriptorGroups,
  isForceKey,
  limitedContext,
  type ItemInput,
} from "../../../../src/games/four-colors/sheets/shared-context";

const LANG = "STORY_ENGINES.FourColors";

function item(id: string, name: string, system: Record<string, unknown>, type = "fourColorsDescriptor"): ItemInput {
  return { id, name, img: `${id}.webp`, type, system };
}

const items: ItemInput[] = [
  item("t2", "Quick wit", { kind: "trait", planet: "known" }),
  item("t1", "Acrobat", { kind: "trait", planet: "dynamic" }),
  item("f1", "Hot-headed", { kind: "flaw", planet: 4 }),
  item("p1", "Flame wings", { kind: "power", planet: "passion" }),
  item("x1", "Stray", { kind: "sidekick", planet: "known" }),
  item("w1", "Gondola", { kind: "trait", planet: "known" }, "fourColorsVehicle"),
];

describe("descriptors grouped by kind", () => {
  const groups = () => descriptorGroups(items, ["trait", "flaw", "weakness"]);

  it("in the order asked, each with its plural label, names sorted within a group", () => {
    expect(groups().map((g) => [g.kind, g.labelKey, g.items.map((i) => i.name)])).toEqual([
      ["trait", `${LANG}.Descriptor.plural.trait`, ["Acrobat", "Quick wit"]],
      ["flaw", `${LANG}.Descriptor.plural.flaw`, ["Hot-headed"]],
      ["weakness", `${LANG}.Descriptor.plural.weakness`, []],
    ]);
  });

  it("each row: the item, its kind and the Planet recorded on it with its symbol (none when not a Force)", () => {
    const acrobat = groups()[0]?.items[0];
    expect(acrobat).toMatchObject({ id: "t1", name: "Acrobat", img: "t1.webp", kind: "trait" });
    expect(acrobat?.planet).toMatchObject({ force: "dynamic", shape: "diamond" });
    expect(groups()[1]?.items[0]?.planet).toBeNull();
  });
});

describe("what the rules' summaries read", () => {
  it("only descriptors of a known kind, with their Planet as text (blank when not text)", () => {
    expect(descriptorData(items)).toEqual([
      { kind: "trait", planet: "known" },
      { kind: "trait", planet: "dynamic" },
      { kind: "flaw", planet: "" },
      { kind: "power", planet: "passion" },
    ]);
  });
});

describe("a Force key", () => {
  it("is one of the five Forces, as text", () => {
    expect(["known", "passion", "dynamic", "static", "lost"].every(isForceKey)).toBe(true);
    expect([4, "Known", "mercury", "", null].some(isForceKey)).toBe(false);
  });
});

describe("the public (limited) view", () => {
  it("shows the name, portrait, type and public description, with the line for an empty one", () => {
    expect(
      limitedContext({ name: "La Fenice", img: "f.webp", type: "fourColorsOmega", description: "<p>Red</p>" }),
    ).toEqual({
      name: "La Fenice",
      img: "f.webp",
      typeKey: "TYPES.Actor.fourColorsOmega",
      description: "<p>Red</p>",
      emptyKey: `${LANG}.Sheet.noPublicDescription`,
      setsStakes: false,
    });
  });

  it("offers the Storyguide's Set the stakes only when asked for", () => {
    const view = limitedContext({
      name: "La Fenice",
      img: "",
      type: "fourColorsOmega",
      description: "",
      setsStakes: true,
    });
    expect(view.setsStakes).toBe(true);
  });
});
