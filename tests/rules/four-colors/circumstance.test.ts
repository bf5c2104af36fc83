import { describe, it, expect } from "vitest";
import { judgeWithCircumstance, type Stakes } from "../../../src/rules/four-colors";

// known 3 Dominant, passion 6 Major, dynamic 8 Minor, static 11 Weak.
const planets = { known: 3, passion: 6, dynamic: 8, static: 11 };
const neutral: Stakes = { favored: [], opposed: [] };

const benefitAt = (value: number, major = false) =>
  judgeWithCircumstance(planets, { benefit: { value, major } }, neutral).benefit;

describe("fourColors circumstance placements (the book's Circumstance dice)", () => {
  it("lower than every Planet die: stronger than all", () => {
    expect(benefitAt(1)).toMatchObject({ placement: "stronger-than-all", ties: [], tiedPosition: null });
    expect(benefitAt(2)?.placement).toBe("stronger-than-all");
  });

  it("equal to a Planet: ties it and takes its position", () => {
    expect(benefitAt(3)).toMatchObject({ placement: "ties", ties: ["known"], tiedPosition: "dominant" });
    expect(benefitAt(6)).toMatchObject({ placement: "ties", ties: ["passion"], tiedPosition: "major" });
    expect(benefitAt(8)).toMatchObject({ placement: "ties", ties: ["dynamic"], tiedPosition: "minor" });
    expect(benefitAt(11)).toMatchObject({ placement: "ties", ties: ["static"], tiedPosition: "weak" });
  });

  it("ties a step of several Forces", () => {
    const r = judgeWithCircumstance(
      { lost: 1, known: 4, static: 4, passion: 9 },
      { hindrance: { value: 4, major: false } },
      neutral,
    );
    expect(r.hindrance).toMatchObject({ placement: "ties", ties: ["known", "static"], tiedPosition: "major" });
  });

  it("between the Dominant and Major dice", () => {
    expect(benefitAt(4)?.placement).toBe("between-dominant-and-major");
    expect(benefitAt(5)?.placement).toBe("between-dominant-and-major");
  });

  it("between the Major and Weak positions (around Minor)", () => {
    expect(benefitAt(7)?.placement).toBe("between-major-and-weak");
    expect(benefitAt(10)?.placement).toBe("between-major-and-weak");
  });

  it("below Weak: weaker than all", () => {
    expect(benefitAt(12)?.placement).toBe("weaker-than-all");
  });

  it("no Dominant: a gap below the Major pair is between Major and Weak", () => {
    const r = judgeWithCircumstance(
      { known: 2, passion: 2, dynamic: 5, static: 8 },
      { benefit: { value: 3, major: false } },
      neutral,
    );
    expect(r.benefit?.placement).toBe("between-major-and-weak");
    const low = judgeWithCircumstance(
      { known: 2, passion: 2, dynamic: 5, static: 8 },
      { benefit: { value: 1, major: false } },
      neutral,
    );
    expect(low.benefit?.placement).toBe("stronger-than-all");
  });

  it("two dice, Dominant and Weak: the gap is between Dominant and Weak", () => {
    const r = judgeWithCircumstance({ dynamic: 2, lost: 9 }, { benefit: { value: 5, major: false } }, neutral);
    expect(r.benefit?.placement).toBe("between-dominant-and-weak");
  });

  it("circumstance dice never change the Planets' positions", () => {
    const r = judgeWithCircumstance(
      planets,
      { benefit: { value: 6, major: true }, hindrance: { value: 1, major: false } },
      neutral,
    );
    expect(r.positions).toEqual({ known: "dominant", passion: "major", dynamic: "minor", static: "weak" });
  });
});

describe("fourColors circumstance rulings", () => {
  // The Planets alone: known Dominant is Opposed -> failure.
  const losing: Stakes = { favored: ["passion"], opposed: ["known"] };

  it("a Major Benefit lower than every Planet die rules: success", () => {
    const r = judgeWithCircumstance(planets, { benefit: { value: 2, major: true } }, losing);
    expect(r.planets).toEqual({ outcome: "failure", decidedBy: "dominant" });
    expect(r.outcome).toBe("success");
    expect(r.decidedBy).toBe("benefit");
    expect(r.benefit?.ruled).toBe(true);
  });

  it("a Major Hindrance lower than every Planet die rules: failure", () => {
    const winning: Stakes = { favored: ["known"], opposed: [] };
    const r = judgeWithCircumstance(planets, { hindrance: { value: 1, major: true } }, winning);
    expect(r.planets.outcome).toBe("success");
    expect(r.outcome).toBe("failure");
    expect(r.decidedBy).toBe("hindrance");
    expect(r.hindrance?.ruled).toBe(true);
  });

  it("a Minor die never decides, even lower than every Planet die", () => {
    const r = judgeWithCircumstance(planets, { benefit: { value: 1, major: false } }, losing);
    expect(r.outcome).toBe("failure");
    expect(r.decidedBy).toBe("dominant");
    expect(r.benefit?.ruled).toBe(false);
  });

  it("a Major die that only ties the lowest Planet does not rule", () => {
    const r = judgeWithCircumstance(planets, { benefit: { value: 3, major: true } }, losing);
    expect(r.outcome).toBe("failure");
    expect(r.benefit).toMatchObject({ placement: "ties", ruled: false, sgMayRule: true });
  });

  describe("Decision: both Major and both lower than every Planet die", () => {
    it("the lower one rules (Benefit lower)", () => {
      const r = judgeWithCircumstance(
        planets,
        { benefit: { value: 1, major: true }, hindrance: { value: 2, major: true } },
        losing,
      );
      expect(r.outcome).toBe("success");
      expect(r.decidedBy).toBe("benefit");
      expect(r.benefit?.ruled).toBe(true);
      expect(r.hindrance?.ruled).toBe(false);
    });
    it("the lower one rules (Hindrance lower)", () => {
      const r = judgeWithCircumstance(
        planets,
        { benefit: { value: 2, major: true }, hindrance: { value: 1, major: true } },
        losing,
      );
      expect(r.outcome).toBe("failure");
      expect(r.decidedBy).toBe("hindrance");
    });
    it("a tie rules nothing: the Planets decide", () => {
      const winning: Stakes = { favored: ["known"], opposed: [] };
      const r = judgeWithCircumstance(
        planets,
        { benefit: { value: 2, major: true }, hindrance: { value: 2, major: true } },
        winning,
      );
      expect(r.outcome).toBe("success");
      expect(r.decidedBy).toBe("dominant");
      expect(r.benefit?.ruled).toBe(false);
      expect(r.hindrance?.ruled).toBe(false);
      expect(r.benefit?.sgMayRule).toBe(false);
    });
  });

  it("a Major die rules even when a lower Minor die of the other kind is present", () => {
    const r = judgeWithCircumstance(
      planets,
      { benefit: { value: 2, major: true }, hindrance: { value: 1, major: false } },
      losing,
    );
    expect(r.decidedBy).toBe("benefit");
  });

  it("only the stronger-than-all placement rules automatically; others are left to the SG", () => {
    const unproductive: Stakes = { favored: ["dynamic"], opposed: [] };
    // Between Major and Weak: may matter only when the Planets decided nothing.
    const idle = judgeWithCircumstance(planets, { benefit: { value: 7, major: true } }, unproductive);
    expect(idle.outcome).toBe("unproductive");
    expect(idle.benefit).toMatchObject({ ruled: false, sgMayRule: true });
    const decided = judgeWithCircumstance(planets, { benefit: { value: 7, major: true } }, losing);
    expect(decided.benefit).toMatchObject({ ruled: false, sgMayRule: false });
    // Below Weak: essentially no impact.
    const low = judgeWithCircumstance(planets, { hindrance: { value: 12, major: true } }, unproductive);
    expect(low.hindrance).toMatchObject({ ruled: false, sgMayRule: false });
    // A Minor die is never flagged.
    expect(judgeWithCircumstance(planets, { benefit: { value: 5, major: false } }, losing).benefit?.sgMayRule).toBe(
      false,
    );
  });

  it("no circumstance dice: the Planets' judgement", () => {
    const r = judgeWithCircumstance(planets, undefined, losing);
    expect(r.outcome).toBe("failure");
    expect(r.decidedBy).toBe("dominant");
    expect(r.benefit).toBeUndefined();
    expect(r.hindrance).toBeUndefined();
  });

  it("no Planet dice: a Major die is vacuously lower than every Planet die and rules", () => {
    const r = judgeWithCircumstance({}, { benefit: { value: 3, major: true } }, losing);
    expect(r.benefit).toMatchObject({ placement: "stronger-than-all", ruled: true });
    expect(r.outcome).toBe("success");
    expect(judgeWithCircumstance({}, undefined, losing).outcome).toBe("unproductive");
  });
});
