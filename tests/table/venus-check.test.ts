/**
 * A Venus check at the FC's table, from the shipped cast (issue #27 §4):
 * Ann, who finished Gwyn on her sheet (Finesse Gold +4, 3 Lots), proposes a
 * Finesse check from its Check button (Tough + 2 factors = 17, one bonus
 * factor, one Lot planned). The FC (Erin) sets the factors and flat bonus
 * on the card before any die is rolled; Ann then rolls the d20 (10: 14, 3
 * short); a Peer (Cid) approves the bonus factor, and Ann rolls the bonus
 * dice with a Lot, then re-rolls with a Lot — every die on her own client,
 * where she may type physical dice. Each step is a click on that user's own
 * window or copy of the check card (the table: venus-table.ts; a Peer's
 * approval with no GM connected: venus-no-gm.test.ts; two Peers approving
 * at once: venus-at-once.test.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  annProposesCheck,
  CHECK,
  card as taskOrCheck,
  checkState as state,
  gwyn,
  play,
  press as pressOn,
  shows as showsOn,
  useVenusTable,
} from "./venus-table";

useVenusTable();
beforeEach(annProposesCheck);

const card = (user: string) => taskOrCheck(user, CHECK);
const press = (user: string, selector: string) => pressOn(user, selector, CHECK);
const shows = (user: string, selector: string) => showsOn(user, selector, CHECK);
const lots = (): number => (gwyn.system.kismet as { lots: number }).lots;

describe("a check with Lots at the FC's table", () => {
  it("the FC sets the target before the d20, a Peer approves the bonus factor, Ann rolls every die herself", async () => {
    // Awaited from the FC: Ann sees it and has no step, not even the d20; only Erin sets the factors.
    expect((await card("ann")).text).toContain("awaited from the FC");
    expect(await shows("ann", '[data-venus-check-action="roll"]')).toBe(false);
    expect(await shows("ann", '[data-venus-check-action="bonus"]')).toBe(false);
    expect(await shows("ann", '[data-venus-check-action="fc"]')).toBe(false);
    expect(await shows("cid", '[data-venus-check-action="fc"]')).toBe(false);
    await press("erin", '[data-venus-check-action="fc"]');
    expect(state().fcAwaited).toBe(false);
    expect(state().target).toBe(17);

    // Now Ann rolls the d20 on her own client; the FC's control is gone.
    play.table.faces = [10];
    await press("ann", '[data-venus-check-action="roll"]');
    expect(play.table.rolls.map((r) => [r.user, r.formula])).toEqual([["ann", "1d20"]]);
    expect(state().d20).toBe(10);
    expect(await shows("erin", '[data-venus-check-action="fc"]')).toBe(false);

    // The bonus factor waits for a Peer: not Ann herself.
    expect(await shows("ann", '[data-venus-check-action="approveBonus"]')).toBe(false);
    expect((await card("ann")).text).toContain("1 bonus factor awaits a Peer's approval");
    expect((await card("ann")).text).toContain("Awaiting the Peers: Erin, Bob, Cid.");
    await press("cid", '[data-venus-check-action="approveBonus"]');

    // Ann rolls the bonus factor's die and one Lot's (the card's select offers the Lot she planned).
    play.table.faces = [1, 2];
    await press("ann", '[data-venus-check-action="bonus"]');
    expect(play.table.rolls.map((r) => [r.user, r.formula, r.options.allowInteractive])).toEqual([
      ["ann", "1d20", true],
      ["ann", "1d6 + 1d6", true],
    ]);
    expect(state().bonus).toEqual({ dice: [1, 2], lots: 1 });
    expect(lots()).toBe(2);

    // 14 + 2 = 16 < 17: one Lot re-rolls the d20, on her client too.
    play.table.faces = [15];
    await press("ann", '[data-venus-check-action="reroll"][data-die="d20"]');
    expect(play.table.rolls.at(-1)).toMatchObject({ user: "ann", formula: "1d20" });
    expect(state().reroll).toEqual({ die: "d20", from: 10, to: 15 });
    expect(lots()).toBe(1);
  });

  it("with no GM connected and no Peer, Ann's own choices stand and she rolls", async () => {
    play.table.disconnect("erin");
    play.table.disconnect("bob");
    play.table.disconnect("cid");
    play.table.faces = [10];
    await press("ann", '[data-venus-check-action="roll"]');
    play.table.faces = [6, 1];
    await press("ann", '[data-venus-check-action="bonus"]');
    expect(state().bonus).toEqual({ dice: [6, 1], lots: 1 });
  });
});
