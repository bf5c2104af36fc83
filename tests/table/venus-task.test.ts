/**
 * Venus Engine at a table: "The King is Dead"'s Ritual, played by Ann (Dhyr,
 * learning Ritualist) and Bob (Melyn, aiding with her Ritualist) with Fay as
 * the FC (the Foundry GM), each on their own client: Ann rolls the task from
 * Dhyr's sheet, Bob agrees to have Melyn's die KISSed, Ann spends Ego to
 * KISS every disappointing die, buys the primary consequence and closes the
 * card. Then the same table with no GM connected, with a reload mid-task,
 * and with Ann and Bob clicking at once.
 *
 * The digest's task: a level-0 job rolls the FC's chosen ability's score in
 * dice of its caliber (Resolve 3, Silver), the threshold is 1 + learning + two
 * factors = 4, Melyn adds one Gold die; Silver succeeds on 4–6, Gold on 3–6.
 * Rolled 4, 2, 6 and Melyn's 1: two successes. Ego re-rolls every
 * disappointing die (the aid die only with Melyn's agreement): 2 → 5 and
 * 1 → 3, four successes, enough for the primary consequence. Closing marks
 * 1 exp on the learning job (3 → 4) and 1 on Melyn's job, whose level 2
 * needs 4 exp: it rises to level 3 with 0 exp.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { TableActor, TableItem } from "../harness/table-documents";
import type { VenusCharacterSheet } from "../../src/games/venus/sheets/character-sheet";
import type { TaskCardState } from "../../src/games/venus/dice/task-card-state";

let Sheet: typeof VenusCharacterSheet;
let readTaskState: (message: unknown) => TaskCardState | null;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;
let SAMPLE_ALLY_SYSTEM: Record<string, unknown>;
let characterBase: Record<string, unknown>;
let jobBase: Record<string, unknown>;

let play: Play;
let dhyr: TableActor;
let melyn: TableActor;

const V = { attribute: "data-venus-action" };
const RITUAL = { job: "dhyr-ritualist", ability: "res", factors: 2, ally0: "Actor.melyn|melyn-ritualist" };

beforeAll(async () => {
  installPlayTable();
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  // The table roles' setting, which the games' role checks read.
  registerGame(coreModule);
  const { venusModule } = await import("../../src/games/venus/module");
  registerGame(venusModule);
  ({ VenusCharacterSheet: Sheet } = await import("../../src/games/venus/sheets/character-sheet"));
  ({ readTaskState } = (await import("../../src/games/venus/dice/task-card-message")) as unknown as {
    readTaskState: typeof readTaskState;
  });
  ({ SAMPLE_CHARACTER_SYSTEM, SAMPLE_ALLY_SYSTEM } = await import("../../src/games/venus/dice/samples"));
  // A world actor carries every field of its data model: the model's defaults under the samples' values.
  const { initialSystem } = await import("../../src/schema");
  const { characterSpec } = await import("../../src/games/venus/data/character");
  const { jobSpec } = await import("../../src/games/venus/data/job");
  characterBase = initialSystem(characterSpec.fields);
  jobBase = initialSystem(jobSpec.fields);
});
afterAll(() => uninstallPlayTable());

function job(actor: TableActor, id: string, level: number, exp: number): void {
  actor.items.set(
    id,
    new TableItem(
      id,
      { name: "Ritualist", type: "venusJob", system: { ...jobBase, ability: "res", level, exp } },
      actor,
    ),
  );
}

beforeEach(() => {
  play = startPlay([
    { id: "fay", name: "Fay", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
  ]);
  dhyr = new TableActor(
    "dhyr",
    {
      name: "Dhyr",
      type: "venusCharacter",
      system: { ...characterBase, ...SAMPLE_CHARACTER_SYSTEM, capabilities: [] },
    },
    { default: 1, ann: 3 },
  );
  melyn = new TableActor(
    "melyn",
    { name: "Melyn", type: "venusCharacter", system: { ...characterBase, ...SAMPLE_ALLY_SYSTEM } },
    { default: 1, bob: 3 },
  );
  job(dhyr, "dhyr-ritualist", 0, 3);
  job(melyn, "melyn-ritualist", 2, 3);
  play.table.actors.push(dhyr, melyn);
});

/** The card's state as the message holds it. */
function card(): TaskCardState {
  const message = play.table.messages.at(-1);
  const state = message ? readTaskState(message) : null;
  if (!state) throw new Error("no task card posted");
  return state;
}
const successes = (s: TaskCardState) => s.roll.dice.filter((d) => d.value >= (d.caliber === "gold" ? 3 : 4)).length;

/** Ann opens Dhyr's sheet and rolls the Ritual from the Ritualist job's row, Melyn aiding. */
async function rollRitual(): Promise<void> {
  const sheet = await play.seat("ann").open(() => new Sheet({ document: dhyr } as never));
  play.seat("ann").answerDialog((d) => d.press("roll", RITUAL));
  play.table.faces = [4, 2, 6, 1];
  await sheet.click("rollTask", { itemId: "dhyr-ritualist" });
}

describe("The King is Dead: Dhyr's Ritual at a table of three", () => {
  it("Ann rolls, Bob agrees for Melyn, Ann KISSes with Ego, buys the primary consequence and closes the card", async () => {
    await rollRitual();
    const rolled = card();
    expect(rolled.threshold).toBe(4);
    expect(rolled.roll.dice.map((d) => [d.caliber, d.value])).toEqual([
      ["silver", 4],
      ["silver", 2],
      ["silver", 6],
      ["gold", 1],
    ]);
    expect(successes(rolled)).toBe(2);
    // Only Bob answers for Melyn; only Ann (or the FC) spends Dhyr's Ego.
    const annCard = await play.seat("ann").card("Dhyr");
    expectNoControl(annCard, "agree", { ally: 0 }, V);
    expect(annCard.has("egoReroll", {}, V)).toBe(true);
    const bobCard = await play.seat("bob").card("Dhyr");
    expectNoControl(bobCard, "egoReroll", {}, V);
    expectNoControl(bobCard, "buy", { kind: "primary" }, V);
    await bobCard.click("agree", { ally: 0 }, V);
    expect(card().allies[0]?.agreed).toBe(true);
    // Ann's card now offers Ego's re-roll of every disappointing die, Melyn's included.
    play.table.faces = [5, 3];
    await (await play.seat("ann").card("Dhyr")).click("egoReroll", {}, V);
    const kissed = card();
    expect(kissed.roll.dice.map((d) => d.value)).toEqual([4, 5, 6, 3]);
    expect(successes(kissed)).toBe(4);
    expect(dhyr.system.kismet).toMatchObject({ ego: false, lots: 3 });
    // Four successes buy the primary consequence (its price is the threshold).
    await (await play.seat("ann").card("Dhyr")).click("buy", { kind: "primary", id: "primary" }, V);
    expect(card().purchases.map((p) => p.kind)).toEqual(["primary"]);
    // The FC sees what was bought; Bob may not close Dhyr's card.
    expect((await play.seat("fay").card("Dhyr")).text).toContain("Dhyr");
    expectNoControl(await play.seat("bob").card("Dhyr"), "close", {}, V);
    await (await play.seat("ann").card("Dhyr")).click("close", {}, V);
    expect(card().closed).toBe(true);
    expect(dhyr.items.get("dhyr-ritualist")?.system).toMatchObject({ level: 0, exp: 4 });
    expect(melyn.items.get("melyn-ritualist")?.system).toMatchObject({ level: 3, exp: 0 });
    for (const user of ["fay", "ann", "bob"]) {
      const seen = await play.seat(user).card("Dhyr");
      expect(seen.actions.filter((a) => a.startsWith("buy") || a.startsWith("close"))).toEqual([]);
    }
    expect(play.steps).toBe(5);
  });

  it("a failed Ritual: Ann buys two secondary consequences and closes; every copy of the card shows the FC what may be subverted", async () => {
    await rollRitual();
    // Two successes cannot buy the primary consequence (4): Ann spends them on two secondary ones.
    const buy = async (id: string) => (await play.seat("ann").card("Dhyr")).click("buy", { kind: "secondary", id }, V);
    expectNoControl(await play.seat("ann").card("Dhyr"), "buy", { kind: "primary" }, V);
    await buy("unharmed");
    await buy("graceful");
    expect(card().purchases.map((p) => p.id)).toEqual(["unharmed", "graceful"]);
    await (await play.seat("ann").card("Dhyr")).click("close", {}, V);
    // Failing the primary marks 1 exp, learning 1 more (3 → 5); Melyn's aid marks 1 whatever happens.
    expect(dhyr.items.get("dhyr-ritualist")?.system).toMatchObject({ level: 0, exp: 5 });
    expect(melyn.items.get("melyn-ritualist")?.system).toMatchObject({ level: 3, exp: 0 });
    for (const user of ["fay", "ann", "bob"]) {
      const seen = await play.seat(user).card("Dhyr");
      expect(seen.text).toContain("The task fails");
      // The two secondary consequences not bought are the FC's to subvert (one of them).
      expect(seen.element.querySelectorAll(".se-venus-task__subvert li").length).toBe(2);
    }
  });

  it("with no GM connected, Bob's agreement tells him and changes nothing; it lands once the FC is back", async () => {
    await rollRitual();
    const before = card();
    play.table.disconnect("fay");
    await (await play.seat("bob").card("Dhyr")).click("agree", { ally: 0 }, V);
    expect(play.seat("bob").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(card()).toEqual(before);
    play.table.reconnect("fay");
    await (await play.seat("bob").card("Dhyr")).click("agree", { ally: 0 }, V);
    expect(card().allies[0]?.agreed).toBe(true);
  });

  it("a reload mid-task rebuilds Ann's sheet and card from the documents alone", async () => {
    await rollRitual();
    await (await play.seat("bob").card("Dhyr")).click("agree", { ally: 0 }, V);
    const shown = (await play.seat("ann").card("Dhyr")).text;
    await play.reload("ann", async (seat) => {
      await seat.open(() => new Sheet({ document: dhyr } as never));
    });
    const again = await play.seat("ann").card("Dhyr");
    expect(again.text).toBe(shown);
    play.table.faces = [5, 3];
    await again.click("egoReroll", {}, V);
    expect(successes(card())).toBe(4);
  });

  it("Ann's Ego re-roll and Bob's agreement at once: one lands, the other is told the card changed", async () => {
    await rollRitual();
    const ann = await play.seat("ann").card("Dhyr");
    const bob = await play.seat("bob").card("Dhyr");
    play.table.faces = [5, 3];
    await play.atOnce([ann.press("egoReroll", {}, V), bob.press("agree", { ally: 0 }, V)]);
    const stale = ["ann", "bob"].filter((u) =>
      play.seat(u).notices("warn").includes("STORY_ENGINES.Notifications.stale"),
    );
    expect(stale.length).toBe(1);
    expect(card().history.length).toBe(2);
    // The one who was told clicks again on the card drawn afresh: nothing is lost.
    if (stale[0] === "bob") {
      // Ann's re-roll landed first, before Melyn agreed: only Dhyr's 2 was re-rolled, Melyn's 1 stands,
      // and the KISS round (one only) is over: Bob's card no longer asks him.
      expect(card().roll.dice.map((d) => d.value)).toEqual([4, 5, 6, 1]);
      expectNoControl(await play.seat("bob").card("Dhyr"), "agree", { ally: 0 }, V);
      expect(card().allies[0]?.agreed).toBe(false);
    } else {
      play.table.faces = [5, 3];
      await (await play.seat("ann").card("Dhyr")).click("egoReroll", {}, V);
      expect(card().roll.dice.map((d) => d.value)).toEqual([4, 5, 6, 3]);
      expect(card().history.map((h) => h.kind)).toEqual(["rolled", "agreed", "kissed"]);
    }
  });
});
