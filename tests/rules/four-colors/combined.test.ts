import { describe, it, expect } from "vitest";
import { combinedDice, combinedReading, type Planets } from "../../../src/rules/four-colors";

// The seed's worked example (the book's combined rolls).
const cardinal: Planets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };
const renaissanceMan: Planets = { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 };

describe("fourColors combined rolls — The Cardinal and Renaissance Man", () => {
  it("arm-wrestling (opposed): larger die where both have one", () => {
    expect(combinedDice(cardinal, renaissanceMan, "opposed")).toEqual({
      known: 8,
      passion: 8,
      dynamic: 6,
      static: 6,
      lost: 20,
    });
  });

  it("lifting a stone (together): smaller die where both have one", () => {
    expect(combinedDice(cardinal, renaissanceMan, "together")).toEqual({
      known: 4,
      passion: 8,
      dynamic: 4,
      static: 6,
      lost: 10,
    });
  });

  it("both Wed: no die", () => {
    expect(combinedDice({ known: 6, passion: null }, { known: 8 }, "together")).toEqual({ known: 6 });
  });

  it("opposed reading: each character ignores their own Wed Forces", () => {
    const r = combinedReading(
      cardinal,
      renaissanceMan,
      { known: 1, passion: 3, dynamic: 3, static: 4, lost: 5 },
      "opposed",
    );
    expect(r.a.positions).toEqual({ known: "dominant", dynamic: "major", static: "minor", lost: "weak" });
    expect(r.b.positions).toEqual({ known: "dominant", passion: "major", dynamic: "major", lost: "weak" });
    expect(r.better).toBeNull();
  });

  it("together reading: both readings as in the seed", () => {
    const r = combinedReading(
      cardinal,
      renaissanceMan,
      { known: 1, passion: 4, dynamic: 3, static: 5, lost: 6 },
      "together",
    );
    expect(r.a.positions).toEqual({ known: "dominant", dynamic: "major", static: "minor", lost: "weak" });
    expect(r.b.positions).toEqual({ known: "dominant", dynamic: "major", passion: "minor", lost: "weak" });
  });

  describe("together: the more advantageous reading", () => {
    // Results where the readings differ in outcome: Cardinal reads static
    // Dominant (passion is Wed for him), Renaissance Man reads passion
    // Dominant (static is Wed for him).
    const results = { known: 5, passion: 1, dynamic: 3, static: 2, lost: 9 };

    it("success beats unproductive beats failure", () => {
      const r1 = combinedReading(cardinal, renaissanceMan, results, "together", {
        stakes: { favored: ["passion"], opposed: [] },
      });
      expect(r1.a.judged?.outcome).toBe("unproductive");
      expect(r1.b.judged?.outcome).toBe("success");
      expect(r1.better).toBe("b");

      const r2 = combinedReading(cardinal, renaissanceMan, results, "together", {
        stakes: { favored: [], opposed: ["passion"] },
      });
      expect(r2.a.judged?.outcome).toBe("unproductive");
      expect(r2.b.judged?.outcome).toBe("failure");
      expect(r2.better).toBe("a");
    });

    it("same outcome: the better degree wins; identical readings are equal", () => {
      // Both succeed on a Favored Dominant (known), but the Cardinal's Major
      // step also holds the Opposed static, which is Wed for the Renaissance
      // Man: his reading is the more advantageous.
      const r = combinedReading(
        cardinal,
        renaissanceMan,
        { known: 1, passion: 3, dynamic: 2, static: 2, lost: 9 },
        "together",
        {
          stakes: { favored: ["known"], opposed: ["static"] },
        },
      );
      expect(r.a.judged?.outcome).toBe("success");
      expect(r.b.judged?.outcome).toBe("success");
      expect(r.better).toBe("b");

      const same = combinedReading(cardinal, cardinal, results, "together", {
        stakes: { favored: ["known"], opposed: [] },
      });
      expect(same.better).toBe("equal");
    });
  });
});
