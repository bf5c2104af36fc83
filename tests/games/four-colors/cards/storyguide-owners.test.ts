/**
 * Who owns the Storypath stacks and Titles when the Storyguide role is
 * handed out (storypath-owners.ts), on the async table: the active GM's
 * client makes each player Storyguide Owner of the deck, the discard pile,
 * every hand, every Title and every Title's pile (making a missing pile), and
 * takes back only what it granted when the role moves on — a player's own
 * hand and a Title a player owned before stay theirs. Another GM's client
 * writes nothing.
 */
import { registerStoryguideRole } from "../storyguide-role";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableStack } from "../../../harness/table-documents";
import { installPlaySettings } from "../../../harness/play-settings";

const S = "story-engines";
let sync: () => Promise<void>;
let table: AsyncTable;
let titles: TableActor[];

beforeAll(async () => {
  // The world's settings as the play table keeps them (the role assignments are read from `settingValues`).
  installPlaySettings(installAsyncTable());
  registerStoryguideRole({ setting: true });
  ({ syncStoryguideOwnership: sync } = await import("../../../../src/games/four-colors/cards/storypath-owners"));
});
afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Erin", isGM: true },
      { id: "gm2", name: "Assistant", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
    ]),
  );
  table.stacks.push(
    new TableStack("deck", { name: "Deck", type: "deck", flags: { [S]: { storypathDeck: true } } }, []),
    new TableStack("disc", { name: "Discard", type: "pile", flags: { [S]: { storypathDiscard: true } } }, []),
    new TableStack("hann", { name: "Ann's", type: "hand", flags: { [S]: { storypathHandFor: "ann" } } }, ["ann"]),
    new TableStack("hbob", { name: "Bob's", type: "hand", flags: { [S]: { storypathHandFor: "bob" } } }, ["bob"]),
    // A stack of the GM's own that is not a Storypath stack: nobody is given it.
    new TableStack("tarot", { name: "Tarot", type: "deck" }, []),
  );
  titles = [
    new TableActor("watch", { name: "The Watch", type: "fourColorsTitle", system: {} }, { default: 0 }),
    // Ann made this Title herself: hers before any role.
    new TableActor("anns", { name: "Ann's Title", type: "fourColorsTitle", system: {} }, { default: 0, ann: 3 }),
  ];
  table.actors.push(...titles);
});

const roles = (holders: string[]) => table.settingValues.set(`${S}.tableRoles`, { "four-colors.storyguide": holders });
const stack = (id: string) => table.stacks.find((s) => s.id === id);
const owners = (doc: { testUserPermission(u: never, l: "OWNER"): boolean } | undefined) =>
  ["ann", "bob"].filter((id) => doc?.testUserPermission(table.mustUser(id) as never, "OWNER"));

async function syncAs(user: string): Promise<void> {
  const done = table.as(user, () => sync());
  await table.settle();
  await done;
}

describe("the player Storyguide owns the Storypath stacks and the Titles", () => {
  it("Bob, handed the role, owns every stack, every Title and each Title's new pile; the Tarot deck stays the GM's", async () => {
    roles(["bob"]);
    await syncAs("gm");
    for (const id of ["deck", "disc", "hann", "hbob"]) expect(owners(stack(id)), id).toContain("bob");
    expect(owners(stack("hann"))).toEqual(["ann", "bob"]);
    expect(owners(stack("tarot"))).toEqual([]);
    for (const title of titles) expect(owners(title)).toContain("bob");
    const piles = table.stacks.filter((s) => typeof s.getFlag(S, "storypathTitlePile") === "string");
    expect(piles.map((p) => p.getFlag(S, "storypathTitlePile")).sort()).toEqual(titles.map((t) => t.uuid).sort());
    for (const pile of piles) expect(owners(pile)).toEqual(["bob"]);
  });

  it("the role moved from Bob to Ann: Bob keeps only his own hand, Ann keeps her own Title after losing the role", async () => {
    roles(["bob"]);
    await syncAs("gm");
    roles(["ann"]);
    await syncAs("gm");
    expect(owners(stack("deck"))).toEqual(["ann"]);
    expect(owners(stack("hbob"))).toEqual(["ann", "bob"]);
    expect(owners(stack("hann"))).toEqual(["ann"]);
    expect(owners(titles[0])).toEqual(["ann"]);
    roles([]);
    await syncAs("gm");
    expect(owners(stack("deck"))).toEqual([]);
    expect(owners(stack("hann"))).toEqual(["ann"]);
    expect(owners(stack("hbob"))).toEqual(["bob"]);
    expect(owners(titles[0])).toEqual([]);
    // Ann's own Title was hers before the role: not taken back.
    expect(owners(titles[1])).toEqual(["ann"]);
  });

  it("only the active GM's client writes: another GM's syncs nothing", async () => {
    roles(["bob"]);
    await syncAs("gm2");
    expect(owners(stack("deck"))).toEqual([]);
    expect(table.stacks.some((s) => s.getFlag(S, "storypathTitlePile") !== undefined)).toBe(false);
  });
});
