// The identity sheet's context row by row, for the SRD's Dunmore in play, a
// supporting identity and a read-only view (SRD "Identity": Potential = sum
// ÷ 10, threshold = Potential + 2, vitality = 1 + STA; "Traits": B/C/S/X
// identifiers, Superior costs double, expertise once per session).
import { describe, expect, it } from "vitest";
import { buildIdentityContext } from "../../../../src/games/personae/sheets/identity-context";
import type { PlainItem } from "../../../../src/games/personae/data/common";
import {
  CAPTAIN,
  captainItems,
  DUNMORE,
  dunmoreItems,
  enhancement,
  preternae,
  sampleId,
  sphere,
} from "../../../../src/games/personae/samples";

const L = "STORY_ENGINES.Personae";
type Ctx = Record<string, unknown> & {
  attributes: Record<string, unknown>[];
  skills: Record<string, unknown>[];
  enhancements: Record<string, unknown>[];
  preternae: Record<string, unknown>[];
  spheres: Record<string, unknown>[];
};

function build(who: { name: string; img: string; system: typeof DUNMORE.system }, items: PlainItem[], extra = {}): Ctx {
  return buildIdentityContext({
    actor: who,
    system: who.system,
    items,
    editable: true,
    enrichedNotes: "<p>notes</p>",
    companions: [],
    owner: null,
    chorusPool: 4,
    ...extra,
  }) as Ctx;
}

describe("Dunmore's sheet in play", () => {
  const dunmore = { ...DUNMORE, system: { ...DUNMORE.system, development: { points: 1, earned: 2 } } };
  // Built inside each test, so the mutation run credits the test that reads it.
  const sheet = () => build(dunmore, dunmoreItems());

  it("names the kind, mode and toughness, and unlocks what an editor may do", () => {
    const c = sheet();
    expect(c).toMatchObject({
      name: "Dunmore",
      character: true,
      creationMode: false,
      kindKey: `${L}.Kind.character`,
      canBeginPlay: false,
      prioritiesLocked: true,
      canChallenge: true,
      companionReady: false,
      owner: null,
      companions: [],
      enrichedNotes: "<p>notes</p>",
    });
    expect(c.figures).toMatchObject({
      potential: 1,
      threshold: 3,
      vitality: 3,
      // 10 creation points spent of 10; the prowess pool is PRO 3 × 3 = 9 dice, Acrobatics uses 1 above its base 2.
      points: { spent: 10, pool: 10, over: false },
      prowess: { used: 1, pool: 9, unassigned: 8, over: false },
      limits: [],
    });
  });

  it("lists the six attributes with priority and minimum (a hindrance may be 0)", () => {
    const c = sheet();
    expect(c.attributes[0]).toEqual({
      id: "com",
      labelKey: `${L}.Attribute.com`,
      abbrKey: `${L}.AttributeAbbr.com`,
      value: 2,
      priority: "second",
      priorityKey: `${L}.Priority.second`,
      valueName: "system.attributes.com",
      priorityName: "system.priorities.com",
      min: 1,
    });
    expect(c.attributes.map((a) => [a.id, a.value, a.min])).toEqual([
      ["com", 2, 1],
      ["cng", 2, 1],
      ["res", 1, 1],
      ["pro", 3, 1],
      ["kno", 0, 0],
      ["sta", 2, 1],
    ]);
  });

  it("criticals bank up to the threshold; the tally counts towards it; points can be spent", () => {
    const c = sheet();
    expect(c.criticals).toEqual({ banked: 1, cap: 3, pool: null, canGive: true });
    expect(c.tally).toEqual({ successes: 1, failures: 1, total: 2, target: 3 });
    expect(c.development).toEqual({ points: 1, earned: 2, canSpend: true });
  });

  it("skill rows: rating, dice (1 unskilled when locked), free skills and the cap", () => {
    const c = sheet();
    const acrobatics = c.skills.find((s) => s.name === "Acrobatics");
    expect(acrobatics).toEqual({
      id: sampleId("Acrobatics"),
      name: "Acrobatics",
      attributeKey: `${L}.AttributeAbbr.pro`,
      rating: 3,
      dice: 3,
      unlocked: true,
      free: false,
      overCap: false,
    });
    expect(c.skills.find((s) => s.name === "Counter")).toMatchObject({ free: true, rating: 2, dice: 2 });
    expect(c.skills.map((s) => s.name)).toEqual(
      [...c.skills.map((s) => s.name as string)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("sphere rows: a native language, and expertise with its uses left", () => {
    const c = sheet();
    expect(c.spheres).toEqual([
      {
        id: sampleId("Courtly tongue"),
        name: "Courtly tongue",
        kind: "language",
        kindKey: `${L}.SphereKind.language`,
        native: true,
        expertise: false,
        resource: false,
        uses: expect.any(Number),
        used: expect.any(Number),
        left: expect.any(Number),
        contribution: expect.any(Number),
      },
      expect.objectContaining({ name: "Heraldry", expertise: true, resource: false, uses: 1, used: 0, left: 1 }),
    ]);
  });
});

describe("trait rows", () => {
  it("enhancement identifiers B, C (×n), S, X with the cost and effect", () => {
    const items = [
      enhancement("City-bred", { background: true, effect: "addResult", amount: 1 }),
      enhancement("Duellist", { conditions: 2, superior: true, exceptional: true, upgrades: 1 }),
      enhancement("Patient", { conditions: 1 }),
    ];
    const rows = build(DUNMORE, items).enhancements;
    expect(rows.map((r) => [r.name, r.identifiers])).toEqual([
      ["City-bred", "B"],
      ["Duellist", "C×2 S X"],
      ["Patient", "C"],
    ]);
    expect(rows[0]).toMatchObject({ hasEffect: true, amount: 1, effectKey: expect.stringContaining("addResult") });
    expect(rows[1]).toMatchObject({ superior: true, upgrades: 1, hasEffect: false });
  });

  it("preternae rows: duration, targets, hits and upgrades", () => {
    const rows = build(DUNMORE, [preternae("Ward", { duration: "M", targets: 2, hits: 1, upgrades: 1 })]).preternae;
    expect(rows).toEqual([
      {
        id: sampleId("Ward"),
        name: "Ward",
        duration: "M",
        durationKey: expect.stringContaining("M"),
        targets: 2,
        hits: 1,
        upgrades: 1,
      },
    ]);
  });

  it("an expertise used more often than it allows has none left, not fewer than none", () => {
    const rows = build(DUNMORE, [sphere("Law", { kind: "expertise", uses: 1, used: 3 })]).spheres;
    expect(rows[0]).toMatchObject({ left: 0, expertise: true });
  });
});

describe("other identities and read-only views", () => {
  it("a supporting identity has no Potential; its criticals go to the chorus pool", () => {
    const c = build(CAPTAIN, captainItems());
    expect(c.character).toBe(false);
    expect(c.figures).toMatchObject({ potential: null, threshold: null, vitality: 4 });
    expect(c.criticals).toMatchObject({ cap: null, pool: 4 });
    expect(c.development).toMatchObject({ canSpend: false });
    expect(c.attributes.every((a) => a.min === 0)).toBe(true);
    expect(c.harm).toMatchObject({ hits: 4, shock: 1, hitsRemaining: 0 });
  });

  it("a viewer who cannot edit gets no buttons and locked priorities", () => {
    const c = build(DUNMORE, dunmoreItems(), { editable: false });
    expect(c).toMatchObject({ prioritiesLocked: true, canBeginPlay: false, canChallenge: false });
    expect(c.criticals).toMatchObject({ canGive: false });
    expect(c.development).toMatchObject({ canSpend: false });
    expect(c.harm).toMatchObject({ canRecover: false, clockEditable: false });
  });

  it("a negated identity cannot issue challenges; a companion's owner and companions are listed", () => {
    const negated = { ...DUNMORE, system: { ...DUNMORE.system, negated: true } };
    const c = build(negated, dunmoreItems(), {
      owner: { name: "Hanz", uuid: "Actor.hanz" },
      companions: [{ name: "Pip", uuid: "Actor.pip" }],
    });
    expect(c).toMatchObject({
      canChallenge: false,
      owner: { name: "Hanz", uuid: "Actor.hanz" },
      companions: [{ name: "Pip", uuid: "Actor.pip" }],
    });
    expect(c.harm).toMatchObject({ negated: true });
  });
});
