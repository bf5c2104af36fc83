// Issue 20 §4: no strength or die changes but by the book's procedures.
// "All new strengths have significance 1" (2 for a new character from
// chapter three), held from the moment a strength joins a sheet; form dice
// lowered by consequences, and re-assigning "is the only way to undo the
// effects of past exhaustion, injury"; "Coming back" once per return.
import { describe, expect, it } from "vitest";
import {
  diceAssigned,
  formsChangeProblem,
  heldStrengthProblem,
  mayComeBack,
  significanceChangeProblem,
} from "../../../src/games/wicked-age/data/holding";

const V = "STORY_ENGINES.Wicked.Validation";
// Amek as the book assigns him, injured in the horse camp: covertly d8→d6, for others d6→d4.
const AMEK = {
  covertly: { die: 8, current: 6 },
  directly: { die: 10, current: 10 },
  forMyself: { die: 4, current: 4 },
  forOthers: { die: 6, current: 4 },
  withLove: { die: 6, current: 6 },
  withViolence: { die: 12, current: 12 },
};

describe("form dice go down by consequences and come back by re-assignment only", () => {
  it("exhausted (directly d10→d8, with violence d12→d10) is a lowering: allowed", () => {
    const change = { directly: { current: 8 }, withViolence: { current: 10 } };
    expect(formsChangeProblem(AMEK, change, false)).toBeNull();
  });
  it("raising covertly back to d8 on the sheet is refused; re-assigning it is not", () => {
    expect(formsChangeProblem(AMEK, { covertly: { current: 8 } }, false)).toBe(`${V}.diceByAssignment`);
    expect(formsChangeProblem(AMEK, { covertly: { die: 8, current: 8 } }, true)).toBeNull();
  });
  it("the dice assigned change only by assignment, even unchanged sizes as they stand", () => {
    expect(formsChangeProblem(AMEK, { forMyself: { die: 6, current: 4 } }, false)).toBe(`${V}.diceByAssignment`);
    expect(formsChangeProblem(AMEK, { forMyself: { die: 4, current: 4 } }, false)).toBeNull();
  });
  it("an NPC's pair: Esan's maneuvering d10+d6 loses its higher die; it does not climb back", () => {
    const esan = { maneuvering: { high: 10, low: 6, highNow: 10, lowNow: 6 } };
    expect(formsChangeProblem(esan, { maneuvering: { highNow: 8 } }, false)).toBeNull();
    const hurt = { maneuvering: { high: 10, low: 6, highNow: 8, lowNow: 6 } };
    expect(formsChangeProblem(hurt, { maneuvering: { highNow: 10 } }, false)).toBe(`${V}.diceByAssignment`);
  });
});

describe("a strength's significance is held from the moment it joins a sheet", () => {
  const blank = {
    potent: false,
    doublyPotent: false,
    broad: false,
    consequential: false,
    unique: false,
    farReaching: false,
  };
  it("chapter 1: the sheet's blank 'New particular strength' takes one option, not a second", () => {
    expect(significanceChangeProblem(blank, { potent: true }, 1, 1, false)).toBeNull();
    const potent = { ...blank, potent: true };
    expect(significanceChangeProblem(potent, { broad: true }, 1, 1, false)).toBe(`${V}.significanceHeld`);
    expect(significanceChangeProblem(blank, { potent: true, broad: true }, 1, 1, false)).toBe(`${V}.significanceHeld`);
    // Swapping its one option keeps significance 1.
    expect(significanceChangeProblem(potent, { potent: false, broad: true }, 1, 1, false)).toBeNull();
  });
  it("chapter 3: a new character's strength may start at 2 (potent and doubly potent); a recurring one's at 1", () => {
    expect(significanceChangeProblem(blank, { potent: true, doublyPotent: true }, 3, 3, false)).toBeNull();
    expect(significanceChangeProblem(blank, { potent: true, doublyPotent: true }, 3, 1, false)).toBe(
      `${V}.significanceHeld`,
    );
  });
  it("a returning character's +1 raises past it; before the first deal nothing is held", () => {
    const potent = { ...blank, potent: true };
    expect(significanceChangeProblem(potent, { broad: true }, 2, 1, true)).toBeNull();
    expect(significanceChangeProblem(blank, { potent: true, broad: true, unique: true }, 0, 0, false)).toBeNull();
  });
  it("a strength that grew to 3 over chapters keeps 3: it may not grow on the sheet", () => {
    const three = { ...blank, potent: true, doublyPotent: true, broad: true };
    expect(significanceChangeProblem(three, { unique: true }, 4, 1, false)).toBe(`${V}.significanceHeld`);
    expect(significanceChangeProblem(three, { broad: false, unique: true }, 4, 1, false)).toBeNull();
  });
});

describe("'Coming back' is offered once, when the character returns in a new chapter", () => {
  it("Mekha tops the owe list and returns in chapter 2: once", () => {
    expect(mayComeBack(2, 1, 0, true)).toBe(true);
    expect(mayComeBack(2, 1, 2, true)).toBe(false);
    expect(mayComeBack(3, 1, 2, true)).toBe(true);
  });
  it("not for a character not returning, nor in chapter 1, nor for one new this chapter", () => {
    expect(mayComeBack(2, 1, 0, false)).toBe(false);
    expect(mayComeBack(1, 1, 0, true)).toBe(false);
    expect(mayComeBack(3, 3, 0, true)).toBe(false);
  });
});

describe("an NPC's dice are assigned once, when it is made (issue 30 §1)", () => {
  // Esan after the camp fight: maneuvering d10+d6 lost its higher die.
  const esan = {
    action: { high: 12, low: 8, highNow: 12, lowNow: 8 },
    maneuvering: { high: 10, low: 6, highNow: 8, lowNow: 6 },
    selfProtection: { high: 6, low: 4, highNow: 6, lowNow: 4 },
  };
  const fresh = { high: 0, low: 0, highNow: 0, lowNow: 0 };
  it("assigning again would make maneuvering d10 again: refused", () => {
    const again = { ...esan, maneuvering: { high: 10, low: 6, highNow: 10, lowNow: 6 } };
    expect(diceAssigned(esan)).toBe(true);
    expect(formsChangeProblem(esan, again, "assign")).toBe(`${V}.diceAssignedOnce`);
    expect(formsChangeProblem(esan, { maneuvering: { highNow: 10 } }, "play")).toBe(`${V}.diceByAssignment`);
  });
  it("a new NPC sheet takes its pairs once", () => {
    const none = { action: fresh, maneuvering: fresh, selfProtection: fresh };
    expect(diceAssigned(none)).toBe(false);
    expect(formsChangeProblem(none, esan, "assign")).toBeNull();
  });
  it("a returning character re-assigns: the only way back up", () => {
    expect(formsChangeProblem(AMEK, { covertly: { die: 8, current: 8 } }, "reassign")).toBeNull();
    expect(formsChangeProblem(AMEK, { covertly: { die: 8, current: 8 } }, "assign")).toBe(`${V}.diceAssignedOnce`);
  });
});

describe("a made sheet's strength: the option set and forms are fixed (issue 30 §1)", () => {
  const none = {
    potent: false,
    doublyPotent: false,
    broad: false,
    consequential: false,
    unique: false,
    farReaching: false,
  };
  // Bolu Ta's Exorcism: for others, self-protection, significance 1, far-reaching.
  const exorcism = {
    form: "forOthers",
    npcForm: "selfProtection",
    secondForm: "",
    options: { ...none, farReaching: true },
  };
  it("far-reaching swapped for potent keeps the count but not the set: refused", () => {
    expect(heldStrengthProblem(exorcism, { options: { farReaching: false, potent: true } }, false)).toBe(
      `${V}.strengthFixed`,
    );
    expect(heldStrengthProblem(exorcism, { options: { farReaching: false, potent: true } }, true)).toBe(
      `${V}.strengthFixed`,
    );
  });
  it("the same set saved again is no change; a second option only by coming back's +1", () => {
    expect(heldStrengthProblem(exorcism, { options: { ...none, farReaching: true } }, false)).toBeNull();
    expect(heldStrengthProblem(exorcism, { options: { potent: true } }, false)).toBe(`${V}.strengthFixed`);
    expect(heldStrengthProblem(exorcism, { options: { potent: true } }, true)).toBeNull();
    expect(heldStrengthProblem(exorcism, { options: { potent: true, broad: true } }, true)).toBe(`${V}.strengthFixed`);
  });
  it("its forms are fixed; broad bought by the +1 has its second form filled in, once", () => {
    expect(heldStrengthProblem(exorcism, { form: "withLove" }, false)).toBe(`${V}.strengthFixed`);
    expect(heldStrengthProblem(exorcism, { npcForm: "action" }, false)).toBe(`${V}.strengthFixed`);
    expect(heldStrengthProblem(exorcism, { secondForm: "directly" }, false)).toBe(`${V}.strengthFixed`);
    const broad = { ...exorcism, options: { ...exorcism.options, broad: true } };
    expect(heldStrengthProblem(broad, { secondForm: "directly" }, false)).toBeNull();
    expect(heldStrengthProblem({ ...broad, secondForm: "directly" }, { secondForm: "withLove" }, false)).toBe(
      `${V}.strengthFixed`,
    );
  });
  it("a blank strength (coming back's new one) is still filled in", () => {
    const blankOne = { form: "covertly", npcForm: "action", options: none };
    expect(heldStrengthProblem(blankOne, { form: "withLove", options: { potent: true } }, false)).toBeNull();
  });
});
