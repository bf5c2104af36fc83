/**
 * GM requests over the system socket (src/core/gm-socket.ts) on the async
 * table: the server names the sender, so a player claiming to be another is
 * refused (by core, before the handler runs); only the active GM answers; a client takes an answer only from
 * the GM it asked; with no GM connected the player is told.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../harness/async-table";

let table: AsyncTable;
let askGM: typeof import("../../src/core/gm-query").askGM;
const WHO = "story-engines.test.whoAsks";
/** Each run of the handler: the user it was told of, and what askingUser made of the claim. */
const runs: { client: string; sender: string; accepted: string | null }[] = [];

beforeAll(async () => {
  installAsyncTable();
  const { registerGame } = await import("../../src/core/register");
  const { askingUser } = await import("../../src/core/gm-query");
  const { anyone } = await import("../../src/core/request-rules");
  ({ askGM } = await import("../../src/core/gm-query"));
  registerGame({
    definition: { id: "test", langKey: "Test", models: [], rollClassNames: [], templates: [], settings: [] },
    sheets: [],
    rollClasses: [],
    queries: async () => ({
      "test.whoAsks": {
        mayAsk: anyone,
        handle: (data, options) => {
          const accepted = askingUser(data, options)?.id ?? null;
          runs.push({ client: table.user.id, sender: options.user.id, accepted });
          return accepted ? { ok: true, as: accepted } : { ok: false, reason: "notAllowed" };
        },
      },
    }),
  });
});
afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  runs.length = 0;
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "gm2", name: "Second GM", role: "ASSISTANT" },
      { id: "amy", name: "Amy" },
      { id: "tom", name: "Tom" },
    ]),
  );
});

describe("a GM request over the system socket", () => {
  it("runs on the active GM's client, which is told the real sender", async () => {
    const [answer] = await table.race([() => table.as("amy", () => askGM("test.whoAsks", { n: 1 }))]);
    expect(answer).toEqual({ status: "fulfilled", value: { ok: true, as: "amy" } });
    expect(runs).toEqual([{ client: "gm", sender: "amy", accepted: "amy" }]);
  });

  it("refuses a forged request before its handler runs: Amy's client claiming to be Tom, or the GM", async () => {
    const answers = await table.race([
      () => table.sendRequest("amy", WHO, { userId: "tom" }),
      () => table.sendRequest("amy", WHO, { userId: "gm" }),
    ]);
    const refusal = { ok: false, reason: "STORY_ENGINES.Requests.notSender", refused: true };
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : a.reason))).toEqual([refusal, refusal]);
    expect(runs).toEqual([]);
  });

  it("is answered by the active GM alone, though every other client receives it", async () => {
    await table.race([() => table.as("amy", () => askGM("test.whoAsks", {}))]);
    expect(runs.map((r) => r.client)).toEqual(["gm"]);
    expect(new Set(table.socketLog.filter((l) => l.startsWith("amy → ")))).toEqual(
      new Set([
        "amy → gm: query story-engines.test.whoAsks",
        "amy → gm2: socket request story-engines.test.whoAsks → gm2",
        "amy → tom: socket request story-engines.test.whoAsks → tom",
      ]),
    );
  });

  it("goes to the next GM when the first is away", async () => {
    table.disconnect("gm");
    await table.race([() => table.as("amy", () => askGM("test.whoAsks", {}))]);
    expect(runs.map((r) => r.client)).toEqual(["gm2"]);
  });

  it("takes an answer only from the GM it asked: a reply forged by another player is ignored", async () => {
    table.hold("query");
    const asking = table.as("amy", () => askGM("test.whoAsks", {}));
    await table.settle();
    const request = table.socketMessages.find((m) => m.message.type === "request")?.message;
    await table.as("tom", () =>
      (globalThis as unknown as { game: { socket: { emit(c: string, m: unknown): void } } }).game.socket.emit(
        "system.story-engines",
        { type: "reply", requestId: request?.requestId, name: WHO, userId: "amy", result: { ok: true, as: "gm" } },
      ),
    );
    await table.settle();
    let settled = false;
    void asking.then(() => (settled = true));
    await table.settle();
    expect(settled).toBe(false);
  });

  it("with no GM connected, tells the player and sends nothing", async () => {
    table.disconnect("gm");
    table.disconnect("gm2");
    const [result] = await table.race([() => table.as("amy", () => askGM("test.whoAsks", {}))]);
    expect(result?.status).toBe("rejected");
    expect(table.noticesFor("amy", "warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(table.socketMessages).toEqual([]);
  });
});
