/**
 * The check card's table decisions on the async table: the FC sets the
 * relative factors and the flat bonus ("The FC may then add up to four
 * relative difficulty factors … 2. Then pick up and roll a d20"; "+ any flat
 * bonus the FC allows") before the roller rolls the d20, never after, and a Peer approves the bonus factors ("each Peer-approved") before
 * the bonus step. Every user acts from their own client; the GM's side refuses
 * the wrong user even for a request sent straight to it. Ann plays Dhyr (Gold,
 * score 4, Tough 15 + 2 = 17, a d20 of 10); Bob is another player; the GM is the FC.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgeCardRequest, registerVenusCards } from "./register-cards";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableMessage } from "../../../harness/table-documents";
import type { CheckAction, CheckCardState } from "../../../../src/games/venus/dice/check-card-state";

let performCheckAction: (message: unknown, action: CheckAction) => Promise<void>;
let readCheckState: (message: unknown) => CheckCardState | null;
let card: () => CheckCardState;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;

let table: AsyncTable;
let dhyr: TableActor;
let message: TableMessage;

beforeAll(async () => {
  installAsyncTable();
  ({ performCheckAction } = (await import("../../../../src/games/venus/dice/check-card-query")) as unknown as {
    performCheckAction: typeof performCheckAction;
  });
  ({ readCheckState } = (await import("../../../../src/games/venus/dice/check-card-message")) as unknown as {
    readCheckState: typeof readCheckState;
  });
  const samples = await import("../../../../src/games/venus/dice/samples");
  const { proposeCheckCard } = await import("../../../../src/games/venus/dice/check-card-state");
  SAMPLE_CHARACTER_SYSTEM = samples.SAMPLE_CHARACTER_SYSTEM;
  card = () => proposeCheckCard(samples.SAMPLE_CHECK_OPTIONS, { awaitFC: true });
  await registerVenusCards();
});

afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
    ]),
  );
  dhyr = new TableActor("dhyr", { name: "Dhyr", type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM }, ["ann"]);
  table.actors.push(dhyr);
  message = new TableMessage(
    "m1",
    { flags: { "story-engines": { venusCheck: { ...card(), actorUuid: dhyr.uuid } } } },
    "ann",
  );
  table.messages.push(message);
});

const state = (): CheckCardState => {
  const s = readCheckState(message);
  if (!s) throw new Error("no card");
  return s;
};
const click = async (user: string, action: CheckAction): Promise<void> => {
  await table.race([() => table.as(user, () => performCheckAction(message, action))]);
};
const forge = (user: string, action: CheckAction): Promise<string[]> =>
  forgeCardRequest(table, user, "venus.checkCard", {
    messageUuid: message.uuid,
    action,
    version: state().history.length,
  });

/** Ann rolls the d20 on her own client (the table's next face). */
const rollD20 = async (face: number): Promise<void> => {
  table.faces = [face];
  await click("ann", { type: "roll" });
};

describe("the FC's factors and flat bonus, and a Peer's approval, on the check card", () => {
  it("the FC decides before the d20: the roller cannot roll until then; once rolled, nothing changes the target", async () => {
    expect(await forge("ann", { type: "roll", d20: 20 })).toEqual(["factors-awaited"]);
    expect(await forge("ann", { type: "bonus", lots: 1, dice: [6, 6] })).toEqual(["factors-awaited"]);
    expect(await forge("ann", { type: "fc", factors: 0, flatBonus: 10 })).toEqual(["not-allowed"]);
    expect(await forge("bob", { type: "fc", factors: 0, flatBonus: 10 })).toEqual(["not-allowed"]);
    expect(await forge("gm", { type: "fc", factors: 1, flatBonus: 11 })).toEqual(["flat-bonus-out-of-range"]);
    await click("ann", { type: "roll" });
    // Refused on the roller's own client before any die was rolled.
    expect(table.rolls).toEqual([]);
    expect(await forge("bob", { type: "roll", d20: 10 })).toEqual(["not-allowed"]);
    await click("gm", { type: "fc", factors: 1, flatBonus: 2 });
    expect(state()).toMatchObject({ target: 16, flatBonus: 2, fcAwaited: false, rolled: false });
    await rollD20(10);
    expect(table.rolls.map((r) => [r.user, r.formula])).toEqual([["ann", "1d20"]]);
    // Tough 15 + 1 = 16; 10 + 4 + 2 = 16 meets it.
    expect(state().d20).toBe(10);
    expect(state().rolled).toBeUndefined();
    expect(await forge("gm", { type: "fc", factors: 0, flatBonus: 0 })).toEqual(["dice-rolled"]);
    expect(await forge("ann", { type: "roll", d20: 20 })).toEqual(["already-rolled"]);
    expect(state()).toMatchObject({ target: 16, flatBonus: 2, d20: 10 });
  });

  it("the bonus factors count once a Peer approves them — not the roller; the dice are rolled on the roller's client", async () => {
    await click("gm", { type: "fc", factors: 2, flatBonus: 0 });
    // 10 + 4 = 14 against Tough 15 + 2 = 17: 3 short, the bonus step can make it up.
    await rollD20(10);
    expect(await forge("ann", { type: "bonus", lots: 1, dice: [2, 3] })).toEqual(["approval-awaited"]);
    expect(await forge("ann", { type: "approveBonus" })).toEqual(["not-allowed"]);
    await click("bob", { type: "approveBonus" });
    expect(state().bonusApproval).toBe("approved");
    table.faces = [3, 5];
    await click("ann", { type: "bonus", lots: 1 });
    expect(table.rolls.map((r) => [r.user, r.formula])).toEqual([
      ["ann", "1d20"],
      ["ann", "1d6 + 1d6"],
    ]);
    expect(state().bonus).toEqual({ dice: [3, 5], lots: 1 });
  });

  it("a Peer's refusal leaves only the Lots for the bonus step", async () => {
    await click("gm", { type: "fc", factors: 2, flatBonus: 0 });
    await rollD20(10);
    await click("bob", { type: "refuseBonus" });
    expect(state().bonusFactors).toBe(0);
    table.faces = [4];
    await click("ann", { type: "bonus", lots: 1 });
    expect(state().bonus).toEqual({ dice: [4], lots: 1 });
  });

  it("with no FC and no Peer connected, the roller's own choices stand", async () => {
    table.mustUser("gm").active = false;
    table.mustUser("bob").active = false;
    await rollD20(10);
    table.faces = [6, 1];
    await click("ann", { type: "bonus", lots: 1 });
    expect(state().bonus).toEqual({ dice: [6, 1], lots: 1 });
    expect(state().target).toBe(17);
  });
});
