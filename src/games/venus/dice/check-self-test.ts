/**
 * In-Foundry self-test of the Venus check card (Quench): a check rolled from
 * the character sheet's button through its dialog posts a card with the d20
 * alone and takes no Lot; then, on cards whose dice are known, each step of
 * the flow runs through the action the card's buttons run
 * (performCheckAction): the bonus step taken with a Lot (the Lot paid), the
 * bonus step refused once the d20 already passes, the one Lot re-roll of the
 * highest bonus die, and a second re-roll refused. Everything it creates is
 * deleted afterwards.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import {
  clickAction,
  closeAppsOf,
  FLOW_TIMEOUT,
  waitFor,
  type QuenchContext,
  type SelfTestFlow,
} from "../../../core/self-test/quench-context";
import { CHARACTER_TYPE } from "../data/character";
import { readCharacter } from "./actor-view";
import type { CheckRollOptions } from "./check-context";
import { CHECK_FLAG, readCheckState, renderNeutralCheckCard } from "./check-card-message";
import { performCheckAction } from "./check-card-query";
import { createCheckCard, type CheckCardState } from "./check-card-state";
import { noModifiers } from "./roll-modifiers";

/** The check cards posted for `actor` since the test began. */
function cardsOf(actor: Actor, before: Set<string>): ChatMessage[] {
  return game.messages.filter((m) => !before.has(m.id ?? "") && readCheckState(m)?.actorUuid === actor.uuid);
}

/** Resolve Silver +3 against Tough (15) with one bonus factor. */
function setup(actor: Actor): CheckRollOptions {
  return {
    actorName: actor.name,
    actorUuid: actor.uuid,
    img: actor.img,
    label: { labelKey: "STORY_ENGINES.Venus.Check.Ability.res" },
    caliber: "silver",
    score: 3,
    flatBonus: 0,
    difficulty: "tough",
    factors: 0,
    target: 15,
    bonusFactors: 1,
    lotsPlanned: 1,
    modifiers: noModifiers("silver"),
  };
}

async function post(actor: Actor, state: CheckCardState): Promise<ChatMessage> {
  const message = await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: await renderNeutralCheckCard(state),
    flags: { [SYSTEM_ID]: { [CHECK_FLAG]: state } },
  });
  if (!message) throw new Error("Could not post the check card");
  return message;
}

function checkCardBatch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("venus: a check card played through", () => {
    let actor: Actor | undefined;
    const messagesBefore = new Set<string>();
    const lots = (): number => (actor ? readCharacter(actor.system).lots : -1);

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      for (const m of game.messages) messagesBefore.add(m.id ?? "");
      actor = await Actor.create({
        name: "Self-test Venusian checker",
        type: CHARACTER_TYPE,
        system: { abilities: { res: { caliber: "silver", score: 3 } }, kismet: { lots: 3 } },
      });
    });
    after(async () => {
      if (actor) {
        await closeAppsOf(actor);
        for (const m of cardsOf(actor, messagesBefore)) await m.delete();
        await actor.delete();
      }
    });

    it("rolls the d20 from the character sheet and posts its card, taking no Lot", async function () {
      this.timeout(FLOW_TIMEOUT);
      const a = actor;
      if (!a) throw new Error("No character");
      const app = a.sheet;
      if (!app) throw new Error("The character has no sheet");
      await app.render({ force: true });
      await waitFor(() => app.element.querySelector('[data-action="rollCheck"]'), "the sheet's check button");
      clickAction(app.element, "rollCheck");
      const roll = await waitFor(
        () =>
          document
            .querySelector(".se-venus-check-dialog")
            ?.closest(".application")
            ?.querySelector<HTMLElement>('button[data-action="roll"]'),
        "the check dialog's Roll button",
      );
      roll.click();
      const [posted] = await waitFor(() => {
        const found = cardsOf(a, messagesBefore);
        return found.length > 0 ? found : null;
      }, "the check card");
      const state = posted ? readCheckState(posted) : null;
      assert.deepEqual(
        state?.history.map((h) => h.kind),
        ["rolled"],
        "the d20 alone is rolled",
      );
      assert.equal(lots(), 3, "no Lot taken with the d20");
    });

    it("takes the bonus step with a Lot when the d20 falls short within reach", async function () {
      this.timeout(FLOW_TIMEOUT);
      const a = actor;
      if (!a) throw new Error("No character");
      // d20 8 + 3 = 11 against 15: four short, within reach of a 6.
      const message = await post(a, createCheckCard(setup(a), 8));
      await performCheckAction(message, { type: "bonus", lots: 1 });
      const state = await waitFor(() => readCheckState(message)?.bonus, "the bonus dice");
      assert.equal(state.dice.length, 2, "one factor and one Lot: two bonus dice");
      await waitFor(() => lots() === 2, "the Lot paid for the die rolled");
    });

    it("offers no bonus step once the d20 already passes: nothing is rolled, no Lot taken", async function () {
      this.timeout(FLOW_TIMEOUT);
      const a = actor;
      if (!a) throw new Error("No character");
      const before = lots();
      const message = await post(a, createCheckCard(setup(a), 14));
      await performCheckAction(message, { type: "bonus", lots: 1 });
      assert.equal(readCheckState(message)?.history.length, 1, "the card is unchanged");
      assert.equal(lots(), before, "no Lot taken");
    });

    it("re-rolls the highest bonus die with one Lot, once per check", async function () {
      this.timeout(FLOW_TIMEOUT);
      const a = actor;
      if (!a) throw new Error("No character");
      // d20 8 + 3 = 11, bonus dice 1 and 2: still 2 short, so the re-roll is on offer.
      const rolled = createCheckCard(setup(a), 8);
      const known: CheckCardState = {
        ...rolled,
        bonus: { dice: [1, 2], lots: 0 },
        history: [...rolled.history, { kind: "bonus", dice: [1, 2], lots: 0 }],
      };
      const message = await post(a, known);
      const before = lots();
      await performCheckAction(message, { type: "reroll", die: "bonus" });
      const state = await waitFor(() => readCheckState(message)?.reroll, "the Lot re-roll");
      assert.equal(state.die, "bonus", "the highest bonus die re-rolled");
      assert.equal(state.from, 2, "it was the 2");
      await waitFor(() => lots() === before - 1, "the Lot paid for the re-roll");
      await performCheckAction(message, { type: "reroll", die: "d20" });
      assert.equal(readCheckState(message)?.history.length, 3, "a second re-roll is refused");
      assert.equal(lots(), before - 1, "and costs nothing");
    });
  });
}

export const checkCardFlow: SelfTestFlow = {
  key: "check-card",
  displayName: "Story Engines: a Venus check card rolled, its bonus step and its one Lot re-roll",
  batch: checkCardBatch,
};
