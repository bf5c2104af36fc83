import { describe, expect, it } from "vitest";
import { SECONDARY_CONSEQUENCES, spendSuccesses, TERTIARY_CONSEQUENCES } from "../../../src/rules/venus";

const codes = (problems: { code: string }[]): string[] => problems.map((p) => p.code);

describe("consequence wording (seed, rules summary 0.2)", () => {
  it("four secondary consequences", () => {
    expect(SECONDARY_CONSEQUENCES.map((c) => c.text)).toEqual([
      "I am not abashed or injured...",
      "My actions were performed with grace or efficiency...",
      "No one I care for is compromised, disturbed, or jeopardized...",
      "Nothing else is unintentionally lost or destroyed...",
    ]);
    expect(new Set(SECONDARY_CONSEQUENCES.map((c) => c.id)).size).toBe(4);
  });
  it("four tertiary consequences with their rewards", () => {
    expect(TERTIARY_CONSEQUENCES.map((c) => [c.text, c.reward])).toEqual([
      ["...and / but I seek an additional prize...", "a material asset"],
      ["...and / but I learned something new or interesting...", "a bonus exp"],
      ["...and / but my true intentions are now revealed...", "earn a Lot back"],
      ["...and / but something unexpected but not unwelcome happens...", "decided by your Peers"],
    ]);
  });
});

describe("spendSuccesses", () => {
  it("the primary costs the threshold, each other consequence 1", () => {
    const r = spendSuccesses(6, 3, {
      primary: true,
      secondary: ["unharmed", "nothing-lost"],
      tertiary: [{ id: "learned", on: "primary" }],
    });
    expect(r).toMatchObject({ ok: true, primary: "bought", spent: 6, remaining: 0 });
    expect(r.subvertible).toEqual(["graceful", "no-one-compromised"]);
  });
  it("unspent successes remain", () => {
    expect(spendSuccesses(5, 2, { primary: true })).toMatchObject({ ok: true, spent: 2, remaining: 3 });
  });
  it("not buying the primary fails the task; secondaries may still be bought", () => {
    const r = spendSuccesses(2, 4, {
      primary: false,
      secondary: ["unharmed"],
      tertiary: [{ id: "intentions", on: "failure" }],
    });
    expect(r).toMatchObject({ ok: true, primary: "failed", spent: 2, remaining: 0 });
  });
  it("refuses spending more than was struck", () => {
    const r = spendSuccesses(3, 3, { primary: true, secondary: ["graceful"] });
    expect(r.ok).toBe(false);
    expect(codes(r.problems)).toEqual(["spend-over-budget"]);
  });
  it("a tertiary must hang on a bought consequence, or on the failure", () => {
    expect(codes(spendSuccesses(5, 2, { primary: true, tertiary: [{ id: "prize", on: "failure" }] }).problems)).toEqual(
      ["tertiary-unanchored"],
    );
    expect(
      codes(spendSuccesses(5, 2, { primary: false, tertiary: [{ id: "prize", on: "primary" }] }).problems),
    ).toEqual(["tertiary-unanchored"]);
    expect(
      codes(spendSuccesses(5, 2, { primary: true, tertiary: [{ id: "prize", on: "graceful" }] }).problems),
    ).toEqual(["tertiary-unanchored"]);
    expect(
      spendSuccesses(5, 2, { primary: true, secondary: ["graceful"], tertiary: [{ id: "prize", on: "graceful" }] }).ok,
    ).toBe(true);
  });
  it("each consequence is bought once", () => {
    expect(codes(spendSuccesses(9, 1, { primary: true, secondary: ["unharmed", "unharmed"] }).problems)).toEqual([
      "spend-duplicate",
    ]);
    expect(
      codes(
        spendSuccesses(9, 1, {
          primary: true,
          tertiary: [
            { id: "learned", on: "primary" },
            { id: "learned", on: "primary" },
          ],
        }).problems,
      ),
    ).toEqual(["spend-duplicate"]);
  });
  it("the threshold must be 1–5", () => {
    expect(codes(spendSuccesses(9, 6, { primary: true }).problems)).toEqual(["threshold-out-of-range"]);
    expect(codes(spendSuccesses(9, 0, { primary: false }).problems)).toEqual(["threshold-out-of-range"]);
  });
});
