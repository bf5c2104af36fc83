/**
 * The Venus task card at a real table: a purchase and an ally's agreement at
 * once, a double click on KISS, the GM rolling a player's KISS, and a GM
 * side that fails, on the async table (tests/harness/async-table.ts) where
 * every update, roll, animation and query lands only when the table lets it.
 * Each player acts from their own client (`table.as`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerCodes, registerVenusCards } from "./register-cards";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableMessage } from "../../../harness/table-documents";
import type { CardAction, TaskCardState } from "../../../../src/games/venus/dice/task-card-state";

let performCardAction: (message: unknown, action: CardAction) => Promise<void>;
let readTaskState: (message: unknown) => TaskCardState | null;
let sampleRolledCard: () => TaskCardState;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;
let SAMPLE_ALLY_SYSTEM: Record<string, unknown>;

let table: AsyncTable;
let dhyr: TableActor;
let message: TableMessage;

const STALE = "STORY_ENGINES.Notifications.stale";
const buy: CardAction = { type: "buy", kind: "secondary", id: "unharmed" };
const agree: CardAction = { type: "agree", ally: 0 };
const kiss: CardAction = {
  type: "kiss",
  requests: [{ die: 1, source: "lot" }],
  rerolls: [],
  resources: { lots: 0, ego: false },
};

beforeAll(async () => {
  installAsyncTable();
  ({ performCardAction } = (await import("../../../../src/games/venus/dice/task-card-query")) as unknown as {
    performCardAction: typeof performCardAction;
  });
  ({ readTaskState } = (await import("../../../../src/games/venus/dice/task-card-message")) as unknown as {
    readTaskState: typeof readTaskState;
  });
  ({ sampleRolledCard, SAMPLE_CHARACTER_SYSTEM, SAMPLE_ALLY_SYSTEM } =
    await import("../../../../src/games/venus/dice/samples"));
  await registerVenusCards();
});

afterAll(() => uninstallAsyncTable());

/** A table where Ann plays Dhyr (rolling), Bob plays Melyn (aiding); the card's message is by `author`. */
function setTable(author: string, visibility: { whisper?: string[]; blind?: boolean } = {}): void {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
    ]),
  );
  dhyr = new TableActor("dhyr", { name: "Dhyr", type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM }, ["ann"]);
  const melyn = new TableActor("melyn", { name: "Melyn", type: "venusCharacter", system: SAMPLE_ALLY_SYSTEM }, ["bob"]);
  table.actors.push(dhyr, melyn);
  message = new TableMessage(
    "m1",
    { flags: { "story-engines": { venusTask: sampleRolledCard() } }, speaker: { alias: "Dhyr" }, ...visibility },
    author,
  );
  table.messages.push(message);
}

const act = (user: string, action: CardAction) => () => table.as(user, () => performCardAction(message, action));
const state = (): TaskCardState => {
  const s = readTaskState(message);
  if (!s) throw new Error("no card");
  return s;
};
const kinds = () => state().history.map((h) => h.kind);

describe.each(["oldest-first", "newest-first"] as const)("task card requests that race, landing %s", (order) => {
  beforeEach(() => {
    setTable("ann");
    table.order = order;
  });

  it("a purchase and an ally's agreement at once: neither silently overwrites the other", async () => {
    await table.race([act("ann", buy), act("bob", agree)]);
    const annRefused = table.noticesFor("ann", "warn");
    const bobRefused = table.noticesFor("bob", "warn");
    expect(kinds().includes("bought")).toBe(annRefused.length === 0);
    expect(kinds().includes("agreed")).toBe(bobRefused.length === 0);
    // One of them landed; the other was refused as stale (its sender saw the card before the change).
    expect([...annRefused, ...bobRefused]).toEqual([STALE]);
    expect(table.redrawn).toContain("m1");
  });

  it("a double click on KISS (both clicks rolled on Ann's client) re-rolls once and charges the Lot once", async () => {
    await table.race([act("ann", kiss), act("ann", kiss)]);
    expect(table.rolls.map((r) => r.user)).toEqual(["ann", "ann"]);
    expect(kinds().filter((k) => k === "kissed").length).toBe(1);
    expect((dhyr.system.kismet as { lots: number }).lots).toBe(2);
    expect(table.noticesFor("ann", "warn")).toEqual([STALE]);
  });

  it("with no GM connected, the owner's own double click on KISS still re-rolls once", async () => {
    table.mustUser("gm").active = false;
    await table.race([act("ann", kiss), act("ann", kiss)]);
    expect(table.rolls.length).toBe(2);
    expect(kinds().filter((k) => k === "kissed").length).toBe(1);
    expect((dhyr.system.kismet as { lots: number }).lots).toBe(2);
  });
});

describe("a player's KISS rolled on the player's client, applied by the GM", () => {
  beforeEach(() => setTable("gm", { whisper: ["gm"], blind: true }));

  it("rolls on Ann's client with manual entry allowed; the GM rolls nothing", async () => {
    table.faces = [5];
    await table.race([act("ann", kiss)]);
    expect(table.rolls.map((r) => [r.user, r.options.allowInteractive])).toEqual([["ann", true]]);
    expect(kinds()).toEqual(["rolled", "kissed"]);
    expect(state().roll.dice[1]?.value).toBe(5);
  });

  it("with no GM connected, a card the GM posted: Ann is told a GM must be connected before any die is rolled", async () => {
    table.mustUser("gm").active = false;
    await table.race([act("ann", kiss)]);
    expect(table.noticesFor("ann", "warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(table.rolls).toEqual([]);
    expect(kinds()).toEqual(["rolled"]);
  });

  it("shows Dice So Nice the message's whisper and blind", async () => {
    await table.race([act("ann", kiss)]);
    const [user, synchronize, whisper, blind, messageId] = table.animations[0] ?? [];
    expect((user as { id: string }).id).toBe("ann");
    expect(synchronize).toBe(true);
    expect(whisper).toEqual(["gm"]);
    expect(blind).toBe(true);
    expect(messageId).toBe("m1");
  });

  it("the GM's side refuses a forged KISS: another player's, a die not asked for, a face a d6 cannot show", async () => {
    const { askGM } = await import("../../../../src/core/gm-query");
    const forged = (user: string, rerolls: { die: number; value: number }[]) => () =>
      table.as(user, () =>
        askGM("venus.taskCard", { messageUuid: message.uuid, action: { ...kiss, rerolls }, version: 1 }),
      );
    const codes: unknown[] = [];
    for (const [user, rerolls] of [
      ["bob", [{ die: 1, value: 6 }]],
      ["ann", [{ die: 0, value: 6 }]],
      ["ann", [{ die: 1, value: 9 }]],
    ] as const) {
      const [answer] = await table.race([forged(user, [...rerolls])]);
      codes.push(answer?.status === "fulfilled" ? answerCodes(answer.value)[0] : answer);
    }
    // Malformed faces are refused, not thrown on (the GM's side keeps answering).
    const [malformed] = await table.race([
      () =>
        table.as("ann", () =>
          askGM("venus.taskCard", { messageUuid: message.uuid, action: { ...kiss, rerolls: "66" }, version: 1 }),
        ),
    ]);
    codes.push(
      malformed?.status === "fulfilled"
        ? (malformed.value as { problems: { code: string }[] }).problems[0]?.code
        : malformed,
    );
    expect(codes).toEqual(["not-allowed", "reroll-mismatch", "reroll-mismatch", "reroll-mismatch"]);
    expect(kinds()).toEqual(["rolled"]);
    expect((dhyr.system.kismet as { lots: number }).lots).toBe(3);
  });

  it("tells the player when the GM side failed", async () => {
    table.failNext("query", new Error("the GM's client fell over"));
    await table.race([act("ann", kiss)]);
    expect(table.noticesFor("ann", "error")).toEqual(["STORY_ENGINES.Notifications.gmFailed"]);
    expect(kinds()).toEqual(["rolled"]);
  });
});
