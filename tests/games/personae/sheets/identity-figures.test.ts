// The identity sheet's figures against the SRD (pure): a new character's
// creation figures and warnings ("At Creation": skills ≤ COM, prowess pool =
// PRO × 3, enhancements ≤ CNG plus unused RES points, preternae ≤ RES, spheres
// ≤ KNO), the shock track by toughness ("Adversaries": minor — vitality
// only; medium — shock 1–2; major — four levels), stabilising at shock 4 and
// recovery by the clock.
import { describe, expect, it } from "vitest";
import {
  buildIdentityContext,
  buildIdentityLimitedContext,
} from "../../../../src/games/personae/sheets/identity-context";
import type { PlainItem } from "../../../../src/games/personae/data/common";
import type { PersonaeIdentitySystem } from "../../../../src/games/personae/data/identity";
import {
  enhancement,
  freeSkills,
  preternae,
  sampleIdentity,
  skill,
  sphere,
} from "../../../../src/games/personae/samples";

const L = "STORY_ENGINES.Personae";
interface Limit {
  key: string;
  used: number;
  max: number;
  over: boolean;
}
interface Ctx {
  creationMode: boolean;
  canBeginPlay: boolean;
  prioritiesLocked: boolean;
  figures: {
    points: { spent: number; pool: number; over: boolean } | null;
    prowess: { used: number; pool: number; unassigned: number; over: boolean } | null;
    limits: Limit[];
  };
  warnings: { key: string; data: Record<string, number | string> }[];
  harm: Record<string, unknown> & { pips: { level: number; filled: boolean }[] };
  modeKey: string;
  toughnessKey: string;
}

const build = (system: PersonaeIdentitySystem, items: PlainItem[], editable = true): Ctx =>
  buildIdentityContext({
    actor: { name: "Wren", img: "w.png" },
    system,
    items,
    editable,
    enrichedNotes: "",
    companions: [],
    owner: null,
    chorusPool: 0,
  }) as unknown as Ctx;

// Wren, a new character on 10 creation points: COM 2, CNG 2, RES 2, PRO 2, KNO 1, STA 1 (the defaults).
const wren = (changes: Partial<PersonaeIdentitySystem> = {}) => sampleIdentity({ mode: "creation", ...changes });
const limit = (c: Ctx, name: string): Limit | undefined => c.figures.limits.find((l) => l.key === `${L}.Sheet.${name}`);

describe("a new character's creation figures", () => {
  it("within every limit: figures as the SRD counts them, nothing over, no warning", () => {
    const items = [
      ...freeSkills(),
      skill("Climb", "pro", 3),
      skill("Pick lock", "cng", 2),
      enhancement("Cat's balance", { effect: "addDie", amount: 1 }),
      preternae("Shadow step", {}),
      sphere("Thieves' cant", { kind: "language" }),
    ];
    const c = build(wren(), items);
    expect(c).toMatchObject({
      creationMode: true,
      canBeginPlay: true,
      prioritiesLocked: false,
      modeKey: `${L}.Mode.creation`,
    });
    // 10 points on attributes; prowess: Climb 3 is 1 above its base 2, of PRO 2 × 3 = 6.
    expect(c.figures.points).toEqual({ spent: 10, pool: 10, over: false });
    expect(c.figures.prowess).toEqual({ used: 1, pool: 6, unassigned: 5, over: false });
    expect(c.figures.limits).toEqual([
      { key: `${L}.Sheet.limitSkills`, used: 2, max: 2, over: false },
      // CNG 2 + RES 2 less one preternae point = 3.
      { key: `${L}.Sheet.limitEnhancements`, used: 1, max: 3, over: false },
      { key: `${L}.Sheet.limitPreternae`, used: 1, max: 2, over: false },
      { key: `${L}.Sheet.limitSpheres`, used: 1, max: 1, over: false },
    ]);
    expect(c.warnings).toEqual([]);
  });

  it("one past each limit: every figure over, each with its warning", () => {
    const items = [
      ...freeSkills(),
      skill("Climb", "pro", 3),
      skill("Pick lock", "cng", 3),
      skill("Swim", "pro", 3),
      // Prowess: 3 skills 1 above base = 3 (of 6): within; add two more dice to reach 7.
      skill("Run", "pro", 6, { free: true }),
      enhancement("Cat's balance", { effect: "addDie", amount: 1 }),
      enhancement("Quick hands", {}),
      preternae("Shadow step", {}),
      preternae("Ghost walk", {}),
      preternae("Night eyes", {}),
      sphere("Thieves' cant", { kind: "language" }),
      sphere("Locks", { kind: "expertise" }),
    ];
    const c = build(wren({ attributes: { com: 2, cng: 2, res: 2, pro: 2, kno: 1, sta: 2 } }), items);
    expect(c.figures.points).toEqual({ spent: 11, pool: 10, over: true });
    expect(c.figures.prowess).toEqual({ used: 7, pool: 6, unassigned: 0, over: true });
    expect(limit(c, "limitSkills")).toEqual({ key: `${L}.Sheet.limitSkills`, used: 3, max: 2, over: true });
    // Three preternae points use all of RES 2 and one more: enhancements have CNG 2 only.
    expect(limit(c, "limitEnhancements")).toMatchObject({ used: 2, max: 2, over: false });
    expect(limit(c, "limitPreternae")).toMatchObject({ used: 3, max: 2, over: true });
    expect(limit(c, "limitSpheres")).toMatchObject({ used: 2, max: 1, over: true });
    const codes = c.warnings.map((w) => w.key.split(".").pop());
    expect(codes).toEqual(
      expect.arrayContaining([
        "creation-points-exceeded",
        "too-many-skills",
        "prowess-pool-exceeded",
        "too-many-preternae",
        "too-many-spheres",
        "skill-above-threshold",
      ]),
    );
    expect(codes).not.toContain("too-many-enhancements");
  });

  it("in play the limits and warnings go (the maxima hold at creation only), the points stay", () => {
    const c = build(wren({ mode: "play" }), [
      ...freeSkills(),
      skill("Climb", "pro", 3),
      skill("Swim", "pro", 2),
      skill("Ride", "sta", 2),
    ]);
    expect(c).toMatchObject({ creationMode: false, canBeginPlay: false, prioritiesLocked: true });
    expect(c.figures.limits).toEqual([]);
    expect(c.warnings).toEqual([]);
    expect(c.figures.points).toEqual({ spent: 10, pool: 10, over: false });
  });

  it("a creation-mode sheet the viewer cannot edit offers no Begin play and keeps the priorities locked", () => {
    const c = build(wren(), freeSkills(), false);
    expect(c).toMatchObject({ creationMode: true, canBeginPlay: false, prioritiesLocked: true });
  });
});

describe("the shock track by toughness (SRD 'Adversaries')", () => {
  it("major: four pips, filled up to the shock level; the penalty is the shock level", () => {
    const c = build(sampleIdentity({ mode: "play", shock: 2, hits: 3 }), []);
    expect(c.harm).toMatchObject({ shockMax: 4, hasShock: true, penalty: 2, shock: 2, hits: 3, hitsRemaining: 0 });
    expect(c.harm.pips).toEqual([
      { level: 1, filled: true },
      { level: 2, filled: true },
      { level: 3, filled: false },
      { level: 4, filled: false },
    ]);
  });

  it("medium: two pips; minor: vitality only, no shock track", () => {
    const medium = build(sampleIdentity({ kind: "supporting", toughness: "medium", shock: 1 }), []);
    expect(medium.harm).toMatchObject({ shockMax: 2, hasShock: true });
    expect(medium.harm.pips).toEqual([
      { level: 1, filled: true },
      { level: 2, filled: false },
    ]);
    const minor = build(sampleIdentity({ kind: "supporting", toughness: "minor", hits: 1 }), []);
    expect(minor.harm).toMatchObject({ shockMax: 0, hasShock: false, pips: [], hitsRemaining: 1, vitality: 2 });
    expect(minor.toughnessKey).toBe(`${L}.Toughness.minor`);
  });

  it("no stabilise on one's own sheet, even at shock 4: another identity's action, on the card (digest, round 4)", () => {
    const at4 = build(sampleIdentity({ mode: "play", shock: 4, hits: 5, inoperative: true }), [], true).harm as Record<
      string,
      unknown
    >;
    expect(at4.canStabilise).toBeUndefined();
    // The stabilised mark and the clock's box are the chorus's: an owner sees them, never sets them.
    expect(at4.clockEditable).toBe(false);
  });

  it("recovery by the clock: not mid-encounter at shock 2, not while a scene must end first, yes after", () => {
    const clock = {
      inEncounter: false,
      recoveryTried: false,
      recoveryWait: 0,
      relapse: false,
      violent: false,
      acted: false,
    };
    const at2 = (scene: Partial<typeof clock>) =>
      build(sampleIdentity({ mode: "play", shock: 2, hits: 3, scene: { ...clock, ...scene } }), []).harm.canRecover;
    expect(at2({ inEncounter: true })).toBe(false);
    expect(at2({ recoveryWait: 1 })).toBe(false);
    expect(at2({ recoveryTried: true })).toBe(false);
    expect(at2({})).toBe(true);
    expect(build(sampleIdentity({ mode: "play" }), []).harm.canRecover).toBe(false);
  });

  it("shows inoperative and negated as stored", () => {
    const c = build(sampleIdentity({ mode: "play", shock: 3, hits: 4, inoperative: true }), []);
    expect(c.harm).toMatchObject({ inoperative: true, negated: false });
  });
});

describe("rows and buttons at their edges", () => {
  it("a skill above the potential threshold is over its cap only when unlocked, and never for a non-character", () => {
    // Wren: Potential 1, threshold 3.
    const rows = (system: PersonaeIdentitySystem) =>
      (
        buildIdentityContext({
          actor: { name: "Wren", img: "" },
          system,
          items: [skill("Climb", "pro", 4), skill("Fly", "pro", 4, { unlocked: false }), skill("Run", "pro", 3)],
          editable: true,
          enrichedNotes: "",
          companions: [],
          owner: null,
          chorusPool: 0,
        }) as { skills: { name: string; overCap: boolean; dice: number }[] }
      ).skills;
    expect(rows(wren({ mode: "play" })).map((r) => [r.name, r.overCap, r.dice])).toEqual([
      ["Climb", true, 4],
      ["Fly", false, 1],
      ["Run", false, 3],
    ]);
    expect(rows(sampleIdentity({ kind: "supporting" })).every((r) => !r.overCap)).toBe(true);
  });

  it("a resource sphere is marked as one", () => {
    const c = buildIdentityContext({
      actor: { name: "Wren", img: "" },
      system: wren(),
      items: [sphere("Guild purse", { kind: "resource", contribution: 2 })],
      editable: true,
      enrichedNotes: "",
      companions: [],
      owner: null,
      chorusPool: 0,
    }) as { spheres: Record<string, unknown>[]; figures: { resourceCap: number } };
    expect(c.spheres[0]).toMatchObject({ resource: true, expertise: false, contribution: 2 });
    expect(c.figures.resourceCap).toBe(2);
  });

  it("the prowess pool used to the last die is not over", () => {
    // PRO 2: 6 dice; Climb 8 uses 6 above its base 2.
    const c = build(wren(), [...freeSkills(), skill("Climb", "pro", 8)]);
    expect(c.figures.prowess).toEqual({ used: 6, pool: 6, unassigned: 0, over: false });
  });

  it("give a critical only with one banked; spend development points only a character's, with one, for an editor", () => {
    const ctx = (changes: Partial<PersonaeIdentitySystem>, editable = true) =>
      buildIdentityContext({
        actor: { name: "Wren", img: "" },
        system: sampleIdentity({ mode: "play", ...changes }),
        items: [],
        editable,
        enrichedNotes: "",
        companions: [],
        owner: null,
        chorusPool: 0,
      }) as { criticals: { canGive: boolean }; development: { canSpend: boolean } };
    expect(ctx({ criticals: 1 }).criticals.canGive).toBe(true);
    expect(ctx({ criticals: 0 }).criticals.canGive).toBe(false);
    expect(ctx({ development: { points: 1, earned: 1 } }).development.canSpend).toBe(true);
    expect(ctx({ development: { points: 0, earned: 3 } }).development.canSpend).toBe(false);
    expect(ctx({ development: { points: 1, earned: 1 } }, false).development.canSpend).toBe(false);
    expect(ctx({ kind: "supporting", development: { points: 1, earned: 1 } }).development.canSpend).toBe(false);
  });
});

describe("the limited view", () => {
  it("shows the name, image, kind, concept and pronouns only", () => {
    const system = sampleIdentity({ kind: "supporting", concept: "Gatekeeper", pronouns: "she/her", hits: 3 });
    expect(buildIdentityLimitedContext({ actor: { name: "Wren", img: "w.png" }, system })).toEqual({
      name: "Wren",
      img: "w.png",
      kindKey: `${L}.Kind.supporting`,
      concept: "Gatekeeper",
      pronouns: "she/her",
    });
  });
});
