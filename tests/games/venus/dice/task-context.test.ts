import { describe, expect, it } from "vitest";
import { taskOdds } from "../../../../src/rules/venus";
import { readJob } from "../../../../src/games/venus/dice/actor-view";
import {
  offeredAsAlly,
  vinpcLinks,
  NEW_JOB,
  planTask,
  readTaskChoices,
  taskDialogContext,
  type TaskChoices,
} from "../../../../src/games/venus/dice/task-context";
import { NO_MODIFIER_CHOICES } from "../../../../src/games/venus/dice/roll-modifiers";
import {
  SAMPLE_MODIFIER_SOURCES,
  SAMPLE_TASK_CHOICES,
  sampleCandidates,
  sampleCharacter,
  sampleJobs,
} from "../../../../src/games/venus/dice/samples";

const codes = (problems: { code: string }[]): string[] => problems.map((p) => p.code);
const plan = (choices: Partial<TaskChoices>) =>
  planTask(sampleCharacter(), sampleJobs(), sampleCandidates(), { ...SAMPLE_TASK_CHOICES, ...choices });

describe("planning a task", () => {
  it("rolls the job's level in dice of the chosen ability's caliber, threshold 1 + factors", () => {
    const p = plan({ job: "job-warrior", ability: "fin", factors: 1, allies: [] });
    expect(p.problems).toEqual([]);
    expect(p.pool.map((d) => d.caliber)).toEqual(["gold", "gold"]);
    expect(p.threshold).toBe(2);
    expect(p.learning).toBe(false);
  });

  it("rolls the ability score for a level-0 job and counts learning as a factor (The King's Ritual: 4)", () => {
    const p = plan({});
    expect(p.learning).toBe(true);
    expect(p.threshold).toBe(4);
    // Res Silver 3 → three Silver dice, then Melyn's die in HER Res caliber (Gold).
    expect(p.pool.map((d) => `${d.caliber}:${d.owner}`)).toEqual([
      "silver:roller",
      "silver:roller",
      "silver:roller",
      "gold:ally",
    ]);
    expect(p.allies).toEqual([
      {
        actorUuid: "Actor.melyn",
        name: "Melyn",
        jobId: "job-melyn-ritualist",
        jobName: "Ritualist",
        jobLevel: 2,
        caliber: "gold",
      },
    ]);
  });

  it("caps the threshold at 5 when learning with four factors", () => {
    expect(plan({ factors: 4 }).threshold).toBe(5);
  });

  it("learns a new job at level 0 with the FC's ability", () => {
    const p = plan({ job: NEW_JOB, newJobName: "Scholar", ability: "wit", factors: 1, allies: [] });
    expect(p.problems).toEqual([]);
    expect(p.jobName).toBe("Scholar");
    expect(p.learning).toBe(true);
    expect(p.pool).toHaveLength(1); // Wits score 1
    expect(p.threshold).toBe(3);
  });

  it("shows the exact odds of the rules, with and without the KISS the character can afford", () => {
    const p = plan({});
    const calibers = ["silver", "silver", "silver", "gold"] as const;
    expect(p.odds?.plain).toBe(taskOdds(calibers, 4));
    expect(p.odds?.withLots).toBe(taskOdds(calibers, 4, { rerolls: 3 }));
    expect(p.odds?.egoReroll).toBe(taskOdds(calibers, 4, { rerolls: "all" }));
    expect(p.odds?.egoSixes).toBe(taskOdds(calibers, 4, { doubleSixes: true, rerolls: 3 }));
    expect(p.odds?.withLots ?? 0).toBeGreaterThan(p.odds?.plain ?? 1);
  });

  it("shows no KISS odds the character cannot afford", () => {
    const broke = { ...sampleCharacter(), lots: 0, ego: false };
    const p = planTask(broke, sampleJobs(), sampleCandidates(), SAMPLE_TASK_CHOICES);
    expect(p.odds).toEqual({
      plain: taskOdds(["silver", "silver", "silver", "gold"], 4),
      withLots: null,
      egoReroll: null,
      egoSixes: null,
    });
  });
});

describe("refusing bad task input", () => {
  it("refuses a threshold outside 1–5", () => {
    expect(codes(plan({ factors: 5 }).problems)).toEqual(["threshold-out-of-range"]);
    expect(codes(plan({ factors: -1 }).problems)).toEqual(["threshold-out-of-range"]);
    expect(plan({ factors: 5 }).odds).toBeNull();
  });

  it("refuses an ally aiding with a level-0 job", () => {
    expect(codes(plan({ allies: ["Actor.melyn|job-melyn-scholar", ""] }).problems)).toEqual(["ally-learning-job"]);
  });

  it("refuses more than two aiding dice", () => {
    const candidates = [
      ...sampleCandidates(),
      ...["a", "b"].map((id) => ({
        actorUuid: `Actor.${id}`,
        name: id,
        character: sampleCharacter(),
        jobs: [readJob(`job-${id}`, "Scholar", { ability: "res", level: 1 })],
      })),
    ];
    const p = planTask(sampleCharacter(), sampleJobs(), candidates, {
      ...SAMPLE_TASK_CHOICES,
      allies: ["Actor.melyn|job-melyn-ritualist", "Actor.a|job-a", "Actor.b|job-b"],
    });
    expect(codes(p.problems)).toEqual(["too-many-allies"]);
  });

  it("refuses the same ally twice, an unknown job and a nameless new job", () => {
    expect(
      codes(plan({ allies: ["Actor.melyn|job-melyn-ritualist", "Actor.melyn|job-melyn-ritualist"] }).problems),
    ).toContain("ally-twice");
    expect(codes(plan({ job: "nope" }).problems)).toEqual(["unknown-job"]);
    expect(codes(plan({ job: NEW_JOB, newJobName: "  " }).problems)).toEqual(["new-job-name-missing"]);
  });
});

describe("the task dialog", () => {
  it("reads ally slots and numbers from the form", () => {
    expect(
      readTaskChoices(
        {
          job: "job-warrior",
          ability: "fin",
          factors: "2",
          ally0: "",
          ally1: "Actor.melyn|job-melyn-ritualist",
          stunt: true,
        },
        SAMPLE_TASK_CHOICES,
      ),
    ).toEqual({
      job: "job-warrior",
      ability: "fin",
      newJobName: "",
      factors: 2,
      allies: ["", "Actor.melyn|job-melyn-ritualist"],
      stunt: true,
      ...NO_MODIFIER_CHOICES,
    });
    // An unticked box is not submitted: no stunt.
    expect(readTaskChoices({ job: "job-warrior" }, { ...SAMPLE_TASK_CHOICES, stunt: true }).stunt).toBe(false);
  });

  it("builds a context with the pool, the odds and the problems' keys", () => {
    const ctx = taskDialogContext("Dhyr", sampleCharacter(), sampleJobs(), sampleCandidates(), SAMPLE_TASK_CHOICES);
    expect(ctx.threshold).toBe(4);
    expect(ctx.poolSize).toBe(4);
    expect(ctx.canRoll).toBe(true);
    const bad = taskDialogContext("Dhyr", sampleCharacter(), sampleJobs(), sampleCandidates(), {
      ...SAMPLE_TASK_CHOICES,
      factors: 7,
    });
    expect(bad.problems).toEqual(["STORY_ENGINES.Venus.Card.Problems.threshold-out-of-range"]);
    expect(bad.canRoll).toBe(false);
  });
});

describe("a task's Limits and Gambits (per-roll caliber changes and exploding dice)", () => {
  const withSources = (choices: Partial<TaskChoices>) =>
    planTask(
      sampleCharacter(),
      sampleJobs(),
      sampleCandidates(),
      { ...SAMPLE_TASK_CHOICES, ...choices },
      SAMPLE_MODIFIER_SOURCES,
    );

  it("“they can reduce an ability caliber by one step for certain rolls”: the roller's dice only, not the aid die", () => {
    // Dhyr's phobia of moonlight as a Limit on the roll: Resolve (Silver) to Bronze; Melyn's die stays Gold.
    const p = withSources({ caliberSteps: -1, caliberBy: "attr-phobia" });
    expect(p.problems).toEqual([]);
    expect(p.caliber).toBe("bronze");
    expect(p.pool.map((d) => d.caliber)).toEqual(["bronze", "bronze", "bronze", "gold"]);
    expect(p.odds?.plain).toBe(taskOdds(["bronze", "bronze", "bronze", "gold"], 4, { explode: false }));
  });

  it("“some can make your dice rolls explode”: the odds count the dice sixes add, with every KISS option", () => {
    const p = withSources({ explode: true, explodeBy: "attr-faelight" });
    expect(p.problems).toEqual([]);
    expect(p.modifiers).toMatchObject({ explode: true, explodeBy: "Faelight blessing", caliber: "silver" });
    const calibers = p.pool.map((d) => d.caliber);
    expect(p.odds).toEqual({
      plain: taskOdds(calibers, 4, { explode: true }),
      withLots: taskOdds(calibers, 4, { rerolls: 3, explode: true }),
      egoReroll: taskOdds(calibers, 4, { rerolls: "all", explode: true }),
      egoSixes: taskOdds(calibers, 4, { doubleSixes: true, rerolls: 3, explode: true }),
    });
    expect(p.odds?.plain ?? 0).toBeGreaterThan(plan({}).odds?.plain ?? 1);
  });

  it("refuses a change or explosions no Limit or Gambit justifies", () => {
    expect(codes(withSources({ caliberSteps: 1 }).problems)).toEqual(["caliber-change-unjustified"]);
    expect(codes(withSources({ explode: true, explodeBy: "attr-phobia" }).problems)).toEqual(["explode-unjustified"]);
    expect(withSources({ explode: true }).odds).toBeNull();
  });

  it("the dialog shows the caliber before and after, and that the dice explode", () => {
    const ctx = taskDialogContext(
      "Dhyr",
      sampleCharacter(),
      sampleJobs(),
      sampleCandidates(),
      { ...SAMPLE_TASK_CHOICES, caliberSteps: -1, caliberBy: "attr-phobia", explode: true, explodeBy: "attr-faelight" },
      SAMPLE_MODIFIER_SOURCES,
    );
    expect(ctx.explode).toBe(true);
    expect(ctx.modifiers).toMatchObject({
      changed: true,
      baseCaliberKey: "STORY_ENGINES.Venus.Card.Caliber.silver",
      caliberKey: "STORY_ENGINES.Venus.Card.Caliber.bronze",
    });
  });
});

describe("who is offered as an ally", () => {
  it("the characters the roller can see, and the character's VINPCs even when hidden; nobody else", () => {
    const kin = vinpcLinks({
      vinpcs: [
        { name: "Arian", uuid: "Actor.arian" },
        { name: "Dormadh", uuid: "" },
      ],
    });
    expect([...kin]).toEqual(["Actor.arian"]);
    expect(offeredAsAlly({ uuid: "Actor.reidh", seen: true }, kin)).toBe(true);
    expect(offeredAsAlly({ uuid: "Actor.arian", seen: false }, kin)).toBe(true);
    expect(offeredAsAlly({ uuid: "Actor.assassin", seen: false }, kin)).toBe(false);
    expect(vinpcLinks({})).toEqual(new Set());
  });
});
