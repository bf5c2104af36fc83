import { afterEach, describe, expect, it, vi } from "vitest";

const MARK = Symbol.for("story-engines.entry");

describe("the entry module is evaluated once", () => {
  afterEach(() => {
    delete (globalThis as unknown as Record<symbol, unknown>)[MARK];
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("marks the first copy and recognises it", async () => {
    const first = await import("../../src/core/entry-once");
    expect(first.markEntryLoaded()).toBe(true);
    expect(first.markEntryLoaded()).toBe(true);
    expect(first.entryLoadedOnce()).toBe(true);
  });

  it("reports a second copy evaluated under another URL, and leaves the first marked", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const first = await import("../../src/core/entry-once");
    first.markEntryLoaded();
    vi.resetModules();
    const second = await import("../../src/core/entry-once");
    expect(second.markEntryLoaded()).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("evaluated twice"));
    expect(first.entryLoadedOnce()).toBe(true);
    expect(second.entryLoadedOnce()).toBe(false);
  });
});
