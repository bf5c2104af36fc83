/**
 * The task dialog rolls a job's effective level (its level plus an
 * attribute's boost), and the check dialog a capability's level in use (its
 * formula's, or the one set by hand): readJobForTask and readCharacter.
 */
import { describe, expect, it } from "vitest";
import { readCharacter, readJob, readJobForTask } from "../../../../src/games/venus/dice/actor-view";
import { defaultTaskChoices, planTask } from "../../../../src/games/venus/dice/task-context";
import { sampleCharacter } from "../../../../src/games/venus/dice/samples";

const mariner = { ability: "end", secondAbility: "", level: 10, exp: 4, boost: { attribute: "Tidecaller", levels: 3 } };

describe("a task with a boosted job", () => {
  // "10 is the soft level cap for all jobs / the only way to advance above 10 in a job is with the aid of a
  // custom-made potent feature, supernatural training, or the used of advanced technologies";
  // "pool size = job level X + up to 2 aiding dice Y"
  it("rolls the effective level in dice: 10 + 3 = 13", () => {
    const job = readJobForTask("j", "Mariner", mariner, ["Tidecaller"]);
    expect(job.level).toBe(13);
    const plan = planTask(sampleCharacter(), [job], [], { ...defaultTaskChoices([job], "j"), ability: "end" });
    expect(plan.problems).toEqual([]);
    expect(plan.pool).toHaveLength(13);
  });

  it("without the attribute, the job's own level; the bookkeeping still reads the own level", () => {
    expect(readJobForTask("j", "Mariner", mariner, ["Drunkard"]).level).toBe(10);
    expect(readJob("j", "Mariner", mariner).level).toBe(10);
  });
});

describe("a check with a capability", () => {
  const system = (capability: Record<string, unknown>) => ({
    age: 3,
    abilities: { end: { caliber: "silver", score: 6 }, res: { caliber: "gold", score: 3 } },
    capabilities: [{ first: "end", second: "res", ...capability }],
  });

  // Guts: "Add Endurance and Resolve, divide by 4, + questionnaire answers"
  it("uses the formula's level: Guts ⌊(6 + 3) / 4⌋ + 1 yes = 3", () => {
    const [guts] = readCharacter(system({ name: "Guts", level: 0, yes: 1, override: false })).capabilities;
    expect(guts?.level).toBe(3);
  });

  it("uses the level set by hand while the override is on", () => {
    const [guts] = readCharacter(system({ name: "Guts", level: 7, yes: 1, override: true })).capabilities;
    expect(guts?.level).toBe(7);
  });
});
