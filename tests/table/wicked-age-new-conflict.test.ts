/**
 * In a Wicked Age at a table: who starts a conflict (the
 * `wicked-age.newConflict` query). Each user clicks the conflict tool in
 * their own Table tools window: the chapter's GM gets a new conflict, made
 * on the Foundry GM's client (players cannot create encounters) and opened
 * in their tracker; a player who does not run the chapter is told there is
 * none yet, and their forged request is refused (so is one claiming to
 * come from the chapter's GM); in chapter 3 run by
 * Martha, she starts one through Erin's client and Erin, who only plays,
 * cannot; with no GM connected Martha is told and nothing is made.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlay, uninstallPlayTable, type Play, type PlayWindow } from "../harness/play";
import { conflictsOnTable, installWickedTable, wicked } from "./wicked-age-table";

const QUERY = "story-engines.wicked-age.newConflict";
const TOOL = { tool: "wicked-age/conflict" };
let play: Play;
let ToolsApp: typeof import("../../src/core/table-tools-app").TableToolsApp;
let Tracker: typeof wicked.Tracker;

beforeAll(async () => {
  // The tracker a click opens on its user's client joins that seat's windows.
  await installWickedTable({ documentHooks: true });
  const tools = await import("../../src/core/table-tools-app");
  const { wickedAgeModule } = await import("../../src/games/wicked-age/module");
  tools.registerTableTools([wickedAgeModule]);
  ToolsApp = tools.TableToolsApp;
  Tracker = wicked.Tracker;
});
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "martha", name: "Martha" },
  ]);
  conflictsOnTable(true);
});

const openTools = (seat: string): Promise<PlayWindow> =>
  play.seat(seat).open(() => new ToolsApp({ id: `table-tools-${seat}` }));

/** `seat`'s client sends the query itself, as a forger would (not through a window), claiming to be `claims`. */
async function forge(seat: string, claims = seat): Promise<unknown> {
  const [answer] = await play.table.race([() => play.table.sendRequest(seat, QUERY, { userId: claims })]);
  return answer?.status === "fulfilled" ? answer.value : answer;
}

describe("who starts a conflict", () => {
  it("Erin, who runs the chapter, starts one and her tracker opens on it; Amy is told there is none and her request is refused", async () => {
    const amy = await openTools("amy");
    await amy.click("openTool", TOOL);
    expect(play.seat("amy").notices("info")).toContain("STORY_ENGINES.Wicked.Conflict.noneYet");
    expect(conflictsOnTable()).toEqual([]);
    expect(await forge("amy")).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Wicked.Conflict.Problems.gmOnly",
      refused: true,
    });
    expect(conflictsOnTable()).toEqual([]);
    const erin = await openTools("erin");
    await erin.click("openTool", TOOL);
    const [made] = conflictsOnTable();
    expect(made?.type).toBe("wickedConflict");
    expect(made?.data).toMatchObject({ active: true });
    expect((play.seat("erin").window(Tracker).window as unknown as { combatId: string }).combatId).toBe(made?.id);
    expect(play.steps).toBe(2);
  });

  it("in chapter 3 Martha runs it: she starts one through Erin's client; Erin, who plays, cannot; with no GM, nothing is made", async () => {
    play.table.settingValues.set("story-engines.wickedAgeCampaign", {
      version: 1,
      chapter: 3,
      firstGm: "erin",
      gm: "martha",
      storyUuid: "",
      owe: [],
    });
    const erin = await openTools("erin");
    await erin.click("openTool", TOOL);
    expect(play.seat("erin").notices("info")).toContain("STORY_ENGINES.Wicked.Conflict.noneYet");
    expect(conflictsOnTable()).toEqual([]);
    // Amy's client claiming to be Martha is refused too.
    expect(await forge("amy", "martha")).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Requests.notSender",
      refused: true,
    });
    expect(conflictsOnTable()).toEqual([]);
    const martha = await openTools("martha");
    play.table.disconnect("erin");
    await martha.click("openTool", TOOL);
    expect(play.seat("martha").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(conflictsOnTable()).toEqual([]);
    play.table.reconnect("erin");
    await martha.click("openTool", TOOL);
    const [made] = conflictsOnTable();
    expect(made?.type).toBe("wickedConflict");
    // Made on Erin's client, at Martha's request.
    expect(play.table.landed).toContain("query story-engines.wicked-age.newConflict");
    expect((play.seat("martha").window(Tracker).window as unknown as { combatId: string }).combatId).toBe(made?.id);
    expect(play.steps).toBe(3);
  });
});
