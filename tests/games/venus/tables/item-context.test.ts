// What the item sheets show of the table rollers: a lifepath's free
// attribute once rolled, and the break check offered only for a fragile tool
// that is not broken.
import { describe, expect, it } from "vitest";
import { buildItemContext } from "../../../../src/games/venus/sheets/item-context";
import { initialSystem } from "../../../../src/schema";
import { lifepathSpec } from "../../../../src/games/venus/data/lifepath";
import { assetSpec } from "../../../../src/games/venus/data/asset";

const context = (type: string, system: Record<string, unknown>) =>
  buildItemContext({ item: { name: "X", img: "", type }, system, editable: true, enriched: { description: "" } });

describe("the rollers on the item sheets", () => {
  it("shows the free attribute rolled on the lifepath's list, nothing before it is rolled", () => {
    const lifepath: Record<string, unknown> = {
      ...initialSystem(lifepathSpec.fields),
      attributes: ["Etiquette", "Sharp Ears"],
    };
    expect(lifepath.freeAttribute).toBe(0);
    expect(context("venusLifepath", lifepath).freeAttributeLabel).toBe("");
    expect(context("venusLifepath", { ...lifepath, freeAttribute: 2 }).freeAttributeLabel).toBe("2. Sharp Ears");
  });

  it("offers the break check for a fragile tool that is not broken", () => {
    const asset = initialSystem(assetSpec.fields);
    expect(context("venusAsset", asset).canBreak).toBe(false);
    expect(context("venusAsset", { ...asset, fragile: true }).canBreak).toBe(true);
    expect(context("venusAsset", { ...asset, fragile: true, broken: true }).canBreak).toBe(false);
  });
});
