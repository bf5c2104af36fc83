/**
 * Personae at a table, edits that meet: a token's vitality bar edited by
 * the identity's owner (or the chorus for its own), as Foundry's Token HUD
 * edits it — `modifyTokenAttribute` on the editing client, then an actor
 * update sent as that user — changes the hits by the edit, nothing else;
 * another player's edit is refused by the server. The identities are the
 * shipped ones (personae-table.ts), every harm on them dealt by play: a
 * challenge's hits, a bar edit. And two players answering
 * the same challenge card at once: the card's versioned state lets one
 * land and refuses the other as stale (told so, card drawn again), which
 * then answers on the card as it now is.
 */
import { describe, expect, it } from "vitest";
import { expectNoControl } from "../harness/play";
import { editTokenBar } from "../harness/token-bars";
import type { TableActor } from "../harness/table-documents";
import {
  answer,
  applyHits,
  burglar,
  door,
  dunmore,
  issue,
  lastCard,
  ogre,
  play,
  sys,
  usePersonaeTable,
} from "./personae-table";

usePersonaeTable();

/** A user edits an identity's vitality bar on its token (typed `-1`: a delta; `1`: the value to show). */
function editBar(userId: string, actor: TableActor, value: number, isDelta: boolean): Promise<void> {
  return play.step(play.table.as(userId, () => editTokenBar(actor, "vitality", value, isDelta)));
}

describe("Personae at a table: a token bar edit", () => {
  it("Amy's −1 on Dunmore's bar showing 0 (3 hits, shock 1) makes 4 hits, nothing else; Bob's edit is refused", async () => {
    // The chorus's ogre axes Dunmore for 3 hits: 9 + PRO 3 = 12 against his Defend 3 + STA 2 = 5. Shock 1.
    await issue("gail", ogre, "Axe", dunmore, "The ogre swings", [9, 8, 7], { hits: 3 });
    await answer("amy", "The ogre swings", [3, 2]);
    await applyHits("gail", "The ogre swings");
    // Vitality 1 + STA 2 = 3: the bar shows 0 of 3.
    expect(sys(dunmore)).toMatchObject({ hits: 3, shock: 1, vitality: { value: 0, max: 3 } });
    const before = structuredClone(dunmore.data);
    await editBar("amy", dunmore, -1, true);
    expect(dunmore.data).toEqual({ ...before, system: { ...(before.system as object), hits: 4 } });
    // Bob (LIMITED on Dunmore) sends the same edit: the server refuses it and nothing changes.
    await expect(editBar("bob", dunmore, -1, true)).rejects.toThrow(
      "User Bob lacks permission to update Actor Dunmore",
    );
    expect(sys(dunmore)).toMatchObject({ hits: 4, shock: 1 });
    // A +2 on the bar takes two hits away (not the bar's 0 + 2): 2 hits, the bar showing 1, shock kept.
    await editBar("amy", dunmore, 2, true);
    expect(sys(dunmore)).toMatchObject({ hits: 2, shock: 1, vitality: { value: 1, max: 3 } });
  });

  it("Gail sets the chorus's ogre's bar from 4 to 1: 3 hits; Amy may not; on a negated door more hits are refused", async () => {
    await editBar("gail", ogre, 1, false);
    expect(sys(ogre)).toMatchObject({ hits: 3, shock: 0, vitality: { value: 1, max: 4 } });
    await expect(editBar("amy", ogre, -1, true)).rejects.toThrow(
      "User Amy lacks permission to update Actor The hulking ogre",
    );
    expect(sys(ogre)).toMatchObject({ hits: 3 });
    // The SRD's burglar picks the locked door's lock (Pick Lock 3 dice + CNG 3: 12), 3 hits against its vitality 3
    // (1 + STA 2); Gail answers for the door with the passive defence against a power challenge, Steel, which it
    // lacks: unskilled, 1 die + RES 0: 1. The door, a minor identity, is negated.
    await issue("bob", burglar, "Pick Lock", door, "The lock", [9, 6, 2], { hits: 3 });
    await answer("gail", "The lock", [1]);
    expect(lastCard()?.reactors[0]?.result).toMatchObject({ winner: "actor", actorDice: [9, 6, 2], reactorDice: [1] });
    await applyHits("bob", "The lock");
    expect(sys(door)).toMatchObject({ hits: 3, negated: true });
    await editBar("gail", door, -1, true);
    expect(play.seat("gail").notices("warn")).toEqual(["STORY_ENGINES.Personae.Card.Problem.targetNegated"]);
    expect(sys(door)).toMatchObject({ hits: 3 });
  });
});

describe("Personae at a table: two users clicking at once", () => {
  it("the ogre axes Dunmore and the burglar; Amy and Bob answer at the same moment: one lands, the other is told it is stale and answers again", async () => {
    const gail = play.seat("gail");
    await issue("gail", ogre, "Axe", [dunmore, burglar], "The ogre's sweep", [9, 8, 7]);
    expect(lastCard()?.reactors.map((r) => r.name)).toEqual(["Dunmore", "The burglar"]);
    const amy = play.seat("amy");
    const bob = play.seat("bob");
    const amyCard = await amy.card("The ogre's sweep");
    const bobCard = await bob.card("The ogre's sweep");
    expectNoControl(amyCard, "answer", { reactor: 1 });
    expectNoControl(bobCard, "answer", { reactor: 0 });
    // Dunmore would answer with 3, 2; the burglar with 4, 1 — Amy's answer is queued first.
    play.table.faces = [3, 2, 4, 1];
    const results = await play.atOnce([
      amyCard.press("answer", { reactor: 0 }),
      bobCard.press("answer", { reactor: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    // Amy's landed: Dunmore's 3 + STA 2 = 5 against the ogre's 9 + PRO 3 = 12.
    const landed = lastCard();
    expect(landed?.reactors[0]?.result).toMatchObject({ winner: "actor", actorDice: [9, 8, 7], reactorDice: [3, 2] });
    // Bob's was sent on the card as it was before: refused as stale, nothing rolled for the burglar, and he is told so.
    expect(landed?.reactors[1]?.result).toBeNull();
    expect(amy.notices("warn")).toEqual([]);
    expect(bob.notices("warn")).toEqual(["STORY_ENGINES.Notifications.stale"]);
    // Bob's card, drawn again, shows Dunmore's answer and still offers the burglar's; he answers on it: 4, 1.
    const redrawn = await bob.card("The ogre's sweep");
    await redrawn.click("answer", { reactor: 1 });
    const both = lastCard();
    expect(both?.reactors[1]?.result).toMatchObject({ winner: "actor", reactorDice: [4, 1] });
    // Dunmore's answer is kept, not overwritten; each answered once.
    expect(both?.reactors[0]?.result).toEqual(landed?.reactors[0]?.result);
    expect(bob.notices("warn")).toEqual(["STORY_ENGINES.Notifications.stale"]);
    // Gail's card now shows both answered: no answer left for anyone.
    const gailCard = await gail.card("The ogre's sweep");
    expectNoControl(gailCard, "answer", { reactor: 0 });
    expectNoControl(gailCard, "answer", { reactor: 1 });
  });
});
