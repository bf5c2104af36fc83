/**
 * Personae at a table: the SRD's example of Dunmore's jump between
 * rooftops, played by Dunmore's player with the chorus (the Foundry GM) and
 * Lee, a second player, each on their own client: Dunmore's player proposes
 * the challenge from the Acrobatics row of Dunmore's sheet, unopposed at
 * Normal difficulty; the chorus confirms the difficulty and rolls its dice
 * first on its own client (the SRD: "the chorus determines … and rolls"),
 * then Dunmore's player rolls his on his, and the card settles it. Then the
 * same table with no GM connected, with a reload after the jump, and with
 * two challenges at once. Dunmore is the shipped one, imported by the
 * chorus from the Example Identities compendium before play.
 *
 * The digest: an unopposed challenge has the chorus roll (skill rating − 1)
 * dice — Acrobatics 3, so 2 — and add the difficulty (Normal +2) to its
 * highest; Dunmore adds PRO 3 to his. Dunmore rolls 1, 5, 6 and the chorus
 * 3, 7: 6 + 3 = 9 ties 7 + 2 = 9; the next dice decide, 5 + 3 = 8 against
 * 3 + 2 = 5: Dunmore makes the jump, and his tally counts one success.
 */
import { describe, expect, it } from "vitest";
import { expectNoControl, type PlayWindow } from "../harness/play";
import { setUpFromPacks } from "../harness/play-setup";
import type { TableActor } from "../harness/table-documents";
import type { PersonaeIdentitySheet } from "../../src/games/personae/sheets/identity-sheet";
import type { ChallengeCardState } from "../../src/games/personae/challenge/card-state";
import { play, readCardState, seatPlayers, sheetOf, skillId, sys, usePersonaeTable } from "./personae-table";

let dunmore: TableActor;

const JUMP = { skillId: "", attribute: "pro", opposition: "unopposed", difficultyId: "normal", difficulty: 2 };
const DUNMORE_ROLL = [1, 5, 6];
const CHORUS_ROLL = [3, 7];

usePersonaeTable(async () => {
  seatPlayers([
    { id: "chorus", name: "The chorus", isGM: true },
    { id: "pat", name: "Dunmore's player" },
    { id: "lee", name: "Lee" },
  ]);
  // Set-up, as the GM does before play: Dunmore as the SRD gives him (PRO 3, Acrobatics 3, no tally yet),
  // imported from the Example Identities compendium; his player's, LIMITED to the others.
  const world = await setUpFromPacks(play, {
    import: [{ pack: "personae-identities", names: ["Dunmore"] }],
    ownership: { Dunmore: { default: "LIMITED", pat: "OWNER" } },
  });
  dunmore = world.actor("Dunmore");
});

const acrobatics = () => skillId(dunmore, "Acrobatics");
const cards = () =>
  play.table.messages
    .map((m) => readCardState(m as unknown as ChatMessage))
    .filter((s): s is ChallengeCardState => s !== null);
const tally = () => sys(dunmore).tally;

/** Dunmore's player opens his sheet and proposes the jump from the Acrobatics row. */
async function propose(goal = "Jump"): Promise<PlayWindow<PersonaeIdentitySheet>> {
  const open = await sheetOf("pat", dunmore);
  play.seat("pat").answerDialog((d) => d.press("roll", { ...JUMP, skillId: acrobatics(), goal }));
  await open.click("challenge", { itemId: acrobatics() });
  return open;
}

/** The chorus confirms the proposed difficulty and rolls its dice on its own card; then Dunmore's player rolls. */
async function rollBoth(goal = "Jump"): Promise<void> {
  play.table.faces = [...CHORUS_ROLL];
  await (await play.seat("chorus").card(goal)).click("chorusRoll", { reactor: "card" });
  play.table.faces = [...DUNMORE_ROLL];
  await (await play.seat("pat").card(goal)).click("issuerRoll");
}

/** The whole jump: proposed, the chorus's dice, Dunmore's. */
async function jump(): Promise<PlayWindow<PersonaeIdentitySheet>> {
  const sheet = await propose();
  await rollBoth();
  return sheet;
}

describe("Dunmore's jump at a table of three", () => {
  it("Dunmore's player proposes the jump; the chorus rolls first, then he does; 6 + 3 ties 7 + 2, the second dice decide, his tally counts the success", async () => {
    await propose();
    // Proposed: nobody has rolled; only the chorus may roll its dice, Dunmore's player waits for it.
    expect(cards()[0]).toMatchObject({ actorRolled: false, chorus: { faces: [], result: null } });
    const patCard = await play.seat("pat").card("Jump");
    expectNoControl(patCard, "chorusRoll", { reactor: "card" });
    expectNoControl(patCard, "issuerRoll");
    expect(patCard.text).toContain("Awaiting the chorus");
    play.table.faces = [...CHORUS_ROLL];
    await (await play.seat("chorus").card("Jump")).click("chorusRoll", { reactor: "card" });
    expectNoControl(await play.seat("lee").card("Jump"), "issuerRoll");
    play.table.faces = [...DUNMORE_ROLL];
    await (await play.seat("pat").card("Jump")).click("issuerRoll");
    const [card] = cards();
    // Acrobatics 3: three dice for Dunmore, 3 − 1 = 2 for the chorus, at Normal (+2).
    expect(card?.actor.dice).toBe(3);
    expect(card?.actor.faces).toEqual(DUNMORE_ROLL);
    expect(card?.chorus).toMatchObject({ dice: 2, faces: CHORUS_ROLL, difficulty: 2 });
    expect(card?.chorus?.result?.winner).toBe("actor");
    expect(card?.chorus?.result?.decidedAt).toBe(1);
    expect(card?.tally).toMatchObject({ recorded: true, succeeded: true });
    expect(tally()).toEqual({ successes: 1, failures: 0 });
    // Lee sees Dunmore's sheet (LIMITED) but may not issue his challenges.
    const lees = await sheetOf("lee", dunmore);
    expectNoControl(lees, "challenge", { itemId: acrobatics() });
    // Everyone at the table reads the same outcome on their own copy of the card.
    for (const user of ["chorus", "pat", "lee"])
      expect((await play.seat(user).card("Dunmore")).text).toContain("Dunmore");
    expect(play.steps).toBe(3);
  });

  it("with the chorus (the GM) away, the jump is proposed and waits for it: nothing lost; settled once it is back", async () => {
    play.table.disconnect("chorus");
    await propose();
    expect(cards()[0]).toMatchObject({ actorRolled: false, chorus: { faces: [] } });
    expect(tally()).toEqual({ successes: 0, failures: 0 });
    play.table.reconnect("chorus");
    await rollBoth();
    expect(cards()[0]?.chorus?.result?.winner).toBe("actor");
    expect(tally()).toEqual({ successes: 1, failures: 0 });
  });

  it("a reload after the jump rebuilds the sheet from the documents: the tally shows, nothing counts twice", async () => {
    const sheet = await jump();
    const shown = sheet.text;
    let again: PlayWindow<PersonaeIdentitySheet> | null = null;
    await play.reload("pat", async (seat) => {
      again = await seat.openFromDirectory<PersonaeIdentitySheet>(dunmore);
    });
    expect(again!.text).toBe(shown);
    expect(tally()).toEqual({ successes: 1, failures: 0 });
  });

  it("two jumps issued at once (a double click): each card settles once, the tally counts each", async () => {
    const sheet = await sheetOf("pat", dunmore);
    play.seat("pat").answerDialog((d) => d.press("roll", { ...JUMP, skillId: acrobatics(), goal: "First jump" }));
    play.seat("pat").answerDialog((d) => d.press("roll", { ...JUMP, skillId: acrobatics(), goal: "Second jump" }));
    await play.atOnce([
      sheet.press("challenge", { itemId: acrobatics() }),
      sheet.press("challenge", { itemId: acrobatics() }),
    ]);
    await rollBoth("First jump");
    await rollBoth("Second jump");
    // Each click opened its own dialog, each was confirmed: two challenges, each counted once, neither lost.
    const made = cards();
    expect(made.length).toBe(2);
    expect(made.map((c) => [c.tally.recorded, c.tally.succeeded])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(tally()).toEqual({ successes: 2, failures: 0 });
  });
});
