// The challenge card's rows for one viewer, beyond card-context.test.ts: each
// side's dice highest first with the addition (SRD "The challenge": "each
// adds the appropriate attribute and modifiers to their highest die"; ties go
// to the next die), the die that decided, unmodified 10s marked, the chorus
// line of an unopposed challenge, and the answer form a reactor's owner gets.
import { describe, expect, it } from "vitest";
import { challengeCardContext, type CardViewInput } from "../../../../src/games/personae/challenge/card-context";
import { cardVersion, type CardUser } from "../../../../src/games/personae/challenge/card-state";
import { defaultAnswer } from "../../../../src/games/personae/challenge/side-plan";
import {
  autoCancelled,
  captainView,
  dunmoreUnopposed,
  opposedAnswered,
  opposedWaiting,
} from "../../../../src/games/personae/challenge/gallery-part";
import { sampleId } from "../../../../src/games/personae/samples";

const L = "STORY_ENGINES.Personae";
const GM: CardUser = { isGM: true, isChorus: true, ownsActor: false, ownsReactors: [false], ownsAnIdentity: true };
type Ctx = Record<string, unknown> & {
  reactors: Record<string, unknown>[];
  chorus: (Record<string, unknown> & { result: Record<string, unknown> }) | null;
};
const view = (input: Partial<CardViewInput> & Pick<CardViewInput, "state">): Ctx =>
  challengeCardContext({
    user: GM,
    answers: [],
    targets: [],
    pending: false,
    chorusName: "The chorus",
    ...input,
  }) as Ctx;

describe("the unopposed card (Dunmore leaps from the window)", () => {
  // Built inside each test, so the mutation run credits the test that reads it.
  const card = () => {
    const state = dunmoreUnopposed();
    return { state, c: view({ state }) };
  };

  it("the issuer's side: skill, attribute, addition, dice after shock", () => {
    const { state, c } = card();
    expect(c).toMatchObject({
      version: cardVersion(state),
      typeKey: `${L}.ChallengeType.interaction`,
      preternae: false,
      goal: "Jump from the second-storey window unhurt",
      opposed: false,
      reactors: [],
      pending: false,
    });
    expect(c.actor).toEqual({
      name: "Dunmore",
      img: expect.any(String),
      skill: "Acrobatics",
      skilled: true,
      attributeKey: `${L}.AttributeAbbr.pro`,
      add: 3,
      dice: 3,
      pool: 3,
      penalty: 0,
      extras: "",
      criticalKey: "",
    });
    expect(c.actorFaces).toEqual([
      { face: 6, total: 9, decisive: false, ten: false },
      { face: 5, total: 8, decisive: false, ten: false },
      { face: 1, total: 4, decisive: false, ten: false },
    ]);
  });

  it("the chorus: Normal (+2), its dice, and the second die deciding 8 against 5", () => {
    const { c } = card();
    expect(c.chorus).toMatchObject({
      difficultyKey: `${L}.Difficulty.normal`,
      custom: false,
      difficulty: 2,
      dice: 2,
    });
    expect(c.chorus?.result).toMatchObject({
      actorWon: true,
      actorName: "Dunmore",
      reactorName: "The chorus",
      winner: "Dunmore",
      lost: 0,
      cancelled: false,
    });
    expect(c.chorus?.result.actorDice).toEqual([
      { face: 6, total: 9, decisive: false, ten: false },
      { face: 5, total: 8, decisive: true, ten: false },
      { face: 1, total: 4, decisive: false, ten: false },
    ]);
    expect(c.chorus?.result.reactorDice).toEqual([
      { face: 7, total: 9, decisive: false, ten: false },
      { face: 3, total: 5, decisive: true, ten: false },
    ]);
  });
});

describe("the opposed card", () => {
  it("an attack with a preternae marks unmodified 10s; the Captain's owner gets the answer form", () => {
    const state = opposedWaiting();
    const captain = captainView();
    const defaults = defaultAnswer(captain, "attack", true);
    const c = view({ state, answers: [{ view: captain, defaults }], targets: [null] });
    expect(c).toMatchObject({ typeKey: `${L}.ChallengeType.attack`, preternae: true, opposed: true, chorus: null });
    expect((c.actorFaces as { ten: boolean }[]).map((f) => f.ten)).toEqual([true, true, false]);
    const reactor = c.reactors[0] as Record<string, unknown> & { form: Record<string, unknown[]> };
    expect(reactor).toMatchObject({
      index: 0,
      name: "Captain of the Watch",
      waiting: true,
      answer: null,
      result: null,
    });
    const form = reactor.form;
    expect(form).toMatchObject({ index: 0, pending: false, criticals: 0, expertise: [] });
    expect(form.skills?.[0]).toEqual({ value: "", label: "", unskilled: true, selected: false });
    expect(form.skills).toContainEqual({
      value: sampleId("Steel"),
      label: "Steel (2)",
      unskilled: false,
      selected: true,
    });
    expect(form.attributes).toContainEqual({
      value: "res",
      labelKey: `${L}.AttributeAbbr.res`,
      score: 3,
      selected: true,
    });
    expect(form.enhancements).toEqual([
      // Superior: always in effect, so ticked by default (SRD "Superior").
      { value: sampleId("Watch breastplate"), label: "Watch breastplate", superior: true, checked: true },
    ]);
    // An extra hit is the issuer's to spend, not the answer's.
    expect(form.criticalChoices).toEqual(
      ["none", "autoSuccess", "bonusDie"].map((value) => ({ value, labelKey: `${L}.CriticalUse.${value}` })),
    );
    // Someone not owning the Captain gets no form even with the options at hand.
    const stranger = { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true };
    expect(view({ state, user: stranger, answers: [{ view: captain, defaults }] }).reactors[0]?.form).toBeNull();
  });

  it("answered: the Captain's side and the comparison, named on both sides", () => {
    const c = view({ state: opposedAnswered(), targets: [null] });
    const reactor = c.reactors[0] as Record<string, Record<string, unknown>>;
    expect(reactor.answer).toMatchObject({
      name: "Captain of the Watch",
      skill: "Steel",
      attributeKey: `${L}.AttributeAbbr.res`,
    });
    expect(reactor.result).toMatchObject({
      actorName: "Mara Venn",
      reactorName: "Captain of the Watch",
      winner: "Mara Venn",
      cancelled: false,
    });
  });

  it("two automatic successes cancel and the dice decide: the card says both", () => {
    const c = view({ state: autoCancelled(), targets: [null] });
    const result = (c.reactors[0] as Record<string, Record<string, unknown>>).result;
    expect(result).toMatchObject({
      cancelled: true,
      actorWon: false,
      winner: "Captain of the Watch",
      decided: { key: `${L}.Card.decidedAt`, data: expect.objectContaining({ place: 1 }) },
    });
  });
});
