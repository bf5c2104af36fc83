/**
 * Four Colors al Fresco at a table where a player holds the Storyguide's
 * role: Gianni is the Foundry GM, Ann plays The Cardinal, Bob plays
 * Renaissance Man and holds the Storyguide role (Configure Settings → Table
 * roles). Bob runs an Issue of The Florentine Watch — a Title Gianni made,
 * on which Bob has no permission — from his own screen: Table tools → "Run
 * an Issue (Storyguide)", Start Issue (the picker lists only characters Bob
 * may see), a New Page, End the Issue; the Title's log keeps it. Then the
 * same with no GM connected, where the Title's writer is a player who owns
 * it.
 *
 * Set-up before the first step (why): the world as a GM sets it up, not
 * play — the shipped Example Omegas imported, each owned by its player and
 * LIMITED to the others, the Storyguide's role ticked for Bob in Table roles
 * (setUpFromPacks, four-colors-table.ts). Gianni's Title (players NONE) and
 * his secret NPC Il Doge (a Diceless character, players NONE) are made by
 * his clicks in the Actors directory.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import { configureOwnership } from "../harness/play-setup";
import type { TableActor } from "../harness/table-documents";
import { installFourColorsTable, makeDiceless, makeTitle, startFourColors } from "./four-colors-table";
import type { IssueDesk as IssueDeskClass } from "../../src/games/four-colors/cards/issue-desk";

let play: Play;
let IssueDesk: typeof IssueDeskClass;
let cardinal: TableActor;
let renaissance: TableActor;
let title: TableActor;
const TOOL = { tool: "four-colors/issues" };

beforeAll(async () => {
  await installFourColorsTable();
  ({ IssueDesk } = await import("../../src/games/four-colors/cards/issue-desk"));
});
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  ({ play, cardinal, renaissance } = await startFourColors({ storyguide: "bob" }));
  // Gianni makes his secret NPC and the group's Title (its two Mains picked on its sheet) in the Actors directory.
  const doge = await makeDiceless(play, "Il Doge", "major");
  expect(doge.ownership).toEqual({ default: 0, gianni: 3 });
  ({ title } = await makeTitle(play, "The Florentine Watch", [cardinal, renaissance]));
});

const watch = () =>
  title.system as {
    issues: { title: string; running: boolean; characters: string[]; pages: { title: string }[] }[];
    logVersion: number;
  };

/** Bob opens Table tools from the Actors sidebar and clicks "Run an Issue (Storyguide)". */
async function bobsDesk(): Promise<PlayWindow<IssueDeskClass>> {
  const tools = await play.seat("bob").openTableTools();
  await tools.click("openTool", TOOL);
  return play.seat("bob").window(IssueDesk);
}

/** Bob runs Issue #1: started with the two Mains, a Page, ended. */
async function runIssue(desk: PlayWindow<IssueDeskClass>): Promise<void> {
  play.seat("bob").answerDialog((d) => {
    // The picker lists the characters Bob may see, the Title's Mains ticked; never Gianni's hidden Il Doge.
    expect(d.text).toContain("The Cardinal");
    expect(d.text).toContain("Renaissance Man");
    expect(d.text).not.toContain("Il Doge");
    return d.press("ok", { title: "The Doge's Ring" });
  });
  await desk.click("startIssue");
  expect(watch().issues.map((i) => [i.title, i.running, i.characters])).toEqual([
    ["The Doge's Ring", true, [cardinal.uuid, renaissance.uuid]],
  ]);
  expect(desk.text).toContain("The Doge's Ring");
  play.seat("bob").answerDialog((d) => d.press("ok", { title: "A Ball at the Palazzo" }));
  await desk.click("newPage");
  expect(desk.text).toContain("A Ball at the Palazzo");
  await desk.click("endIssue");
  expect(watch().issues.map((i) => [i.title, i.running, i.pages.map((p) => p.title)])).toEqual([
    ["The Doge's Ring", false, ["A Ball at the Palazzo"]],
  ]);
  expect(desk.text).toContain("Start Issue #2");
}

describe("a player who holds the Storyguide role runs an Issue from his own screen", () => {
  it("Bob, with no permission on Gianni's Title, starts Issue #1, starts a Page and ends it from Table tools", async () => {
    // Ann, who does not hold the role, has no such tool.
    const annTools = await play.seat("ann").openTableTools();
    expect(annTools.has("openTool", TOOL)).toBe(false);
    const desk = await bobsDesk();
    await runIssue(desk);
    expect(play.seat("bob").notices("warn")).toEqual([]);
    expect(watch().logVersion).toBe(3);
  });

  it("with no GM connected: told who must connect when no player owns the Title; the Issue runs when Bob owns it", async () => {
    play.table.disconnect("gianni");
    const desk = await bobsDesk();
    play.seat("bob").answerDialog((d) => d.press("ok", { title: "The Doge's Ring" }));
    await desk.click("startIssue");
    expect(play.seat("bob").notices("warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(watch().issues).toEqual([]);
    // Gianni comes back and gives Bob OWNER on the Title in Configure Ownership, then leaves again.
    play.table.reconnect("gianni");
    await configureOwnership(play, title, { bob: "OWNER" });
    play.table.disconnect("gianni");
    await runIssue(desk);
    // Bob's own client wrote the Title, one request at a time, on the versions it saw.
    expect(watch().logVersion).toBe(3);
    expect(play.seat("bob").notices("warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
  });
});
