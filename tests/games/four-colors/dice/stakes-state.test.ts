/**
 * The stakes card, pure (stakes-state.ts, stakes-context.ts), against the
 * book's procedure (Rolling the Planets): "1) The SG sets the Difficulty for
 * the action, and picks the Favored and Opposed Forces. 2) The SG decides
 * whether or not a Benefit or Hindrance (or both) applies … 3) The player
 * rolls her character's Planets"; a combined roll is rolled once.
 */
import { describe, expect, it } from "vitest";
import { planRoll, rollOptions, type RollActor } from "../../../../src/games/four-colors/dice/roll-data";
import {
  applyStakesAction,
  mayRoll,
  newStakesCard,
  parseStakesCard,
  stakesFlag,
  type StakesCardState,
  type StakesUser,
} from "../../../../src/games/four-colors/dice/stakes-state";
import { planOdds, stakesCardContext } from "../../../../src/games/four-colors/dice/stakes-context";
import { buildDialogContext } from "../../../../src/games/four-colors/dice/dialog-context";
import { defaultDialogState } from "../../../../src/games/four-colors/dice/dialog-state";

const cardinal: RollActor = {
  name: "The Cardinal",
  uuid: "Actor.card",
  planets: { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 },
};
const renaissance: RollActor = {
  name: "Renaissance Man",
  uuid: "Actor.ren",
  planets: { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 },
};

const sg: StakesUser = { id: "gm", name: "Storyguide", isStoryguide: true, playsActor: false, playsPartner: false };
const ann: StakesUser = { id: "ann", name: "Ann", isStoryguide: false, playsActor: true, playsPartner: false };
const bob: StakesUser = { id: "bob", name: "Bob", isStoryguide: false, playsActor: false, playsPartner: true };
const cat: StakesUser = { id: "cat", name: "Cat", isStoryguide: false, playsActor: false, playsPartner: false };

const single = () =>
  planRoll({
    stakes: { favored: ["dynamic"], opposed: ["lost"] },
    difficulty: "hard",
    actor: cardinal,
    circumstance: { benefit: { faces: 6, major: false } },
    sources: { benefit: { name: "Beppe", uuid: "Actor.beppe", trait: { name: "Strong as an ox", uuid: null } } },
    degrees: false,
  });

const combined = () =>
  planRoll({
    stakes: { favored: ["dynamic"], opposed: [] },
    difficulty: "moderate",
    actor: cardinal,
    partner: renaissance,
    mode: "opposed",
    circumstance: {},
    degrees: false,
  });

function step(state: StakesCardState, type: "agree" | "claim" | "rolled" | "cancel", user: StakesUser) {
  const result = applyStakesAction(state, { type }, user);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe("the Storyguide sets the stakes, the player rolls", () => {
  it("the card carries exactly the plan the Storyguide set, and who set it", () => {
    const card = newStakesCard(single(), { id: "gm", name: "Storyguide" }, false);
    expect(card.status).toBe("awaiting");
    expect(card.plan).toMatchObject({
      stakes: { favored: ["dynamic"], opposed: ["lost"] },
      difficulty: "hard",
      circumstance: { benefit: { faces: 6, major: false } },
      dice: { known: 8, dynamic: 6, static: 6, lost: 20 },
      setBy: "Storyguide",
    });
  });

  it("only the character's player rolls; the Storyguide and others do not", () => {
    const card = newStakesCard(single(), { id: "gm", name: "Storyguide" }, false);
    expect(mayRoll(card, ann)).toBe(true);
    expect(mayRoll(card, sg)).toBe(false);
    expect(mayRoll(card, cat)).toBe(false);
    expect(applyStakesAction(card, { type: "claim" }, cat)).toEqual({ ok: false, reason: "notYours" });
    expect(applyStakesAction(card, { type: "claim" }, sg)).toEqual({ ok: false, reason: "notYours" });
  });

  it("claim, then rolled: one roll; a second claim is refused; only the roller reports it rolled", () => {
    const claimed = step(newStakesCard(single(), { id: "gm", name: "Storyguide" }, false), "claim", ann);
    expect(claimed).toMatchObject({ status: "rolling", roller: { id: "ann", name: "Ann" }, version: 1 });
    // Ann may roll again (her roll failed on her side); nobody else may.
    expect(mayRoll(claimed, ann)).toBe(true);
    expect(mayRoll(claimed, { ...ann, id: "ann2" })).toBe(false);
    expect(applyStakesAction(claimed, { type: "rolled" }, sg)).toEqual({ ok: false, reason: "notYours" });
    const rolled = step(claimed, "rolled", ann);
    expect(rolled).toMatchObject({ status: "rolled", version: 2 });
    expect(applyStakesAction(rolled, { type: "claim" }, ann)).toEqual({ ok: false, reason: "done" });
    expect(applyStakesAction(rolled, { type: "rolled" }, ann)).toEqual({ ok: false, reason: "done" });
  });

  it("the Storyguide may withdraw the stakes before they are rolled; a player may not", () => {
    const card = newStakesCard(single(), { id: "gm", name: "Storyguide" }, false);
    expect(applyStakesAction(card, { type: "cancel" }, ann)).toEqual({ ok: false, reason: "notStoryguide" });
    const cancelled = step(card, "cancel", sg);
    expect(cancelled.status).toBe("cancelled");
    expect(applyStakesAction(cancelled, { type: "claim" }, ann)).toEqual({ ok: false, reason: "done" });
    expect(applyStakesAction(cancelled, { type: "cancel" }, sg)).toEqual({ ok: false, reason: "done" });
  });
});

describe("a combined roll with another player's Omega: rolled once", () => {
  it("asks the partner's player first: the first player may not roll until they agree", () => {
    const card = newStakesCard(combined(), { id: "gm", name: "Storyguide" }, true);
    expect(applyStakesAction(card, { type: "claim" }, ann)).toEqual({ ok: false, reason: "awaitingPartner" });
    expect(applyStakesAction(card, { type: "agree" }, ann)).toEqual({ ok: false, reason: "notYours" });
    const agreed = step(card, "agree", bob);
    expect(agreed.partnerAgreed).toBe(true);
    expect(applyStakesAction(agreed, { type: "agree" }, bob)).toEqual({ ok: false, reason: "alreadyAgreed" });
    expect(step(agreed, "claim", ann)).toMatchObject({ status: "rolling", roller: { id: "ann" } });
  });

  it("the partner's player may roll the shared dice themselves, which is agreeing", () => {
    const card = newStakesCard(combined(), { id: "gm", name: "Storyguide" }, true);
    const claimed = step(card, "claim", bob);
    expect(claimed).toMatchObject({ status: "rolling", partnerAgreed: true, roller: { id: "bob" } });
    expect(applyStakesAction(claimed, { type: "claim" }, ann)).toEqual({ ok: false, reason: "notYours" });
  });

  it("without another player (one player plays both, or the partner is an NPC) nobody is asked", () => {
    const card = newStakesCard(combined(), { id: "gm", name: "Storyguide" }, false);
    expect(mayRoll(card, ann)).toBe(true);
    expect(applyStakesAction(card, { type: "agree" }, bob)).toEqual({ ok: false, reason: "notYours" });
  });
});

describe("what each user's card shows", () => {
  it("exactly the stakes, with the dice source and the odds the Storyguide's dialog showed", () => {
    const plan = single();
    const card = newStakesCard(plan, { id: "gm", name: "Storyguide" }, false);
    const view = stakesCardContext(card, ann, { actor: "Ann", partner: "" });
    expect(view.setBy).toBe("Storyguide");
    expect(view.subtitleKey).toBe("STORY_ENGINES.FourColors.Roll.Difficulty.hard");
    expect(view.favored.map((f) => f.nameKey)).toEqual(["STORY_ENGINES.FourColors.Force.dynamic"]);
    expect(view.opposed.map((f) => f.nameKey)).toEqual(["STORY_ENGINES.FourColors.Force.lost"]);
    expect(view.dice.map((d) => d.label)).toEqual(["d8", "d6", "d6", "d20"]);
    expect(view.circumstance).toEqual([
      {
        kindKey: "STORY_ENGINES.FourColors.Roll.benefit",
        faces: 6,
        sizeKey: "STORY_ENGINES.FourColors.Roll.Size.minor",
        source: { key: "STORY_ENGINES.FourColors.Roll.Source.trait", name: "Beppe", trait: "Strong as an ox" },
      },
    ]);
    // The Storyguide's dialog, with the same choices, showed these odds.
    const dialog = buildDialogContext({
      omega: cardinal,
      state: {
        ...defaultDialogState(),
        favored: ["dynamic"],
        opposed: ["lost"],
        difficulty: "hard",
        benefit: { faces: 6, major: false, source: null, trait: null },
      },
      partners: [],
      sources: [],
      readOnly: false,
      t: (k) => k,
    });
    expect(view.odds).toEqual(dialog.odds);
    expect(view).toMatchObject({ canRoll: true, canAgree: false, canCancel: false });
    expect(view.status).toEqual({ key: "STORY_ENGINES.FourColors.Stakes.Status.awaitingRoll", name: "Ann" });
  });

  it("exact odds, counted by hand: Known d4 Favored beside a neutral Lost d4 succeeds 10 times in 16", () => {
    // Known lower (6 of 16): Dominant and Favored, a success. Known higher (6): Weak and Favored, a failure.
    // Equal (4): both Major, the Favored Major decides, a success.
    const plan = planRoll({
      stakes: { favored: ["known"], opposed: [] },
      difficulty: "moderate",
      actor: { name: "Two dice", uuid: null, planets: { known: 4, lost: 4 } },
      circumstance: {},
      degrees: false,
    });
    expect(planOdds(plan)).toEqual([{ name: "Two dice", success: 10 / 16, failure: 6 / 16, unproductive: 0 }]);
  });

  it("a combined roll shows each character's odds on the shared dice, as the dialog does", () => {
    const plan = combined();
    const odds = planOdds(plan);
    const dialog = buildDialogContext({
      omega: cardinal,
      state: { ...defaultDialogState(), favored: ["dynamic"], partner: "Actor.ren", mode: "opposed" },
      partners: [{ ...renaissance, uuid: "Actor.ren" }],
      sources: [],
      readOnly: false,
      t: (k) => k,
    });
    expect(odds.map((o) => o.name)).toEqual(["The Cardinal", "Renaissance Man"]);
    expect(odds).toEqual(dialog.odds);
  });

  it("the Storyguide sees Withdraw and what is awaited; the partner sees Agree and Roll; others nothing", () => {
    const card = newStakesCard(combined(), { id: "gm", name: "Storyguide" }, true);
    const players = { actor: "Ann", partner: "Bob" };
    expect(stakesCardContext(card, sg, players)).toMatchObject({
      canRoll: false,
      canAgree: false,
      canCancel: true,
      status: { key: "STORY_ENGINES.FourColors.Stakes.Status.awaitingPartner", name: "Bob" },
    });
    expect(stakesCardContext(card, bob, players)).toMatchObject({ canRoll: true, canAgree: true });
    expect(stakesCardContext(card, ann, players)).toMatchObject({ canRoll: false, canAgree: false });
    expect(stakesCardContext(card, cat, players)).toMatchObject({ canRoll: false, canAgree: false, canCancel: false });
    // The card awaits the partner (to agree or roll), not the Storyguide (withdrawing is an offer), nor the others.
    expect([sg, bob, ann, cat].map((u) => stakesCardContext(card, u, players).awaitsViewer)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    // Once the partner agreed, it awaits the roll, which either player may make on the shared dice.
    const agreed = step(card, "agree", bob);
    expect([sg, bob, ann, cat].map((u) => stakesCardContext(agreed, u, players).awaitsViewer)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const rolling = step(step(card, "agree", bob), "claim", ann);
    expect(stakesCardContext(rolling, sg, players).status).toEqual({
      key: "STORY_ENGINES.FourColors.Stakes.Status.rolling",
      name: "Ann",
    });
  });

  it("with the card's writer away (no GM, nor the Storyguide who sent it), nobody is offered a control; the card says who", () => {
    const card = newStakesCard(combined(), { id: "sue", name: "Sue" }, true);
    const players = { actor: "Ann", partner: "Bob" };
    const away = { labelKey: "STORY_ENGINES.FourColors.Roles.storyguide", holders: "Sue", mine: false, absent: true };
    for (const u of [sg, bob, ann, cat])
      expect(stakesCardContext(card, u, players, away)).toMatchObject({
        canRoll: false,
        canAgree: false,
        canCancel: false,
        awaitsViewer: false,
        writerAway: away,
      });
    // Someone connected writes it: the controls are back, and nothing is said of a writer.
    expect(stakesCardContext(card, bob, players, null)).toMatchObject({ canRoll: true, writerAway: null });
    // A card already rolled awaits nobody: it does not name a missing writer.
    const rolled = step(step(step(card, "agree", bob), "claim", ann), "rolled", ann);
    expect(stakesCardContext(rolled, ann, players, away).writerAway).toBeNull();
  });

  it("the state survives the message's flags (a reload); junk is not a stakes card", () => {
    const card = step(newStakesCard(single(), { id: "gm", name: "Storyguide" }, false), "claim", ann);
    const stored = JSON.parse(JSON.stringify(stakesFlag(card))) as unknown;
    expect(parseStakesCard(stored)).toEqual(card);
    expect(parseStakesCard(null)).toBeNull();
    expect(parseStakesCard({ ...(stored as object), status: "lost" })).toBeNull();
    expect(parseStakesCard({ ...(stored as object), version: -1 })).toBeNull();
    expect(parseStakesCard({ ...(stored as object), plan: {} })).toBeNull();
    // The plan is stored as a roll's options store it.
    expect((stored as { plan: unknown }).plan).toEqual((rollOptions(card.plan) as { fourColors: unknown }).fourColors);
  });
});

describe("the Storyguide's roll dialog offers to send the stakes to the Omega's player", () => {
  const dialog = (over: Record<string, unknown>) =>
    buildDialogContext({
      omega: cardinal,
      state: { ...defaultDialogState(), favored: ["dynamic"] },
      partners: [],
      sources: [],
      readOnly: false,
      t: (k) => k,
      ...over,
    });

  it("a Send button naming the player when the Omega has one; none otherwise", () => {
    expect(dialog({ sendTo: "Ann" })).toMatchObject({ sendTo: "Ann", canSend: true, canRoll: true });
    expect(dialog({})).toMatchObject({ sendTo: "", canSend: false });
  });

  it("stakes with a problem cannot be sent, as they cannot be rolled", () => {
    const conflict = { ...defaultDialogState(), favored: ["dynamic" as const], opposed: ["dynamic" as const] };
    expect(dialog({ sendTo: "Ann", state: conflict })).toMatchObject({ canSend: false, canRoll: false });
    expect(dialog({ sendTo: "Ann", readOnly: true })).toMatchObject({ canSend: false });
  });
});
