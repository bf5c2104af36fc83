/**
 * The Venus check card at a real table, on the async table
 * (tests/harness/async-table.ts): every update, roll, animation and query
 * lands only when the table lets it. The card follows the task card's
 * conventions (docs/architecture.md, "Shared state at a real table"): one
 * writer (the GM queue, or the roller's owner with no GM), the version the
 * sender saw, the dice rolled by the writer. Ann plays Dhyr (3 Lots); Bob
 * plays someone else.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerCodes, registerVenusCards } from "./register-cards";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableMessage } from "../../../harness/table-documents";
import type { CheckAction, CheckCardState } from "../../../../src/games/venus/dice/check-card-state";

let performCheckAction: (message: unknown, action: CheckAction) => Promise<void>;
let readCheckState: (message: unknown) => CheckCardState | null;
let sampleCheckCard: (d20: number, actions?: CheckAction[], setup?: Record<string, unknown>) => CheckCardState;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;
let SAMPLE_GAMBIT_MODIFIERS: Record<string, unknown>;

let table: AsyncTable;
let dhyr: TableActor;
let message: TableMessage;

const STALE = "STORY_ENGINES.Notifications.stale";
const bonus: CheckAction = { type: "bonus", lots: 1 };
const rerollD20: CheckAction = { type: "reroll", die: "d20" };

beforeAll(async () => {
  installAsyncTable();
  ({ performCheckAction } = (await import("../../../../src/games/venus/dice/check-card-query")) as unknown as {
    performCheckAction: typeof performCheckAction;
  });
  ({ readCheckState } = (await import("../../../../src/games/venus/dice/check-card-message")) as unknown as {
    readCheckState: typeof readCheckState;
  });
  ({ sampleCheckCard, SAMPLE_CHARACTER_SYSTEM, SAMPLE_GAMBIT_MODIFIERS } =
    (await import("../../../../src/games/venus/dice/samples")) as unknown as {
      sampleCheckCard: typeof sampleCheckCard;
      SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;
      SAMPLE_GAMBIT_MODIFIERS: Record<string, unknown>;
    });
  await registerVenusCards();
});

afterAll(() => uninstallAsyncTable());

/** Dhyr's check card by `author`: d20 10 + 4 = 14 against 17 (three short) unless `card` says otherwise. */
function setTable(
  author: string,
  card?: CheckCardState,
  visibility: { whisper?: string[]; blind?: boolean } = {},
): void {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
    ]),
  );
  dhyr = new TableActor("dhyr", { name: "Dhyr", type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM }, ["ann"]);
  table.actors.push(dhyr);
  // The bonus factors a Peer already approved (the approval itself: check-card-table-races.test.ts).
  const state: CheckCardState = { ...(card ?? sampleCheckCard(10)), actorUuid: dhyr.uuid, bonusApproval: "approved" };
  message = new TableMessage(
    "m1",
    { flags: { "story-engines": { venusCheck: state } }, speaker: { alias: "Dhyr" }, ...visibility },
    author,
  );
  table.messages.push(message);
}

const act = (user: string, action: CheckAction) => () => table.as(user, () => performCheckAction(message, action));
const state = (): CheckCardState => {
  const s = readCheckState(message);
  if (!s) throw new Error("no card");
  return s;
};
const kinds = () => state().history.map((h) => h.kind);
const lots = () => (dhyr.system.kismet as { lots: number }).lots;

describe.each(["oldest-first", "newest-first"] as const)("check card requests that race, landing %s", (order) => {
  beforeEach(() => {
    setTable("ann");
    table.order = order;
  });

  it("a double click on the bonus step (both clicks rolled on Ann's client) applies once and takes the Lot once", async () => {
    table.faces = [2, 5, 1, 1];
    await table.race([act("ann", bonus), act("ann", bonus)]);
    expect(table.rolls.map((r) => [r.formula, r.user])).toEqual([
      ["1d6 + 1d6", "ann"],
      ["1d6 + 1d6", "ann"],
    ]);
    expect(kinds()).toEqual(["rolled", "bonus"]);
    expect([
      [2, 5],
      [1, 1],
    ]).toContainEqual(state().bonus?.dice);
    expect(state().bonus?.lots).toBe(1);
    expect(lots()).toBe(2);
    expect(table.noticesFor("ann", "warn")).toEqual([STALE]);
    expect(table.redrawn).toContain("m1");
  });

  it("the bonus step and the GM accepting the check at once: one lands, the other is refused as stale", async () => {
    table.faces = [1, 1];
    await table.race([act("ann", bonus), act("gm", { type: "accept" })]);
    const annRefused = table.noticesFor("ann", "warn");
    const gmRefused = table.noticesFor("gm", "warn");
    expect([...annRefused, ...gmRefused]).toEqual([STALE]);
    expect(kinds().includes("bonus")).toBe(annRefused.length === 0);
    expect(kinds().includes("accepted")).toBe(gmRefused.length === 0);
    // Lots are taken only for bonus dice actually rolled.
    expect(lots()).toBe(annRefused.length === 0 ? 2 : 3);
  });

  it("a double click on the Lot re-roll applies once and takes one Lot: once per check", async () => {
    setTable("ann", sampleCheckCard(10, [{ type: "bonus", lots: 0, dice: [1] }]));
    table.order = order;
    table.faces = [12, 12];
    await table.race([act("ann", rerollD20), act("ann", rerollD20)]);
    expect(table.rolls.map((r) => r.formula)).toEqual(["1d20", "1d20"]);
    expect(kinds().filter((k) => k === "rerolled")).toHaveLength(1);
    expect(state().reroll).toEqual({ die: "d20", from: 10, to: 12 });
    expect(lots()).toBe(2);
  });

  it("with no GM connected, the owner's own double click on the bonus step still applies once", async () => {
    table.mustUser("gm").active = false;
    table.faces = [3, 4, 3, 4];
    await table.race([act("ann", bonus), act("ann", bonus)]);
    expect(table.rolls.map((r) => r.user)).toEqual(["ann", "ann"]);
    expect(kinds()).toEqual(["rolled", "bonus"]);
    expect(lots()).toBe(2);
  });
});

describe("the check card's steps on the GM's side", () => {
  it("a player's bonus dice: rolled on the player's client (manual dice allowed), shown with the message's whisper and blind", async () => {
    setTable("ann", undefined, { whisper: ["gm"], blind: true });
    table.faces = [6, 2];
    await table.race([act("ann", bonus)]);
    expect(table.rolls.map((r) => [r.user, r.options.allowInteractive])).toEqual([["ann", true]]);
    const [user, synchronize, whisper, blind, messageId] = table.animations[0] ?? [];
    expect((user as { id: string }).id).toBe("ann");
    expect(synchronize).toBe(true);
    expect(whisper).toEqual(["gm"]);
    expect(blind).toBe(true);
    expect(messageId).toBe("m1");
    expect(state().bonus?.dice).toEqual([6, 2]);
  });

  it("exploding bonus dice: one exploding term a die, each die the sum of its chain", async () => {
    setTable("ann", sampleCheckCard(5, [], { modifiers: SAMPLE_GAMBIT_MODIFIERS, caliber: "platinum", target: 22 }));
    // The first die: 6, 6, then 3 (15); the second: 2.
    table.faces = [6, 6, 3, 2];
    await table.race([act("ann", bonus)]);
    expect(table.rolls.map((r) => r.formula)).toEqual(["1d6x + 1d6x"]);
    expect(state().bonus?.dice).toEqual([15, 2]);
  });

  it("a Lot re-roll of the highest bonus die rolls one die", async () => {
    setTable("ann", sampleCheckCard(10, [{ type: "bonus", lots: 1, dice: [1, 2] }]));
    table.faces = [5];
    await table.race([act("ann", { type: "reroll", die: "bonus" })]);
    expect(table.rolls.map((r) => r.formula)).toEqual(["1d6"]);
    expect(state().bonus?.dice).toEqual([1, 5]);
    expect(lots()).toBe(2);
  });

  it("refuses another player, and a step that is not on offer, before anything is rolled", async () => {
    setTable("ann");
    await table.race([act("bob", bonus)]);
    expect(table.noticesFor("bob", "warn")).toEqual(["STORY_ENGINES.Venus.Card.Problems.not-allowed"]);
    setTable("ann", sampleCheckCard(15));
    await table.race([act("ann", bonus)]);
    expect(table.noticesFor("ann", "warn")).toEqual(["STORY_ENGINES.Venus.Card.Problems.check-decided"]);
    expect(table.rolls).toEqual([]);
    expect(lots()).toBe(3);
  });

  it("the GM's side refuses a forged request: another player's, faces a d6 cannot show, too many dice", async () => {
    setTable("ann");
    const { askGM } = await import("../../../../src/core/gm-query");
    const ask = (user: string, action: CheckAction) => () =>
      table.as(user, () => askGM("venus.checkCard", { messageUuid: message.uuid, action, version: 1 }));
    const codes: unknown[] = [];
    for (const [user, action] of [
      ["bob", { type: "bonus", lots: 1, dice: [6, 6] }],
      ["ann", { type: "bonus", lots: 1, dice: [7, 6] }],
      ["ann", { type: "bonus", lots: 1, dice: [6, 6, 6] }],
      ["ann", { type: "reroll", die: "d20", value: 21 }],
    ] as [string, CheckAction][]) {
      const [answer] = await table.race([ask(user, action)]);
      codes.push(answer?.status === "fulfilled" ? answerCodes(answer.value)[0] : answer);
    }
    expect(codes).toEqual(["not-allowed", "reroll-mismatch", "reroll-mismatch", "reroll-unavailable"]);
    expect(kinds()).toEqual(["rolled"]);
    expect(lots()).toBe(3);
  });

  it("tells the player when the GM side failed, and nothing changes", async () => {
    setTable("ann");
    table.failNext("query", new Error("the GM's client fell over"));
    await table.race([act("ann", bonus)]);
    expect(table.noticesFor("ann", "error")).toEqual(["STORY_ENGINES.Notifications.gmFailed"]);
    expect(kinds()).toEqual(["rolled"]);
    expect(lots()).toBe(3);
  });
});
