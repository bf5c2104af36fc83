/**
 * In a Wicked Age at a table: who starts a conflict (the
 * `wicked-age.newConflict` query). Each user clicks the conflict tool in
 * their own Table tools window: the chapter's GM gets a new conflict, made
 * on the Foundry GM's client (players cannot create encounters) and opened
 * in their tracker; a player who does not run the chapter is told there is
 * none yet, and their forged request is refused (so is one claiming to
 * come from the chapter's GM); in chapter 3 run by
 * Martha (the table plays its way there: Amy deals chapters 1 and 2, Erin
 * ends them and records Martha as chapter 3's GM), she starts one through
 * Erin's client and Erin, who only plays, cannot; with no GM connected
 * Martha is told and nothing is made. Every window is opened from the
 * user's own Table tools.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlay, uninstallPlayTable, type Play } from "../harness/play";
import {
  conflictsOnTable,
  installWickedTable,
  openTool,
  playToChapterThree,
  setUpCharacters,
  wicked,
  ERIN_AMY_MARTHA,
} from "./wicked-age-table";

const QUERY = "story-engines.wicked-age.newConflict";
let play: Play;

beforeAll(() => installWickedTable());
afterAll(() => uninstallPlayTable());

beforeEach(async () => {
  play = startPlay(ERIN_AMY_MARTHA);
  conflictsOnTable(true);
  // The world as the GM set it up before play: the shipped Amek and Mekha, Amy's and Martha's.
  await setUpCharacters(play, { Amek: "amy", Mekha: "martha" });
});

/** `seat` opens Table tools from their Actors sidebar and clicks the conflict tool. */
const clickConflictTool = (seat: string) => openTool(play, seat, "conflict");
const trackerOf = (seat: string) => play.seat(seat).window(wicked.Tracker).window as unknown as { combatId: string };

/** `seat`'s client sends the query itself, as a forger would (not through a window), claiming to be `claims`. */
async function forge(seat: string, claims = seat): Promise<unknown> {
  const [answer] = await play.table.race([() => play.table.sendRequest(seat, QUERY, { userId: claims })]);
  return answer?.status === "fulfilled" ? answer.value : answer;
}

describe("who starts a conflict", () => {
  it("Erin, who runs the chapter, starts one and her tracker opens on it; Amy is told there is none and her request is refused", async () => {
    await clickConflictTool("amy");
    expect(play.seat("amy").notices("info")).toContain("STORY_ENGINES.Wicked.Conflict.noneYet");
    expect(conflictsOnTable()).toEqual([]);
    expect(await forge("amy")).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Wicked.Conflict.Problems.gmOnly",
      refused: true,
    });
    expect(conflictsOnTable()).toEqual([]);
    await clickConflictTool("erin");
    const [made] = conflictsOnTable();
    expect(made?.type).toBe("wickedConflict");
    expect(made?.data).toMatchObject({ active: true });
    expect(trackerOf("erin").combatId).toBe(made?.id);
    // Two clicks each: the Table tools button of their Actors sidebar, then the conflict tool.
    expect(play.steps).toBe(4);
  });

  it("in chapter 3 Martha runs it: she starts one through Erin's client; Erin, who plays, cannot; with no GM, nothing is made", async () => {
    await playToChapterThree(play, "amy", "martha");
    const before = play.steps;
    await clickConflictTool("erin");
    expect(play.seat("erin").notices("info")).toContain("STORY_ENGINES.Wicked.Conflict.noneYet");
    expect(conflictsOnTable()).toEqual([]);
    // Amy's client claiming to be Martha is refused too.
    expect(await forge("amy", "martha")).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Requests.notSender",
      refused: true,
    });
    expect(conflictsOnTable()).toEqual([]);
    const martha = await play.seat("martha").openTableTools();
    play.table.disconnect("erin");
    await martha.click("openTool", { tool: "wicked-age/conflict" });
    expect(play.seat("martha").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(conflictsOnTable()).toEqual([]);
    play.table.reconnect("erin");
    await martha.click("openTool", { tool: "wicked-age/conflict" });
    const [made] = conflictsOnTable();
    expect(made?.type).toBe("wickedConflict");
    // Made on Erin's client, at Martha's request.
    expect(play.table.landed).toContain("query story-engines.wicked-age.newConflict");
    expect(trackerOf("martha").combatId).toBe(made?.id);
    expect(play.steps - before).toBe(5);
  });
});
