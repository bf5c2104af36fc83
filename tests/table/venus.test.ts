/**
 * Venus Engine at a table: the FC (Erin, the GM) and three players of The
 * King is Dead — Ann plays Gwyn, who performs a task; Bob plays Reidh, who
 * joins it; Dormadh, the FC's VINPC, is asked too and the FC refuses for him;
 * Cid plays Oren, a Peer. Every step is a click on a control the user's own
 * copy of the task card shows (tests/harness/play.ts; the card's controls are
 * `data-venus-action` buttons, clicked here through the same listeners).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play, type PlayCard } from "../harness/play";
import { TableActor, TableItem, TableMessage } from "../harness/table-documents";
import type { TaskCardState } from "../../src/games/venus/dice/task-card-state";

let createGatheringCard: typeof import("../../src/games/venus/dice/task-card-state").createGatheringCard;
let readTaskState: (message: unknown) => TaskCardState | null;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;
let play: Play;
let message: TableMessage;
let reidhJob: TableItem;
let dormadhJob: TableItem;

beforeAll(async () => {
  installPlayTable();
  const { registerGame } = await import("../../src/core/register");
  const { venusModule } = await import("../../src/games/venus/module");
  const { coreModule } = await import("../../src/core/module");
  registerGame(coreModule);
  registerGame(venusModule);
  // Venus's lazy chunk (card controls, dialogs, the rolls' dice), as a client has it once a card is drawn.
  await import("../../src/games/venus/on-demand");
  ({ createGatheringCard } = await import("../../src/games/venus/dice/task-card-state"));
  ({ readTaskState } = (await import("../../src/games/venus/dice/task-card-message")) as never);
  ({ SAMPLE_CHARACTER_SYSTEM } = await import("../../src/games/venus/dice/samples"));
});
afterAll(() => uninstallPlayTable());

const job = (id: string, name: string, level: number) =>
  new TableItem(id, { name, type: "venusJob", system: { ability: "app", level, exp: 0 } });

beforeEach(() => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
  ]);
  const t = play.table;
  const pc = (id: string, name: string, owner: string) =>
    new TableActor(id, { name, type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM }, { default: 1, [owner]: 3 });
  const gwyn = pc("gwyn", "Gwyn", "ann");
  const reidh = pc("reidh", "Reidh", "bob");
  const dormadh = new TableActor(
    "dormadh",
    { name: "Dormadh", type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM },
    { default: 1 },
  );
  gwyn.items.set("courtier", job("courtier", "Courtier", 2));
  reidhJob = job("diplomat", "Diplomat", 1);
  reidh.items.set("diplomat", reidhJob);
  dormadhJob = job("soldier", "Soldier", 3);
  dormadh.items.set("soldier", dormadhJob);
  t.actors.push(gwyn, reidh, pc("oren", "Oren", "cid"), dormadh);
  const state = {
    ...createGatheringCard({
      actorUuid: gwyn.uuid,
      actorName: "Gwyn",
      img: "",
      jobId: "courtier",
      jobName: "Courtier",
      jobLevel: 2,
      learning: false,
      ability: "app",
      caliber: "silver",
      threshold: 2,
      allies: [
        { actorUuid: reidh.uuid, name: "Reidh", jobId: "diplomat", jobName: "Diplomat", jobLevel: 1, caliber: "gold" },
        {
          actorUuid: dormadh.uuid,
          name: "Dormadh",
          jobId: "soldier",
          jobName: "Soldier",
          jobLevel: 3,
          caliber: "bronze",
        },
      ],
      pool: [
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "silver", owner: "roller", ally: null },
        { caliber: "gold", owner: "ally", ally: 0 },
        { caliber: "bronze", owner: "ally", ally: 1 },
      ],
    }),
    fcFactors: null,
  };
  message = new TableMessage(
    "task",
    { content: "<div data-venus-task-card></div>", flags: { "story-engines": { venusTask: state } } },
    "ann",
  );
  t.messages.push(message);
});

const card = (user: string): Promise<PlayCard> => play.seat(user).card();
/** A click on a card's control, as the browser dispatches it to the card's listeners. */
function clickOn(el: HTMLElement): void {
  const view = el.ownerDocument.defaultView as unknown as { Event: typeof Event };
  el.dispatchEvent(new view.Event("click", { bubbles: true, cancelable: true }));
}
/** Click the control `selector` on the user's own copy of the card (failing when it shows none). */
async function press(user: string, selector: string): Promise<void> {
  const view = await card(user);
  const control = view.element.querySelector<HTMLElement>(selector);
  if (!control || control.hasAttribute("disabled")) throw new Error(`${user}'s card shows no ${selector}`);
  await play.step(play.table.as(user, () => void clickOn(control)));
}
async function shows(user: string, selector: string): Promise<boolean> {
  return (await card(user)).element.querySelector(selector) !== null;
}
const state = (): TaskCardState => readTaskState(message) as TaskCardState;

describe("The King is Dead: Gwyn's task with Reidh's aid, at the FC's table", () => {
  it("allies answer, the FC sets the factors, a Peer approves an Insight, the card closes with exp to the ally who joined", async () => {
    const join = (ally: number) => `[data-venus-action="join"][data-ally="${ally}"]`;
    // Only Reidh's player is asked for Reidh; only the FC for the VINPC Dormadh.
    expect(await shows("ann", join(0))).toBe(false);
    expect(await shows("cid", join(0))).toBe(false);
    expect(await shows("erin", join(0))).toBe(false);
    expect(await shows("bob", join(1))).toBe(false);
    await press("bob", join(0));
    await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
    expect(state().allies.map((a) => a.answer)).toEqual(["joined", "refused"]);

    // Ann rolls the pool on her own client: Silver 2, Silver 5, Reidh's Gold 3 (no die for Dormadh).
    play.table.faces = [2, 5, 3];
    await press("ann", '[data-venus-action="roll"]');
    expect(play.table.rolls.map((r) => [r.user, r.formula])).toEqual([["ann", "2d6 + 1d6"]]);
    expect(state().roll.dice.map((d) => d.value)).toEqual([2, 5, 3]);

    // The FC's factors are awaited: Ann sees it, only Erin has the control.
    expect((await card("ann")).text).toContain("awaited from the FC");
    expect(await shows("ann", '[data-venus-action="kiss"]')).toBe(false);
    expect(await shows("ann", "select[data-venus-factors]")).toBe(false);
    const erin = await card("erin");
    const select = erin.element.querySelector<HTMLSelectElement>("select[data-venus-factors]");
    if (!select) throw new Error("Erin has no factors");
    for (const option of select.querySelectorAll("option"))
      if (option.getAttribute("value") === "2") option.setAttribute("selected", "");
      else option.removeAttribute("selected");
    const set = erin.element.querySelector<HTMLElement>('[data-venus-action="factors"]');
    if (!set) throw new Error("Erin has no Set button");
    await play.step(play.table.as("erin", () => void clickOn(set)));
    expect(state().threshold).toBe(3);

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
    expect(await shows("ann", '[data-venus-action="approve"]')).toBe(false);
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

describe("the same table: a vetoed Stunt, no GM connected, a reload", () => {
  async function rolledAndSet(): Promise<void> {
    await press("bob", '[data-venus-action="join"][data-ally="0"]');
    await press("erin", '[data-venus-action="refuse"][data-ally="1"]');
    play.table.faces = [2, 1, 3];
    await press("ann", '[data-venus-action="roll"]');
    await press("erin", '[data-venus-action="factors"]');
  }

  it("the FC vetoes Gwyn's Stunt on her own card; a Peer cannot", async () => {
    await rolledAndSet();
    const ann = await card("ann");
    const face = ann.element.querySelector<HTMLElement>('[data-venus-kiss-die="1"]');
    const kiss = ann.element.querySelector<HTMLElement>('[data-venus-action="kiss"]');
    if (!face || !kiss) throw new Error("Ann has no face or KISS");
    await play.table.as("ann", () => {
      for (let i = 0; i < 3; i++) clickOn(face); // Lot, Insight, Stunt
    });
    expect(face.dataset.venusKissSource).toBe("stunt");
    await play.step(play.table.as("ann", () => void clickOn(kiss)));
    expect(await shows("cid", '[data-venus-action="veto"]')).toBe(false);
    await press("erin", '[data-venus-action="veto"][data-index="0"]');
    expect(state().approvals).toEqual([{ die: 1, source: "stunt", status: "vetoed" }]);
    expect((await card("ann")).text).toContain("refused");
  });

  it("with no GM connected an ally's answer waits (a clear warning, nothing lost); the roller may roll without him", async () => {
    play.table.disconnect("erin");
    await press("bob", '[data-venus-action="join"][data-ally="0"]');
    expect(play.seat("bob").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(state().allies[0]?.answer).toBe("asked");
    // Ann owns the card: she rolls it herself; allies who never answered add no die.
    play.table.faces = [4, 5];
    await press("ann", '[data-venus-action="roll"]');
    expect(state().roll.dice.map((d) => d.value)).toEqual([4, 5]);
    // No FC connected: the roller's factors stand, and she can spend.
    expect(await shows("ann", '[data-venus-action="buy"][data-id="primary"]')).toBe(true);
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
