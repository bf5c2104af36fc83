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
 * Set-up before the first step (why): the documents as a GM would have made
 * them — Gianni's Title (players NONE), each player's Omega (everyone
 * LIMITED), Gianni's secret NPC Il Doge (players NONE) — and the role given
 * to Bob, which is the GM's Table roles window's job (not a Four Colors
 * control). The shipped-pack set-up (contract P) had not landed on main when
 * this was written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import { TableActor } from "../harness/table-documents";
import type { IssueDesk as IssueDeskClass } from "../../src/games/four-colors/cards/issue-desk";

let play: Play;
let ToolsApp: typeof import("../../src/core/table-tools-app").TableToolsApp;
let IssueDesk: typeof IssueDeskClass;
const TOOL = { tool: "four-colors/issues" };

beforeAll(async () => {
  // The Issues window a tool opens joins its seat's windows and follows its Title through updateActor.
  installPlayTable({ documentHooks: true });
  const g = globalThis as unknown as { game: { settings: { register(n: string, k: string, o: object): void } } };
  const { registerGame } = await import("../../src/core/register");
  const { fourColorsModule } = await import("../../src/games/four-colors/module");
  registerGame(fourColorsModule);
  g.game.settings.register("story-engines", "tableRoles", { scope: "world", config: false, default: {} });
  const tools = await import("../../src/core/table-tools-app");
  tools.registerTableTools([fourColorsModule]);
  ToolsApp = tools.TableToolsApp;
  ({ IssueDesk } = await import("../../src/games/four-colors/cards/issue-desk"));
});
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([
    { id: "gianni", name: "Gianni", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
  ]);
  play.table.settingValues.set("story-engines.tableRoles", { "four-colors.storyguide": ["bob"] });
  play.table.actors.push(
    new TableActor(
      "card",
      {
        name: "The Cardinal",
        type: "fourColorsOmega",
        system: { planets: { known: 8, dynamic: 6, static: 6, lost: 20 } },
      },
      { default: 1, ann: 3 },
    ),
    new TableActor(
      "ren",
      {
        name: "Renaissance Man",
        type: "fourColorsOmega",
        system: { planets: { known: 4, passion: 8, dynamic: 4, lost: 10 } },
      },
      { default: 1, bob: 3 },
    ),
    new TableActor("doge", { name: "Il Doge", type: "fourColorsDiceless", system: { rank: "major" } }, { default: 0 }),
    new TableActor(
      "watch",
      {
        name: "The Florentine Watch",
        type: "fourColorsTitle",
        system: { mains: ["Actor.card", "Actor.ren"], slots: [], issues: [], logVersion: 0 },
      },
      { default: 0 },
    ),
  );
});

const watch = () =>
  play.table.actors.find((a) => a.id === "watch")?.system as {
    issues: { title: string; running: boolean; characters: string[]; pages: { title: string }[] }[];
    logVersion: number;
  };

/** Bob opens Table tools from the Actors sidebar and clicks "Run an Issue (Storyguide)". */
async function bobsDesk(): Promise<PlayWindow<IssueDeskClass>> {
  const tools = await play.seat("bob").open(() => new ToolsApp({ id: "table-tools-bob" }));
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
    ["The Doge's Ring", true, ["Actor.card", "Actor.ren"]],
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
    const annTools = await play.seat("ann").open(() => new ToolsApp({ id: "table-tools-ann" }));
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
    // Set-up, as Gianni's Configure Ownership would have left it before he left: Bob owns the Title.
    const title = play.table.actors.find((a) => a.id === "watch");
    if (!title) throw new Error("no Title");
    title.ownership = { default: 0, bob: 3 };
    await runIssue(desk);
    // Bob's own client wrote the Title, one request at a time, on the versions it saw.
    expect(watch().logVersion).toBe(3);
    expect(play.seat("bob").notices("warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
  });
});
