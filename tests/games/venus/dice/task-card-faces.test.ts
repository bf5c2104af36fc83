import { describe, expect, it } from "vitest";
import { kissRequests, nextKissSource } from "../../../../src/games/venus/dice/task-card-faces";

describe("task card dice faces as KISS pickers", () => {
  const offered = ["lot", "insight", "stunt", "specialty", "ego"];

  it("a click moves a die through the offered sources in order, then back to keep", () => {
    const seen: string[] = [];
    let source = "";
    for (let i = 0; i < offered.length + 1; i++) {
      source = nextKissSource(source, offered);
      seen.push(source);
    }
    expect(seen).toEqual([...offered, ""]);
  });

  it("only offers what the card offers (no Ego once it is spent)", () => {
    expect(nextKissSource("specialty", ["lot", "insight", "stunt", "specialty"])).toBe("");
    expect(nextKissSource("ego", ["lot"])).toBe("lot");
    expect(nextKissSource("", [])).toBe("");
  });

  it("turns the faces' choices into KISS requests: known sources only, in die order", () => {
    expect(
      kissRequests([
        { die: 3, source: "specialty" },
        { die: 0, source: "" },
        { die: 1, source: "lot" },
        { die: 2, source: "bribe" },
        { die: Number.NaN, source: "lot" },
      ]),
    ).toEqual([
      { die: 1, source: "lot" },
      { die: 3, source: "specialty" },
    ]);
  });
});
