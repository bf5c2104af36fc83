// Recovery and development by the clock (SRD "Recovery", "Development
// Points"; digest decisions on recovery and negation), pure: an encounter's
// start and end set "in an encounter"; mid-encounter recovery only below
// shock 2; shock 2 waits for the end of the scene following the encounter;
// the shock-3 relapse caveat; a negation's development point; the creation
// sheet's enhancement-point figure.
import { describe, expect, it } from "vitest";
import { personae } from "../../../../src/rules";
import {
  endOfTime,
  recoveryContext,
  recoveryUpdate,
  roundEnd,
  startEncounter,
  type TimeIdentity,
} from "../../../../src/games/personae/time/time-updates";
import { negationEarner } from "../../../../src/games/personae/time/negation";
import { buildIdentityContext } from "../../../../src/games/personae/sheets/identity-context";
import { deriveIdentity, harmOf, type PersonaeIdentitySystem } from "../../../../src/games/personae/data/identity";
import { NEWCOMER, newcomerItems, preternae, sampleIdentity } from "../../../../src/games/personae/samples";

const CLOCK = {
  inEncounter: false,
  recoveryTried: false,
  recoveryWait: 0,
  relapse: false,
  violent: false,
  acted: false,
};
// A character with STA 1: vitality 2.
const who = (changes: Partial<PersonaeIdentitySystem> = {}): TimeIdentity => ({
  system: sampleIdentity({ mode: "play", ...changes }),
  items: [],
});
/** The identity after an update (dot paths under system.). */
function after(identity: TimeIdentity, update: Record<string, unknown>): TimeIdentity {
  const system = structuredClone(identity.system) as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(update)) {
    const keys = path.replace(/^system\./, "").split(".");
    const last = keys.pop() ?? "";
    const parent = keys.reduce((o, k) => o[k] as Record<string, unknown>, system);
    parent[last] = value;
  }
  return { ...identity, system: system as unknown as PersonaeIdentitySystem };
}
const mayRecover = (identity: TimeIdentity): boolean =>
  personae.canRecover(harmOf(identity.system, deriveIdentity(identity.system, [])), recoveryContext(identity.system));

describe("an encounter's start and end set 'in an encounter'", () => {
  it("the start marks the identity in a violent encounter; the end takes it out", () => {
    const start = startEncounter(who());
    expect(start).toEqual({ "system.scene.inEncounter": true, "system.scene.violent": true });
    const inIt = after(who(), start);
    expect(endOfTime("encounter", inIt, true).update).toMatchObject({ "system.scene.inEncounter": false });
    // Starting twice writes nothing the second time.
    expect(startEncounter(inIt)).toEqual({});
  });
});

describe("recovery by the clock (SRD 'Recovery')", () => {
  it("mid-encounter: allowed at shock 1, refused at shock 2", () => {
    const inIt = { scene: { ...CLOCK, inEncounter: true } };
    expect(mayRecover(who({ ...inIt, shock: 1, hits: 2 }))).toBe(true);
    expect(mayRecover(who({ ...inIt, shock: 2, hits: 3 }))).toBe(false);
  });

  it("shock 1 at the encounter's end may try at once", () => {
    const end = endOfTime("encounter", who({ scene: { ...CLOCK, inEncounter: true }, shock: 1, hits: 2 }), true);
    expect(end.recoveryOffered).toBe(true);
    expect(end.update["system.scene.recoveryWait"]).toBeUndefined();
  });

  it("shock 2 waits until the end of the scene following the encounter", () => {
    let kit = who({ scene: { ...CLOCK, inEncounter: true, violent: true }, shock: 2, hits: 3 });
    kit = after(kit, endOfTime("encounter", kit, true).update);
    expect(kit.system.scene).toMatchObject({ inEncounter: false, recoveryWait: 1 });
    expect(mayRecover(kit)).toBe(false);
    kit = after(kit, endOfTime("scene", kit, true).update);
    expect(kit.system.scene.recoveryWait).toBe(0);
    expect(mayRecover(kit)).toBe(true);
  });

  it("the rules refuse while scenes remain to wait", () => {
    const harm = { ...personae.freshHarm(2), shock: 2, hits: 3 };
    expect(personae.canRecover(harm, { inEncounter: false, triedThisScene: false, scenesToWait: 1 })).toBe(false);
    expect(personae.canRecover(harm, { inEncounter: false, triedThisScene: false, scenesToWait: 0 })).toBe(true);
    expect(personae.scenesBeforeRecovery(harm)).toBe(1);
    expect(personae.scenesBeforeRecovery({ ...harm, shock: 1 })).toBe(0);
    expect(personae.scenesBeforeRecovery({ ...harm, shock: 4, negated: true, inoperative: true })).toBe(0);
  });
});

describe("the shock-3 relapse caveat", () => {
  const shock3 = who({ shock: 3, hits: 4, inoperative: true });
  const harm = harmOf(shock3.system, deriveIdentity(shock3.system, []));

  it("a success at shock 3 lifts inoperative and leaves the caveat pending", () => {
    const update = recoveryUpdate(harm, true);
    expect(update).toMatchObject({
      "system.inoperative": false,
      "system.shock": 3,
      "system.scene.relapse": true,
      "system.scene.recoveryTried": true,
    });
    expect(recoveryUpdate(harm, false)).toEqual({ "system.scene.recoveryTried": true });
  });

  it("acting in another violent encounter: inoperative again at the end of the first round in which it acts", () => {
    const recovered = after(shock3, recoveryUpdate(harm, true));
    const fighting = after(recovered, startEncounter(recovered));
    // A round in which it did not act: nothing ("the first round in which they act").
    expect(roundEnd(fighting)).toEqual({});
    const acted = after(fighting, { "system.scene.acted": true });
    expect(roundEnd(acted)).toEqual({
      "system.scene.acted": false,
      "system.inoperative": true,
      "system.scene.relapse": false,
    });
    // Not in an encounter: nothing; without the caveat, acting only clears the mark.
    expect(roundEnd(recovered)).toEqual({});
    const healthy = after(who({ scene: { ...CLOCK, inEncounter: true, acted: true } }), {});
    expect(roundEnd(healthy)).toEqual({ "system.scene.acted": false });
  });

  it("a new round of Foundry's encounter marks the combatants in it first, without forgetting who acted", () => {
    const recovered = after(shock3, recoveryUpdate(harm, true));
    const acted = after(after(recovered, startEncounter(recovered)), { "system.scene.acted": true });
    // combat-hooks.ts: each new round marks its combatants in the encounter, then ends the round before it.
    const marked = after(acted, startEncounter(acted));
    expect(roundEnd(marked)).toMatchObject({ "system.inoperative": true });
  });

  it("a scene with no violent encounter completed lifts the caveat; a violent one does not", () => {
    const recovered = after(shock3, recoveryUpdate(harm, true));
    expect(endOfTime("scene", recovered, true).update).toMatchObject({ "system.scene.relapse": false });
    const violent = after(recovered, { "system.scene.violent": true });
    const end = endOfTime("scene", violent, true).update;
    expect(end["system.scene.relapse"]).toBeUndefined();
    expect(end["system.scene.violent"]).toBe(false);
  });
});

describe("negating a chorus identity earns a development point (SRD)", () => {
  it("goes to the character who raised its shock last, for a chorus identity only", () => {
    expect(negationEarner({ playerOwned: false, lastShockBy: "Actor.kit" }, { kind: "character" })).toBe(true);
    expect(negationEarner({ playerOwned: true, lastShockBy: "Actor.kit" }, { kind: "character" })).toBe(false);
    expect(negationEarner({ playerOwned: false, lastShockBy: "Actor.ogre" }, { kind: "supporting" })).toBe(false);
    expect(negationEarner({ playerOwned: false, lastShockBy: "" }, { kind: "character" })).toBe(false);
    expect(negationEarner({ playerOwned: false, lastShockBy: "Actor.kit" }, null)).toBe(false);
  });

  it("the encounter's end negates a major adversary left at shock 4 unstabilised", () => {
    const end = endOfTime("encounter", who({ kind: "supporting", shock: 4, hits: 6, inoperative: true }), true);
    expect(end.negatedNow).toBe(true);
  });
});

describe("the creation sheet's enhancement points follow the SRD's creation limits", () => {
  const figure = (items = newcomerItems()) => {
    const c = buildIdentityContext({
      actor: NEWCOMER,
      system: NEWCOMER.system,
      items,
      editable: true,
      enrichedNotes: "",
      companions: [],
      owner: null,
      chorusPool: 0,
    }) as { figures: { limits: { key: string; used: number; max: number; over: boolean }[] }; warnings: unknown[] };
    return { limit: c.figures.limits.find((l) => l.key.endsWith("limitEnhancements")), warnings: c.warnings };
  };

  it("Mara (CNG 2, RES 3, one preternae): Silver tongue costs 3 of 2 + 2 unused RES — not over, no enhancement warning", () => {
    expect(figure().limit).toMatchObject({ used: 3, max: 4, over: false });
    // (Mara's sample breaks other creation limits on purpose; none about enhancements.)
    expect(JSON.stringify(figure().warnings)).not.toContain("too-many-enhancements");
  });

  it("with two more preternae (RES all used) the figure goes over and the warning says so", () => {
    const items = [...newcomerItems(), preternae("Ward", {}), preternae("Blink", {})];
    const { limit, warnings } = figure(items);
    expect(limit).toMatchObject({ used: 3, max: 2, over: true });
    expect(JSON.stringify(warnings)).toContain("too-many-enhancements");
  });
});
