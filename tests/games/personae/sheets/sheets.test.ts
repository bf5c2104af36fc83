// The identity and item sheets' pure parts: the context builders, the rules a
// submit must pass beyond the spec, development point purchases, the token bar.
import { describe, expect, it } from "vitest";
import {
  buildIdentityContext,
  buildIdentityLimitedContext,
} from "../../../../src/games/personae/sheets/identity-context";
import { buildItemContext } from "../../../../src/games/personae/sheets/item-context";
import { identityExtraRules, skillRatingRules } from "../../../../src/games/personae/sheets/identity-rules";
import { planPurchase, EMPTY_PURCHASE } from "../../../../src/games/personae/sheets/advancement";
import { advancementContext, readPurchase } from "../../../../src/games/personae/sheets/advancement-context";
import { barRefused, freeSkillItems, hitsForBar, TRACKABLE } from "../../../../src/games/personae/data/identity-hooks";
import { giveProblems } from "../../../../src/games/personae/sheets/give-critical";
import {
  DUNMORE,
  dunmoreItems,
  NEWCOMER,
  newcomerItems,
  sampleId,
  sampleIdentity,
} from "../../../../src/games/personae/samples";

interface Row {
  name: string;
  key: string;
  value: string;
  overCap: boolean;
}
/** The parts of a context the tests read. */
interface Ctx {
  figures: { limits: Row[] };
  prioritiesLocked: boolean;
  creationMode: boolean;
  warnings: Row[];
  skills: Row[];
  harm: Record<string, unknown>;
  kind: Record<string, boolean>;
  kinds: Row[];
}

const ctx = (who: typeof DUNMORE, items = dunmoreItems()): Ctx =>
  buildIdentityContext({
    actor: who,
    system: who.system,
    items,
    editable: true,
    enrichedNotes: "",
    companions: [],
    owner: null,
    chorusPool: null,
  }) as unknown as Ctx;

const CLOCK = {
  inEncounter: false,
  recoveryTried: false,
  recoveryWait: 0,
  relapse: false,
  violent: false,
  acted: false,
};

describe("identity context", () => {
  it("a character in play: Potential, threshold, vitality, priorities locked, no creation warnings", () => {
    const c = ctx(DUNMORE);
    expect(c.figures).toMatchObject({ potential: 1, threshold: 3, vitality: 3 });
    expect(c.prioritiesLocked).toBe(true);
    expect(c.warnings).toEqual([]);
    expect(c.skills.find((s) => s.name === "Acrobatics")).toMatchObject({ dice: 3, overCap: false });
  });

  it("a character in creation: warnings, limits and unassigned prowess", () => {
    const c = ctx({ ...NEWCOMER, uuid: "" }, newcomerItems());
    expect(c.creationMode).toBe(true);
    expect(c.warnings.map((w) => w.key)).toContain("STORY_ENGINES.Personae.Validation.skill-above-threshold");
    expect(c.figures.limits.find((l) => l.key.endsWith("limitSkills"))).toMatchObject({
      used: 4,
      max: 3,
      over: true,
    });
    expect(c.skills.find((s) => s.name === "Haggle")?.overCap).toBe(true);
  });

  it("harm: hits remaining, shock pips, recovery once a scene", () => {
    const hurt = { ...DUNMORE, system: { ...DUNMORE.system, hits: 3, shock: 4 } };
    const c = ctx(hurt);
    expect(c.harm).toMatchObject({ hitsRemaining: 0, shockMax: 4, canRecover: true, penalty: 4 });
    const tried = { ...hurt, system: { ...hurt.system, scene: { ...CLOCK, inEncounter: false, recoveryTried: true } } };
    expect(ctx(tried).harm.canRecover).toBe(false);
  });

  it("the limited view shows only the public face", () => {
    expect(buildIdentityLimitedContext({ actor: DUNMORE, system: DUNMORE.system })).toEqual({
      name: "Dunmore",
      img: DUNMORE.img,
      kindKey: "STORY_ENGINES.Personae.Kind.character",
      concept: DUNMORE.system.concept,
      pronouns: "",
    });
  });
});

describe("rules beyond the spec", () => {
  it("priorities cannot change once play has begun", () => {
    const play = { ...sampleIdentity({ mode: "play" }) } as unknown as Record<string, unknown>;
    expect(identityExtraRules({ priorities: { com: "second" } }, play)[0]?.code).toBe(
      "STORY_ENGINES.Personae.Validation.prioritiesLocked",
    );
    expect(identityExtraRules({ priorities: { com: "first" } }, play)).toEqual([]);
    expect(
      identityExtraRules({ priorities: { com: "second" } }, sampleIdentity() as unknown as Record<string, unknown>),
    ).toEqual([]);
  });

  it("a skill rating above the owner's threshold is refused; other identities have no cap", () => {
    expect(skillRatingRules(3)({ rating: 4 })[0]).toMatchObject({
      code: "STORY_ENGINES.Personae.Validation.skillAboveThreshold",
      params: { max: 3 },
    });
    expect(skillRatingRules(3)({ rating: 3 })).toEqual([]);
    expect(skillRatingRules(null)({ rating: 9 })).toEqual([]);
  });

  it("the skill sheet shows the owner's cap", () => {
    const skill = dunmoreItems().find((i) => i.name === "Counter")!;
    const c = buildItemContext({
      item: { name: skill.name, img: "", type: skill.type },
      system: skill.system,
      editable: true,
      enriched: { description: "" },
      owner: { name: "Dunmore", threshold: 3 },
    });
    expect(c).toMatchObject({ ratingMax: 3, threshold: 3, defence: "STORY_ENGINES.Personae.Item.defenceCounter" });
  });
});

describe("development points", () => {
  const dunmore = { ...DUNMORE.system, development: { points: 3, earned: 3 } };
  it("an attribute rises within the order of importance, for 1", () => {
    expect(planPurchase(dunmore, dunmoreItems(), [], { ...EMPTY_PURCHASE, attribute: "cng" })).toMatchObject({
      cost: 1,
      problems: [],
      actor: { "system.attributes.cng": 3, "system.development.points": 2 },
    });
    // STA (second) would pass CNG (first)
    expect(planPurchase(dunmore, dunmoreItems(), [], { ...EMPTY_PURCHASE, attribute: "sta" }).problems).toEqual([
      "STORY_ENGINES.Personae.Advance.Problem.priorities",
    ]);
    expect(planPurchase(dunmore, dunmoreItems(), [], { ...EMPTY_PURCHASE, attribute: "kno" }).problems).toEqual([]);
    expect(planPurchase(dunmore, dunmoreItems(), [], { ...EMPTY_PURCHASE, attribute: "res" }).problems).toEqual([
      "STORY_ENGINES.Personae.Advance.Problem.priorities",
    ]);
  });

  it("an enhancement costs 1, 2 or 3; an upgrade 1; not more than held", () => {
    const exceptional = planPurchase(dunmore, dunmoreItems(), [], {
      ...EMPTY_PURCHASE,
      kind: "enhancement",
      name: "Daring",
      level: "exceptional",
    });
    expect(exceptional).toMatchObject({
      cost: 3,
      problems: [],
      create: { type: "personaeEnhancement", system: { superior: true, exceptional: true } },
    });
    const poor = { ...dunmore, development: { points: 2, earned: 2 } };
    expect(
      planPurchase(poor, dunmoreItems(), [], {
        ...EMPTY_PURCHASE,
        kind: "enhancement",
        name: "Daring",
        level: "exceptional",
      }).problems,
    ).toEqual(["STORY_ENGINES.Personae.Advance.Problem.points"]);
    const upgrade = planPurchase(dunmore, dunmoreItems(), [], {
      ...EMPTY_PURCHASE,
      kind: "upgrade",
      itemId: sampleId("City-bred"),
      upgrade: "superior",
    });
    expect(upgrade).toMatchObject({
      cost: 1,
      item: { id: sampleId("City-bred"), changes: { "system.superior": true } },
    });
    expect(
      planPurchase(dunmore, dunmoreItems(), [], {
        ...EMPTY_PURCHASE,
        kind: "upgrade",
        itemId: sampleId("City-bred"),
        upgrade: "hit",
      }).problems,
    ).toEqual(["STORY_ENGINES.Personae.Advance.Problem.upgrade"]);
  });

  it("vitality, a skill, a sphere; a name is needed", () => {
    expect(planPurchase(dunmore, [], [], { ...EMPTY_PURCHASE, kind: "vitality" }).actor).toMatchObject({
      "system.vitalityBonus": 1,
    });
    expect(planPurchase(dunmore, [], [], { ...EMPTY_PURCHASE, kind: "skill", name: "" }).problems).toEqual([
      "STORY_ENGINES.Personae.Advance.Problem.name",
    ]);
    expect(
      planPurchase(dunmore, [], [], { ...EMPTY_PURCHASE, kind: "sphere", name: "Elvish", sphereKind: "language" })
        .create,
    ).toMatchObject({
      type: "personaeSphere",
      system: { kind: "language" },
    });
  });

  it("a companion climbs minion → minor → major ally with its owner's points", () => {
    const companion = {
      uuid: "Actor.c",
      name: "Pip",
      toughness: "minor" as const,
      attributes: { com: 2, cng: 2, res: 2, pro: 2, kno: 1, sta: 1 },
      priorities: DUNMORE.system.priorities,
    };
    expect(
      planPurchase(dunmore, [], [companion], {
        ...EMPTY_PURCHASE,
        kind: "companion",
        companion: "Actor.c",
        companionBuy: "step",
      }).companion,
    ).toEqual({
      uuid: "Actor.c",
      changes: { "system.toughness": "medium" },
    });
    expect(
      planPurchase(dunmore, [], [{ ...companion, toughness: "major" }], {
        ...EMPTY_PURCHASE,
        kind: "companion",
        companion: "Actor.c",
      }).problems,
    ).toEqual(["STORY_ENGINES.Personae.Advance.Problem.companionMajor"]);
  });

  it("the dialog's context and form reading", () => {
    const c = advancementContext(dunmore, dunmoreItems(), [], { ...EMPTY_PURCHASE, kind: "upgrade" }) as unknown as Ctx;
    expect(c.kind.upgrade).toBe(true);
    expect(c.kinds.map((k) => k.value)).not.toContain("companion");
    expect(readPurchase({ kind: "bogus", attribute: "sta", name: "x".repeat(200) }, EMPTY_PURCHASE)).toMatchObject({
      kind: "attribute",
      attribute: "sta",
    });
  });
});

describe("token bars and new characters", () => {
  it("the vitality bar shows hits remaining; an edit changes the hits by the edit, nothing else", () => {
    expect(TRACKABLE.bar).toEqual(["vitality", "shockTrack"]);
    // Vitality 6, no hits: the bar shows 6; set to 4 → 2 hits.
    expect(hitsForBar(0, 6, 4, false)).toBe(2);
    // 2 hits (bar 4), −1 → 3 hits.
    expect(hitsForBar(2, 4, -1, true)).toBe(3);
    // Set above what it showed: the hits fall by the difference, never below none.
    expect(hitsForBar(2, 4, 10, false)).toBe(0);
    // The case: 9 hits on vitality 3 (the bar shows 0); −1 → 10 hits, not 3.
    expect(hitsForBar(9, 0, -1, true)).toBe(10);
    // +1 on that bar heals one hit: 8, not 2.
    expect(hitsForBar(9, 0, 1, true)).toBe(8);
    // Setting the bar to the 0 it already shows changes nothing.
    expect(hitsForBar(9, 0, 0, false)).toBe(9);
  });

  it("a negated identity takes no more hits from the bar; fewer may still correct a mistake", () => {
    expect(barRefused(true, 3, 4)).toBe(true);
    expect(barRefused(true, 3, 3)).toBe(false);
    expect(barRefused(true, 3, 1)).toBe(false);
    expect(barRefused(false, 3, 5)).toBe(false);
  });

  it("a new character gets the free skills, two for each attribute", () => {
    const items = freeSkillItems();
    expect(items).toHaveLength(12);
    expect(
      items.every(
        (i) => (i.system as { free: boolean; rating: number }).free && (i.system as { rating: number }).rating === 2,
      ),
    ).toBe(true);
  });
});

describe("giving a critical", () => {
  it("needs one banked, another identity, and room in a character's bank", () => {
    const giver = { ...sampleIdentity(), criticals: 1 } as unknown as Record<string, unknown>;
    const receiver = sampleIdentity() as unknown as Record<string, unknown>;
    expect(giveProblems(giver, receiver, false)).toEqual([]);
    expect(giveProblems(giver, giver, true)).toEqual(["STORY_ENGINES.Personae.Give.self"]);
    expect(giveProblems({ ...giver, criticals: 0 }, receiver, false)).toEqual(["STORY_ENGINES.Personae.Give.none"]);
    expect(giveProblems(giver, { ...receiver, criticals: 3 }, false)).toEqual(["STORY_ENGINES.Personae.Give.full"]);
    expect(giveProblems(giver, { ...receiver, kind: "object", criticals: 30 }, false)).toEqual([]);
  });
});
