import { describe, it, expect } from "vitest";
import {
  DIE_SIZES,
  DIFFICULTIES,
  DEFAULT_DIFFICULTY,
  FORCES,
  FORCE_SYMBOL,
  OPTIONAL_DIE_SIZES,
  PLANET_OF_FORCE,
  POSITIONS,
  startingStorypathCards,
  titleCardSlots,
} from "../../../src/rules/four-colors";

describe("fourColors Storypath Cards and Titles", () => {
  it("Title slots: max(1, 5 - (mains - 1))", () => {
    expect(titleCardSlots(1)).toBe(5);
    expect(titleCardSlots(2)).toBe(4);
    expect(titleCardSlots(4)).toBe(2);
    expect(titleCardSlots(5)).toBe(1);
    expect(titleCardSlots(8)).toBe(1);
  });

  it("a Title has at least one Main character; nonsense counts throw", () => {
    expect(titleCardSlots(0)).toBe(5);
    expect(() => titleCardSlots(-1)).toThrow(RangeError);
    expect(() => titleCardSlots(1.5)).toThrow(RangeError);
  });

  it("starting cards = number of diced (non-Wed) Planets", () => {
    expect(startingStorypathCards({ known: 8, passion: null, dynamic: 6, static: 6, lost: 20 })).toBe(4);
    expect(startingStorypathCards({ known: 4, lost: 10 })).toBe(2);
  });
});

describe("fourColors constants (the book's tables)", () => {
  it("Forces, Planets and symbols", () => {
    expect(FORCES).toEqual(["known", "passion", "dynamic", "static", "lost"]);
    expect(PLANET_OF_FORCE).toEqual({
      known: "mercury",
      passion: "venus",
      dynamic: "mars",
      static: "jupiter",
      lost: "saturn",
    });
    expect(FORCE_SYMBOL).toEqual({
      known: { shape: "octagon", colour: "white" },
      passion: { shape: "pentagon", colour: "blue" },
      dynamic: { shape: "diamond", colour: "red" },
      static: { shape: "heptagon", colour: "green" },
      lost: { shape: "hexagon", colour: "black" },
    });
  });

  it("positions, dice and difficulties", () => {
    expect(POSITIONS).toEqual(["dominant", "major", "minor", "weak"]);
    expect(DIE_SIZES).toEqual([4, 6, 8, 10, 12, 20]);
    expect(OPTIONAL_DIE_SIZES).toEqual([16]);
    expect(DIFFICULTIES).toEqual(["automatic", "simple", "moderate", "hard", "impossible"]);
    expect(DEFAULT_DIFFICULTY).toBe("moderate");
  });
});
