/**
 * The caliber ladder, capability levels and asset worth, at the values where a
 * wrong sign, operator or branch would show. From the book: calibers run
 * Copper < Bronze < Silver < Gold < Platinum; each step up doubles a die's
 * worth (1Br = 2Cp … 1Pt = 2Gl); Grit is ⌊(Wit+Swi)/4⌋, Guts ⌊(End+Res)/4⌋,
 * Links ⌊App/2⌋, Vigilance the age bracket, each plus the "yes" answers;
 * tags are written "#tool".
 */
import { describe, expect, it } from "vitest";
import {
  capabilityLevel,
  compareCalibers,
  convertWorth,
  isCaliber,
  normalizeTag,
  simplifyWorth,
  type AbilityId,
} from "../../../src/rules/venus";
import { rangeError, refusal } from "./refusal";

describe("the caliber ladder", () => {
  it("compareCalibers: zero for the same caliber, the step count otherwise", () => {
    expect(compareCalibers("gold", "gold")).toBe(0);
    expect(compareCalibers("platinum", "silver")).toBe(2);
    expect(compareCalibers("bronze", "gold")).toBe(-2);
  });

  it("isCaliber: only the five names", () => {
    expect(isCaliber("silver")).toBe(true);
    expect(isCaliber("mithril")).toBe(false);
    expect(isCaliber(2)).toBe(false);
  });
});

describe("capability levels", () => {
  const scores: Record<AbilityId, number> = { app: 7, res: 3, wit: 2, end: 6, fin: 0, swi: 1 };

  it("Guts adds End and Res before dividing by four: ⌊(6+3)/4⌋ = 2", () => {
    expect(capabilityLevel("guts", { scores, age: 1, yes: 0 })).toBe(2);
    expect(capabilityLevel("guts", { scores, age: 1, yes: 3 })).toBe(5);
  });

  it("Links halves App whatever the age: ⌊7/2⌋ + 1 = 4; Vigilance is the age bracket", () => {
    expect(capabilityLevel("links", { scores, age: 0, yes: 1 })).toBe(4);
    expect(capabilityLevel("links", { scores, age: 5, yes: 1 })).toBe(4);
    expect(capabilityLevel("vigilance", { scores, age: 5, yes: 1 })).toBe(6);
  });

  it("a score off the 0–9 range is refused with its path", () => {
    expect(refusal(() => capabilityLevel("grit", { scores: { ...scores, wit: 10 }, age: 1, yes: 0 }))).toEqual(
      rangeError("venus.capabilityLevel: input.scores.wit must be a whole number from 0 to 9 (got 10)"),
    );
  });
});

describe("worth: each caliber step doubles", () => {
  it("converting up leaves no remainder when the dice make whole dice", () => {
    expect(convertWorth({ dice: 4, caliber: "bronze" }, "gold")).toStrictEqual({
      worth: { dice: 1, caliber: "gold" },
      remainder: null,
    });
    expect(convertWorth({ dice: 5, caliber: "bronze" }, "gold")).toStrictEqual({
      worth: { dice: 1, caliber: "gold" },
      remainder: { dice: 1, caliber: "bronze" },
    });
  });

  it("simplifyWorth: 3Si is 12Cp, so 1Gl + 1Si", () => {
    expect(simplifyWorth({ dice: 3, caliber: "silver" })).toStrictEqual([
      { dice: 1, caliber: "gold" },
      { dice: 1, caliber: "silver" },
    ]);
    expect(simplifyWorth({ dice: 3, caliber: "platinum" })).toStrictEqual([{ dice: 3, caliber: "platinum" }]);
  });
});

describe("tags are written #word-word", () => {
  it("spaces around, leading hashes, case and inner spaces", () => {
    expect(normalizeTag("  ## Great  Sword ")).toBe("#great-sword");
    expect(normalizeTag("#  high tech")).toBe("#high-tech");
    expect(normalizeTag("##tool")).toBe("#tool");
    expect(normalizeTag("c#")).toBe("#c#");
    expect(normalizeTag("Tool")).toBe("#tool");
  });

  it("nothing but spaces and hashes is no tag at all", () => {
    expect(normalizeTag("  #  ")).toBe("");
    expect(normalizeTag("")).toBe("");
  });
});
