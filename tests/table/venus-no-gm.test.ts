/**
 * The FC's table with no GM connected (The King is Dead; the table:
 * venus-table.ts). Others' decisions on Ann's cards — Reidh's player
 * answering the call for aid, a Peer approving an Insight or a bonus
 * factor — are written by a GM's client, as every game's changes to what a
 * user does not own: while Erin is away each card says so to everyone it
 * concerns, a click is refused in words before any die is rolled, and
 * nothing changes; the decision is still offered, and once Erin is back it
 * is made and the flow completes. What Ann owns she goes on with alone.
 */
import { describe, expect, it } from "vitest";
import {
  card,
  CHECK,
  checkState,
  fcSetsFactors,
  play,
  press,
  reidhJob,
  shows,
  taskState as state,
  useVenusTable,
  annAsksInsight,
  annRollsD20,
} from "./venus-table";

useVenusTable();

const NO_GM = "STORY_ENGINES.Notifications.noActiveGM";
const WAITS = "No GM is connected";
const join = '[data-venus-action="join"][data-ally="0"]';
const approve = '[data-venus-action="approve"][data-index="0"]';
const warned = (user: string): string[] => play.seat(user).notices("warn");

/** What every client does when Foundry says a user connected or left: its `userConnected` hooks, as that client. */
async function userConnected(userId: string, connected: boolean): Promise<void> {
  const hooks = (globalThis as unknown as { Hooks: { callAll: (name: string, ...args: unknown[]) => unknown } }).Hooks;
  for (const seat of ["erin", "ann", "bob", "cid"].filter((id) => play.table.mustUser(id).active))
    await play.table.as(seat, () => hooks.callAll("userConnected", play.table.mustUser(userId), connected));
  // The hook draws the cards again from Venus's lazy chunk: let every client run on.
  await play.table.settle();
}

describe("Gwyn's task with the GM away", () => {
  it("Bob's answer and Cid's approval wait for a GM, each told so; Erin is back and the task closes with Reidh's exp", async () => {
    play.table.disconnect("erin");
    await userConnected("erin", false);
    // Every client drew its open cards again: the task and the check now say a GM is awaited.
    expect([...new Set(play.table.redrawn)].sort()).toEqual(["check", "task"]);
    expect((await card("bob")).text).toContain(WAITS);
    expect((await card("ann")).text).toContain(WAITS);
    // Bob answers for Reidh: refused in words, nothing written, and the card still asks him.
    await press("bob", join);
    expect(warned("bob")).toEqual([NO_GM]);
    expect(state().allies[0]?.answer).toBe("asked");
    expect(await shows("bob", join)).toBe(true);

    // Erin is back: the note is gone; Bob joins, Erin refuses for Dormadh and sets the factors (threshold 3),
    // Ann rolls (Silver 5, Silver 2, Reidh's Gold 3).
    play.table.reconnect("erin");
    await userConnected("erin", true);
    expect((await card("bob")).text).not.toContain(WAITS);
    await press("bob", join);
    await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
    await play.step((await fcSetsFactors(2))());
    expect(state().threshold).toBe(3);
    play.table.faces = [5, 2, 3];
    await press("ann", '[data-venus-action="roll"]');

    // Erin leaves again. Ann asks a Peer to approve an Insight for her 2: her own card, written on her own client.
    play.table.disconnect("erin");
    await annAsksInsight(1);
    expect(state().approvals).toEqual([{ die: 1, source: "insight", status: "asked" }]);
    expect(warned("ann")).toEqual([]);
    // Cid approves: refused in words; the approval is still asked, and both cards say a GM is awaited.
    expect((await card("cid")).text).toContain(WAITS);
    expect((await card("ann")).text).toContain(WAITS);
    await press("cid", approve);
    expect(warned("cid")).toEqual([NO_GM]);
    expect(state().approvals).toEqual([{ die: 1, source: "insight", status: "asked" }]);
    expect(await shows("cid", approve)).toBe(true);

    // Erin is back: Cid approves; Ann KISSes the 2 with its Insight (a 6), buys the primary and closes.
    play.table.reconnect("erin");
    await press("cid", approve);
    expect(state().approvals).toEqual([{ die: 1, source: "insight", status: "approved" }]);
    play.table.faces = [6];
    await press("ann", '[data-venus-action="kiss"]');
    expect(state().roll.dice[1]).toMatchObject({ value: 6, kissed: true, previousValue: 2 });
    await press("ann", '[data-venus-action="buy"][data-id="primary"]');
    await press("ann", '[data-venus-action="close"]');
    expect(state().closed).toBe(true);
    // Reidh, who joined once Erin was back, marks 1 exp on Diplomat; nobody was told anything more.
    expect((reidhJob.system as { exp: number }).exp).toBe(1);
    expect([...warned("ann"), ...warned("bob"), ...warned("cid")]).toEqual([NO_GM, NO_GM]);
  });

  it("Ann need not wait: she rolls her own card without an ally who could not answer (no answer, no die)", async () => {
    play.table.disconnect("erin");
    await press("bob", join);
    expect(warned("bob")).toEqual([NO_GM]);
    play.table.faces = [4, 5];
    await press("ann", '[data-venus-action="roll"]');
    expect(state().roll.dice.map((d) => d.value)).toEqual([4, 5]);
    expect(state().allies.map((a) => a.answer)).toEqual(["refused", "refused"]);
    // No FC connected: the roller's factors stand, and she can spend.
    expect(await shows("ann", '[data-venus-action="buy"][data-id="primary"]')).toBe(true);
  });
});

describe("Gwyn's check with the GM away", () => {
  const approveBonus = '[data-venus-check-action="approveBonus"]';

  it("Cid's approval of the bonus factor waits for a GM, told so; Erin is back, Cid approves and Ann rolls", async () => {
    await press("erin", '[data-venus-check-action="fc"]', CHECK);
    await annRollsD20(10);
    play.table.disconnect("erin");
    expect((await card("cid", CHECK)).text).toContain(WAITS);
    expect((await card("ann", CHECK)).text).toContain(WAITS);
    await press("cid", approveBonus, CHECK);
    expect(warned("cid")).toEqual([NO_GM]);
    expect(checkState().bonusApproval).toBe("asked");
    // Peers are connected, so Ann's bonus step still waits for one's approval.
    expect(await shows("ann", '[data-venus-check-action="bonus"]', CHECK)).toBe(false);
    play.table.reconnect("erin");
    expect((await card("cid", CHECK)).text).not.toContain(WAITS);
    await press("cid", approveBonus, CHECK);
    expect(checkState().bonusApproval).toBe("approved");
    play.table.faces = [1, 2];
    await press("ann", '[data-venus-check-action="bonus"]', CHECK);
    expect(checkState().bonus).toEqual({ dice: [1, 2], lots: 1 });
    expect(play.table.rolls.map((r) => r.user)).toEqual(["ann", "ann"]);
  });
});
