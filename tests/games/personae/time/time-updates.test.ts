// The end of an encounter, a scene and a session for one identity (the
// sheet's buttons and the GM's whole-scene tool save the same updates), and
// what refuses handing a critical from the chorus pool.
import { describe, expect, it } from "vitest";
import { endOfTime, type TimeIdentity } from "../../../../src/games/personae/time/time-updates";
import { poolGiveProblems } from "../../../../src/games/personae/time/chorus-pool";
import { sampleIdentity, sphere } from "../../../../src/games/personae/samples";
import type { PersonaeIdentitySystem } from "../../../../src/games/personae/data/identity";

// A character with STA 1: vitality 2.
const who = (changes: Partial<PersonaeIdentitySystem> = {}, items: TimeIdentity["items"] = []): TimeIdentity => ({
  system: sampleIdentity({ mode: "play", ...changes }),
  items,
});

const CLOCK = {
  inEncounter: false,
  recoveryTried: false,
  recoveryWait: 0,
  relapse: false,
  violent: false,
  acted: false,
};

describe("the end of an encounter", () => {
  it("negates an identity left at shock 4 unstabilised", () => {
    const end = endOfTime("encounter", who({ shock: 4, hits: 6, inoperative: true }), true);
    expect(end.negatedNow).toBe(true);
    expect(end.update).toMatchObject({ "system.negated": true });
    expect(end.recoveryOffered).toBe(false);
  });

  it("keeps a stabilised shock-4 identity, still inoperative", () => {
    const end = endOfTime("encounter", who({ shock: 4, hits: 6, inoperative: true, stabilised: true }), true);
    expect(end.negatedNow).toBe(false);
    expect(end.update["system.negated"]).toBeUndefined();
  });

  it("clears every hit below shock 1 and leaves the encounter", () => {
    const end = endOfTime(
      "encounter",
      who({ hits: 1, scene: { ...CLOCK, inEncounter: true, recoveryTried: false } }),
      true,
    );
    expect(end.update).toEqual({ "system.hits": 0, "system.scene.inEncounter": false });
  });

  it("offers a recovery at shock 1 and keeps the hits", () => {
    const end = endOfTime("encounter", who({ hits: 3, shock: 1 }), true);
    expect(end.recoveryOffered).toBe(true);
    expect(end.update["system.hits"]).toBeUndefined();
  });

  it("writes nothing on an untouched identity, and leaves a negated one as it is", () => {
    expect(endOfTime("encounter", who(), true).update).toEqual({});
    const gone = endOfTime("encounter", who({ negated: true, inoperative: true, shock: 4, hits: 9 }), true);
    expect(gone).toMatchObject({ update: {}, negatedNow: false, recoveryOffered: false });
  });
});

describe("the end of a scene", () => {
  it("clears hits left after a shock-1 recovery, lets recovery be tried again, counts a boost down", () => {
    const end = endOfTime(
      "scene",
      who({
        hits: 1,
        scene: { ...CLOCK, inEncounter: false, recoveryTried: true },
        resources: { boost: 2, boostScenes: 2 },
      }),
      true,
    );
    expect(end.update).toEqual({
      "system.hits": 0,
      "system.scene.recoveryTried": false,
      "system.resources.boostScenes": 1,
    });
  });

  it("drops a boost whose last scene ends, and keeps the hits of an identity still in shock", () => {
    const end = endOfTime("scene", who({ hits: 3, shock: 2, resources: { boost: 2, boostScenes: 1 } }), true);
    expect(end.update).toEqual({ "system.resources.boostScenes": 0, "system.resources.boost": 0 });
  });
});

describe("the end of a session", () => {
  const expert = sphere("Heraldry", { kind: "expertise", uses: 1, used: 1 });
  const unused = sphere("Sailing", { kind: "expertise", uses: 1, used: 0 });

  it("gives expertise uses back and keeps criticals when the world keeps them", () => {
    const end = endOfTime("session", who({ criticals: 2 }, [expert, unused]), true);
    expect(end.itemUpdates).toEqual([{ _id: expert.id, "system.used": 0 }]);
    expect(end.update["system.criticals"]).toBeUndefined();
  });

  it("loses criticals when the world does not keep them, and ends the scene too", () => {
    const end = endOfTime("session", who({ criticals: 2, hits: 1 }), false);
    expect(end.update).toMatchObject({ "system.criticals": 0, "system.hits": 0 });
  });
});

describe("handing a critical from the chorus pool", () => {
  const chorus = { ...sampleIdentity({ kind: "supporting", toughness: "medium" }) } as unknown as Record<
    string,
    unknown
  >;

  it("needs a critical in the pool and a chorus identity, not negated", () => {
    expect(poolGiveProblems(1, chorus, false)).toEqual([]);
    expect(poolGiveProblems(0, chorus, false)).toEqual(["STORY_ENGINES.Personae.Chorus.poolEmpty"]);
    expect(poolGiveProblems(3, chorus, true)).toEqual(["STORY_ENGINES.Personae.Chorus.poolNotChorus"]);
    expect(poolGiveProblems(3, { ...chorus, negated: true }, false)).toEqual([
      "STORY_ENGINES.Personae.Chorus.poolNegated",
    ]);
  });

  it("refuses a chorus character whose bank is full (its potential threshold)", () => {
    const character = sampleIdentity() as unknown as Record<string, unknown>;
    expect(poolGiveProblems(2, { ...character, criticals: 3 }, false)).toEqual(["STORY_ENGINES.Personae.Give.full"]);
    expect(poolGiveProblems(2, { ...character, criticals: 2 }, false)).toEqual([]);
  });
});
