/**
 * A reload on the play table is a new client (tests/harness/play.ts,
 * async-table.ts): its windows are gone, its pending requests and
 * per-client registries are empty, what the old page waited for never
 * answers it (the server still acts), and the other clients hear the user
 * leave and come back. Each rule fails its test when taken out of the
 * harness.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { perClientMap } from "../harness/per-client-map";
import { pendingRequests } from "../../src/core/pending";
import type { FoundryRecord } from "../harness/fake-foundry";

let record: FoundryRecord;
const heard: string[] = [];

beforeAll(() => {
  record = installPlayTable();
  (Hooks as unknown as { on(name: string, fn: (...args: unknown[]) => void): void }).on(
    "userConnected",
    (user, connected) => heard.push(`${(user as { id: string }).id} ${String(connected)} heard by ${game.user.id}`),
  );
});
afterAll(() => uninstallPlayTable());

function seat(): Play {
  heard.length = 0;
  return startPlay([
    { id: "gm", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
  ]);
}

describe("a reload is a new client", () => {
  it("what the old page waited for is done by the server but never answers it", async () => {
    const play = seat();
    let done = false;
    let answered = false;
    const waiting = play.table.as("amy", () =>
      play.table.defer("update", () => {
        done = true;
        return "saved";
      }),
    );
    void waiting.then(() => (answered = true));
    await play.reload("amy", async () => undefined);
    await play.step();
    expect(done).toBe(true);
    expect(answered).toBe(false);
  });

  it("its pending requests are gone: a control the old page had pending is free on the new one", async () => {
    const play = seat();
    await play.table.as("amy", () => pendingRequests.begin("card:1"));
    expect(await play.table.as("amy", () => pendingRequests.isPending("card:1"))).toBe(true);
    await play.reload("amy", async () => undefined);
    expect(await play.table.as("amy", () => pendingRequests.isPending("card:1"))).toBe(false);
  });

  it("its module registries of this client's things are empty", async () => {
    const play = seat();
    const registry = new Map<string, string>();
    perClientMap(registry, () => undefined);
    await play.table.as("amy", () => registry.set("board", "open"));
    await play.table.as("gm", () => registry.set("board", "open"));
    await play.reload("amy", async () => undefined);
    expect(await play.table.as("amy", () => registry.has("board"))).toBe(false);
    expect(await play.table.as("gm", () => registry.has("board"))).toBe(true);
  });

  it("the others hear the user leave and come back; the user's windows are closed", async () => {
    const play = seat();
    const panel = await play
      .seat("amy")
      .open(() => new (foundry.applications.api.ApplicationV2 as unknown as new () => never)());
    await play.reload("amy", async () => undefined);
    expect(heard).toEqual(["amy false heard by gm", "amy true heard by gm"]);
    expect(panel.app.rendered).toBe(false);
    expect(play.seat("amy").windows).toEqual([]);
    void record;
  });
});
