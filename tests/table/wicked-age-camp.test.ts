/**
 * In a Wicked Age at a table of four: the book's four-way fight at the horse
 * company's camp, round 1, played by Amy (Amek), Martha (Mekha), Tom (Tajie)
 * and Erin, the GM user, acting for the NPC Esan — every step a click on a
 * control the acting user's own tracker shows. Esan's 10 & 4 stands; he
 * names Amek and Tajie; Amek's 2 & 4 loses absolutely, Tajie's 9 & 6 loses
 * the advantage; Mekha moves on Tajie and Tajie's 10 & 4 takes it; Mekha
 * goes on the owe list. Erin negotiates for Esan ("You're breaking up a
 * fight elsewhere in the camp…") and Amy accepts for Amek; between rounds
 * an end Erin proposes for Esan is refused by Tom (they roll on) and, offered
 * again, accepted. Rounds 2 and 3 as the book plays them: Tajie takes the
 * advantage from Mekha and loses it to Esan, who keeps his die; in round 3
 * Tajie's 7+5=12 & 4 stands, Martha scratches Mekha's name for a die and is
 * doubled, Tom offers terms and Martha takes them; Esan loses absolutely,
 * Erin offers terms for him, Tom answers "that, plus a die size off
 * maneuvering", and Erin agrees. Then the same fight with Martha running
 * chapter three (the table plays its way there: Tom deals chapters 1 and 2,
 * Erin ends them and records Martha as chapter 3's GM), a reload of her
 * client and no GM connected.
 *
 * Set-up before the first step: Erin imports the shipped Amek, Mekha, Tajie
 * and Esan and gives each player theirs in Configure Ownership (for chapter
 * three nobody is given Mekha: Erin plays him while Martha runs it). The
 * conflict is started by whoever runs the chapter, from their Table tools;
 * everyone opens its tracker from theirs. Faces are in form order (Tajie's
 * covertly d8 before her for myself d12), then advantage dice.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import type { TableCombat } from "../harness/table-combat";
import {
  conflictsOnTable,
  currentConflict,
  installWickedTable,
  openTracker,
  openTrackers as openTrackersOf,
  playToChapterThree,
  setUpCharacters,
  wicked,
  type Trackers,
} from "./wicked-age-table";

type Ids = Record<"amek" | "mekha" | "tajie" | "esan", string>;
/** Who plays whom: the seat of each participant. */
type Seats = Ids;
const BOOK_SEATS: Seats = { amek: "amy", mekha: "martha", tajie: "tom", esan: "erin" };

let play: Play;
let combat: TableCombat;
/** The steps taken once every tracker is open: the fight's own clicks are counted from there. */
let opened = 0;
const SEATS = ["erin", "amy", "martha", "tom"];
const state = () => wicked.readCombatState(combat as unknown as Combat);
const actorNamed = (name: string) => play.table.actors.find((a) => a.name === name);

beforeAll(() => installWickedTable());
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "martha", name: "Martha" },
    { id: "tom", name: "Tom" },
  ]);
  conflictsOnTable(true);
});

/** Whoever runs the chapter starts the conflict from Table tools (its tracker opens); the others open it from theirs. */
async function openTrackers(gm = "erin"): Promise<Trackers> {
  const t = await openTrackersOf(play, [gm, ...SEATS.filter((s) => s !== gm)]);
  combat = currentConflict();
  opened = play.steps;
  return t;
}

/** Everyone joins and chooses dice on their own tracker; `gm` (who runs the chapter) starts round 1. */
async function gather(t: Trackers, gm: string, seats: Seats = BOOK_SEATS): Promise<Ids> {
  for (const who of ["mekha", "tajie", "amek", "esan"] as const) await t[seats[who]]!.click("join");
  const id = (name: string) => combat.combatants.find((c) => c.name === name)?.id ?? "";
  const ids = { amek: id("Amek"), mekha: id("Mekha"), tajie: id("Tajie"), esan: id("Esan") };
  const choose = async (seat: string, participant: string, forms: string[]) => {
    play.seat(seat).answerDialog((d) => d.press("ok", { form: forms }));
    await t[seat]!.click("chooseDice", { participant });
  };
  await choose(seats.mekha, ids.mekha, ["withLove", "covertly"]);
  await choose(seats.tajie, ids.tajie, ["forMyself", "covertly"]);
  await choose(seats.amek, ids.amek, ["directly", "forOthers"]);
  await choose(seats.esan, ids.esan, ["maneuvering"]);
  for (const seat of SEATS.filter((s) => s !== gm)) expectNoControl(t[seat]!, "startRound");
  await t[gm]!.click("startRound");
  return ids;
}

/** Round 1 as the book plays it, each roll on its roller's own tracker. */
async function roundOne(t: Trackers, ids: Ids, seats: Seats = BOOK_SEATS): Promise<void> {
  const roll = async (seat: string, participant: string, faces: number[], action = "roll") => {
    play.table.faces = faces;
    await t[seat]!.click(action, { participant });
  };
  await roll(seats.mekha, ids.mekha, [6, 1]);
  await roll(seats.tajie, ids.tajie, [7, 7]);
  await roll(seats.amek, ids.amek, [10, 1]);
  await roll(seats.esan, ids.esan, [10, 4]);
  expect(state().mover).toBe(ids.esan);
  // Esan names Amek and Tajie on the tracker of whoever plays him.
  expectNoControl(t.amy!, "declareMove", { participant: ids.esan });
  t[seats.esan]!.set({ target: [ids.amek, ids.tajie] });
  await t[seats.esan]!.click("declareMove", { participant: ids.esan });
  await roll(seats.amek, ids.amek, [2, 4], "answer");
  // Tajie's dice stand in form order: covertly's d8, then for myself's d12.
  await roll(seats.tajie, ids.tajie, [6, 9], "answer");
  await roll(seats.mekha, ids.mekha, [3, 6], "rollMove");
  t[seats.mekha]!.set({ target: [ids.tajie] });
  await t[seats.mekha]!.click("declareMove", { participant: ids.mekha });
  await roll(seats.tajie, ids.tajie, [4, 10], "answer");
  const s = state();
  expect(s.exchanges.map((e) => e.outcome)).toEqual(["loseAbsolutely", "loseAdvantage", "takeAdvantage"]);
  expect(s.phase).toBe("between");
}

const EXHAUSTED_TERMS =
  "You exhaust yourself looking for me: eating, drinking, playing games, getting in fights all night.";
const MISSTEP_TERMS = "Esan is not exhausted or injured, but someone tells Amek about his misstep.";
/** Every click of the four-way fight from joining to "And that's it." */
const STEPS_TO_THE_END = 43;
const BOOK_TERMS = "You're breaking up a fight elsewhere in the camp and someone cracks you one in the face.";

describe("the four-way fight at the horse company's camp, Erin acting for Esan", () => {
  beforeEach(() => setUpCharacters(play, { Amek: "amy", Mekha: "martha", Tajie: "tom" }, { npcs: ["Esan"] }));

  it("round 1 by its four players; the owe list; Erin negotiates for Esan and Amy accepts", async () => {
    const t = await openTrackers();
    const ids = await gather(t, "erin");
    // Erin's tracker says whom she acts as; it offers her Esan's roll, never Amek's.
    expect(t.erin!.text).toContain("Esan");
    expectNoControl(t.erin!, "roll", { participant: ids.amek });
    await roundOne(t, ids);
    expect(wicked.readCampaignSetting().owe.map((e) => e.name)).toEqual(["Mekha"]);
    // Esan beat Amek: the default is Erin's (for Esan) to take, Amy's only to refuse; Erin offers terms.
    expectNoControl(t.amy!, "chooseDefault");
    play
      .seat("erin")
      .answerDialog((d) => d.press("ok", { text: BOOK_TERMS, "loss-covertly": "1", "loss-forOthers": "1" }));
    await t.erin!.click("proposeTerms");
    // She cannot accept her own terms; Amy's tracker shows Accept and Refuse for Amek.
    expectNoControl(t.erin!, "acceptTerms");
    expect(t.amy!.has("acceptTerms")).toBe(true);
    expect(t.amy!.has("insist")).toBe(true);
    expectNoControl(t.tom!, "acceptTerms");
    await t.amy!.click("acceptTerms");
    const settled = state().consequences[0];
    expect(settled).toMatchObject({ status: "settled", resolution: "negotiated" });
    expect(settled?.terms).toMatchObject({ text: BOOK_TERMS, losses: ["covertly", "forOthers"] });
    const amek = actorNamed("Amek");
    expect(amek?.data.system).toMatchObject({ forms: { covertly: { current: 6 }, forOthers: { current: 4 } } });
  });

  it("rounds 2 and 3 as the book plays them: Tajie takes the advantage, Esan keeps his; Martha cashes Mekha's name in; both lose and negotiate", async () => {
    const t = await openTrackers();
    const ids = await gather(t, "erin");
    await roundOne(t, ids);
    play.seat("erin").answerDialog((d) => d.press("ok", { text: BOOK_TERMS, "loss-covertly": "1" }));
    await t.erin!.click("proposeTerms");
    await t.amy!.click("acceptTerms");
    // Nobody negotiates an end: Erin rolls forward (Tom may not).
    expectNoControl(t.tom!, "startRound");
    await t.erin!.click("startRound");
    const roll = async (seat: string, participant: string, faces: number[], action = "roll") => {
      play.table.faces = faces;
      await t[seat]!.click(action, { participant });
    };
    // Round 2: Martha 11 & 5; Tom 9+1=10 & 8; Erin 5+4=9 & 1 (dice in form order, then advantage dice).
    expectNoControl(t.amy!, "roll", { participant: ids.amek });
    await roll("martha", ids.mekha, [5, 11]);
    await roll("tom", ids.tajie, [8, 9, 1]);
    await roll("erin", ids.esan, [5, 1, 4]);
    expect(state().order).toEqual([ids.mekha, ids.tajie, ids.esan]);
    t.martha!.set({ target: [ids.tajie] });
    await t.martha!.click("declareMove", { participant: ids.mekha });
    // Tom's 11+4=15 & 7 beats 11 & 5, not by double: he takes the advantage and keeps his die.
    await roll("tom", ids.tajie, [7, 11, 4], "answer");
    // Tom answered before his turn: no move for him; Erin rerolls 9+5=14 & 6 and moves on Tajie.
    expectNoControl(t.tom!, "declareMove", { participant: ids.tajie });
    await roll("erin", ids.esan, [9, 6, 5], "rollMove");
    t.erin!.set({ target: [ids.tajie] });
    await t.erin!.click("declareMove", { participant: ids.esan });
    // Tom's 7+6=13 & 1 does not match 9+5=14 & 6: Esan keeps the advantage, and Tajie keeps his die too.
    await roll("tom", ids.tajie, [1, 7, 6], "answer");
    const second = state();
    expect(second.exchanges.slice(3).map((e) => e.outcome)).toEqual(["takeAdvantage", "loseAdvantage"]);
    expect(second.phase).toBe("between");
    expect(second.participants.filter((p) => p.won).map((p) => p.id)).toEqual([ids.tajie, ids.esan]);
    // The owe list is only written after round 1: Mekha is on it once.
    expect(wicked.readCampaignSetting().owe.map((e) => e.name)).toEqual(["Mekha"]);
    await t.erin!.click("startRound");
    // Round 3: Martha 12 & 3; Tom 7+5=12 & 4 (his 4 beats her 3); Erin 9+2=11 & 5.
    await roll("martha", ids.mekha, [3, 12]);
    await roll("tom", ids.tajie, [4, 7, 5]);
    await roll("erin", ids.esan, [9, 5, 2]);
    expect(state().mover).toBe(ids.tajie);
    t.tom!.set({ target: [ids.mekha, ids.esan] });
    await t.tom!.click("declareMove", { participant: ids.tajie });
    // Martha cashes Mekha's future in: only her tracker offers it; the name leaves the list.
    expectNoControl(t.erin!, "buyAdvantage", { participant: ids.mekha });
    await t.martha!.click("buyAdvantage", { participant: ids.mekha });
    expect(wicked.readCampaignSetting().owe).toEqual([]);
    // 4+2=6 & 2: Tom's 12 & 4 doubles it.
    await roll("martha", ids.mekha, [2, 4, 2], "answer");
    expect(state().exchanges.at(-1)?.outcome).toBe("loseAbsolutely");
    const mekhaLoss = state().consequences.find((c) => c.loser === ids.mekha);
    play
      .seat("tom")
      .answerDialog((d) => d.press("ok", { text: EXHAUSTED_TERMS, "loss-directly": "1", "loss-withViolence": "1" }));
    await t.tom!.click("proposeTerms", { consequence: mekhaLoss?.id });
    expectNoControl(t.tom!, "acceptTerms", { consequence: mekhaLoss?.id });
    expectNoControl(t.erin!, "acceptTerms", { consequence: mekhaLoss?.id });
    await t.martha!.click("acceptTerms", { consequence: mekhaLoss?.id });
    // A die size off Mekha's directly (d8 → d6) and his with violence (d6 → d4).
    const mekha = actorNamed("Mekha");
    expect(mekha?.data.system).toMatchObject({ forms: { directly: { current: 6 }, withViolence: { current: 4 } } });
    // Erin's 9+1=10 & 3: not doubled, but in round 3 an absolute loss all the same.
    await roll("erin", ids.esan, [9, 3, 1], "answer");
    expect(state().exchanges.at(-1)?.outcome).toBe("loseAbsolutely");
    const esanLoss = state().consequences.find((c) => c.loser === ids.esan);
    // Erin offers terms for Esan, Tom counters with a die size from maneuvering, Erin agrees for Esan.
    play.seat("erin").answerDialog((d) => d.press("ok", { text: MISSTEP_TERMS }));
    await t.erin!.click("proposeTerms", { consequence: esanLoss?.id });
    expectNoControl(t.erin!, "acceptTerms", { consequence: esanLoss?.id });
    play.seat("tom").answerDialog((d) => d.press("ok", { text: MISSTEP_TERMS, "loss-maneuvering": "higher" }));
    await t.tom!.click("proposeTerms", { consequence: esanLoss?.id });
    expectNoControl(t.tom!, "acceptTerms", { consequence: esanLoss?.id });
    await t.erin!.click("acceptTerms", { consequence: esanLoss?.id });
    const esan = actorNamed("Esan");
    expect(esan?.data.system).toMatchObject({ forms: { maneuvering: { highNow: 8, lowNow: 6 } } });
    expect(state().phase).toBe("ended");
    expect(play.steps - opened).toBe(STEPS_TO_THE_END);
  });

  it("between rounds Erin proposes an end for Esan: Tom refuses and they roll on; offered again, Tom accepts", async () => {
    const t = await openTrackers();
    const ids = await gather(t, "erin");
    await roundOne(t, ids);
    const offer = async () => {
      t.erin!.set({ endWinner: ids.esan, endLoser: ids.tajie });
      play.seat("erin").answerDialog((d) => d.press("ok", { text: "Tajie leaves the camp.", "loss-covertly": "1" }));
      await t.erin!.click("proposeEnd");
    };
    await offer();
    const proposed = state().consequences.at(-1);
    expect(proposed).toMatchObject({ midDice: true, winner: ids.esan, loser: ids.tajie, proposedBy: "winner" });
    // Nothing happens to Tajie without Tom: Erin has no Accept, Tom rolls on.
    expectNoControl(t.erin!, "acceptTerms");
    await t.tom!.click("insist", { consequence: proposed?.id });
    expect(state().consequences).toHaveLength(1);
    expect(state().participants.find((p) => p.id === ids.tajie)?.status).toBe("in");
    await offer();
    const again = state().consequences.at(-1);
    await t.tom!.click("acceptTerms", { consequence: again?.id });
    expect(state().consequences.at(-1)).toMatchObject({ status: "settled", terms: { text: "Tajie leaves the camp." } });
    expect(state().participants.find((p) => p.id === ids.tajie)?.status).toBe("out");
  });

  it("a reload of Tom's client mid-round rebuilds his tracker; with no GM connected his answer waits", async () => {
    const t = await openTrackers();
    const ids = await gather(t, "erin");
    play.table.faces = [6, 1];
    await t.martha!.click("roll", { participant: ids.mekha });
    const shown = t.tom!.text;
    await play.reload("tom", async () => {
      t.tom = await openTracker(play, "tom");
    });
    expect(t.tom!.text).toBe(shown);
    const before = state();
    play.table.disconnect("erin");
    play.table.faces = [7, 7];
    await t.tom!.click("roll", { participant: ids.tajie });
    expect(play.seat("tom").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(state()).toEqual(before);
    play.table.reconnect("erin");
    play.table.faces = [7, 7];
    await t.tom!.click("roll", { participant: ids.tajie });
    expect(state().participants.find((p) => p.id === ids.tajie)?.dice).toEqual([7, 7]);
  });
});

describe("chapter three, with Martha as the chapter's GM", () => {
  beforeEach(async () => {
    // Martha will run chapter 3: Erin, the Foundry GM, plays Mekha in her place (nobody is given him).
    await setUpCharacters(play, { Amek: "amy", Tajie: "tom" }, { npcs: ["Esan"], unplayed: ["Mekha"] });
    await playToChapterThree(play, "tom", "martha");
  });

  it("Martha starts the round and plays Esan through the Foundry GM's client; Erin plays Mekha and runs nothing", async () => {
    const t = await openTrackers("martha");
    const seats = { amek: "amy", mekha: "erin", tajie: "tom", esan: "martha" };
    const ids = await gather(t, "martha", seats);
    expectNoControl(t.erin!, "startRound");
    expectNoControl(t.erin!, "endConflict");
    // Esan is Martha's to play now, not the Foundry GM's.
    expectNoControl(t.erin!, "roll", { participant: ids.esan });
    expect(t.martha!.has("roll", { participant: ids.esan })).toBe(true);
    await roundOne(t, ids, seats);
    expect(t.martha!.has("startRound")).toBe(true);
    play.seat("martha").answerDialog((d) => d.press("ok", { text: BOOK_TERMS, "loss-covertly": "1" }));
    await t.martha!.click("proposeTerms");
    expectNoControl(t.erin!, "acceptTerms");
    await t.amy!.click("acceptTerms");
    await t.martha!.click("startRound");
    expect(state()).toMatchObject({ round: 2, phase: "rolling" });
  });

  it("a reload of Martha's client mid-round gives her Esan's roll back; with no GM connected it waits", async () => {
    const t = await openTrackers("martha");
    const seats = { amek: "amy", mekha: "erin", tajie: "tom", esan: "martha" };
    const ids = await gather(t, "martha", seats);
    play.table.faces = [6, 1];
    await t.erin!.click("roll", { participant: ids.mekha });
    const shown = t.martha!.text;
    await play.reload("martha", async () => {
      t.martha = await openTracker(play, "martha");
    });
    expect(t.martha!.text).toBe(shown);
    const before = state();
    // Martha's requests for Esan are carried out by the Foundry GM's client: with Erin away, nothing happens.
    play.table.disconnect("erin");
    play.table.faces = [10, 4];
    await t.martha!.click("roll", { participant: ids.esan });
    expect(play.seat("martha").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(state()).toEqual(before);
    play.table.reconnect("erin");
    play.table.faces = [10, 4];
    await t.martha!.click("roll", { participant: ids.esan });
    expect(state().participants.find((p) => p.id === ids.esan)?.dice).toEqual([10, 4]);
  });
});
