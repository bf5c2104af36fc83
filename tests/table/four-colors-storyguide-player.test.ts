/**
 * Four Colors al Fresco from the shipped Example Omegas, with the
 * Storyguide role handed to a player: Gianni is the Foundry GM, Ann plays
 * The Cardinal, Bob plays Renaissance Man and holds the Storyguide role.
 * Bob sets the stakes for Ann's Omega from his own screen (Table tools →
 * "Set the stakes (Storyguide)", or Set the stakes on its limited view), and
 * Ann rolls them on her client — the
 * book's order: the SG sets the Difficulty and the Forces, the player rolls.
 *
 * Set-up before the first step (why): the GM's own world set-up, not play —
 * the Example Omegas imported from the compendium, each owned by its player
 * and LIMITED to the others (Configure Ownership), the Storyguide role
 * ticked for Bob (Table roles) — all through setUpFromPacks
 * (four-colors-table.ts). Everything else — the Title, the Storypath stacks,
 * the cards Ann draws — is made by clicks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, uninstallPlayTable, type Play } from "../harness/play";
import type { TableActor } from "../harness/table-documents";
import {
  handOf,
  installFourColorsTable,
  makeTitle,
  namesIn,
  press,
  setUpStorypath,
  stakesCard,
  startFourColors,
} from "./four-colors-table";
import type { HierarchyDialog as HierarchyDialogClass } from "../../src/games/four-colors/dice/hierarchy-dialog";
import type { IssueDesk as IssueDeskClass } from "../../src/games/four-colors/cards/issue-desk";

let play: Play;
let HierarchyDialog: typeof HierarchyDialogClass;
let IssueDesk: typeof IssueDeskClass;
let StakesDesk: typeof import("../../src/games/four-colors/dice/stakes-desk").StakesDesk;
let cardinal: TableActor;
let renaissance: TableActor;
const STAKES_TOOL = { tool: "four-colors/stakes" };

beforeAll(async () => {
  await installFourColorsTable();
  ({ HierarchyDialog } = await import("../../src/games/four-colors/dice/hierarchy-dialog"));
  ({ StakesDesk } = await import("../../src/games/four-colors/dice/stakes-desk"));
  ({ IssueDesk } = await import("../../src/games/four-colors/cards/issue-desk"));
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  ({ play, cardinal, renaissance } = await startFourColors({ storyguide: "bob" }));
});

const toolsOf = (user: string) => play.seat(user).openTableTools();

describe("a player Storyguide sets the stakes for another player's Omega", () => {
  it("Bob, from Table tools, sets Hard stakes for The Cardinal; Ann rolls them", async () => {
    // Ann, who does not hold the role, has no stakes tool; Bob has.
    expectNoControl(await toolsOf("ann"), "openTool", STAKES_TOOL);
    const tools = await toolsOf("bob");
    await tools.click("openTool", STAKES_TOOL);
    const desk = play.seat("bob").window(StakesDesk);
    expect(desk.text).toContain("The Cardinal");
    expect(desk.text).toContain("Renaissance Man");
    await desk.click("setStakes", { actorUuid: cardinal.uuid });
    const dialog = play.seat("bob").window(HierarchyDialog);
    dialog.set({ difficulty: "hard", "favored.dynamic": true, "opposed.lost": true });
    await dialog.click("sendStakes");

    const annCard = await stakesCard(play, "ann");
    expect(annCard.text).toContain("Hard");
    expect(annCard.text).toContain("Stakes set by Bob");
    await press(play, annCard, '[data-fc-stakes="roll"]');
    const rolled = play.table.messages.flatMap((m) =>
      ((m.data.rolls ?? []) as { options: { fourColors?: Record<string, unknown> } }[]).map((r) => ({
        author: m.authorId,
        data: r.options.fourColors ?? {},
      })),
    );
    expect(rolled).toHaveLength(1);
    expect(rolled[0]?.author).toBe("ann");
    expect(rolled[0]?.data).toMatchObject({
      setBy: "Bob",
      difficulty: "hard",
      stakes: { favored: ["dynamic"], opposed: ["lost"] },
    });
  });
});

/** The Title's Issues as stored. */
const issuesOf = (title: TableActor) =>
  (title.system as { issues: { title: string; running: boolean; characters: string[] }[] }).issues;

describe("a player Storyguide sets the stakes from another player's Omega's limited view", () => {
  it("Bob clicks Set the stakes on The Cardinal's limited view; Ann, who is not the Storyguide, has no such button", async () => {
    const bobsView = await play.seat("bob").openFromDirectory(cardinal);
    expect(bobsView.text).toContain("Set the stakes");
    const annsView = await play.seat("ann").openFromDirectory(renaissance);
    expectNoControl(annsView, "rollPlanets");
    await bobsView.click("rollPlanets");
    const dialog = play.seat("bob").window(HierarchyDialog);
    dialog.set({ "favored.known": true, "opposed.lost": true });
    await dialog.click("sendStakes");
    const annCard = await stakesCard(play, "ann");
    expect(annCard.text).toContain("Stakes set by Bob");
    expect(annCard.element.querySelector('[data-fc-stakes="roll"]')).not.toBeNull();
  });
});

describe("running a Title's Issues is the Storyguide's, not its owner's", () => {
  it("Gianni, who made and owns the Title but is not the Storyguide, has no Issue controls; Bob runs the Issue", async () => {
    // Gianni makes the Title in the Actors directory and picks its Main on its sheet: his, players at NONE.
    const { title: watch, sheet: giannis } = await makeTitle(play, "The Florentine Watch", [cardinal]);
    expect(watch.ownership).toEqual({ default: 0, gianni: 3 });

    // Gianni's sheet of his own Title: the log, but no Start Issue, no Record a past Issue.
    expect(giannis.text).toContain("The Cardinal");
    expectNoControl(giannis, "startIssue");
    expectNoControl(giannis, "addIssue");

    // Bob, the Storyguide, starts Issue #1 from Table tools → Run an Issue; Gianni's sheet shows it, still
    // without End the Issue.
    const tools = await toolsOf("bob");
    await tools.click("openTool", { tool: "four-colors/issues" });
    const desk = play.seat("bob").window(IssueDesk);
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await desk.click("startIssue");
    expect(issuesOf(watch).map((i) => [i.title, i.running, i.characters])).toEqual([
      ["The Doge's Ring", true, [cardinal.uuid]],
    ]);
    expect(giannis.text).toContain("The Doge's Ring");
    expectNoControl(giannis, "endIssue");
    expectNoControl(giannis, "newPage");
    await desk.click("endIssue");
    expect(issuesOf(watch).map((i) => i.running)).toEqual([false]);
    expectNoControl(giannis, "deleteIssue", { index: 0 });
  });
});

describe("a character's Storypath panel shows its hand to its own player alone", () => {
  it("Ann sees the cards she drew on The Cardinal; Gianni, a GM who is not the Storyguide, sees only how many it holds", async () => {
    // Gianni sets the Storypath Cards up from Table tools (the shipped deck, the discard pile, a hand each);
    // Ann draws The Cardinal's starting cards on its sheet: one per diced Planet, four.
    await setUpStorypath(play);
    const anns = await play.seat("ann").openFromDirectory(cardinal);
    await anns.click("storypathDrawStarting");
    const drawn = namesIn(handOf(play, "ann"));
    expect(drawn).toEqual([
      "Blank Storypath Card 1",
      "Blank Storypath Card 2",
      "Blank Storypath Card 3",
      "Blank Storypath Card 4",
    ]);
    for (const name of drawn) expect(anns.text).toContain(name);
    const giannis = await play.seat("gianni").openFromDirectory(cardinal);
    expect(giannis.text).toContain("4 in hand");
    for (const name of drawn) expect(giannis.text).not.toContain(name);
  });
});
