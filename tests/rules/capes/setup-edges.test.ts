/**
 * Set-up at an edge the page tests leave open (Capes Lite, "Starting a
 * Story"): "The Editor adds characters" for free; a player who tries is told
 * what only the Editor may do, and nothing changes.
 */
import { describe, expect, it } from "vitest";
import { EDITOR, JOE, Table } from "./fixtures";

describe("characters added for free", () => {
  it("are the Editor's to add: a player is told to spend Story Tokens instead", () => {
    const t = new Table();
    const refused = t.refused(
      JOE,
      { type: "addCharacter", actorUuid: "Actor.robbers", faction: "opponents", prominence: 1, narrator: "joe" },
      "editor-only",
    );
    expect(refused.problems[0]?.data).toEqual({ what: "add characters for free (players spend Story Tokens)" });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 1,
      narrator: "joe",
    });
    // Nobody paid for them: removing them gives no one a token.
    expect(t.character("Bank robbers").paidBy).toEqual([]);
  });
});
