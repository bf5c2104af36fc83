/**
 * Exploding task dice on the table and on the task card, and the Lot earned
 * past 10 that becomes exp on the job the player picks. The book: Gambits
 * “can make your dice rolls explode / meaning that for every 6 you roll,
 * roll another die and add the result on top of what's already been rolled /
 * and any 6s they roll can explode too”; Lots: “Lots earned … above the
 * maximum, 10, are converted into exp to help you level up any skills of your
 * choice”. Rulings: docs/games/venus-rulings.md ("Exploding dice", "Lots
 * above 10").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerVenusCards } from "./register-cards";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableItem, TableMessage } from "../../../harness/table-documents";
import type { CardAction, TaskCardState } from "../../../../src/games/venus/dice/task-card-state";
import type { VenusTaskRoll as VenusTaskRollClass } from "../../../../src/games/venus/dice/venus-task-roll";
import { applyCardAction } from "../../../../src/games/venus/dice/task-card-action";
import { planBookkeeping, type JobSnapshot } from "../../../../src/games/venus/dice/task-card-bookkeeping";
import { taskCardContext } from "../../../../src/games/venus/dice/task-card-context";
import { ROLLER, STRANGER, sampleExplodingCard, sampleIntentionsCard } from "../../../../src/games/venus/dice/samples";

let VenusTaskRoll: typeof VenusTaskRollClass;
let performCardAction: (message: unknown, action: CardAction) => Promise<void>;
let readTaskState: (message: unknown) => TaskCardState | null;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;

beforeAll(async () => {
  installAsyncTable();
  ({ VenusTaskRoll } = await import("../../../../src/games/venus/dice/venus-task-roll"));
  ({ performCardAction } = (await import("../../../../src/games/venus/dice/task-card-query")) as unknown as {
    performCardAction: typeof performCardAction;
  });
  ({ readTaskState } = (await import("../../../../src/games/venus/dice/task-card-message")) as unknown as {
    readTaskState: typeof readTaskState;
  });
  ({ SAMPLE_CHARACTER_SYSTEM } = await import("../../../../src/games/venus/dice/samples"));
  await registerVenusCards();
});

afterAll(() => uninstallAsyncTable());

function newTable(): AsyncTable {
  return useTable(
    new AsyncTable([
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
    ]),
  );
}

describe("a pool rolled with exploding dice (Foundry's x modifier, so Dice So Nice shows every die)", () => {
  it("rolls one exploding term per run, and the dice sixes add join their run", async () => {
    const table = newTable();
    const roll = VenusTaskRoll.forPool(
      [
        { caliber: "gold", owner: "roller", ally: null },
        { caliber: "gold", owner: "roller", ally: null },
        { caliber: "silver", owner: "ally", ally: 0 },
      ],
      true,
    );
    expect(roll.formula).toBe("2d6x + 1d6x");
    // Gold 6 and 2; the 6 adds a 4; Melyn's Silver 3.
    table.faces = [6, 2, 4, 3];
    await table.as("ann", async () => {
      const evaluating = roll.evaluate();
      await table.settle();
      await evaluating;
    });
    expect(roll.rolledPool()).toEqual({
      pool: [
        { caliber: "gold", owner: "roller", ally: null },
        { caliber: "gold", owner: "roller", ally: null },
        { caliber: "gold", owner: "roller", ally: null },
        { caliber: "silver", owner: "ally", ally: 0 },
      ],
      values: [6, 2, 4, 3],
      added: [2],
    });
    expect(VenusTaskRoll.forPool([{ caliber: "gold", owner: "roller", ally: null }]).formula).toBe("1d6");
  });

  it("a KISSed die that comes up 6 explodes, and the die it adds is not KISSed (one round)", async () => {
    const table = newTable();
    const dhyr = new TableActor("dhyr", { name: "Dhyr", type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM }, [
      "ann",
    ]);
    table.actors.push(dhyr);
    const card = { ...sampleExplodingCard(), actorUuid: dhyr.uuid };
    const message = new TableMessage("m1", { flags: { "story-engines": { venusTask: card } } }, "ann");
    table.messages.push(message);
    // Die #2 (a 2) re-rolled: 6, which adds a 5.
    table.faces = [6, 5];
    const kiss: CardAction = {
      type: "kiss",
      requests: [{ die: 1, source: "lot" }],
      rerolls: [],
      resources: { lots: 0, ego: false },
    };
    await table.race([() => table.as("ann", () => performCardAction(message, kiss))]);
    expect(table.rolls.map((r) => r.formula)).toEqual(["1d6x"]);
    const state = readTaskState(message);
    expect(state?.roll.dice.map((d) => d.value)).toEqual([6, 6, 4, 5]);
    expect(state?.added).toEqual([2, 3]);
    expect(state?.history.at(-1)).toMatchObject({ kind: "kissed", added: [5] });
    // Gold: 6, 6, 4, 5 — four successes.
    expect(taskCardContext(state as TaskCardState, ROLLER, { lots: 2, ego: true }).successes).toBe(4);
  });
});

describe("the task card's dice added by sixes", () => {
  const kiss = (state: TaskCardState, added: { from: number; value: number }[]) =>
    applyCardAction(
      state,
      {
        type: "kiss",
        requests: [{ die: 1, source: "lot" }],
        rerolls: [{ die: 1, value: 6 }],
        added,
        resources: { lots: 3, ego: false },
      },
      ROLLER,
    );

  it("appends them like the die they came from, with no KISS source of their own", () => {
    const result = kiss(sampleExplodingCard(), [{ from: 1, value: 2 }]);
    expect(result.problems).toEqual([]);
    expect(result.state.roll.dice.at(-1)).toEqual({
      caliber: "gold",
      owner: "roller",
      ally: null,
      value: 2,
      kissed: false,
      previousValue: null,
    });
    expect(result.state.sources).toEqual([null, "lot", null, null]);
    expect(result.costs.lots).toBe(1);
  });

  it("refuses added dice on plain dice, from a die not KISSed, or with a face that is not a d6's", () => {
    const plain = { ...sampleExplodingCard(), modifiers: undefined };
    expect(kiss(plain, [{ from: 1, value: 2 }]).problems.map((p) => p.code)).toEqual(["reroll-mismatch"]);
    expect(kiss(sampleExplodingCard(), [{ from: 0, value: 2 }]).problems.map((p) => p.code)).toEqual([
      "reroll-mismatch",
    ]);
    expect(kiss(sampleExplodingCard(), [{ from: 1, value: 7 }]).problems.map((p) => p.code)).toEqual([
      "reroll-mismatch",
    ]);
  });

  it("refuses a player's faces that leave out the die a re-rolled six adds, or add one no six earned", () => {
    // A re-rolled 6 of exploding dice adds exactly one die; that die's own 6 adds one more.
    expect(kiss(sampleExplodingCard(), []).problems.map((p) => p.code)).toEqual(["reroll-mismatch"]);
    expect(
      kiss(sampleExplodingCard(), [
        { from: 1, value: 2 },
        { from: 1, value: 3 },
      ]).problems.map((p) => p.code),
    ).toEqual(["reroll-mismatch"]);
    expect(
      kiss(sampleExplodingCard(), [
        { from: 1, value: 6 },
        { from: 1, value: 3 },
      ]).problems,
    ).toEqual([]);
  });

  it("the card marks them and says the dice explode", () => {
    const ctx = taskCardContext(sampleExplodingCard(), STRANGER, { lots: 3, ego: false });
    expect((ctx.dice as { added: boolean }[]).map((d) => d.added)).toEqual([false, false, true]);
    expect(ctx).toMatchObject({ explodeBy: "Faelight blessing", caliberChange: null, addedCount: 1, successes: 2 });
  });
});

describe("“Lots earned … above the maximum, 10, are converted into exp … any skills of your choice”", () => {
  const job = (name: string, level: number, exp: number): JobSnapshot => ({
    name,
    level,
    exp,
    expOptions: { minimumJobLevel: 1 },
  });

  it("asks the player which job at 10 Lots, the task's job first", () => {
    const jobs = [
      { id: "job-warrior", name: "Warrior" },
      { id: "job-ritualist", name: "Ritualist" },
    ];
    const at10 = taskCardContext(sampleIntentionsCard(), ROLLER, { lots: 10, ego: false, jobs });
    expect(at10.overflowJobs).toEqual([
      { id: "job-warrior", name: "Warrior", selected: false },
      { id: "job-ritualist", name: "Ritualist", selected: true },
    ]);
    // Below 10 the Lot is simply gained; another player is not asked.
    expect(taskCardContext(sampleIntentionsCard(), ROLLER, { lots: 9, ego: false, jobs }).overflowJobs).toEqual([]);
    expect(taskCardContext(sampleIntentionsCard(), STRANGER, { lots: 10, ego: false, jobs }).overflowJobs).toEqual([]);
  });

  it("marks the exp on the job picked, with its level-up", () => {
    const plan = planBookkeeping(sampleIntentionsCard(), {
      job: job("Ritualist", 0, 3),
      lots: 10,
      allyJobs: [null],
      overflowJob: { ...job("Warrior", 2, 3), id: "job-warrior" },
    });
    expect(plan.lots).toBeNull();
    // Warrior: 3 + 1 = 4 = twice level 2, so it rises to 3.
    expect(plan.overflow).toMatchObject({ marks: 1, after: { level: 3, exp: 0 } });
    // The Ritualist still gets its own learning mark, not the Lot's.
    expect(plan.job).toMatchObject({ marks: 1 });
    expect(plan.lines).toContainEqual({
      key: "STORY_ENGINES.Venus.Card.Book.exp.lot-overflow",
      data: { job: "Warrior" },
    });
    expect(plan.lines).toContainEqual({
      key: "STORY_ENGINES.Venus.Card.Book.levelUp",
      data: { job: "Warrior", level: 3 },
    });
  });

  it("by default, or when the task's own job is picked, the exp goes on the task's job", () => {
    for (const overflowJob of [undefined, null, { ...job("Ritualist", 0, 3), id: "job-ritualist" }]) {
      const plan = planBookkeeping(sampleIntentionsCard(), {
        job: job("Ritualist", 0, 3),
        lots: 10,
        allyJobs: [null],
        overflowJob,
      });
      expect(plan.overflow).toBeNull();
      expect(plan.job).toMatchObject({ marks: 2 });
      expect(plan.lines).toContainEqual({
        key: "STORY_ENGINES.Venus.Card.Book.exp.lot-overflow",
        data: { job: "Ritualist" },
      });
    }
  });

  it("closing the card saves the exp on the job the player picked", async () => {
    const table = newTable();
    const dhyr = new TableActor(
      "dhyr",
      {
        name: "Dhyr",
        type: "venusCharacter",
        system: { ...SAMPLE_CHARACTER_SYSTEM, kismet: { lots: 10, ego: false } },
      },
      ["ann"],
    );
    dhyr.items.set(
      "job-ritualist",
      new TableItem(
        "job-ritualist",
        { name: "Ritualist", type: "venusJob", system: { ability: "res", level: 0, exp: 3 } },
        dhyr,
      ),
    );
    dhyr.items.set(
      "job-warrior",
      new TableItem(
        "job-warrior",
        { name: "Warrior", type: "venusJob", system: { ability: "fin", level: 2, exp: 3 } },
        dhyr,
      ),
    );
    table.actors.push(dhyr);
    const card = { ...sampleIntentionsCard(), actorUuid: dhyr.uuid, allies: [] };
    const message = new TableMessage("m1", { flags: { "story-engines": { venusTask: card } } }, "ann");
    table.messages.push(message);
    await table.race([
      () => table.as("ann", () => performCardAction(message, { type: "close", overflowJob: "job-warrior" })),
    ]);
    expect(readTaskState(message)?.closed).toBe(true);
    expect(dhyr.items.get("job-warrior")?.system).toMatchObject({ level: 3, exp: 0 });
    expect(dhyr.items.get("job-ritualist")?.system).toMatchObject({ level: 0, exp: 4 });
    expect((dhyr.system.kismet as { lots: number }).lots).toBe(10);
    // A job that is not on the sheet is refused, and nothing is closed.
    const other = new TableMessage("m2", { flags: { "story-engines": { venusTask: card } } }, "ann");
    table.messages.push(other);
    await table.race([
      () => table.as("ann", () => performCardAction(other, { type: "close", overflowJob: "job-gone" })),
    ]);
    expect(table.noticesFor("ann", "warn")).toEqual(["STORY_ENGINES.Venus.Card.Problems.unknown-job"]);
    expect(readTaskState(other)?.closed).toBe(false);
  });
});
