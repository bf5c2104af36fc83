// The worth calculator's context against the seed's denomination table
// ("1Br = 2Cp … 1Pt = 2Gl"; "a 5-Gl asset is equivalent in worth to a 10 Si
// asset"; only "if the asset is #fungible" may it be converted).
import { describe, expect, it } from "vitest";
import {
  convertedWorth,
  isFungible,
  worthCalculatorContext,
  worthCardContext,
  worthText,
} from "../../../../src/games/venus/tables/worth-context";

const purse = { name: "Purse", worth: { dice: 5, caliber: "gold" as const }, tags: ["#fungible"] };

describe("the worth calculator", () => {
  it("shows the worth in every caliber, marking the current one and what is not whole", () => {
    const context = worthCalculatorContext(purse, true);
    expect(context).toMatchObject({
      name: "Purse",
      worth: "5Gl",
      hintKey: "STORY_ENGINES.Venus.Tables.Worth.convertHint",
    });
    expect(context.rows).toEqual([
      { caliber: "copper", labelKey: "STORY_ENGINES.Venus.Caliber.copper", text: "40Cp", exact: true, current: false },
      { caliber: "bronze", labelKey: "STORY_ENGINES.Venus.Caliber.bronze", text: "20Br", exact: true, current: false },
      { caliber: "silver", labelKey: "STORY_ENGINES.Venus.Caliber.silver", text: "10Si", exact: true, current: false },
      { caliber: "gold", labelKey: "STORY_ENGINES.Venus.Caliber.gold", text: "5Gl", exact: true, current: true },
      {
        caliber: "platinum",
        labelKey: "STORY_ENGINES.Venus.Caliber.platinum",
        text: "2Pt + 1Gl",
        exact: false,
        current: false,
      },
    ]);
  });

  it("offers a #fungible asset's owner the calibers that make whole dice, not its own", () => {
    expect(worthCalculatorContext(purse, true).targets).toEqual([
      { caliber: "copper", text: "40Cp" },
      { caliber: "bronze", text: "20Br" },
      { caliber: "silver", text: "10Si" },
    ]);
    expect(worthCalculatorContext({ ...purse, worth: { dice: 4, caliber: "bronze" } }, true).targets).toEqual([
      { caliber: "copper", text: "8Cp" },
      { caliber: "silver", text: "2Si" },
      { caliber: "gold", text: "1Gl" },
    ]);
  });

  it("offers nothing to a non-owner, for an asset that is not #fungible, or for a worth of 0", () => {
    expect(worthCalculatorContext(purse, false)).toMatchObject({
      targets: [],
      hintKey: "STORY_ENGINES.Venus.Tables.notOwner",
    });
    expect(worthCalculatorContext({ ...purse, tags: ["#tool"] }, true)).toMatchObject({
      targets: [],
      hintKey: "STORY_ENGINES.Venus.Tables.Worth.notFungible",
    });
    expect(worthCalculatorContext({ ...purse, worth: { dice: 0, caliber: "gold" } }, true).targets).toEqual([]);
  });

  it("knows #fungible however it was typed", () => {
    expect(isFungible(["Fungible"])).toBe(true);
    expect(isFungible(["#tool", " #FUNGIBLE "])).toBe(true);
    expect(isFungible(["#fungibles", "#tool"])).toBe(false);
    expect(isFungible([])).toBe(false);
  });

  it("converts only to whole dice", () => {
    expect(convertedWorth({ dice: 5, caliber: "gold" }, "silver")).toEqual({ dice: 10, caliber: "silver" });
    expect(convertedWorth({ dice: 4, caliber: "silver" }, "platinum")).toEqual({ dice: 1, caliber: "platinum" });
    expect(convertedWorth({ dice: 5, caliber: "gold" }, "platinum")).toBeNull();
  });

  it("writes worths the seed's way", () => {
    expect(worthText({ dice: 10, caliber: "silver" })).toBe("10Si");
    expect(worthText({ dice: 2, caliber: "platinum" }, { dice: 1, caliber: "gold" })).toBe("2Pt + 1Gl");
  });

  it("posts a card saying what the worth was and what it is now", () => {
    const card = worthCardContext("Dhyr", "", "Purse", { dice: 5, caliber: "gold" }, { dice: 10, caliber: "silver" });
    expect(card).toEqual({
      procedure: "worth",
      actorName: "Dhyr",
      img: null,
      titleKey: "STORY_ENGINES.Venus.Tables.Procedure.worth.title",
      ruleKey: "STORY_ENGINES.Venus.Tables.Procedure.worth.rule",
      subject: "Purse",
      dice: [],
      resultKey: "STORY_ENGINES.Venus.Tables.Result.worth.value",
      resultTone: "neutral",
      resultValue: "",
      resultName: "10Si",
      previous: "5Gl",
      previousKey: null,
      writtenKey: "STORY_ENGINES.Venus.Tables.Card.written",
    });
    expect(
      worthCardContext("Dhyr", "a.svg", "Purse", { dice: 1, caliber: "gold" }, { dice: 2, caliber: "silver" }).img,
    ).toBe("a.svg");
  });
});
