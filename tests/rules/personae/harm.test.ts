import { describe, expect, it } from "vitest";
import { personae } from "../../../src/rules";
import type { Harm } from "../../../src/rules/personae";

const {
  freshHarm,
  sustainHits,
  dicePenalty,
  stabilise,
  endEncounter,
  endScene,
  recover,
  canRecover,
  recoverySides,
  hitsRemaining,
} = personae;

const hit = (harm: Harm, n: number) => sustainHits(harm, n).harm;

describe("hits and shock", () => {
  it("vitality 3 taking 4 hits reaches shock 1 only (no roll-over)", () => {
    const r = sustainHits(freshHarm(3), 4);
    expect(r.harm).toMatchObject({ hits: 4, shock: 1, inoperative: false, negated: false });
    expect(r.shockRaised).toBe(true);
  });

  it("shock 1 comes when hits equal the vitality", () => {
    expect(hit(freshHarm(6), 5).shock).toBe(0);
    expect(hit(hit(freshHarm(6), 5), 1).shock).toBe(1);
  });

  it("each later attack raises shock one level; 3 is inoperative, 4 waits for stabilising", () => {
    let h = hit(freshHarm(2), 2);
    expect(h.shock).toBe(1);
    h = hit(h, 5);
    expect(h).toMatchObject({ shock: 2, inoperative: false });
    h = hit(h, 1);
    expect(h).toMatchObject({ shock: 3, inoperative: true });
    h = hit(h, 1);
    expect(h).toMatchObject({ shock: 4, inoperative: true, negated: false });
    expect(hitsRemaining(h)).toBe(0);
  });

  it("a minor identity is negated when its vitality is used up", () => {
    const r = sustainHits(freshHarm(2, "minor"), 2);
    expect(r.negatedNow).toBe(true);
    expect(r.harm).toMatchObject({ negated: true, shock: 0 });
  });

  it("a medium identity: inoperative at shock 2, negated by the next injury", () => {
    let h = hit(freshHarm(1, "medium"), 1);
    h = hit(h, 1);
    expect(h).toMatchObject({ shock: 2, inoperative: true, negated: false });
    const r = sustainHits(h, 1);
    expect(r.negatedNow).toBe(true);
  });

  it("hits on a negated identity are refused", () => {
    const negated = hit(freshHarm(1, "minor"), 1);
    expect(() => sustainHits(negated, 1)).toThrow(
      "personae.sustainHits: harm.negated must be false: a negated identity takes no more hits (got true)",
    );
    expect(() => sustainHits(freshHarm(3), 0)).toThrow(RangeError);
  });
});

describe("shock penalties", () => {
  it("take the shock level off the pool, never below 2 skilled or 1 unskilled", () => {
    expect(dicePenalty(1, 4, true)).toBe(3);
    expect(dicePenalty(3, 4, true)).toBe(2);
    expect(dicePenalty(4, 3, false)).toBe(1);
    expect(dicePenalty(2, 5, false)).toBe(3);
    expect(dicePenalty(0, 3, true)).toBe(3);
    // never adds dice: an unskilled single die stays one
    expect(dicePenalty(2, 1, true)).toBe(1);
  });

  it("refuses shock outside 0–4", () => {
    expect(() => dicePenalty(5, 3, true)).toThrow(
      "personae.dicePenalty: shock must be a whole number from 0 to 4 (got 5)",
    );
    expect(() => dicePenalty(1, 3, "yes" as never)).toThrow(TypeError);
  });
});

describe("the end of an encounter, stabilising, recovery", () => {
  const shock4 = () => hit(hit(hit(hit(freshHarm(1), 1), 1), 1), 1);

  it("shock 4 not stabilised by the encounter's end is negated; stabilised it is not", () => {
    expect(endEncounter(shock4())).toMatchObject({ negatedNow: true, harm: { negated: true } });
    expect(endEncounter(stabilise(shock4()))).toMatchObject({
      negatedNow: false,
      harm: { negated: false, stabilised: true },
    });
    expect(() => stabilise(freshHarm(3))).toThrow(RangeError);
  });

  it("below shock 1 all hits clear at the encounter's end; at shock 1 recovery is offered", () => {
    expect(endEncounter(hit(freshHarm(4), 2)).harm.hits).toBe(0);
    const s1 = hit(freshHarm(2), 3);
    expect(endEncounter(s1)).toMatchObject({ recoveryOffered: true, harm: { hits: 3, shock: 1 } });
  });

  it("recovery at shock 1: shock 0 and half the hits (rounded down) at once, the rest at the next scene's end", () => {
    const s1 = hit(freshHarm(3), 5);
    const r = recover(s1);
    expect(r).toMatchObject({ shock: 0, hits: 3 });
    expect(endScene(r).hits).toBe(0);
  });

  it("recovery at shock 2 steps to 1; at 3 the first success lifts inoperative, then one level", () => {
    const s2 = hit(hit(freshHarm(1), 1), 1);
    expect(recover(s2)).toMatchObject({ shock: 1, hits: 1 });
    const s3 = hit(s2, 1);
    const lifted = recover(s3);
    expect(lifted).toMatchObject({ shock: 3, inoperative: false });
    expect(recover(lifted)).toMatchObject({ shock: 2 });
  });

  it("the recovery challenge's sides: 1 die + STA against shock-level dice + hits", () => {
    const s2 = hit(hit(freshHarm(2), 2), 1);
    expect(recoverySides(s2, 3)).toEqual({ identity: { dice: 1, add: 3 }, chorus: { dice: 2, add: 3 } });
  });

  it("once per scene, in an encounter only at shock 1 or lower", () => {
    const s1 = hit(freshHarm(1), 1);
    const s2 = hit(s1, 1);
    expect(canRecover(s1, { inEncounter: true, triedThisScene: false })).toBe(true);
    expect(canRecover(s1, { inEncounter: true, triedThisScene: true })).toBe(false);
    expect(canRecover(s2, { inEncounter: true, triedThisScene: false })).toBe(false);
    expect(canRecover(s2, { inEncounter: false, triedThisScene: false })).toBe(true);
    expect(canRecover(freshHarm(3), { inEncounter: false, triedThisScene: false })).toBe(false);
  });

  it("refuses recovering a negated identity or one with nothing to recover from", () => {
    expect(() => recover(freshHarm(3))).toThrow(RangeError);
    expect(() => recover(hit(freshHarm(1, "minor"), 1))).toThrow(RangeError);
  });
});
