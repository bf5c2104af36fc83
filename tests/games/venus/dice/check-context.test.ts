import { describe, expect, it } from "vitest";
import { checkOdds, checkTarget } from "../../../../src/rules/venus";
import { readCharacter } from "../../../../src/games/venus/dice/actor-view";
import {
  checkCardContext,
  checkDialogContext,
  checkSources,
  planCheck,
  readCheckChoices,
  type CheckChoices,
} from "../../../../src/games/venus/dice/check-context";
import {
  SAMPLE_CHARACTER_SYSTEM,
  SAMPLE_CHECK_OPTIONS,
  sampleCharacter,
} from "../../../../src/games/venus/dice/samples";

const codes = (problems: { code: string }[]): string[] => problems.map((p) => p.code);
const base: CheckChoices = {
  source: "ability:fin",
  difficulty: "tough",
  factors: 0,
  bonusFactors: 0,
  lots: 0,
  flatBonus: 0,
};

describe("reading a character", () => {
  it("reads abilities, Kismet and the tier's minimum job level", () => {
    const c = sampleCharacter();
    expect(c.abilities.fin).toEqual({ id: "fin", caliber: "gold", score: 4 });
    expect(c.lots).toBe(3);
    expect(c.ego).toBe(true);
    expect(c.minimumJobLevel).toBe(1);
    expect(readCharacter({ ...SAMPLE_CHARACTER_SYSTEM, tier: "mythic" }).minimumJobLevel).toBe(3);
  });

  it("gives a capability the lower caliber of its two abilities", () => {
    // Grit: Wits (Bronze) and Swiftness (Bronze) → Bronze; with Finesse (Gold) and Resolve (Silver) → Silver.
    const c = readCharacter({
      ...SAMPLE_CHARACTER_SYSTEM,
      capabilities: [{ name: "Poise", first: "fin", second: "res", level: 2 }],
    });
    expect(c.capabilities).toEqual([{ index: 0, name: "Poise", caliber: "silver", level: 2 }]);
  });

  it("tolerates missing data", () => {
    const c = readCharacter(undefined);
    expect(c.abilities.app).toEqual({ id: "app", caliber: "bronze", score: 0 });
    expect(c.lots).toBe(0);
    expect(c.ego).toBe(false);
  });
});

describe("planning a check", () => {
  it("offers every ability and each named capability", () => {
    expect(checkSources(sampleCharacter()).map((s) => s.value)).toEqual([
      "ability:app",
      "ability:res",
      "ability:wit",
      "ability:end",
      "ability:fin",
      "ability:swi",
      "capability:0",
    ]);
  });

  it("shows the exact odds of the rules (checkOdds) for the target of the rules (checkTarget)", () => {
    const choices = { ...base, factors: 2, bonusFactors: 1, lots: 1 };
    const plan = planCheck(sampleCharacter(), choices);
    expect(plan.problems).toEqual([]);
    expect(plan.target).toBe(checkTarget("tough", 2));
    expect(plan.bonusDice).toBe(2);
    expect(plan.odds).toBe(checkOdds({ score: 4, caliber: "gold", target: 17, bonusDice: 2, flatBonus: 0 }));
    expect(plan.oddsWithoutBonus).toBe(
      checkOdds({ score: 4, caliber: "gold", target: 17, bonusDice: 0, flatBonus: 0 }),
    );
    expect(plan.odds ?? 0).toBeGreaterThan(plan.oddsWithoutBonus ?? 1);
  });

  it("uses a capability's level as the score and its caliber", () => {
    const plan = planCheck(sampleCharacter(), { ...base, source: "capability:0", difficulty: "simple" });
    expect(plan.odds).toBe(checkOdds({ score: 1, caliber: "bronze", target: 10, bonusDice: 0, flatBonus: 0 }));
  });

  it("counts Lots among the four bonus factors and refuses a fifth", () => {
    expect(codes(planCheck(sampleCharacter(), { ...base, bonusFactors: 3, lots: 2 }).problems)).toEqual([
      "bonus-dice-out-of-range",
    ]);
    expect(planCheck(sampleCharacter(), { ...base, bonusFactors: 3, lots: 1 }).problems).toEqual([]);
  });

  it("refuses spending more Lots than held, more than four factors, an unknown source and a wild flat bonus", () => {
    expect(codes(planCheck(sampleCharacter(), { ...base, lots: 4 }).problems)).toEqual(["kiss-lots-exceeded"]);
    expect(codes(planCheck(sampleCharacter(), { ...base, factors: 5 }).problems)).toEqual(["factors-out-of-range"]);
    expect(codes(planCheck(sampleCharacter(), { ...base, source: "ability:xyz" }).problems)).toEqual([
      "unknown-source",
    ]);
    expect(codes(planCheck(sampleCharacter(), { ...base, flatBonus: 11 }).problems)).toEqual([
      "flat-bonus-out-of-range",
    ]);
    expect(planCheck(sampleCharacter(), { ...base, factors: 5 }).odds).toBeNull();
  });

  it("reads form values (strings) into choices", () => {
    expect(
      readCheckChoices({
        source: "ability:res",
        difficulty: "absurd",
        factors: "3",
        bonusFactors: "1",
        lots: "0",
        flatBonus: "2",
      }),
    ).toEqual({
      source: "ability:res",
      difficulty: "absurd",
      factors: 3,
      bonusFactors: 1,
      lots: 0,
      flatBonus: 2,
    });
  });

  it("builds a dialog context with keys, the selected source and the problems' lang keys", () => {
    const ctx = checkDialogContext("Dhyr", sampleCharacter(), { ...base, lots: 5 });
    expect(ctx.canRoll).toBe(false);
    expect(ctx.problems).toEqual([
      "STORY_ENGINES.Venus.Card.Problems.bonus-dice-out-of-range",
      "STORY_ENGINES.Venus.Card.Problems.kiss-lots-exceeded",
    ]);
    const sources = ctx.sources as { value: string; selected: boolean; labelKey?: string; text?: string }[];
    expect(sources.find((s) => s.selected)?.value).toBe("ability:fin");
    expect(sources.find((s) => s.value === "capability:0")?.text).toBe("Grit");
  });
});

describe("Lots spent on a check", () => {
  const holding = (lots: number) => ({ ...sampleCharacter(), lots });

  it("caps the dialog's Lots at those held and at the four bonus factors", () => {
    expect([0, 1, 3, 4, 7, 10].map((n) => checkDialogContext("Dhyr", holding(n), base).maxLots)).toEqual([
      0, 1, 3, 4, 4, 4,
    ]);
    expect(checkDialogContext("Dhyr", holding(2), base).lotsHeld).toBe(2);
  });

  it("refuses more Lots than held, a negative or fractional spend, and Lots past the four factors", () => {
    expect(codes(planCheck(holding(10), { ...base, lots: 4 }).problems)).toEqual([]);
    expect(codes(planCheck(holding(10), { ...base, lots: 5 }).problems)).toEqual(["bonus-dice-out-of-range"]);
    expect(codes(planCheck(holding(10), { ...base, lots: -1, bonusFactors: 2 }).problems)).toEqual([
      "bonus-dice-out-of-range",
    ]);
    expect(codes(planCheck(holding(10), { ...base, lots: 1.5 }).problems)).toEqual(["bonus-dice-out-of-range"]);
    expect(codes(planCheck(holding(2), { ...base, lots: 2 }).problems)).toEqual([]);
    expect(codes(planCheck(holding(2), { ...base, lots: 3 }).problems)).toEqual(["kiss-lots-exceeded"]);
    expect(codes(planCheck(holding(0), { ...base, lots: 1 }).problems)).toEqual(["kiss-lots-exceeded"]);
    expect(planCheck(holding(2), { ...base, lots: 2, bonusFactors: 2 }).bonusDice).toBe(4);
  });
});

describe("the check card's bonus step at the edges", () => {
  const note = (key: string) => `STORY_ENGINES.Venus.Check.Card.${key}`;

  it("meeting the target exactly passes on the bare total: the bonus dice are not needed", () => {
    // d20 13 + 4 = 17 = target.
    const ctx = checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 13, bonusDice: [3, 5] });
    expect(ctx).toMatchObject({ total: 17, passed: true, bonusNoteKey: note("bonusNotNeeded") });
    expect(ctx.bonusDice).toEqual([
      { value: 3, counted: false },
      { value: 5, counted: false },
    ]);
    // The same with a flat bonus: 11 + 4 + 2 = 17.
    const flat = checkCardContext({ ...SAMPLE_CHECK_OPTIONS, flatBonus: 2 }, { d20: 11, bonusDice: [6] });
    expect(flat).toMatchObject({ total: 17, passed: true, bonusNoteKey: note("bonusNotNeeded") });
  });

  it("one short, the highest bonus die counts", () => {
    const ctx = checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 12, bonusDice: [1, 2] });
    expect(ctx).toMatchObject({ total: 18, passed: true, bonusNoteKey: note("bonusHighest") });
    expect(ctx.bonusDice).toEqual([
      { value: 1, counted: false },
      { value: 2, counted: true },
    ]);
  });

  it("six short, a 6 can still reach; seven short, the bonus step is out of reach", () => {
    // 7 + 4 = 11, six short of 17.
    expect(checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 7, bonusDice: [6] })).toMatchObject({
      total: 17,
      passed: true,
      bonusNoteKey: note("bonusHighest"),
    });
    expect(checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 7, bonusDice: [5] })).toMatchObject({
      total: 16,
      passed: false,
      bonusNoteKey: note("bonusHighest"),
    });
    // 6 + 4 = 10, seven short.
    expect(checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 6, bonusDice: [6] })).toMatchObject({
      total: 10,
      passed: false,
      bonusNoteKey: note("bonusOutOfReach"),
    });
  });
});

describe("the check card", () => {
  it("counts only the highest bonus die when the total falls short but a 6 could reach", () => {
    // d20 10 + 4 = 14 vs 17: short by 3; bonus 2 and 5 → 19, passed.
    const ctx = checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 10, bonusDice: [2, 5] });
    expect(ctx.total).toBe(19);
    expect(ctx.passed).toBe(true);
    expect(ctx.bonusDice).toEqual([
      { value: 2, counted: false },
      { value: 5, counted: true },
    ]);
    expect(ctx.bonusNoteKey).toBe("STORY_ENGINES.Venus.Check.Card.bonusHighest");
  });

  it("ignores bonus dice when the total already meets the target", () => {
    const ctx = checkCardContext(SAMPLE_CHECK_OPTIONS, { d20: 15, bonusDice: [6, 6] });
    expect(ctx.total).toBe(19);
    expect(ctx.bonusNoteKey).toBe("STORY_ENGINES.Venus.Check.Card.bonusNotNeeded");
    expect((ctx.bonusDice as { counted: boolean }[]).every((d) => !d.counted)).toBe(true);
  });

  it("skips the bonus step when even a 6 cannot reach", () => {
    const ctx = checkCardContext({ ...SAMPLE_CHECK_OPTIONS, target: 25 }, { d20: 3, bonusDice: [6] });
    expect(ctx.passed).toBe(false);
    expect(ctx.total).toBe(7);
    expect(ctx.bonusNoteKey).toBe("STORY_ENGINES.Venus.Check.Card.bonusOutOfReach");
  });

  it("lets auto results by caliber win over the total", () => {
    const gold = checkCardContext({ ...SAMPLE_CHECK_OPTIONS, target: 29 }, { d20: 19, bonusDice: [] });
    expect(gold.passed).toBe(true);
    expect(gold.autoKey).toBe("STORY_ENGINES.Venus.Check.Card.autoPass");
    const bronze = checkCardContext(
      { ...SAMPLE_CHECK_OPTIONS, caliber: "bronze", target: 29 },
      { d20: 20, bonusDice: [] },
    );
    expect(bronze.passed).toBe(false);
    expect(bronze.autoKey).toBeNull();
    const fail = checkCardContext({ ...SAMPLE_CHECK_OPTIONS, score: 9, target: 5 }, { d20: 1, bonusDice: [6] });
    expect(fail.passed).toBe(false);
    expect(fail.autoKey).toBe("STORY_ENGINES.Venus.Check.Card.autoFail");
    expect(fail.bonusNoteKey).toBe("STORY_ENGINES.Venus.Check.Card.bonusAuto");
    const platinum = checkCardContext(
      { ...SAMPLE_CHECK_OPTIONS, caliber: "platinum", score: 9, target: 5 },
      { d20: 1, bonusDice: [] },
    );
    expect(platinum.passed).toBe(true);
    const copper = checkCardContext(
      { ...SAMPLE_CHECK_OPTIONS, caliber: "copper", score: 9, target: 5 },
      { d20: 2, bonusDice: [] },
    );
    expect(copper.passed).toBe(false);
  });
});
