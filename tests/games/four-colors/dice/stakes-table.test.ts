/**
 * The stakes card at a table (issue 18, §1), on the async table
 * (tests/harness/async-table.ts): the Storyguide sends a prepared roll; the
 * character's player — on their own client — claims it through the active
 * GM's queue and rolls it with real dice (manual entry allowed, their roll
 * mode); the roll card names who set the stakes. The GM side re-checks who
 * asks, refuses stale and double requests, and nothing is lost with no GM.
 */
import { registerStoryguideRole } from "../storyguide-role";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AsyncTable,
  currentTable,
  installAsyncTable,
  uninstallAsyncTable,
  useTable,
} from "../../../harness/async-table";
import { TableActor, TableMessage, TableRoll } from "../../../harness/table-documents";
import type { HierarchyRollData } from "../../../../src/games/four-colors/dice/roll-data";

let registerGame: (module: Record<string, unknown>) => void;
let stakes: typeof import("../../../../src/games/four-colors/dice/stakes-card");
let listeners: typeof import("../../../../src/games/four-colors/dice/stakes-listeners");
let planRoll: typeof import("../../../../src/games/four-colors/dice/roll-data").planRoll;

let table: AsyncTable;
/** Roll messages posted: by whom, with what options and roll mode. */
let posted: { user: string; options: Record<string, unknown>; mode: unknown }[];

const P = "STORY_ENGINES.FourColors.Stakes.Problems";

beforeAll(async () => {
  installAsyncTable();
  // The table's Roll has no chat message of its own: post one as Roll#toMessage would, noting who rolled.
  Object.assign(TableRoll.prototype, {
    async toMessage(this: TableRoll, data: Record<string, unknown>, mode: unknown) {
      posted.push({ user: currentTable().user.id, options: this.options, mode });
      return (globalThis as unknown as { ChatMessage: { create(d: unknown): Promise<unknown> } }).ChatMessage.create({
        ...data,
        rolls: [this.toJSON()],
      });
    },
  });
  ({ registerGame } = (await import("../../../../src/core/register")) as unknown as {
    registerGame: typeof registerGame;
  });
  const { diceHandlers } = await import("../../../../src/games/four-colors/dice/gm-handlers");
  stakes = await import("../../../../src/games/four-colors/dice/stakes-card");
  listeners = await import("../../../../src/games/four-colors/dice/stakes-listeners");
  ({ planRoll } = await import("../../../../src/games/four-colors/dice/roll-data"));
  registerGame({
    definition: { id: "test", langKey: "Test", models: [], rollClassNames: [], templates: [], settings: [] },
    sheets: [],
    rollClasses: [],
    queries: async () => diceHandlers,
  });
  registerStoryguideRole();
});

afterAll(() => uninstallAsyncTable());

const cardinalPlanets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };
const renaissancePlanets = { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 };

beforeEach(() => {
  posted = [];
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Storyguide", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
      { id: "cat", name: "Cat" },
    ]),
  );
  table.actors.push(
    new TableActor("card", { name: "The Cardinal", type: "fourColorsOmega", system: { planets: cardinalPlanets } }, [
      "ann",
    ]),
    new TableActor(
      "ren",
      { name: "Renaissance Man", type: "fourColorsOmega", system: { planets: renaissancePlanets } },
      ["bob"],
    ),
  );
});

function plan(partner = false): HierarchyRollData {
  return planRoll({
    stakes: { favored: ["dynamic"], opposed: ["lost"] },
    difficulty: "hard",
    actor: { name: "The Cardinal", uuid: "Actor.card", planets: cardinalPlanets },
    partner: partner ? { name: "Renaissance Man", uuid: "Actor.ren", planets: renaissancePlanets } : null,
    mode: "together",
    circumstance: { benefit: { faces: 6, major: true } },
    sources: { benefit: { name: "Beppe", uuid: "Actor.beppe", trait: null } },
    degrees: false,
  });
}

async function send(partner = false): Promise<TableMessage> {
  const run = table.as("gm", () => stakes.sendStakes(plan(partner)));
  await table.settle();
  await run;
  const message = table.messages.at(-1);
  if (!message) throw new Error("no stakes card");
  return message;
}

async function click(user: string, message: TableMessage, control: "roll" | "agree" | "cancel"): Promise<void> {
  const run = table.as(user, () => listeners.onStakesClick(message as unknown as ChatMessage, control));
  await table.settle();
  await run;
}

const state = (message: TableMessage) => stakes.readStakes(message as unknown as ChatMessage);

describe("the Storyguide sends the stakes; the player rolls them on their own client", () => {
  it("the card goes to the character's player and the Storyguide only", async () => {
    const message = await send();
    expect(message.whisper.sort()).toEqual(["ann", "gm"]);
    expect(state(message)).toMatchObject({ status: "awaiting", setBy: { id: "gm", name: "Storyguide" } });
  });

  it("Ann rolls: real dice with manual entry allowed, in her roll mode; the roll card names who set the stakes", async () => {
    const message = await send();
    await click("ann", message, "roll");
    expect(table.noticesFor("ann")).toEqual([]);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.user).toBe("ann");
    expect(posted[0]?.mode).toEqual({ rollMode: "publicroll" });
    expect(table.rolls.at(-1)?.options).toEqual({ allowInteractive: true });
    expect(posted[0]?.options).toMatchObject({
      fourColors: {
        setBy: "Storyguide",
        difficulty: "hard",
        stakes: { favored: ["dynamic"], opposed: ["lost"] },
        circumstance: { benefit: { faces: 6, major: true } },
        sources: { benefit: { name: "Beppe" } },
      },
    });
    expect(state(message)).toMatchObject({ status: "rolled", roller: { id: "ann", name: "Ann" } });
  });

  it("anyone else asking to roll, or a player asking to withdraw, is refused on the GM side", async () => {
    const message = await send();
    const ask = (user: string, type: string) =>
      table.sendRequest(user, "story-engines.four-colors.stakesCard", {
        messageUuid: message.uuid,
        action: { type },
        version: 0,
        userId: user,
      });
    const answers = await table.race([() => ask("cat", "claim"), () => ask("ann", "cancel")]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : a.reason))).toEqual([
      { ok: false, reason: `${P}.notYours`, refused: true },
      { ok: false, reason: `${P}.notStoryguide`, refused: true },
    ]);
    expect(state(message)?.status).toBe("awaiting");
  });

  it.each(["oldest-first", "newest-first"] as const)(
    "two Roll clicks at once (two of Ann's windows) roll once, landing %s",
    async (order) => {
      table.order = order;
      const message = await send();
      const first = table.as("ann", () => listeners.onStakesClick(message as unknown as ChatMessage, "roll"));
      const second = table.as("ann", () => listeners.onStakesClick(message as unknown as ChatMessage, "roll"));
      await table.settle();
      await Promise.all([first, second]);
      expect(posted).toHaveLength(1);
      expect(table.noticesFor("ann", "warn")).toEqual(["STORY_ENGINES.Notifications.stale"]);
      expect(state(message)?.status).toBe("rolled");
    },
  );

  it("the Storyguide withdraws the stakes: Ann's Roll is then refused", async () => {
    const message = await send();
    await click("gm", message, "cancel");
    expect(state(message)?.status).toBe("cancelled");
    await click("ann", message, "roll");
    expect(posted).toEqual([]);
    expect(table.noticesFor("ann", "warn")).toEqual([`${P}.done`]);
  });

  it("with no GM connected: a clear message, nothing rolled, the card kept as it was", async () => {
    const message = await send();
    table.mustUser("gm").active = false;
    await click("ann", message, "roll");
    expect(table.noticesFor("ann", "warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(posted).toEqual([]);
    expect(state(message)?.status).toBe("awaiting");
    // The GM back: the card still works.
    table.mustUser("gm").active = true;
    await click("ann", message, "roll");
    expect(posted).toHaveLength(1);
  });
});

describe("a combined roll with another player's Omega", () => {
  it("goes to both players; Ann's Roll waits for Bob, who agrees; Ann rolls both once", async () => {
    const message = await send(true);
    expect(message.whisper.sort()).toEqual(["ann", "bob", "gm"]);
    await click("ann", message, "roll");
    expect(table.noticesFor("ann", "warn")).toEqual([`${P}.awaitingPartner`]);
    expect(posted).toEqual([]);
    await click("bob", message, "agree");
    await click("ann", message, "roll");
    expect(posted.map((p) => p.user)).toEqual(["ann"]);
    expect(posted[0]?.options).toMatchObject({
      fourColors: { combined: "together", actors: [{ name: "The Cardinal" }, { name: "Renaissance Man" }] },
    });
  });

  it("or Bob rolls the shared dice himself", async () => {
    const message = await send(true);
    await click("bob", message, "roll");
    expect(posted.map((p) => p.user)).toEqual(["bob"]);
    expect(state(message)).toMatchObject({ status: "rolled", partnerAgreed: true, roller: { id: "bob" } });
  });
});
