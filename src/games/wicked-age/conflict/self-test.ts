/**
 * In-Foundry self-test of a conflict (Quench): two characters as the book
 * prints them (Amek; Mekha with the dice of the first fight) join a
 * "wickedConflict" Combat as participants, and the book's first fight's
 * round 1 is played through the GM's query handler with the book's faces
 * (the GM stands in for both players): Mekha's 9 & 6 stands, Amek answers
 * 9 & 2 and loses the advantage; the exchange's chat card is posted and
 * Mekha goes on the owe list. Rounds 2 and 3 follow as printed: Mekha
 * keeps the advantage die, then answers short of half and loses absolutely;
 * Amek's default (exhausted) lowers her sheet through the GM's client. The
 * tracker window opens on the conflict.
 * Everything the batch makes is deleted and the owe list restored after.
 */
import { askGM } from "../../../core/gm-query";
import { QUERIES } from "../queries";
import { SYSTEM_ID } from "../../../core/game-definition";
import {
  FLOW_TIMEOUT,
  waitFor,
  requireWorld,
  type QuenchContext,
  type SelfTestFlow,
} from "../../../core/self-test/quench-context";
import { setSetting } from "../../../core/settings";
import { CHARACTER_TYPE, CONFLICT_TYPE, PARTICIPANT_TYPE } from "../data/common";
import { CAMPAIGN_SETTING, readCampaignSetting } from "../campaign/campaign-store";
import { readCombatState } from "./combat-docs";
import { WickedConflictTracker } from "./tracker-app";

const form = (die: number) => ({ die, current: die });
const INTERESTS = ["to come out of this alive", "to have the last word"];

interface Made {
  amek?: Actor;
  mekha?: Actor;
  combat?: Combat;
  campaign?: unknown;
  messages: Set<string>;
}

async function request(combat: Combat, data: Record<string, unknown>): Promise<void> {
  const answer = (await askGM(QUERIES.conflict, {
    combatId: combat.id,
    version: readCombatState(combat).version,
    ...data,
  })) as {
    ok: boolean;
    reason?: string;
  };
  if (!answer.ok) throw new Error(`refused: ${answer.reason ?? "?"}`);
}

function batch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("In a Wicked Age: a conflict played through its tracker", () => {
    const made: Made = { messages: new Set() };
    const id = (actor: Actor | undefined) =>
      made.combat?.combatants.contents.find((c) => c.actorId === actor?.id)?.id ?? "";

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      requireWorld(game.user.isGM, "to be run by the GM");
      made.campaign = readCampaignSetting();
      made.messages = new Set(game.messages.contents.map((m) => m.id ?? ""));
      made.amek = await Actor.create({
        name: "Self-test Amek",
        type: CHARACTER_TYPE,
        system: {
          forms: {
            covertly: form(8),
            directly: form(10),
            forMyself: form(4),
            forOthers: form(6),
            withLove: form(6),
            withViolence: form(12),
          },
          interests: INTERESTS,
        },
      });
      made.mekha = await Actor.create({
        name: "Self-test Mekha",
        type: CHARACTER_TYPE,
        system: {
          forms: {
            covertly: form(6),
            directly: form(8),
            forMyself: form(10),
            forOthers: form(4),
            withLove: form(12),
            withViolence: form(6),
          },
          interests: INTERESTS,
        },
      });
      made.combat = await Combat.implementation.create({ type: CONFLICT_TYPE });
      await made.combat?.createEmbeddedDocuments("Combatant", [
        { actorId: made.amek?.id, name: made.amek?.name },
        { actorId: made.mekha?.id, name: made.mekha?.name },
      ]);
    });

    after(async () => {
      if (made.combat) await made.combat.delete();
      for (const actor of [made.amek, made.mekha]) if (actor) await actor.delete();
      for (const message of game.messages.contents) if (!made.messages.has(message.id ?? "")) await message.delete();
      if (made.campaign) await setSetting(CAMPAIGN_SETTING, made.campaign);
    });

    it("makes the combatants of a conflict its participants", () => {
      const combat = made.combat;
      assert.ok(combat, "the conflict exists");
      assert.equal(combat?.type, CONFLICT_TYPE);
      assert.deepEqual(
        combat?.combatants.contents.map((c) => c.type),
        [PARTICIPANT_TYPE, PARTICIPANT_TYPE],
      );
    });

    it("plays round 1 of the book's first fight: Amek loses the advantage, Mekha goes on the owe list", async function () {
      this.timeout(FLOW_TIMEOUT);
      const combat = made.combat;
      if (!combat) throw new Error("no conflict");
      const amek = id(made.amek);
      const mekha = id(made.mekha);
      await request(combat, {
        action: "chooseDice",
        participant: amek,
        forms: ["withViolence", "directly"],
        strengthId: "",
      });
      await request(combat, {
        action: "chooseDice",
        participant: mekha,
        forms: ["directly", "forMyself"],
        strengthId: "",
      });
      await request(combat, { action: "start", participant: "" });
      await request(combat, { action: "roll", participant: amek, dice: [5, 6], advantage: [] });
      await request(combat, { action: "roll", participant: mekha, dice: [6, 9], advantage: [] });
      const state = readCombatState(combat);
      assert.equal(state.mover, mekha, "Mekha's 9 & 6 stands");
      await request(combat, { action: "declareMove", participant: mekha, targets: [amek] });
      await request(combat, { action: "answer", participant: amek, dice: [2, 9], advantage: [] });
      const after = readCombatState(combat);
      assert.equal(after.exchanges[0]?.outcome, "loseAdvantage");
      assert.equal(after.phase, "between");
      await waitFor(
        () => readCampaignSetting().owe.some((e) => e.actorUuid === made.mekha?.uuid),
        "Mekha on the owe list",
      );
      const card = game.messages.contents.find(
        (m) => !made.messages.has(m.id ?? "") && m.getFlag(SYSTEM_ID, "wickedConflictCard"),
      );
      assert.ok(card, "an exchange card was posted");
    });

    it("refuses a stale request and acting out of turn", async () => {
      const combat = made.combat;
      if (!combat) throw new Error("no conflict");
      const stale = (await askGM(QUERIES.conflict, {
        combatId: combat.id,
        version: 0,
        action: "start",
        participant: "",
      })) as { ok: boolean };
      assert.equal(stale.ok, false);
    });

    it("plays rounds 2 and 3: Mekha keeps the advantage, then loses absolutely and is exhausted", async function () {
      this.timeout(FLOW_TIMEOUT);
      const combat = made.combat;
      if (!combat) throw new Error("no conflict");
      const amek = id(made.amek);
      const mekha = id(made.mekha);
      await request(combat, { action: "start", participant: "" });
      await request(combat, { action: "roll", participant: amek, dice: [3, 3], advantage: [] });
      await request(combat, { action: "roll", participant: mekha, dice: [1, 9], advantage: [1] });
      await request(combat, { action: "declareMove", participant: mekha, targets: [amek] });
      await request(combat, { action: "answer", participant: amek, dice: [9, 7], advantage: [] });
      assert.equal(readCombatState(combat).exchanges[1]?.outcome, "loseAdvantage");
      await request(combat, { action: "start", participant: "" });
      await request(combat, { action: "roll", participant: amek, dice: [10, 3], advantage: [] });
      await request(combat, { action: "roll", participant: mekha, dice: [1, 7], advantage: [3] });
      await request(combat, { action: "declareMove", participant: amek, targets: [mekha] });
      await request(combat, { action: "answer", participant: mekha, dice: [1, 2], advantage: [5] });
      const third = readCombatState(combat);
      assert.equal(third.exchanges[2]?.outcome, "loseAbsolutely");
      const consequence = third.consequences.find((c) => c.loser === mekha);
      assert.ok(consequence, "a consequence is open for Mekha");
      await request(combat, {
        action: "chooseDefault",
        participant: amek,
        consequence: consequence?.id,
        kind: "exhausted",
      });
      await waitFor(() => {
        const forms = made.mekha?.system.forms as Record<string, { current: number }> | undefined;
        return forms?.directly?.current === 6 && forms.withViolence?.current === 4;
      }, "Mekha exhausted: directly and with violence one size down");
    });

    it("opens the tracker window on the conflict", async function () {
      this.timeout(FLOW_TIMEOUT);
      const combat = made.combat;
      if (!combat) throw new Error("no conflict");
      const app = await WickedConflictTracker.show(combat);
      assert.ok(app.element.textContent?.includes("Self-test Mekha"), "lists the participants");
      await app.close();
    });
  });
}

export const conflictFlow: SelfTestFlow = {
  key: "conflict",
  displayName: "Story Engines: In a Wicked Age conflict flow",
  batch,
};
