import { describe, expect, it } from "vitest";
import { createTaskCard, type CardAction, type TaskCardState } from "../../../../src/games/venus/dice/task-card-state";
import { applyCardAction } from "../../../../src/games/venus/dice/task-card-action";
import { planBookkeeping, type JobSnapshot } from "../../../../src/games/venus/dice/task-card-bookkeeping";
import { ROLLER, sampleBoughtCard, sampleClosedCard, sampleRolledCard } from "../../../../src/games/venus/dice/samples";

function apply(state: TaskCardState, ...actions: CardAction[]): TaskCardState {
  return actions.reduce((s, a) => {
    const r = applyCardAction(s, a, ROLLER);
    expect(r.problems).toEqual([]);
    return r.state;
  }, state);
}

const job = (level: number, exp: number, extra: Partial<JobSnapshot> = {}): JobSnapshot => ({
  name: "Ritualist",
  level,
  exp,
  expOptions: { minimumJobLevel: 1 },
  ...extra,
});

/** A card for a job at `level` (not learning), no allies, with the given dice all silver. */
function cardAt(level: number, values: number[], allies = false): TaskCardState {
  const s = sampleRolledCard();
  const dice = values.map((value) => ({
    caliber: "silver" as const,
    owner: "roller" as const,
    ally: null,
    value,
    kissed: false,
    previousValue: null,
  }));
  return {
    ...s,
    jobLevel: level,
    learning: level === 0,
    threshold: 2,
    allies: allies ? s.allies : [],
    roll: { ...s.roll, dice },
    sources: dice.map(() => null),
  };
}

describe("bookkeeping when the card is closed out", () => {
  it("failed primary → +1 exp on the job; a job levels up when exp reaches 2 × level (exp resets)", () => {
    const plan = planBookkeeping(cardAt(2, [1, 1]), { job: job(2, 3), lots: 0, allyJobs: [] });
    expect(plan.job?.marks).toBe(1);
    expect(plan.job?.after).toMatchObject({ level: 3, exp: 0, levelUps: 1 });
    expect(plan.lines.map((l) => l.key)).toEqual([
      "STORY_ENGINES.Venus.Card.Book.exp.failed-primary",
      "STORY_ENGINES.Venus.Card.Book.levelUp",
    ]);
  });

  it("a bought primary on a level ≥ 1 job marks nothing", () => {
    const s = apply(cardAt(2, [6, 6]), { type: "buy", kind: "primary", id: "primary" });
    const plan = planBookkeeping(s, { job: job(2, 1), lots: 4, allyJobs: [] });
    expect(plan.job).toBeNull();
    expect(plan.lots).toBeNull();
    expect(plan.lines).toEqual([]);
  });

  it("a level-0 job marks +1 exp regardless, on top of the failure's", () => {
    const success = apply(cardAt(0, [6, 6]), { type: "buy", kind: "primary", id: "primary" });
    expect(planBookkeeping(success, { job: job(0, 3), lots: 0, allyJobs: [] }).job?.after).toMatchObject({
      level: 0,
      exp: 4,
    });
    const failure = cardAt(0, [1, 1]);
    expect(planBookkeeping(failure, { job: job(0, 3), lots: 0, allyJobs: [] }).job?.after).toMatchObject({
      level: 0,
      exp: 5,
    });
  });

  it("a level-0 job graduates at 16 exp to the minimum job level (the ruling)", () => {
    const plan = planBookkeeping(cardAt(0, [1, 1]), {
      job: job(0, 14, { expOptions: { minimumJobLevel: 2 } }),
      lots: 0,
      allyJobs: [],
    });
    expect(plan.job?.after).toMatchObject({ level: 2, exp: 0, graduated: true });
    expect(plan.lines.at(-1)).toEqual({
      key: "STORY_ENGINES.Venus.Card.Book.graduated",
      data: { job: "Ritualist", level: 2 },
    });
  });

  it("graduates to the lower inherited score under the variant setting", () => {
    const plan = planBookkeeping(cardAt(0, [1, 1]), {
      job: job(0, 15, {
        expOptions: { minimumJobLevel: 1, graduationRule: "lower-inherited-score", inheritedScores: [5, 3] },
      }),
      lots: 0,
      allyJobs: [],
    });
    expect(plan.job?.after).toMatchObject({ level: 3, graduated: true });
  });

  it("each ally marks +1 exp on the job they aided with, whatever happened", () => {
    const s = apply(cardAt(1, [6, 6], true), { type: "buy", kind: "primary", id: "primary" });
    const plan = planBookkeeping(s, { job: job(1, 0), lots: 0, allyJobs: [job(2, 3, { name: "Ritualist" })] });
    expect(plan.allies[0]?.marks).toBe(1);
    expect(plan.allies[0]?.after).toMatchObject({ level: 3, exp: 0 });
    expect(plan.lines[0]).toEqual({
      key: "STORY_ENGINES.Venus.Card.Book.exp.aided",
      data: { name: "Melyn", job: "Ritualist" },
    });
  });

  it("two allies each mark +1 exp on their own job, not both on the first's", () => {
    const state = createTaskCard(
      {
        actorUuid: "Actor.dhyr",
        actorName: "Dhyr",
        img: "icons/svg/mystery-man.svg",
        jobId: "job-ritualist",
        jobName: "Ritualist",
        jobLevel: 1,
        learning: false,
        ability: "res",
        caliber: "silver",
        threshold: 2,
        allies: [
          {
            actorUuid: "Actor.melyn",
            name: "Melyn",
            jobId: "job-melyn-ritualist",
            jobName: "Ritualist",
            jobLevel: 2,
            caliber: "gold",
          },
          {
            actorUuid: "Actor.oren",
            name: "Oren",
            jobId: "job-oren-sailor",
            jobName: "Sailor",
            jobLevel: 3,
            caliber: "copper",
          },
        ],
        pool: [
          { caliber: "silver", owner: "roller", ally: null },
          { caliber: "gold", owner: "ally", ally: 0 },
          { caliber: "copper", owner: "ally", ally: 1 },
        ],
      },
      [1, 2, 3],
    );
    const plan = planBookkeeping(state, {
      job: job(1, 0),
      lots: 0,
      allyJobs: [job(2, 3, { name: "Ritualist" }), job(3, 1, { name: "Sailor" })],
    });
    expect(plan.allies.map((a) => a?.marks)).toEqual([1, 1]);
    expect(plan.allies.map((a) => a?.before)).toEqual([
      { level: 2, exp: 3 },
      { level: 3, exp: 1 },
    ]);
    // Melyn's Ritualist reaches 4 exp = 2 × level 2 and levels up; Oren's Sailor only gains the mark.
    expect(plan.allies[0]?.after).toMatchObject({ level: 3, exp: 0, levelUps: 1 });
    expect(plan.allies[1]?.after).toMatchObject({ level: 3, exp: 2, levelUps: 0 });
    expect(plan.job?.after).toMatchObject({ level: 1, exp: 1 });
    expect(plan.lines).toEqual([
      { key: "STORY_ENGINES.Venus.Card.Book.exp.failed-primary", data: { job: "Ritualist" } },
      { key: "STORY_ENGINES.Venus.Card.Book.exp.aided", data: { name: "Melyn", job: "Ritualist" } },
      { key: "STORY_ENGINES.Venus.Card.Book.exp.aided", data: { name: "Oren", job: "Sailor" } },
      { key: "STORY_ENGINES.Venus.Card.Book.levelUp", data: { job: "Melyn: Ritualist", level: 3 } },
    ]);
  });

  it("skips an ally whose job is gone", () => {
    const plan = planBookkeeping(cardAt(1, [1, 1], true), { job: job(1, 0), lots: 0, allyJobs: [null] });
    expect(plan.allies).toEqual([null]);
  });

  it("'learned something' → +1 exp; 'true intentions' → +1 Lot", () => {
    const s = apply(
      cardAt(3, [6, 6, 6, 6]),
      { type: "buy", kind: "primary", id: "primary" },
      { type: "buy", kind: "tertiary", id: "learned", on: "primary" },
      { type: "buy", kind: "tertiary", id: "intentions", on: "primary" },
    );
    const plan = planBookkeeping(s, { job: job(3, 0), lots: 4, allyJobs: [] });
    expect(plan.job?.after).toMatchObject({ level: 3, exp: 1 });
    expect(plan.lots).toBe(5);
  });

  it("a Lot earned past 10 becomes exp", () => {
    const s = apply(
      cardAt(3, [6, 6, 6]),
      { type: "buy", kind: "primary", id: "primary" },
      { type: "buy", kind: "tertiary", id: "intentions" },
    );
    const plan = planBookkeeping(s, { job: job(3, 2), lots: 10, allyJobs: [] });
    expect(plan.lots).toBeNull();
    expect(plan.job?.after).toMatchObject({ level: 3, exp: 3 });
    expect(plan.lines[0]?.key).toBe("STORY_ENGINES.Venus.Card.Book.exp.lot-overflow");
  });

  it("'true intentions' writes the new Lot count on the card", () => {
    const s = apply(
      cardAt(3, [6, 6, 6]),
      { type: "buy", kind: "primary", id: "primary" },
      { type: "buy", kind: "tertiary", id: "intentions" },
    );
    const plan = planBookkeeping(s, { job: job(3, 0), lots: 4, allyJobs: [] });
    expect(plan.lines).toEqual([{ key: "STORY_ENGINES.Venus.Card.Book.lot", data: { lots: 5 } }]);
  });

  it("a Lot past 10 becomes exp on the job the player picks ('any skills of your choice')", () => {
    const s = apply(
      cardAt(3, [6, 6, 6]),
      { type: "buy", kind: "primary", id: "primary" },
      { type: "buy", kind: "tertiary", id: "intentions" },
    );
    const warrior = { ...job(1, 1, { name: "Warrior" }), id: "job-warrior" };
    const plan = planBookkeeping(s, { job: job(3, 2), lots: 10, allyJobs: [], overflowJob: warrior });
    // The task's own job marks nothing (primary bought, level 3); Warrior reaches 2 exp = 2 × level 1.
    expect(plan.job).toBeNull();
    expect(plan.overflow).toEqual({
      before: { level: 1, exp: 1 },
      after: expect.objectContaining({ level: 2, exp: 0, levelUps: 1 }),
      marks: 1,
    });
    expect(plan.lines).toEqual([
      { key: "STORY_ENGINES.Venus.Card.Book.exp.lot-overflow", data: { job: "Warrior" } },
      { key: "STORY_ENGINES.Venus.Card.Book.levelUp", data: { job: "Warrior", level: 2 } },
    ]);
    // Picking the task's own job is the default: the exp lands there.
    const own = { ...job(3, 2), id: s.jobId };
    const back = planBookkeeping(s, { job: job(3, 2), lots: 10, allyJobs: [], overflowJob: own });
    expect(back.overflow).toBeNull();
    expect(back.job?.after).toMatchObject({ level: 3, exp: 3 });
    expect(back.lines).toEqual([{ key: "STORY_ENGINES.Venus.Card.Book.exp.lot-overflow", data: { job: "Ritualist" } }]);
  });

  it("reminds the table of the prize and the unexpected boon", () => {
    const s = apply(
      cardAt(3, [6, 6]),
      { type: "buy", kind: "tertiary", id: "prize" },
      { type: "buy", kind: "tertiary", id: "unexpected" },
    );
    const keys = planBookkeeping(s, { job: job(3, 0), lots: 0, allyJobs: [] }).lines.map((l) => l.key);
    expect(keys).toContain("STORY_ENGINES.Venus.Card.Book.reminder.additional-prize");
    expect(keys).toContain("STORY_ENGINES.Venus.Card.Book.reminder.unexpected-boon");
  });

  it("The King's Ritual: learning (+1) and 'learned something' (+1) graduate Ritualist; Melyn levels up", () => {
    const plan = planBookkeeping(sampleBoughtCard(), {
      job: job(0, 15),
      lots: 2,
      allyJobs: [job(2, 3)],
    });
    // The first mark fills the 16-exp bar (graduation, slate wiped); the second starts the new bar.
    expect(plan.job?.after).toMatchObject({ level: 1, exp: 1, graduated: true });
    expect(plan.allies[0]?.after).toMatchObject({ level: 3, exp: 0 });
    expect(sampleClosedCard().bookkeeping).toEqual(plan.lines);
  });
});
