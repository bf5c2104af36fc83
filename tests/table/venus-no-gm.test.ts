/**
 * The table plays on with no GM connected (The King is Dead; the table:
 * venus-table.ts, set up from the shipped packs; Ann posts each card from
 * her sheet; the round-4 decision "the FC and the Peers are people,
 * not the Foundry GM"). Others' decisions on Ann's cards — Reidh's player
 * answering the call for aid, a Peer approving an Insight or a bonus
 * factor — are written by the card's writer (contract R's no-GM writer:
 * the card's connected owner, Ann's client), through the same declared
 * rule and queue as the GM's. Only when Ann is away too is a click refused
 * in words, naming who must connect, and nothing changes. An ally's exp,
 * asked of the ally's own writer, is marked once even when the request
 * reaches it twice. A player who
 * holds the FC role with no GM: venus-king-is-dead.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  card,
  CHECK,
  checkState,
  play,
  press,
  reidhJob,
  shows,
  taskState as state,
  useVenusTable,
  annAsksAid,
  annAsksInsight,
  annProposesCheck,
  annRollsD20,
} from "./venus-table";

useVenusTable();

const WAITS = "none of the roller's players is connected";
const join = '[data-venus-action="join"][data-ally="0"]';
const approve = '[data-venus-action="approve"][data-index="0"]';
const warned = (user: string): string[] => play.seat(user).notices("warn");

/** What every client does when Foundry says a user connected or left: its `userConnected` hooks, as that client. */
async function userConnected(userId: string, connected: boolean): Promise<void> {
  const hooks = (globalThis as unknown as { Hooks: { callAll: (name: string, ...args: unknown[]) => unknown } }).Hooks;
  for (const seat of ["erin", "ann", "bob", "cid"].filter((id) => play.table.mustUser(id).active))
    await play.table.as(seat, () => hooks.callAll("userConnected", play.table.mustUser(userId), connected));
  await play.table.settle();
}

describe("Gwyn's task with the GM away", () => {
  beforeEach(annAsksAid);

  it("Ann's client writes Bob's answer and Cid's approval; the task closes with Reidh's exp", async () => {
    play.table.disconnect("erin");
    await userConnected("erin", false);
    // The card's writer (Ann) is connected: nothing waits for a GM.
    expect((await card("bob")).text).not.toContain(WAITS);
    await press("bob", join);
    expect(state().allies[0]?.answer).toBe("joined");
    // Dormadh is the FC's VINPC and no FC is connected: Ann rolls without him (no answer, no die).
    // No FC is connected: Ann's own factors stand (threshold 2), and she rolls: Silver 5, Silver 2, Reidh's Gold 3.
    play.table.faces = [5, 2, 3];
    await press("ann", '[data-venus-action="roll"]');
    expect(state().roll.dice.map((d) => d.value)).toEqual([5, 2, 3]);
    expect(state().threshold).toBe(2);

    // Ann asks a Peer to approve an Insight for her 2; Cid approves, written on Ann's client.
    await annAsksInsight(1);
    expect(state().approvals).toEqual([{ die: 1, source: "insight", status: "asked" }]);
    expect(await shows("cid", approve)).toBe(true);
    await press("cid", approve);
    expect(state().approvals).toEqual([{ die: 1, source: "insight", status: "approved" }]);
    play.table.faces = [6];
    await press("ann", '[data-venus-action="kiss"]');
    expect(state().roll.dice[1]).toMatchObject({ value: 6, kissed: true, previousValue: 2 });
    // Three successes: the primary (2) and one secondary consequence.
    await press("ann", '[data-venus-action="buy"][data-id="primary"]');
    await press("ann", '[data-venus-action="buy"][data-id="unharmed"]');
    expect(state().purchases.map((p) => p.id)).toEqual(["primary", "unharmed"]);
    expect(warned("bob")).toEqual([]);
    expect(warned("cid")).toEqual([]);
    // Closing marks Reidh's exp, which Ann's client may not write: it asks Reidh's own writer, Bob's client.
    await press("ann", '[data-venus-action="close"]');
    expect(warned("ann")).toEqual([]);
    expect(state().closed).toBe(true);
    await play.table.settle();
    expect([play.seat("ann").notices("error"), play.seat("bob").notices("error")]).toEqual([[], []]);
    expect((reidhJob.system as { exp: number }).exp).toBe(1);
  });

  it("with Ann away too, Bob's answer is refused in words naming who must connect, and nothing changes", async () => {
    play.table.disconnect("erin");
    play.table.disconnect("ann");
    await userConnected("ann", false);
    expect((await card("bob")).text).toContain(WAITS);
    await press("bob", join);
    expect(warned("bob")).toEqual(["STORY_ENGINES.Notifications.noWriter"]);
    expect(state().allies[0]?.answer).toBe("asked");
    expect(await shows("bob", join)).toBe(true);
    // Ann is back: Bob answers again, and it is written.
    play.table.reconnect("ann");
    await userConnected("ann", true);
    await press("bob", join);
    expect(state().allies[0]?.answer).toBe("joined");
  });

  it("Cid's approval of Ann's Insight reaches her client twice (the network delivers it again): approved once, KISSed once", async () => {
    play.table.disconnect("erin");
    await userConnected("erin", false);
    await press("bob", join);
    play.table.faces = [5, 2, 3];
    await press("ann", '[data-venus-action="roll"]');
    await annAsksInsight(1);
    // Every request Cid's client sends goes out twice, as a socket that delivers it again would have it.
    const table = play.table;
    const emit = table.emit.bind(table);
    const doubled: unknown[] = [];
    table.emit = (message: unknown) => {
      emit(message);
      const sent = message as { type?: string; data?: { userId?: string } };
      if (sent.type === "request" && sent.data?.userId === "cid") {
        doubled.push(message);
        emit(message);
      }
    };
    try {
      await press("cid", approve);
      await play.table.settle();
    } finally {
      table.emit = emit;
    }
    expect(doubled).toHaveLength(1);
    // The second delivery, made on the card as it was before the first landed, is dropped without a word.
    expect([warned("cid"), warned("ann")]).toEqual([[], []]);
    expect(state().approvals).toEqual([{ die: 1, source: "insight", status: "approved" }]);
    expect(state().history.filter((h) => h.kind === "approved")).toHaveLength(1);
    play.table.faces = [6];
    await press("ann", '[data-venus-action="kiss"]');
    expect(state().roll.dice[1]).toMatchObject({ value: 6, kissed: true, previousValue: 2 });
    expect(state().history.filter((h) => h.kind === "kissed")).toHaveLength(1);
    expect([play.seat("ann").notices("error"), play.seat("cid").notices("error")]).toEqual([[], []]);
  });

  it("the request for Reidh's exp reaches Bob's client twice (the network delivers it again): the exp is marked once", async () => {
    play.table.disconnect("erin");
    await userConnected("erin", false);
    await press("bob", join);
    // Ann rolls (threshold 2, her own factor): Silver 5 ✓, Silver 5 ✓, Reidh's Gold 3 ✓; she buys the primary.
    play.table.faces = [5, 5, 3];
    await press("ann", '[data-venus-action="roll"]');
    await press("ann", '[data-venus-action="buy"][data-id="primary"]');
    // Every message asking for an ally's exp goes out twice, as a socket that delivers it again would have it.
    const table = play.table;
    const emit = table.emit.bind(table);
    const asked: unknown[] = [];
    table.emit = (message: unknown) => {
      emit(message);
      const sent = message as { type?: string; name?: string };
      if (sent.type === "request" && sent.name === "story-engines.venus.allyExp") {
        asked.push(message);
        emit(message);
      }
    };
    try {
      await press("ann", '[data-venus-action="close"]');
      await play.table.settle();
    } finally {
      table.emit = emit;
    }
    expect(asked).toHaveLength(1);
    expect(state().closed).toBe(true);
    // Diplomat, level 1: one task aided, one exp — not two.
    expect(reidhJob.system as { level: number; exp: number }).toMatchObject({ level: 1, exp: 1 });
    expect([play.seat("ann").notices("error"), play.seat("bob").notices("error")]).toEqual([[], []]);
  });
});

describe("Gwyn's check with the GM away", () => {
  beforeEach(annProposesCheck);

  const approveBonus = '[data-venus-check-action="approveBonus"]';

  it("Cid's approval of the bonus factor is written by Ann's client; Ann rolls every die", async () => {
    await press("erin", '[data-venus-check-action="fc"]', CHECK);
    await annRollsD20(10);
    play.table.disconnect("erin");
    expect((await card("cid", CHECK)).text).not.toContain(WAITS);
    // Peers are connected, so Ann's bonus step waits for one's approval.
    expect(await shows("ann", '[data-venus-check-action="bonus"]', CHECK)).toBe(false);
    await press("cid", approveBonus, CHECK);
    expect(checkState().bonusApproval).toBe("approved");
    play.table.faces = [1, 2];
    await press("ann", '[data-venus-check-action="bonus"]', CHECK);
    expect(checkState().bonus).toEqual({ dice: [1, 2], lots: 1 });
    expect(play.table.rolls.map((r) => r.user)).toEqual(["ann", "ann"]);
    expect(warned("cid")).toEqual([]);
  });
});
