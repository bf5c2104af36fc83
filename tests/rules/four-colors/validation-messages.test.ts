import { describe, expect, it } from "vitest";
import { validateCircumstance, validatePlanets, validateStakes } from "../../../src/rules/four-colors";

/**
 * The validators' messages state the rule that was broken (logs and macro
 * authors read them; the UI keys on `code`): which die sizes are allowed, the
 * Wed and neutral-Force rules, the circumstance die sizes.
 */
describe("Four Colors validation messages say the rule", () => {
  it("Planets: the allowed sizes (d16 only with the setting), Wed, and the two-dice warning", () => {
    expect(validatePlanets({ known: 7, passion: null }).map((p) => p.message)).toEqual([
      "The known Planet holds 7; allowed die sizes are d4, d6, d8, d10, d12, d20, or Wed.",
      "Only 1 Planet(s) hold a die; the Hierarchy needs at least two to order anything.",
    ]);
    expect(validatePlanets({ known: 16, lost: 3 }, { allowD16: true })[0]?.message).toBe(
      "The lost Planet holds 3; allowed die sizes are d4, d6, d8, d10, d12, d20, d16, or Wed.",
    );
    expect(validatePlanets({ known: "d8" } as never)[0]).toMatchObject({
      subject: "known",
      message: "The known Planet holds d8; allowed die sizes are d4, d6, d8, d10, d12, d20, or Wed.",
    });
    expect(validatePlanets({ mercury: 8 } as never)[0]).toEqual({
      code: "unknown-force",
      severity: "error",
      subject: "mercury",
      message: '"mercury" is not a Force.',
    });
    const all = validatePlanets({ known: 4, passion: 6, dynamic: 8, static: 10, lost: 12 });
    expect(all).toEqual([
      { code: "no-wed-planet", severity: "error", message: "An Omega has at least one Wed Planet." },
    ]);
  });

  it("stakes: unknown Forces, both sides, no neutral Force, nothing rolled at stake", () => {
    expect(validateStakes({ favored: ["known", "mars" as never], opposed: ["known"] }, ["lost"])).toEqual([
      { code: "unknown-force", severity: "error", subject: "mars", message: '"mars" is not a Force.' },
      {
        code: "favored-and-opposed",
        severity: "error",
        subject: "known",
        message: "known cannot be both Favored and Opposed.",
      },
      {
        code: "stakes-not-rolled",
        severity: "warning",
        message: "No rolled Force is Favored or Opposed: the Planets can only be unproductive.",
      },
    ]);
    expect(
      validateStakes({ favored: ["known", "passion", "dynamic"], opposed: ["static", "lost"] }).map((p) => p.message),
    ).toEqual(["Every action keeps at least one neutral Force (neither Favored nor Opposed)."]);
  });

  it("circumstance dice: at least two faces; sizes outside d4–d20 (d16 included) only warn", () => {
    expect(
      validateCircumstance({ benefit: { faces: 1, major: true }, hindrance: { faces: 30, major: false } }),
    ).toEqual([
      {
        code: "circumstance-faces",
        severity: "error",
        subject: "benefit",
        message: "The benefit die must have a whole number of faces, at least 2 (got 1).",
      },
      {
        code: "circumstance-unusual-size",
        severity: "warning",
        subject: "hindrance",
        message: "A d30 hindrance die is outside the usual d4 to d20.",
      },
    ]);
    expect(validateCircumstance({ benefit: { faces: 16, major: false }, hindrance: null } as never)).toEqual([]);
    expect(validateCircumstance({ hindrance: { faces: "6" } } as never)[0]?.message).toBe(
      "The hindrance die must have a whole number of faces, at least 2 (got 6).",
    );
  });
});
