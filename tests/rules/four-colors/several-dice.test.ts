import { describe, expect, it } from "vitest";
import {
  hierarchyOdds,
  judgeWithCircumstance,
  type Force,
  type ForceDice,
  type Odds,
  type Stakes,
} from "../../../src/rules/four-colors";

/**
 * Two optional readings the book offers, against its own lines:
 *  - footnote 15: "if you are asked to roll more than one die for a given Force or Planet, you
 *    will take the lowest one, and ignore the others";
 *  - several Hindrance dice: "A separate Hindrance die can be assigned for each opponent, and you
 *    can then look at where they fall to individually determine how the opponents did" (with the
 *    rulings: among Major dice below every Planet die the lowest rules; a Benefit die tying a
 *    Hindrance die there rules nothing; Hindrance dice tying among themselves still fail).
 * The exact odds are checked against an enumeration of every face of every die, read by the
 * independent rules below (no shared code with src/rules).
 */
type Pos = "dominant" | "major" | "minor" | "weak";

function read(values: number[]): Pos[] {
  const count = (v: number) => values.filter((x) => x === v).length;
  if (new Set(values).size === 1) return values.map(() => "major");
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const dominant = count(lo) === 1 ? lo : null;
  const weak = count(hi) === 1 ? hi : null;
  const rest = values.filter((v) => v !== dominant && v !== weak);
  const major = rest.length ? Math.min(...rest) : null;
  return values.map((v) => (v === dominant ? "dominant" : v === weak ? "weak" : v === major ? "major" : "minor"));
}

function judgePlanets(forces: Force[], values: number[], stakes: Stakes): "success" | "failure" | "unproductive" {
  const positions = read(values);
  const lean = (p: Pos) =>
    forces.reduce(
      (n, f, i) =>
        positions[i] !== p ? n : n + (stakes.favored.includes(f) ? 1 : 0) - (stakes.opposed.includes(f) ? 1 : 0),
      0,
    );
  for (const [p, sign] of [
    ["dominant", 1],
    ["weak", -1],
    ["major", 1],
  ] as const) {
    const l = lean(p) * sign;
    if (l > 0) return "success";
    if (l < 0) return "failure";
  }
  return "unproductive";
}

interface Die {
  faces: number;
  major: boolean;
}

/** Every face of every die: Planet dice (several per Force: the lowest), a Benefit die, Hindrance dice. */
function enumerate(dice: Partial<Record<Force, number[]>>, stakes: Stakes, benefit: Die | null, hindrances: Die[]) {
  const forces = (Object.keys(dice) as Force[]).filter((f) => dice[f]);
  const planetDice = forces.flatMap((f, i) => (dice[f] ?? []).map((faces) => ({ owner: i, faces })));
  const all = [
    ...planetDice.map((d) => d.faces),
    ...(benefit ? [benefit.faces] : []),
    ...hindrances.map((h) => h.faces),
  ];
  const tally = { success: 0, failure: 0, unproductive: 0 };
  let total = 0;
  const values: number[] = new Array<number>(all.length).fill(0);
  const loop = (i: number): void => {
    if (i < all.length) {
      for (let v = 1; v <= (all[i] ?? 0); v++) {
        values[i] = v;
        loop(i + 1);
      }
      return;
    }
    total++;
    const results = forces.map((_, owner) =>
      Math.min(...planetDice.flatMap((d, k) => (d.owner === owner ? [values[k] ?? 0] : []))),
    );
    const lowest = Math.min(...results);
    let k = planetDice.length;
    const below: { kind: "b" | "h"; value: number }[] = [];
    if (benefit) {
      const v = values[k++] ?? 0;
      if (benefit.major && v < lowest) below.push({ kind: "b", value: v });
    }
    for (const h of hindrances) {
      const v = values[k++] ?? 0;
      if (h.major && v < lowest) below.push({ kind: "h", value: v });
    }
    const min = Math.min(...below.map((d) => d.value));
    const kinds = new Set(below.filter((d) => d.value === min).map((d) => d.kind));
    if (kinds.size === 1) tally[kinds.has("b") ? "success" : "failure"]++;
    else tally[judgePlanets(forces, results, stakes)]++;
  };
  loop(0);
  return { success: tally.success / total, failure: tally.failure / total, unproductive: tally.unproductive / total };
}

function expectOdds(actual: Odds, expected: Odds) {
  for (const key of ["success", "failure", "unproductive"] as const) expect(actual[key]).toBeCloseTo(expected[key], 12);
}

const stakes: Stakes = { favored: ["known"], opposed: ["lost"] };

describe("footnote 15: several dice for one Force, 'you will take the lowest one'", () => {
  it("the reading takes the lowest of a Force's dice (the card passes that value on)", () => {
    // known rolls 2d8: 7 and 2 → 2; lost 5: known is Dominant, lost Weak.
    const known = Math.min(7, 2);
    expect(judgeWithCircumstance({ known, lost: 5 }, {}, stakes).positions).toEqual({
      known: "dominant",
      lost: "weak",
    });
  });

  it.each<[string, Partial<Record<Force, number[]>>]>([
    ["2d6 known vs d6 lost", { known: [6, 6], lost: [6] }],
    ["d4 + d8 known, d6 passion, 3d4 lost", { known: [4, 8], passion: [6], lost: [4, 4, 4] }],
    ["two Forces with two dice each", { known: [6, 4], dynamic: [4], lost: [6, 6] }],
  ])("exact odds of %s match the enumeration", (_, dice) => {
    const asArg: Partial<Record<Force, ForceDice>> = { ...dice };
    expectOdds(hierarchyOdds(asArg, stakes), enumerate(dice, stakes, null, []));
    const benefit = { faces: 6, major: true };
    expectOdds(hierarchyOdds(asArg, stakes, { benefit }), enumerate(dice, stakes, benefit, []));
  });

  it("a one-die list is the same as the die, and more dice make a Favored Force more likely Dominant", () => {
    expect(hierarchyOdds({ known: [8], lost: [8] }, stakes)).toEqual(hierarchyOdds({ known: 8, lost: 8 }, stakes));
    const one = hierarchyOdds({ known: 8, lost: 8 }, stakes).success;
    const two = hierarchyOdds({ known: [8, 8], lost: 8 }, stakes).success;
    expect(two).toBeGreaterThan(one);
  });

  it("refuses an empty list or too many dice", () => {
    expect(() => hierarchyOdds({ known: [], lost: 6 }, stakes)).toThrow(/dice\.known/);
    expect(() => hierarchyOdds({ known: new Array<number>(11).fill(6), lost: 6 }, stakes)).toThrow(/dice\.known/);
    expect(() => hierarchyOdds({ known: [6, 0] }, stakes)).toThrow(/dice\.known\[1\]/);
  });
});

describe("several Hindrance dice: 'a separate Hindrance die can be assigned for each opponent'", () => {
  const dice = { known: 6, passion: 6, lost: 6 };
  it.each<[string, Die | null, Die[]]>([
    [
      "two Major opponents",
      null,
      [
        { faces: 6, major: true },
        { faces: 4, major: true },
      ],
    ],
    [
      "three opponents, one Minor",
      null,
      [
        { faces: 6, major: true },
        { faces: 8, major: false },
        { faces: 4, major: true },
      ],
    ],
    [
      "a Major Benefit against two Major opponents",
      { faces: 6, major: true },
      [
        { faces: 6, major: true },
        { faces: 6, major: true },
      ],
    ],
    [
      "a Minor Benefit against three opponents",
      { faces: 4, major: false },
      [
        { faces: 4, major: true },
        { faces: 6, major: true },
        { faces: 4, major: true },
      ],
    ],
  ])("exact odds with %s match the enumeration", (_, benefit, hindrances) => {
    const odds = hierarchyOdds(dice, stakes, { ...(benefit ? { benefit } : {}), hindrances });
    expectOdds(odds, enumerate({ known: [6], passion: [6], lost: [6] }, stakes, benefit, hindrances));
  });

  it("`hindrance` (one die) keeps working and counts like a one-opponent list", () => {
    const one = { faces: 6, major: true };
    expect(hierarchyOdds(dice, stakes, { hindrance: one }).failure).toBeCloseTo(
      hierarchyOdds(dice, stakes, { hindrances: [one] }).failure,
      14,
    );
    expectOdds(
      hierarchyOdds(dice, stakes, { hindrance: one, hindrances: [one] }),
      enumerate({ known: [6], passion: [6], lost: [6] }, stakes, null, [one, one]),
    );
  });

  it("the lowest Major die below every Planet die rules; the opponent whose die it is is the cause", () => {
    const r = judgeWithCircumstance(
      { known: 5, lost: 8 },
      {
        hindrances: [
          { value: 3, major: true },
          { value: 2, major: true },
        ],
      },
      stakes,
    );
    expect(r.outcome).toBe("failure");
    expect(r.decidedBy).toBe("hindrance");
    expect(r.hindrances?.map((h) => h.ruled)).toEqual([false, true]);
  });

  it("Hindrance dice tying among themselves still fail (both are the cause)", () => {
    const r = judgeWithCircumstance(
      { known: 5, lost: 8 },
      {
        hindrances: [
          { value: 2, major: true },
          { value: 2, major: true },
        ],
      },
      stakes,
    );
    expect(r.outcome).toBe("failure");
    expect(r.hindrances?.map((h) => h.ruled)).toEqual([true, true]);
  });

  it("a Benefit die tying the lowest Hindrance die rules nothing: the Planets decide", () => {
    const r = judgeWithCircumstance(
      { known: 5, lost: 8 },
      {
        benefit: { value: 2, major: true },
        hindrances: [
          { value: 2, major: true },
          { value: 3, major: true },
        ],
      },
      stakes,
    );
    expect(r.outcome).toBe("success"); // known Favored Dominant
    expect(r.decidedBy).toBe("dominant");
    expect(r.hindrances?.some((h) => h.ruled)).toBe(false);
  });

  it("without the several-Hindrance-dice rule the reading lists no opponents' dice", () => {
    const r = judgeWithCircumstance({ known: 5, lost: 8 }, { hindrance: { value: 2, major: true } }, stakes);
    expect(r.outcome).toBe("failure");
    expect(r.hindrance?.ruled).toBe(true);
    expect(r).not.toHaveProperty("hindrances");
  });

  it("a Minor opponent's die never rules; each die is placed on its own", () => {
    const r = judgeWithCircumstance(
      { known: 5, lost: 8 },
      {
        hindrances: [
          { value: 1, major: false },
          { value: 6, major: true },
        ],
      },
      stakes,
    );
    expect(r.outcome).toBe("success");
    expect(r.hindrances?.map((h) => h.placement)).toEqual(["stronger-than-all", "between-dominant-and-weak"]);
  });
});
