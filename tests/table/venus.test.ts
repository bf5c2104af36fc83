/**
 * Venus Engine at a table, from the shipped cast (issue #27 §4): the FC
 * (Erin, the GM) and three players of The King is Dead — Ann plays Gwyn, who
 * asks for aid from her sheet's Task button (Charmer, level 2, set on the
 * job's own sheet); Bob plays Reidh, who joins; Dormadh, the FC's VINPC, is
 * asked too and the FC refuses for him; Cid plays Oren, a Peer. Every step
 * is a click on a control the user's own window or copy of the task card
 * shows (tests/harness/play.ts; the card's controls are `data-venus-action`
 * buttons, clicked here through the same listeners; the table, set up from
 * the packs: venus-table.ts). With no GM connected: venus-no-gm.test.ts; two
 * users at once: venus-at-once.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { PlayCard } from "../harness/play";
import {
  annAsksAid,
  card,
  clickOn,
  dormadhJob,
  play,
  press,
  reidhJob,
  shows,
  taskState as state,
  useVenusTable,
} from "./venus-table";

useVenusTable();
beforeEach(annAsksAid);

describe("The King is Dead: Gwyn's task with Reidh's aid, at the FC's table", () => {
  it("allies answer, the FC sets the factors, a Peer approves an Insight, the card closes with exp to the ally who joined", async () => {
    const join = (ally: number) => `[data-venus-action="join"][data-ally="${ally}"]`;
    // The card Ann's dialog posted: Charmer at the level she set on the job's sheet, Gwyn's Silver Appeal, her one factor,
    // and each ally's caliber in Appeal (Reidh's Gold, Dormadh's Bronze).
    expect(state()).toMatchObject({ jobName: "Charmer", jobLevel: 2, caliber: "silver", threshold: 2 });
    expect(state().allies.map((a) => [a.name, a.jobName, a.caliber, a.answer])).toEqual([
      ["Reidh", "Diplomat", "gold", "asked"],
      ["Dormadh", "Guard", "bronze", "asked"],
    ]);
    // Only Reidh's player is asked for Reidh; only the FC for the VINPC Dormadh.
    expect(await shows("ann", join(0))).toBe(false);
    expect(await shows("cid", join(0))).toBe(false);
    expect(await shows("erin", join(0))).toBe(false);
    expect(await shows("bob", join(1))).toBe(false);
    await press("bob", join(0));
    await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
    expect(state().allies.map((a) => a.answer)).toEqual(["joined", "refused"]);

    // The FC decides before the dice: Ann sees the factors awaited and no Roll; only Erin has the control.
    expect((await card("ann")).text).toContain("awaited from the FC");
    expect(await shows("ann", '[data-venus-action="roll"]')).toBe(false);
    expect(await shows("ann", "select[data-venus-factors]")).toBe(false);
    expect(await shows("cid", "select[data-venus-factors]")).toBe(false);
    const erin = await card("erin");
    const select = erin.element.querySelector<HTMLSelectElement>("select[data-venus-factors]");
    if (!select) throw new Error("Erin has no factors");
    for (const option of select.querySelectorAll("option"))
      if (option.getAttribute("value") === "2") option.setAttribute("selected", "");
      else option.removeAttribute("selected");
    const set = erin.element.querySelector<HTMLElement>('[data-venus-action="factors"]');
    if (!set) throw new Error("Erin has no Set button");
    await play.step(play.table.as("erin", () => void clickOn(set)));
    // Threshold = 1 + two relative factors.
    expect(state().threshold).toBe(3);

    // Ann rolls the pool on her own client: Silver 2, Silver 5, Reidh's Gold 3 (no die for Dormadh).
    play.table.faces = [2, 5, 3];
    await press("ann", '[data-venus-action="roll"]');
    expect(play.table.rolls.map((r) => [r.user, r.formula])).toEqual([["ann", "2d6 + 1d6"]]);
    expect(state().roll.dice.map((d) => d.value)).toEqual([2, 5, 3]);
    // Rolled: no factor control for anyone, the FC included.
    expect(await shows("erin", "select[data-venus-factors]")).toBe(false);

    // Ann picks an Insight for her first die (two clicks on its face: Lot, then Insight) and asks.
    await (async () => {
      const ann = await card("ann");
      const face = ann.element.querySelector<HTMLElement>('[data-venus-kiss-die="0"]');
      const kiss = ann.element.querySelector<HTMLElement>('[data-venus-action="kiss"]');
      if (!face || !kiss) throw new Error("Ann has no face or KISS");
      await play.table.as("ann", () => {
        clickOn(face);
        clickOn(face);
      });
      expect(face.dataset.venusKissSource).toBe("insight");
      await play.step(play.table.as("ann", () => void clickOn(kiss)));
    })();
    expect(state().approvals).toEqual([{ die: 0, source: "insight", status: "asked" }]);
    // Venus's Peers of Gwyn's card: everyone but her player — the FC, Bob and Cid; Ann sees them awaited by name.
    expect(await shows("ann", '[data-venus-action="approve"]')).toBe(false);
    expect((await card("ann")).text).toContain("Awaiting the Peers: Erin, Bob, Cid.");
    expect(await shows("bob", '[data-venus-action="approve"][data-index="0"]')).toBe(true);
    expect(await shows("erin", '[data-venus-action="approve"][data-index="0"]')).toBe(true);
    await press("cid", '[data-venus-action="approve"][data-index="0"]');

    // Approved: the face comes preset with its Insight; Ann KISSes it on her client (a 6).
    play.table.faces = [6];
    await press("ann", '[data-venus-action="kiss"]');
    expect(state().roll.dice[0]).toMatchObject({ value: 6, kissed: true, previousValue: 2 });
    expect(play.table.rolls.at(-1)?.user).toBe("ann");

    // Three successes buy the primary consequence (threshold 3); Ann closes the card.
    await press("ann", '[data-venus-action="buy"][data-id="primary"]');
    await press("ann", '[data-venus-action="close"]');
    expect(state().closed).toBe(true);
    // Reidh, who joined, marks 1 exp on Diplomat (level 1: 2 exp to level up → level 1, exp 1); Dormadh nothing.
    expect((reidhJob.system as { exp: number }).exp).toBe(1);
    expect((dormadhJob.system as { exp: number }).exp).toBe(0);
  });
});

describe("the same table: a stunt vetoed before the roll, a reload", () => {
  async function rolledAndSet(): Promise<void> {
    await press("bob", '[data-venus-action="join"][data-ally="0"]');
    await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
    await press("erin", '[data-venus-action="factors"]');
    play.table.faces = [2, 1, 3];
    await press("ann", '[data-venus-action="roll"]');
  }

  it("the FC vetoes Gwyn's declared stunt before the roll; a Peer cannot; vetoed, it KISSes nothing", async () => {
    expect((await card("cid")).text).toContain("Gwyn declared a stunt");
    expect(await shows("cid", '[data-venus-action="vetoStunt"]')).toBe(false);
    expect(await shows("ann", '[data-venus-action="vetoStunt"]')).toBe(false);
    await press("erin", '[data-venus-action="vetoStunt"]');
    expect(state().stunt).toBe("vetoed");
    expect((await card("ann")).text).toContain("The FC vetoed Gwyn's stunt.");
    await rolledAndSet();
    // Ann picks Stunt for her second die (Lot, Insight, Stunt) and KISSes: refused, the die unchanged.
    const ann = await card("ann");
    const face = ann.element.querySelector<HTMLElement>('[data-venus-kiss-die="1"]');
    const kiss = ann.element.querySelector<HTMLElement>('[data-venus-action="kiss"]');
    if (!face || !kiss) throw new Error("Ann has no face or KISS");
    await play.table.as("ann", () => {
      for (let i = 0; i < 3; i++) clickOn(face); // Lot, Insight, Stunt
    });
    expect(face.dataset.venusKissSource).toBe("stunt");
    await play.step(play.table.as("ann", () => void clickOn(kiss)));
    expect(state().roll.dice[1]).toMatchObject({ value: 1, kissed: false });
    expect(play.seat("ann").notices().at(-1)).toBe("STORY_ENGINES.Venus.Card.Problems.stunt-not-declared");
  });

  it("an unvetoed stunt KISSes one of Gwyn's dice at once, with nobody asked", async () => {
    await rolledAndSet();
    const ann = await card("ann");
    const face = ann.element.querySelector<HTMLElement>('[data-venus-kiss-die="1"]');
    const kiss = ann.element.querySelector<HTMLElement>('[data-venus-action="kiss"]');
    if (!face || !kiss) throw new Error("Ann has no face or KISS");
    await play.table.as("ann", () => {
      for (let i = 0; i < 3; i++) clickOn(face); // Lot, Insight, Stunt
    });
    play.table.faces = [5];
    await play.step(play.table.as("ann", () => void clickOn(kiss)));
    expect(state().approvals).toBeUndefined();
    expect(state().roll.dice[1]).toMatchObject({ value: 5, kissed: true, previousValue: 1 });
  });

  it("a reload mid-task: every card is drawn again from the message alone, with the same controls", async () => {
    await rolledAndSet();
    const controls = (view: PlayCard): string[] =>
      [...view.element.querySelectorAll<HTMLElement>("[data-venus-action]")].map((el) => el.dataset.venusAction ?? "");
    const before = controls(await card("ann"));
    expect(before).toEqual(expect.arrayContaining(["kiss", "buy", "close"]));
    await play.reload("ann", async () => undefined);
    const again = await card("ann");
    expect(controls(again)).toEqual(before);
    expect(again.element.querySelectorAll("[data-venus-kiss-die]").length).toBe(3);
    expect(await shows("bob", '[data-venus-action="join"]')).toBe(false);
  });
});
