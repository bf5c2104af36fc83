// What the Hierarchy roll's chat card must show beyond card-context.test.ts:
// each Force's Favored / Opposed label, every die of a Force rolled several
// times ("several dice for one Force — the lowest is the Force's result",
// footnote 15), who ruled ("a Major circumstance die lower than every Planet
// die rules: Benefit → success, Hindrance → failure") and the opponents'
// Hindrance dice (one die per opponent, optional rule).
import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import {
  buildCardContext,
  circumstanceRolls,
  rolledOpponents,
} from "../../../../src/games/four-colors/dice/card-context";
import { planRoll } from "../../../../src/games/four-colors/dice/roll-data";
import { CARDINAL, RENAISSANCE_MAN, sampleSeveralRollData } from "../../../../src/games/four-colors/dice/samples";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";

const t = translatorFor(en);
const ROLL = "STORY_ENGINES.FourColors.Roll";

describe("each Force's lean on the card", () => {
  // "Before the roll the SG … picks Favored and Opposed Forces; every action keeps at least one neutral Force."
  const data = planRoll({
    stakes: { favored: ["known"], opposed: ["lost"] },
    difficulty: "moderate",
    actor: CARDINAL,
    circumstance: {},
    degrees: false,
  });
  // Built inside each test, so the mutation run ties what it reads to that test.
  const card = () => buildCardContext(data, { planets: { known: 3, dynamic: 1, static: 5, lost: 7 } }, { t });
  const forces = () => card().readings[0]?.rungs.flatMap((r) => r.forces) ?? [];

  it("Favored and Opposed Forces carry their label; a neutral one shows none", () => {
    expect(forces().map((f) => [f.force, f.lean, f.leanKey, f.showLean])).toEqual([
      ["dynamic", "neutral", `${ROLL}.Lean.neutral`, false],
      ["known", "favored", `${ROLL}.Lean.favored`, true],
      ["static", "neutral", `${ROLL}.Lean.neutral`, false],
      ["lost", "opposed", `${ROLL}.Lean.opposed`, true],
    ]);
  });

  it("one die per Force: no list of rolls, the die size alone", () => {
    expect(forces().map((f) => [f.die, f.rolls])).toEqual([
      ["d6", ""],
      ["d8", ""],
      ["d6", ""],
      ["d20", ""],
    ]);
  });

  it("a single Omega's own Wed Planet is not rolled, so nothing is listed as ignored", () => {
    expect(card().readings[0]?.ignored).toEqual([]);
  });

  it("the header names the card's game class and the Omega", () => {
    expect(card()).toMatchObject({ cardClass: "four-colors", title: "The Cardinal", modeKey: null });
  });
});

describe("a combined roll's header", () => {
  it("names both Omegas joined by an ampersand", () => {
    const data = planRoll({
      stakes: { favored: ["known"], opposed: ["lost"] },
      difficulty: "moderate",
      actor: CARDINAL,
      partner: RENAISSANCE_MAN,
      mode: "together",
      circumstance: {},
      degrees: false,
    });
    const card = buildCardContext(data, { planets: { known: 1, passion: 3, dynamic: 3, static: 4, lost: 5 } }, { t });
    expect(card.title).toBe("The Cardinal & Renaissance Man");
    expect(card.readings).toHaveLength(2);
  });
});

describe("two Omegas together: 'use the more advantageous result'", () => {
  it("the better reading is marked used, the other not used", () => {
    // The Cardinal reads Static Dominant (Favored): success; Renaissance Man (Static Wed)
    // reads Passion Dominant (Opposed): failure.
    const data = planRoll({
      stakes: { favored: ["static"], opposed: ["passion"] },
      difficulty: "moderate",
      actor: CARDINAL,
      partner: RENAISSANCE_MAN,
      mode: "together",
      circumstance: {},
      degrees: false,
    });
    const card = buildCardContext(data, { planets: { known: 5, passion: 1, dynamic: 3, static: 2, lost: 9 } }, { t });
    expect(card.readings.map((r) => [r.name, r.outcome.label, r.used, r.usedKey])).toEqual([
      ["The Cardinal", "Success", true, `${ROLL}.Reading.used`],
      ["Renaissance Man", "Failure", false, `${ROLL}.Reading.notUsed`],
    ]);
  });
});

describe("several dice for one Force (footnote 15: the lowest is the Force's result)", () => {
  const data = sampleSeveralRollData();

  it("shows 2d8 with both dice rolled and reads the lowest", () => {
    const card = buildCardContext(
      data,
      { planets: { known: 2, dynamic: 4, static: 5, lost: 9 }, several: { known: [7, 2] } },
      { t },
    );
    const known = card.readings[0]?.rungs.flatMap((r) => r.forces).find((f) => f.force === "known");
    expect(known).toMatchObject({ die: "2d8", result: 2, rolls: "7, 2" });
  });

  it("a Force listed with a single die shows no list of rolls", () => {
    const card = buildCardContext(
      data,
      { planets: { known: 2, dynamic: 4, static: 5, lost: 9 }, several: { known: [2] } },
      { t },
    );
    const known = card.readings[0]?.rungs.flatMap((r) => r.forces).find((f) => f.force === "known");
    expect(known?.rolls).toBe("");
  });
});

describe("who ruled, in the outcome line", () => {
  const base = {
    stakes: { favored: ["known" as const], opposed: ["lost" as const] },
    difficulty: "moderate" as const,
    actor: CARDINAL,
    degrees: false,
  };

  it("a Major Hindrance die lower than every Planet die: failure, the Hindrance ruled", () => {
    const data = planRoll({ ...base, circumstance: { hindrance: { faces: 6, major: true } } });
    const card = buildCardContext(data, { planets: { known: 3, dynamic: 4, static: 5, lost: 9 }, hindrance: 1 }, { t });
    expect(card.readings[0]?.outcome).toEqual({
      label: "Failure",
      tone: "bad",
      detail: "The Major Hindrance die ruled: it rolled lower than every Planet die.",
    });
    expect(card.readings[0]?.rungs.map((r) => r.decided)).toEqual([false, false, false, false]);
  });

  it("an opponent's Major die rules: the outcome names them as the cause", () => {
    const data = sampleSeveralRollData();
    const card = buildCardContext(
      data,
      { planets: { known: 3, dynamic: 4, static: 5, lost: 9 }, benefit: 6, opponents: [1, 10] },
      { t },
    );
    const reading = card.readings[0];
    expect(reading?.outcome).toEqual({
      label: "Failure",
      tone: "bad",
      detail: "The Major Hindrance die of Messer Bruno ruled: it rolled lower than every Planet die.",
    });
    expect(reading?.opponents.map((o) => [o.name, o.die, o.result, o.measure, o.placement])).toEqual([
      ["Messer Bruno", "d12", 1, "prevailed", "lower than every Planet die"],
      ["A Murano glassblower", "d8", 10, "poor", "higher than every Planet die (below Weak)"],
    ]);
  });

  it("the Dominant Favored Force decides: the detail names it", () => {
    const data = planRoll({ ...base, circumstance: {} });
    const card = buildCardContext(data, { planets: { known: 1, dynamic: 4, static: 5, lost: 9 } }, { t });
    expect(card.readings[0]?.outcome).toEqual({
      label: "Success",
      tone: "good",
      detail: "The Dominant position decided it: Known.",
    });
  });
});

describe("no position decides, and a die tying several Forces", () => {
  const base = {
    stakes: { favored: ["known" as const], opposed: ["lost" as const] },
    difficulty: "moderate" as const,
    degrees: false,
  };

  it("'equal (or only neutral) → neutral, move on': nothing decides, the situation does not change", () => {
    // Dynamic (neutral) Dominant; Known (Favored) and Lost (Opposed) share Major; Static (neutral) Weak.
    const data = planRoll({ ...base, actor: CARDINAL, circumstance: {} });
    const card = buildCardContext(data, { planets: { known: 3, dynamic: 1, static: 5, lost: 3 } }, { t });
    const reading = card.readings[0];
    expect(reading?.rungs.map((r) => [r.position, r.decided])).toEqual([
      ["dominant", false],
      ["major", false],
      ["weak", false],
    ]);
    expect(reading?.outcome).toEqual({
      label: "Unproductive",
      tone: "neutral",
      detail:
        "No position decided: the situation does not change (the SG may rule that holding still is a bare success when resisting).",
    });
  });

  it("a Minor Benefit die tying two Forces names both and their position", () => {
    // Renaissance Man (Static Wed): Known 1 Dominant, Passion and Dynamic 3 share Major, Lost 5 Weak.
    const data = planRoll({ ...base, actor: RENAISSANCE_MAN, circumstance: { benefit: { faces: 6, major: false } } });
    const card = buildCardContext(data, { planets: { known: 1, passion: 3, dynamic: 3, lost: 5 }, benefit: 3 }, { t });
    expect(card.readings[0]?.circumstance.map((c) => [c.placement, c.ruled])).toEqual([
      ["ties Passion, Dynamic (Major)", false],
    ]);
  });
});

describe("circumstance dice and opponents read from the roll", () => {
  const data = sampleSeveralRollData();

  it("only the opponents whose die was rolled, in order", () => {
    expect(rolledOpponents(data, { planets: {}, opponents: [undefined, 5] }).map((o) => o.name)).toEqual([
      "A Murano glassblower",
    ]);
    expect(rolledOpponents(data, { planets: {} })).toEqual([]);
    expect(rolledOpponents(data, { planets: {}, opponents: [4, 5] }).map((o) => o.name)).toEqual([
      "Messer Bruno",
      "A Murano glassblower",
    ]);
  });

  it("each rolled die with the Major/Minor choice it was made with; opponents' as hindrances", () => {
    expect(circumstanceRolls(data, { planets: {}, benefit: 3, opponents: [4, 5] })).toEqual({
      benefit: { value: 3, major: true },
      hindrances: [
        { value: 4, major: true },
        { value: 5, major: true },
      ],
    });
  });

  it("a die not rolled, or not planned, is left out", () => {
    // No Hindrance die was planned: a stray value is ignored; no opponent rolled: no hindrances.
    expect(circumstanceRolls(data, { planets: {}, hindrance: 2 })).toEqual({});
    expect(circumstanceRolls(data, { planets: {}, opponents: [undefined, 6] })).toEqual({
      hindrances: [{ value: 6, major: true }],
    });
  });

  it("a card whose opponents rolled nothing shows no opponent lines", () => {
    const card = buildCardContext(data, { planets: { known: 3, dynamic: 4, static: 5, lost: 9 }, benefit: 6 }, { t });
    expect(card.readings[0]?.opponents).toEqual([]);
    expect(card.readings[0]?.circumstance.map((c) => [c.kind, c.die, c.result])).toEqual([["benefit", "d6", 6]]);
  });
});
