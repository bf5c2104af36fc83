// The shock track at the levels the SRD names (SRD "Vitality, Shock,
// Inoperative/Negated" and "Violent Encounters"): "Upon suffering shock level
// 3, an identity is rendered inoperative" — so a major identity at shock 2 is
// not; "Medium allies/adversaries … are rendered inoperative at shock 2";
// stabilising is what an identity "close to being negated" at shock 4 needs.
import { describe, expect, it } from "vitest";
import { personae } from "../../../src/rules";

const major = (changes: Partial<personae.Harm> = {}): personae.Harm => ({ ...personae.freshHarm(3), ...changes });

describe("inoperative comes at shock 3 for a major identity, at shock 2 for a medium one", () => {
  it("a character going from shock 1 to shock 2 still acts", () => {
    const r = personae.sustainHits(major({ hits: 3, shock: 1 }), 1);
    expect(r.harm).toMatchObject({ shock: 2, inoperative: false, negated: false });
    expect(r.shockRaised).toBe(true);
  });

  it("the next attack, shock 3, renders it inoperative", () => {
    const r = personae.sustainHits(major({ hits: 4, shock: 2 }), 1);
    expect(r.harm).toMatchObject({ shock: 3, inoperative: true, negated: false });
  });

  it("a medium adversary is inoperative at shock 2, not at shock 1", () => {
    const medium = { ...personae.freshHarm(2, "medium") };
    const first = personae.sustainHits(medium, 2).harm;
    expect(first).toMatchObject({ shock: 1, inoperative: false });
    expect(personae.sustainHits(first, 1).harm).toMatchObject({ shock: 2, inoperative: true, negated: false });
  });
});

describe("stabilising is for an identity at shock 4", () => {
  it("a major identity at shock 4 can be stabilised", () => {
    expect(personae.stabilise(major({ hits: 8, shock: 4, inoperative: true })).stabilised).toBe(true);
  });

  it("a medium adversary at its last level (shock 2) cannot: the next injury negates it instead", () => {
    const medium: personae.Harm = { ...personae.freshHarm(2, "medium"), hits: 3, shock: 2, inoperative: true };
    expect(() => personae.stabilise(medium)).toThrow(RangeError);
    expect(() => personae.stabilise(medium)).toThrow(
      "personae.stabilise: harm.shock must be 4 (only shock 4 needs stabilising) (got 2)",
    );
  });

  it("a major identity at shock 3 has nothing to stabilise", () => {
    expect(() => personae.stabilise(major({ hits: 5, shock: 3, inoperative: true }))).toThrow(RangeError);
  });
});
