/**
 * Roll modes on the play table, as Foundry's documentation describes them
 * (tests/harness/table-roll.ts, table-documents.ts, play-settings.ts): a
 * public roll is seen by everyone; a private GM roll is whispered to the GMs
 * (Assistants included) and seen by its roller; a blind GM roll is
 * whispered to the GMs and hidden from its roller; a self roll is its
 * roller's alone, a GM's client included. `Roll#toMessage` takes the mode
 * given, else the rolling client's own `core.rollMode`, a client setting
 * each user has for themselves. Each rule fails its test when taken out of
 * the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { TableRoll, type TableMessage } from "../harness/table-documents";

beforeAll(() => installPlayTable());
afterAll(() => uninstallPlayTable());

function seat(): Play {
  return startPlay([
    { id: "gm", name: "Erin", isGM: true },
    { id: "ast", name: "Ada", role: "ASSISTANT" },
    { id: "amy", name: "Amy" },
    { id: "bob", name: "Bob" },
  ]);
}

/** Amy rolls 1d6 and posts it, with `options` (as our code passes messageModeOptions()). */
async function amyRolls(play: Play, options: Record<string, string> = {}): Promise<TableMessage> {
  const posted = play.table.as("amy", async () => {
    const roll = new TableRoll("1d6");
    await roll.evaluate();
    return roll.toMessage({ flavor: "test" }, options);
  });
  await play.step(posted);
  return posted;
}

const seers = (play: Play, message: TableMessage) =>
  ["gm", "ast", "amy", "bob"].filter((id) => play.table.visibleMessages(id).includes(message));

describe("roll modes whisper as Foundry's do", () => {
  it("public: everyone sees it", async () => {
    const play = seat();
    expect(seers(play, await amyRolls(play, { rollMode: "publicroll" }))).toEqual(["gm", "ast", "amy", "bob"]);
  });

  it("private GM roll: the GMs (an Assistant too) and the roller", async () => {
    const play = seat();
    const message = await amyRolls(play, { rollMode: "gmroll" });
    expect(message.whisper).toEqual(["gm", "ast"]);
    expect(seers(play, message)).toEqual(["gm", "ast", "amy"]);
  });

  it("blind GM roll: the GMs only, not the roller", async () => {
    const play = seat();
    const message = await amyRolls(play, { rollMode: "blindroll" });
    expect(message.blind).toBe(true);
    expect(seers(play, message)).toEqual(["gm", "ast"]);
  });

  it("self roll: the roller alone, not even the GM", async () => {
    const play = seat();
    expect(seers(play, await amyRolls(play, { rollMode: "selfroll" }))).toEqual(["amy"]);
  });

  it("v14's message modes mean the same", async () => {
    const play = seat();
    expect(seers(play, await amyRolls(play, { messageMode: "gm" }))).toEqual(["gm", "ast", "amy"]);
  });
});

describe("the roll mode is each client's own setting", () => {
  it("Amy's choice of a GM roll is hers: her rolls whisper, Bob's stay public", async () => {
    const play = seat();
    await play.step(play.table.as("amy", () => game.settings.set("core", "rollMode", "gmroll")));
    expect(await play.table.as("bob", () => game.settings.get("core", "rollMode"))).toBe("publicroll");
    expect(seers(play, await amyRolls(play))).toEqual(["gm", "ast", "amy"]);
    const bobs = play.table.as("bob", async () => {
      const roll = new TableRoll("1d6");
      await roll.evaluate();
      return roll.toMessage({});
    });
    await play.step(bobs);
    expect(seers(play, await bobs)).toEqual(["gm", "ast", "amy", "bob"]);
  });
});
