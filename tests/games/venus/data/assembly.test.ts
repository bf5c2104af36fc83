/**
 * The assembly rules the Venus character sheet applies
 * (src/games/venus/data/character-assembly.ts, data/job.ts), each against the
 * book's line: tier rises, boosted jobs, capability formulas with their
 * override marker, allocation problems per ability, old data still loading.
 */
import { describe, expect, it } from "vitest";
import { validateSystem } from "../../../../src/schema";
import { characterSpec } from "../../../../src/games/venus/data/character";
import { jobLevels, jobSpec } from "../../../../src/games/venus/data/job";
import {
  allocationByAbility,
  assemblyJobProblems,
  capabilityLevelOf,
  jobsRaisedByTier,
  markCapabilityOverrides,
} from "../../../../src/games/venus/data/character-assembly";
import { sampleCharacterSystem, sampleItems } from "../../../../src/games/venus/sheets/samples";
import type { PlainItem } from "../../../../src/games/venus/data/common";

const job = (id: string, level: number, extra: Record<string, unknown> = {}): PlainItem => ({
  id,
  name: id,
  type: "venusJob",
  system: { level, exp: 0, ...extra },
});

describe("a tier rise", () => {
  // "if your tier raises through play, then your minimum job level will increase also / thus all jobs that you
  // had that were still at your previous minimum automatically raise to the new minimum"
  it("raises every job at the old minimum to the new one, with a clean slate, and no other job", () => {
    const jobs = [
      { id: "at-minimum", level: 1, exp: 1 },
      { id: "above", level: 4, exp: 3 },
      { id: "learning", level: 0, exp: 9 },
    ];
    expect(jobsRaisedByTier("public", "heroic", jobs)).toEqual([
      { _id: "at-minimum", "system.level": 2, "system.exp": 0 },
    ]);
  });

  it("a jump of two tiers lifts every job below the new minimum; a tier lowered lifts none", () => {
    const jobs = [
      { id: "a", level: 1, exp: 0 },
      { id: "b", level: 2, exp: 2 },
      { id: "c", level: 3, exp: 0 },
    ];
    expect(jobsRaisedByTier("public", "mythic", jobs).map((u) => [u._id, u["system.level"]])).toEqual([
      ["a", 3],
      ["b", 3],
    ]);
    expect(jobsRaisedByTier("mythic", "public", jobs)).toEqual([]);
    expect(jobsRaisedByTier("heroic", "heroic", jobs)).toEqual([]);
  });
});

describe("a job's boost", () => {
  const boost = { attribute: "Sea-witch's blessing", levels: 3 };
  // "though some attributes can boost your level, and these boosts can bring the effective level above an 8"
  it("takes a job at 8 past 8 while the character has the attribute, and the assembly check stays quiet", () => {
    expect(jobLevels({ level: 8, boost }, ["Sea-witch's blessing"])).toMatchObject({
      level: 8,
      boosted: true,
      effective: 11,
    });
    const items = [job("Sailor", 8, { boost })];
    expect(assemblyJobProblems({ tier: "public" }, items).size).toBe(0);
  });

  // "the only way to advance above 10 in a job is with the aid of a custom-made potent feature …"
  it("takes a job at the soft cap 10 past it in play", () => {
    expect(jobLevels({ level: 10, boost }, ["sea-witch's blessing"]).effective).toBe(13);
  });

  it("counts only while the character has the attribute, and says so", () => {
    expect(jobLevels({ level: 5, boost }, ["Drunkard"])).toMatchObject({
      boosted: false,
      boostMissing: true,
      effective: 5,
    });
  });

  it("the job's own level is refused above 10 and a boost above 10, so exp alone never passes 10", () => {
    const base = validateSystem(jobSpec, { ...jobSystem(), level: 10 });
    expect(base).toEqual([]);
    expect(validateSystem(jobSpec, { ...jobSystem(), level: 11 }).map((p) => p.code)).toEqual(["max"]);
    expect(
      validateSystem(jobSpec, { ...jobSystem(), boost: { attribute: "x", levels: 11 } }).map((p) => p.code),
    ).toEqual(["max"]);
  });
});

function jobSystem(): Record<string, unknown> {
  return {
    ability: "fin",
    secondAbility: "",
    level: 0,
    exp: 0,
    labels: [],
    description: "",
    specialties: [],
    notes: "",
    d66: 0,
    d66Start: false,
    boost: { attribute: "", levels: 0 },
  };
}

describe("assembly job levels", () => {
  // "the maximum level a job can be advanced to is 8"; "when you start a new job, it's starting level is equal
  // your minimum job level"
  it("flags a job above 8 and one below the tier's minimum, by job", () => {
    const problems = assemblyJobProblems({ tier: "heroic" }, [
      job("high", 9),
      job("low", 1),
      job("fine", 4),
      job("new", 0),
    ]);
    expect([...problems.entries()]).toEqual([
      ["high", [{ key: "STORY_ENGINES.Venus.Validation.jobAboveAssemblyMax", max: 8, min: 2 }]],
      ["low", [{ key: "STORY_ENGINES.Venus.Validation.jobBelowMinimum", max: 8, min: 2 }]],
    ]);
  });
});

describe("capability levels", () => {
  const system = sampleCharacterSystem();
  it("come from the formula: Grit “Add Wits and Swiftness, divide by 4, + questionnaire answers”", () => {
    const grit = { name: "Grit", first: "wit" as const, second: "swi" as const, level: 0, yes: 2, override: false };
    const wits = { ...system, abilities: { ...system.abilities, wit: { caliber: "bronze" as const, score: 5 } } };
    expect(capabilityLevelOf(wits, grit)).toEqual({ computed: 3, level: 3, override: false, preset: "grit" });
  });

  it("a level set by hand overrides the formula and is marked", () => {
    const links = { name: "Links", first: "app" as const, second: "app" as const, level: 3, yes: 1, override: true };
    expect(capabilityLevelOf(system, links)).toEqual({ computed: 1, level: 3, override: true, preset: "links" });
  });

  it("typing a level other than the one shown turns the override on; other edits keep it as it was", () => {
    const current = { ...system, capabilities: system.capabilities };
    // The form sends the level the sheet shows.
    const rows = current.capabilities.map(
      (c) => ({ ...c, level: capabilityLevelOf(current, c).level }) as Record<string, unknown>,
    );
    // Grit shows 2 (its formula); Links shows 3 (set by hand).
    expect(markCapabilityOverrides(current, rows).map((r) => r.override)).toEqual([false, true]);
    rows[0] = { ...rows[0], level: 4 };
    expect(markCapabilityOverrides(current, rows).map((r) => r.override)).toEqual([true, true]);
  });

  it("rows saved before overrides existed keep their hand-typed level, marked (a level 0 uses the formula)", () => {
    const old = { ...system, capabilities: [{ name: "Grit", first: "wit", second: "swi", level: 4 }] };
    const migrated = characterSpec.migrate?.(structuredClone(old) as unknown as Record<string, unknown>);
    expect((migrated?.capabilities as { override: boolean }[])[0]?.override).toBe(true);
    const zero = characterSpec.migrate?.({ capabilities: [{ name: "Grit", level: 0 }] });
    expect((zero?.capabilities as { override: boolean }[])[0]?.override).toBe(false);
    expect(characterSpec.migrate?.({ tier: "heroic" })).toEqual({ tier: "heroic" });
  });
});

describe("score allocation per ability", () => {
  // Young: "+2 MA, +4 PA"; "MA and PA mean you can add +1 to any mental or physical ability of your choice"
  it("names the ability whose points its sources do not allow", () => {
    const system = sampleCharacterSystem();
    const overWits = { ...system, abilities: { ...system.abilities, wit: { caliber: "bronze" as const, score: 4 } } };
    const problems = allocationByAbility(overWits, sampleItems());
    // Deckhand adds a PA and Raider an End/Fin pair: only the age's 2 MA may land on Wits.
    expect(Object.keys(problems)).toEqual(["wit"]);
    expect(problems.wit).toEqual({
      key: "STORY_ENGINES.Venus.Validation.scoreBeyondSources",
      abilities: ["wit"],
      demand: 4,
      supply: 2,
    });
    expect(allocationByAbility(system, sampleItems())).toEqual({});
  });
});
