import { describe, it, expect } from "vitest";
import { judge, readHierarchy, type Stakes } from "../../../src/rules/four-colors";

const stakes = (favored: Stakes["favored"], opposed: Stakes["opposed"]): Stakes => ({ favored, opposed });

describe("fourColors.judge — the book's 'Success or failure'", () => {
  // Four distinct dice: known Dominant, passion Major, dynamic Minor, static Weak.
  const distinct = readHierarchy({ known: 1, passion: 2, dynamic: 3, static: 4 });

  it("Dominant Favored -> success, Opposed -> failure", () => {
    expect(judge(distinct, stakes(["known"], []))).toEqual({ outcome: "success", decidedBy: "dominant" });
    expect(judge(distinct, stakes([], ["known"]))).toEqual({ outcome: "failure", decidedBy: "dominant" });
  });

  it("Weak is inverted: Opposed -> success, Favored -> failure", () => {
    expect(judge(distinct, stakes([], ["static"]))).toEqual({ outcome: "success", decidedBy: "weak" });
    expect(judge(distinct, stakes(["static"], []))).toEqual({ outcome: "failure", decidedBy: "weak" });
  });

  it("Major: Favored -> success, Opposed -> failure", () => {
    expect(judge(distinct, stakes(["passion"], []))).toEqual({ outcome: "success", decidedBy: "major" });
    expect(judge(distinct, stakes([], ["passion"]))).toEqual({ outcome: "failure", decidedBy: "major" });
  });

  it("order is Dominant, then Weak, then Major", () => {
    // Dominant decides even though Weak and Major say otherwise.
    expect(judge(distinct, stakes(["known", "static"], ["passion"]))).toEqual({
      outcome: "success",
      decidedBy: "dominant",
    });
    // Dominant neutral: Weak (Favored -> failure) comes before Major (Favored).
    expect(judge(distinct, stakes(["static", "passion"], []))).toEqual({ outcome: "failure", decidedBy: "weak" });
  });

  it("Minor is never judged", () => {
    expect(judge(distinct, stakes(["dynamic"], ["lost"]))).toEqual({ outcome: "unproductive", decidedBy: null });
    // Two pairs: neutral Major pair, Favored Minor pair -> unproductive.
    const pairs = readHierarchy({ known: 2, passion: 2, dynamic: 5, static: 5 });
    expect(judge(pairs, stakes(["dynamic", "static"], []))).toEqual({ outcome: "unproductive", decidedBy: null });
  });

  it("nothing decisive -> unproductive", () => {
    expect(judge(distinct, stakes([], []))).toEqual({ outcome: "unproductive", decidedBy: null });
    expect(judge(distinct, stakes(["lost"], []))).toEqual({ outcome: "unproductive", decidedBy: null });
  });

  describe("ties inside a position count Favored against Opposed", () => {
    // All four equal: all Major.
    const allMajor = readHierarchy({ known: 3, passion: 3, dynamic: 3, static: 3 });

    it("more Favored -> Favored", () => {
      expect(judge(allMajor, stakes(["known", "passion"], ["dynamic"]))).toEqual({
        outcome: "success",
        decidedBy: "major",
      });
    });
    it("more Opposed -> Opposed", () => {
      expect(judge(allMajor, stakes(["known"], ["dynamic", "static"]))).toEqual({
        outcome: "failure",
        decidedBy: "major",
      });
    });
    it("equal -> neutral, move on", () => {
      expect(judge(allMajor, stakes(["known", "passion"], ["dynamic", "static"]))).toEqual({
        outcome: "unproductive",
        decidedBy: null,
      });
      // Internal tie: balanced Major pair is passed over... nothing after Major.
      const internal = readHierarchy({ lost: 1, known: 4, static: 4, passion: 9 });
      expect(judge(internal, stakes(["known"], ["static"]))).toEqual({ outcome: "unproductive", decidedBy: null });
      // ...while a balanced Major pair still lets an earlier Weak decide.
      expect(judge(internal, stakes(["known"], ["static", "passion"]))).toEqual({
        outcome: "success",
        decidedBy: "weak",
      });
    });
  });
});
