// The task card's decisions that belong to others than the roller (pure):
// allies answer the call for aid before their die joins the pool ("Up to two
// allies may each add one die … the ally marks 1 exp on their job whatever
// happens": no answer, no die and no exp), the FC's relative factors ("Threshold
// = 1 + up to four relative factors"), and the approvals KISS sources need —
// Insight/Specialty from a Peer; a stunt from nobody, the FC vetoing it before the roll.
import { describe, expect, it } from "vitest";
import {
  createGatheringCard,
  type CardAction,
  type CardUser,
  type TaskCardSetup,
  type TaskCardState,
} from "../../../../src/games/venus/dice/task-card-state";
import { applyCardAction } from "../../../../src/games/venus/dice/task-card-action";
import { planBookkeeping } from "../../../../src/games/venus/dice/task-card-bookkeeping";
import { taskCardContext } from "../../../../src/games/venus/dice/task-card-context";
import { poolFromFaces, poolToRoll } from "../../../../src/games/venus/dice/task-card-table";

const present = { fc: true, peer: true };
const EXP = { graduationRule: "minimum-job-level" as const, minimumJobLevel: 1, inheritedScores: [0] };
/** Ann plays Gwyn, who rolls; Bob plays Reidh (ally 0); Dormadh (ally 1) is an NPC, the FC's. */
const ANN: CardUser = {
  isGM: false,
  ownsRoller: true,
  ownsAllies: [false, false],
  isFC: false,
  isPeer: false,
  allyPlayers: [true, false],
  present,
};
const BOB: CardUser = { ...ANN, ownsRoller: false, ownsAllies: [true, false], isPeer: true };
const CID: CardUser = { ...ANN, ownsRoller: false, isPeer: true };
const FC: CardUser = { ...ANN, isGM: true, ownsAllies: [true, true], isFC: true, isPeer: true };

const SETUP: TaskCardSetup = {
  actorUuid: "Actor.gwyn",
  actorName: "Gwyn",
  img: "",
  jobId: "job-courtier",
  jobName: "Courtier",
  jobLevel: 2,
  learning: false,
  ability: "app",
  caliber: "silver",
  threshold: 2,
  allies: [
    { actorUuid: "Actor.reidh", name: "Reidh", jobId: "j-r", jobName: "Diplomat", jobLevel: 1, caliber: "gold" },
    { actorUuid: "Actor.dormadh", name: "Dormadh", jobId: "j-d", jobName: "Soldier", jobLevel: 3, caliber: "bronze" },
  ],
  pool: [
    { caliber: "silver", owner: "roller", ally: null },
    { caliber: "silver", owner: "roller", ally: null },
    { caliber: "gold", owner: "ally", ally: 0 },
    { caliber: "bronze", owner: "ally", ally: 1 },
  ],
};

function run(state: TaskCardState, steps: [CardUser, CardAction][]): TaskCardState {
  return steps.reduce((s, [user, action]) => {
    const result = applyCardAction(s, action, user);
    expect(result.problems, JSON.stringify(action)).toEqual([]);
    return result.state;
  }, state);
}
const codes = (state: TaskCardState, action: CardAction, user: CardUser): string[] =>
  applyCardAction(state, action, user).problems.map((p) => p.code);

describe("allies answer the call for aid before the pool is rolled", () => {
  const asked = createGatheringCard(SETUP);

  it("nothing is rolled while the allies are asked; the roller cannot KISS or buy yet", () => {
    expect(asked.roll.dice).toEqual([]);
    expect(asked.allies.map((a) => a.answer)).toEqual(["asked", "asked"]);
    expect(codes(asked, { type: "buy", kind: "primary", id: "primary" }, ANN)).toEqual(["not-rolled"]);
    expect(taskCardContext(asked, ANN, { lots: 2, ego: false })).toMatchObject({
      gathering: true,
      canRollPool: true,
      canSpend: false,
      kissOpen: false,
    });
  });

  it("awaits the allies' answerers and the roller while the allies are asked, not a Peer with nothing to do", () => {
    const awaits = (user: CardUser, state = asked) =>
      taskCardContext(state, user, { lots: 0, ego: false }).awaitsViewer;
    expect([ANN, BOB, FC, CID].map((u) => awaits(u))).toEqual([true, true, true, false]);
    // Once both answered, Bob has nothing left to decide; Ann rolls.
    const answered = run(asked, [
      [BOB, { type: "join", ally: 0 }],
      [FC, { type: "refuse", ally: 1 }],
    ]);
    expect(awaits(BOB, answered)).toBe(false);
    expect(awaits(ANN, answered)).toBe(true);
  });

  it("the ally's player answers for a PC; the FC for an NPC; nobody else", () => {
    expect(codes(asked, { type: "join", ally: 0 }, CID)).toEqual(["not-allowed"]);
    expect(codes(asked, { type: "join", ally: 0 }, ANN)).toEqual(["not-allowed"]);
    // The FC does not decide for a player's character…
    expect(codes(asked, { type: "join", ally: 0 }, FC)).toEqual(["not-allowed"]);
    // …and a player does not decide for the FC's NPC.
    expect(codes(asked, { type: "refuse", ally: 1 }, BOB)).toEqual(["not-allowed"]);
    const ctx = (user: CardUser) =>
      taskCardContext(asked, user, { lots: 0, ego: false }).allies as { canAnswer: boolean }[];
    expect(ctx(BOB).map((a) => a.canAnswer)).toEqual([true, false]);
    expect(ctx(FC).map((a) => a.canAnswer)).toEqual([false, true]);
    expect(ctx(ANN).map((a) => a.canAnswer)).toEqual([false, false]);
  });

  it("one joins, one refuses: only the joined ally's die is rolled, and only they mark exp", () => {
    const answered = run(asked, [
      [BOB, { type: "join", ally: 0 }],
      [FC, { type: "refuse", ally: 1 }],
    ]);
    expect(poolToRoll(answered).map((d) => d.caliber)).toEqual(["silver", "silver", "gold"]);
    // Four faces for a three-die pool, or a face no d6 shows, do not fit.
    expect(codes(answered, { type: "roll", faces: [4, 2, 3, 1] }, ANN)).toEqual(["reroll-mismatch"]);
    expect(codes(answered, { type: "roll", faces: [4, 2, 7] }, ANN)).toEqual(["reroll-mismatch"]);
    expect(codes(answered, { type: "roll", faces: [4, 2, 3] }, BOB)).toEqual(["not-allowed"]);
    const rolled = run(answered, [[ANN, { type: "roll", faces: [4, 2, 3] }]]);
    expect(rolled.gathering).toBeUndefined();
    expect(rolled.roll.dice.map((d) => [d.caliber, d.value, d.ally])).toEqual([
      ["silver", 4, null],
      ["silver", 2, null],
      ["gold", 3, 0],
    ]);
    // Silver 4 ✓, 2 ✗, Gold 3 ✓: two successes buy the primary (threshold 2); closing marks Reidh only.
    const closed = run(rolled, [
      [ANN, { type: "buy", kind: "primary", id: "primary" }],
      [ANN, { type: "close" }],
    ]);
    const plan = planBookkeeping(closed, {
      job: null,
      lots: 0,
      allyJobs: [
        { name: "Diplomat", level: 1, exp: 1, expOptions: EXP },
        { name: "Soldier", level: 3, exp: 0, expOptions: EXP },
      ],
      overflowJob: null,
    });
    // Reidh's Diplomat (level 1, 1 exp) marks 1 exp: 2 = twice its level, so it levels up to 2.
    expect(plan.allies.map((a) => (a ? { level: a.after.level, exp: a.after.exp } : null))).toEqual([
      { level: 2, exp: 0 },
      null,
    ]);
  });

  it("an ally withdraws before the roll, not after; an ally never answering adds no die", () => {
    const joined = run(asked, [[BOB, { type: "join", ally: 0 }]]);
    const withdrawn = run(joined, [[BOB, { type: "withdraw", ally: 0 }]]);
    expect(withdrawn.allies[0]?.answer).toBe("refused");
    expect(poolToRoll(withdrawn).length).toBe(2);
    const rolled = run(joined, [[ANN, { type: "roll", faces: [5, 5, 5] }]]);
    expect(codes(rolled, { type: "withdraw", ally: 0 }, BOB)).toEqual(["ally-rolled"]);
    // Dormadh never answered: no die, and the card says he is not aiding.
    expect(rolled.allies[1]?.answer).toBe("refused");
  });

  it("exploding dice: each six adds a die of its run, which may explode again", () => {
    const pool = SETUP.pool.slice(0, 3);
    // Gwyn's silver run rolls 6, 2; the 6 adds a silver die (6), which adds another (3); Reidh's gold die: 5.
    expect(poolFromFaces(pool, true, [6, 2, 6, 3, 5])).toEqual({
      pool: [pool[0], pool[1], pool[0], pool[0], pool[2]],
      values: [6, 2, 6, 3, 5],
      added: [2, 3],
    });
    expect(poolFromFaces(pool, true, [6, 2, 5])).toBeNull();
    expect(poolFromFaces(pool, false, [6, 2, 5])).toMatchObject({ added: [] });
  });
});

describe("the FC decides before the dice; stunts; the approvals KISS sources need", () => {
  // Gwyn alone: Courtier 2 (two Silver dice), the FC's factors awaited.
  const open = (extra: Partial<TaskCardSetup> = {}): TaskCardState =>
    createGatheringCard({ ...SETUP, allies: [], pool: SETUP.pool.slice(0, 2), awaitFC: true, ...extra });
  const kiss = (
    requests: { die: number; source: "insight" | "stunt" | "specialty" | "lot" }[],
    value = 6,
  ): CardAction => ({
    type: "kiss",
    requests,
    rerolls: requests.map((r) => ({ die: r.die, value })),
    resources: { lots: 2, ego: false },
  });

  it("the FC sets the factors before the roll; the roller rolls only then; once rolled no factor changes", () => {
    const card = open();
    expect(card.fcFactors).toBeNull();
    expect(taskCardContext(card, ANN, { lots: 2, ego: false })).toMatchObject({
      factors: { awaited: true, byFC: true, canSet: false },
      canRollPool: false,
      kissOpen: false,
      canSpend: false,
    });
    expect((taskCardContext(card, FC, { lots: 2, ego: false }).factors as { canSet: boolean }).canSet).toBe(true);
    expect(codes(card, { type: "roll", faces: [2, 5] }, ANN)).toEqual(["factors-awaited"]);
    expect(codes(card, { type: "factors", factors: 1 }, ANN)).toEqual(["not-allowed"]);
    expect(codes(card, { type: "factors", factors: 1 }, BOB)).toEqual(["not-allowed"]);
    expect(codes(card, { type: "factors", factors: 5 }, FC)).toEqual(["threshold-out-of-range"]);
    // Threshold = 1 + three relative factors = 4; the FC may change it again while nothing is rolled.
    const set = run(card, [
      [FC, { type: "factors", factors: 2 }],
      [FC, { type: "factors", factors: 3 }],
    ]);
    expect(set.threshold).toBe(4);
    expect(taskCardContext(set, ANN, { lots: 2, ego: false }).canRollPool).toBe(true);
    // Silver 2 ✗, 5 ✓: one success, short of the price of 4.
    const rolled = run(set, [[ANN, { type: "roll", faces: [2, 5] }]]);
    expect(rolled.roll.dice.map((d) => d.value)).toEqual([2, 5]);
    expect(codes(rolled, { type: "factors", factors: 0 }, FC)).toEqual(["dice-rolled"]);
    expect(codes(rolled, { type: "factors", factors: 0 }, ANN)).toEqual(["not-allowed"]);
    expect((taskCardContext(rolled, FC, { lots: 2, ego: false }).factors as { canSet: boolean }).canSet).toBe(false);
    expect(codes(rolled, { type: "buy", kind: "primary", id: "primary" }, ANN)).toEqual(["spend-over-budget"]);
    expect(rolled.threshold).toBe(4);
    // The roller's steps after the roll wait for no one: a Lot KISSes die 1 (2 → 6).
    expect(run(rolled, [[ANN, kiss([{ die: 0, source: "lot" }])]]).roll.dice[0]).toMatchObject({ value: 6 });
  });

  it("with no FC connected the roller sets the factors before the roll, not after", () => {
    const alone: CardUser = { ...ANN, present: { fc: false, peer: false } };
    const card = open();
    expect(taskCardContext(card, alone, { lots: 0, ego: false }).canRollPool).toBe(true);
    const set = run(card, [[alone, { type: "factors", factors: 0 }]]);
    expect(set.threshold).toBe(1);
    const rolled = run(set, [[alone, { type: "roll", faces: [2, 5] }]]);
    expect(codes(rolled, { type: "factors", factors: 2 }, alone)).toEqual(["dice-rolled"]);
    expect(applyCardAction(rolled, { type: "buy", kind: "primary", id: "primary" }, alone).problems).toEqual([]);
  });

  it("a declared stunt needs no approval; the FC may veto it before the roll only; an ally stunts their own die", () => {
    const card = createGatheringCard({ ...SETUP, awaitFC: true, stunt: true });
    expect(card.stunt).toBe("declared");
    // Bob joins Reidh with a stunt on Reidh's die; the FC refuses for Dormadh (an NPC).
    const answered = run(card, [
      [BOB, { type: "join", ally: 0, stunt: true }],
      [FC, { type: "refuse", ally: 1 }],
    ]);
    expect(answered.allies.map((a) => a.stunt)).toEqual(["declared", undefined]);
    expect(codes(answered, { type: "vetoStunt", ally: null }, ANN)).toEqual(["not-allowed"]);
    expect(codes(answered, { type: "vetoStunt", ally: null }, BOB)).toEqual(["not-allowed"]);
    expect(codes(answered, { type: "vetoStunt", ally: 1 }, FC)).toEqual(["agreement-not-needed"]);
    const fcView = taskCardContext(answered, FC, { lots: 0, ego: false });
    expect(fcView.stunt).toEqual({ key: "STORY_ENGINES.Venus.Card.Stunt.declared", canVeto: true });
    expect((fcView.allies as { canVetoStunt: boolean }[]).map((a) => a.canVetoStunt)).toEqual([true, false]);
    expect((taskCardContext(answered, ANN, { lots: 0, ego: false }).stunt as { canVeto: boolean }).canVeto).toBe(false);
    // The FC vetoes Gwyn's stunt, sets one factor (threshold 2); Gwyn rolls Silver 2, 3 and Reidh's Gold 1: no success.
    const rolled = run(answered, [
      [FC, { type: "vetoStunt", ally: null }],
      [FC, { type: "factors", factors: 1 }],
      [ANN, { type: "roll", faces: [2, 3, 1] }],
    ]);
    expect(rolled.stunt).toBe("vetoed");
    expect(rolled.threshold).toBe(2);
    expect(codes(rolled, { type: "vetoStunt", ally: 0 }, FC)).toEqual(["dice-rolled"]);
    // Gwyn's vetoed stunt KISSes nothing; Reidh's stunt KISSes his own die, asking no one (3 on Gold: a success).
    expect(codes(rolled, kiss([{ die: 0, source: "stunt" }]), ANN)).toEqual(["stunt-not-declared"]);
    expect(codes(rolled, kiss([{ die: 1, source: "stunt" }]), ANN)).toEqual(["stunt-not-declared"]);
    const kissed = run(rolled, [[ANN, kiss([{ die: 2, source: "stunt" }], 3)]]);
    expect(kissed.roll.dice[2]).toMatchObject({ value: 3, kissed: true, previousValue: 1 });
    expect(kissed.approvals).toBeUndefined();
  });

  it("an unvetoed stunt KISSes one of the roller's dice at once, even with the FC and Peers connected", () => {
    const rolled = run(open({ stunt: true }), [
      [FC, { type: "factors", factors: 0 }],
      [ANN, { type: "roll", faces: [2, 5] }],
    ]);
    expect(codes(rolled, { type: "ask", requests: [{ die: 0, source: "stunt" as "insight" }] }, ANN)).toEqual([
      "nothing-selected",
    ]);
    // One stunt, one die: two is one too many (the rules' limit).
    expect(
      codes(
        rolled,
        kiss([
          { die: 0, source: "stunt" },
          { die: 1, source: "stunt" },
        ]),
        ANN,
      ),
    ).toEqual(["kiss-stunt-exceeded"]);
    const kissed = run(rolled, [[ANN, kiss([{ die: 0, source: "stunt" }], 4)]]);
    // Silver 4 ✓ and 5 ✓: two successes.
    expect(kissed.roll.dice.map((d) => d.value)).toEqual([4, 5]);
  });

  it("an Insight waits for a Peer's approval — another player or the FC, not the roller; approved, it counts", () => {
    const card = run(open(), [
      [FC, { type: "factors", factors: 1 }],
      [ANN, { type: "roll", faces: [2, 5] }],
    ]);
    expect(codes(card, kiss([{ die: 0, source: "insight" }]), ANN)).toEqual(["approval-awaited"]);
    const asked = run(card, [
      [
        ANN,
        {
          type: "ask",
          requests: [
            { die: 0, source: "insight" },
            { die: 1, source: "specialty" },
          ],
        },
      ],
    ]);
    expect(asked.approvals?.map((a) => a.status)).toEqual(["asked", "asked"]);
    expect(codes(asked, { type: "approve", index: 0 }, ANN)).toEqual(["not-allowed"]);
    const ctx = taskCardContext(asked, ANN, { lots: 0, ego: false });
    expect(ctx.approvals).toMatchObject([
      { number: 1, awaitedKey: "STORY_ENGINES.Venus.Card.Approval.from.peer", canDecide: false },
      { number: 2, awaitedKey: "STORY_ENGINES.Venus.Card.Approval.from.peer", canDecide: false },
    ]);
    const decided = run(asked, [
      [BOB, { type: "approve", index: 0 }],
      [FC, { type: "veto", index: 1 }],
    ]);
    expect(codes(decided, kiss([{ die: 1, source: "specialty" }]), ANN)).toEqual(["approval-awaited"]);
    const kissed = run(decided, [[ANN, kiss([{ die: 0, source: "insight" }])]]);
    expect(kissed.roll.dice[0]).toMatchObject({ value: 6, kissed: true, previousValue: 2 });
    expect((taskCardContext(decided, ANN, { lots: 0, ego: false }).dice as { preset: string }[])[0]?.preset).toBe(
      "insight",
    );
  });

  it("with nobody connected to approve, the roller's Insight counts as before", () => {
    const alone: CardUser = { ...ANN, present: { fc: false, peer: false } };
    const card = run(open(), [[alone, { type: "roll", faces: [2, 5] }]]);
    expect(applyCardAction(card, kiss([{ die: 0, source: "insight" }], 4), alone).problems).toEqual([]);
  });
});

describe("with no GM connected, others' answers wait for one (the GM's client writes the roller's card)", () => {
  const away = { fc: false, peer: true, gm: false };
  const waits = (state: TaskCardState, user: CardUser): unknown =>
    taskCardContext(state, { ...user, present: away }, { lots: 2, ego: false }).waitsForGM;

  it("the card says so to the roller and the ally's player while an ally is asked, and not once everyone answered", () => {
    const asked = createGatheringCard(SETUP);
    expect(waits(asked, ANN)).toBe(true);
    expect(waits(asked, BOB)).toBe(true);
    // A GM connected (or the card from before presence was known): nothing waits.
    expect(taskCardContext(asked, ANN, { lots: 2, ego: false }).waitsForGM).toBe(false);
    const answered = run(asked, [
      [BOB, { type: "refuse", ally: 0 }],
      [FC, { type: "refuse", ally: 1 }],
    ]);
    expect(waits(answered, ANN)).toBe(false);
  });

  it("while a Peer's approval is asked, and no longer once it is given", () => {
    const rolled = run(createGatheringCard(SETUP), [
      [BOB, { type: "refuse", ally: 0 }],
      [FC, { type: "refuse", ally: 1 }],
      [ANN, { type: "roll", faces: [2, 5] }],
    ]);
    expect(waits(rolled, CID)).toBe(false);
    const asked = run(rolled, [[ANN, { type: "ask", requests: [{ die: 0, source: "insight" }] }]]);
    expect(waits(asked, CID)).toBe(true);
    expect(waits(run(asked, [[CID, { type: "approve", index: 0 }]]), ANN)).toBe(false);
  });
});
