import { describe, expect, it } from "vitest";
import {
  abilityProblems,
  driveLabel,
  driveProblems,
  exemplarProblems,
  overdrawn,
  type AbilityLevel,
} from "../../../src/rules/capes";

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

// Silverstar's worksheet (Capes Lite, Example Character): rows run from level 5 at the top to 1 at the bottom.
const SILVERSTAR_ABILITIES: AbilityLevel[] = [
  { type: "power", level: 3 }, // Built-in BIG GUNS
  { type: "power", level: 2 }, // High-Tech Sensors
  { type: "power", level: 1 }, // Super Strength
  { type: "attitude", level: 4 }, // Naive Optimism
  { type: "attitude", level: 3 }, // Cold "Terminator" Mode
  { type: "attitude", level: 2 }, // Teenage Angst
  { type: "attitude", level: 1 }, // Confused about humans
  { type: "trope", level: 5 }, // Massive Property Damage
  { type: "trope", level: 4 }, // Nearly Invulnerable
  { type: "trope", level: 3 }, // Throw huge objects
  { type: "trope", level: 2 }, // Get hit so hard circuits show
  { type: "trope", level: 1 }, // Feats of computer calculation
];

describe("Overdrawn Drives", () => {
  it("is Overdrawn only with more Debt than the Drive's value", () => {
    expect(overdrawn({ value: 1, debt: 2 })).toBe(true); // the driver's Need
    expect(overdrawn({ value: 2, debt: 2 })).toBe(false);
    expect(overdrawn({ value: 2, debt: 0 })).toBe(false);
  });
  it("refuses junk", () => {
    expect(() => overdrawn({ value: -1, debt: 0 })).toThrow(RangeError);
    expect(() => overdrawn(null as unknown as { value: number; debt: number })).toThrow(TypeError);
  });
});

describe("creation help", () => {
  it("accepts Silverstar's Drives (Justice 1, Truth 3, Love 2, Hope 2, Duty 1)", () => {
    expect(driveProblems({ justice: 1, truth: 3, love: 2, hope: 2, duty: 1 })).toEqual([]);
  });
  it("warns when the Drives do not hold nine points or one is empty", () => {
    expect(codes(driveProblems({ justice: 1, truth: 3, love: 2, hope: 2, duty: 2 }))).toEqual(["drive-points"]);
    expect(codes(driveProblems({ justice: 0, truth: 4, love: 2, hope: 2, duty: 1 }))).toEqual(["drive-minimum"]);
  });
  it("accepts Silverstar's twelve abilities: 3 Powers, 4 Attitudes, 5 Tropes", () => {
    expect(abilityProblems(SILVERSTAR_ABILITIES)).toEqual([]);
  });
  it("warns when the levels do not follow 1-2-3, +4, +4+5", () => {
    expect(codes(abilityProblems(SILVERSTAR_ABILITIES.slice(1)))).toEqual(["ability-levels"]);
    const twoFives = SILVERSTAR_ABILITIES.map((a) => (a.type === "attitude" && a.level === 4 ? { ...a, level: 5 } : a));
    expect(codes(abilityProblems(twoFives))).toEqual(["ability-levels"]);
    expect(codes(abilityProblems([...SILVERSTAR_ABILITIES, { type: "skill", level: 2 }]))).toEqual(["hero-skill"]);
  });
  it("asks for at least three Exemplars (Silverstar: Truth, Love, Duty)", () => {
    expect(exemplarProblems({ justice: false, truth: true, love: true, hope: false, duty: true })).toEqual([]);
    expect(codes(exemplarProblems({ justice: false, truth: true, love: true, hope: false, duty: false }))).toEqual([
      "exemplars",
    ]);
  });
  it("names an opponent's Drive by its own name, a hero's by the slot", () => {
    expect(driveLabel("justice", "Despair")).toBe("Despair");
    expect(driveLabel("hope", "")).toBe("Hope");
  });
  it("refuses junk", () => {
    expect(() => abilityProblems([{ type: "gadget", level: 2 }] as unknown as AbilityLevel[])).toThrow(RangeError);
    expect(() => driveProblems({ justice: 1 } as never)).toThrow(TypeError);
    expect(() => driveProblems({ justice: 1, truth: 3, love: 2, hope: 2, duty: 1, faith: 1 } as never)).toThrow(
      RangeError,
    );
  });
});
