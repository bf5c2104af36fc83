// Every play-through in tests/table/ starts from the shipped packs and opens
// its windows as a user does (issue #27 §4), kept so by a check over the test
// sources (tools/checks/play-throughs.mjs). The check is proven on small
// broken sources first.
import { describe, expect, it } from "vitest";
import { checkPlayThroughs, playThroughProblems } from "../../tools/checks/play-throughs.mjs";

describe("play-throughs start from what ships", () => {
  it("every play-through of tests/table sets up from the packs and opens windows as a user does", () => {
    expect(checkPlayThroughs(process.cwd())).toEqual([]);
  });
});

describe("the play-through check fails on broken sources", () => {
  it("reports a table built in code, a window built by the test and the gallery's samples", () => {
    const source = `import { sample } from "../../src/games/venus/dice/samples";
const play = startPlay(USERS);
const sheet = await play.seat("ann").open(() => new Sheet({ document: actor }));`;
    expect(playThroughProblems(source)).toEqual([
      "does not set its table up from the shipped packs (setUpFromPacks)",
      "line 3 builds a window with open(() => …) instead of opening it from a click or the directory",
      "imports the gallery's samples (../../src/games/venus/dice/samples)",
    ]);
  });

  it("follows a helper of tests/table it imports, for the set-up and for what it opens", () => {
    const source = `import { seatTable } from "./venus-table";\nawait seatTable();`;
    expect(playThroughProblems(source, { "venus-table.ts": "await setUpFromPacks(play, setUp);" })).toEqual([]);
    expect(
      playThroughProblems(source, {
        "venus-table.ts": "await setUpFromPacks(play, s); seat.open(async () => new Tools());",
      }),
    ).toEqual([
      "a helper it imports builds a window with open(() => …) instead of opening it from a click or the directory",
    ]);
  });

  it("accepts the packs, the directory and the Table tools button", () => {
    const source = `const world = await setUpFromPacks(play, setUp);
const sheet = await play.seat("ann").openFromDirectory(world.actor("Gwyn"));
const tools = await play.seat("ann").openTableTools();`;
    expect(playThroughProblems(source)).toEqual([]);
  });
});
