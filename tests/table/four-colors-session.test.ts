/**
 * Four Colors al Fresco sessions played from the shipped Example Omegas and
 * a Title Gianni makes on its sheet (issue #28 §5): Gianni is the Foundry
 * GM, Ann plays The Cardinal, Bob plays Renaissance Man.
 *
 * - An Issue with Pages: Gianni, the Storyguide, starts Issue #1 on the
 *   Title's sheet, clicks New Page twice, Ann spends a card on the first
 *   Page, Gianni ends the Issue, and the Title's log reads it back.
 * - A Title card is its Main characters' alone: Renaissance Man takes part
 *   in an Issue of The Cardinal's Title as a guest; Bob gives a card to the
 *   Title, his panel shows it with no Spend and says why; Ann, a Main,
 *   spends it. (The GM side refusing a guest's spend sent anyway is the
 *   request sweep's business, tests/core.)
 * - The Storyguide's final veto: Gianni vetoes Ann's spend of a Title card
 *   on her own character (which no player may veto); the card is back in
 *   the Title's slot.
 * - A player Storyguide runs the Issue with the GM connected: Bob holds the
 *   role, runs the Issue from Table tools (reloading in the middle), sets
 *   Ann's stakes, marks her spend, ends the Issue; Gianni's sheet of his
 *   Title follows it all and offers him nothing to decide.
 *
 * Set-up before the first step (why): the world as its GM sets it up — the
 * shipped Omegas imported, each owned by its player and LIMITED to the
 * other, and the Storyguide's role ticked in Table roles where a test hands
 * it to Bob (setUpFromPacks, four-colors-table.ts). Everything else is
 * clicked: the Storypath Cards set up from Gianni's Table tools (the shipped
 * deck of blank cards, a hand each), the Title made in his Actors directory,
 * the starting cards drawn by each player on their Omega's sheet (Ann:
 * Blank Storypath Cards 1–4, Bob: 5–8, the deck's first cards).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoControl, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import type { TableActor } from "../harness/table-documents";
import {
  cardId,
  handOf,
  installFourColorsTable,
  makeTitle,
  namesIn,
  press,
  rolls,
  setUpStorypath,
  stakesCard,
  startFourColors,
} from "./four-colors-table";
import type { HierarchyDialog as HierarchyDialogClass } from "../../src/games/four-colors/dice/hierarchy-dialog";
import type { IssueDesk as IssueDeskClass } from "../../src/games/four-colors/cards/issue-desk";
import type { StakesDesk as StakesDeskClass } from "../../src/games/four-colors/dice/stakes-desk";

let HierarchyDialog: typeof HierarchyDialogClass;
let IssueDesk: typeof IssueDeskClass;
let StakesDesk: typeof StakesDeskClass;
let play: Play;
let cardinal: TableActor;
let renaissance: TableActor;

const ANNS = "Blank Storypath Card 1";
const BOBS = "Blank Storypath Card 5";
const MARK = { attribute: "data-storypath-mark" };

beforeAll(async () => {
  await installFourColorsTable();
  ({ HierarchyDialog } = await import("../../src/games/four-colors/dice/hierarchy-dialog"));
  ({ IssueDesk } = await import("../../src/games/four-colors/cards/issue-desk"));
  ({ StakesDesk } = await import("../../src/games/four-colors/dice/stakes-desk"));
});
afterAll(() => uninstallPlayTable());

type Issue = {
  title: string;
  running: boolean;
  characters: string[];
  pages: { title: string }[];
  spent: { card: string; by: string; page: number; source: string }[];
};
const issuesOf = (title: TableActor) => (title.system as { issues: Issue[] }).issues;

/**
 * The table, the Storypath Cards set up by Gianni, each player's starting
 * cards drawn on their own Omega's sheet (returned, open).
 */
async function seat(storyguide?: string): Promise<{ annSheet: PlayWindow; bobSheet: PlayWindow }> {
  ({ play, cardinal, renaissance } = await startFourColors(storyguide ? { storyguide } : {}));
  await setUpStorypath(play);
  const annSheet = await play.seat("ann").openFromDirectory(cardinal);
  await annSheet.click("storypathDrawStarting");
  const bobSheet = await play.seat("bob").openFromDirectory(renaissance);
  await bobSheet.click("storypathDrawStarting");
  expect(namesIn(handOf(play, "ann"))[0]).toBe(ANNS);
  expect(namesIn(handOf(play, "bob"))[0]).toBe(BOBS);
  return { annSheet, bobSheet };
}

describe("an Issue with Pages, from its start to the Title's log", () => {
  it("Gianni starts Issue #1, opens two Pages; Ann's spend is logged on the first; the ended Issue reads back", async () => {
    const { annSheet } = await seat();
    const { title, sheet } = await makeTitle(play, "The Florentine Watch", [cardinal, renaissance]);
    play.seat("gianni").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await sheet.click("startIssue");
    play.seat("gianni").answerDialog((d) => d.press("ok", { title: "A Ball at the Palazzo" }));
    await sheet.click("newPage");
    expect(sheet.text).toContain("Page 1: A Ball at the Palazzo");

    // On the first Page, Ann plays a card on The Cardinal; Gianni judges it beneficial (not replaced).
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpend", { cardId: cardId(handOf(play, "ann"), ANNS) });
    await (await play.seat("gianni").card(ANNS)).click("beneficial", {}, MARK);
    expect(handOf(play, "ann").cards.size).toBe(3);

    play.seat("gianni").answerDialog((d) => d.press("ok", { title: "The Chase over the Rooftops" }));
    await sheet.click("newPage");
    await sheet.click("endIssue");

    // The log as stored: two Pages, the spend on the first (index 0), the Issue over.
    expect(issuesOf(title)).toMatchObject([
      {
        title: "The Doge's Ring",
        running: false,
        characters: [cardinal.uuid, renaissance.uuid],
        pages: [{ title: "A Ball at the Palazzo" }, { title: "The Chase over the Rooftops" }],
        spent: [{ card: ANNS, by: "The Cardinal", page: 0, source: "hand" }],
      },
    ]);
    // The log as Gianni's sheet shows it, redrawn by the Title's own updates: no Issue running, Issue #2 next.
    expect(sheet.text).toContain("Issue #1 The Doge's Ring");
    expect(sheet.text).toContain("Page 1: A Ball at the Palazzo");
    expect(sheet.text).toContain(`${ANNS}, spent by The Cardinal`);
    expect(sheet.text).toContain("Page 2: The Chase over the Rooftops");
    expect(sheet.has("startIssue")).toBe(true);
    expectNoControl(sheet, "endIssue");
    expectNoControl(sheet, "newPage");
    // The spend sits under its Page in the log, not under the second.
    const pages = [...sheet.element.querySelectorAll(".fc-story-pages > li")].map((li) =>
      (li.textContent ?? "").replace(/\s+/g, " ").trim(),
    );
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`${ANNS}, spent by The Cardinal`);
    expect(pages[1]).not.toContain(ANNS);
  });
});

describe("a Title card is spent by its Main characters, never by a guest", () => {
  it("Renaissance Man, a guest of the Issue, gives a card to The Cardinal's Title but may not spend it; Ann does", async () => {
    const { annSheet, bobSheet } = await seat();
    const { title, sheet } = await makeTitle(play, "The Cardinal's Confessions", [cardinal]);
    // Gianni ticks Renaissance Man too in the Start Issue dialog: a guest of this Issue.
    play.seat("gianni").answerDialog((d) => {
      expect(d.text).toContain("Renaissance Man");
      return d.press("ok", { title: "Sins of the Father", characters: [cardinal.uuid, renaissance.uuid] });
    });
    await sheet.click("startIssue");
    expect(issuesOf(title)[0]?.characters).toEqual([cardinal.uuid, renaissance.uuid]);

    // Any player in the Issue may slot a card: Bob gives his to the Title and draws a replacement.
    play.seat("bob").answerDialog((d) => d.press(title.uuid));
    await bobSheet.click("storypathGive", { cardId: cardId(handOf(play, "bob"), BOBS) });
    expect((title.system as { slots: { name: string }[] }).slots.map((c) => c.name)).toEqual([BOBS]);
    expect(handOf(play, "bob").cards.size).toBe(4);

    // Bob's panel shows the Title's card, no Spend, and why.
    expect(bobSheet.text).toContain(BOBS);
    expect(bobSheet.text).toContain("A guest in this Issue: only the Title's Main characters spend its cards.");
    expectNoControl(bobSheet, "storypathSpendIssueCard");
    // Ann's, a Main's, offers it; she spends it and Gianni lets it stand: logged as a Title card, not replaced.
    expect(annSheet.text).not.toContain("A guest in this Issue");
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpendIssueCard");
    await (await play.seat("gianni").card(BOBS)).click("stands", {}, MARK);
    expect((title.system as { slots: unknown[] }).slots).toEqual([]);
    expect(issuesOf(title)[0]?.spent).toMatchObject([{ card: BOBS, by: "The Cardinal", source: "title" }]);
    expect(handOf(play, "ann").cards.size).toBe(4);
    expect(sheet.text).toContain(`${BOBS}, spent by The Cardinal (Title card)`);
  });
});

describe("the Storyguide's final veto", () => {
  it("Gianni vetoes Ann's spend of a Title card on her own character: it is back in the Title's slot, hers to spend again", async () => {
    const { annSheet, bobSheet } = await seat();
    const { title, sheet } = await makeTitle(play, "The Florentine Watch", [cardinal, renaissance]);
    play.seat("gianni").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await sheet.click("startIssue");
    play.seat("bob").answerDialog((d) => d.press(title.uuid));
    await bobSheet.click("storypathGive", { cardId: cardId(handOf(play, "bob"), BOBS) });
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpendIssueCard");
    expectNoControl(annSheet, "storypathSpendIssueCard");
    // On her own character only the Storyguide vetoes: Ann's and Bob's cards offer no veto, Gianni's does.
    expectNoControl(await play.seat("ann").card(BOBS), "veto", {}, MARK);
    expectNoControl(await play.seat("bob").card(BOBS), "veto", {}, MARK);
    await (await play.seat("gianni").card(BOBS)).click("veto", {}, MARK);
    expect((title.system as { slots: { name: string }[] }).slots.map((c) => c.name)).toEqual([BOBS]);
    expect(issuesOf(title)[0]?.spent).toEqual([]);
    expect(annSheet.has("storypathSpendIssueCard")).toBe(true);
    expectNoControl(await play.seat("gianni").card(BOBS), "stands", {}, MARK);
  });
});

describe("a player Storyguide runs the Issue with the GM connected", () => {
  it("Bob runs Issue #1 from Table tools, sets Ann's stakes, marks her Title-card spend; Gianni's sheet follows", async () => {
    const { annSheet } = await seat("bob");
    const { title, sheet: giannis } = await makeTitle(play, "The Florentine Watch", [cardinal, renaissance]);
    let tools = await play.seat("bob").openTableTools();
    await tools.click("openTool", { tool: "four-colors/issues" });
    let desk = play.seat("bob").window(IssueDesk);
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await desk.click("startIssue");
    // Bob reloads mid-Issue: he opens Table tools and the Issues window again; they show the running Issue.
    await play.reload("bob", async (again) => {
      tools = await again.openTableTools();
      await tools.click("openTool", { tool: "four-colors/issues" });
      desk = again.window(IssueDesk);
    });
    expect(desk.text).toContain("The Doge's Ring");
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "A Ball at the Palazzo" }));
    await desk.click("newPage");
    // Gianni's own sheet of his Title shows the running Issue and its Page, and no Issue control.
    expect(giannis.text).toContain("The Doge's Ring");
    expect(giannis.text).toContain("Page 1: A Ball at the Palazzo");
    for (const action of ["endIssue", "newPage", "startIssue"]) expectNoControl(giannis, action);

    // Bob sets Ann's stakes from Table tools; Ann rolls them on her client.
    await tools.click("openTool", { tool: "four-colors/stakes" });
    await play.seat("bob").window(StakesDesk).click("setStakes", { actorUuid: cardinal.uuid });
    const dialog = play.seat("bob").window(HierarchyDialog);
    dialog.set({ difficulty: "hard", "favored.dynamic": true });
    await dialog.click("sendStakes");
    await press(play, await stakesCard(play, "ann"), '[data-fc-stakes="roll"]');
    expect(rolls(play).map((r) => [r.author, r.data.setBy, r.data.difficulty])).toEqual([["ann", "Bob", "hard"]]);

    // Bob gives a card to the Title from his Omega's sheet, opened again after the reload; Ann spends it; the
    // spend card asks Bob, the Storyguide, not Gianni.
    const bobSheet = await play.seat("bob").openFromDirectory(renaissance);
    play.seat("bob").answerDialog((d) => d.press(title.uuid));
    await bobSheet.click("storypathGive", { cardId: cardId(handOf(play, "bob"), BOBS) });
    play.seat("ann").answerDialog((d) => d.press("ok", { target: cardinal.uuid }));
    await annSheet.click("storypathSpendIssueCard");
    expectNoControl(await play.seat("gianni").card(BOBS), "stands", {}, MARK);
    await (await play.seat("bob").card(BOBS)).click("stands", {}, MARK);

    await desk.click("endIssue");
    expect(issuesOf(title)).toMatchObject([
      {
        title: "The Doge's Ring",
        running: false,
        pages: [{ title: "A Ball at the Palazzo" }],
        spent: [{ card: BOBS, by: "The Cardinal", page: 0, source: "title" }],
      },
    ]);
    expect(giannis.text).toContain(`${BOBS}, spent by The Cardinal (Title card)`);
    expect(desk.text).toContain("Start Issue #2");
    expect(play.seat("bob").notices("warn")).toEqual([]);
  });
});
