// Spending development points (SRD "Advancement": "A point buys +1 attribute,
// a new skill, an enhancement or an upgrade, a preternae or an upgrade, a
// sphere, or +1 vitality"), beyond sheets.test.ts: every kind of upgrade, the
// new items' starting data, companions' attributes, and what refuses a plan.
import { describe, expect, it } from "vitest";
import {
  EMPTY_PURCHASE,
  planPurchase,
  type CompanionView,
  type Purchase,
} from "../../../../src/games/personae/sheets/advancement";
import type { PlainItem } from "../../../../src/games/personae/data/common";
import { DUNMORE } from "../../../../src/games/personae/samples";

const P = "STORY_ENGINES.Personae.Advance.Problem";
const dunmore = { ...DUNMORE.system, development: { points: 3, earned: 3 } };

const enhancement = (id: string, system: Record<string, unknown>): PlainItem => ({
  id,
  name: id,
  type: "personaeEnhancement",
  system,
});
const ITEMS: PlainItem[] = [
  enhancement("plain", { superior: false, exceptional: false, upgrades: 0 }),
  enhancement("superior", { superior: true, exceptional: false, upgrades: 2 }),
  enhancement("exceptional", { superior: true, exceptional: true, upgrades: 1 }),
  { id: "ward", name: "Ward", type: "personaePreternae", system: { targets: 2, hits: 1, upgrades: 1 } },
  { id: "heraldry", name: "Heraldry", type: "personaeSphere", system: { kind: "expertise" } },
];

const plan = (purchase: Partial<Purchase>, items = ITEMS, companions: CompanionView[] = []) =>
  planPurchase(dunmore, items, companions, { ...EMPTY_PURCHASE, ...purchase });

describe("upgrades (SRD 'Upgrades')", () => {
  it("an enhancement becomes Superior, then Exceptional (it must be Superior first)", () => {
    expect(plan({ kind: "upgrade", itemId: "plain", upgrade: "superior" }).item).toEqual({
      id: "plain",
      changes: { "system.superior": true },
    });
    expect(plan({ kind: "upgrade", itemId: "plain", upgrade: "exceptional" }).problems).toEqual([`${P}.upgrade`]);
    expect(plan({ kind: "upgrade", itemId: "superior", upgrade: "exceptional" })).toMatchObject({
      cost: 1,
      problems: [],
      item: { id: "superior", changes: { "system.exceptional": true } },
    });
    expect(plan({ kind: "upgrade", itemId: "superior", upgrade: "superior" }).problems).toEqual([`${P}.upgrade`]);
    expect(plan({ kind: "upgrade", itemId: "exceptional", upgrade: "exceptional" }).problems).toEqual([`${P}.upgrade`]);
  });

  it("one more upgrade counts on from the item's own", () => {
    expect(plan({ kind: "upgrade", itemId: "superior", upgrade: "upgrade" }).item).toEqual({
      id: "superior",
      changes: { "system.upgrades": 3 },
    });
    expect(plan({ kind: "upgrade", itemId: "ward", upgrade: "upgrade" }).item).toEqual({
      id: "ward",
      changes: { "system.upgrades": 2 },
    });
    // An item saved before upgrades were counted starts from none.
    const bare = [enhancement("bare", { superior: false })];
    expect(plan({ kind: "upgrade", itemId: "bare", upgrade: "upgrade" }, bare).item).toEqual({
      id: "bare",
      changes: { "system.upgrades": 1 },
    });
  });

  it("a preternae gains one more target or one more hit, never Superior", () => {
    expect(plan({ kind: "upgrade", itemId: "ward", upgrade: "target" }).item).toEqual({
      id: "ward",
      changes: { "system.targets": 3, "system.upgrades": 2 },
    });
    expect(plan({ kind: "upgrade", itemId: "ward", upgrade: "hit" }).item).toEqual({
      id: "ward",
      changes: { "system.hits": 2, "system.upgrades": 2 },
    });
    expect(plan({ kind: "upgrade", itemId: "ward", upgrade: "superior" })).toMatchObject({
      item: null,
      problems: [`${P}.upgrade`],
    });
    const blank = [{ id: "blank", name: "Blank", type: "personaePreternae", system: {} }];
    expect(plan({ kind: "upgrade", itemId: "blank", upgrade: "target" }, blank).item?.changes).toEqual({
      "system.targets": 2,
      "system.upgrades": 1,
    });
    expect(plan({ kind: "upgrade", itemId: "blank", upgrade: "hit" }, blank).item?.changes).toEqual({
      "system.hits": 1,
      "system.upgrades": 1,
    });
  });

  it("an enhancement gains no target or hit", () => {
    expect(plan({ kind: "upgrade", itemId: "plain", upgrade: "target" }).problems).toEqual([`${P}.upgrade`]);
    expect(plan({ kind: "upgrade", itemId: "plain", upgrade: "hit" }).problems).toEqual([`${P}.upgrade`]);
  });

  it("only an enhancement or a preternae is upgraded, and only one the character has", () => {
    for (const itemId of ["heraldry", "gone"]) {
      expect(plan({ kind: "upgrade", itemId, upgrade: "upgrade" })).toMatchObject({
        item: null,
        problems: [`${P}.item`],
      });
    }
  });
});

describe("new traits", () => {
  it("a new skill starts unlocked at 2 dice on its attribute (COM when none is chosen)", () => {
    expect(plan({ kind: "skill", name: "  Swordplay  ", attribute: "pro" }).create).toEqual({
      name: "Swordplay",
      type: "personaeSkill",
      system: { attribute: "pro", rating: 2, unlocked: true },
    });
    expect(plan({ kind: "skill", name: "Poise", attribute: "nonsense" }).create).toMatchObject({
      system: { attribute: "com" },
    });
  });

  it("a new preternae starts Instant, one target, one hit", () => {
    expect(plan({ kind: "preternae", name: "Ward" })).toMatchObject({
      cost: 1,
      problems: [],
      create: { name: "Ward", type: "personaePreternae", system: { duration: "I", targets: 1, hits: 1 } },
    });
    expect(plan({ kind: "preternae", name: "   " }).problems).toEqual([`${P}.name`]);
  });

  it("an ordinary enhancement costs 1 and a Superior one 2", () => {
    expect(plan({ kind: "enhancement", name: "Keen", level: "ordinary" })).toMatchObject({
      cost: 1,
      create: { type: "personaeEnhancement", system: { superior: false, exceptional: false } },
    });
    expect(plan({ kind: "enhancement", name: "Keen", level: "superior" })).toMatchObject({
      cost: 2,
      create: { system: { superior: true, exceptional: false } },
      actor: { "system.development.points": 1 },
    });
  });

  it("keeps a name to 100 characters", () => {
    const created = plan({ kind: "sphere", name: "x".repeat(150) }).create as { name: string };
    expect(created.name).toBe("x".repeat(100));
  });

  it("refuses an attribute that is not one of the six", () => {
    expect(plan({ kind: "attribute", attribute: "luck" })).toMatchObject({
      problems: [`${P}.attribute`],
      actor: { "system.development.points": 2 },
    });
  });
});

describe("companions (paid from the owner's points)", () => {
  const pip: CompanionView = {
    uuid: "Actor.pip",
    name: "Pip",
    toughness: "minor",
    attributes: { com: 2, cng: 2, res: 1, pro: 2, kno: 1, sta: 2 },
    priorities: DUNMORE.system.priorities,
  };

  it("raises a companion's attribute within its order of importance", () => {
    expect(plan({ kind: "companion", companion: "Actor.pip", companionBuy: "cng" }, [], [pip])).toMatchObject({
      cost: 1,
      problems: [],
      companion: { uuid: "Actor.pip", changes: { "system.attributes.cng": 3 } },
      actor: { "system.development.points": 2 },
    });
    // KNO is Pip's hindrance: at 2 it would pass the third priority (RES 1).
    expect(plan({ kind: "companion", companion: "Actor.pip", companionBuy: "kno" }, [], [pip]).problems).toEqual([
      `${P}.priorities`,
    ]);
  });

  it("refuses a companion the character does not have, or a purchase that is neither a step nor an attribute", () => {
    expect(plan({ kind: "companion", companion: "Actor.nobody", companionBuy: "step" }, [], [pip])).toMatchObject({
      companion: null,
      problems: [`${P}.companion`],
    });
    expect(plan({ kind: "companion", companion: "Actor.pip", companionBuy: "luck" }, [], [pip])).toMatchObject({
      companion: null,
      problems: [`${P}.companion`],
    });
  });
});
