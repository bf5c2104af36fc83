/**
 * Personae played to the end of a fight, by a chorus who is a player: Cara
 * holds the chorus role and owns the hulking ogre, Amy plays Dunmore, Bob the
 * burglar, and Gail is the GM, whose client writes what the players' own
 * cannot. The identities are the shipped ones, imported by Gail from the
 * Example Identities compendium (setUpFromPacks).
 * Every step is a click on a control the acting user's own sheet, card or
 * Table tools window shows; no shock, hits or flags are written between
 * steps.
 *
 * The fight: the burglar's knife takes the ogre (vitality 1 + STA 3 = 4)
 * to shock 1 and 2; the ogre's axe takes the burglar (vitality 3) to shock
 * 3, inoperative, and then — the burglar cannot answer — to shock 4 by an
 * unopposed roll of the chorus (digest, round 4); Amy's Dunmore stabilises
 * him; Dunmore takes the ogre to shock 3 and, inoperative, to shock 4 the
 * same way; Cara ends the encounter (the ogre, unstabilised, is negated and
 * Dunmore, who raised its shock last, earns a point) and the scene; the
 * burglar recovers. Then the shock-3 relapse: Dunmore's SRD jump with the
 * chorus rolling first, the ogre's axe to shock 3, a recovery, and another
 * encounter in which Dunmore acts and is inoperative again at the end of
 * that round.
 */
import { describe, expect, it } from "vitest";
import { expectNoControl } from "../harness/play";
import type { TableActor } from "../harness/table-documents";
import { installTableScene } from "../harness/table-scenes";
import { setUpFromPacks } from "../harness/play-setup";
import {
  answer,
  applyHits,
  chorusRolls as chorusRollsAs,
  chorusTool,
  issue,
  lastCard,
  play,
  seatPlayers,
  sheetOf,
  skillId,
  sys,
  toolsOf,
  usePersonaeTable,
} from "./personae-table";

let dunmore: TableActor;
let burglar: TableActor;
let ogre: TableActor;

usePersonaeTable(async () => {
  seatPlayers([
    { id: "gail", name: "Gail", isGM: true },
    { id: "cara", name: "Cara" },
    { id: "amy", name: "Amy" },
    { id: "bob", name: "Bob" },
  ]);
  // Set-up, as the GM does before play: the shipped identities imported from the compendium and owned (allies
  // observe each other; the ogre is Cara's, LIMITED to the others), the chorus handed to Cara in Table roles.
  const world = await setUpFromPacks(play, {
    import: [{ pack: "personae-identities", names: ["Dunmore", "The burglar", "The hulking ogre"] }],
    ownership: {
      Dunmore: { default: "OBSERVER", amy: "OWNER" },
      "The burglar": { default: "OBSERVER", bob: "OWNER" },
      "The hulking ogre": { default: "LIMITED", cara: "OWNER" },
    },
    roles: { "personae.chorus": ["cara"] },
  });
  dunmore = world.actor("Dunmore");
  burglar = world.actor("The burglar");
  ogre = world.actor("The hulking ogre");
  // The GM dragged the three identities onto the scene everyone views.
  installTableScene({ id: "inn", name: "The inn", actors: () => [dunmore, burglar, ogre] });
});

/** Cara, the chorus, rolls its dice on the card `goal` (against an inoperative reactor, or the card's own unopposed). */
const chorusRolls = (goal: string, faces: number[], reactor: number | "card" = 0) =>
  chorusRollsAs("cara", goal, faces, reactor);

describe("Personae played to the end of a fight by a chorus who is a player", () => {
  it("the ogre from full vitality to negation, the burglar stabilised by Dunmore, the encounter and scene ended by Cara, recovery", async () => {
    // Cara (the chorus, a player) sees the chorus's tools; Amy and Gail (a GM who is not the chorus) do not.
    for (const user of ["amy", "gail"])
      expectNoControl(await toolsOf(user), "openTool", { tool: "personae/end-encounter" });
    await chorusTool("cara", "start-encounter");
    expect([dunmore, burglar, ogre].map((a) => sys(a).scene.inEncounter)).toEqual([true, true, true]);

    // The burglar's knife (3 dice + PRO 2): 9 + 2 = 11 against the ogre's Defend (2 dice + STA 3): 3 + 3 = 6.
    await issue("bob", burglar, "Knife", ogre, "Knife one", [9, 5, 2], { hits: 4 });
    // Cara owns the ogre and answers for it as the chorus; Bob may not.
    expectNoControl(await play.seat("bob").card("Knife one"), "answer", { reactor: 0 });
    await answer("cara", "Knife one", [3, 2]);
    await applyHits("bob", "Knife one");
    expect(sys(ogre)).toMatchObject({ hits: 4, shock: 1, inoperative: false });
    // At shock 1 the ogre still rolls 2 dice (the floor): shock 2.
    await issue("bob", burglar, "Knife", ogre, "Knife two", [9, 5, 2], { hits: 1 });
    await answer("cara", "Knife two", [3, 2]);
    await applyHits("bob", "Knife two");
    expect(sys(ogre)).toMatchObject({ hits: 5, shock: 2, inoperative: false });

    // The ogre's axe (3 dice − 2 for its shock: 2, + PRO 3): 9 + 3 = 12 against the burglar's Defend 3 + 2 = 5.
    const axe = async (goal: string, hits: number, defence: number[] | null) => {
      await issue("cara", ogre, "Axe", burglar, goal, defence ? [9, 8] : [], { hits });
      if (defence) await answer("bob", goal, defence);
      else {
        // The burglar is inoperative: no answer for Bob; Cara sets Easy and rolls the chorus's 2 dice: 2 + 0,
        // before the ogre's dice are rolled (an unopposed challenge: the chorus determines and rolls first).
        const bobCard = await play.seat("bob").card(goal);
        expectNoControl(bobCard, "answer", { reactor: 0 });
        expect(bobCard.text).toContain("is inoperative and cannot answer");
        expect(bobCard.text).toContain("Awaiting the chorus: Cara");
        expectNoControl(await play.seat("cara").card(goal), "issuerRoll");
        expect(lastCard()?.actor.faces).toEqual([]);
        await chorusRolls(goal, [2, 1]);
        expect(lastCard()?.reactors[0]?.result).toBeNull();
        // Then Cara rolls the ogre's axe from the card: 9 + 3 = 12 against 2 + 0.
        play.table.faces = [9, 8];
        await (await play.seat("cara").card(goal)).click("issuerRoll");
      }
      await applyHits("cara", goal);
    };
    await axe("Axe one", 3, [3, 2]);
    expect(sys(burglar)).toMatchObject({ hits: 3, shock: 1 });
    await axe("Axe two", 1, [3, 2]);
    await axe("Axe three", 1, [3, 2]);
    expect(sys(burglar)).toMatchObject({ hits: 5, shock: 3, inoperative: true });
    await axe("Axe four", 1, null);
    expect(lastCard()?.reactors[0]).toMatchObject({
      unopposed: { difficultyId: "easy", difficulty: 0 },
      result: { winner: "actor", decidedAt: 0 },
    });
    expect(sys(burglar)).toMatchObject({ hits: 6, shock: 4, inoperative: true, stabilised: false });

    // Bob's only identity is the burglar itself: no stabilising for him. Amy's Dunmore stabilises him.
    expectNoControl(await play.seat("bob").card("Axe four"), "stabilise", { reactor: 0 });
    await (await play.seat("amy").card("Axe four")).click("stabilise", { reactor: 0 });
    expect(sys(burglar).stabilised).toBe(true);
    // Stabilising is Dunmore's action this round.
    expect(sys(dunmore).scene.acted).toBe(true);

    // Dunmore strikes with Repel (2 dice + STA 2): 9 + 2 = 11 against 3 + 3: the ogre to shock 3, inoperative.
    await issue("amy", dunmore, "Repel", ogre, "Repel one", [9, 5], { type: "attack", hits: 1 });
    await answer("cara", "Repel one", [3, 2]);
    await applyHits("amy", "Repel one");
    expect(sys(ogre)).toMatchObject({ hits: 6, shock: 3, inoperative: true });
    // The ogre cannot answer: Cara's card offers the chorus's roll instead (Easy; Repel 2 − 1 = 1 die): 4 + 0 < 11.
    // Amy's dice wait for the chorus's roll; then she rolls from the card.
    await issue("amy", dunmore, "Repel", ogre, "Repel two", [], { type: "attack", hits: 1 });
    expectNoControl(await play.seat("cara").card("Repel two"), "answer", { reactor: 0 });
    expectNoControl(await play.seat("amy").card("Repel two"), "chorusRoll", { reactor: 0 });
    expectNoControl(await play.seat("amy").card("Repel two"), "issuerRoll");
    await chorusRolls("Repel two", [4]);
    play.table.faces = [9, 5];
    await (await play.seat("amy").card("Repel two")).click("issuerRoll");
    await applyHits("amy", "Repel two");
    expect(sys(ogre)).toMatchObject({ hits: 7, shock: 4, inoperative: true, negated: false });

    // Cara ends the encounter: the ogre, never stabilised, is negated; Dunmore, who raised its shock last, earns a point.
    const points = sys(dunmore).development.points;
    await chorusTool("cara", "end-encounter");
    expect(sys(ogre).negated).toBe(true);
    expect(sys(dunmore).development.points).toBe(points + 1);
    expect(sys(burglar)).toMatchObject({ shock: 4, stabilised: true, negated: false, scene: { recoveryWait: 1 } });

    // Bob asks for recovery only when the clock allows it: after the scene following the encounter ends.
    const bobSheet = await sheetOf("bob", burglar);
    expectNoControl(bobSheet, "recover");
    expectNoControl(bobSheet, "endEncounter");
    expectNoControl(bobSheet, "endScene");
    await chorusTool("cara", "end-scene");
    // 1 die + STA 2 against 4 chorus dice + 6 hits: 10 + 2 = 12 beats 1 + 6 = 7: inoperative is lifted.
    play.table.faces = [10, 1, 1, 1, 1];
    await bobSheet.click("recover");
    expect(sys(burglar)).toMatchObject({ shock: 4, inoperative: false, negated: false });
  });

  it("two axes open against Dunmore: the first takes him to shock 3, and the second's card is drawn again for everyone (Amy's Answer gone, Cara's chorus roll offered)", async () => {
    // The ogre's axe (3 dice + 3): 9 + 3 = 12 against Dunmore's Defend (2 dice + STA 2): 3 + 2 = 5; to shock 2.
    for (const [goal, hits] of [
      ["Axe at Dunmore", 3],
      ["Axe again", 1],
    ] as const) {
      await issue("cara", ogre, "Axe", dunmore, goal, [9, 8, 7], { hits });
      await answer("amy", goal, [3, 2]);
      await applyHits("cara", goal);
    }
    expect(sys(dunmore)).toMatchObject({ hits: 4, shock: 2, inoperative: false });
    // Two more axes, both open at once: Amy's cards offer her Answer on each.
    await issue("cara", ogre, "Axe", dunmore, "First of two", [9, 8, 7], { hits: 1 });
    await issue("cara", ogre, "Axe", dunmore, "Second of two", [9, 8, 7], { hits: 1 });
    await play.seat("amy").card("Second of two");
    await answer("amy", "First of two", [3, 2]);
    await applyHits("cara", "First of two");
    expect(sys(dunmore)).toMatchObject({ hits: 5, shock: 3, inoperative: true });
    // Nobody touched the second card, yet every client drew it again from Dunmore's new state.
    const amyCard = await play.seat("amy").card("Second of two");
    expectNoControl(amyCard, "answer", { reactor: 0 });
    expect(amyCard.text).toContain("is inoperative and cannot answer");
    await chorusRolls("Second of two", [2, 1]);
    await applyHits("cara", "Second of two");
    expect(sys(dunmore)).toMatchObject({ hits: 6, shock: 4, inoperative: true });
  });

  it("Dunmore's jump with the chorus rolling first, then shock 3 from the ogre's axe, recovery, and the relapse at the end of the first round he acts in", async () => {
    // The SRD's jump: Amy proposes Normal; Cara confirms and rolls 3, 7 on her client; Amy rolls 1, 5, 6 on hers.
    const amySheet = await sheetOf("amy", dunmore);
    const jump = async (goal: string, chorus: number[], own: number[]) => {
      play
        .seat("amy")
        .answerDialog((d) =>
          d.press("roll", { attribute: "pro", opposition: "unopposed", difficultyId: "normal", goal }),
        );
      await amySheet.click("challenge", { itemId: skillId(dunmore, "Acrobatics") });
      expectNoControl(await play.seat("amy").card(goal), "chorusRoll", { reactor: "card" });
      await chorusRolls(goal, chorus, "card");
      play.table.faces = own;
      await (await play.seat("amy").card(goal)).click("issuerRoll");
    };
    await jump("Out of the window", [3, 7], [1, 5, 6]);
    expect(lastCard()?.chorus?.result).toMatchObject({ winner: "actor", decidedAt: 1 });

    // An encounter: the ogre's axe (3 dice + 3): 9 + 3 = 12 against Dunmore's Defend (2 dice + STA 2): 3 + 2 = 5.
    await chorusTool("cara", "start-encounter");
    for (const [goal, hits] of [
      ["Axe at Dunmore", 3],
      ["Axe again", 1],
      ["Axe once more", 1],
    ] as const) {
      await issue("cara", ogre, "Axe", dunmore, goal, [9, 8, 7], { hits });
      await answer("amy", goal, [3, 2]);
      await applyHits("cara", goal);
    }
    expect(sys(dunmore)).toMatchObject({ hits: 5, shock: 3, inoperative: true });
    await chorusTool("cara", "end-encounter");
    await chorusTool("cara", "end-scene");
    // 1 die + STA 2 against 3 chorus dice + 5 hits: 10 + 2 = 12 beats 1 + 5 = 6: back, with the caveat pending.
    play.table.faces = [10, 1, 1, 1];
    await amySheet.click("recover");
    expect(sys(dunmore)).toMatchObject({ shock: 3, inoperative: false, scene: { relapse: true } });

    // Another violent encounter: a round in which Dunmore does not act leaves him as he is.
    await chorusTool("cara", "start-encounter");
    await chorusTool("cara", "end-round");
    expect(sys(dunmore)).toMatchObject({ inoperative: false, scene: { relapse: true } });
    // He acts (the jump again: 2 dice at shock 3), and at the end of that round he is inoperative again.
    await jump("Onto the balcony", [3, 7], [1, 5]);
    expect(sys(dunmore).scene.acted).toBe(true);
    await chorusTool("cara", "end-round");
    expect(sys(dunmore)).toMatchObject({ inoperative: true, scene: { relapse: false, acted: false } });
  });

  it("with no GM connected, Cara rolls the chorus's dice on Amy's jump and Amy's client, the card's writer, carries it out", async () => {
    play.table.disconnect("gail");
    const amySheet = await sheetOf("amy", dunmore);
    play
      .seat("amy")
      .answerDialog((d) =>
        d.press("roll", { attribute: "pro", opposition: "unopposed", difficultyId: "normal", goal: "No GM jump" }),
      );
    await amySheet.click("challenge", { itemId: skillId(dunmore, "Acrobatics") });
    await chorusRolls("No GM jump", [3, 7], "card");
    expect(lastCard()?.chorus).toMatchObject({ faces: [3, 7], difficulty: 2 });
    play.table.faces = [1, 5, 6];
    await (await play.seat("amy").card("No GM jump")).click("issuerRoll");
    expect(lastCard()?.chorus?.result).toMatchObject({ winner: "actor", decidedAt: 1 });
    expect(play.seat("cara").notices("warn")).toEqual([]);
    // The clock's tools write every identity on the scene: with no GM they wait, and Cara is told so.
    await chorusTool("cara", "end-scene");
    expect(play.seat("cara").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
  });
});
