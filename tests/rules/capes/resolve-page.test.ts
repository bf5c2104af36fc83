/**
 * The end of a Page and of a Scene (Capes Lite, "Resolving Complications" to
 * "Ending the Scene"), played on the bank robbery: claims resolved from the
 * Editor clockwise, Inspirations and Victory Points, stakes lost (doubled back
 * onto their Drive) or given away as Story Tokens, replacements in the old
 * card's place, the Victory Target met at its boundary, end-of-Scene claims,
 * staked Complications returned, and the Story's victory total.
 */
import { describe, expect, it } from "vitest";
import type { CapesBoard, LogEntry } from "../../../src/rules/capes";
import { ALICE, CAPS, EDITOR, EDITOR_ALONE, away, JOE, Table, ZIPS, actionOf, sceneOne, toTurns } from "./fixtures";

function logged(t: Table, before: number): Pick<LogEntry, "kind" | "data">[] {
  return t.board.log.slice(before).map(({ kind, data }) => ({ kind, data }));
}

/**
 * Page 1 up to the resolutions. The Chief claims Police, Zip Hostages, Joe's
 * driver Robbery and his robbers Getaway (heroes' die on Getaway: `getaway`).
 * Zip stakes one Hope on the tied Clobbering, Night Maiden two Duty on
 * Robbery; while the opponents briefly hold Hostages, Night Maiden and
 * Captain Liberty stake one Duty each on it, and the heroes take it back.
 */
function pageOne(getaway: number): Table {
  const t = sceneOne();
  const sheet = (uuid: string) => t.sheets[uuid] ?? expect.unreachable(uuid);
  sheet("Actor.driver").drives.justice.debt = 0;
  sheet("Actor.night").drives.duty.debt = 3; // Duty 3: not Overdrawn
  t.setDice("Robbery", [1], [4]);
  t.setDice("Clobbering", [2], [2]);
  t.setDice("Hostages", [4], [2]);
  t.setDice("Police", [2], [5]);
  t.setDice("Getaway", [getaway], [6]);
  const id = (name: string) => t.complication(name).id;
  const claim = (who: typeof EDITOR, name: string, complication: string) =>
    t.do(who, { type: "claim", characterId: t.character(name).id, complicationId: id(complication) });
  // Each seat that has claimed all it may is passed over: the Editor's, Zip's, then Alice's (nothing to claim).
  claim(EDITOR, "Chief Arturo Mannelli", "Police");
  claim(ZIPS, "Zip", "Hostages");
  t.do(CAPS, { type: "passClaims" });
  claim(JOE, "Bank robbers", "Getaway");
  claim(JOE, "The driver", "Robbery");
  toTurns(t);
  const stake = (who: typeof EDITOR, name: string, complication: string, drive: "hope" | "duty", count: number) =>
    t.do(who, { type: "stake", characterId: t.character(name).id, complicationId: id(complication), drive, count });
  actionOf(t, "Zip");
  stake(ZIPS, "Zip", "Clobbering", "hope", 1);
  actionOf(t, "Night Maiden");
  stake(ALICE, "Night Maiden", "Robbery", "duty", 2);
  t.setDice("Hostages", [2], [4]);
  stake(ALICE, "Night Maiden", "Hostages", "duty", 1);
  actionOf(t, "Captain Liberty");
  stake(CAPS, "Captain Liberty", "Hostages", "duty", 1);
  t.setDice("Hostages", [4], [2]);
  while (t.board.scene.phase === "turns") t.do(EDITOR_ALONE, { type: "endTurn" });
  return t;
}

/** Night Maiden's and Captain Liberty's winning stakes on Hostages, both given to Joe. */
function giveAll(t: Table): void {
  for (const gift of t.board.scene.resolution?.gifts ?? [])
    t.do(gift.userId === "alice" ? ALICE : CAPS, { type: "give", giftId: gift.id, toUserId: "joe" });
}

describe("resolving the Page's claims", () => {
  it("queues the claims by the claimant's seat, then by the card's place", () => {
    const t = pageOne(5);
    expect(t.board.scene.phase).toBe("resolve");
    const names = t.board.scene.resolution?.queue.map(
      (id) => t.board.scene.complications.find((c) => c.id === id)?.name,
    );
    expect(names).toEqual(["Police", "Hostages", "Robbery", "Getaway"]);
    expect(t.board.log.filter((e) => e.kind === "resolutionStarts").map((e) => e.data)).toEqual([{ count: 4 }]);
    t.refused(ZIPS, { type: "resolveNext" }, "not-your-character");
  });

  it("resolves a claim still controlled: Inspiration, Victory Points, and the replacement in its place", () => {
    const t = pageOne(5);
    let before = t.board.log.length;
    t.do(EDITOR, { type: "resolveNext" });
    expect(t.player("editor").inspirations).toMatchObject([{ name: "Police", faction: "opponents", vp: 2, bonus: 3 }]);
    expect(t.board.scene.vp).toEqual({ heroes: 0, opponents: 2 });
    expect(logged(t, before)).toEqual([
      {
        kind: "resolved",
        data: { name: "Chief Arturo Mannelli", complication: "Police", faction: "opponents", vp: 2, bonus: 3 },
      },
    ]);
    // Only the replacement waits: the next resolution must wait for it.
    const pending = t.refused(EDITOR, { type: "resolveNext" }, "resolution-pending");
    expect(pending.problems[0]?.data).toEqual({});
    t.refused(ZIPS, { type: "replace", name: "Riot" }, "not-your-replacement");
    before = t.board.log.length;
    t.do(EDITOR, { type: "replace", name: " Riot " });
    expect(t.board.scene.complications.map((c) => c.name)).toEqual([
      "Robbery",
      "Clobbering",
      "Hostages",
      "Riot",
      "Getaway",
    ]);
    expect(t.dice("Riot")).toEqual([[1], [1]]);
    expect(logged(t, before)).toEqual([
      { kind: "replaced", data: { complication: "Police", name: "Riot", heroes: 1, opponents: 1 } },
    ]);
    t.refused(EDITOR, { type: "replace", name: "Riot again" }, "nothing-to-replace");
  });

  it("has the winning stakers give their tokens to other players, and waits for every gift", () => {
    const t = pageOne(5);
    t.do(EDITOR, { type: "resolveNext" });
    t.do(EDITOR, { type: "replace", name: "Riot" });
    t.do(ZIPS, { type: "resolveNext" });
    const hostages = t.player("zips").inspirations[0];
    expect(hostages).toMatchObject({ name: "Hostages", faction: "heroes", vp: 2, bonus: 2 });
    const gifts = t.board.scene.resolution?.gifts ?? [];
    expect(gifts).toMatchObject([
      { userId: "alice", name: "Night Maiden", count: 1, complication: "Hostages" },
      { userId: "caps", name: "Captain Liberty", count: 1, complication: "Hostages" },
    ]);
    expect(t.complication("Hostages").stakes).toEqual([]);
    expect(t.sheets["Actor.liberty"]?.drives.duty.debt).toBe(0); // the token left the Drive for good
    // The winner's replacement may come from the Inspiration just won, before the gifts.
    t.do(ZIPS, { type: "replace", name: "Hostages again", inspirationId: hostages?.id ?? "" });
    expect(t.dice("Hostages again")).toEqual([[2], [1]]);
    expect(t.board.scene.complications.map((c) => c.name)[2]).toBe("Hostages again");
    expect(t.board.log.at(-1)).toMatchObject({
      kind: "replacedFromInspiration",
      data: { complication: "Hostages", name: "Hostages again", heroes: 2, opponents: 1 },
    });
    // Gifts still owed hold up the next resolution.
    t.refused(JOE, { type: "resolveNext" }, "resolution-pending");
    const [nights, liberty] = [gifts[0]?.id ?? "", gifts[1]?.id ?? ""];
    t.refused(CAPS, { type: "give", giftId: "g404", toUserId: "joe" }, "no-such-gift");
    t.refused(JOE, { type: "give", giftId: liberty, toUserId: "joe" }, "not-your-gift");
    t.refused(CAPS, { type: "give", giftId: liberty, toUserId: "caps" }, "not-yourself");
    const before = t.board.log.length;
    t.do(CAPS, { type: "give", giftId: liberty, toUserId: "joe" });
    expect(t.player("joe").tokens).toBe(2);
    expect(t.board.scene.resolution?.gifts.map((g) => g.id)).toEqual([nights]);
    expect(logged(t, before)).toEqual([
      { kind: "gave", data: { from: "Liberty's player", to: "Joe", count: 1, name: "Captain Liberty" } },
    ]);
    t.refused(CAPS, { type: "give", giftId: liberty, toUserId: "joe" }, "no-such-gift");
    t.refused(JOE, { type: "resolveNext" }, "resolution-pending");
    // The Editor may hand over a gift for an absent player.
    t.refused(EDITOR, { type: "give", giftId: nights, toUserId: "zips" }, "not-your-gift");
    t.do(away("alice"), { type: "give", giftId: nights, toUserId: "zips" });
    expect(t.player("zips").tokens).toBe(1);
    t.do(JOE, { type: "resolveNext" });
    expect(t.board.scene.resolution?.queue).toHaveLength(1);
  });

  it("doubles a losing stake back onto its Drive", () => {
    const t = pageOne(5);
    t.do(EDITOR, { type: "resolveNext" });
    t.do(EDITOR, { type: "replace", name: "Riot" });
    t.do(ZIPS, { type: "resolveNext" });
    giveAll(t);
    t.do(ZIPS, { type: "replace", name: "Hostages again" });
    expect(t.sheets["Actor.night"]?.drives.duty.debt).toBe(0);
    const before = t.board.log.length;
    t.do(JOE, { type: "resolveNext" });
    expect(t.sheets["Actor.night"]?.drives.duty.debt).toBe(4);
    expect(logged(t, before)).toEqual([
      {
        kind: "resolved",
        data: { name: "The driver", complication: "Robbery", faction: "opponents", vp: 1, bonus: 3 },
      },
      { kind: "stakeLost", data: { name: "Night Maiden", count: 4, drive: "Duty", complication: "Robbery" } },
    ]);
    expect(t.board.scene.resolution?.gifts).toEqual([]);
  });
});

/** Resolve the whole queue of pageOne, each winner replacing with a fresh card. */
function resolveAll(t: Table): void {
  t.do(EDITOR, { type: "resolveNext" });
  t.do(EDITOR, { type: "replace", name: "Riot" });
  t.do(ZIPS, { type: "resolveNext" });
  giveAll(t);
  t.do(ZIPS, { type: "replace", name: "Hostages again" });
  t.do(JOE, { type: "resolveNext" });
  t.do(JOE, { type: "replace", name: "Bank heist" });
  t.do(JOE, { type: "resolveNext" });
  t.do(JOE, { type: "replace", name: "Car chase" });
}

describe("the Victory Target of eight", () => {
  it("turns the Page when the opponents reach seven", () => {
    const t = pageOne(4);
    t.ability("Actor.zip", "Super-speed").usedThisPage = true;
    Object.assign(t.ability("Actor.zip", "Dodging bullets"), { blocked: true, usedThisPage: true });
    delete t.sheets["Actor.chief"]; // an actor deleted meanwhile: its sheet is no longer sent
    resolveAll(t);
    expect(t.ability("Actor.zip", "Super-speed").usedThisPage).toBe(false);
    expect(t.ability("Actor.zip", "Dodging bullets")).toMatchObject({ blocked: true, usedThisPage: false });
    expect(t.board.scene.vp).toEqual({ heroes: 2, opponents: 7 });
    // Page 2 opens; no seat has anything it may claim, so its claims pass on their own to the Overdrawn Drives.
    expect([t.board.scene.phase, t.board.scene.page, t.board.scene.resolution]).toEqual(["overdrawn", 2, null]);
    expect(t.board.log.filter((e) => e.page === 2 && e.kind === "claimsSkipped").length).toBe(5);
    expect(t.board.log.some((e) => e.kind === "sceneEnds")).toBe(false);
  });

  it("ends the Scene when the opponents reach eight", () => {
    const t = pageOne(5);
    resolveAll(t);
    expect(t.board.scene.vp).toEqual({ heroes: 2, opponents: 8 });
    expect([t.board.scene.phase, t.board.scene.page]).toEqual(["end", 1]);
    expect(t.board.log.at(-1)).toMatchObject({ kind: "sceneEnds", data: { heroes: 2, opponents: 8, target: 8 } });
  });
});

/** The Scene ended (opponents 8, heroes 2), ready for end-of-Scene claims. */
function ended(): Table {
  const t = pageOne(5);
  resolveAll(t);
  return t;
}

describe("ending the Scene (Ending the Scene)", () => {
  it("refuses to resolve a staked Complication, and resolves an unstaked one for its side", () => {
    const t = ended();
    const clobbering = t.complication("Clobbering").id;
    t.setDice("Clobbering", [3], [2]);
    const staked = t.refused(
      ZIPS,
      { type: "endClaim", characterId: t.character("Zip").id, complicationId: clobbering },
      "staked-does-not-resolve",
    );
    expect(staked.problems[0]?.data).toEqual({ complication: "Clobbering" });
    // The opponents hold Riot: the Chief's Inspiration is an opponents' one.
    t.setDice("Riot", [1], [3]);
    t.do(EDITOR, {
      type: "endClaim",
      characterId: t.character("Chief Arturo Mannelli").id,
      complicationId: t.complication("Riot").id,
    });
    expect(t.player("editor").inspirations.at(-1)).toMatchObject({
      name: "Riot",
      faction: "opponents",
      vp: 1,
      bonus: 2,
    });
    expect(t.board.scene.vp).toEqual({ heroes: 2, opponents: 9 });
    expect(t.board.scene.complications.map((c) => c.name)).toEqual([
      "Bank heist",
      "Clobbering",
      "Hostages again",
      "Car chase",
    ]);
    expect(t.board.scene.resolution).toBeNull();
  });

  it("returns the stakes left on the board, discards the cards and adds the totals to the Story", () => {
    const t = ended();
    expect(t.sheets["Actor.zip"]?.drives.hope.debt).toBe(0);
    const before = t.board.log.length;
    expect(t.refused(JOE, { type: "closeScene" }, "editor-only").problems[0]?.data).toEqual({
      what: "close the Scene",
    });
    t.ability("Actor.zip", "Dodging bullets").blocked = true;
    delete t.sheets["Actor.chief"]; // an actor deleted meanwhile: its sheet is no longer sent
    t.do(EDITOR, { type: "closeScene" });
    expect(t.sheets["Actor.zip"]?.drives.hope.debt).toBe(1);
    expect(t.ability("Actor.zip", "Dodging bullets").blocked).toBe(false);
    expect(t.board.scene.complications).toEqual([]);
    expect(t.board.story.vp).toEqual({ heroes: 2, opponents: 8 });
    expect(t.board.story.over).toBe(false); // 8 of the Story's 30
    expect(logged(t, before)).toEqual([
      { kind: "discarded", data: { complication: "Bank heist" } },
      { kind: "stakeReturned", data: { name: "Zip", count: 1, drive: "Hope", complication: "Clobbering" } },
      { kind: "discarded", data: { complication: "Clobbering" } },
      { kind: "discarded", data: { complication: "Hostages again" } },
      { kind: "discarded", data: { complication: "Riot" } },
      { kind: "discarded", data: { complication: "Car chase" } },
      { kind: "sceneClosed", data: { heroes: 2, opponents: 8 } },
    ]);
  });

  it("ends the Story when a side's total reaches the victory total, and never with no total set", () => {
    const close = (total: number): CapesBoard => {
      const t = ended();
      t.do(EDITOR, { type: "setVictoryTotal", value: total });
      t.do(EDITOR, { type: "closeScene" });
      return t.board;
    };
    expect(close(9).story.over).toBe(false);
    const reached = close(8);
    expect(reached.story.over).toBe(true);
    expect(reached.log.at(-1)).toMatchObject({ kind: "storyOver", data: { heroes: 2, opponents: 8, total: 8 } });
    const none = close(0);
    expect(none.story.over).toBe(false);
    expect(none.log.at(-1)?.kind).toBe("sceneClosed");
  });
});
