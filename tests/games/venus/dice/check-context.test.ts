import { describe, expect, it } from "vitest";
import { checkOdds, checkTarget } from "../../../../src/rules/venus";
import { readCharacter } from "../../../../src/games/venus/dice/actor-view";
import {
  checkDialogContext,
  checkSources,
  planCheck,
  readCheckChoices,
  type CheckChoices,
} from "../../../../src/games/venus/dice/check-context";
import { NO_MODIFIER_CHOICES } from "../../../../src/games/venus/dice/roll-modifiers";
import {
  SAMPLE_CHARACTER_SYSTEM,
  SAMPLE_MODIFIER_SOURCES,
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
  ...NO_MODIFIER_CHOICES,
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
      ...NO_MODIFIER_CHOICES,
    });
    // A ticked checkbox and the selects of the Limits and Gambits.
    expect(
      readCheckChoices({ caliberSteps: "-1", caliberBy: "attr-phobia", explode: true, explodeBy: "attr-faelight" }),
    ).toMatchObject({ caliberSteps: -1, caliberBy: "attr-phobia", explode: true, explodeBy: "attr-faelight" });
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

describe("a check's Limits and Gambits (per-roll caliber changes and exploding dice)", () => {
  const choices = { ...base, factors: 2, bonusFactors: 1, lots: 1 };

  it("“they can reduce an ability caliber by one step for certain rolls”: a Limit lowers Gold to Silver", () => {
    const plan = planCheck(
      sampleCharacter(),
      { ...choices, caliberSteps: -1, caliberBy: "attr-phobia" },
      SAMPLE_MODIFIER_SOURCES,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.modifiers).toMatchObject({ baseCaliber: "gold", caliber: "silver", caliberBy: "Phobia of moonlight" });
    expect(plan.odds).toBe(
      checkOdds({ score: 4, caliber: "silver", target: 17, bonusDice: 2, flatBonus: 0, explode: false }),
    );
  });

  it("“some can make your dice rolls explode”: a Gambit raises Gold to Platinum and the odds count exploding bonus dice", () => {
    const plan = planCheck(
      sampleCharacter(),
      {
        ...choices,
        difficulty: "absurd",
        caliberSteps: 1,
        caliberBy: "attr-faelight",
        explode: true,
        explodeBy: "attr-faelight",
      },
      SAMPLE_MODIFIER_SOURCES,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.modifiers).toMatchObject({ caliber: "platinum", explode: true, explodeBy: "Faelight blessing" });
    const exact = checkOdds({ score: 4, caliber: "platinum", target: 27, bonusDice: 2, flatBonus: 0, explode: true });
    expect(plan.odds).toBe(exact);
    // 27 is out of reach of plain bonus dice on most faces; exploding ones can still make it up.
    expect(exact).toBeGreaterThan(checkOdds({ score: 4, caliber: "platinum", target: 27, bonusDice: 2 }));
  });

  it("“there is no caliber higher than platinum”: raising stops there", () => {
    const plan = planCheck(
      sampleCharacter(),
      { ...choices, caliberSteps: 4, caliberBy: "attr-faelight" },
      SAMPLE_MODIFIER_SOURCES,
    );
    expect(plan.modifiers?.caliber).toBe("platinum");
  });

  it("refuses a change no Limit or Gambit justifies, and steps off the range", () => {
    const refused = (c: Partial<CheckChoices>) =>
      codes(planCheck(sampleCharacter(), { ...choices, ...c }, SAMPLE_MODIFIER_SOURCES).problems);
    expect(refused({ caliberSteps: -1 })).toEqual(["caliber-change-unjustified"]);
    // A Gambit cannot lower, a Limit cannot raise.
    expect(refused({ caliberSteps: -1, caliberBy: "attr-faelight" })).toEqual(["caliber-change-unjustified"]);
    expect(refused({ caliberSteps: 1, caliberBy: "attr-phobia" })).toEqual(["caliber-change-unjustified"]);
    expect(refused({ caliberSteps: -2, caliberBy: "attr-phobia" })).toEqual(["caliber-steps-out-of-range"]);
    expect(refused({ explode: true })).toEqual(["explode-unjustified"]);
    expect(refused({ explode: true, explodeBy: "attr-phobia" })).toEqual(["explode-unjustified"]);
    expect(planCheck(sampleCharacter(), { ...choices, explode: true }, SAMPLE_MODIFIER_SOURCES).odds).toBeNull();
  });

  it("“one Lot can be spent per check to reroll too”: the odds with a Lot kept back, when one is left over", () => {
    const plan = planCheck(sampleCharacter(), choices);
    expect(plan.oddsWithReroll).toBe(
      checkOdds({ score: 4, caliber: "gold", target: 17, bonusDice: 2, flatBonus: 0, explode: false, lotReroll: true }),
    );
    expect(plan.oddsWithReroll ?? 0).toBeGreaterThan(plan.odds ?? 1);
    // Three Lots held, three planned for bonus dice: none left for the re-roll.
    expect(planCheck(sampleCharacter(), { ...choices, bonusFactors: 0, lots: 3 }).oddsWithReroll).toBeNull();
  });

  it("the dialog shows the Limits and Gambits with the caliber before and after", () => {
    const ctx = checkDialogContext(
      "Dhyr",
      sampleCharacter(),
      { ...choices, caliberSteps: -1, caliberBy: "attr-phobia" },
      SAMPLE_MODIFIER_SOURCES,
    );
    expect(ctx.modifiers).toMatchObject({
      hasSources: true,
      hasGambits: true,
      changed: true,
      baseCaliberKey: "STORY_ENGINES.Venus.Card.Caliber.gold",
      caliberKey: "STORY_ENGINES.Venus.Card.Caliber.silver",
    });
    expect(ctx.caliberKey).toBe("STORY_ENGINES.Venus.Card.Caliber.silver");
    expect(checkDialogContext("Dhyr", sampleCharacter(), choices).modifiers).toMatchObject({ hasSources: false });
  });
});
