import { describe, it, expect } from "vitest";
import { readHierarchy, hierarchyTiers } from "../../../src/rules/four-colors";

// Every worked example of the book's Hierarchy readings, with the
// Forces the seed names in its examples (the figures' values are not in the
// text, so values are chosen to produce each described pattern).
describe("fourColors.readHierarchy — the book's examples", () => {
  it("4 distinct: Dominant, Major, Minor, Weak (seed example 1)", () => {
    expect(readHierarchy({ dynamic: 2, passion: 4, static: 7, known: 9 })).toEqual({
      dynamic: "dominant",
      passion: "major",
      static: "minor",
      known: "weak",
    });
  });

  it("lowest two tie: both Major, next Minor, highest Weak (example 2)", () => {
    expect(readHierarchy({ known: 3, lost: 3, passion: 5, static: 8 })).toEqual({
      known: "major",
      lost: "major",
      passion: "minor",
      static: "weak",
    });
  });

  it("highest two tie: Dominant, Major, both Minor, no Weak (example 3)", () => {
    expect(readHierarchy({ passion: 1, known: 4, static: 6, dynamic: 6 })).toEqual({
      passion: "dominant",
      known: "major",
      static: "minor",
      dynamic: "minor",
    });
  });

  it("two pairs: low pair Major, high pair Minor (example 4)", () => {
    expect(readHierarchy({ dynamic: 2, passion: 2, known: 7, lost: 7 })).toEqual({
      dynamic: "major",
      passion: "major",
      known: "minor",
      lost: "minor",
    });
  });

  it("one low + three tied: Dominant, three Major (example 5)", () => {
    expect(readHierarchy({ lost: 1, static: 5, dynamic: 5, passion: 5 })).toEqual({
      lost: "dominant",
      static: "major",
      dynamic: "major",
      passion: "major",
    });
  });

  it("three tied + one high: three Major, Weak", () => {
    expect(readHierarchy({ known: 2, passion: 2, dynamic: 2, static: 6 })).toEqual({
      known: "major",
      passion: "major",
      dynamic: "major",
      static: "weak",
    });
  });

  it("internal tie: Dominant, two Major, and the unique highest is Weak (Decision, example 6)", () => {
    expect(readHierarchy({ dynamic: 1, static: 4, known: 4, lost: 9 })).toEqual({
      dynamic: "dominant",
      static: "major",
      known: "major",
      lost: "weak",
    });
  });

  it("all four equal: all Major (example 7)", () => {
    expect(readHierarchy({ static: 3, known: 3, lost: 3, passion: 3 })).toEqual({
      static: "major",
      known: "major",
      lost: "major",
      passion: "major",
    });
  });

  describe("3 dice (two Wed Planets): no Minor position", () => {
    it("distinct: Dominant, Major, Weak (example 8)", () => {
      expect(readHierarchy({ passion: 2, static: 5, known: 11 })).toEqual({
        passion: "dominant",
        static: "major",
        known: "weak",
      });
    });
    it("low tie: two Major + Weak (example 9)", () => {
      expect(readHierarchy({ dynamic: 4, lost: 4, passion: 6 })).toEqual({
        dynamic: "major",
        lost: "major",
        passion: "weak",
      });
    });
    it("high tie: Dominant + two Major (example 10)", () => {
      expect(readHierarchy({ static: 1, dynamic: 8, lost: 8 })).toEqual({
        static: "dominant",
        dynamic: "major",
        lost: "major",
      });
    });
    it("all equal: all Major (example 11)", () => {
      expect(readHierarchy({ lost: 5, known: 5, static: 5 })).toEqual({
        lost: "major",
        known: "major",
        static: "major",
      });
    });
  });

  describe("2 dice (three Wed Planets)", () => {
    it("distinct: Dominant + Weak (example 12)", () => {
      expect(readHierarchy({ dynamic: 3, lost: 17 })).toEqual({ dynamic: "dominant", lost: "weak" });
    });
    it("tied: both Major (example 13)", () => {
      expect(readHierarchy({ lost: 6, dynamic: 6 })).toEqual({ lost: "major", dynamic: "major" });
    });
  });

  it("a Force that was not rolled may be absent or undefined: it has no position", () => {
    expect(readHierarchy({ known: 3, passion: undefined, dynamic: 5 })).toEqual({ known: "dominant", dynamic: "weak" });
  });

  it("more than four dice: the extras all count as Minor", () => {
    expect(readHierarchy({ known: 1, passion: 2, dynamic: 3, static: 4, lost: 5 })).toEqual({
      known: "dominant",
      passion: "major",
      dynamic: "minor",
      static: "minor",
      lost: "weak",
    });
    expect(readHierarchy({ known: 9, passion: 2, dynamic: 2, static: 4, lost: 6 })).toEqual({
      passion: "major",
      dynamic: "major",
      static: "minor",
      lost: "minor",
      known: "weak",
    });
  });

  it("only the order matters: 4,5,6,7 reads like 1,6,10,20", () => {
    expect(readHierarchy({ known: 4, passion: 5, dynamic: 6, static: 7 })).toEqual(
      readHierarchy({ known: 1, passion: 6, dynamic: 10, static: 20 }),
    );
  });

  it("a single die is Major; no dice give an empty reading", () => {
    expect(readHierarchy({ static: 7 })).toEqual({ static: "major" });
    expect(readHierarchy({})).toEqual({});
  });

  it("tiers list the steps lowest first, Forces in book order", () => {
    expect(hierarchyTiers({ lost: 4, known: 4, dynamic: 1, static: 9 })).toEqual([
      { value: 1, forces: ["dynamic"], position: "dominant" },
      { value: 4, forces: ["known", "lost"], position: "major" },
      { value: 9, forces: ["static"], position: "weak" },
    ]);
  });
});
