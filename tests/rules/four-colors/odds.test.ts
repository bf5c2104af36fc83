import { describe, it, expect } from "vitest";
import { hierarchyOdds, type Circumstance, type Force, type Stakes } from "../../../src/rules/four-colors";

// ---------------------------------------------------------------------------
// Independent reference: read the rules straight from the book and its rulings, per die, by
// counting lower / equal / higher dice (no grouping, no shared code), then
// brute-force every face of every die, circumstance dice included.
// ---------------------------------------------------------------------------
type Pos = "dominant" | "major" | "minor" | "weak";

function simpleRead(values: number[]): Pos[] {
  const distinct = [...new Set(values)];
  const minV = Math.min(...values);
  const maxV = Math.max(...values);
  const count = (v: number) => values.filter((x) => x === v).length;
  if (distinct.length === 1) return values.map(() => "major");
  const dominantV = count(minV) === 1 ? minV : null;
  const weakV = count(maxV) === 1 ? maxV : null;
  const rest = values.filter((v) => v !== dominantV && v !== weakV);
  const majorV = rest.length ? Math.min(...rest) : null;
  return values.map((v) => (v === dominantV ? "dominant" : v === weakV ? "weak" : v === majorV ? "major" : "minor"));
}

function simpleJudge(forces: Force[], positions: Pos[], stakes: Stakes): "success" | "failure" | "unproductive" {
  const lean = (p: Pos) => {
    let n = 0;
    forces.forEach((f, i) => {
      if (positions[i] !== p) return;
      if (stakes.favored.includes(f)) n++;
      if (stakes.opposed.includes(f)) n--;
    });
    return n;
  };
  const d = lean("dominant");
  if (d > 0) return "success";
  if (d < 0) return "failure";
  const w = lean("weak");
  if (w < 0) return "success";
  if (w > 0) return "failure";
  const m = lean("major");
  if (m > 0) return "success";
  if (m < 0) return "failure";
  return "unproductive";
}

function bruteForce(dice: Partial<Record<Force, number>>, stakes: Stakes, c: Circumstance = {}) {
  const forces = (Object.keys(dice) as Force[]).filter((f) => dice[f] !== undefined);
  const faces = forces.map((f) => dice[f] as number);
  const bFaces = c.benefit?.faces ?? 1;
  const hFaces = c.hindrance?.faces ?? 1;
  const tally = { success: 0, failure: 0, unproductive: 0 };
  let total = 0;
  const values: number[] = new Array(faces.length).fill(0);
  const loop = (i: number): void => {
    if (i < faces.length) {
      for (let v = 1; v <= (faces[i] as number); v++) {
        values[i] = v;
        loop(i + 1);
      }
      return;
    }
    const planets = simpleJudge(forces, simpleRead(values), stakes);
    const lowest = Math.min(...values);
    for (let b = 1; b <= bFaces; b++) {
      for (let h = 1; h <= hFaces; h++) {
        const bRules = !!c.benefit?.major && b < lowest;
        const hRules = !!c.hindrance?.major && h < lowest;
        let outcome = planets;
        if (bRules && hRules) outcome = b < h ? "success" : h < b ? "failure" : planets;
        else if (bRules) outcome = "success";
        else if (hRules) outcome = "failure";
        tally[outcome]++;
        total++;
      }
    }
  };
  loop(0);
  return { success: tally.success / total, failure: tally.failure / total, unproductive: tally.unproductive / total };
}

function expectClose(actual: { success: number; failure: number; unproductive: number }, expected: typeof actual) {
  expect(actual.success).toBeCloseTo(expected.success, 12);
  expect(actual.failure).toBeCloseTo(expected.failure, 12);
  expect(actual.unproductive).toBeCloseTo(expected.unproductive, 12);
}

describe("fourColors.hierarchyOdds — hand-computed values", () => {
  it("two d4, Known Favored, Passion neutral: 10/16 success, 6/16 failure", () => {
    // Known < Passion (6 of 16): Known Dominant, Favored -> success.
    // Known > Passion (6 of 16): Known Weak, Favored -> failure.
    // Tie (4 of 16): both Major, 1 Favored vs 0 Opposed -> success.
    expectClose(hierarchyOdds({ known: 4, passion: 4 }, { favored: ["known"], opposed: [] }), {
      success: 10 / 16,
      failure: 6 / 16,
      unproductive: 0,
    });
  });

  it("Known d4 Favored vs Passion d6 neutral: 18/24 success", () => {
    // P(K < P) = (5+4+3+2)/24 = 14/24, P(K = P) = 4/24 -> success 18/24;
    // P(K > P) = (0+1+2+3)/24 = 6/24 -> failure.
    expectClose(hierarchyOdds({ known: 4, passion: 6 }, { favored: ["known"], opposed: [] }), {
      success: 18 / 24,
      failure: 6 / 24,
      unproductive: 0,
    });
  });

  it("two d4, Known Favored, Major Benefit d4: 11/16 success", () => {
    // The Benefit rules when lower than both dice. Success otherwise needs
    // K <= P with the Benefit not below K: sum over K of (#P >= K) * P(B >= K)
    // = 4*4/4 + 3*3/4 + 2*2/4 + 1*1/4 = 7.5 (of 16) -> 7.5/16.
    // P(B < min) = sum_v P(min = v) (v-1)/4 = (0*7 + 1*5 + 2*3 + 3*1)/64 = 14/64.
    // Success = 14/64 + 30/64 = 44/64 = 11/16; failure = 5/16.
    expectClose(
      hierarchyOdds(
        { known: 4, passion: 4 },
        { favored: ["known"], opposed: [] },
        { benefit: { faces: 4, major: true } },
      ),
      {
        success: 11 / 16,
        failure: 5 / 16,
        unproductive: 0,
      },
    );
  });

  it("no stakes on rolled Forces: always unproductive unless a die rules", () => {
    expectClose(hierarchyOdds({ known: 6, passion: 8, dynamic: 10 }, { favored: ["lost"], opposed: [] }), {
      success: 0,
      failure: 0,
      unproductive: 1,
    });
  });

  it("no Planet dice: only a Major die can decide (vacuously lower than every Planet die)", () => {
    // Both Major, d4 Benefit vs d4 Hindrance: P(B < H) = 6/16, P(H < B) = 6/16, tie 4/16.
    expectClose(
      hierarchyOdds(
        {},
        { favored: ["known"], opposed: [] },
        { benefit: { faces: 4, major: true }, hindrance: { faces: 4, major: true } },
      ),
      { success: 6 / 16, failure: 6 / 16, unproductive: 4 / 16 },
    );
  });

  it("no Planet dice, Major Benefit d4 against a larger Major Hindrance d6: the lower rules, a tie rules nothing", () => {
    // P(B < H) = (5+4+3+2)/24 = 14/24; P(H < B) = (3+2+1+0+0+0)/24 = 6/24; tie 4/24.
    // A Hindrance die showing 5 or 6 lies above every face of the d4: the Benefit rules there too.
    expectClose(
      hierarchyOdds(
        {},
        { favored: ["known"], opposed: [] },
        { benefit: { faces: 4, major: true }, hindrance: { faces: 6, major: true } },
      ),
      { success: 14 / 24, failure: 6 / 24, unproductive: 4 / 24 },
    );
  });

  it("a Wed Planet may be given as null (as an Omega's Planets hold it) or left undefined: it is no die", () => {
    // Known d4 Favored vs Dynamic d6 neutral, as in "Known d4 Favored vs Passion d6 neutral": 18/24 success.
    expectClose(
      hierarchyOdds({ known: 4, passion: null, dynamic: 6, static: undefined }, { favored: ["known"], opposed: [] }),
      { success: 18 / 24, failure: 6 / 24, unproductive: 0 },
    );
  });

  it("a single die: Major Hindrance d6 vs Planet d6 rules with P(H < P) = 15/36", () => {
    expectClose(
      hierarchyOdds({ static: 6 }, { favored: ["static"], opposed: [] }, { hindrance: { faces: 6, major: true } }),
      {
        success: 21 / 36,
        failure: 15 / 36,
        unproductive: 0,
      },
    );
  });
});

describe("fourColors.hierarchyOdds — against brute-force enumeration", () => {
  const cases: Array<[string, Partial<Record<Force, number>>, Stakes, Circumstance | undefined]> = [
    [
      "3 dice, no circumstance",
      { known: 4, dynamic: 6, lost: 8 },
      { favored: ["known"], opposed: ["dynamic"] },
      undefined,
    ],
    [
      "4 dice, both Major",
      { known: 4, passion: 6, dynamic: 4, static: 6 },
      { favored: ["known", "passion"], opposed: ["static"] },
      {
        benefit: { faces: 6, major: true },
        hindrance: { faces: 4, major: true },
      },
    ],
    [
      "4 dice, Major Benefit only",
      { known: 6, passion: 4, dynamic: 8, lost: 4 },
      { favored: ["lost"], opposed: ["passion"] },
      {
        benefit: { faces: 8, major: true },
      },
    ],
    [
      "4 dice, Major Hindrance, Minor Benefit",
      { known: 4, passion: 4, static: 6, lost: 6 },
      { favored: ["static"], opposed: ["known"] },
      {
        benefit: { faces: 4, major: false },
        hindrance: { faces: 6, major: true },
      },
    ],
    [
      "5 dice, both Major",
      { known: 4, passion: 4, dynamic: 4, static: 6, lost: 4 },
      { favored: ["known", "dynamic"], opposed: ["lost"] },
      {
        benefit: { faces: 4, major: true },
        hindrance: { faces: 6, major: true },
      },
    ],
    [
      "2 dice, both Major, mixed sizes",
      { passion: 6, lost: 4 },
      { favored: [], opposed: ["lost"] },
      {
        benefit: { faces: 8, major: true },
        hindrance: { faces: 4, major: true },
      },
    ],
    [
      "2 large dice, a small Major Benefit d4 against a large Major Hindrance d12",
      { known: 10, lost: 12 },
      { favored: [], opposed: ["known"] },
      {
        benefit: { faces: 4, major: true },
        hindrance: { faces: 12, major: true },
      },
    ],
    [
      "4 dice d4..d10, balanced ties",
      { known: 4, passion: 6, dynamic: 8, static: 10 },
      { favored: ["known", "passion"], opposed: ["dynamic", "static"] },
      undefined,
    ],
  ];

  for (const [name, dice, stakes, circumstance] of cases) {
    it(name, () => {
      const odds = hierarchyOdds(dice, stakes, circumstance);
      expectClose(odds, bruteForce(dice, stakes, circumstance ?? {}));
      expect(odds.success + odds.failure + odds.unproductive).toBeCloseTo(1, 12);
    });
  }

  it("Minor circumstance dice never change the odds", () => {
    const dice = { known: 6, passion: 8, dynamic: 6 };
    const stakes: Stakes = { favored: ["known"], opposed: ["passion"] };
    expectClose(
      hierarchyOdds(dice, stakes, { benefit: { faces: 4, major: false }, hindrance: { faces: 4, major: false } }),
      hierarchyOdds(dice, stakes),
    );
  });
});

describe("fourColors.hierarchyOdds — input checks", () => {
  it("rejects dice without a positive whole number of faces", () => {
    expect(() => hierarchyOdds({ known: 0 }, { favored: [], opposed: [] })).toThrow(RangeError);
    expect(() =>
      hierarchyOdds({ known: 6 }, { favored: [], opposed: [] }, { benefit: { faces: 2.5, major: true } }),
    ).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------
// Several dice for one Force (footnote 15: "take the lowest one") and one
// Hindrance die per opponent (the Decision: among Major dice below every
// Planet die the lowest rules; a Benefit die tying a Hindrance die there rules
// nothing; tied Hindrance dice alone still fail), brute-forced die by die.
// ---------------------------------------------------------------------------
function bruteForceSeveral(
  dice: Partial<Record<Force, number[]>>,
  stakes: Stakes,
  c: { benefit?: { faces: number; major: boolean }; hindrances?: { faces: number; major: boolean }[] },
) {
  const forces = (Object.keys(dice) as Force[]).filter((f) => dice[f] !== undefined);
  const planetDice = forces.flatMap((f, fi) => (dice[f] ?? []).map((faces) => ({ fi, faces })));
  const circ = [
    ...(c.benefit ? [{ kind: "benefit", ...c.benefit }] : []),
    ...(c.hindrances ?? []).map((h) => ({ kind: "hindrance", ...h })),
  ];
  const all = [...planetDice.map((d) => d.faces), ...circ.map((d) => d.faces)];
  const tally = { success: 0, failure: 0, unproductive: 0 };
  let total = 0;
  const rolled: number[] = new Array(all.length).fill(0);
  const loop = (i: number): void => {
    if (i < all.length) {
      for (let v = 1; v <= (all[i] as number); v++) {
        rolled[i] = v;
        loop(i + 1);
      }
      return;
    }
    const values = forces.map((_, fi) =>
      Math.min(...planetDice.map((d, j) => (d.fi === fi ? (rolled[j] as number) : Infinity))),
    );
    let outcome = simpleJudge(forces, simpleRead(values), stakes);
    const lowest = Math.min(...values);
    const eligible = circ
      .map((d, j) => ({ ...d, value: rolled[planetDice.length + j] as number }))
      .filter((d) => d.major && d.value < lowest);
    if (eligible.length > 0) {
      const low = Math.min(...eligible.map((d) => d.value));
      const kinds = new Set(eligible.filter((d) => d.value === low).map((d) => d.kind));
      if (kinds.size === 1) outcome = kinds.has("benefit") ? "success" : "failure";
    }
    tally[outcome]++;
    total++;
  };
  loop(0);
  return { success: tally.success / total, failure: tally.failure / total, unproductive: tally.unproductive / total };
}

describe("fourColors.hierarchyOdds — several dice for one Force and one Hindrance die per opponent, against brute force", () => {
  it("two d4 for Known (the lowest counts) beside Passion d6", () => {
    const stakes: Stakes = { favored: ["known"], opposed: [] };
    expectClose(
      hierarchyOdds({ known: [4, 4], passion: 6 }, stakes),
      bruteForceSeveral({ known: [4, 4], passion: [6] }, stakes, {}),
    );
  });

  it("a Major Benefit d4 against two d8: it rules whenever it shows below both", () => {
    const stakes: Stakes = { favored: [], opposed: ["known"] };
    const benefit = { faces: 4, major: true };
    expectClose(
      hierarchyOdds({ known: 8, passion: 8 }, stakes, { benefit }),
      bruteForceSeveral({ known: [8], passion: [8] }, stakes, { benefit }),
    );
  });

  it("two opponents' Major Hindrance dice and a Hindrance die beside a Benefit die", () => {
    const stakes: Stakes = { favored: ["known"], opposed: ["lost"] };
    const c = {
      benefit: { faces: 4, major: true },
      hindrance: { faces: 6, major: true },
      hindrances: [
        { faces: 4, major: true },
        { faces: 6, major: false },
      ],
    };
    expectClose(
      hierarchyOdds({ known: 6, lost: 6 }, stakes, c),
      bruteForceSeveral({ known: [6], lost: [6] }, stakes, {
        benefit: c.benefit,
        hindrances: [c.hindrance, ...c.hindrances],
      }),
    );
  });
});
