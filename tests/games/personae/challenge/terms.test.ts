// Attacks that say what they are (pure): picking a preternae (or a skill whose
// terms name a challenge, a weapon) sets the type, the defence and the hits
// its terms give, and the card's header names it; Superior enhancements are
// "always in effect", so ticked by default on every roll they apply to.
import { describe, expect, it } from "vitest";
import { identityView, planSide, defaultAnswer } from "../../../../src/games/personae/challenge/side-plan";
import {
  defaultChoices,
  planChallenge,
  readChoices,
  type TargetOption,
} from "../../../../src/games/personae/challenge/dialog-context";
import { createCard } from "../../../../src/games/personae/challenge/card-state";
import { challengeCardContext } from "../../../../src/games/personae/challenge/card-context";
import {
  CAPTAIN,
  captainItems,
  NEWCOMER,
  newcomerItems,
  sampleId,
  skill,
} from "../../../../src/games/personae/samples";

const mara = () =>
  identityView({
    ...NEWCOMER,
    items: [...newcomerItems(), skill("Sabre", "pro", 3, { challenge: "attack", hits: 2 })],
  });
const captain = () => identityView({ ...CAPTAIN, items: captainItems() });
const targets: TargetOption[] = [{ uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captain() }];

describe("a preternae picked sets the challenge's terms", () => {
  it("Fire globe (an attack, one hit): the type becomes attack, the hits 1, answered with Steel + RES", () => {
    const view = mara();
    const before = defaultChoices(view, sampleId("Shoot"), [CAPTAIN.uuid]);
    expect(before).toMatchObject({ type: "interaction", hits: 0 });
    const after = readChoices(
      {
        skillId: sampleId("Shoot"),
        type: "interaction",
        hits: "0",
        preternaeId: sampleId("Fire globe"),
        target0: true,
      },
      before,
      view,
      targets,
    );
    expect(after).toMatchObject({ type: "attack", hits: 1 });
    const plan = planChallenge(view, targets, after);
    expect(plan.problems).toEqual([]);
    expect(plan.setup).toMatchObject({ type: "attack", preternae: true, hits: 1, preternaeName: "Fire globe" });
    // The Captain's default answer to it: Steel + RES (SRD: "the resistor's RES must be added").
    const answer = planSide(captain(), defaultAnswer(captain(), plan.setup.type, plan.setup.preternae)).side;
    expect(answer).toMatchObject({ skill: "Steel", attribute: "res" });
  });

  it("once picked, the user's own change of type or hits stands", () => {
    const view = mara();
    const picked = readChoices(
      { preternaeId: sampleId("Fire globe"), type: "interaction", hits: "0" },
      defaultChoices(view, null, []),
      view,
      targets,
    );
    const edited = readChoices(
      { preternaeId: sampleId("Fire globe"), type: "power", hits: "3" },
      picked,
      view,
      targets,
    );
    expect(edited).toMatchObject({ type: "power", hits: 3 });
  });

  it("the card's header names the preternae and says why Steel answers it", () => {
    const view = mara();
    const choices = readChoices(
      { skillId: sampleId("Shoot"), preternaeId: sampleId("Fire globe"), target0: true },
      defaultChoices(view, sampleId("Shoot"), [CAPTAIN.uuid]),
      view,
      targets,
    );
    const state = createCard(planChallenge(view, targets, choices).setup, [7, 4, 2]);
    const c = challengeCardContext({
      state,
      user: { isGM: false, isChorus: false, ownsActor: false, ownsReactors: [true], ownsAnIdentity: true },
      answers: [null],
      targets: [null],
      pending: false,
      chorusName: "The chorus",
    });
    expect(c).toMatchObject({ preternaeName: "Fire globe", preternae: true });
  });

  it("a weapon skill's terms: Sabre (attack, 2 hits) chosen sets the type and hits; the card names it", () => {
    const view = mara();
    const chosen = defaultChoices(view, sampleId("Sabre"), [CAPTAIN.uuid]);
    expect(chosen).toMatchObject({ type: "attack", hits: 2 });
    const switched = readChoices({ skillId: sampleId("Sabre") }, defaultChoices(view, sampleId("Shoot"), []), view, []);
    expect(switched).toMatchObject({ type: "attack", hits: 2 });
    const plan = planChallenge(view, targets, chosen);
    expect(plan.setup).toMatchObject({ preternae: false, preternaeName: "Sabre", hits: 2 });
    // A physical attack, not a preternae: Defend + STA answers it.
    expect(defaultAnswer(captain(), "attack", false).attribute).toBe("sta");
  });
});

describe("Superior enhancements are ticked by default where they apply", () => {
  it("Mara's Silver tongue (Superior, Haggle) is ticked for Haggle, not for Shoot", () => {
    const view = mara();
    expect(defaultChoices(view, sampleId("Haggle"), []).side.enhancementIds).toEqual([sampleId("Silver tongue")]);
    expect(defaultChoices(view, sampleId("Shoot"), []).side.enhancementIds).toEqual([]);
  });

  it("switching to Haggle ticks it, switching away unticks it", () => {
    const view = mara();
    const shoot = defaultChoices(view, sampleId("Shoot"), []);
    const haggle = readChoices({ skillId: sampleId("Haggle") }, shoot, view, []);
    expect(haggle.side.enhancementIds).toEqual([sampleId("Silver tongue")]);
    const back = readChoices(
      { skillId: sampleId("Shoot"), [`enhancement-${sampleId("Silver tongue")}`]: true },
      haggle,
      view,
      [],
    );
    expect(back.side.enhancementIds).toEqual([]);
  });

  it("the Captain's Watch breastplate (Superior, any skill) is ticked in his default answer", () => {
    expect(defaultAnswer(captain(), "attack", false).enhancementIds).toEqual([sampleId("Watch breastplate")]);
  });
});
