/**
 * Four Colors al Fresco at a table (issue 18), from the shipped packs:
 * Gianni the Storyguide (the Foundry GM), Ann (The Cardinal, and Beppe, a
 * Diceless Main character) and Bob (Renaissance Man) play an Issue of their
 * Title, each on their own client, every step a click on a control their
 * own window or chat card shows — the book's procedure: the SG sets the
 * Difficulty, the Forces and whether a Benefit or Hindrance applies, the
 * player rolls; a detrimental Storypath spend is replaced at once; a card
 * given to a Title is spent by its Main characters during its Issues. Then
 * the same table with no GM connected, with a reload in the middle of the
 * Issue, two clicks at once, and the Storyguide's role handed to Bob.
 *
 * Set-up before the first step (why): the world as its GM sets it up — the
 * shipped Example Omegas imported, each owned by its player and LIMITED to
 * the others (setUpFromPacks, four-colors-table.ts), and for the last group
 * the Storyguide's role ticked for Bob in Table roles. Then Gianni clicks
 * the rest: the Storypath Cards set up from Table tools (the shipped deck of
 * blank cards, the discard pile, a hand each), Beppe made in the Actors
 * directory and given to Ann in Configure Ownership, the Title made in the
 * directory with its three Mains picked on its sheet; Ann and Bob draw their
 * Omegas' starting cards on their sheets (Ann: Blank Storypath Cards 1–4,
 * Bob: 5–8, the deck's first cards).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import { configureOwnership } from "../harness/play-setup";
import type { TableActor } from "../harness/table-documents";
import {
  cardId,
  discardOf,
  handOf,
  installFourColorsTable,
  makeDiceless,
  makeTitle,
  namesIn,
  press as pressOn,
  rolls as rollsOn,
  setUpStorypath,
  stakesCard as stakesCardOf,
  startFourColors,
} from "./four-colors-table";
import type { HierarchyDialog as HierarchyDialogClass } from "../../src/games/four-colors/dice/hierarchy-dialog";

let HierarchyDialog: typeof HierarchyDialogClass;

let play: Play;
let cardinal: TableActor;
let renaissance: TableActor;
let beppe: TableActor;
let watch: TableActor;
let titleSheet: PlayWindow;
/** The first card of each player's hand (the deck's first cards, drawn as their Omegas' starting cards). */
const ANNS = "Blank Storypath Card 1";
const BOBS = "Blank Storypath Card 5";
/** The chat card's notes, as the table's i18n gives them (formatted strings read as their keys). */
const CHAT = "STORY_ENGINES.FourColors.Cards.Chat";

beforeAll(async () => {
  await installFourColorsTable();
  ({ HierarchyDialog } = await import("../../src/games/four-colors/dice/hierarchy-dialog"));
});
afterAll(() => uninstallPlayTable());

/** The table as every test starts it; the Storyguide's role to `storyguide` when named (else Gianni's). */
async function setUp(storyguide?: string): Promise<void> {
  ({ play, cardinal, renaissance } = await startFourColors(storyguide ? { storyguide } : {}));
  await setUpStorypath(play);
  beppe = await makeDiceless(play, "Beppe", "supporting");
  await configureOwnership(play, beppe, { ann: "OWNER", default: "LIMITED" });
  ({ title: watch, sheet: titleSheet } = await makeTitle(play, "The Florentine Watch", [cardinal, renaissance, beppe]));
  for (const [user, omega] of [
    ["ann", cardinal],
    ["bob", renaissance],
  ] as const) {
    const sheet = await play.seat(user).openFromDirectory(omega);
    await sheet.click("storypathDrawStarting");
  }
  expect(namesIn(handOf(play, "ann"))[0]).toBe(ANNS);
  expect(namesIn(handOf(play, "bob"))[0]).toBe(BOBS);
}

const title = () =>
  watch.system as {
    slots: { name: string }[];
    issues: {
      running: boolean;
      characters: string[];
      pages: { title: string }[];
      spent: { card: string; by: string }[];
    }[];
  };
const press = (card: Parameters<typeof pressOn>[1], selector: string) => pressOn(play, card, selector);
const stakesCard = (seat: string) => stakesCardOf(play, seat);
const rolls = () => rollsOn(play);
const omegaSheet = (user: string, omega: TableActor) => play.seat(user).openFromDirectory(omega);
const annsCard = () => cardId(handOf(play, "ann"), ANNS);
const bobsCard = () => cardId(handOf(play, "bob"), BOBS);

/** Gianni starts Issue #1 on the Title sheet: the three Main characters are ticked. */
async function startIssue(): Promise<PlayWindow> {
  play.seat("gianni").answerDialog((d) => {
    expect(d.text).toContain("The Cardinal");
    return d.press("ok", { title: "The Doge's Ring" });
  });
  await titleSheet.click("startIssue");
  return titleSheet;
}

/** The Storyguide opens The Cardinal from the directory, clicks Roll the Planets, and sends these stakes to Ann. */
async function sendStakes(values: Record<string, unknown>, storyguide = "gianni"): Promise<void> {
  const sheet = await omegaSheet(storyguide, cardinal);
  await sheet.click("rollPlanets");
  const dialog = play.seat(storyguide).window(HierarchyDialog);
  dialog.set(values);
  await dialog.click("sendStakes");
}

describe("Gianni, Ann and Bob play an Issue of The Florentine Watch", () => {
  beforeEach(() => setUp());

  it("start the Issue with two Omegas and a Diceless Main character", async () => {
    const sheet = await startIssue();
    expect(title().issues[0]).toMatchObject({
      running: true,
      characters: [cardinal.uuid, renaissance.uuid, beppe.uuid],
    });
    expect(sheet.text).toContain("The Doge's Ring");
    expect(sheet.has("endIssue")).toBe(true);
  });

  it("the Storyguide sets the stakes (a Benefit die from Beppe), Ann rolls them on her client", async () => {
    await startIssue();
    await sendStakes({
      difficulty: "hard",
      "favored.dynamic": true,
      "opposed.lost": true,
      "benefit.faces": 6,
      "benefit.source": beppe.uuid,
    });
    // Ann's card: exactly those stakes and the exact odds, with her Roll button; Gianni only waits.
    const annCard = await stakesCard("ann");
    expect(annCard.text).toContain("Hard");
    expect(annCard.text).toContain("from Beppe");
    expect(annCard.text).toMatch(/Success\s*\d/);
    const gianniCard = await stakesCard("gianni");
    expect(gianniCard.text).toContain("Awaiting the roll from Ann.");
    expect(gianniCard.element.querySelector('[data-fc-stakes="roll"]')).toBeNull();
    // Bob is not shown Ann's stakes.
    expect((await play.seat("bob").chat()).some((c) => c.text.includes("Stakes set by"))).toBe(false);
    await press(annCard, '[data-fc-stakes="roll"]');
    const [roll] = rolls();
    expect(roll?.author).toBe("ann");
    expect(roll?.data).toMatchObject({
      setBy: "Gianni",
      difficulty: "hard",
      stakes: { favored: ["dynamic"], opposed: ["lost"] },
      sources: { benefit: { name: "Beppe" } },
    });
    expect(roll?.content).toContain("Stakes set by Gianni");
    expect(play.table.rolls.at(-1)?.options).toEqual({ allowInteractive: true });
    const after = await stakesCard("gianni");
    expect(after.text).toContain("Rolled by Ann.");
    expect(after.element.querySelector("[data-fc-stakes]")).toBeNull();
  });

  it("a combined roll with Bob's Omega: Bob agrees, Ann rolls both once", async () => {
    await startIssue();
    await sendStakes({ "favored.static": true, partner: renaissance.uuid, mode: "together" });
    // Ann may not roll until Bob, whose Omega is at stake too, has had his say.
    const annCard = await stakesCard("ann");
    expect(annCard.text).toContain("Awaiting Bob");
    expect(annCard.element.querySelector('[data-fc-stakes="roll"]')).toBeNull();
    const bobCard = await stakesCard("bob");
    expect(bobCard.element.querySelector('[data-fc-stakes="roll"]')).not.toBeNull();
    await press(bobCard, '[data-fc-stakes="agree"]');
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls().map((r) => [r.author, r.data.combined])).toEqual([["ann", "together"]]);
    expect((await stakesCard("bob")).text).toContain("Rolled by Ann.");
  });

  it("a Storypath spend judged detrimental is replaced; a card Bob gives the Title is spent by Ann; the Issue ends logged", async () => {
    const titleSheet = await startIssue();
    // Ann spends a card from her hand on The Cardinal's sheet.
    const annSheet = await omegaSheet("ann", cardinal);
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpend", { cardId: annsCard() });
    const annSees = await play.seat("ann").card(ANNS);
    // (The table's i18n answers with the key: "Awaiting the Storyguide: Gianni.")
    expect(annSees.text).toContain("STORY_ENGINES.Core.Roles.awaited");
    expect(annSees.element.querySelector("[data-storypath-mark]")).toBeNull();
    // Gianni judges it detrimental: a replacement at once.
    await press(await play.seat("gianni").card(ANNS), '[data-storypath-mark="detrimental"]');
    expect(namesIn(handOf(play, "ann"))).not.toContain(ANNS);
    expect(handOf(play, "ann").cards.size).toBe(4);
    // Bob gives a card to the Title from Renaissance Man's sheet, and draws a replacement.
    const bobSheet = await omegaSheet("bob", renaissance);
    play.seat("bob").answerDialog((d) => d.press(watch.uuid));
    await bobSheet.click("storypathGive", { cardId: bobsCard() });
    expect(title().slots.map((c) => c.name)).toEqual([BOBS]);
    // Ann, with no permission on the Title, spends it from her own character's panel.
    expect(annSheet.text).toContain(BOBS);
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpendIssueCard");
    // Gianni lets the Title card stand: it leaves its slot and is logged.
    await press(await play.seat("gianni").card(BOBS), '[data-storypath-mark="stands"]');
    expect(title().slots).toEqual([]);
    // Gianni ends the Issue: its spends stay in the log.
    await titleSheet.click("endIssue");
    expect(title().issues[0]?.running).toBe(false);
    expect(title().issues[0]?.spent.map((s) => [s.card, s.by])).toEqual([
      [ANNS, "The Cardinal"],
      [BOBS, "The Cardinal"],
    ]);
    expect(titleSheet.text).toContain(`${BOBS}, spent by The Cardinal`);
  });
});

describe("a card played on another player's character, and whose hand a sheet shows", () => {
  beforeEach(() => setUp());

  it("Ann plays a card on Bob's Renaissance Man; Bob vetoes it from his own chat card: it is back in Ann's hand", async () => {
    const annSheet = await omegaSheet("ann", cardinal);
    const played = annsCard();
    const held = [...handOf(play, "ann").cards.keys()];
    play.seat("ann").answerDialog((d) => {
      expect(d.text).toContain("Renaissance Man");
      return d.press("ok", { target: renaissance.uuid });
    });
    await annSheet.click("storypathSpend", { cardId: played });
    expect(annSheet.text).toContain("In play: awaiting the Storyguide");
    expectNoControl(annSheet, "storypathSpend", { cardId: played });
    // Bob, whose character it was played on, decides first: veto or let it stand; Ann may not; Gianni, the
    // Storyguide, may veto it ("final veto") but is not offered its marking until Bob has let it stand.
    const annCard = await play.seat("ann").card(ANNS);
    expect(annCard.element.querySelector("[data-storypath-mark]")).toBeNull();
    expect(annCard.text).toContain(`${CHAT}.awaitedVeto`);
    const gianniCard = await play.seat("gianni").card(ANNS);
    expect(gianniCard.element.querySelector('[data-storypath-mark="detrimental"]')).toBeNull();
    expect(gianniCard.element.querySelector('[data-storypath-mark="veto"]')).not.toBeNull();
    const bobCard = await play.seat("bob").card(ANNS);
    expect(bobCard.text).toContain("Played on Renaissance Man.");
    expect(bobCard.element.querySelector('[data-storypath-mark="detrimental"]')).toBeNull();
    expect(bobCard.element.querySelector('[data-storypath-mark="accept"]')).not.toBeNull();
    await press(bobCard, '[data-storypath-mark="veto"]');
    // Vetoed: the card is Ann's again, usable, and nothing was discarded or drawn.
    expect([...handOf(play, "ann").cards.keys()]).toEqual(held);
    expect(discardOf(play).cards.size).toBe(0);
    expect(annSheet.has("storypathSpend", { cardId: played })).toBe(true);
    const after = await play.seat("gianni").card(ANNS);
    expect(after.element.querySelector("[data-storypath-mark]")).toBeNull();
  });

  it("the veto before the ruling: Gianni sees no marking until Bob lets Ann's card stand on his character; then he marks it Beneficial", async () => {
    const annSheet = await omegaSheet("ann", cardinal);
    const played = annsCard();
    const handSize = handOf(play, "ann").cards.size;
    play.seat("ann").answerDialog((d) => d.press("ok", { target: renaissance.uuid }));
    await annSheet.click("storypathSpend", { cardId: played });
    // Gianni, the Storyguide, is offered only his veto while the play awaits Bob.
    const gianniBefore = await play.seat("gianni").card(ANNS);
    for (const marking of ["detrimental", "beneficial", "accept"])
      expect(gianniBefore.element.querySelector(`[data-storypath-mark="${marking}"]`)).toBeNull();
    expect(gianniBefore.text).toContain(`${CHAT}.awaitedVeto`);
    expect(gianniBefore.text).not.toContain("On balance, was it to the character's detriment?");
    // Bob lets it stand on Renaissance Man: nothing moves yet, the card stays in play in Ann's hand.
    await press(await play.seat("bob").card(ANNS), '[data-storypath-mark="accept"]');
    expect(handOf(play, "ann").cards.has(played)).toBe(true);
    expect(discardOf(play).cards.size).toBe(0);
    const bobAfter = await play.seat("bob").card(ANNS);
    expect(bobAfter.element.querySelector("[data-storypath-mark]")).toBeNull();
    // Now Gianni marks how it was spent: Beneficial, discarded and not replaced.
    const gianniAfter = await play.seat("gianni").card(ANNS);
    expect(gianniAfter.text).toContain(`${CHAT}.acceptedBy`);
    expect(gianniAfter.text).not.toContain(`${CHAT}.awaitedVeto`);
    await press(gianniAfter, '[data-storypath-mark="beneficial"]');
    expect(handOf(play, "ann").cards.has(played)).toBe(false);
    expect(discardOf(play).cards.has(played)).toBe(true);
    expect(handOf(play, "ann").cards.size).toBe(handSize - 1);
    expect((await play.seat("ann").card(ANNS)).text).toContain("Decided by Gianni.");
  });

  it("nothing waits on Bob when he is not connected: Gianni may mark Ann's card at once, and the card says why", async () => {
    const annSheet = await omegaSheet("ann", cardinal);
    const played = annsCard();
    play.table.disconnect("bob");
    await play.table.settle();
    play.seat("ann").answerDialog((d) => d.press("ok", { target: renaissance.uuid }));
    await annSheet.click("storypathSpend", { cardId: played });
    const gianniCard = await play.seat("gianni").card(ANNS);
    expect(gianniCard.text).toContain(`${CHAT}.absentVeto`);
    expect(gianniCard.text).not.toContain(`${CHAT}.awaitedVeto`);
    await press(gianniCard, '[data-storypath-mark="detrimental"]');
    expect(discardOf(play).cards.has(played)).toBe(true);
  });

  it("Bob, an Observer of Ann's Cardinal, sees how many cards Ann holds: not his own hand, nor hers", async () => {
    // Gianni gives Bob Observer on The Cardinal in Configure Ownership (a teammate's sheet).
    await configureOwnership(play, cardinal, { bob: "OBSERVER" });
    const bobOnCardinal = await omegaSheet("bob", cardinal);
    expect(bobOnCardinal.text).toContain("Ann holds 4 Storypath cards; only Ann sees them.");
    for (const name of [...namesIn(handOf(play, "ann")), ...namesIn(handOf(play, "bob"))])
      expect(bobOnCardinal.text).not.toContain(name);
    expectNoControl(bobOnCardinal, "storypathSpend");
    const annOwn = await omegaSheet("ann", cardinal);
    expect(annOwn.text).toContain(ANNS);
  });
});

describe("the same table with no GM connected", () => {
  beforeEach(() => setUp());

  it("Ann's card offers no Roll and says who must connect; her spend is refused with a clear message; nothing is lost; it all works when Gianni is back", async () => {
    const titleSheet = await startIssue();
    await sendStakes({ "favored.dynamic": true });
    play.table.disconnect("gianni");
    await play.table.settle();
    // Nobody connected could carry out a Roll: Ann's card offers none and says who must connect.
    const awaiting = await stakesCard("ann");
    expect(awaiting.element.querySelector('[data-fc-stakes="roll"]')).toBeNull();
    expect(awaiting.text).toContain("Awaiting the Storyguide (Gianni), who is not connected.");
    expect(rolls()).toEqual([]);
    const annSheet = await omegaSheet("ann", cardinal);
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpend", { cardId: annsCard() });
    expect(play.seat("ann").notices("warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(namesIn(handOf(play, "ann"))).toContain(ANNS);
    expect(handOf(play, "ann").getFlag("story-engines", "storypathInPlay")).toBeUndefined();
    // Gianni is back: the same card and the same hand work.
    play.table.reconnect("gianni");
    await play.table.settle();
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls().map((r) => r.author)).toEqual(["ann"]);
    expect(titleSheet.text).toContain("The Doge's Ring");
  });
});

describe("the same table with a reload in the middle of the Issue", () => {
  beforeEach(() => setUp());

  it("Ann reloads: her sheet and the stakes card are rebuilt from the documents, and she plays on", async () => {
    await startIssue();
    await sendStakes({ "favored.dynamic": true, "benefit.faces": 4, "benefit.source": beppe.uuid });
    const bobSheet = await omegaSheet("bob", renaissance);
    play.seat("bob").answerDialog((d) => d.press(watch.uuid));
    await bobSheet.click("storypathGive", { cardId: bobsCard() });
    let annSheet: PlayWindow | null = null;
    await play.reload("ann", async (seat) => {
      annSheet = await seat.openFromDirectory(cardinal);
    });
    if (!annSheet) throw new Error("Ann did not open her sheet again");
    const rebuilt: PlayWindow = annSheet;
    // The Title card Bob gave is on her rebuilt panel; the stakes card still offers her the roll.
    expect(rebuilt.text).toContain(BOBS);
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await rebuilt.click("storypathSpendIssueCard");
    await press(await play.seat("gianni").card(BOBS), '[data-storypath-mark="stands"]');
    expect(title().issues[0]?.spent.map((x) => x.card)).toEqual([BOBS]);
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls()[0]?.data).toMatchObject({ setBy: "Gianni", sources: { benefit: { name: "Beppe" } } });
    // The card is spent: Bob's panel no longer offers it, and the Title's slots are empty again.
    expectNoControl(bobSheet, "storypathSpendIssueCard");
    expect(title().slots).toEqual([]);
  });
});

describe("two players clicking at once", () => {
  beforeEach(() => setUp());

  it("Ann and Bob give a card to the Title at the same moment: both fill a slot, each draws a replacement", async () => {
    await startIssue();
    const annSheet = await omegaSheet("ann", cardinal);
    const bobSheet = await omegaSheet("bob", renaissance);
    play.seat("ann").answerDialog((d) => d.press(watch.uuid));
    play.seat("bob").answerDialog((d) => d.press(watch.uuid));
    const results = await play.atOnce([
      annSheet.press("storypathGive", { cardId: annsCard() }),
      bobSheet.press("storypathGive", { cardId: bobsCard() }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(
      title()
        .slots.map((c) => c.name)
        .sort(),
    ).toEqual([ANNS, BOBS]);
    expect(handOf(play, "ann").cards.size).toBe(4);
    expect(handOf(play, "bob").cards.size).toBe(4);
    // Both cards now show on each player's own panel, to spend for their own character.
    expect(annSheet.text).toContain(BOBS);
    expect(bobSheet.text).toContain(ANNS);
  });
});

describe("the Storyguide's role handed to a player", () => {
  // Gianni ticked Bob for the Storyguide's role in Table roles when he set the world up.
  beforeEach(() => setUp("bob"));

  it("Bob holds it: he judges Ann's spend from his own card; Gianni, a GM, is not offered the marking", async () => {
    const annSheet = await omegaSheet("ann", cardinal);
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpend", { cardId: annsCard() });
    const gianniCard = await play.seat("gianni").card(ANNS);
    expect(gianniCard.element.querySelector("[data-storypath-mark]")).toBeNull();
    expect(gianniCard.text).toContain("STORY_ENGINES.Core.Roles.awaited");
    await press(await play.seat("bob").card(ANNS), '[data-storypath-mark="detrimental"]');
    expect(namesIn(handOf(play, "ann"))).not.toContain(ANNS);
    expect(handOf(play, "ann").cards.size).toBe(4);
    // Bob, the Storyguide, sends stakes for Ann's Omega from its limited view (Set the stakes); Ann rolls them.
    await sendStakes({ "favored.known": true }, "bob");
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(rolls().map((r) => [r.author, r.data.setBy])).toEqual([["ann", "Bob"]]);
  });

  it("with no GM connected, Bob the Storyguide sends stakes and Ann rolls them: Bob's client writes the card he sent", async () => {
    play.table.disconnect("gianni");
    await sendStakes({ "favored.known": true }, "bob");
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(play.seat("ann").notices("warn")).toEqual([]);
    expect(rolls().map((r) => [r.author, r.data.setBy])).toEqual([["ann", "Bob"]]);
    expect((await stakesCard("bob")).text).toContain("Rolled by Ann.");
  });

  it("with no GM and Bob gone too, Ann's stakes card offers no Roll and says who must connect; Bob back, she rolls", async () => {
    play.table.disconnect("gianni");
    await sendStakes({ "favored.known": true }, "bob");
    play.table.disconnect("bob");
    await play.table.settle();
    // Bob's client writes the card he sent: with him away nobody could carry out a Roll, so none is offered.
    const annsCard = await stakesCard("ann");
    expect(annsCard.element.querySelector("[data-fc-stakes]")).toBeNull();
    expect(annsCard.text).toContain("Awaiting the Storyguide (Bob), who is not connected.");
    expect(annsCard.element.querySelector("[data-awaits-viewer]")).toBeNull();
    play.table.reconnect("bob");
    await play.table.settle();
    await press(await stakesCard("ann"), '[data-fc-stakes="roll"]');
    expect(play.seat("ann").notices("warn")).toEqual([]);
    expect(rolls().map((r) => [r.author, r.data.setBy])).toEqual([["ann", "Bob"]]);
  });
});
