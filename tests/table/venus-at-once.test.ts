/**
 * Two users at once at the FC's table (The King is Dead; the table:
 * venus-table.ts, set up from the shipped packs; Ann posts each card from
 * her sheet). Each user clicks a control their own copy of a card shows,
 * the two clicks start together (`play.atOnce`) and the table settles them
 * in its order: the card's one writer (the GM queue) applies the first, the
 * second was sent on the card as it was before and is refused as stale —
 * the user is told in words, sees the card redrawn, and acts again on it.
 * Nothing is lost or counted twice.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoControl } from "../harness/play";
import {
  card,
  CHECK,
  checkState,
  fcSetsFactors,
  play,
  press,
  pressing,
  shows,
  taskState as state,
  useVenusTable,
  annAsksAid,
  annAsksInsight,
  annProposesCheck,
  annRollsD20,
} from "./venus-table";

useVenusTable();

const STALE = "STORY_ENGINES.Notifications.stale";
const join = '[data-venus-action="join"][data-ally="0"]';
const roll = '[data-venus-action="roll"]';
const warned = (user: string): string[] => play.seat(user).notices("warn");
const kinds = (): string[] => state().history.map((h) => h.kind);

/** Bob joins for Reidh, the FC refuses for Dormadh and sets 2 factors, Ann rolls (Silver 5, Silver 5, Reidh's Gold 3). */
async function rolledAndSet(): Promise<void> {
  await press("bob", join);
  await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
  await play.step((await fcSetsFactors(2))());
  play.table.faces = [5, 5, 3];
  await press("ann", roll);
}

describe("two users at once on Gwyn's task card", () => {
  beforeEach(annAsksAid);

  it("Bob joins while Ann rolls: her roll, made on the card before his answer, is refused; she rolls again with Reidh's die", async () => {
    await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
    await play.step((await fcSetsFactors(2))());
    const bobJoins = await pressing("bob", join);
    const annRolls = await pressing("ann", roll);
    // Ann's client rolls the two dice the card showed her (no answer from Reidh yet): 1, 1.
    play.table.faces = [1, 1, 4, 5, 3];
    await play.atOnce([bobJoins(), annRolls()]);
    // Bob's answer landed first: Reidh joined. Ann's roll was sent on the card before it: refused, nothing rolled.
    expect(state().allies.map((a) => a.answer)).toEqual(["joined", "refused"]);
    expect(state().gathering).toBeDefined();
    expect(warned("ann")).toEqual([STALE]);
    expect(warned("bob")).toEqual([]);
    // Her card, drawn again, shows Reidh joined and the pool of three; she rolls it: 4, 5 and Reidh's 3.
    expect((await card("ann")).text).toContain("rolls 3 dice");
    await press("ann", roll);
    expect(state().roll.dice.map((d) => [d.value, d.ally])).toEqual([
      [4, null],
      [5, null],
      [3, 0],
    ]);
    expect(play.table.rolls.map((r) => [r.user, r.formula])).toEqual([
      ["ann", "2d6"],
      ["ann", "2d6 + 1d6"],
    ]);
    // One answer, one roll: nothing lost, nothing twice.
    expect(kinds()).toEqual(["answered", "factors", "answered", "rolled"]);
  });

  it("Cid and the FC approve Ann's Insight at once: approved once, the other told so; Ann KISSes once", async () => {
    await rolledAndSet();
    // Ann picks an Insight for her first die (a 5) and asks for its approval.
    await annAsksInsight(0);
    expect(state().approvals).toEqual([{ die: 0, source: "insight", status: "asked" }]);
    const approve = '[data-venus-action="approve"][data-index="0"]';
    const cidApproves = await pressing("cid", approve);
    const erinApproves = await pressing("erin", approve);
    await play.atOnce([cidApproves(), erinApproves()]);
    // One approval written; the other was made on the card before it, refused as stale and told so.
    expect(state().approvals).toEqual([{ die: 0, source: "insight", status: "approved" }]);
    expect(kinds().filter((k) => k === "approved")).toEqual(["approved"]);
    expect([...warned("cid"), ...warned("erin")]).toEqual([STALE]);
    // Neither is offered the decision again; Ann's face comes preset with its Insight and she KISSes it: a 6.
    expectNoControl(await card("cid"), "approve", { index: 0 }, { attribute: "data-venus-action" });
    expectNoControl(await card("erin"), "approve", { index: 0 }, { attribute: "data-venus-action" });
    play.table.faces = [6];
    await press("ann", '[data-venus-action="kiss"]');
    expect(state().roll.dice[0]).toMatchObject({ value: 6, kissed: true, previousValue: 5 });
    expect(kinds().filter((k) => k === "kissed")).toEqual(["kissed"]);
  });

  it("the FC lowers the factors while Ann rolls: her roll, made on the card before, is refused; after her roll nothing changes them", async () => {
    await press("bob", join);
    await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
    await play.step((await fcSetsFactors(2))());
    expect(state().threshold).toBe(3);
    const erinLowers = await fcSetsFactors(1);
    const annRolls = await pressing("ann", roll);
    // Ann's client rolls on the card she sees (threshold 3): 5, 5, 3.
    play.table.faces = [5, 5, 3, 4, 2, 6];
    await play.atOnce([erinLowers(), annRolls()]);
    // The FC's decision landed first: threshold 2, nothing rolled; Ann's roll was stale and she is told so.
    expect(state().threshold).toBe(2);
    expect(state().gathering).toBeDefined();
    expect(warned("ann")).toEqual([STALE]);
    expect(warned("erin")).toEqual([]);
    // She rolls again at the new price: Silver 4 ✓, Silver 2 ✗, Reidh's Gold 6 ✓ — two successes buy the primary.
    await press("ann", roll);
    expect(state().roll.dice.map((d) => d.value)).toEqual([4, 2, 6]);
    // Rolled: Erin is no longer offered the factors, and the price stays 2.
    expect(await shows("erin", '[data-venus-action="factors"]')).toBe(false);
    await press("ann", '[data-venus-action="buy"][data-id="primary"]');
    expect(state().purchases.map((p) => p.kind)).toEqual(["primary"]);
    expect(state().threshold).toBe(2);
    expect(kinds().filter((k) => k === "factors")).toHaveLength(2);
  });
});

describe("two Peers at once on Gwyn's check card", () => {
  beforeEach(annProposesCheck);

  const approve = '[data-venus-check-action="approveBonus"]';

  it("Bob and Cid approve the bonus factor at once: approved once, the other told so; Ann rolls her bonus dice", async () => {
    await press("erin", '[data-venus-check-action="fc"]', CHECK);
    await annRollsD20(10);
    const bobApproves = await pressing("bob", approve, CHECK);
    const cidApproves = await pressing("cid", approve, CHECK);
    await play.atOnce([bobApproves(), cidApproves()]);
    expect(checkState().bonusApproval).toBe("approved");
    expect(checkState().history.filter((h) => h.kind === "bonusApproved")).toHaveLength(1);
    expect(warned("bob")).toEqual([]);
    expect(warned("cid")).toEqual([STALE]);
    // Cid's card, drawn again: approved, nothing left for him to decide. Ann rolls the factor's die and a Lot's.
    expect(await shows("cid", approve, CHECK)).toBe(false);
    play.table.faces = [1, 2];
    await press("ann", '[data-venus-check-action="bonus"]', CHECK);
    expect(checkState().bonus).toEqual({ dice: [1, 2], lots: 1 });
    expect(checkState().d20).toBe(10);
  });
});
