import { describe, it, expect } from "vitest";
import { validateCircumstance, validatePlanets, validateStakes, type Planets } from "../../../src/rules/four-colors";

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe("fourColors.validatePlanets", () => {
  const ok: Planets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };

  it("accepts a normal Omega", () => {
    expect(validatePlanets(ok)).toEqual([]);
  });

  it("die size outside the allowed list", () => {
    const problems = validatePlanets({ ...ok, known: 7 });
    expect(codes(problems)).toEqual(["planet-die-size"]);
    expect(problems[0]?.subject).toBe("known");
    expect(codes(validatePlanets({ ...ok, lost: 100 }))).toEqual(["planet-die-size"]);
  });

  it("d16 only when allowed", () => {
    expect(codes(validatePlanets({ ...ok, dynamic: 16 }))).toEqual(["planet-die-size"]);
    expect(validatePlanets({ ...ok, dynamic: 16 }, { allowD16: true })).toEqual([]);
  });

  it("no Wed Planet", () => {
    expect(codes(validatePlanets({ ...ok, passion: 4 }))).toContain("no-wed-planet");
  });

  it("an absent key is Wed", () => {
    expect(validatePlanets({ known: 4, dynamic: 6, static: 8, lost: 10 })).toEqual([]);
  });
});

describe("fourColors.validateStakes", () => {
  it("accepts Favored, Opposed and a neutral Force", () => {
    expect(validateStakes({ favored: ["known"], opposed: ["lost"] }, ["known", "dynamic", "lost"])).toEqual([]);
  });

  it("a Force both Favored and Opposed", () => {
    const problems = validateStakes({ favored: ["known", "passion"], opposed: ["passion"] }, ["known", "passion"]);
    expect(codes(problems)).toEqual(["favored-and-opposed"]);
    expect(problems[0]?.subject).toBe("passion");
  });

  it("every Force Favored or Opposed: no neutral Force", () => {
    const problems = validateStakes({ favored: ["known", "passion", "dynamic"], opposed: ["static", "lost"] }, [
      "known",
      "static",
    ]);
    expect(codes(problems)).toEqual(["no-neutral-force"]);
  });

  it("a Wed Force counts as the neutral one (the stakes ignore who rolls)", () => {
    // All four rolled Forces are Favored/Opposed; passion (Wed) stays neutral.
    expect(
      validateStakes({ favored: ["known", "dynamic"], opposed: ["static", "lost"] }, [
        "known",
        "dynamic",
        "static",
        "lost",
      ]),
    ).toEqual([]);
  });

  it("warns when no rolled Force is Favored or Opposed", () => {
    const problems = validateStakes({ favored: ["passion"], opposed: [] }, ["known", "dynamic"]);
    expect(problems).toEqual([expect.objectContaining({ code: "stakes-not-rolled", severity: "warning" })]);
  });
});

describe("fourColors.validateCircumstance", () => {
  it("accepts usual dice", () => {
    expect(
      validateCircumstance({ benefit: { faces: 6, major: false }, hindrance: { faces: 20, major: true } }),
    ).toEqual([]);
  });

  it("a die of 0 or 1 faces", () => {
    expect(codes(validateCircumstance({ benefit: { faces: 0, major: false } }))).toEqual(["circumstance-faces"]);
    const problems = validateCircumstance({ hindrance: { faces: 1, major: true } });
    expect(codes(problems)).toEqual(["circumstance-faces"]);
    expect(problems[0]?.subject).toBe("hindrance");
  });

  it("unusual sizes only warn", () => {
    expect(validateCircumstance({ benefit: { faces: 3, major: false } })).toEqual([
      expect.objectContaining({ code: "circumstance-unusual-size", severity: "warning" }),
    ]);
  });
});
