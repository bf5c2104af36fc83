/**
 * The King is Dead from its shipped cast (issue #29 §5): the GM (Erin)
 * imports the royals from the system's own pack through the directory,
 * hands Ann Gwyn, Dee Reidh and Cid Oren, gives the FC's role to Bob, a
 * player, who answers for the VINPCs, owned by no player (setUpFromPacks,
 * contract P). Before the first step Ann and Dee each drop a job from the
 * shipped jobs pack on their character, and Erin one on Arian (a task needs jobs; the pack's royals
 * carry none). Every step then is a click on a control the user's own
 * screen shows: the sheet's Task and Check buttons, their dialogs, the
 * cards. The FC decides before any die is rolled; Gwyn's VINPC Arian,
 * linked in the pack by a compendium UUID, is offered as her ally once
 * imported (the round-4 decision "the cast in a world").
 */
import { beforeAll, afterAll, beforeEach, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import { setUpFromPacks, type WorldDocuments } from "../harness/play-setup";
import type { TableItem } from "../harness/table-documents";
import type { TaskCardState } from "../../src/games/venus/dice/task-card-state";
import type { CheckCardState } from "../../src/games/venus/dice/check-card-state";
import { clickOn, dropJob } from "./venus-table";

let play: Play;
let world: WorldDocuments;
let readTaskState: (message: unknown) => TaskCardState | null;
let readCheckState: (message: unknown) => CheckCardState | null;

beforeAll(async () => {
  installPlayTable({ documentHooks: true });
  const { registerGame } = await import("../../src/core/register");
  registerGame((await import("../../src/core/module")).coreModule);
  registerGame((await import("../../src/games/venus/module")).venusModule);
  await import("../../src/games/venus/on-demand");
  ({ readTaskState } = (await import("../../src/games/venus/dice/task-card-message")) as never);
  ({ readCheckState } = (await import("../../src/games/venus/dice/check-card-message")) as never);
});
afterAll(() => uninstallPlayTable());

let gwynJob: TableItem;
let reidhJob: TableItem;
let arianJob: TableItem;

beforeEach(async () => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
    { id: "dee", name: "Dee" },
  ]);
  world = await setUpFromPacks(play, {
    import: [{ pack: "venus-characters" }],
    ownership: {
      Gwyn: { ann: "OWNER", default: "LIMITED" },
      Oren: { cid: "OWNER", default: "LIMITED" },
      Reidh: { dee: "OWNER", default: "LIMITED" },
      // Arian and Dormadh are VINPCs no player owns: they answer through the FC, Bob.
    },
    roles: { "venus.fc": ["bob"] },
  });
  gwynJob = await dropJob(play, "ann", world.actor("Gwyn"), "Charmer");
  reidhJob = await dropJob(play, "dee", world.actor("Reidh"), "Diplomat");
  arianJob = await dropJob(play, "erin", world.actor("Arian"), "Host");
});

/** Pick `value` in the select `selector` of a card the user sees (as the browser's select does). */
function choose(root: HTMLElement, selector: string, value: string): void {
  const select = root.querySelector<HTMLSelectElement>(selector);
  if (!select) throw new Error(`no ${selector}`);
  for (const o of select.querySelectorAll("option")) o.toggleAttribute("selected", o.getAttribute("value") === value);
}

/** The user's own copy of the newest card with this text. */
const card = (user: string, text: string) => play.seat(user).card(text);
const taskState = async (): Promise<TaskCardState> =>
  readTaskState((await card("ann", "Charmer")).message) as TaskCardState;
const checkState = async (): Promise<CheckCardState> =>
  readCheckState((await card("ann", "check")).message) as CheckCardState;

/** Ann opens Gwyn's sheet from her directory entry. */
async function gwynSheet(): Promise<PlayWindow> {
  const gwyn = world.actor("Gwyn");
  expect(play.table.directory("ann")).toContain(gwyn);
  return play.seat("ann").openFromDirectory(gwyn);
}

describe("The King is Dead, from the shipped cast, with Bob (a player) as the FC", () => {
  it("a task: Arian (a VINPC linked in the pack) and Reidh aid; the FC sets the factors and vetoes Gwyn's stunt before the roll; Reidh's stunt stands; KISS and purchases", async () => {
    const arian = world.actor("Arian");
    const reidh = world.actor("Reidh");
    const sheet = await gwynSheet();
    let offered = "";
    play.seat("ann").answerDialog((d) => {
      offered = d.text;
      return d.press("roll", {
        job: gwynJob.id,
        ability: "app",
        factors: "0",
        ally0: `${arian.uuid}|${arianJob.id}`,
        ally1: `${reidh.uuid}|${reidhJob.id}`,
        stunt: true,
      });
    });
    await sheet.click("rollTask", {}, { text: "Task" });
    // Arian, whose link on Gwyn's sheet names the pack's copy, is offered as the world's Arian.
    expect(offered).toContain("Arian");
    const posted = await taskState();
    expect(posted.allies.map((a) => [a.name, a.actorUuid])).toEqual([
      ["Arian", arian.uuid],
      ["Reidh", reidh.uuid],
    ]);
    expect(posted.roll.dice).toEqual([]);
    expect(posted.fcFactors).toBeNull();
    expect(play.table.rolls).toEqual([]);

    // Before the dice: Bob (the FC) sets one factor and vetoes Gwyn's stunt; Bob answers for Arian, Dee joins with a stunt.
    expect((await card("ann", "Charmer")).has("roll")).toBe(false);
    const bob = await card("bob", "Charmer");
    expect(bob.has("vetoStunt", { ally: "" }, { attribute: "data-venus-action" })).toBe(true);
    await bob.click("vetoStunt", { ally: "" }, { attribute: "data-venus-action" });
    const bobs = await card("bob", "Charmer");
    choose(bobs.element, "select[data-venus-factors]", "1");
    await bobs.click("factors", {}, { attribute: "data-venus-action" });
    await (await card("bob", "Charmer")).click("join", { ally: "0" }, { attribute: "data-venus-action" });
    await (await card("dee", "Charmer")).click("joinStunt", { ally: "1" }, { attribute: "data-venus-action" });
    const decided = await taskState();
    expect(decided.stunt).toBe("vetoed");
    expect(decided.allies.map((a) => [a.answer, a.stunt])).toEqual([
      ["joined", undefined],
      ["joined", "declared"],
    ]);
    // Threshold = 1 + the FC's one factor (+ one more while Gwyn is learning her job).
    expect(decided.threshold).toBe(decided.learning ? 3 : 2);
    expect(decided.fcFactors).toBe(1);

    // Ann rolls the pool on her client; the FC's control is gone.
    const pool = decided.gathering?.length ?? 0;
    play.table.faces = Array.from({ length: pool }, (_, i) => (i === pool - 1 ? 1 : 6));
    await (await card("ann", "Charmer")).click("roll", {}, { attribute: "data-venus-action" });
    expect(play.table.rolls.map((r) => r.user)).toEqual(["ann"]);
    expect((await card("bob", "Charmer")).has("factors", {}, { attribute: "data-venus-action" })).toBe(false);
    const rolled = await taskState();
    const reidhDie = rolled.roll.dice.findIndex((d) => d.ally === 1);
    expect(rolled.roll.dice[reidhDie]?.value).toBe(1);

    // Bob, the FC, agrees for Arian (an NPC ally nobody owns) to have his die KISSed.
    await (await card("bob", "Charmer")).click("agree", { ally: "0" }, { attribute: "data-venus-action" });
    expect((await taskState()).allies[0]?.agreed).toBe(true);

    // Reidh's stunt KISSes his own die, asking nobody (Ann picks Stunt on its face: Lot, Insight, Stunt).
    const ann = await card("ann", "Charmer");
    const face = ann.element.querySelector<HTMLElement>(`[data-venus-kiss-die="${reidhDie}"]`);
    if (!face) throw new Error("Ann has no face for Reidh's die");
    await play.table.as("ann", () => {
      for (let i = 0; i < 3; i++) clickOn(face);
    });
    play.table.faces = [5];
    await ann.click("kiss", {}, { attribute: "data-venus-action" });
    const kissed = await taskState();
    expect(kissed.roll.dice[reidhDie]).toMatchObject({ value: 5, kissed: true, previousValue: 1 });

    // Ann buys the primary consequence and closes; Arian and Reidh, who joined, mark 1 exp each.
    await (await card("ann", "Charmer")).click("buy", { id: "primary" }, { attribute: "data-venus-action" });
    await (await card("ann", "Charmer")).click("close", {}, { attribute: "data-venus-action" });
    expect((await taskState()).closed).toBe(true);
    expect((reidhJob.system as { exp: number }).exp).toBe(1);
    expect((arianJob.system as { exp: number }).exp).toBe(1);
  });

  it("a check with no GM connected: Bob sets the target before the d20, written by Ann's client; Cid approves the bonus factor", async () => {
    play.table.disconnect("erin");
    const sheet = await gwynSheet();
    play.seat("ann").answerDialog((d) =>
      d.press("roll", {
        source: "ability:app",
        difficulty: "tough",
        factors: "0",
        bonusFactors: "1",
        lots: "0",
        flatBonus: "0",
      }),
    );
    await sheet.click("rollCheck", {}, { text: "Check" });
    expect((await checkState()).rolled).toBe(false);
    expect((await card("ann", "check")).has("roll", {}, { attribute: "data-venus-check-action" })).toBe(false);
    // Bob, the FC, sets two factors and a flat bonus of 2 (his card's fields), written on Ann's client.
    const bob = await card("bob", "check");
    const factors = bob.element.querySelector<HTMLSelectElement>("select[data-venus-check-factors]");
    const flat = bob.element.querySelector<HTMLInputElement>("input[data-venus-check-flat]");
    if (!factors || !flat) throw new Error("Bob has no FC controls");
    choose(bob.element, "select[data-venus-check-factors]", "2");
    flat.value = "2";
    await bob.click("fc", {}, { attribute: "data-venus-check-action" });
    // Tough 15 + 2 = 17; Gwyn's Appeal is Bronze +0, the flat bonus +2.
    expect(await checkState()).toMatchObject({ target: 17, flatBonus: 2, fcAwaited: false });
    expect(play.seat("bob").notices("warn")).toEqual([]);
    // Ann rolls the d20 (12): 14, three short; Cid approves the bonus factor; Ann rolls it (4): 18 ≥ 17.
    play.table.faces = [12];
    await (await card("ann", "check")).click("roll", {}, { attribute: "data-venus-check-action" });
    expect((await card("bob", "check")).has("fc", {}, { attribute: "data-venus-check-action" })).toBe(false);
    await (await card("cid", "check")).click("approveBonus", {}, { attribute: "data-venus-check-action" });
    play.table.faces = [4];
    await (await card("ann", "check")).click("bonus", {}, { attribute: "data-venus-check-action" });
    expect(await checkState()).toMatchObject({ d20: 12, bonus: { dice: [4], lots: 0 } });
    expect((await card("ann", "check")).text).toContain("Passed");
  });

  it("a check in GM-roll mode with no GM connected: Cid, a Peer, sees the whispered card and approves the bonus factor", async () => {
    play.table.disconnect("erin");
    await play.seat("ann").chooseRollMode("gmroll");
    const sheet = await gwynSheet();
    play.seat("ann").answerDialog((d) =>
      d.press("roll", {
        source: "ability:app",
        difficulty: "tough",
        factors: "0",
        bonusFactors: "1",
        lots: "0",
        flatBonus: "0",
      }),
    );
    await sheet.click("rollCheck", {}, { text: "Check" });
    const message = (await card("ann", "check")).message as unknown as { whisper: string[] };
    expect(message.whisper).toContain("cid");
    await (await card("bob", "check")).click("fc", {}, { attribute: "data-venus-check-action" });
    // Tough 15; the d20 (12) + Appeal 0 is three short: the bonus step awaits a Peer.
    play.table.faces = [12];
    await (await card("ann", "check")).click("roll", {}, { attribute: "data-venus-check-action" });
    await (await card("cid", "check")).click("approveBonus", {}, { attribute: "data-venus-check-action" });
    play.table.faces = [4];
    await (await card("ann", "check")).click("bonus", {}, { attribute: "data-venus-check-action" });
    expect(await checkState()).toMatchObject({ d20: 12, bonus: { dice: [4], lots: 0 } });
  });

  it("a task in GM-roll mode is whispered to the GM and to whoever it awaits: the FC, the allies' players, the roller, the Peers", async () => {
    const reidh = world.actor("Reidh");
    // Ann picks GM roll in her chat controls (a client setting).
    await play.seat("ann").chooseRollMode("gmroll");
    const sheet = await gwynSheet();
    play.seat("ann").answerDialog((d) =>
      d.press("roll", {
        job: gwynJob.id,
        ability: "app",
        factors: "0",
        ally0: `${reidh.uuid}|${reidhJob.id}`,
        ally1: "",
      }),
    );
    await sheet.click("rollTask", {}, { text: "Task" });
    const message = (await card("ann", "Charmer")).message as unknown as { whisper: string[] };
    // Cid too: a Peer of Ann's, who approves Insights and Specialties after the roll.
    expect([...message.whisper].sort()).toEqual(["ann", "bob", "cid", "dee", "erin"]);
    // Dee answers for Reidh, Bob sets the factors.
    await (await card("dee", "Charmer")).click("join", { ally: "0" }, { attribute: "data-venus-action" });
    await (await card("bob", "Charmer")).click("factors", {}, { attribute: "data-venus-action" });
    expect((await taskState()).allies[0]?.answer).toBe("joined");
    // Ann rolls; her card, still whispered, shows her the purchases.
    play.table.faces = [6, 6];
    await (await card("ann", "Charmer")).click("roll", {}, { attribute: "data-venus-action" });
    expect((await card("ann", "Charmer")).has("buy", { id: "primary" }, { attribute: "data-venus-action" })).toBe(true);
  });
});
