/**
 * Who carries out a GM request, and how long its sender waits, on the async
 * table (src/core/gm-query.ts, gm-socket.ts, request-writer.ts,
 * gm-waiting.ts):
 * - with no GM connected, `askGM(name, data, { writerOf })` goes to the
 *   document's writer — its connected non-GM owner with the lowest id — or
 *   runs on this client when it is that writer; the receiving client checks
 *   it is the writer (a forged address is refused, nothing runs) and
 *   applies the request's declared rule; with nobody to write it, the user
 *   is told who must connect and nothing is sent;
 * - the time-out counts from when the writer starts the request, so a
 *   request waiting behind a slow one in the writer's queue is not failed;
 * - a request waiting on a writer who disconnects is rejected at once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../harness/async-table";
import { TableActor } from "../harness/table-documents";
import type { FoundryRecord } from "../harness/fake-foundry";

type GmQuery = typeof import("../../src/core/gm-query");
type GmSocket = typeof import("../../src/core/gm-socket");

let table: AsyncTable;
let record: FoundryRecord;
let query: GmQuery;
let socket: GmSocket;
let journal: TableActor;
/** Each run of the handler: the client it ran on and the sender it was told of. */
const runs: { client: string; sender: string }[] = [];
/** A gate the slow request's handler waits on (opened by the test). */
let gate: { promise: Promise<void>; open: () => void };
const WRITE = "test.write";
const SLOW = "test.slow";
const FULL = (name: string) => `story-engines.${name}`;

function newGate(): { promise: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

beforeAll(async () => {
  record = installAsyncTable();
  const { registerGame } = await import("../../src/core/register");
  const { ownerOf } = await import("../../src/core/request-rules");
  query = await import("../../src/core/gm-query");
  socket = await import("../../src/core/gm-socket");
  registerGame({
    definition: { id: "test", langKey: "Test", models: [], rollClassNames: [], templates: [], settings: [] },
    sheets: [],
    rollClasses: [],
    queries: async () => ({
      // Only an owner of the document may ask (its declared rule), wherever the request runs.
      [WRITE]: {
        mayAsk: ownerOf("uuid"),
        handle: (_data, options) => {
          runs.push({ client: table.user.id, sender: options.user.id });
          return { ok: true };
        },
      },
      [SLOW]: {
        mayAsk: ownerOf("uuid"),
        handle: async (_data, options) => {
          runs.push({ client: table.user.id, sender: options.user.id });
          await gate.promise;
          return { ok: true };
        },
      },
    }),
  });
});
afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  runs.length = 0;
  gate = newGate();
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "p1", name: "Amy" },
      { id: "p2", name: "Bea" },
      { id: "p3", name: "Tom" },
    ]),
  );
  // The document the requests write: Bea and Amy own it (Amy has the lower id), Tom does not.
  journal = new TableActor("board", { name: "The board", type: "board" }, ["p2", "p1"]);
  table.actors.push(journal);
});
afterEach(() => {
  socket.GM_REQUEST_TIMEOUT.ms = 0;
});

/** Foundry fires `userConnected` on every client still connected when a user leaves. */
async function leaves(userId: string): Promise<void> {
  table.disconnect(userId);
  const user = table.users.get(userId);
  for (const client of [...table.users.values()].filter((u) => u.active))
    for (const listener of record.hooks.get("userConnected") ?? [])
      await table.as(client.id, () => listener(user, false));
}

const outcome = (result: PromiseSettledResult<unknown> | undefined) =>
  result?.status === "fulfilled" ? result.value : (result?.reason as Error | undefined)?.constructor.name;

describe("with no GM connected, a request goes to the writer of the document it names", () => {
  beforeEach(() => table.disconnect("gm"));

  it("runs on the connected owner with the lowest id, told the real sender", async () => {
    const [answer] = await table.race([
      () => table.as("p2", () => query.askGM(WRITE, { uuid: journal.uuid }, { writerOf: journal.uuid })),
    ]);
    expect(outcome(answer)).toEqual({ ok: true });
    expect(runs).toEqual([{ client: "p1", sender: "p2" }]);
  });

  it("runs on the next owner when the lowest is away", async () => {
    table.disconnect("p1");
    const [answer] = await table.race([
      () => table.as("p2", () => query.askGM(WRITE, { uuid: journal.uuid }, { writerOf: journal.uuid })),
    ]);
    expect(outcome(answer)).toEqual({ ok: true });
    expect(runs).toEqual([{ client: "p2", sender: "p2" }]);
    // The writer ran its own request locally: nothing went over the socket.
    expect(table.socketMessages).toEqual([]);
  });

  it("applies the declared rule on the writer: Tom, who owns nothing, is refused and nothing runs", async () => {
    const [answer] = await table.race([
      () => table.as("p3", () => query.askGM(WRITE, { uuid: journal.uuid }, { writerOf: journal.uuid })),
    ]);
    expect(outcome(answer)).toEqual({ ok: false, reason: "STORY_ENGINES.Requests.notOwner", refused: true });
    expect(runs).toEqual([]);
  });

  it("refuses a forged address: a request sent to Tom (no owner), to Bea (not the lowest id) runs nowhere", async () => {
    const p3 = table.users.get("p3") as unknown as User;
    const p2 = table.users.get("p2") as unknown as User;
    const answers = await table.race([
      () => table.as("p1", () => socket.requestFromGM(p3, FULL(WRITE), { uuid: journal.uuid }, journal.uuid)),
      () => table.as("p1", () => socket.requestFromGM(p2, FULL(WRITE), { uuid: journal.uuid }, journal.uuid)),
    ]);
    const notWriter = { ok: false, reason: "STORY_ENGINES.Requests.notWriter", refused: true };
    expect(answers.map(outcome)).toEqual([notWriter, notWriter]);
    expect(runs).toEqual([]);
  });

  it("refuses a request sent to a player while a GM is connected: the GM is the writer", async () => {
    table.reconnect("gm");
    const p1 = table.users.get("p1") as unknown as User;
    const [answer] = await table.race([
      () => table.as("p2", () => socket.requestFromGM(p1, FULL(WRITE), { uuid: journal.uuid }, journal.uuid)),
    ]);
    expect(outcome(answer)).toEqual({ ok: false, reason: "STORY_ENGINES.Requests.notWriter", refused: true });
    expect(runs).toEqual([]);
  });

  it("with no owner connected either, tells the user who must connect and sends nothing", async () => {
    table.disconnect("p1");
    table.disconnect("p2");
    const [answer] = await table.race([
      () => table.as("p3", () => query.askGMReporting(WRITE, { uuid: journal.uuid }, { writerOf: journal.uuid })),
    ]);
    expect(outcome(answer)).toBeUndefined();
    expect(table.noticesFor("p3", "warn")).toEqual(["STORY_ENGINES.Notifications.noWriter"]);
    expect(table.socketMessages).toEqual([]);
    expect(runs).toEqual([]);
  });

  it("without writerOf, still needs a GM", async () => {
    const [answer] = await table.race([() => table.as("p2", () => query.askGM(WRITE, { uuid: journal.uuid }))]);
    expect(outcome(answer)).toBe("NoActiveGMError");
    expect(table.noticesFor("p2", "warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
  });

  it("a request waiting on its writer is rejected at once when the writer disconnects, and the user is told", async () => {
    // Tom co-owns the document here, so its rule lets him ask; the writer is still Amy (the lowest id).
    journal.ownership.p3 = 3;
    const asking = table.as("p3", () => query.askGMReporting(SLOW, { uuid: journal.uuid }, { writerOf: journal.uuid }));
    await table.settle();
    expect(runs).toEqual([{ client: "p1", sender: "p3" }]);
    await leaves("p1");
    await expect(asking).resolves.toBeUndefined();
    expect(table.noticesFor("p3", "warn")).toEqual(["STORY_ENGINES.Notifications.writerLeft"]);
    gate.open();
  });
});

describe("a GM request's time-out counts from when the writer starts it", () => {
  it("a request waiting in the GM's queue behind a slow one is not timed out; both are answered", async () => {
    socket.GM_REQUEST_TIMEOUT.ms = 40;
    const slow = table
      .as("p1", () => query.askGM(SLOW, { uuid: journal.uuid }))
      .catch((error: unknown) => (error as Error).message);
    const quick = table.as("p2", () => query.askGM(WRITE, { uuid: journal.uuid }));
    let quickDone = false;
    void quick.then(() => (quickDone = true));
    await table.settle();
    // The slow request has started; the quick one waits behind it, far longer than the time-out.
    await new Promise((resolve) => setTimeout(resolve, 120));
    await table.settle();
    expect(quickDone).toBe(false);
    // The slow one, started, did time out.
    expect(await slow).toMatch(/did not answer .* in time/);
    gate.open();
    await table.settle();
    await expect(quick).resolves.toEqual({ ok: true });
    expect(runs.map((r) => r.sender)).toEqual(["p1", "p2"]);
  });

  it("a request the GM has not said it started is not timed out, however long it waits", async () => {
    socket.GM_REQUEST_TIMEOUT.ms = 40;
    // Neither the GM's "started" notice nor its answer reaches Amy (still on their way).
    table.hold("socket started");
    table.hold("reply");
    const asking = table.as("p1", () => query.askGM(WRITE, { uuid: journal.uuid }));
    let settled = false;
    void asking.then(
      () => (settled = true),
      () => (settled = true),
    );
    await table.settle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await table.settle();
    expect(runs).toEqual([{ client: "gm", sender: "p1" }]);
    expect(settled).toBe(false);
  });

  it("a request waiting on the GM is rejected at once when the GM disconnects", async () => {
    const asking = table.as("p2", () => query.askGMReporting(SLOW, { uuid: journal.uuid }));
    await table.settle();
    expect(runs).toEqual([{ client: "gm", sender: "p2" }]);
    await leaves("gm");
    await expect(asking).resolves.toBeUndefined();
    expect(table.noticesFor("p2", "warn")).toEqual(["STORY_ENGINES.Notifications.writerLeft"]);
    gate.open();
  });
});
