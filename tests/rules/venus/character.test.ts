import { describe, expect, it } from "vitest";
import {
  ABILITIES,
  AGES,
  ASSET_COSTS,
  ATTRIBUTE_COSTS,
  attributeCost,
  CALIBERS,
  capabilityCaliber,
  capabilityLevel,
  capsSummary,
  convertWorth,
  d66,
  finiteUses,
  jobCost,
  lifepathRange,
  passChance,
  scorePool,
  simplifyWorth,
  SIZES,
  spendFidelity,
  SUCCESS_FACES,
  TIERS,
  toolBreaks,
  validateAssemblyCaps,
  validateCalibers,
  validateLifepathCount,
  validateScoreAllocation,
  validateSheet,
  worthInCopper,
  type AbilityId,
  type Caliber,
} from "../../../src/rules/venus";

const codes = (problems: { code: string }[]): string[] => problems.map((p) => p.code);
const scores = (s: Partial<Record<AbilityId, number>>): Record<AbilityId, number> => ({
  app: 0,
  res: 0,
  wit: 0,
  end: 0,
  fin: 0,
  swi: 0,
  ...s,
});
const calibers = (c: Partial<Record<AbilityId, Caliber>>): Record<AbilityId, Caliber> => ({
  app: "bronze",
  res: "bronze",
  wit: "bronze",
  end: "bronze",
  fin: "bronze",
  swi: "bronze",
  ...c,
});

describe("tables from the seed", () => {
  it("calibers and their task faces / pass chances", () => {
    expect(CALIBERS).toEqual(["copper", "bronze", "silver", "gold", "platinum"]);
    expect(SUCCESS_FACES).toEqual({
      copper: [6],
      bronze: [5, 6],
      silver: [4, 5, 6],
      gold: [3, 4, 5, 6],
      platinum: [2, 3, 4, 5, 6],
    });
    // seed: 33%, 50%, 67%, 83%
    expect(Math.round(passChance("bronze") * 100)).toBe(33);
    expect(Math.round(passChance("silver") * 100)).toBe(50);
    expect(Math.round(passChance("gold") * 100)).toBe(67);
    expect(Math.round(passChance("platinum") * 100)).toBe(83);
  });
  it("abilities: App, Res, Wit mental; End, Fin, Swi physical", () => {
    expect(ABILITIES.map((a) => `${a.abbreviation}:${a.group}`)).toEqual([
      "App:mental",
      "Res:mental",
      "Wit:mental",
      "End:physical",
      "Fin:physical",
      "Swi:physical",
    ]);
  });
  it("tiers: free caliber increases / additional lifepaths / minimum job level", () => {
    expect(TIERS.map((t) => [t.id, t.freeCaliberIncreases, t.additionalLifepaths, t.minimumJobLevel])).toEqual([
      ["public", 1, 0, 1],
      ["heroic", 3, 1, 2],
      ["mythic", 6, 2, 3],
      ["deific", 10, 4, 4],
    ]);
  });
  it("ages 0–5: +MA, +PA, starting lifepaths", () => {
    expect(
      AGES.map((a) => [a.index, a.id, a.mentalPoints, a.physicalPoints, a.lifepaths.min, a.lifepaths.max, a.playable]),
    ).toEqual([
      [0, "junior", 1, 2, 0, 1, false],
      [1, "young", 2, 4, 1, 2, true],
      [2, "mature", 2, 3, 3, 4, true],
      [3, "seasoned", 2, 2, 5, 7, true],
      [4, "old", 2, 1, 8, 10, true],
      [5, "senior", 1, 0, 10, null, false],
    ]);
  });
  it("sizes 1 Small … 4 Large", () => {
    expect(SIZES.map((s) => `${s.value}:${s.name}`)).toEqual(["1:Small", "2:Modest", "3:Ample", "4:Large"]);
  });
  it("attribute and asset costs in caps", () => {
    expect(ATTRIBUTE_COSTS).toEqual({ connection: 3, feature: 2, limit: 1, gambit: 4, specialty: 2 });
    expect(ASSET_COSTS).toEqual({ capital: 4, vendible: 1 });
  });
});

describe("lifepaths and the score pool", () => {
  it("age range plus the tier's additional lifepaths", () => {
    expect(lifepathRange("young", "public")).toEqual({ min: 1, max: 2 });
    expect(lifepathRange(2, "heroic")).toEqual({ min: 3, max: 5 });
    expect(lifepathRange("old", "deific")).toEqual({ min: 8, max: 14 });
    expect(lifepathRange("senior", "mythic")).toEqual({ min: 10, max: null });
    expect(codes(validateLifepathCount(3, "young", "public"))).toEqual(["lifepaths-out-of-range"]);
    expect(validateLifepathCount(3, "young", "heroic")).toEqual([]);
    expect(codes(validateLifepathCount(2, "mature", "heroic"))).toEqual(["lifepaths-out-of-range"]);
  });
  it("score points: age +MA/+PA and +1 per lifepath", () => {
    const pool = scorePool("young", ["MA", "PA", "Any", ["app", "fin"]]);
    expect(pool).toMatchObject({ mental: 3, physical: 5, any: 1, total: 10 });
    expect(pool.pairs).toEqual([["app", "fin"]]);
  });
  it("validates a distribution of the pool", () => {
    // Young (+2 MA, +4 PA) + lifepaths MA and App/Fin: 8 points
    const grants = ["MA", ["app", "fin"]] as const;
    expect(validateScoreAllocation(scores({ app: 2, wit: 1, end: 2, swi: 2, fin: 1 }), "young", grants)).toEqual([]);
    expect(validateScoreAllocation(scores({ app: 3, end: 2, swi: 2, fin: 1 }), "young", grants)).toEqual([]);
    // 7 points on physical abilities, but only the 4 PA + the App/Fin pair (5) can land there
    expect(codes(validateScoreAllocation(scores({ app: 1, end: 3, swi: 3, fin: 1 }), "young", grants))).toEqual([
      "scores-misallocated",
    ]);
    expect(codes(validateScoreAllocation(scores({ app: 1 }), "young", grants))).toEqual(["scores-unspent"]);
    expect(codes(validateScoreAllocation(scores({ app: 4, end: 5 }), "young", grants))).toEqual(["scores-overspent"]);
  });
});

describe("calibers at assembly", () => {
  it("free increases by tier, at most one Platinum, nothing below Bronze", () => {
    expect(validateCalibers(calibers({ wit: "silver" }), "public")).toEqual([]);
    expect(codes(validateCalibers(calibers({ wit: "gold" }), "public"))).toEqual(["caliber-increases-exceeded"]);
    expect(validateCalibers(calibers({ wit: "platinum" }), "heroic")).toEqual([]);
    expect(codes(validateCalibers(calibers({ wit: "platinum", fin: "platinum" }), "mythic"))).toEqual([
      "platinum-limit",
    ]);
    expect(
      validateCalibers(calibers({ wit: "platinum", fin: "platinum" }), "mythic", { platinumPermission: true }),
    ).toEqual([]);
    expect(codes(validateCalibers(calibers({ app: "copper" }), "public"))).toEqual(["caliber-invalid"]);
    expect(validateCalibers(calibers({ wit: "gold" }), "public", { extraIncreases: 1 })).toEqual([]);
  });
  it("a capability uses the lower caliber of its two abilities", () => {
    expect(capabilityCaliber("gold", "silver")).toBe("silver");
    expect(capabilityCaliber("bronze", "platinum")).toBe("bronze");
    expect(capabilityCaliber("gold")).toBe("gold");
  });
  it("capability levels: formula (rounded down) + yes answers", () => {
    const s = scores({ wit: 3, swi: 4, end: 2, res: 1, app: 5 });
    expect(capabilityLevel("grit", { scores: s, age: 2, yes: 2 })).toBe(3); // ⌊7/4⌋ + 2
    expect(capabilityLevel("guts", { scores: s, age: 2, yes: 0 })).toBe(0); // ⌊3/4⌋
    expect(capabilityLevel("links", { scores: s, age: 2, yes: 1 })).toBe(3); // ⌊5/2⌋ + 1
    expect(capabilityLevel("vigilance", { scores: s, age: 3, yes: 4 })).toBe(7);
    expect(capabilityLevel("honor", { scores: s, age: 3, yes: 4 })).toBe(4);
  });
  it("a full Fidelity raises one caliber one step", () => {
    expect(spendFidelity(4, "bronze")).toEqual({ caliber: "silver", fidelity: 0, problems: [] });
    expect(codes(spendFidelity(3, "bronze").problems)).toEqual(["fidelity-not-full"]);
    expect(codes(spendFidelity(4, "platinum").problems)).toEqual(["caliber-at-maximum"]);
  });
});

describe("caps", () => {
  it("attributes: full price, 1 off when a lifepath lists them, free rolls", () => {
    expect(attributeCost("gambit", "bought")).toBe(4);
    expect(attributeCost("gambit", "discounted")).toBe(3);
    expect(attributeCost("limit", "discounted")).toBe(0);
    expect(attributeCost("connection", "free")).toBe(0);
  });
  it("jobs: 1 cap on a lifepath list, 2 otherwise, free on two lists; +1 cap per level above the minimum", () => {
    expect(jobCost({ level: 2, start: "lifepath" }, 2)).toBe(1);
    expect(jobCost({ level: 2, start: "other" }, 2)).toBe(2);
    expect(jobCost({ level: 5, start: "several-lifepaths" }, 2)).toBe(3);
    expect(jobCost({ level: 4, start: "d66" }, 1)).toBe(3);
  });
  it("summary and validation", () => {
    const input = {
      lifepathCaps: [4, 5],
      attributes: [
        { kind: "connection" as const, acquisition: "bought" as const },
        { kind: "feature" as const, acquisition: "discounted" as const },
      ],
      assets: [{ kind: "vendible" as const, acquisition: "bought" as const }],
      jobs: [{ level: 3, start: "lifepath" as const }],
      minimumJobLevel: 1,
    };
    expect(capsSummary(input)).toEqual({ earned: 9, attributes: 4, assets: 1, jobs: 3, spent: 8, remaining: 1 });
    expect(validateAssemblyCaps(input)).toEqual([]);
    expect(codes(validateAssemblyCaps({ ...input, lifepathCaps: [4] }))).toEqual(["caps-overspent"]);
    expect(codes(validateAssemblyCaps({ ...input, lifepathCaps: [20], jobs: [{ level: 9, start: "d66" }] }))).toEqual([
      "job-level-above-assembly-max",
    ]);
    expect(codes(validateAssemblyCaps({ ...input, minimumJobLevel: 4 }))).toEqual(["job-level-below-minimum"]);
  });
});

describe("assets", () => {
  it("worth: 1Br = 2Cp, 1Si = 2Br, 1Gl = 2Si, 1Pt = 2Gl", () => {
    expect(worthInCopper({ dice: 1, caliber: "platinum" })).toBe(16);
    expect(worthInCopper({ dice: 1, caliber: "gold" })).toBe(8);
    expect(convertWorth({ dice: 5, caliber: "gold" }, "silver")).toEqual({
      worth: { dice: 10, caliber: "silver" },
      remainder: null,
    });
    expect(convertWorth({ dice: 5, caliber: "silver" }, "gold")).toEqual({
      worth: { dice: 2, caliber: "gold" },
      remainder: { dice: 1, caliber: "silver" },
    });
    // 5Cp = 4Cp + 1Cp = 1Si + 1Cp
    expect(simplifyWorth({ dice: 5, caliber: "copper" })).toEqual([
      { dice: 1, caliber: "silver" },
      { dice: 1, caliber: "copper" },
    ]);
    // the seed's example: a 5-Gl asset is worth 10 Si
    expect(worthInCopper({ dice: 5, caliber: "gold" })).toBe(worthInCopper({ dice: 10, caliber: "silver" }));
  });
  it("finite items roll 2d6 uses; fragile tools break on a d20 of 1", () => {
    expect(finiteUses(3, 4)).toBe(7);
    expect(toolBreaks(1)).toBe(true);
    expect(toolBreaks(2)).toBe(false);
  });
  it("D66 reads tens and units", () => {
    expect(d66(1, 1)).toBe(11);
    expect(d66(6, 6)).toBe(66);
    expect(() => d66(0, 3)).toThrow(RangeError);
  });
});

describe("sheet validation codes", () => {
  it("scores 0–9, Lots 0–10, Fidelity 0–4, ≤3 VINPCs and capabilities, job level ≤10", () => {
    expect(
      validateSheet({
        scores: scores({ app: 9 }),
        lots: 10,
        fidelity: 4,
        vinpcs: 3,
        capabilities: 3,
        jobs: [{ level: 10, exp: 0 }],
      }),
    ).toEqual([]);
    expect(codes(validateSheet({ scores: scores({ app: 10, fin: -1 }) }))).toEqual([
      "score-out-of-range",
      "score-out-of-range",
    ]);
    expect(codes(validateSheet({ lots: 11 }))).toEqual(["lots-out-of-range"]);
    expect(codes(validateSheet({ lots: -1 }))).toEqual(["lots-out-of-range"]);
    expect(codes(validateSheet({ fidelity: 5 }))).toEqual(["fidelity-out-of-range"]);
    expect(codes(validateSheet({ vinpcs: 4 }))).toEqual(["too-many-vinpcs"]);
    expect(codes(validateSheet({ capabilities: 4 }))).toEqual(["too-many-capabilities"]);
    expect(codes(validateSheet({ jobs: [{ level: 11, exp: 0 }] }))).toEqual(["job-level-above-cap"]);
    expect(codes(validateSheet({ jobs: [{ level: 0, exp: 17 }] }))).toEqual(["exp-out-of-range"]);
  });
});
