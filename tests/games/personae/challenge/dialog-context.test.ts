// The challenge dialog's context and form beyond plan.test.ts: every list the
// template offers with its selection, the live figures (SRD "The challenge":
// skill dice − shock penalty, the attribute added to the highest die; the
// unopposed chorus rolls the skill's rating − 1 and adds the difficulty: Easy
// +0 … Nearly Impossible +10) and the setup a roll is made from.
import { describe, expect, it } from "vitest";
import { identityView, EMPTY_CHOICE } from "../../../../src/games/personae/challenge/side-plan";
import {
  challengeDialogContext,
  defaultChoices,
  planChallenge,
  readChoices,
  type ChallengeChoices,
} from "../../../../src/games/personae/challenge/dialog-context";
import {
  CAPTAIN,
  captainItems,
  DUNMORE,
  dunmoreItems,
  preternae,
  sampleId,
  sphere,
} from "../../../../src/games/personae/samples";

const L = "STORY_ENGINES.Personae";
const items = [
  ...dunmoreItems(),
  preternae("Shadow bolt", { hits: 2, challenge: "attack" }),
  sphere("Fencing", { kind: "expertise", uses: 1, used: 1, dice: 1 }),
];
const dunmore = () => identityView({ ...DUNMORE, items });
const captain = () => identityView({ ...CAPTAIN, items: captainItems() });
const ACRO = sampleId("Acrobatics");

type Row = Record<string, unknown>;
type Lists = "skills" | "attributes" | "types" | "criticalChoices" | "difficulties" | "preternae" | "expertise";
type Ctx = Row & Record<Lists | "enhancements" | "targets", Row[]> & { live: Row };
const ctxOf = (choices: ChallengeChoices, targets = [{ uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captain() }]) =>
  challengeDialogContext(dunmore(), targets, choices) as unknown as Ctx;

describe("the challenge dialog's lists", () => {
  const choices: ChallengeChoices = {
    ...defaultChoices(dunmore(), ACRO, []),
    type: "power",
    goal: "Reach the bell tower",
    difficultyId: "custom",
    difficulty: 4,
    side: { ...EMPTY_CHOICE, skillId: ACRO, expertiseId: sampleId("Heraldry"), critical: "bonusDie", assistants: 1 },
  };
  // Built inside each test, so the mutation run credits the test that reads it.
  const dialog = () => ctxOf(choices);

  it("skills: unskilled first, then each unlocked skill with its rating, the chosen one selected", () => {
    const ctx = dialog();
    expect(ctx.skills[0]).toEqual({ value: "", label: "", unskilled: true, selected: false });
    expect(ctx.skills.find((s) => s.value === ACRO)).toEqual({
      value: ACRO,
      label: "Acrobatics (3)",
      unskilled: false,
      selected: true,
    });
    expect(ctx.skills.filter((s) => s.selected)).toHaveLength(1);
  });

  it("attributes with scores, the skill's own selected; types, criticals and difficulties with theirs", () => {
    const ctx = dialog();
    expect(ctx.attributes.map((a) => [a.value, a.score, a.selected])).toEqual([
      ["com", 2, false],
      ["cng", 2, false],
      ["res", 1, false],
      ["pro", 3, true],
      ["kno", 0, false],
      ["sta", 2, false],
    ]);
    expect(ctx.attributes[3]?.labelKey).toBe(`${L}.AttributeAbbr.pro`);
    expect(ctx.types).toEqual(
      ["interaction", "power", "attack"].map((t) => ({
        value: t,
        labelKey: `${L}.ChallengeType.${t}`,
        selected: t === "power",
      })),
    );
    expect(ctx.criticalChoices).toEqual(
      ["none", "autoSuccess", "bonusDie", "extraHit"].map((c) => ({
        value: c,
        labelKey: `${L}.CriticalUse.${c}`,
        selected: c === "bonusDie",
      })),
    );
    expect(ctx.difficulties.map((d) => [d.value, d.add, d.selected])).toEqual([
      ["easy", 0, false],
      ["simple", 1, false],
      ["normal", 2, false],
      ["challenging", 3, false],
      ["difficult", 5, false],
      ["veryDifficult", 7, false],
      ["extremelyDifficult", 9, false],
      ["nearlyImpossible", 10, false],
      ["custom", 4, true],
    ]);
    expect(ctx.difficulties[8]?.labelKey).toBe(`${L}.Difficulty.custom`);
    expect(ctx.difficulties[0]?.labelKey).toBe(`${L}.Difficulty.easy`);
  });

  it("preternae with their hits; expertise with uses left (a spent one disabled); enhancements ticked", () => {
    const ctx = dialog();
    expect(ctx.preternae).toEqual([{ value: sampleId("Shadow bolt"), label: "Shadow bolt", hits: 2, selected: false }]);
    expect(ctx.expertise).toEqual([
      { value: sampleId("Fencing"), label: "Fencing", left: 0, disabled: true, selected: false },
      { value: sampleId("Heraldry"), label: "Heraldry", left: 1, disabled: false, selected: true },
    ]);
    expect(ctx.enhancements).toEqual([
      { id: sampleId("City-bred"), name: "City-bred", superior: false, checked: false },
    ]);
  });

  it("the figures typed in, the targets, and the live dice: 3 + assistant + expertise + critical", () => {
    const ctx = dialog();
    expect(ctx).toMatchObject({
      name: "Dunmore",
      goal: "Reach the bell tower",
      assistants: 1,
      bonusDice: 0,
      modifier: 0,
      hits: 0,
      criticals: 1,
      opposed: false,
      difficulty: 4,
    });
    expect(ctx.targets).toEqual([{ index: 0, name: CAPTAIN.name, checked: false }]);
    expect(ctx.live).toMatchObject({ dice: 6, pool: 6, penalty: 0, add: 3, chorusDice: 2, problems: [] });
  });

  it("shock takes dice away: the penalty is what the pool loses", () => {
    const shocked = identityView({ ...DUNMORE, system: { ...DUNMORE.system, shock: 2 }, items });
    const live = challengeDialogContext(shocked, [], { ...choices }).live as Row;
    expect(live).toMatchObject({ pool: 6, dice: 4, penalty: 2 });
  });
});

describe("the plan a roll is made from", () => {
  it("opposed: the chosen targets (not the issuer) as reactors, shown only as far as they are visible", () => {
    const view = dunmore();
    const targets = [
      { uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captain() },
      { uuid: "Actor.door", name: "A door", view: null },
      { uuid: view.uuid, name: view.name, view },
    ];
    const plan = planChallenge(view, targets, {
      ...defaultChoices(view, ACRO, [CAPTAIN.uuid, "Actor.door", view.uuid]),
      goal: "  Disarm him  ",
    });
    expect(plan.problems).toEqual([]);
    expect(plan.setup.reactors).toEqual([
      { uuid: CAPTAIN.uuid, name: CAPTAIN.name, img: CAPTAIN.img, character: false },
      { uuid: "Actor.door", name: "A door", img: "", character: false },
    ]);
    expect(plan.setup).toMatchObject({ chorus: null, goal: "Disarm him", type: "interaction", preternae: false });
    expect(plan.rollCounts.chorus).toBe(0);
  });

  it("a preternae counts as one only in an attack; an attack's hits are kept", () => {
    const view = dunmore();
    const base = { ...defaultChoices(view, ACRO, [CAPTAIN.uuid]), preternaeId: sampleId("Shadow bolt") };
    const targets = [{ uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captain() }];
    expect(planChallenge(view, targets, { ...base, type: "attack", hits: 2 }).setup).toMatchObject({
      preternae: true,
      hits: 2,
    });
    expect(planChallenge(view, targets, { ...base, type: "power" }).setup.preternae).toBe(false);
  });

  it("unskilled against the chorus: the chorus still rolls one die", () => {
    const view = dunmore();
    const plan = planChallenge(view, [], { ...defaultChoices(view, null, []), difficultyId: "easy", difficulty: 0 });
    expect(plan.rollCounts).toEqual({ actor: 1, chorus: 1 });
    expect(plan.setup.chorus).toEqual({ difficultyId: "easy", difficulty: 0 });
  });
});

describe("reading the dialog's form", () => {
  const view = dunmore();
  const targets = [
    { uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: null },
    { uuid: "Actor.door", name: "A door", view: null },
  ];
  const prev: ChallengeChoices = {
    ...defaultChoices(view, ACRO, [CAPTAIN.uuid]),
    goal: "old goal",
    hits: 3,
    difficultyId: "simple",
    difficulty: 1,
    side: {
      ...EMPTY_CHOICE,
      skillId: ACRO,
      attribute: "pro",
      assistants: 2,
      bonusDice: 1,
      modifier: 1,
      critical: "bonusDie",
    },
  };

  it("keeps the previous choices for what the form leaves out or garbles", () => {
    const read = readChoices(
      { type: "spell", critical: "maybe", difficultyId: "impossible", hits: "x" },
      prev,
      view,
      targets,
    );
    expect(read).toEqual({ ...prev, targets: [] });
  });

  it("a custom difficulty is typed in (bounded −20 to 100); the rest clamp to their ranges", () => {
    const read = readChoices(
      {
        difficultyId: "custom",
        difficulty: "250",
        bonusDice: -4,
        modifier: -99,
        hits: 50,
        opposition: "unopposed",
        target1: true,
        critical: "extraHit",
        preternaeId: "p1",
        expertiseId: "e1",
        attribute: "sta",
        [`enhancement.${sampleId("City-bred")}`]: true,
      },
      prev,
      view,
      targets,
    );
    expect(read).toMatchObject({
      difficultyId: "custom",
      difficulty: 100,
      hits: 20,
      opposition: "unopposed",
      targets: ["Actor.door"],
      preternaeId: "p1",
      goal: "old goal",
    });
    expect(read.side).toEqual({
      skillId: ACRO,
      attribute: "sta",
      assistants: 2,
      bonusDice: 0,
      modifier: -20,
      expertiseId: "e1",
      enhancementIds: [sampleId("City-bred")],
      critical: "extraHit",
    });
    expect(readChoices({ difficultyId: "custom", difficulty: "-30" }, prev, view, targets).difficulty).toBe(-20);
    expect(readChoices({ difficultyId: "custom" }, prev, view, targets).difficulty).toBe(1);
  });
});
