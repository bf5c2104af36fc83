/**
 * In-Foundry self-test of the Complication board (Quench), a Scene end to
 * end: the GM starts a Story with a hero and an opponent, lists a
 * Complication the heroes control (3 against 2), starts the Scene, claims it
 * for the hero, and on the hero's action rolls a die with a Power — a real
 * 1d6 posted as a card, its face read back by the GM's queue — keeping it
 * only if the heroes keep control; the Debt and the used ability land on the
 * sheets. The claim resolves (an Inspiration "H 2vp", 2 Victory Points reach
 * the target 2), the GM lists its replacement and closes the Scene, whose
 * points go to the Story. Everything it creates is deleted afterwards.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import {
  FLOW_TIMEOUT,
  waitFor,
  requireWorld,
  type QuenchContext,
  type SelfTestFlow,
} from "../../../core/self-test/quench-context";
import { capes } from "../../../rules";
import { ABILITY_TYPE, HERO_TYPE } from "../data/common";
import { readHero } from "../data/hero";
import { CapesDieRoll } from "./capes-roll";
import { boardJournal, readBoard } from "./documents";
import { sendBoardRequest } from "./query";
import { BOARD_FLAG, serializeBoard } from "./state";

function boardFlowBatch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("capes: a Page on the Complication board", () => {
    let hero: Actor | undefined;
    let villain: Actor | undefined;
    let journal: JournalEntry | undefined;
    const messagesBefore = new Set<string>();
    const board = () => readBoard(journal ? boardJournal(journal.uuid) : null);
    const send = (request: capes.BoardRequest) => sendBoardRequest(journal?.uuid ?? "", request, board()?.version);

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      requireWorld(game.user.isGM, "to be run by the GM");
      for (const m of game.messages) messagesBefore.add(m.id ?? "");
      hero = await Actor.create({ name: "Self-test Cape", type: HERO_TYPE, system: { kind: "hero" } });
      villain = await Actor.create({ name: "Self-test Villain", type: HERO_TYPE, system: { kind: "opponent" } });
      await hero?.createEmbeddedDocuments("Item", [
        { name: "Self-test Blast", type: ABILITY_TYPE, system: { abilityType: "power", level: 5 } },
      ]);
      const start = capes.newBoard({
        title: "Self-test",
        scene: "Self-test Scene",
        editor: { userId: game.user.id, name: game.user.name },
        players: [],
      });
      journal = await JournalEntry.create({
        name: "Self-test Capes board",
        flags: { [SYSTEM_ID]: { [BOARD_FLAG]: serializeBoard(start) } },
      });
    });
    after(async () => {
      for (const m of game.messages)
        if (!messagesBefore.has(m.id ?? "")) {
          const rolls = Array.isArray(m.rolls) ? m.rolls : [];
          if (rolls.some((r) => r instanceof CapesDieRoll)) await m.delete();
        }
      await journal?.delete();
      await hero?.delete();
      await villain?.delete();
    });

    it("sets the Scene up and starts it: target 2", async function () {
      this.timeout(FLOW_TIMEOUT);
      if (!hero || !villain) throw new Error("No characters");
      await send({ type: "addComplication", name: "Self-test trouble", heroes: 3, opponents: 2 });
      await send({
        type: "addCharacter",
        actorUuid: hero.uuid,
        faction: "heroes",
        prominence: 1,
        narrator: game.user.id,
      });
      await send({
        type: "addCharacter",
        actorUuid: villain.uuid,
        faction: "opponents",
        prominence: 1,
        narrator: game.user.id,
      });
      await send({ type: "startScene" });
      const b = await waitFor(() => (board()?.scene.phase === "claims" ? board() : null), "the Scene to start");
      assert.equal(b?.scene.target, 2, "Victory Target");
    });

    it("claims the Complication for the hero and rolls a real die with a Power on the hero's action", async function () {
      this.timeout(FLOW_TIMEOUT);
      const start = board();
      const character = start?.scene.characters.find((c) => c.actorUuid === hero?.uuid);
      const complication = start?.scene.complications[0];
      if (!start || !character || !complication || !hero) throw new Error("No board");
      await send({ type: "claim", characterId: character.id, complicationId: complication.id });
      await waitFor(() => board()?.scene.complications[0]?.claim === character.id, "the claim");
      // Nothing is left to claim at any seat: the claims end by themselves.
      await waitFor(() => board()?.scene.phase === "turns", "the action turns");
      const b = board();
      if (!b) throw new Error("No board");
      // The Editor's characters act first, in the order added: the hero.
      assert.equal(capes.actingCharacterId(b), character.id, "the hero acts");
      const blast = hero.items.filter((i) => i.type === ABILITY_TYPE)[0]?.id ?? "";
      await send({
        type: "roll",
        characterId: character.id,
        complicationId: complication.id,
        side: 0,
        die: 0,
        abilityId: blast,
        debtDrive: "hope",
      });
      const rolled = await waitFor(() => board()?.scene.pending?.result ?? null, "the die's face read back");
      assert.ok(rolled >= 1 && rolled <= 6, "a face from 1 to 6");
      await waitFor(() => readHero(hero?.system).drives.hope.debt === 1, "the Power's Debt Token on Hope");
      await waitFor(() => hero?.items.get(blast)?.system.usedThisPage === true, "Blast used this Page");
    });

    it("keeps the die if the heroes keep control and ends the turns", async function () {
      this.timeout(FLOW_TIMEOUT);
      const rolled = board()?.scene.pending?.result ?? 0;
      await send({ type: "decide", keep: rolled >= 3 });
      const kept = Math.max(rolled, 3);
      await waitFor(() => board()?.scene.complications[0]?.sides[0]?.dice[0] === kept, "the face kept or turned back");
      await send({ type: "endTurn" });
      await send({ type: "endTurn" });
      await waitFor(() => board()?.scene.phase === "resolve", "the resolution");
    });

    it("resolves the claim, replaces it, ends and closes the Scene", async function () {
      this.timeout(FLOW_TIMEOUT);
      await send({ type: "resolveNext" });
      const won = await waitFor(() => board()?.story.players[0]?.inspirations[0] ?? null, "the Inspiration");
      assert.deepEqual([won.faction, won.vp], ["heroes", 2], "H 2vp");
      await waitFor(() => board()?.scene.resolution?.replacement ?? null, "the replacement to choose");
      await send({ type: "replace", name: "Self-test aftermath" });
      // 2 Victory Points reach the target 2: the Scene ends.
      await waitFor(() => board()?.scene.phase === "end", "the Scene's end");
      await send({ type: "closeScene" });
      const closed = await waitFor(() => (board()?.scene.phase === "over" ? board() : null), "the Scene closed");
      assert.equal(closed?.story.vp.heroes, 2, "the Story's Victory Points");
      await waitFor(
        () => hero?.items.filter((i) => i.type === ABILITY_TYPE)[0]?.system.usedThisPage === false,
        "the Page's uses cleared",
      );
    });
  });
}

export const boardFlow: SelfTestFlow = {
  key: "board",
  displayName: "Story Engines: a Page of Capes on the Complication board",
  batch: boardFlowBatch,
};
