/**
 * Once play has started, the world changes only through the users' clients
 * (tests/harness/play.ts, async-table.ts): a round trip the test asks for
 * itself — with no user's client at work — after the first step is state
 * written between steps, and the next step fails naming it. Before the first
 * step such writes are set-up; a write a user's click makes is play. The rule
 * fails its test when taken out of the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";

beforeAll(() => void installPlayTable());
afterAll(() => uninstallPlayTable());

const seat = (): Play =>
  startPlay([
    { id: "gm", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
  ]);

describe("no state written between steps", () => {
  it("lets the test write before the first step (set-up), and a user's client write in a step", async () => {
    const play = seat();
    const setUp = play.table.defer("update Actor Dunmore", () => "set up");
    await play.step(setUp);
    const click = play.table.as("amy", () => play.table.defer("update Actor Dunmore", () => "clicked"));
    await expect(play.step(click)).resolves.toBeUndefined();
  });

  it("fails the next step when the test itself wrote after play started, naming the write", async () => {
    const play = seat();
    await play.step();
    const written = play.table.defer("update Actor Dunmore", () => "forced");
    const next = play.table.as("amy", () => play.table.defer("update Item Axe", () => "clicked"));
    await expect(play.step(Promise.all([written, next]))).rejects.toThrow(
      /state written between steps, by the test rather than a user's click: update Actor Dunmore/,
    );
  });
});
