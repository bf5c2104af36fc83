import { describe, expect, it } from "vitest";
import { taskCardContext, taskRollContext } from "../../../../src/games/venus/dice/task-card-context";
import {
  ALLY_OWNER,
  GM,
  ROLLER,
  sampleBoughtCard,
  sampleClosedCard,
  sampleEgoCard,
  sampleKissedCard,
  sampleRolledCard,
  STRANGER,
} from "../../../../src/games/venus/dice/samples";

type Ctx = Record<string, unknown>;
const held = { lots: 3, ego: true };
const list = <T>(ctx: Ctx, key: string): T[] => ctx[key] as T[];

describe("task card context per state", () => {
  it("rolled, as the roller: every die with caliber and success, KISS and Ego controls, nothing affordable at 4", () => {
    const ctx = taskCardContext(sampleRolledCard(), ROLLER, held);
    expect(ctx.successes).toBe(2);
    expect(ctx.remaining).toBe(2);
    const dice = list<{
      value: number;
      caliberKey: string;
      success: boolean;
      selectable: boolean;
      needsAgreement: boolean;
      owner: string;
    }>(ctx, "dice");
    expect(dice.map((d) => [d.value, d.success])).toEqual([
      [4, true],
      [2, false],
      [6, true],
      [1, false],
    ]);
    expect(dice[3]?.caliberKey).toBe("STORY_ENGINES.Venus.Card.Caliber.gold");
    expect(dice[3]?.owner).toBe("Melyn");
    expect(dice[3]?.needsAgreement).toBe(true);
    expect(dice.every((d) => d.selectable)).toBe(true);
    expect(ctx.kissOpen).toBe(true);
    expect(ctx.canEgoReroll).toBe(true);
    expect(ctx.canEgoSixes).toBe(true);
    expect((ctx.primary as { canBuy: boolean }).canBuy).toBe(false);
    expect(list<{ canBuy: boolean }>(ctx, "secondary").every((c) => c.canBuy)).toBe(true);
    expect(list<{ value: string }>(ctx, "sources").map((s) => s.value)).toEqual([
      "lot",
      "insight",
      "stunt",
      "specialty",
      "ego",
    ]);
  });

  it("rolled, as a stranger: nothing to click", () => {
    const ctx = taskCardContext(sampleRolledCard(), STRANGER, held);
    expect(ctx.kissOpen).toBe(false);
    expect(ctx.canSpend).toBe(false);
    expect(ctx.canClose).toBe(false);
    expect(list<{ selectable: boolean }>(ctx, "dice").some((d) => d.selectable)).toBe(false);
    expect(list<{ canAgree: boolean }>(ctx, "allies")[0]?.canAgree).toBe(false);
  });

  it("rolled, as the ally's owner: only the agreement", () => {
    const ctx = taskCardContext(sampleRolledCard(), ALLY_OWNER, held);
    expect(list<{ canAgree: boolean }>(ctx, "allies")[0]?.canAgree).toBe(true);
    expect(ctx.kissOpen).toBe(false);
    expect(ctx.canSpend).toBe(false);
  });

  it("KISSed: the round is over, the re-rolled dice show their old faces and sources", () => {
    const ctx = taskCardContext(sampleKissedCard(), ROLLER, { lots: 2, ego: true });
    expect(ctx.successes).toBe(4);
    expect(ctx.kissOpen).toBe(false);
    const dice = list<{ kissed: boolean; previousValue: number | null; sourceKey: string | null }>(ctx, "dice");
    expect(dice[1]).toMatchObject({ kissed: true, previousValue: 2, sourceKey: "STORY_ENGINES.Venus.Card.Source.lot" });
    expect(dice[3]).toMatchObject({
      kissed: true,
      previousValue: 1,
      sourceKey: "STORY_ENGINES.Venus.Card.Source.specialty",
    });
    expect((ctx.primary as { canBuy: boolean }).canBuy).toBe(true);
    expect(ctx.canEgoSixes).toBe(true);
    expect(ctx.phaseKey).toBe("STORY_ENGINES.Venus.Card.Phase.spending");
  });

  it("Ego on sixes: the six counts twice and Ego is shown spent", () => {
    const ctx = taskCardContext(sampleEgoCard(), ROLLER, { lots: 3, ego: false });
    expect(ctx.successes).toBe(3);
    expect(list<{ double: boolean }>(ctx, "dice").map((d) => d.double)).toEqual([false, false, true, false]);
    expect(ctx.egoKey).toBe("STORY_ENGINES.Venus.Card.Ego.doubleSixes");
    expect(ctx.canEgoSixes).toBe(false);
  });

  it("consequences bought (the GM looking): wording keys, notes, anchors and what is left", () => {
    const ctx = taskCardContext(sampleBoughtCard(), GM, { lots: 2, ego: false });
    expect(ctx.successes).toBe(6);
    expect(ctx.spent).toBe(6);
    expect(ctx.remaining).toBe(0);
    expect(list<{ key: string; note: string; onKey: string | null; editable: boolean }>(ctx, "purchases")).toEqual([
      expect.objectContaining({
        key: "STORY_ENGINES.Venus.Card.Consequence.primary",
        note: "the moon god is appeased",
        editable: true,
      }),
      expect.objectContaining({ key: "STORY_ENGINES.Venus.Card.Consequence.unharmed", onKey: null }),
      expect.objectContaining({
        key: "STORY_ENGINES.Venus.Card.Consequence.learned",
        onKey: "STORY_ENGINES.Venus.Card.Anchor.primary",
      }),
    ]);
    expect(list<{ value: string }>(ctx, "anchors").map((a) => a.value)).toEqual(["primary", "unharmed"]);
    expect(list<{ canBuy: boolean }>(ctx, "tertiary").some((c) => c.canBuy)).toBe(false);
    expect(ctx.outcomeKey).toBeNull();
  });

  it("closed: the outcome, the bookkeeping, the secondary consequences the FC may subvert, no controls", () => {
    const ctx = taskCardContext(sampleClosedCard(), ROLLER, { lots: 2, ego: false });
    expect(ctx.closed).toBe(true);
    expect(ctx.canSpend).toBe(false);
    expect(ctx.canClose).toBe(false);
    expect(ctx.outcomeKey).toBe("STORY_ENGINES.Venus.Card.Outcome.success");
    expect(ctx.subvertible).toEqual([
      "STORY_ENGINES.Venus.Card.Consequence.graceful",
      "STORY_ENGINES.Venus.Card.Consequence.no-one-compromised",
      "STORY_ENGINES.Venus.Card.Consequence.nothing-lost",
    ]);
    expect(list<{ key: string }>(ctx, "bookkeeping").map((l) => l.key)).toEqual([
      "STORY_ENGINES.Venus.Card.Book.exp.learning",
      "STORY_ENGINES.Venus.Card.Book.exp.learned-something",
      "STORY_ENGINES.Venus.Card.Book.exp.aided",
      "STORY_ENGINES.Venus.Card.Book.graduated",
      "STORY_ENGINES.Venus.Card.Book.levelUp",
    ]);
    expect(
      list<{ key: string }>(ctx, "history")
        .map((h) => h.key)
        .at(-1),
    ).toBe("STORY_ENGINES.Venus.Card.History.closed.bought");
  });

  it("a task roll on its own shows its dice by caliber and the successes", () => {
    const ctx = taskRollContext([
      { caliber: "bronze", value: 5 },
      { caliber: "platinum", value: 2 },
      { caliber: "copper", value: 5 },
    ]);
    expect(ctx.successes).toBe(2);
  });
});

describe("task card context for the compact card", () => {
  it("lists what can be bought now, then what cannot, leaving out what is bought", () => {
    const rolled = taskCardContext(sampleRolledCard(), ROLLER, held);
    const ids = (key: string): string[] => list<{ id: string }>(rolled, key).map((c) => c.id);
    expect(ids("buyable")).toEqual([
      "unharmed",
      "graceful",
      "no-one-compromised",
      "nothing-lost",
      "prize",
      "learned",
      "intentions",
      "unexpected",
    ]);
    expect(ids("unaffordable")).toEqual(["primary"]);
    expect(rolled.tertiaryOnOffer).toBe(true);

    const bought = taskCardContext(sampleBoughtCard(), GM, { lots: 2, ego: false });
    expect(list(bought, "buyable")).toEqual([]);
    expect(list<{ id: string }>(bought, "unaffordable").map((c) => c.id)).not.toContain("unharmed");
    expect(bought.tertiaryOnOffer).toBe(false);
  });

  it("names each ally's dice and whether the KISS round waits on their agreement", () => {
    const rolled = taskCardContext(sampleRolledCard(), STRANGER, held);
    expect(list(rolled, "allies")[0]).toMatchObject({ dice: "4", awaiting: true });
    const kissed = taskCardContext(sampleKissedCard(), STRANGER, held);
    expect(list(kissed, "allies")[0]).toMatchObject({ dice: "4", awaiting: false, agreed: true });
  });
});
