/**
 * The GM queue (src/core/gm-queue.ts): tasks run one at a time in order, a
 * failing task does not stop the ones after it, and registerGame puts every
 * game's query handlers in it, so two requests never interleave on the GM.
 */
import { afterEach, describe, expect, it } from "vitest";
import { SerialQueue } from "../../src/core/gm-queue";
import { registerGame } from "../../src/core/register";
import { findGMHandler, type GMHandler } from "../../src/core/gm-socket";
import { anyone } from "../../src/core/request-rules";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";

/** A promise the test resolves. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("SerialQueue", () => {
  it("runs each task only after the one before it has settled, in the order given", async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const first = gate();
    const a = queue.run(async () => {
      log.push("a starts");
      await first.promise;
      log.push("a ends");
      return "a";
    });
    const b = queue.run(() => {
      log.push("b runs");
      return "b";
    });
    await tick();
    expect(log).toEqual(["a starts"]);
    expect(queue.size).toBe(2);
    first.open();
    await expect(Promise.all([a, b])).resolves.toEqual(["a", "b"]);
    expect(log).toEqual(["a starts", "a ends", "b runs"]);
    await tick();
    expect(queue.size).toBe(0);
  });

  it("goes on after a task that fails, which rejects to its own caller only", async () => {
    const queue = new SerialQueue();
    const failing = queue.run(() => Promise.reject(new Error("boom")));
    const next = queue.run(() => "still runs");
    await expect(failing).rejects.toThrow("boom");
    await expect(next).resolves.toBe("still runs");
  });
});

describe("registerGame queues every game's query handlers together", () => {
  afterEach(() => uninstallFakeFoundry());

  it("a second request, even to another game's handler, starts only when the first has finished", async () => {
    installFakeFoundry();
    const log: string[] = [];
    const slow = gate();
    const game = (id: string, queries: Record<string, GMHandler>) => ({
      definition: { id, langKey: id, models: [], rollClassNames: [], templates: [], settings: [] },
      sheets: [],
      rollClasses: [],
      queries: async () =>
        Object.fromEntries(Object.entries(queries).map(([name, handle]) => [name, { mayAsk: anyone, handle }])),
    });
    registerGame(
      game("one", {
        "one.slow": async () => {
          log.push("slow reads");
          await slow.promise;
          log.push("slow writes");
        },
      }),
    );
    registerGame(game("two", { "two.quick": () => log.push("quick reads and writes") }));
    const asker = (id: string) => ({ user: { id, name: id, isGM: false, active: true } as unknown as User });
    const slowHandler = await findGMHandler("story-engines.one.slow");
    const quickHandler = await findGMHandler("story-engines.two.quick");
    const one = slowHandler?.({ userId: "p1" }, asker("p1"));
    const two = quickHandler?.({ userId: "p2" }, asker("p2"));
    await tick();
    expect(log).toEqual(["slow reads"]);
    slow.open();
    await Promise.all([one, two]);
    expect(log).toEqual(["slow reads", "slow writes", "quick reads and writes"]);
  });
});
