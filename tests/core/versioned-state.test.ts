/** The version rule (src/core/versioned-state.ts): a request applies only to the version its sender saw. */
import { describe, expect, it } from "vitest";
import { applyIfCurrent, checkVersion, readVersion } from "../../src/core/versioned-state";

describe("the version rule", () => {
  it("reads a version as a whole number ≥ 0", () => {
    expect(readVersion(0)).toBe(0);
    expect(readVersion(7)).toBe(7);
    for (const bad of [-1, 1.5, "3", null, undefined, Number.NaN]) expect(readVersion(bad)).toBeNull();
  });

  it("lets a request through only when it saw the current version", () => {
    expect(checkVersion(3, 3)).toEqual({ ok: true });
    expect(checkVersion(2, 3)).toEqual({ ok: false, reason: "stale" });
    // A request from the future or with no version is no better than a stale one.
    expect(checkVersion(4, 3)).toEqual({ ok: false, reason: "stale" });
    expect(checkVersion(undefined, 0)).toEqual({ ok: false, reason: "stale" });
  });

  it("applies a change to the state read afresh, never to a stale one", async () => {
    let state = { history: ["rolled", "agreed"] };
    const version = (s: typeof state) => s.history.length;
    const apply = async (s: typeof state) => {
      state = { history: [...s.history, "bought"] };
      return "saved";
    };
    await expect(applyIfCurrent({ read: () => state, version, seen: 1, apply })).resolves.toEqual({
      ok: false,
      reason: "stale",
    });
    expect(state.history).toEqual(["rolled", "agreed"]);
    await expect(applyIfCurrent({ read: () => state, version, seen: 2, apply })).resolves.toEqual({
      ok: true,
      result: "saved",
    });
    expect(state.history).toEqual(["rolled", "agreed", "bought"]);
    await expect(applyIfCurrent({ read: () => null, version, seen: 0, apply })).resolves.toEqual({
      ok: false,
      reason: "missing",
    });
  });
});
