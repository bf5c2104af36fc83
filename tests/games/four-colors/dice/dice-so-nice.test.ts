import { describe, it, expect } from "vitest";
import { dieAppearance, forceColour, luminance } from "../../../../src/games/four-colors/dice/dice-so-nice";
import { forceSymbol } from "../../../../src/games/four-colors/data/force-symbol";
import { planRoll } from "../../../../src/games/four-colors/dice/roll-data";
import { CARDINAL, RENAISSANCE_MAN } from "../../../../src/games/four-colors/dice/samples";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";

describe("Dice So Nice appearance (pure part)", () => {
  it("dark dice get light numbers and light dice dark numbers", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#ffffff")).toBeCloseTo(1, 6);
    expect(dieAppearance("#1b1b1b")).toMatchObject({
      colorset: "custom",
      background: "#1b1b1b",
      foreground: "#f5f5f5",
    });
    expect(dieAppearance("#f4f1ea")).toMatchObject({ background: "#f4f1ea", foreground: "#111111" });
  });

  it("a Force's colour: the roller's Planet colour, else the partner's, else the symbol's", () => {
    const data = planRoll({
      stakes: { favored: [], opposed: [] },
      difficulty: "moderate",
      actor: { ...CARDINAL, colours: { known: "#123456", passion: "#abcdef" } },
      partner: { ...RENAISSANCE_MAN, colours: { passion: "#654321" } },
      mode: "opposed",
      circumstance: {},
      degrees: false,
    });
    expect(forceColour(data, "known")).toBe("#123456");
    // Venus is Wed for The Cardinal: the partner's Passion die colour.
    expect(forceColour(data, "passion")).toBe("#654321");
    expect(forceColour(data, "lost")).toBe("#1b1b1b");
  });
});

describe("Force symbols", () => {
  it("each Force has the book's shape with the right number of corners", () => {
    const corners = (force: Parameters<typeof forceSymbol>[0]) => forceSymbol(force).points.split(" ").length;
    expect([corners("known"), corners("passion"), corners("dynamic"), corners("static"), corners("lost")]).toEqual([
      8, 5, 4, 7, 6,
    ]);
    // One symbol for sheets, dialog and card: the Force's name and its Planet's, as on the sheets.
    expect(forceSymbol("known")).toMatchObject({
      forceKey: "STORY_ENGINES.FourColors.Force.known",
      planetKey: "STORY_ENGINES.FourColors.Planet.mercury",
    });
  });
});

describe("translatorFor", () => {
  it("fills placeholders and returns the key when missing", () => {
    const t = translatorFor({ A: { b: "Hello {name}" } });
    expect(t("A.b", { name: "Omega" })).toBe("Hello Omega");
    expect(t("A.c")).toBe("A.c");
  });
});
