// The Quench batches In a Wicked Age registers in the built bundle (loaded
// against the fake Foundry, as tests/build/bundle.test.ts does): the conflict
// flow plays the book's first fight to its consequence, and the chapter flow
// walks from the first deal to the next chapter's deal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { fireHook, installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../../harness/fake-foundry";

describe("In a Wicked Age's Quench flows", () => {
  const batches = new Map<string, string[]>();
  let record: FoundryRecord;

  beforeAll(async () => {
    record = installFakeFoundry();
    await import(`${pathToFileURL(join(process.cwd(), "dist", "story-engines.mjs")).href}?t=${Date.now()}`);
    await fireHook(record, "init");
    const quench = {
      registerBatch(key: string, fn: (context: unknown) => void) {
        // Only this game's own batches are walked here (tests/build/bundle.test.ts walks them all).
        if (!key.startsWith("story-engines.wicked-age.")) return;
        const titles: string[] = [];
        fn({
          describe: (_title: string, body: () => void) => body(),
          it: (title: string) => titles.push(title),
          before: () => undefined,
          after: () => undefined,
          assert: {},
        });
        batches.set(key, titles);
      },
    };
    await fireHook(record, "quenchReady", quench);
  });

  afterAll(() => uninstallFakeFoundry());

  it("plays a conflict from the dice chosen to the loser's sheet changed", () => {
    expect(batches.get("story-engines.wicked-age.conflict")).toEqual([
      "makes the combatants of a conflict its participants",
      "plays round 1 of the book's first fight: Amek loses the advantage, Mekha goes on the owe list",
      "refuses a stale request and acting out of turn",
      "plays rounds 2 and 3: Mekha keeps the advantage, then loses absolutely and is exhausted",
      "opens the tracker window on the conflict",
    ]);
  });

  it("walks a chapter from the first deal into the next", () => {
    expect(batches.get("story-engines.wicked-age.chapter")).toEqual([
      "deals the oracle: chapter 1 begins, four elements go onto its story sheet",
      "reads a character from an element and makes its sheet from the entry",
      "ends the chapter: the owe list's topper is crossed off onto chapter 2's story sheet",
      "no one deals before the topper chooses; then three cards follow the chosen element",
      "opens the owe list, the story sheet and the deal dialog",
    ]);
  });
});
