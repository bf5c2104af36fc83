// One side of a challenge beyond plan.test.ts: an identity read as the
// challenge sees it (its traits by name; only expertise spheres and
// enhancements with an effect at the roll) and every enhancement effect
// summed into the side (SRD "Enhancements": only one non-Superior
// enhancement benefits a character per turn; "Spheres": expertise once per
// session; "Criticals": a bonus die or an extra hit).
import { describe, expect, it } from "vitest";
import { identityView, planSide, EMPTY_CHOICE } from "../../../../src/games/personae/challenge/side-plan";
import { DUNMORE, enhancement, preternae, sampleId, skill, sphere } from "../../../../src/games/personae/samples";

const P = "STORY_ENGINES.Personae.Challenge.Problem";
const items = [
  skill("Swordplay", "pro", 3),
  skill("Acrobatics", "pro", 2),
  sphere("Law", { kind: "expertise", uses: 2, used: 1, dice: 2 }),
  sphere("Latin", { kind: "language" }),
  sphere("Fencing", { kind: "expertise", uses: 1, used: 3, dice: 1 }),
  enhancement("Riposte", { effect: "reroll", amount: 1, superior: true }),
  enhancement("Keen", { effect: "addResult", amount: 2, skill: "Swordplay" }),
  enhancement("Feint", { effect: "forceReroll", amount: 1, superior: true }),
  enhancement("Mail", { effect: "ignoreDie", amount: 1, superior: true }),
  enhancement("Brutal", { effect: "extraHit", amount: 2, superior: true }),
  enhancement("Quick", { effect: "addDie", amount: 1, skill: " swordplay " }),
  enhancement("Plain", { effect: "none" }),
  preternae("Ward", { hits: 2, challenge: "power", skill: "Steel" }),
];
const view = () => identityView({ ...DUNMORE, system: { ...DUNMORE.system, criticals: 1 }, items });
const SWORD = sampleId("Swordplay");
const ids = (...names: string[]) => names.map(sampleId);

describe("an identity as a challenge reads it", () => {
  it("traits sorted by name; expertise spheres only, with their uses left (never below none)", () => {
    const v = view();
    expect(v.skills.map((s) => s.name)).toEqual(["Acrobatics", "Swordplay"]);
    expect(v.expertise).toEqual([
      { id: sampleId("Fencing"), name: "Fencing", left: 0, dice: 1 },
      { id: sampleId("Law"), name: "Law", left: 1, dice: 2 },
    ]);
    expect(v.enhancements.map((e) => e.name)).toEqual(["Brutal", "Feint", "Keen", "Mail", "Quick", "Riposte"]);
    expect(v.enhancements.find((e) => e.name === "Keen")).toEqual({
      id: sampleId("Keen"),
      name: "Keen",
      superior: false,
      effect: "addResult",
      amount: 2,
      timing: "roll",
      followUps: 0,
      skill: "Swordplay",
    });
    expect(v.preternae).toEqual([
      { id: sampleId("Ward"), name: "Ward", hits: 2, challenge: "power", skill: "Steel", followUps: 0 },
    ]);
  });
});

describe("a side's setup", () => {
  it("sums each effect: re-rolls, forced re-rolls, ignored dice, extra hits (+1 for the critical), +result and +dice", () => {
    const { problems, side } = planSide(view(), {
      ...EMPTY_CHOICE,
      skillId: SWORD,
      modifier: 1,
      expertiseId: sampleId("Law"),
      enhancementIds: ids("Riposte", "Feint", "Mail", "Brutal", "Keen"),
      critical: "extraHit",
    });
    expect(problems).toEqual([]);
    expect(side).toMatchObject({
      skill: "Swordplay",
      skilled: true,
      attribute: "pro",
      pool: 3 + 2,
      add: 3 + 1 + 2,
      rerolls: 1,
      forceRerolls: 1,
      ignore: 1,
      extraHits: 3,
      critical: "extraHit",
      expertise: "Law",
      expertiseId: sampleId("Law"),
      enhancements: ["Brutal", "Feint", "Keen", "Mail", "Riposte"],
      enhancementIds: ids("Brutal", "Feint", "Keen", "Mail", "Riposte"),
    });
  });

  it("a +die enhancement for the skill (its name matched loosely) adds a die; without extras nothing is added", () => {
    const quick = planSide(view(), { ...EMPTY_CHOICE, skillId: SWORD, enhancementIds: ids("Quick") });
    expect(quick.problems).toEqual([]);
    expect(quick.side).toMatchObject({ pool: 4, dice: 4, extraHits: 0, rerolls: 0, expertise: "", expertiseId: "" });
    const bare = planSide(view(), { ...EMPTY_CHOICE, skillId: SWORD, modifier: -2 });
    expect(bare.side).toMatchObject({ add: 1, enhancements: [], enhancementIds: [] });
  });

  it("refuses a spent expertise, two non-Superior enhancements, one for another skill, a critical not banked", () => {
    const v = view();
    expect(planSide(v, { ...EMPTY_CHOICE, skillId: SWORD, expertiseId: sampleId("Fencing") }).problems).toEqual([
      `${P}.expertiseUsed`,
    ]);
    expect(planSide(v, { ...EMPTY_CHOICE, skillId: SWORD, enhancementIds: ids("Keen", "Quick") }).problems).toEqual([
      `${P}.oneEnhancement`,
    ]);
    expect(
      planSide(v, { ...EMPTY_CHOICE, skillId: sampleId("Acrobatics"), enhancementIds: ids("Keen") }).problems,
    ).toEqual([`${P}.enhancementOtherSkill`]);
    expect(planSide(v, { ...EMPTY_CHOICE, enhancementIds: ids("Keen") }).problems).toEqual([
      `${P}.enhancementOtherSkill`,
    ]);
    const broke = { ...v, criticals: 0 };
    expect(planSide(broke, { ...EMPTY_CHOICE, skillId: SWORD, critical: "bonusDie" }).problems).toEqual([
      `${P}.noCriticals`,
    ]);
    expect(planSide(broke, { ...EMPTY_CHOICE, skillId: SWORD }).problems).toEqual([]);
    expect(planSide(v, { ...EMPTY_CHOICE, skillId: SWORD, critical: "bonusDie" }).problems).toEqual([]);
  });

  it("an unskilled side rolls one die even with shock (never below 1)", () => {
    const shocked = { ...view(), shock: 2 };
    expect(planSide(shocked, { ...EMPTY_CHOICE, attribute: "cng" }).side).toMatchObject({
      skill: "",
      skilled: false,
      pool: 1,
      dice: 1,
      shock: 2,
      add: 2,
    });
  });
});
