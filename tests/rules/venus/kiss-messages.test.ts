/**
 * The KISS round and Ego, stated as the exact problems the player reads (code,
 * message, path) and the exact refusals a macro author gets. From the book:
 * one round only, each die at most once; each Lot, insight and specialty (at
 * most four) KISSes one die; the roller's stunt one of the roller's dice and
 * each aiding ally's stunt their own die; aid dice only with the ally's
 * agreement; Ego either re-rolls the disappointing dice or doubles sixes, not
 * both, and is spent once.
 */
import { describe, expect, it } from "vitest";
import {
  applyRerolls,
  disappointingDice,
  kiss,
  kissCost,
  rollTask,
  spendEgoOnSixes,
  validateKiss,
  type KissPlan,
  type KissResources,
  type PoolDie,
  type TaskRoll,
} from "../../../src/rules/venus";
import { rangeError, refusal, typeError } from "./refusal";

const plenty: KissResources = { lots: 10, insights: 4, specialties: 4, ego: true };
const mine: PoolDie = { caliber: "bronze", owner: "roller", ally: null };
const aid = (ally: number): PoolDie => ({ caliber: "silver", owner: "ally", ally });
/** Two roller dice, then ally 0's die and the die it exploded into, then ally 1's die. */
const pool: PoolDie[] = [mine, mine, aid(0), aid(0), aid(1)];
const fresh = (): TaskRoll => rollTask(pool, [1, 2, 1, 3, 2]);
const plan = (...requests: KissPlan["requests"]): KissPlan => ({ requests });

describe("the KISS plan's problems, as the player reads them", () => {
  it("a second round, an unknown die and a die KISSed twice", () => {
    const done = kiss(fresh(), plan({ die: 0, source: "lot" }), plenty, [{ die: 0, value: 4 }]).roll;
    expect(validateKiss(done, plan({ die: 0, source: "lot" }, { die: 7, source: "lot" }), plenty)).toStrictEqual([
      { code: "kiss-round-over", message: "Dice are KISSed in a single round; that round is over." },
      { code: "kiss-die-twice", message: "Die #0 can only be KISSed once.", path: "requests[0]" },
      { code: "kiss-unknown-die", message: "There is no die #7 in this pool.", path: "requests[1]" },
    ]);
    expect(validateKiss(fresh(), plan({ die: 1, source: "lot" }, { die: 1, source: "insight" }), plenty)).toStrictEqual(
      [{ code: "kiss-die-twice", message: "Die #1 can only be KISSed once.", path: "requests[1]" }],
    );
  });

  it("an aid die needs the ally's agreement", () => {
    expect(validateKiss(fresh(), plan({ die: 4, source: "lot" }), plenty)).toStrictEqual([
      {
        code: "kiss-aid-without-agreement",
        message: "Die #4 is an aid die: KISS it only if the ally agrees.",
        path: "requests[0]",
      },
    ]);
  });

  it("Lots, insights and specialties beyond what is held or approved", () => {
    const all = (source: "lot" | "insight" | "specialty"): KissPlan =>
      plan({ die: 0, source }, { die: 1, source }, { die: 2, source, allyAgrees: true });
    expect(validateKiss(fresh(), all("lot"), { ...plenty, lots: 2 })).toStrictEqual([
      { code: "kiss-lots-exceeded", message: "3 Lots spent but only 2 held.", path: "requests" },
    ]);
    expect(validateKiss(fresh(), all("insight"), { ...plenty, insights: 1 })).toStrictEqual([
      { code: "kiss-insights-exceeded", message: "3 insights used but only 1 approved.", path: "requests" },
    ]);
    expect(validateKiss(fresh(), all("specialty"), { ...plenty, specialties: 2 })).toStrictEqual([
      {
        code: "kiss-specialties-exceeded",
        message: "3 specialties used but only 2 may KISS (approved, at most 4).",
        path: "requests",
      },
    ]);
  });

  it("the roller's stunt and each ally's stunt KISS one die of their own", () => {
    expect(validateKiss(fresh(), plan({ die: 0, source: "stunt" }, { die: 1, source: "stunt" }), plenty)).toStrictEqual(
      [
        {
          code: "kiss-stunt-exceeded",
          message: "The roller's stunt KISSes a single die of their own, not 2.",
          path: "requests",
        },
      ],
    );
    expect(validateKiss(fresh(), plan({ die: 2, source: "stunt" }, { die: 3, source: "stunt" }), plenty)).toStrictEqual(
      [
        {
          code: "kiss-stunt-exceeded",
          message: "An ally's stunt KISSes a single die of their own, not 2.",
          path: "requests",
        },
      ],
    );
    // One stunt each for the roller, ally 0 and ally 1: three owners, no problem.
    const each = plan({ die: 0, source: "stunt" }, { die: 2, source: "stunt" }, { die: 4, source: "stunt" });
    expect(validateKiss(fresh(), each, plenty)).toStrictEqual([]);
  });

  it("a pool built by hand with more aid dice still counts stunts per ally", () => {
    const roll = rollTask([mine, aid(0), aid(1), aid(2)], [1, 1, 1, 1]);
    const stunts = plan({ die: 1, source: "stunt" }, { die: 2, source: "stunt" }, { die: 3, source: "stunt" });
    expect(validateKiss(roll, stunts, plenty)).toStrictEqual([]);
  });

  it("Ego: not both uses, not without Ego, not twice", () => {
    expect(
      validateKiss(fresh(), { requests: [{ die: 0, source: "ego" }], egoDoubleSixes: true }, plenty),
    ).toStrictEqual([
      { code: "ego-both", message: "Ego either re-rolls every disappointing die or doubles sixes, not both." },
    ]);
    expect(validateKiss(fresh(), plan({ die: 0, source: "ego" }), { ...plenty, ego: false })).toStrictEqual([
      { code: "ego-unavailable", message: "There is no Ego to spend." },
    ]);
    // Ego already doubled the sixes before the round: asking for it again finds none left.
    const doubled = spendEgoOnSixes(fresh(), { ego: true }).roll;
    expect(validateKiss(doubled, { requests: [], egoDoubleSixes: true }, plenty)).toStrictEqual([
      { code: "ego-unavailable", message: "There is no Ego to spend." },
    ]);
  });

  it("spending Ego on sixes after it re-rolled, or without it", () => {
    const rerolled = kiss(fresh(), plan({ die: 0, source: "ego" }, { die: 1, source: "lot" }), plenty, [
      { die: 0, value: 6 },
      { die: 1, value: 5 },
    ]).roll;
    expect(rerolled.ego).toBe("reroll");
    expect(spendEgoOnSixes(rerolled, { ego: true }).problems).toStrictEqual([
      { code: "ego-both", message: "Ego either re-rolls every disappointing die or doubles sixes, not both." },
    ]);
    expect(spendEgoOnSixes(fresh(), { ego: false }).problems).toStrictEqual([
      { code: "ego-unavailable", message: "There is no Ego to spend." },
    ]);
  });
});

describe("re-roll results must be the KISSed dice, once each, on a D6", () => {
  const onDie0 = plan({ die: 0, source: "lot" });
  const mismatch = {
    code: "reroll-mismatch",
    message: "The re-rolled dice must be exactly the dice being KISSed, once each.",
  };

  it("the same die twice, or a die not KISSed, is a problem and changes nothing", () => {
    const twice = kiss(fresh(), onDie0, plenty, [
      { die: 0, value: 3 },
      { die: 0, value: 4 },
    ]);
    expect(twice.problems).toStrictEqual([mismatch]);
    const extra = kiss(fresh(), onDie0, plenty, [
      { die: 0, value: 3 },
      { die: 1, value: 4 },
    ]);
    expect(extra.problems).toStrictEqual([mismatch]);
    expect(extra.roll).toStrictEqual(fresh());
  });

  it("a face off the D6 is named", () => {
    for (const value of [0, 7, 2.5]) {
      expect(kiss(fresh(), onDie0, plenty, [{ die: 0, value }]).problems).toStrictEqual([
        { code: "reroll-mismatch", message: `A re-rolled die must show 1–6, got ${value}.` },
      ]);
    }
    expect(kiss(fresh(), onDie0, plenty, [{ die: 0, value: 1 }]).roll.dice[0]).toMatchObject({
      value: 1,
      kissed: true,
    });
    expect(kiss(fresh(), onDie0, plenty, [{ die: 0, value: 6 }]).roll.dice[0]).toMatchObject({
      value: 6,
      kissed: true,
    });
  });
});

describe("applyRerolls marks the dice it did not touch as never KISSed", () => {
  it("plain dice come back with kissed false and no previous face", () => {
    expect(applyRerolls([{ value: 2 }, { value: 5 }], [{ die: 0, value: 4 }])).toStrictEqual([
      { value: 4, kissed: true, previousValue: 2 },
      { kissed: false, previousValue: null, value: 5 },
    ]);
  });

  it("refuses with the die's index range, a die KISSed before, a kissed mark that is not true or false", () => {
    const dice = [{ value: 2 }, { value: 5 }];
    expect(refusal(() => applyRerolls(dice, [{ die: 5, value: 4 }]))).toEqual(
      rangeError("venus.applyRerolls: rerollResults[0].die must be the index of a die of the pool (0–1) (got 5)"),
    );
    expect(refusal(() => applyRerolls([{ value: 2, kissed: true }], [{ die: 0, value: 4 }]))).toEqual(
      rangeError(
        "venus.applyRerolls: rerollResults[0].die must be a die not KISSed before (each die is KISSed once) (got 0)",
      ),
    );
    const marked = [{ value: 2, kissed: "yes" as unknown as boolean }];
    expect(refusal(() => applyRerolls(marked, []))).toEqual(
      typeError('venus.applyRerolls: dice[0].kissed must be true or false (got "yes")'),
    );
    const text = [{ die: "0" as unknown as number, value: 4 }];
    expect(refusal(() => applyRerolls(dice, text))).toEqual(
      typeError('venus.applyRerolls: rerollResults[0].die must be a number (got "0")'),
    );
  });
});

describe("rolled dice and plans that are not what the rules return are refused", () => {
  it("rollTask: one face per die; an ally index within the pool's cap", () => {
    expect(refusal(() => rollTask([mine, mine], [3]))).toEqual(
      rangeError("venus.rollTask: values must be one face per die of the pool (2) (got a list of 1)"),
    );
    expect(refusal(() => rollTask([aid(101)], [3]))).toEqual(
      rangeError("venus.rollTask: pool[0].ally must be a whole number from 0 to 100 (got 101)"),
    );
    expect(refusal(() => rollTask([aid(1.5)], [3]))).toEqual(
      rangeError("venus.rollTask: pool[0].ally must be a whole number from 0 to 100 (got 1.5)"),
    );
    expect(rollTask([aid(100)], [3]).dice[0]?.ally).toBe(100);
  });

  it("a rolled die's kissed mark and previous face", () => {
    const die = { ...mine, value: 3, kissed: false, previousValue: null };
    const roll = (d: object): TaskRoll => ({ dice: [d], phase: "rolled", ego: "none" }) as unknown as TaskRoll;
    expect(refusal(() => disappointingDice(roll({ ...die, kissed: "no" })))).toEqual(
      typeError('venus.disappointingDice: roll.dice[0].kissed must be true or false (got "no")'),
    );
    expect(refusal(() => disappointingDice(roll({ ...die, kissed: true, previousValue: 7 })))).toEqual(
      rangeError("venus.disappointingDice: roll.dice[0].previousValue must be a whole number from 1 to 6 (got 7)"),
    );
    expect(disappointingDice(roll({ ...die, kissed: true, previousValue: 6 }))).toEqual([0]);
  });

  it("a request names its die by index: text is a TypeError", () => {
    const bad = { requests: [{ die: "0", source: "lot" }] } as unknown as KissPlan;
    expect(refusal(() => kissCost(bad))).toEqual(
      typeError('venus.kissCost: plan.requests[0].die must be a die index (a number) (got "0")'),
    );
  });

  it("a request's allyAgrees is true or false", () => {
    const bad = { requests: [{ die: 0, source: "lot", allyAgrees: "yes" }] } as unknown as KissPlan;
    expect(refusal(() => kissCost(bad))).toEqual(
      typeError('venus.kissCost: plan.requests[0].allyAgrees must be true or false (got "yes")'),
    );
  });
});
