import { describe, expect, it } from "vitest";
import { personae } from "../../../src/rules";

const { challenge, challengeOdds } = personae;

/**
 * P(actor wins) by walking every roll of both sides: each sorted roll once,
 * weighted by how many ordered rolls give it (n! / the product of each face's count!).
 */
function enumerate(nA: number, aAdd: number, nR: number, rAdd: number, tiesTo: "actor" | "reactor"): number {
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  const rolls = (n: number, top = 10): number[][] =>
    n === 0
      ? [[]]
      : Array.from({ length: top }, (_, i) => top - i).flatMap((f) => rolls(n - 1, f).map((rest) => [f, ...rest]));
  const weighted = (n: number) =>
    rolls(n).map((dice) => {
      const counts = new Map<number, number>();
      for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
      return { dice, weight: fact(n) / [...counts.values()].reduce((w, c) => w * fact(c), 1) };
    });
  // The comparison written out plainly (challenge() itself is tested against the SRD's examples).
  const actorWins = (a: number[], r: number[]): boolean => {
    for (let i = 0; i < Math.min(a.length, r.length); i++) {
      const at = (a[i] ?? 0) + aAdd;
      const rt = (r[i] ?? 0) + rAdd;
      if (at !== rt) return at > rt;
    }
    return a.length !== r.length ? a.length > r.length : tiesTo === "actor";
  };
  let wins = 0;
  for (const a of weighted(nA))
    for (const r of weighted(nR)) if (actorWins(a.dice, r.dice)) wins += a.weight * r.weight;
  return wins / 10 ** (nA + nR);
}

describe("personae.challengeOdds", () => {
  it("matches a brute-force count for every pool up to 3 against 3, with additions and both tie rules", () => {
    const cases: [number, number, number, number][] = [];
    for (let nA = 1; nA <= 3; nA++)
      for (let nR = 1; nR <= 3; nR++)
        for (const [aAdd, rAdd] of [
          [0, 0],
          [3, 2],
          [1, 4],
          [0, 9],
        ] as const)
          cases.push([nA, aAdd, nR, rAdd]);
    for (const [nA, aAdd, nR, rAdd] of cases) {
      for (const tiesTo of ["actor", "reactor"] as const) {
        expect(
          challengeOdds(nA, aAdd, nR, rAdd, { tiesTo }),
          `${nA}+${aAdd} vs ${nR}+${rAdd} ties→${tiesTo}`,
        ).toBeCloseTo(enumerate(nA, aAdd, nR, rAdd, tiesTo), 12);
      }
    }
  });

  it("agrees with challenge() on every roll of 2 dice against 2", () => {
    let agreed = 0;
    for (let a = 0; a < 100; a++)
      for (let r = 0; r < 100; r++) {
        const actor = { dice: [(a % 10) + 1, Math.floor(a / 10) + 1], add: 1 };
        const reactor = { dice: [(r % 10) + 1, Math.floor(r / 10) + 1], add: 2 };
        if (challenge(actor, reactor).winner === "actor") agreed++;
      }
    expect(agreed / 10_000).toBeCloseTo(challengeOdds(2, 1, 2, 2), 12);
  });

  it("matches brute force for 4 against 2 and 2 against 4 with a modifier gap", () => {
    expect(challengeOdds(4, 1, 2, 3)).toBeCloseTo(enumerate(4, 1, 2, 3, "reactor"), 12);
    expect(challengeOdds(2, 5, 4, 0, { tiesTo: "actor" })).toBeCloseTo(enumerate(2, 5, 4, 0, "actor"), 12);
  });

  it("simple exact values: one die each, equal additions", () => {
    // P(a > r) = 45/100; a full tie (10/100) goes to the reactor unless told otherwise.
    expect(challengeOdds(1, 0, 1, 0)).toBeCloseTo(0.45, 12);
    expect(challengeOdds(1, 0, 1, 0, { tiesTo: "actor" })).toBeCloseTo(0.55, 12);
  });

  it("a gap of 10 or more decides before any die is rolled", () => {
    expect(challengeOdds(3, 0, 3, 10)).toBe(0);
    expect(challengeOdds(3, 12, 3, 0)).toBe(1);
    expect(challengeOdds(3, 0, 3, 9)).toBe(0);
    expect(challengeOdds(3, 0, 3, 9, { tiesTo: "actor" })).toBeCloseTo(1e-6, 15);
  });

  it("the actor's and reactor's odds add up to 1", () => {
    for (const [nA, aAdd, nR, rAdd] of [
      [5, 2, 3, 4],
      [12, 0, 12, 1],
      [7, 3, 9, 3],
    ] as const) {
      const p = challengeOdds(nA, aAdd, nR, rAdd, { tiesTo: "reactor" });
      const q = challengeOdds(nR, rAdd, nA, aAdd, { tiesTo: "actor" });
      expect(p + q).toBeCloseTo(1, 12);
    }
  });

  it("12 dice against 12 dice in under 5 ms", () => {
    challengeOdds(12, 3, 12, 2);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      challengeOdds(12, 3, 12, 2 + (i % 3));
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // The mutation run's instrumented code is slower: there the call only has to finish.
    if (process.env.FUZZ_SKIP_TIMING !== "1") expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
    else expect(times).toHaveLength(20);
  });

  it("refuses bad counts and additions", () => {
    expect(() => challengeOdds(0, 0, 1, 0)).toThrow(
      "personae.challengeOdds: actorDice must be a whole number from 1 to 100 (got 0)",
    );
    expect(() => challengeOdds(101, 0, 1, 0)).toThrow(RangeError);
    expect(() => challengeOdds(2, Number.NaN, 1, 0)).toThrow(RangeError);
    expect(() => challengeOdds(2, 0, "3" as never, 0)).toThrow(TypeError);
    expect(() => challengeOdds(2, 0, 3, 0, { tiesTo: "both" } as never)).toThrow(RangeError);
  });
});
