/**
 * Personae at a table, edits that meet: a token's vitality bar edited by
 * the identity's owner (or the chorus for its own), as Foundry's Token HUD
 * edits it — `modifyTokenAttribute` on the editing client, then an actor
 * update sent as that user — changes the hits by the edit, nothing else;
 * another player's edit is refused by the server. And two players answering
 * the same challenge card at once: the card's versioned state lets one
 * land and refuses the other as stale (told so, card drawn again), which
 * then answers on the card as it now is.
 */
import { describe, expect, it } from "vitest";
import { expectNoControl } from "../harness/play";
import { editTokenBar } from "../harness/token-bars";
import type { TableActor } from "../harness/table-documents";
import { asGail, dunmore, ogre, play, readCardState, samples, Sheet, usePersonaeTable } from "./personae-table";

usePersonaeTable();

/** A user edits an identity's vitality bar on its token (typed `-1`: a delta; `1`: the value to show). */
function editBar(userId: string, actor: TableActor, value: number, isDelta: boolean): Promise<void> {
  return play.step(play.table.as(userId, () => editTokenBar(actor, "vitality", value, isDelta)));
}

const cardState = () => readCardState(play.table.messages.at(-1) as unknown as ChatMessage);

describe("Personae at a table: a token bar edit", () => {
  it("Amy's −1 on Dunmore's bar showing 0 (9 hits) makes 10 hits, nothing else; Bob's edit is refused", async () => {
    await asGail(() => dunmore.update({ "system.hits": 9, "system.shock": 1 }));
    // Vitality 1 + STA 2 = 3: the bar shows 0 of 3.
    expect(dunmore.system.vitality).toEqual({ value: 0, max: 3 });
    const before = structuredClone(dunmore.data);
    await editBar("amy", dunmore, -1, true);
    expect(dunmore.data).toEqual({ ...before, system: { ...(before.system as object), hits: 10 } });
    // Bob (LIMITED on Dunmore) sends the same edit: the server refuses it and nothing changes.
    await expect(editBar("bob", dunmore, -1, true)).rejects.toThrow(
      "User Bob lacks permission to update Actor Dunmore",
    );
    expect(dunmore.system).toMatchObject({ hits: 10, shock: 1 });
    // A +2 on the bar takes two hits away, the bar still showing 0 (8 hits on vitality 3).
    await editBar("amy", dunmore, 2, true);
    expect(dunmore.system).toMatchObject({ hits: 8, shock: 1, vitality: { value: 0, max: 3 } });
  });

  it("Gail sets the chorus's ogre's bar from 3 to 1: 2 hits; Amy may not; on a negated ogre more hits are refused", async () => {
    await editBar("gail", ogre, 1, false);
    expect(ogre.system).toMatchObject({ hits: 2, shock: 0, vitality: { value: 1, max: 3 } });
    await expect(editBar("amy", ogre, -1, true)).rejects.toThrow(
      "User Amy lacks permission to update Actor The bridge ogre",
    );
    expect(ogre.system).toMatchObject({ hits: 2 });
    await asGail(() => ogre.update({ "system.negated": true }));
    await editBar("gail", ogre, -1, true);
    expect(play.seat("gail").notices("warn")).toEqual(["STORY_ENGINES.Personae.Card.Problem.targetNegated"]);
    expect(ogre.system).toMatchObject({ hits: 2 });
  });
});

describe("Personae at a table: two users clicking at once", () => {
  it("the ogre clubs Dunmore and Kit; Amy and Bob answer at the same moment: one lands, the other is told it is stale and answers again", async () => {
    const gail = play.seat("gail");
    const ogreSheet = await gail.open(() => new Sheet({ document: ogre as unknown as Actor }));
    play.table.faces = [9, 8, 7];
    gail.answerDialog((d) => d.press("roll", { target0: true, target1: true, opposition: "opposed" }));
    await ogreSheet.click("challenge", { itemId: samples.sampleId("Club") });
    expect(cardState()?.reactors.map((r) => r.name)).toEqual(["Dunmore", "Kit"]);
    const amy = play.seat("amy");
    const bob = play.seat("bob");
    const amyCard = await amy.card("The bridge ogre");
    const bobCard = await bob.card("The bridge ogre");
    expectNoControl(amyCard, "answer", { reactor: 1 });
    expectNoControl(bobCard, "answer", { reactor: 0 });
    // Dunmore would answer with 3, 2; Kit with 4, 1 — Amy's answer is queued first.
    play.table.faces = [3, 2, 4, 1];
    const results = await play.atOnce([
      amyCard.press("answer", { reactor: 0 }),
      bobCard.press("answer", { reactor: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    // Amy's landed: Dunmore's 3 + STA 2 = 5 against the ogre's 9 + PRO 3 = 12.
    const landed = cardState();
    expect(landed?.reactors[0]?.result).toMatchObject({ winner: "actor", actorDice: [9, 8, 7], reactorDice: [3, 2] });
    // Bob's was sent on the card as it was before: refused as stale, nothing rolled for Kit, and he is told so.
    expect(landed?.reactors[1]?.result).toBeNull();
    expect(amy.notices("warn")).toEqual([]);
    expect(bob.notices("warn")).toEqual(["STORY_ENGINES.Notifications.stale"]);
    // Bob's card, drawn again, shows Dunmore's answer and still offers Kit's; he answers on it: 4, 1.
    const redrawn = await bob.card("The bridge ogre");
    await redrawn.click("answer", { reactor: 1 });
    const both = cardState();
    expect(both?.reactors[1]?.result).toMatchObject({ winner: "actor", reactorDice: [4, 1] });
    // Dunmore's answer is kept, not overwritten; each answered once.
    expect(both?.reactors[0]?.result).toEqual(landed?.reactors[0]?.result);
    expect(bob.notices("warn")).toEqual(["STORY_ENGINES.Notifications.stale"]);
    // Gail's card now shows both answered: no answer left for anyone.
    const gailCard = await gail.card("The bridge ogre");
    expectNoControl(gailCard, "answer", { reactor: 0 });
    expectNoControl(gailCard, "answer", { reactor: 1 });
  });
});
