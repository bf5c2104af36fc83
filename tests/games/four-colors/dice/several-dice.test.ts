import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import { hierarchyOdds } from "../../../../src/rules/four-colors";
import { buildCardContext } from "../../../../src/games/four-colors/dice/card-context";
import { buildDialogContext } from "../../../../src/games/four-colors/dice/dialog-context";
import { dialogProblems } from "../../../../src/games/four-colors/dice/dialog-problems";
import {
  defaultDialogState,
  stateFromForm,
  type DialogState,
} from "../../../../src/games/four-colors/dice/dialog-state";
import {
  extractResults,
  parseRollData,
  planRoll,
  rollFormula,
  rollOptions,
} from "../../../../src/games/four-colors/dice/roll-data";
import { CARDINAL, MESSER_BRUNO } from "../../../../src/games/four-colors/dice/samples";
import { rollOpponents } from "../../../../src/games/four-colors/dice/several-dice";
import { opponentMeasure } from "../../../../src/games/four-colors/dice/opponent-card";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";

/**
 * The roll dialog, the roll and the chat card with the book's two ways of rolling more dice:
 * footnote 15 ("if you are asked to roll more than one die for a given Force or Planet, you will
 * take the lowest one, and ignore the others") and the optional rule of several Hindrance dice
 * ("A separate Hindrance die can be assigned for each opponent, and you can then look at where they
 * fall to individually determine how the opponents did").
 */
const t = translatorFor(en);
const stakes = { favored: ["known" as const], opposed: ["lost" as const] };
const fallback = (n: number) => `Opponent ${n}`;
const OPTIONS = [{ uuid: MESSER_BRUNO.uuid, name: MESSER_BRUNO.name }];

function dialog(state: Partial<DialogState>, several = true, readOnly = false) {
  return buildDialogContext({
    omega: CARDINAL,
    state: { ...defaultDialogState(), favored: ["known"], opposed: ["lost"], ...state },
    partners: [],
    sources: [],
    readOnly,
    severalHindrances: several,
    opponentOptions: OPTIONS,
    t,
  });
}

describe("footnote 15 in the dialog: several dice for one Force", () => {
  it("reads `count.<force>` from the form (blank or 1 = one die) and shows 2d8 among the dice rolled", () => {
    const state = stateFromForm({ "favored.known": true, "count.known": "2", "count.lost": "1", "count.static": "" });
    expect(state.counts).toEqual({ known: 2 });
    const ctx = dialog({ counts: state.counts });
    expect(ctx.dice.map((d) => d.label)).toEqual(["2d8", "d6", "d6", "d20"]);
    expect(ctx.forces.find((f) => f.force === "known")).toMatchObject({ count: 2, rolled: true });
    expect(ctx.forces.find((f) => f.force === "passion")).toMatchObject({ rolled: false }); // Wed
  });

  it("the odds take the lowest of the Force's dice", () => {
    const ctx = dialog({ counts: { known: 3 } });
    const expected = hierarchyOdds({ known: [8, 8, 8], dynamic: 6, static: 6, lost: 20 }, stakes);
    expect(ctx.odds[0]?.success).toBeCloseTo(expected.success, 12);
    expect(ctx.odds[0]?.success).toBeGreaterThan(dialog({}).odds[0]?.success ?? 1);
  });

  it("a count that is not 1 to 10 is refused with a clear message, and nothing rolls", () => {
    const ctx = dialog({ counts: { known: 0 } });
    expect(ctx.canRoll).toBe(false);
    expect(ctx.problems).toContain("Known: the number of dice must be a whole number from 1 to 10.");
    expect(dialogProblems({ ...defaultDialogState(), counts: { known: 2.5 } }, { known: 8, lost: 6 }).errors).toBe(1);
  });

  it("the roll rolls NdXkl for the Force, reads the lowest, and the card shows every die", () => {
    const data = planRoll({
      stakes,
      difficulty: "moderate",
      actor: CARDINAL,
      circumstance: {},
      degrees: false,
      counts: { known: 2 },
    });
    expect(rollFormula(data)).toBe("2d8kl[known] + 1d6[dynamic] + 1d6[static] + 1d20[lost]");
    const rolled = extractResults([
      {
        faces: 8,
        number: 2,
        options: { flavor: "known" },
        results: [
          { result: 7, active: false },
          { result: 2, active: true },
        ],
      },
      { faces: 6, options: { flavor: "dynamic" }, results: [{ result: 4, active: true }] },
      { faces: 20, options: { flavor: "lost" }, results: [{ result: 9, active: true }] },
    ]);
    expect(rolled.planets).toEqual({ known: 2, dynamic: 4, lost: 9 });
    expect(rolled.several).toEqual({ known: [7, 2] });
    const card = buildCardContext(data, rolled, { t });
    const known = card.readings[0]?.rungs[0]?.forces[0];
    expect(known).toMatchObject({ force: "known", die: "2d8", rolls: "7, 2", result: 2 });
    expect(card.readings[0]?.rungs[1]?.forces[0]?.rolls).toBe("");
  });

  it("a roll saved before these rules loads with one die per Force and no opponents", () => {
    const old = rollOptions(
      planRoll({ stakes, difficulty: "moderate", actor: CARDINAL, circumstance: {}, degrees: false }),
    );
    const raw = old.fourColors as Record<string, unknown>;
    delete raw.counts;
    delete raw.opponents;
    expect(parseRollData(old)).toMatchObject({ counts: {}, opponents: [] });
  });
});

describe("several Hindrance dice: one per opponent", () => {
  const form = {
    "favored.known": true,
    "opposed.lost": true,
    "opponents.0.faces": "12",
    "opponents.0.major": "major",
    "opponents.0.actor": MESSER_BRUNO.uuid,
    "opponents.0.name": "",
    "opponents.1.faces": "8",
    "opponents.1.major": "minor",
    "opponents.1.actor": "",
    "opponents.1.name": "  A glassblower ",
    "opponents.2.faces": "",
    "opponents.2.major": "major",
    "opponents.2.name": "",
  };

  it("the dialog takes one die per opponent: an Omega or Diceless character, or a name", () => {
    const state = stateFromForm(form);
    expect(state.opponents).toEqual([
      { faces: 12, major: true, actor: MESSER_BRUNO.uuid, name: "" },
      { faces: 8, major: false, actor: null, name: "A glassblower" },
      { faces: null, major: true, actor: null, name: "" },
    ]);
    const ctx = dialog(state);
    expect(ctx.several).toBe(true);
    expect(ctx.opponents.map((o) => o.label)).toEqual(["Messer Bruno", "A glassblower", "Opponent 3"]);
    expect(rollOpponents(state.opponents, OPTIONS, fallback)).toEqual([
      { name: "Messer Bruno", uuid: MESSER_BRUNO.uuid, faces: 12, major: true },
      { name: "A glassblower", uuid: null, faces: 8, major: false },
    ]);
  });

  it("exact odds count every opponent's Major die; the rule switched off ignores them", () => {
    const state = stateFromForm(form);
    const on = dialog(state).odds[0];
    const expected = hierarchyOdds({ known: 8, dynamic: 6, static: 6, lost: 20 }, stakes, {
      hindrances: [
        { faces: 12, major: true },
        { faces: 8, major: false },
      ],
    });
    expect(on?.failure).toBeCloseTo(expected.failure, 12);
    const off = dialog(state, false);
    expect(off.opponents).toEqual([]);
    expect(off.odds[0]?.failure).toBeCloseTo(
      hierarchyOdds({ known: 8, dynamic: 6, static: 6, lost: 20 }, stakes).failure,
      12,
    );
  });

  it("a bad opponent die is named in the problems", () => {
    const state = { opponents: [{ faces: 1, major: true, actor: null, name: "Zuane" }] };
    expect(dialog(state).problems).toContain("The Hindrance die of Zuane needs at least 2 faces (got 1).");
  });

  const data = planRoll({
    stakes,
    difficulty: "hard",
    actor: CARDINAL,
    circumstance: { benefit: { faces: 6, major: true } },
    degrees: false,
    opponents: [
      { name: "Messer Bruno", uuid: MESSER_BRUNO.uuid, faces: 12, major: true },
      { name: "A glassblower", uuid: null, faces: 8, major: true },
    ],
  });

  it("each die is rolled on its own and survives a reload", () => {
    expect(rollFormula(data)).toBe(
      "1d8[known] + 1d6[dynamic] + 1d6[static] + 1d20[lost] + 1d6[benefit] + 1d12[opponent0] + 1d8[opponent1]",
    );
    expect(parseRollData(rollOptions(data))?.opponents).toEqual(data.opponents);
  });

  it("'if their particular Hindrance die is the one that causes the character to fail … they are the cause of it'", () => {
    const card = buildCardContext(
      data,
      { planets: { known: 4, dynamic: 5, static: 5, lost: 17 }, benefit: 6, opponents: [3, 2] },
      { t },
    );
    const reading = card.readings[0];
    expect(reading?.outcome.label).toBe("Failure");
    expect(reading?.outcome.detail).toBe(
      "The Major Hindrance die of A glassblower ruled: it rolled lower than every Planet die.",
    );
    expect(reading?.opponents.map((o) => [o.name, o.measure, o.ruled])).toEqual([
      ["Messer Bruno", "strong", false],
      ["A glassblower", "prevailed", true],
    ]);
    expect(reading?.opponents[1]?.verdict).toBe(
      "A glassblower is the cause: their die ruled, and they succeeded in inverse measure.",
    );
  });

  it("a Benefit die tying the lowest opponent's die rules nothing: the Planets decide, no one is the cause", () => {
    const card = buildCardContext(
      data,
      { planets: { known: 4, dynamic: 5, static: 5, lost: 17 }, benefit: 2, opponents: [2, 18] },
      { t },
    );
    const reading = card.readings[0];
    expect(reading?.outcome.label).toBe("Success"); // Known Favored Dominant
    expect(reading?.opponents.map((o) => o.measure)).toEqual(["strong", "poor"]);
    expect(reading?.opponents.some((o) => o.ruled)).toBe(false);
  });

  it("how each opponent did follows where their die fell against the reading", () => {
    const die = (placement: string, tiedPosition: string | null = null, ruled = false) =>
      opponentMeasure({
        kind: "hindrance",
        value: 1,
        major: true,
        placement: placement as never,
        ties: [],
        tiedPosition: tiedPosition as never,
        ruled,
        sgMayRule: false,
      });
    expect(die("stronger-than-all", null, true)).toBe("prevailed");
    expect(die("stronger-than-all")).toBe("strong");
    expect(die("ties", "major")).toBe("strong");
    expect(die("ties", "minor")).toBe("partial");
    expect(die("between-major-and-weak")).toBe("partial");
    expect(die("ties", "weak")).toBe("poor");
    expect(die("weaker-than-all")).toBe("poor");
  });
});
