/**
 * In-Foundry self-test of the Venus task card (Quench): a task rolled from
 * the character sheet's button through its dialog posts a card; then, on a
 * card whose dice are known, a disappointing die is KISSed with a Lot, the
 * primary consequence bought and the card closed, each through the action
 * the card's buttons run (performCardAction). Everything it creates is
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
import { venus } from "../../../rules";
import { CHARACTER_TYPE } from "../data/character";
import { readCharacter } from "./actor-view";
import { JOB_TYPE } from "./task-dialog";
import { createTaskCard, type TaskCardState } from "./task-card-state";
import { readTaskState, renderNeutralCard, TASK_FLAG } from "./task-card-message";
import { performCardAction } from "./task-card-query";

/** The task cards posted for `actor` since the test began. */
function cardsOf(actor: Actor, before: Set<string>): ChatMessage[] {
  return game.messages.filter((m) => !before.has(m.id ?? "") && readTaskState(m)?.actorUuid === actor.uuid);
}

/** A card for `actor`'s job with known dice: silver 1 (disappointing), 6, 6 against threshold 1. */
function knownCard(actor: Actor, job: Item): TaskCardState {
  return createTaskCard(
    {
      actorUuid: actor.uuid,
      actorName: actor.name,
      img: actor.img,
      jobId: job.id ?? "",
      jobName: job.name,
      jobLevel: 2,
      learning: false,
      ability: "res",
      caliber: "silver",
      threshold: 1,
      allies: [],
      pool: [0, 1, 2].map(() => ({ caliber: "silver" as const, owner: "roller" as const, ally: null })),
    },
    [1, 6, 6],
  );
}

function taskCardBatch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("venus: a task card played through", () => {
    let actor: Actor | undefined;
    let job: Item | undefined;
    let card: ChatMessage | undefined;
    const messagesBefore = new Set<string>();

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      for (const m of game.messages) messagesBefore.add(m.id ?? "");
      actor = await Actor.create({
        name: "Self-test Venusian",
        type: CHARACTER_TYPE,
        system: { abilities: { res: { caliber: "silver", score: 3 } }, kismet: { lots: 3 } },
      });
      [job] = (await actor?.createEmbeddedDocuments("Item", [
        { name: "Self-test Ritualist", type: JOB_TYPE, system: { ability: "res", level: 2, exp: 0 } },
      ])) ?? [undefined];
    });
    after(async () => {
      if (actor) {
        await closeAppsOf(actor);
        for (const m of cardsOf(actor, messagesBefore)) await m.delete();
        await actor.delete();
      }
    });

    const state = () => (card ? readTaskState(card) : null);

    it("rolls a task from the character sheet and posts its card", async function () {
      this.timeout(FLOW_TIMEOUT);
      const [a, j] = [actor, job];
      if (!a || !j) throw new Error("No character or job to roll with");
      const app = a.sheet;
      if (!app) throw new Error("The character has no sheet");
      await app.render({ force: true });
      const row = await waitFor(() => app.element.querySelector<HTMLElement>(`[data-item-id="${j.id}"]`), "the job");
      clickAction(row, "rollTask");
      const roll = await waitFor(
        () =>
          document
            .querySelector(".se-venus-task-dialog")
            ?.closest(".application")
            ?.querySelector<HTMLElement>('button[data-action="roll"]'),
        "the task dialog's Roll button",
      );
      roll.click();
      const [posted] = await waitFor(() => {
        const found = cardsOf(a, messagesBefore);
        return found.length > 0 ? found : null;
      }, "the task card");
      const rolled = posted ? readTaskState(posted) : null;
      assert.equal(rolled?.jobId, j.id, "rolled for the job clicked");
      assert.isAbove(rolled?.roll.dice.length ?? 0, 0, "rolled dice");
    });

    it("KISSes a disappointing die with a Lot", async function () {
      this.timeout(FLOW_TIMEOUT);
      const [a, j] = [actor, job];
      if (!a || !j) throw new Error("No character or job");
      const known = knownCard(a, j);
      card = await ChatMessage.create({
        speaker: ChatMessage.getSpeaker({ actor: a }),
        content: await renderNeutralCard(known),
        flags: { [SYSTEM_ID]: { [TASK_FLAG]: known } },
      });
      const msg = card;
      if (!msg) throw new Error("Could not post the card");
      const [die] = venus.disappointingDice(known.roll);
      assert.equal(die, 0, "the 1 disappoints");
      await performCardAction(msg, {
        type: "kiss",
        requests: [{ die: die ?? 0, source: "lot" }],
        rerolls: [],
        resources: { lots: 0, ego: false },
      });
      await waitFor(() => state()?.history.some((h) => h.kind === "kissed"), "the KISS on the card");
      await waitFor(() => readCharacter(a.system).lots === 2, "the Lot spent");
    });

    it("buys the primary consequence", async function () {
      this.timeout(FLOW_TIMEOUT);
      if (!card) throw new Error("No card");
      await performCardAction(card, { type: "buy", kind: "primary", id: "primary" });
      await waitFor(() => state()?.purchases.some((p) => p.kind === "primary"), "the primary consequence bought");
    });

    it("closes the card: no more KISS or spending", async function () {
      this.timeout(FLOW_TIMEOUT);
      if (!card) throw new Error("No card");
      await performCardAction(card, { type: "close" });
      await waitFor(() => state()?.closed === true, "the card closed");
      assert.deepEqual(
        state()?.history.map((h) => h.kind),
        ["rolled", "kissed", "bought", "closed"],
        "the card's history",
      );
    });
  });
}

export const taskCardFlow: SelfTestFlow = {
  key: "task-card",
  displayName: "Story Engines: a Venus task card rolled, KISSed, bought and closed",
  batch: taskCardBatch,
};
