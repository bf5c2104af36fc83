/**
 * Personae at a table, from what the system ships: Gail holds the chorus
 * (the GM), Amy plays Dunmore and Bob the burglar — the shipped identities,
 * imported by Gail from the Example Identities compendium — each on their
 * own client, every step a click on a control their own sheet, dialog,
 * card or Table tools window shows; nothing is written between steps. The
 * SRD's Dunmore jumps from the window (unopposed, Normal: 1, 5, 6 + PRO 3
 * against 3, 7 + 2 — a tie on 9, then 8 against 5); Bob argues with the
 * chorus's hulking ogre, an adversary he cannot open, targeted on the
 * scene, and Gail answers for it on the card; Misdirection, which Bob adds
 * to the burglar's sheet as the SRD's Example Traits give it, affords one
 * follow-up and nothing else does (Gail may grant one by ruling); a
 * two-target knife banks its criticals once; hits and shock are applied;
 * the burglar may not recover mid-encounter at shock 2, only at the next
 * scene's end; at the encounter's end Amy's Dunmore has stabilised the
 * burglar and the ogre, never stabilised, is negated, earning a point to
 * whoever raised its shock last. Then the same with no GM connected, and
 * with a reload mid-challenge. The table and its identities are shared
 * with personae-edits.test.ts (personae-table.ts).
 */
import { describe, expect, it } from "vitest";
import { expectNoControl } from "../harness/play";
import {
  answer,
  applyHits,
  burglar,
  chorusRolls,
  chorusTool,
  door,
  dunmore,
  issue,
  lastCard,
  ogre,
  play,
  sheetOf,
  skillId,
  sys,
  target,
  usePersonaeTable,
} from "./personae-table";

usePersonaeTable();

/** Bob, targeting the ogre, argues with it from the burglar's sheet (9, 6 + COM 2), opposed: the card waits for Gail. */
const bobArgues = (goal: string, values: Record<string, unknown> = {}) =>
  issue("bob", burglar, "Argue", ogre, goal, [9, 6], values);

describe("Personae at a table: the chorus and two players", () => {
  it("Amy issues Dunmore's jump from his sheet; the SRD's tie on 9 is decided by the second die, 8 against 5", async () => {
    const amy = play.seat("amy");
    const sheet = await sheetOf("amy", dunmore);
    // Bob sees Dunmore at LIMITED: no challenge for him.
    expectNoControl(await sheetOf("bob", dunmore), "challenge");
    amy.answerDialog((d) => d.press("roll", { attribute: "pro", opposition: "unopposed", difficultyId: "normal" }));
    await sheet.click("challenge", { itemId: skillId(dunmore, "Acrobatics") });
    // Gail, the chorus, confirms Normal and rolls her two dice first; then Amy rolls Dunmore's three.
    await chorusRolls("gail", "Dunmore", [3, 7], "card");
    play.table.faces = [1, 5, 6];
    await (await amy.card("Dunmore")).click("issuerRoll");
    const card = await amy.card("Dunmore");
    expect(card.text).toContain("Dunmore wins");
    expect(card.text).toContain("Counted on the tally as a success");
    expect(lastCard()?.chorus?.result).toMatchObject({ winner: "actor", decidedAt: 1 });
  });

  it("Bob argues with the ogre he cannot open (targeted on the scene); Gail answers for it; Misdirection affords one follow-up", async () => {
    const bob = play.seat("bob");
    // Bob cannot open the chorus's ogre: his Actors directory does not list it.
    await expect(sheetOf("bob", ogre)).rejects.toThrow("does not list The hulking ogre");
    // Bob adds the SRD's Misdirection to the burglar: a new enhancement on his sheet, filled in on its own sheet as
    // the Example Traits' Misdirection reads (force one re-roll at a follow-up; one follow-up), for Argue.
    const sheet = await sheetOf("bob", burglar);
    await sheet.click("createItem", { type: "personaeEnhancement" });
    const enhancement = bob.windows.at(-1);
    if (!enhancement || enhancement === sheet) throw new Error("Bob's new enhancement opened no sheet");
    await enhancement.fill({
      name: "Misdirection",
      "system.effect": "forceReroll",
      "system.amount": 1,
      "system.timing": "followUp",
      "system.followUps": 1,
      "system.skill": "Argue",
    });
    const misdirection = skillId(burglar, "Misdirection");
    // The burglar's sheet, drawn again by the change of its item, lists it.
    expect(sheet.text).toContain("Misdirection");
    expect(burglar.items.get(misdirection)?.system).toMatchObject({ effect: "forceReroll", followUps: 1 });
    // Bob targets the ogre's token and challenges it with the burglar's Argue (2 dice + COM 2): 9, 6.
    target("bob", ogre);
    bob.answerDialog((d) => {
      // The ogre is offered to Bob by name (targeted), without its stats, ticked.
      expect(d.text).toContain("The hulking ogre");
      expect(d.text).not.toContain("Axe");
      return d.press("roll", {
        target0: true,
        opposition: "opposed",
        goal: "A word with the ogre",
        [`enhancement-${misdirection}`]: true,
      });
    });
    play.table.faces = [9, 6];
    await sheet.click("challenge", { itemId: skillId(burglar, "Argue") });
    // Bob may not answer for the ogre; Gail may.
    const bobCard = await bob.card("A word with the ogre");
    expectNoControl(bobCard, "answer", { reactor: 0 });
    expect(bobCard.text).toContain("The hulking ogre");
    // The ogre answers with Counter 2 + COM 1: 8, 4; 9 + 2 = 11 beats 8 + 1 = 9.
    await answer("gail", "A word with the ogre", [8, 4]);
    const answered = await bob.card("A word with the ogre");
    expect(answered.text).toContain("The burglar wins");
    // Misdirection affords one follow-up: Bob's card offers it, Amy's does not.
    expectNoControl(await play.seat("amy").card("A word with the ogre"), "followUp", { reactor: 0 });
    // The ogre re-rolls its 4 at the follow-up (Misdirection) and gets 2: the burglar's 6 + 2 beats 2 + 1.
    play.table.faces = [2];
    await answered.click("followUp", { reactor: 0 });
    expect(lastCard()?.reactors[0]?.followUps).toMatchObject([{ step: 1, winner: "actor", rerolled: [2] }]);
    // One afforded, one made: no more, and no ruling offered to Bob.
    const after = await bob.card("A word with the ogre");
    expectNoControl(after, "followUp", { reactor: 0 });
    expectNoControl(after, "grantFollowUp", { reactor: 0 });
  });

  it("without Misdirection no follow-up is offered; Gail may grant one by ruling, logged on the card", async () => {
    const bob = await bobArgues("Words");
    await answer("gail", "Words", [8, 4]);
    const bobCard = await bob.card("Words");
    expect(bobCard.text).toContain("The burglar wins");
    expectNoControl(bobCard, "followUp", { reactor: 0 });
    expectNoControl(bobCard, "grantFollowUp", { reactor: 0 });
    await (await play.seat("gail").card("Words")).click("grantFollowUp", { reactor: 0 });
    const granted = await bob.card("Words");
    expect(granted.text).toContain("A follow-up granted by the chorus's ruling (Gail).");
    await granted.click("followUp", { reactor: 0 });
    expect(lastCard()?.reactors[0]?.followUps).toHaveLength(1);
  });

  it("recovery by the clock: the burglar at shock 2 may not recover mid-encounter, nor at its end, but at the next scene's end", async () => {
    await chorusTool("gail", "start-encounter");
    // The ogre's axe (3 dice + PRO 3) twice against the burglar's Defend (2 dice + STA 2): 12 against 5; the burglar
    // (vitality 1 + STA 2 = 3) to shock 1 with 3 hits, then to shock 2 with one more.
    for (const [goal, hits] of [
      ["Axe one", 3],
      ["Axe two", 1],
    ] as const) {
      await issue("gail", ogre, "Axe", burglar, goal, [9, 8, 7], { hits });
      await answer("bob", goal, [3, 2]);
      await applyHits("gail", goal);
    }
    expect(sys(burglar)).toMatchObject({ hits: 4, shock: 2, scene: { inEncounter: true } });
    const sheet = await sheetOf("bob", burglar);
    expectNoControl(sheet, "recover");
    // The clock is the chorus's: Bob's sheet has no end of encounter or scene.
    expectNoControl(sheet, "endEncounter");
    expectNoControl(sheet, "endScene");
    await chorusTool("gail", "end-encounter");
    expect(sys(burglar).scene).toMatchObject({ inEncounter: false, recoveryWait: 1 });
    expectNoControl(sheet, "recover");
    await chorusTool("gail", "end-scene");
    expect(sheet.has("recover")).toBe(true);
    // 1 die + STA 2 against two chorus dice + 4 hits: 9 + 2 = 11 beats 4 + 4 = 8: down a level, one hit removed.
    play.table.faces = [9, 4, 2];
    await sheet.click("recover");
    expect(sys(burglar)).toMatchObject({ shock: 1, hits: 3, scene: { recoveryTried: true } });
    expectNoControl(sheet, "recover");
  });

  it("the encounter's end: Gail's ogre drops the burglar to shock 4, Amy's Dunmore stabilises him; the ogre, unstabilised, is negated and Dunmore, who raised its shock last, earns a point", async () => {
    // Gail begins the encounter on the bridge: the identities are in it.
    await chorusTool("gail", "start-encounter");
    // The burglar's knife (3 dice + PRO 2), 4 hits: 11 against the ogre's Defend (2 dice + STA 3) 6: shock 1.
    await issue("bob", burglar, "Knife", ogre, "Knife", [9, 6, 2], { hits: 4 });
    await answer("gail", "Knife", [3, 2]);
    await applyHits("bob", "Knife");
    expect(sys(ogre)).toMatchObject({ hits: 4, shock: 1, lastShockBy: burglar.uuid });
    // The chorus's ogre axes the burglar (2 dice at shock 1 + PRO 3: 12) to shock 3, inoperative; Bob answers with
    // Defend (2 dice + STA 2: 5).
    for (const [goal, hits] of [
      ["Axe one", 3],
      ["Axe two", 1],
      ["Axe three", 1],
    ] as const) {
      await issue("gail", ogre, "Axe", burglar, goal, [9, 8], { hits });
      await answer("bob", goal, [3, 2]);
      await applyHits("gail", goal);
    }
    expect(sys(burglar)).toMatchObject({ shock: 3, hits: 5, inoperative: true });
    // The burglar cannot answer: Gail rolls the chorus's dice (Easy) first, then the ogre's: shock 4.
    await issue("gail", ogre, "Axe", burglar, "Axe four", [], { hits: 1 });
    await chorusRolls("gail", "Axe four", [2, 1]);
    play.table.faces = [9, 8];
    await (await play.seat("gail").card("Axe four")).click("issuerRoll");
    await applyHits("gail", "Axe four");
    expect(sys(burglar)).toMatchObject({ shock: 4, hits: 6, stabilised: false });
    // Bob may not stabilise the burglar with the burglar itself; Amy, with Dunmore, stabilises him from her own copy.
    expectNoControl(await play.seat("bob").card("Axe four"), "stabilise", { reactor: 0 });
    await (await play.seat("amy").card("Axe four")).click("stabilise", { reactor: 0 });
    expect(sys(burglar).stabilised).toBe(true);
    expect(sys(dunmore).scene).toMatchObject({ acted: true });
    // Later in the round Dunmore's Repel (2 dice + STA 2: 11) drives the ogre to shock 3, and — inoperative, the
    // chorus rolling its one die for it — to shock 4; nobody stabilises it.
    for (const goal of ["Repel one", "Repel two"]) {
      await issue("amy", dunmore, "Repel", ogre, goal, [9, 5], { type: "attack", hits: 1 });
      await answer("gail", goal, [3, 2]);
      await applyHits("amy", goal);
    }
    expect(sys(ogre)).toMatchObject({ shock: 3, inoperative: true });
    await issue("amy", dunmore, "Repel", ogre, "Repel three", [], { type: "attack", hits: 1 });
    await chorusRolls("gail", "Repel three", [4]);
    play.table.faces = [9, 5];
    await (await play.seat("amy").card("Repel three")).click("issuerRoll");
    await applyHits("amy", "Repel three");
    expect(sys(ogre)).toMatchObject({ shock: 4, lastShockBy: dunmore.uuid });
    // The end of the encounter: the ogre, never stabilised, is negated; Dunmore, who raised its shock last, earns a
    // point; the burglar, who raised it first, does not.
    const before = [sys(dunmore).development.points, sys(burglar).development.points];
    await chorusTool("gail", "end-encounter");
    expect(sys(ogre)).toMatchObject({ negated: true });
    expect([sys(dunmore).development.points, sys(burglar).development.points]).toEqual([before[0]! + 1, before[1]]);
    // The burglar, stabilised, is not.
    expect(sys(burglar)).toMatchObject({ negated: false, shock: 4, stabilised: true });
  });

  it("with no GM connected, Bob's hits on the ogre wait: a clear message, nothing lost; applied once Gail is back", async () => {
    // The burglar's knife: 9 + 2 = 11 against the ogre's Defend 5 + 3 = 8.
    const bob = await issue("bob", burglar, "Knife", ogre, "Knife", [9, 6, 2]);
    await answer("gail", "Knife", [5, 4]);
    play.table.disconnect("gail");
    await applyHits("bob", "Knife");
    expect(bob.notices("warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(sys(ogre)).toMatchObject({ hits: 0, shock: 0 });
    expect(lastCard()?.reactors[0]?.hits[0]?.applied).toBe(false);
    play.table.reconnect("gail");
    await applyHits("bob", "Knife");
    expect(sys(ogre)).toMatchObject({ hits: 1 });
  });

  it("a reload mid-challenge: Gail's card is drawn again from the message and she answers", async () => {
    const bob = await bobArgues("Words");
    await play.reload("gail", async () => undefined);
    await answer("gail", "Words", [8, 4]);
    expect((await bob.card("Words")).text).toContain("The burglar wins");
  });

  it("Bob's knife beats two chorus adversaries with two 10s: one critical banked, not two; hits and shock applied; he gives it to Dunmore", async () => {
    // The burglar's knife at the ogre and the locked door, 4 hits: 10, 10, 3 + PRO 2.
    const bob = await issue("bob", burglar, "Knife", [ogre, door], "Two at once", [10, 10, 3], { hits: 4 });
    // The ogre's Defend (2 dice + STA 3): 5 + 3 = 8; the door, unskilled at defending (STA 2): 6 + 2 = 8.
    await answer("gail", "Two at once", [5, 4], 0);
    await answer("gail", "Two at once", [6], 1);
    expect(lastCard()?.reactors.map((r) => r.result?.winner)).toEqual(["actor", "actor"]);
    // Two 10s: one critical (every 10 beyond the first), banked once for the one roll.
    expect(sys(burglar).criticals).toBe(1);
    // The ogre (vitality 1 + STA 3 = 4) takes 4 hits: shock 1, raised by the burglar.
    await applyHits("bob", "Two at once", 0);
    expect(sys(ogre)).toMatchObject({ hits: 4, shock: 1, lastShockBy: burglar.uuid });
    // The door, a minor identity (vitality 1 + STA 2 = 3), has its vitality used up: negated.
    await (await bob.card("Two at once")).click("applyHits", { reactor: 1, entry: 0 });
    expect(sys(door)).toMatchObject({ hits: 4, shock: 0, negated: true });
    // Bob gives the banked critical to Dunmore from the burglar's sheet (SRD "Critical Success"). The dialog offers
    // the identities Bob's directory lists — Dunmore — never the chorus's, which he cannot see (NONE).
    const sheet = await sheetOf("bob", burglar);
    play.seat("bob").answerDialog((d) => {
      expect(d.text).toContain("Dunmore");
      expect(d.text).not.toContain("The hulking ogre");
      expect(d.text).not.toContain("The locked door");
      return d.press("ok", { to: dunmore.uuid });
    });
    await sheet.click("giveCritical");
    expect([sys(burglar).criticals, sys(dunmore).criticals]).toEqual([0, 1]);
  });
});
