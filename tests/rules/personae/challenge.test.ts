import { describe, expect, it } from "vitest";
import { personae } from "../../../src/rules";

const { challenge, criticals, followUp, chorusDice, passiveDefence, challengeEach, sortDice, DIFFICULTIES } = personae;

describe("personae.challenge — the SRD's worked example", () => {
  it("Dunmore jumps from the window: 6+3 ties 7+2, then 5+3 beats 3+2 on the second die", () => {
    // The chorus rolls 2 dice (his skill's 3 − 1) at Normal (+2): 3 and 7. Dunmore rolls 1, 5, 6 and adds PRO 3.
    expect(chorusDice(3)).toBe(2);
    const normal = DIFFICULTIES.find((d) => d.id === "normal")?.add;
    expect(normal).toBe(2);
    expect(challenge({ dice: [1, 5, 6], add: 3 }, { dice: [3, 7], add: 2 }, { tiesTo: "actor" })).toEqual({
      winner: "actor",
      decidedAt: 1,
    });
  });

  it("the higher total on the highest die wins at index 0", () => {
    expect(challenge({ dice: [4, 9], add: 2 }, { dice: [8, 8], add: 1 })).toEqual({ winner: "actor", decidedAt: 0 });
    expect(challenge({ dice: [4, 9], add: 0 }, { dice: [10], add: 1 })).toEqual({ winner: "reactor", decidedAt: 0 });
  });
});

describe("personae.challenge — tie chains", () => {
  it("ties of every length are broken by the first differing die", () => {
    for (let length = 1; length <= 8; length++) {
      const common = Array.from({ length }, (_, i) => 10 - i);
      const actor = { dice: [...common, 2], add: 1 };
      const reactor = { dice: [...common, 1], add: 1 };
      expect(challenge(actor, reactor)).toEqual({ winner: "actor", decidedAt: length });
      expect(challenge(reactor, actor)).toEqual({ winner: "reactor", decidedAt: length });
    }
  });

  it("a side out of dice while tied loses; the side with dice left wins (the SRD's 3 against 2)", () => {
    expect(challenge({ dice: [7, 5, 1], add: 2 }, { dice: [7, 5], add: 2 })).toEqual({
      winner: "actor",
      decidedAt: null,
    });
    expect(challenge({ dice: [7], add: 2 }, { dice: [7, 1], add: 2 })).toEqual({ winner: "reactor", decidedAt: null });
  });

  it("additions apply to every compared die", () => {
    // 6+4 = 10 vs 8+2 = 10; 5+4 = 9 vs 7+2 = 9; 1+4 = 5 vs 3+2 = 5 → full tie
    expect(challenge({ dice: [6, 5, 1], add: 4 }, { dice: [8, 7, 3], add: 2 })).toEqual({
      winner: "reactor",
      decidedAt: null,
    });
    expect(challenge({ dice: [6, 5, 1], add: 4 }, { dice: [8, 7, 3], add: 2 }, { tiesTo: "actor" })).toEqual({
      winner: "actor",
      decidedAt: null,
    });
  });

  it("a full tie goes to the reactor by default and to the actor when asked", () => {
    expect(challenge({ dice: [5, 5], add: 0 }, { dice: [5, 5], add: 0 }).winner).toBe("reactor");
    expect(challenge({ dice: [5, 5], add: 0 }, { dice: [5, 5], add: 0 }, { tiesTo: "actor" }).winner).toBe("actor");
  });

  it("does not change the dice it is given", () => {
    const dice = [1, 9, 4];
    challenge({ dice, add: 0 }, { dice: [2], add: 0 });
    expect(dice).toEqual([1, 9, 4]);
    expect(sortDice(dice)).toEqual([9, 4, 1]);
  });
});

describe("personae.followUp", () => {
  it("compares the next-highest dice without rolling again", () => {
    // First challenge decided on the highest die; the follow-up looks at the second ones.
    // actor 11, 10, 5 against reactor 10, 10, 6
    const actor = { dice: [9, 3, 8], add: 2 };
    const reactor = { dice: [6, 10, 10], add: 0 };
    expect(challenge(actor, reactor)).toEqual({ winner: "actor", decidedAt: 0 });
    expect(followUp(actor, reactor, 1)).toEqual({ winner: "reactor", decidedAt: 2 });
    expect(followUp(actor, reactor, 2)).toEqual({ winner: "reactor", decidedAt: 2 });
    expect(followUp({ dice: [9, 8], add: 0 }, { dice: [9, 2], add: 0 }, 1)).toEqual({ winner: "actor", decidedAt: 1 });
  });

  it("needs a die at that place on both sides", () => {
    expect(() => followUp({ dice: [5], add: 0 }, { dice: [5, 4], add: 0 }, 1)).toThrow(RangeError);
    expect(() => followUp({ dice: [5, 4], add: 0 }, { dice: [5, 4], add: 0 }, 0)).toThrow(RangeError);
  });
});

describe("personae.criticals", () => {
  it("counts every unmodified 10 beyond the first", () => {
    expect(criticals([10])).toBe(0);
    expect(criticals([10, 10])).toBe(1);
    expect(criticals([10, 3, 10, 10])).toBe(2);
    expect(criticals([9, 8])).toBe(0);
  });
});

describe("unopposed challenges, defences, several reactors", () => {
  it("the chorus rolls the character's dice − 1, at least one", () => {
    expect(chorusDice(1)).toBe(1);
    expect(chorusDice(2)).toBe(1);
    expect(chorusDice(5)).toBe(4);
  });

  it("passive defences: Counter+COM, Steel+RES (power and preternae attacks), Defend+STA", () => {
    expect(passiveDefence("interaction")).toEqual({ skill: "Counter", attribute: "com" });
    expect(passiveDefence("power")).toEqual({ skill: "Steel", attribute: "res" });
    expect(passiveDefence("attack")).toEqual({ skill: "Defend", attribute: "sta" });
    expect(passiveDefence("attack", true)).toEqual({ skill: "Steel", attribute: "res" });
  });

  it("one actor roll is compared with each reactor", () => {
    const results = challengeEach({ dice: [8, 4], add: 2 }, [
      { dice: [9], add: 0 },
      { dice: [9], add: 2 },
    ]);
    expect(results).toEqual([
      { winner: "actor", decidedAt: 0 },
      { winner: "reactor", decidedAt: 0 },
    ]);
  });

  it("the difficulties are the SRD's", () => {
    expect(DIFFICULTIES.map((d) => d.add)).toEqual([0, 1, 2, 3, 5, 7, 9, 10]);
  });
});

describe("bad input is refused with a clear error", () => {
  it("dice outside 1–10, empty or missing sides, bad options", () => {
    expect(() => challenge({ dice: [11], add: 0 }, { dice: [1], add: 0 })).toThrow(
      "personae.challenge: actor.dice[0] must be a whole number from 1 to 10 (got 11)",
    );
    expect(() => challenge({ dice: [], add: 0 }, { dice: [1], add: 0 })).toThrow(RangeError);
    expect(() => challenge({ dice: [3], add: "2" } as never, { dice: [1], add: 0 })).toThrow(TypeError);
    expect(() => challenge(null as never, { dice: [1], add: 0 })).toThrow(TypeError);
    expect(() => challenge({ dice: [3], add: 0 }, { dice: [1], add: 0 }, { tiesTo: "chorus" } as never)).toThrow(
      RangeError,
    );
    expect(() => criticals([0])).toThrow(RangeError);
    expect(() => chorusDice(0)).toThrow(RangeError);
    expect(() => passiveDefence("social" as never)).toThrow(RangeError);
  });
});
