// Planning a side and a challenge (pure): dice after the shock penalty,
// additions, enhancement effects, problems refusing a roll; the dialog's
// choices read from a form; requests read off the wire.
import { describe, expect, it } from "vitest";
import {
  defaultAnswer,
  identityView,
  planSide,
  splitFaces,
  EMPTY_CHOICE,
} from "../../../../src/games/personae/challenge/side-plan";
import {
  challengeDialogContext,
  defaultChoices,
  planChallenge,
  readChoices,
} from "../../../../src/games/personae/challenge/dialog-context";
import { readChoice, readRequest } from "../../../../src/games/personae/challenge/card-request";
import {
  CAPTAIN,
  captainItems,
  DUNMORE,
  dunmoreItems,
  NEWCOMER,
  newcomerItems,
  sampleId,
} from "../../../../src/games/personae/samples";

const dunmore = () => identityView({ ...DUNMORE, items: dunmoreItems() });
const mara = () => identityView({ ...NEWCOMER, items: newcomerItems() });
const captain = () => identityView({ ...CAPTAIN, items: captainItems() });

const AT_ROLL = { timing: "roll" as const, followUps: 0, skill: "" };

describe("planSide", () => {
  it("a skill rolls its rating and adds its attribute; unskilled rolls one die", () => {
    const { side } = planSide(dunmore(), { ...EMPTY_CHOICE, skillId: sampleId("Acrobatics"), attribute: "" });
    expect(side).toMatchObject({ skill: "Acrobatics", skilled: true, attribute: "pro", dice: 3, add: 3 });
    expect(planSide(dunmore(), { ...EMPTY_CHOICE, attribute: "sta" }).side).toMatchObject({
      skilled: false,
      dice: 1,
      add: 2,
    });
  });

  it("assistants, bonus dice, expertise and a critical add dice; shock takes them away, never below 2 skilled", () => {
    const { side } = planSide(dunmore(), {
      ...EMPTY_CHOICE,
      skillId: sampleId("Acrobatics"),
      assistants: 2,
      bonusDice: 1,
      expertiseId: sampleId("Heraldry"),
      critical: "bonusDie",
    });
    expect(side.pool).toBe(3 + 2 + 1 + 1 + 1);
    expect(side.dice).toBe(8);
    const shocked = identityView({ ...DUNMORE, system: { ...DUNMORE.system, shock: 3 }, items: dunmoreItems() });
    expect(planSide(shocked, { ...EMPTY_CHOICE, skillId: sampleId("Acrobatics") }).side).toMatchObject({
      pool: 3,
      dice: 2,
    });
    expect(planSide(shocked, { ...EMPTY_CHOICE, attribute: "com" }).side.dice).toBe(1);
  });

  it("enhancements at the roll: +result, +dice, extra hits; one that is not Superior per challenge", () => {
    const view = mara();
    const { side } = planSide(view, {
      ...EMPTY_CHOICE,
      skillId: sampleId("Haggle"),
      enhancementIds: [sampleId("Silver tongue")],
    });
    expect(side).toMatchObject({ pool: 5, enhancements: ["Silver tongue"] });
    const two = {
      ...view,
      enhancements: [
        ...view.enhancements,
        { id: "a", name: "A", superior: false, effect: "addResult" as const, amount: 1, ...AT_ROLL },
        { id: "b", name: "B", superior: false, effect: "extraHit" as const, amount: 2, ...AT_ROLL },
      ],
    };
    const planned = planSide(two, { ...EMPTY_CHOICE, enhancementIds: ["a", "b"] });
    expect(planned.problems).toContain("STORY_ENGINES.Personae.Challenge.Problem.oneEnhancement");
    expect(planned.side).toMatchObject({ extraHits: 2, add: two.attributes.com + 1 });
  });

  it("refuses an enhancement of another skill, a used-up expertise and a critical not banked", () => {
    const view = mara();
    expect(
      planSide(view, { ...EMPTY_CHOICE, skillId: sampleId("Shoot"), enhancementIds: [sampleId("Silver tongue")] })
        .problems,
    ).toEqual(["STORY_ENGINES.Personae.Challenge.Problem.enhancementOtherSkill"]);
    expect(planSide({ ...view, criticals: 0 }, { ...EMPTY_CHOICE, critical: "autoSuccess" }).problems).toEqual([
      "STORY_ENGINES.Personae.Challenge.Problem.noCriticals",
    ]);
    const used = { ...dunmore(), expertise: [{ id: "x", name: "X", left: 0, dice: 1 }] };
    expect(planSide(used, { ...EMPTY_CHOICE, expertiseId: "x" }).problems).toEqual([
      "STORY_ENGINES.Personae.Challenge.Problem.expertiseUsed",
    ]);
  });

  it("the default answer is the passive defence: Steel + RES against power and preternae attacks, Defend + STA against blows", () => {
    expect(defaultAnswer(captain(), "attack", false)).toMatchObject({ skillId: sampleId("Defend"), attribute: "sta" });
    expect(defaultAnswer(captain(), "attack", true)).toMatchObject({ skillId: sampleId("Steel"), attribute: "res" });
    expect(defaultAnswer(captain(), "interaction", false)).toMatchObject({
      skillId: sampleId("Counter"),
      attribute: "com",
    });
  });
});

describe("planChallenge and the dialog", () => {
  it("unopposed: the chorus rolls the skill's rating − 1; the Dunmore example's odds", () => {
    const view = dunmore();
    const plan = planChallenge(view, [], {
      ...defaultChoices(view, sampleId("Acrobatics"), []),
      side: { ...EMPTY_CHOICE, skillId: sampleId("Acrobatics") },
    });
    expect(plan.problems).toEqual([]);
    expect(plan.rollCounts).toEqual({ actor: 3, chorus: 2 });
    expect(plan.setup.chorus).toEqual({ difficultyId: "normal", difficulty: 2 });
    const live = challengeDialogContext(view, [], defaultChoices(view, sampleId("Acrobatics"), [])).live as {
      odds: number;
      hasOdds: boolean;
    };
    expect(live.hasOdds).toBe(true);
    expect(live.odds).toBeGreaterThan(0.5);
  });

  it("opposed needs a target; an attack needs a hit; a negated identity cannot issue; no automatic success against the chorus", () => {
    const view = dunmore();
    const base = defaultChoices(view, null, []);
    expect(planChallenge(view, [], { ...base, opposition: "opposed" }).problems).toContain(
      "STORY_ENGINES.Personae.Challenge.Problem.noTarget",
    );
    expect(planChallenge(view, [], { ...base, type: "attack", hits: 0 }).problems).toContain(
      "STORY_ENGINES.Personae.Challenge.Problem.attackHits",
    );
    expect(planChallenge({ ...view, negated: true }, [], base).problems).toContain(
      "STORY_ENGINES.Personae.Challenge.Problem.negated",
    );
    expect(
      planChallenge({ ...view, criticals: 1 }, [], { ...base, side: { ...base.side, critical: "autoSuccess" } })
        .problems,
    ).toContain("STORY_ENGINES.Personae.Challenge.Problem.autoUnopposed");
  });

  it("against a visible target the odds use its passive defence; a hidden one shows none", () => {
    const view = mara();
    const targets = [{ uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captain() }];
    const seen = challengeDialogContext(view, targets, defaultChoices(view, null, [CAPTAIN.uuid])).live as {
      hasOdds: boolean;
    };
    expect(seen.hasOdds).toBe(true);
    const hidden = challengeDialogContext(
      view,
      [{ ...targets[0]!, view: null }],
      defaultChoices(view, null, [CAPTAIN.uuid]),
    ).live as { hasOdds: boolean };
    expect(hidden.hasOdds).toBe(false);
  });

  it("reads the form, falling back on what it does not understand", () => {
    const view = mara();
    const targets = [{ uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: null }];
    const prev = defaultChoices(view, null, []);
    const read = readChoices(
      {
        skillId: sampleId("Shoot"),
        type: "attack",
        hits: "2",
        assistants: 99,
        modifier: "-3",
        critical: "bogus",
        target0: true,
        difficultyId: "difficult",
        [`enhancement-${sampleId("Silver tongue")}`]: true,
        goal: "x".repeat(400),
      },
      prev,
      view,
      targets,
    );
    expect(read).toMatchObject({
      type: "attack",
      hits: 2,
      targets: [CAPTAIN.uuid],
      difficultyId: "difficult",
      difficulty: 5,
    });
    expect(read.side).toMatchObject({
      skillId: sampleId("Shoot"),
      assistants: 20,
      modifier: -3,
      critical: "none",
      enhancementIds: [sampleId("Silver tongue")],
    });
    expect(read.goal).toHaveLength(300);
  });
});

describe("requests off the wire", () => {
  it("are read defensively: unknown types, bad indices and junk choices are refused or cleaned", () => {
    expect(
      readRequest({
        type: "answer",
        reactor: 0,
        choice: { skillId: "<script>", attribute: "luck", modifier: 1e9, enhancementIds: ["ok1", 5] },
      }),
    ).toEqual({
      type: "answer",
      reactor: 0,
      choice: { ...EMPTY_CHOICE, modifier: 20, enhancementIds: ["ok1"] },
    });
    expect(readRequest({ type: "applyHits", reactor: 0, entry: -1 })).toBeNull();
    expect(readRequest({ type: "delete" })).toBeNull();
    expect(readRequest(null)).toBeNull();
    expect(readRequest({ type: "followUp", reactor: 1.5 })).toBeNull();
    expect(readRequest({ type: "settle" })).toEqual({ type: "settle" });
    expect(readChoice("junk")).toEqual(EMPTY_CHOICE);
    // Stabilising names the identity that does it.
    expect(readRequest({ type: "stabilise", reactor: 0 })).toBeNull();
    expect(readRequest({ type: "stabilise", reactor: 0, by: "Actor.x<y" })).toBeNull();
    expect(readRequest({ type: "stabilise", reactor: 0, by: "Actor.abc" })).toEqual({
      type: "stabilise",
      reactor: 0,
      by: "Actor.abc",
    });
    // The chorus's dice: d10 faces, a known difficulty, for the card (null) or a reactor.
    const chorus = { type: "chorusRoll", reactor: null, difficultyId: "easy", difficulty: 0, faces: [3, 7] };
    expect(readRequest(chorus)).toEqual(chorus);
    expect(readRequest({ ...chorus, reactor: 1 })).toEqual({ ...chorus, reactor: 1 });
    expect(readRequest({ ...chorus, reactor: "x" })).toBeNull();
    expect(readRequest({ ...chorus, faces: [0, 7] })).toBeNull();
    expect(readRequest({ ...chorus, faces: [3.5] })).toBeNull();
    expect(readRequest({ ...chorus, difficultyId: "brutal" })).toBeNull();
    expect(readRequest({ ...chorus, difficulty: 101 })).toBeNull();
    expect(readRequest({ type: "issuerRoll", faces: [1, 5, 6] })).toEqual({ type: "issuerRoll", faces: [1, 5, 6] });
    expect(readRequest({ type: "issuerRoll", faces: "1,5,6" })).toBeNull();
  });
});

describe("splitFaces", () => {
  it("gives each side of a roll its faces back, sides without dice empty", () => {
    expect(splitFaces([[4, 9], [2]], [2, 0, 1])).toEqual([[4, 9], [], [2]]);
    expect(splitFaces([], [0, 0])).toEqual([[], []]);
  });
});
