/**
 * The task card's table decisions on the async table (tests/harness): each
 * user acts from their own client, the GM's side applies the requests and
 * refuses the wrong user even when a request skips the client's own checks
 * (sent straight to the GM with askGM). Ann plays Dhyr, who rolls; Bob plays
 * Melyn, asked to aid; Cid is another player; the GM is the FC.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { forgeCardRequest, registerVenusCards } from "./register-cards";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableMessage } from "../../../harness/table-documents";
import type { CardAction, TaskCardState } from "../../../../src/games/venus/dice/task-card-state";

let performCardAction: (message: unknown, action: CardAction) => Promise<void>;
let readTaskState: (message: unknown) => TaskCardState | null;
let gatheringCard: () => TaskCardState;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;
let SAMPLE_ALLY_SYSTEM: Record<string, unknown>;

let table: AsyncTable;
let message: TableMessage;

beforeAll(async () => {
  installAsyncTable();
  ({ performCardAction } = (await import("../../../../src/games/venus/dice/task-card-query")) as unknown as {
    performCardAction: typeof performCardAction;
  });
  ({ readTaskState } = (await import("../../../../src/games/venus/dice/task-card-message")) as unknown as {
    readTaskState: typeof readTaskState;
  });
  const samples = await import("../../../../src/games/venus/dice/samples");
  const { createGatheringCard } = await import("../../../../src/games/venus/dice/task-card-state");
  ({ SAMPLE_CHARACTER_SYSTEM, SAMPLE_ALLY_SYSTEM } = samples);
  gatheringCard = () => {
    // A rolled card's stunt is a state ("declared"/"vetoed"); a new card's set-up only says whether one is declared.
    const { stunt: _stunt, ...rolled } = samples.sampleRolledCard();
    return {
      ...createGatheringCard({
        ...rolled,
        actorUuid: "Actor.dhyr",
        allies: [{ ...rolled.allies[0]!, actorUuid: "Actor.melyn" }],
        pool: rolled.roll.dice.map((d) => ({ caliber: d.caliber, owner: d.owner, ally: d.ally })),
      }),
      fcFactors: null,
    };
  };
  await registerVenusCards();
});

afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
      { id: "cid", name: "Cid" },
    ]),
  );
  table.actors.push(
    new TableActor("dhyr", { name: "Dhyr", type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM }, ["ann"]),
    new TableActor("melyn", { name: "Melyn", type: "venusCharacter", system: SAMPLE_ALLY_SYSTEM }, ["bob"]),
  );
  message = new TableMessage("m1", { flags: { "story-engines": { venusTask: gatheringCard() } } }, "ann");
  table.messages.push(message);
});

const state = (): TaskCardState => {
  const s = readTaskState(message);
  if (!s) throw new Error("no card");
  return s;
};
const click = async (user: string, action: CardAction): Promise<void> => {
  await table.race([() => table.as(user, () => performCardAction(message, action))]);
};
/** A request sent straight to the GM's side, skipping the sender's client checks: the problem codes it gets. */
const forge = (user: string, action: CardAction): Promise<string[]> =>
  forgeCardRequest(table, user, "venus.taskCard", {
    messageUuid: message.uuid,
    action,
    version: state().history.length,
  });

describe("a task with an ally, the FC's factors and a Peer's approval, at a table", () => {
  it("the ally's player joins from their client; another player cannot answer for them", async () => {
    expect(await forge("cid", { type: "join", ally: 0 })).toEqual(["not-allowed"]);
    expect(await forge("gm", { type: "join", ally: 0 })).toEqual(["not-allowed"]);
    await click("bob", { type: "join", ally: 0 });
    expect(state().allies[0]?.answer).toBe("joined");
  });

  it("the roller rolls the pool on her own client; the GM's side rolls nothing and refuses faces that do not fit", async () => {
    await click("bob", { type: "join", ally: 0 });
    await click("gm", { type: "factors", factors: 2 });
    expect(await forge("ann", { type: "roll", faces: [6, 6, 6] })).toEqual(["reroll-mismatch"]);
    expect(await forge("bob", { type: "roll", faces: [6, 6, 6, 6] })).toEqual(["not-allowed"]);
    table.faces = [4, 2, 6, 1];
    await click("ann", { type: "roll", faces: [] });
    expect(table.rolls.map((r) => [r.user, r.options.allowInteractive])).toEqual([["ann", true]]);
    expect(state().roll.dice.map((d) => d.value)).toEqual([4, 2, 6, 1]);
    expect(state().gathering).toBeUndefined();
  });

  it("the FC's factors come before the dice: the roller cannot roll or set them; once rolled, not even the FC changes them", async () => {
    await click("bob", { type: "refuse", ally: 0 });
    table.faces = [4, 2, 6];
    expect(await forge("ann", { type: "roll", faces: [4, 2, 6] })).toEqual(["factors-awaited"]);
    expect(await forge("ann", { type: "factors", factors: 0 })).toEqual(["not-allowed"]);
    await click("ann", { type: "roll", faces: [] });
    // Refused before any die was rolled: the roller's client checks first.
    expect(table.rolls).toEqual([]);
    await click("gm", { type: "factors", factors: 2 });
    // Learning (the sample's level-0 job) is one factor: 1 + 1 + 2.
    expect(state().threshold).toBe(4);
    await click("ann", { type: "roll", faces: [] });
    expect(state().roll.dice.map((d) => d.value)).toEqual([4, 2, 6]);
    expect(await forge("gm", { type: "factors", factors: 0 })).toEqual(["dice-rolled"]);
    expect(state().threshold).toBe(4);
  });

  it("an Insight counts once a Peer approves it — not the roller herself", async () => {
    await click("bob", { type: "refuse", ally: 0 });
    await click("gm", { type: "factors", factors: 1 });
    table.faces = [4, 2, 6];
    await click("ann", { type: "roll", faces: [] });
    await click("ann", { type: "ask", requests: [{ die: 1, source: "insight" }] });
    expect(await forge("ann", { type: "approve", index: 0 })).toEqual(["not-allowed"]);
    await click("cid", { type: "approve", index: 0 });
    expect(state().approvals).toEqual([{ die: 1, source: "insight", status: "approved" }]);
    table.faces = [5];
    await click("ann", {
      type: "kiss",
      requests: [{ die: 1, source: "insight" }],
      rerolls: [],
      resources: { lots: 0, ego: false },
    });
    expect(state().roll.dice[1]).toMatchObject({ value: 5, kissed: true, previousValue: 2 });
    expect(table.rolls.at(-1)?.user).toBe("ann");
  });
});

describe("the FC is whoever holds Venus's FC role", () => {
  it("handed to Cid, Cid sets the factors and the GM's own request is refused", async () => {
    // The world's assignments (the hidden tableRoles setting): Venus's FC is Cid.
    const settings = (globalThis as unknown as { game: { settings: { get: (s: string, k: string) => unknown } } }).game
      .settings;
    const get = settings.get;
    settings.get = (scope, key) => (key === "tableRoles" ? { "venus.fc": ["cid"] } : get(scope, key));
    onTestFinished(() => {
      settings.get = get;
    });
    await click("bob", { type: "refuse", ally: 0 });
    expect(await forge("gm", { type: "factors", factors: 1 })).toEqual(["not-allowed"]);
    await click("cid", { type: "factors", factors: 1 });
    expect(state().threshold).toBe(3);
    table.faces = [4, 2, 6];
    await click("ann", { type: "roll", faces: [] });
    expect(state().roll.dice.map((d) => d.value)).toEqual([4, 2, 6]);
  });
});
