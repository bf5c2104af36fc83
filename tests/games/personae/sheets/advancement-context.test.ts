// The development point dialog's context (SRD "Advancement": a point buys +1
// attribute, a new skill, an enhancement or an upgrade, a preternae or an
// upgrade, a sphere, or +1 vitality; companions from the owner's points) and
// how it reads its form.
import { describe, expect, it } from "vitest";
import { EMPTY_PURCHASE, type CompanionView } from "../../../../src/games/personae/sheets/advancement";
import { advancementContext, readPurchase } from "../../../../src/games/personae/sheets/advancement-context";
import type { PlainItem } from "../../../../src/games/personae/data/common";
import { DUNMORE } from "../../../../src/games/personae/samples";

const A = "STORY_ENGINES.Personae.Advance";
const L = "STORY_ENGINES.Personae";
const dunmore = { ...DUNMORE.system, development: { points: 2, earned: 5 } };
const ITEMS: PlainItem[] = [
  { id: "keen", name: "Keen", type: "personaeEnhancement", system: { superior: false, upgrades: 2 } },
  { id: "ward", name: "Ward", type: "personaePreternae", system: { targets: 1, hits: 1 } },
  { id: "heraldry", name: "Heraldry", type: "personaeSphere", system: { kind: "expertise" } },
];
const PIP: CompanionView = {
  uuid: "Actor.pip",
  name: "Pip",
  toughness: "medium",
  attributes: { com: 2, cng: 2, res: 1, pro: 2, kno: 1, sta: 2 },
  priorities: DUNMORE.system.priorities,
};

describe("the development point dialog", () => {
  it("offers every kind of purchase, the companion only to a character who has one", () => {
    const kinds = (companions: CompanionView[]) =>
      (advancementContext(dunmore, ITEMS, companions, EMPTY_PURCHASE).kinds as { value: string }[]).map((k) => k.value);
    const all = ["attribute", "skill", "enhancement", "upgrade", "preternae", "sphere", "vitality"];
    expect(kinds([])).toEqual(all);
    expect(kinds([PIP])).toEqual([...all, "companion"]);
  });

  it("an upgrade: the enhancements and preternae with their upgrades so far, the chosen one selected", () => {
    const c = advancementContext(dunmore, ITEMS, [PIP], {
      ...EMPTY_PURCHASE,
      kind: "upgrade",
      itemId: "ward",
      upgrade: "target",
    });
    expect(c.points).toBe(2);
    expect(c.kinds).toContainEqual({ value: "upgrade", labelKey: `${A}.kind.upgrade`, selected: true });
    expect(c.kinds).toContainEqual({ value: "attribute", labelKey: `${A}.kind.attribute`, selected: false });
    expect(c.kind).toEqual({
      attribute: false,
      skill: false,
      enhancement: false,
      upgrade: true,
      preternae: false,
      sphere: false,
      vitality: false,
      companion: false,
    });
    expect(c.named).toBe(false);
    expect(c.items).toEqual([
      { value: "keen", label: "Keen (E, 2)", selected: false },
      { value: "ward", label: "Ward (P, 0)", selected: true },
    ]);
    expect(c.upgrades).toEqual(
      ["superior", "exceptional", "upgrade", "target", "hit"].map((u) => ({
        value: u,
        labelKey: `${A}.upgrade.${u}`,
        selected: u === "target",
      })),
    );
    expect(c.cost).toBe(1);
    expect(c.problems).toEqual([]);
  });

  it("an attribute: the six with their scores; the levels of an enhancement with their costs 1, 2, 3", () => {
    const c = advancementContext(dunmore, ITEMS, [], { ...EMPTY_PURCHASE, kind: "attribute", attribute: "kno" });
    expect(c.attributes).toEqual([
      { value: "com", labelKey: `${L}.AttributeAbbr.com`, score: 2, selected: false },
      { value: "cng", labelKey: `${L}.AttributeAbbr.cng`, score: 2, selected: false },
      { value: "res", labelKey: `${L}.AttributeAbbr.res`, score: 1, selected: false },
      { value: "pro", labelKey: `${L}.AttributeAbbr.pro`, score: 3, selected: false },
      { value: "kno", labelKey: `${L}.AttributeAbbr.kno`, score: 0, selected: true },
      { value: "sta", labelKey: `${L}.AttributeAbbr.sta`, score: 2, selected: false },
    ]);
    const e = advancementContext(dunmore, ITEMS, [], { ...EMPTY_PURCHASE, kind: "enhancement", level: "exceptional" });
    expect(e.levels).toEqual([
      { value: "ordinary", labelKey: `${A}.level.ordinary`, cost: 1, selected: false },
      { value: "superior", labelKey: `${A}.level.superior`, cost: 2, selected: false },
      { value: "exceptional", labelKey: `${A}.level.exceptional`, cost: 3, selected: true },
    ]);
    // Exceptional costs 3 but Dunmore holds 2 points; no name given yet either.
    expect(e).toMatchObject({ named: true, name: "", cost: 3 });
    expect(e.problems).toEqual([`${A}.Problem.name`, `${A}.Problem.points`]);
  });

  it("a sphere's kinds and a companion's purchases: a step or one of its attributes", () => {
    const s = advancementContext(dunmore, ITEMS, [], { ...EMPTY_PURCHASE, kind: "sphere", sphereKind: "resource" });
    expect(s.named).toBe(true);
    expect(s.sphereKinds).toEqual([
      { value: "language", labelKey: `${L}.SphereKind.language`, selected: false },
      { value: "expertise", labelKey: `${L}.SphereKind.expertise`, selected: false },
      { value: "resource", labelKey: `${L}.SphereKind.resource`, selected: true },
    ]);
    const c = advancementContext(dunmore, ITEMS, [PIP], {
      ...EMPTY_PURCHASE,
      kind: "companion",
      companion: "Actor.pip",
      companionBuy: "cng",
    });
    expect(c.kind).toMatchObject({ companion: true, upgrade: false });
    expect(c.companions).toEqual([
      { value: "Actor.pip", label: "Pip", toughnessKey: `${L}.Toughness.medium`, selected: true },
    ]);
    const buys = c.companionBuys as { value: string; labelKey: string; selected: boolean }[];
    expect(buys[0]).toEqual({ value: "step", labelKey: `${A}.companionStep`, selected: false });
    expect(buys.slice(1).map((b) => [b.value, b.selected])).toEqual([
      ["com", false],
      ["cng", true],
      ["res", false],
      ["pro", false],
      ["kno", false],
      ["sta", false],
    ]);
    expect(buys[2]?.labelKey).toBe(`${L}.AttributeAbbr.cng`);
  });

  it("reads the form, keeping the previous choice for anything missing or not offered", () => {
    const previous = {
      ...EMPTY_PURCHASE,
      kind: "sphere" as const,
      name: "Elvish",
      itemId: "ward",
      companion: "Actor.pip",
    };
    expect(
      readPurchase(
        {
          kind: "upgrade",
          attribute: "luck",
          name: "y".repeat(120),
          level: "superior",
          itemId: "keen",
          upgrade: "hit",
          sphereKind: "language",
          companion: "Actor.other",
          companionBuy: "sta",
        },
        previous,
      ),
    ).toEqual({
      kind: "upgrade",
      attribute: "com",
      name: "y".repeat(100),
      level: "superior",
      itemId: "keen",
      upgrade: "hit",
      sphereKind: "language",
      companion: "Actor.other",
      companionBuy: "sta",
    });
    expect(
      readPurchase({ kind: "wish", level: "legendary", upgrade: "more", sphereKind: "magic", itemId: 3 }, previous),
    ).toEqual(previous);
  });
});
