/**
 * In-Foundry self-test of the Personae challenge (Quench): Dunmore's
 * unopposed jump from the SRD posted with its known dice and settled on his
 * tally; an attack with known dice answered on the card by its target
 * (rolled by the writer), the hits applied to the target through the GM,
 * shock marked; a stale request refused. Everything it creates is deleted.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { FLOW_TIMEOUT, waitFor, type QuenchContext, type SelfTestFlow } from "../../../core/self-test/quench-context";
import { IDENTITY_TYPE } from "../data/common";
import { freeSkillItems } from "../data/identity-hooks";
import { CARD_FLAG, readCardState, renderNeutralCard, viewOf } from "./card-message";
import { cardVersion, createCard, type ChallengeCardState } from "./card-state";
import { performCardRequest } from "./card-query";
import { defaultChoices, planChallenge } from "./dialog-context";
import { EMPTY_CHOICE } from "./side-plan";

async function post(actor: Actor, state: ChallengeCardState): Promise<ChatMessage> {
  const message = await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: await renderNeutralCard(state),
    flags: { [SYSTEM_ID]: { [CARD_FLAG]: state } },
  });
  if (!message) throw new Error("Could not post the card");
  return message;
}

function challengeBatch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("personae: challenges played through", () => {
    const made: { delete(): Promise<unknown> }[] = [];
    let dunmore: Actor | undefined;
    let captain: Actor | undefined;

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      dunmore = await Actor.create({
        name: "Self-test Dunmore",
        type: IDENTITY_TYPE,
        system: {
          mode: "play",
          attributes: { com: 2, cng: 2, res: 1, pro: 3, kno: 0, sta: 2 },
          priorities: { com: "second", cng: "first", res: "third", pro: "first", kno: "hindrance", sta: "second" },
        },
      });
      captain = await Actor.create({
        name: "Self-test Captain",
        type: IDENTITY_TYPE,
        system: {
          kind: "supporting",
          toughness: "medium",
          attributes: { com: 2, cng: 2, res: 3, pro: 2, kno: 1, sta: 2 },
        },
      });
      if (!dunmore || !captain) throw new Error("Could not create the identities");
      made.push(dunmore, captain);
      await waitFor(() => dunmore?.items.size === freeSkillItems().length, "Dunmore's free skills");
      await dunmore.createEmbeddedDocuments("Item", [
        { name: "Acrobatics", type: "personaeSkill", system: { attribute: "pro", rating: 3 } },
      ]);
      await captain.createEmbeddedDocuments("Item", [
        { name: "Defend", type: "personaeSkill", system: { attribute: "sta", rating: 2 } },
      ]);
    });
    after(async () => {
      for (const doc of made.reverse()) await doc.delete();
    });

    it("the SRD's Dunmore: 6 + 3 ties 7 + 2, the second die decides, the tally counts it", async function () {
      this.timeout(FLOW_TIMEOUT);
      const a = dunmore;
      if (!a) throw new Error("No Dunmore");
      const view = viewOf(a);
      const acrobatics = view.skills.find((s) => s.name === "Acrobatics");
      const plan = planChallenge(view, [], {
        ...defaultChoices(view, acrobatics?.id ?? null, []),
        side: { ...EMPTY_CHOICE, skillId: acrobatics?.id ?? "", attribute: "pro" },
      });
      assert.equal(plan.rollCounts.chorus, 2, "the chorus rolls 2 dice");
      const message = await post(a, createCard(plan.setup, [1, 5, 6], [3, 7]));
      made.push(message);
      const state = readCardState(message);
      assert.equal(state?.chorus?.result?.winner, "actor", "Dunmore succeeds");
      assert.equal(state?.chorus?.result?.decidedAt, 1, "on the second die");
      await performCardRequest(message, { type: "settle" }, cardVersion(state as ChallengeCardState));
      await waitFor(() => readCardState(message)?.tally.recorded, "the tally recorded on the card");
      await waitFor(
        () => (a.system as { tally?: { successes?: number } }).tally?.successes === 1,
        "the success on Dunmore's tally",
      );
    });

    it("an attack answered on the card by its target, the hits applied through the GM", async function () {
      this.timeout(FLOW_TIMEOUT);
      const [a, t] = [dunmore, captain];
      if (!a || !t) throw new Error("No identities");
      const view = viewOf(a);
      const targets = [{ uuid: t.uuid, name: t.name, view: viewOf(t) }];
      const choices = defaultChoices(view, view.skills.find((s) => s.name === "Acrobatics")?.id ?? null, [t.uuid]);
      const plan = planChallenge(view, targets, {
        ...choices,
        type: "attack",
        hits: 2,
        side: { ...choices.side, attribute: "pro", modifier: 20 },
      });
      assert.deepEqual(plan.problems, [], "a valid attack");
      const message = await post(a, createCard(plan.setup, [10, 9, 8]));
      made.push(message);
      const seen = cardVersion(readCardState(message) as ChallengeCardState);
      await performCardRequest(
        message,
        { type: "answer", reactor: 0, choice: { ...EMPTY_CHOICE, attribute: "sta" } },
        seen,
      );
      const answered = await waitFor(() => readCardState(message)?.reactors[0]?.result, "the Captain's answer");
      assert.equal(answered.winner, "actor", "+20 wins");
      // A second answer on the version before is stale and changes nothing.
      await performCardRequest(message, { type: "answer", reactor: 0, choice: EMPTY_CHOICE }, seen);
      assert.equal(readCardState(message)?.history.filter((h) => h.kind === "answered").length, 1, "answered once");
      const now = cardVersion(readCardState(message) as ChallengeCardState);
      await performCardRequest(message, { type: "applyHits", reactor: 0, entry: 0 }, now);
      await waitFor(() => (t.system as { hits?: number }).hits === 2, "two hits marked on the Captain");
      assert.equal((t.system as { shock?: number }).shock, 0, "vitality 3: no shock yet");
      assert.equal(readCardState(message)?.reactors[0]?.hits[0]?.applied, true, "the card says so");
    });
  });
}

export const challengeFlow: SelfTestFlow = {
  key: "challenge",
  displayName: "Story Engines: Personae challenges — Dunmore's jump, an attack answered and its hits applied",
  batch: challengeBatch,
};
