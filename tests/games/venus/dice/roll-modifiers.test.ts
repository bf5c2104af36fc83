/**
 * A roll's Limits and Gambits, against the book's attributes: Limits “can
 * reduce an ability caliber by one step for certain rolls / the caliber below
 * Bronze is called 'Copper'”; Gambits “can make your dice rolls explode … some
 * can even temporarily raise the caliber of an ability for specific rolls /
 * though there is no caliber higher than platinum.”
 */
import { describe, expect, it } from "vitest";
import {
  MAX_CALIBER_STEPS,
  MIN_CALIBER_STEPS,
  modifierFieldsContext,
  modifierSourcesOf,
  modifierView,
  NO_MODIFIER_CHOICES,
  noModifiers,
  planModifiers,
  readModifierChoices,
  shiftedCaliber,
} from "../../../../src/games/venus/dice/roll-modifiers";
import { SAMPLE_GAMBIT_MODIFIERS, SAMPLE_MODIFIER_SOURCES } from "../../../../src/games/venus/dice/samples";

describe("a roll's Limits and Gambits", () => {
  it("finds the Limits and Gambits among a character's items", () => {
    const items = [
      { id: "a", name: "Phobia of moonlight", type: "venusAttribute", system: { kind: "limit" } },
      { id: "b", name: "Faelight blessing", type: "venusAttribute", system: { kind: "gambit" } },
      { id: "c", name: "Silver tongue", type: "venusAttribute", system: { kind: "feature" } },
      { id: "d", name: "Ritualist", type: "venusJob", system: { kind: "gambit" } },
      { id: null, name: "Unsaved", type: "venusAttribute", system: { kind: "limit" } },
      { id: "e", name: "Broken", type: "venusAttribute", system: null },
    ];
    expect(modifierSourcesOf(items)).toEqual([
      { id: "a", name: "Phobia of moonlight", kind: "limit" },
      { id: "b", name: "Faelight blessing", kind: "gambit" },
      { id: "", name: "Unsaved", kind: "limit" },
    ]);
  });

  it("“the caliber below Bronze is called 'Copper'” and “there is no caliber higher than platinum”", () => {
    expect(shiftedCaliber("bronze", -1)).toBe("copper");
    expect(shiftedCaliber("copper", -1)).toBe("copper");
    expect(shiftedCaliber("gold", 1)).toBe("platinum");
    expect(shiftedCaliber("platinum", 2)).toBe("platinum");
    expect(shiftedCaliber("copper", MAX_CALIBER_STEPS)).toBe("platinum");
    expect([MIN_CALIBER_STEPS, MAX_CALIBER_STEPS]).toEqual([-1, 4]);
  });

  it("keeps the attribute's name and both calibers, and applies nothing that is refused", () => {
    expect(noModifiers("gold")).toEqual({
      baseCaliber: "gold",
      caliber: "gold",
      steps: 0,
      caliberBy: null,
      explode: false,
      explodeBy: null,
    });
    const lowered = planModifiers("silver", SAMPLE_MODIFIER_SOURCES, {
      ...NO_MODIFIER_CHOICES,
      caliberSteps: -1,
      caliberBy: "attr-phobia",
    });
    expect(lowered).toEqual({
      problems: [],
      modifiers: {
        baseCaliber: "silver",
        caliber: "bronze",
        steps: -1,
        caliberBy: "Phobia of moonlight",
        explode: false,
        explodeBy: null,
      },
    });
    const refused = planModifiers("silver", SAMPLE_MODIFIER_SOURCES, {
      ...NO_MODIFIER_CHOICES,
      caliberSteps: 2,
      caliberBy: "attr-phobia",
    });
    expect(refused.problems.map((p) => p.code)).toEqual(["caliber-change-unjustified"]);
    expect(refused.problems[0]?.message).toMatch(/Limit/);
    expect(refused.modifiers).toEqual(noModifiers("silver"));
    expect(
      planModifiers("gold", [], { ...NO_MODIFIER_CHOICES, caliberSteps: 0.5 }).problems.map((p) => p.code),
    ).toEqual(["caliber-steps-out-of-range"]);
  });

  it("reads the form: an unticked checkbox is absent, numbers come as text", () => {
    const base = { caliberSteps: 1, caliberBy: "attr-faelight", explode: true, explodeBy: "attr-faelight" };
    expect(readModifierChoices({}, base)).toEqual({ ...base, explode: false });
    expect(readModifierChoices({ caliberSteps: "-1", caliberBy: "x", explode: "on", explodeBy: "y" }, base)).toEqual({
      caliberSteps: -1,
      caliberBy: "x",
      explode: true,
      explodeBy: "y",
    });
    expect(readModifierChoices({ caliberSteps: "lots", explode: false }, base).caliberSteps).toBe(1);
    expect(readModifierChoices({ explode: "true" }, base).explode).toBe(true);
    expect(readModifierChoices({ explode: "false" }, base).explode).toBe(false);
  });

  it("gives the dialogs their options and the cards their lines", () => {
    const fields = modifierFieldsContext(
      SAMPLE_MODIFIER_SOURCES,
      { ...NO_MODIFIER_CHOICES, caliberSteps: 1, caliberBy: "attr-faelight" },
      SAMPLE_GAMBIT_MODIFIERS,
    );
    expect(
      (fields.steps as { value: number; selected: boolean; labelKey: string; steps: number }[]).map((s) => [
        s.value,
        s.selected,
        s.labelKey.replace(/^.*\.(step\w+)/, "$1"),
        s.steps,
      ]),
    ).toEqual([
      [-1, false, "stepDown", 1],
      [0, false, "stepNone", 0],
      [1, true, "stepUp.one", 1],
      [2, false, "stepUp.other", 2],
      [3, false, "stepUp.other", 3],
      [4, false, "stepUp.other", 4],
    ]);
    expect(fields.caliberSources).toEqual([
      {
        value: "attr-phobia",
        name: "Phobia of moonlight",
        kindKey: "STORY_ENGINES.Venus.Modifiers.Kind.limit",
        selected: false,
      },
      {
        value: "attr-faelight",
        name: "Faelight blessing",
        kindKey: "STORY_ENGINES.Venus.Modifiers.Kind.gambit",
        selected: true,
      },
    ]);
    expect(fields).toMatchObject({ hasSources: true, hasGambits: true, explode: false, changed: true });
    const limitsOnly = modifierFieldsContext([SAMPLE_MODIFIER_SOURCES[0]!], NO_MODIFIER_CHOICES, noModifiers("gold"));
    expect(limitsOnly).toMatchObject({ hasSources: true, hasGambits: false, gambits: [], changed: false });
    expect(fields.gambits).toEqual([
      {
        value: "attr-faelight",
        name: "Faelight blessing",
        kindKey: "STORY_ENGINES.Venus.Modifiers.Kind.gambit",
        selected: false,
      },
    ]);
    expect(modifierView(undefined)).toEqual({ caliberChange: null, explodeBy: null });
    expect(modifierView(noModifiers("gold"))).toEqual({ caliberChange: null, explodeBy: null });
    expect(
      modifierView({ ...noModifiers("silver"), caliber: "bronze", steps: -1, caliberBy: "Phobia of moonlight" })
        .caliberChange?.key,
    ).toBe("STORY_ENGINES.Venus.Modifiers.Card.lowered");
  });
});
