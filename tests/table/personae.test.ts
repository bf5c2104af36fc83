/**
 * Personae at a table: Gail holds the chorus (the GM), Amy plays Dunmore and
 * Bob plays Kit, each on their own client, every step a click on a control
 * their own sheet, dialog or card shows. The SRD's Dunmore jumps from the
 * window (unopposed, Normal: 1, 5, 6 + PRO 3 against 3, 7 + 2 — a tie on 9,
 * then 8 against 5); Bob attacks the chorus's ogre, an adversary he cannot
 * open, targeted on the scene, and Gail answers for it on the card; Kit's
 * Misdirection affords one follow-up and nothing else does (Gail may grant
 * one by ruling); a two-target attack banks its criticals once; hits and
 * shock are applied; Kit may not recover mid-encounter at shock 2, only at
 * the next scene's end; at the encounter's end Amy's Dunmore has stabilised
 * Kit and the ogre, never stabilised, is negated, earning Kit a point. Then
 * the same with no GM connected, and with a reload mid-challenge. The
 * table and its identities are shared with personae-edits.test.ts
 * (personae-table.ts).
 */
import { describe, expect, it } from "vitest";
import { expectNoControl } from "../harness/play";
import {
  asGail,
  bobChallengesOgre,
  bobTargetsOgre,
  chorusTool,
  dunmore,
  identity,
  kit,
  ogre,
  play,
  readCardState,
  samples,
  Sheet,
  usePersonaeTable,
} from "./personae-table";

usePersonaeTable();

describe("Personae at a table: the chorus and two players", () => {
  it("Amy issues Dunmore's jump from his sheet; the SRD's tie on 9 is decided by the second die, 8 against 5", async () => {
    const amy = play.seat("amy");
    const sheet = await amy.open(() => new Sheet({ document: dunmore as unknown as Actor }));
    // Bob sees Dunmore at LIMITED: no challenge for him.
    const bobSheet = await play.seat("bob").open(() => new Sheet({ document: dunmore as unknown as Actor }));
    expectNoControl(bobSheet, "challenge");
    amy.answerDialog((d) => d.press("roll", { attribute: "pro", opposition: "unopposed", difficultyId: "normal" }));
    await sheet.click("challenge", { itemId: samples.sampleId("Acrobatics") });
    // Gail, the chorus, confirms Normal and rolls her two dice first; then Amy rolls Dunmore's three.
    play.table.faces = [3, 7];
    await (await play.seat("gail").card("Dunmore")).click("chorusRoll", { reactor: "card" });
    play.table.faces = [1, 5, 6];
    await (await amy.card("Dunmore")).click("issuerRoll");
    const card = await amy.card("Dunmore");
    expect(card.text).toContain("Dunmore wins");
    expect(card.text).toContain("Counted on the tally as a success");
    const state = readCardState(play.table.messages.at(-1) as unknown as ChatMessage);
    expect(state?.chorus?.result).toMatchObject({ winner: "actor", decidedAt: 1 });
  });

  it("Bob swindles the ogre he cannot open (targeted on the scene); Gail answers for it; Misdirection affords one follow-up", async () => {
    bobTargetsOgre();
    const bob = play.seat("bob");
    const gail = play.seat("gail");
    const sheet = await bob.open(() => new Sheet({ document: kit as unknown as Actor }));
    // Kit 9, 6, 2 (+ COM 3).
    play.table.faces = [9, 6, 2];
    bob.answerDialog((d) => {
      // The ogre is offered to Bob by name (targeted), without its stats, ticked.
      expect(d.text).toContain("The bridge ogre");
      return d.press("roll", {
        target0: true,
        opposition: "opposed",
        [`enhancement-${samples.sampleId("Misdirection")}`]: true,
      });
    });
    await sheet.click("challenge", { itemId: samples.sampleId("Swindle") });
    // Bob may not answer for the ogre; Gail may.
    const bobCard = await bob.card("Kit");
    expectNoControl(bobCard, "answer", { reactor: 0 });
    expect(bobCard.text).toContain("The bridge ogre");
    // The ogre answers with Counter 2 + COM 1: 8, 4.
    play.table.faces = [8, 4];
    const gailCard = await gail.card("Kit");
    await gailCard.click("answer", { reactor: 0 });
    const answered = await bob.card("Kit");
    expect(answered.text).toContain("Kit wins");
    // Misdirection affords one follow-up: Bob's card offers it, Amy's does not.
    expectNoControl(await play.seat("amy").card("Kit"), "followUp", { reactor: 0 });
    // The ogre re-rolls its 4 at the follow-up (Misdirection) and gets 2: Kit's 6 + 3 beats 2 + 1.
    play.table.faces = [2];
    await answered.click("followUp", { reactor: 0 });
    const state = readCardState(play.table.messages.at(-1) as unknown as ChatMessage);
    expect(state?.reactors[0]?.followUps).toMatchObject([{ step: 1, winner: "actor", rerolled: [2] }]);
    // One afforded, one made: no more, and no ruling offered to Bob.
    const after = await bob.card("Kit");
    expectNoControl(after, "followUp", { reactor: 0 });
    expectNoControl(after, "grantFollowUp", { reactor: 0 });
  });

  it("without Misdirection no follow-up is offered; Gail may grant one by ruling, logged on the card", async () => {
    const bob = await bobChallengesOgre("Swindle");
    play.table.faces = [8, 4];
    await (await play.seat("gail").card("Kit")).click("answer", { reactor: 0 });
    const bobCard = await bob.card("Kit");
    expect(bobCard.text).toContain("Kit wins");
    expectNoControl(bobCard, "followUp", { reactor: 0 });
    expectNoControl(bobCard, "grantFollowUp", { reactor: 0 });
    await (await play.seat("gail").card("Kit")).click("grantFollowUp", { reactor: 0 });
    const granted = await bob.card("Kit");
    expect(granted.text).toContain("A follow-up granted by the chorus's ruling (Gail).");
    await granted.click("followUp", { reactor: 0 });
    expect(readCardState(play.table.messages.at(-1) as unknown as ChatMessage)?.reactors[0]?.followUps).toHaveLength(1);
  });

  it("recovery by the clock: Kit at shock 2 may not recover mid-encounter, nor at its end, but at the next scene's end", async () => {
    const clock = { inEncounter: true, recoveryTried: false, recoveryWait: 0, relapse: false, violent: true };
    await asGail(() => kit.update({ "system.shock": 2, "system.hits": 3, "system.scene": clock }));
    const bob = play.seat("bob");
    const sheet = await bob.open(() => new Sheet({ document: kit as unknown as Actor }));
    expectNoControl(sheet, "recover");
    // The clock is the chorus's: Bob's sheet has no end of encounter or scene.
    expectNoControl(sheet, "endEncounter");
    expectNoControl(sheet, "endScene");
    await chorusTool("gail", "end-encounter");
    expect(kit.system.scene).toMatchObject({ inEncounter: false, recoveryWait: 1 });
    expectNoControl(sheet, "recover");
    await chorusTool("gail", "end-scene");
    expect(sheet.has("recover")).toBe(true);
    // 1 die + STA 1 against two chorus dice + 3 hits: 9 + 1 = 10 beats 4 + 3 = 7.
    play.table.faces = [9, 4, 2];
    await sheet.click("recover");
    expect(kit.system).toMatchObject({ shock: 1, hits: 2, scene: { recoveryTried: true } });
    expectNoControl(sheet, "recover");
  });

  it("the encounter's end: Gail's ogre drops Kit to shock 4, Amy's Dunmore stabilises him; the ogre, unstabilised, is negated and Kit earns a point", async () => {
    // Kit is at shock 3, back in the fight after a recovery lifted inoperative.
    await asGail(() => kit.update({ "system.shock": 3, "system.hits": 4 }));
    // Gail begins the encounter on the bridge: the three identities are in it.
    await chorusTool("gail", "start-encounter");
    // The chorus's ogre clubs Kit: 9, 8, 7 + PRO 3; Bob answers for Kit with Defend (2 dice: shock 3 leaves the floor of 2) + STA 1.
    const gail = play.seat("gail");
    const ogreSheet = await gail.open(() => new Sheet({ document: ogre as unknown as Actor }));
    play.table.faces = [9, 8, 7];
    gail.answerDialog((d) => d.press("roll", { target1: true, opposition: "opposed" }));
    await ogreSheet.click("challenge", { itemId: samples.sampleId("Club") });
    play.table.faces = [3, 2];
    await (await play.seat("bob").card("The bridge ogre")).click("answer", { reactor: 0 });
    await (await gail.card("The bridge ogre")).click("applyHits", { reactor: 0, entry: 0 });
    expect(kit.system).toMatchObject({ shock: 4, hits: 5 });
    // Bob may not stabilise Kit with Kit itself; Amy, with Dunmore, stabilises him from her own copy of the card.
    expectNoControl(await play.seat("bob").card("The bridge ogre"), "stabilise", { reactor: 0 });
    const amyCard = await play.seat("amy").card("The bridge ogre");
    await amyCard.click("stabilise", { reactor: 0 });
    expect(kit.system.stabilised).toBe(true);
    expect(dunmore.system.scene).toMatchObject({ acted: true });
    // Later in the round Kit's cudgel drove the ogre to shock 4; nobody stabilises it.
    await asGail(() =>
      ogre.update({ "system.shock": 4, "system.hits": 6, "system.inoperative": true, "system.lastShockBy": kit.uuid }),
    );
    // The end of the encounter: the ogre, never stabilised, is negated; Kit, who raised its shock last, earns a point.
    const points = () => (kit.system.development as { points: number }).points;
    const before = points();
    await chorusTool("gail", "end-encounter");
    expect(ogre.system).toMatchObject({ negated: true });
    expect(points()).toBe(before + 1);
    // Kit, stabilised, is not.
    expect(kit.system).toMatchObject({ negated: false, shock: 4, stabilised: true });
  });

  it("with no GM connected, Bob's hits on the ogre wait: a clear message, nothing lost; applied once Gail is back", async () => {
    const bob = await bobChallengesOgre("Cudgel");
    play.table.faces = [5, 4];
    await (await play.seat("gail").card("Kit")).click("answer", { reactor: 0 });
    play.table.disconnect("gail");
    await (await bob.card("Kit")).click("applyHits", { reactor: 0, entry: 0 });
    expect(bob.notices("warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(ogre.system).toMatchObject({ hits: 0, shock: 0 });
    expect(readCardState(play.table.messages.at(-1) as unknown as ChatMessage)?.reactors[0]?.hits[0]?.applied).toBe(
      false,
    );
    play.table.reconnect("gail");
    await (await bob.card("Kit")).click("applyHits", { reactor: 0, entry: 0 });
    expect(ogre.system).toMatchObject({ hits: 1 });
  });

  it("a reload mid-challenge: Gail's card is drawn again from the message and she answers", async () => {
    const bob = await bobChallengesOgre("Swindle");
    await play.reload("gail", async () => undefined);
    play.table.faces = [8, 4];
    await (await play.seat("gail").card("Kit")).click("answer", { reactor: 0 });
    expect((await bob.card("Kit")).text).toContain("Kit wins");
  });

  it("Bob's cudgel beats two chorus adversaries with two 10s: one critical banked, not two; hits and shock applied", async () => {
    const troll = identity(
      "troll",
      {
        name: "The moss troll",
        system: samples.sampleIdentity({
          kind: "supporting",
          toughness: "major",
          mode: "play",
          attributes: { com: 1, cng: 1, res: 1, pro: 2, kno: 0, sta: 1 },
        }),
      },
      [samples.skill("Defend", "sta", 2)],
      { default: 0 },
    );
    play.table.actors.push(troll);
    // The ogre (vitality 1 + STA 2 = 3) has 2 hits: the cudgel's hit brings shock 1.
    await asGail(() => ogre.update({ "system.hits": 2 }));
    const bob = play.seat("bob");
    (play.table.users.get("bob") as unknown as { targets?: Set<{ actor: unknown }> }).targets = new Set([
      { actor: ogre },
      { actor: troll },
    ]);
    const sheet = await bob.open(() => new Sheet({ document: kit as unknown as Actor }));
    // Cudgel (an attack of 1 hit by its terms): 10, 10, 3 + PRO 1.
    play.table.faces = [10, 10, 3];
    bob.answerDialog((d) => d.press("roll", { target0: true, target1: true, opposition: "opposed" }));
    await sheet.click("challenge", { itemId: samples.sampleId("Cudgel") });
    const gail = play.seat("gail");
    play.table.faces = [5, 4];
    await (await gail.card("Kit")).click("answer", { reactor: 0 });
    play.table.faces = [6, 2];
    await (await gail.card("Kit")).click("answer", { reactor: 1 });
    const state = readCardState(play.table.messages.at(-1) as unknown as ChatMessage);
    expect(state?.reactors.map((r) => r.result?.winner)).toEqual(["actor", "actor"]);
    // Two 10s: one critical (every 10 beyond the first), banked once for the one roll.
    expect(kit.system.criticals).toBe(1);
    const card = await bob.card("Kit");
    await card.click("applyHits", { reactor: 0, entry: 0 });
    expect(ogre.system).toMatchObject({ hits: 3, shock: 1, lastShockBy: kit.uuid });
    await (await bob.card("Kit")).click("applyHits", { reactor: 1, entry: 0 });
    expect(troll.system).toMatchObject({ hits: 1, shock: 0 });
  });
});
