/**
 * Set-up at an edge the page tests leave open (Capes Lite, "Starting a
 * Story"): "The Editor adds characters" for free; a player who tries is told
 * what only the Editor may do, and nothing changes; an example Scene's
 * stakes "had Staked" earlier, recorded by the Editor's set-up.
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

describe("an example Scene's stakes made earlier in the Scene", () => {
  it("are the Editor's set-up: Debt the character holds moves onto the Complication, whoever controls it now", () => {
    const t = new Table();
    t.do(EDITOR, { type: "addComplication", name: "Hostages", heroes: 4, opponents: 2 });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.liberty",
      faction: "heroes",
      prominence: 2,
      narrator: "editor",
    });
    t.sheets["Actor.liberty"]!.drives.duty.debt = 1;
    const earlier = {
      type: "earlierStake",
      complication: "Hostages",
      actorUuid: "Actor.liberty",
      drive: "duty",
      count: 1,
    } as const;
    t.refused(JOE, earlier, "editor-only");
    // The heroes control Hostages (4 against 2): a stake now would be refused; one made earlier is recorded.
    t.do(EDITOR, earlier);
    expect(t.complication("Hostages").stakes).toMatchObject([
      { name: "Captain Liberty", faction: "heroes", drive: "duty", count: 1, userId: "editor" },
    ]);
    expect(t.sheets["Actor.liberty"]!.drives.duty.debt).toBe(0);
    // Handed to his player, Captain Liberty's stake goes with him: Liberty's player will give or take it back.
    t.do(EDITOR, { type: "setNarrator", characterId: t.character("Captain Liberty").id, userId: "caps" });
    expect(t.complication("Hostages").stakes[0]?.userId).toBe("caps");
    // Debt the character does not hold cannot have been staked.
    t.refused(EDITOR, earlier, "not-enough-debt");
    t.refused(EDITOR, { ...earlier, complication: "Police" }, "unknown-complication");
  });
});
