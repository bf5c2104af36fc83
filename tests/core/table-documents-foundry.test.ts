/**
 * More of the play table behaving as Foundry does (issue #27 §1), each rule
 * proven by a test that fails when it is taken out of the harness:
 *
 * - `doc instanceof Actor` / `Item` holds for the table's documents (and a
 *   class extending Actor still extends it);
 * - a document sheet renders as a form (DocumentSheetV2's tag), so its
 *   fields are filled and submitted;
 * - a created Cards stack keeps the ownership it was created with, its
 *   creator OWNER (a player's hand is that player's);
 * - a dice term keeps its flavor (`1d8[known]`) and `kl` keeps the lowest;
 * - Create Actor in the directory (directory-create.ts): refused to a
 *   player, the creator OWNER, its create hook on every client, its sheet
 *   opened for its creator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable } from "../harness/play";
import { createFromDirectory } from "../harness/directory-create";
import { installCompendiumImports } from "../harness/table-imports";
import { TableActor, TableItem, TableRoll } from "../harness/table-documents";
import { DocumentSheet } from "../harness/rendering-apps";

type Data = Record<string, unknown>;

beforeAll(() => {
  installPlayTable();
  installCompendiumImports();
});
afterAll(() => uninstallPlayTable());

const USERS = [
  { id: "gm", name: "Gamemaster", isGM: true },
  { id: "amy", name: "Amy" },
];

describe("the table's documents as Foundry's", () => {
  it("a table actor is an Actor, a table item an Item, neither the other; a subclass of Actor still extends it", () => {
    const g = globalThis as unknown as { Actor: abstract new () => object; Item: abstract new () => object };
    const actor = new TableActor("a1", { name: "Esan", type: "wickedNpc" });
    const item = new TableItem("i1", { name: "A knife", type: "wickedStrength" });
    expect([actor instanceof g.Actor, actor instanceof g.Item]).toEqual([true, false]);
    expect([item instanceof g.Item, item instanceof g.Actor]).toEqual([true, false]);
    expect({} instanceof g.Actor).toBe(false);
    abstract class SystemActor extends g.Actor {}
    expect(actor instanceof SystemActor).toBe(true);
  });

  it("a document sheet renders as a form, whose fields a submit reads", () => {
    startPlay(USERS);
    const sheet = new DocumentSheet({ document: new TableActor("a1", { name: "Esan" }) });
    expect(sheet.element.tagName).toBe("FORM");
    expect(sheet.form).toBe(sheet.element);
  });

  it("a created Cards stack keeps the ownership it was created with; its creator is OWNER", async () => {
    const play = startPlay(USERS);
    const cards = (
      globalThis as unknown as { game: { cards: { documentClass: { create(d: Data): Promise<unknown> } } } }
    ).game.cards;
    const made = play.table.as("gm", () =>
      cards.documentClass.create({ name: "Amy's hand", type: "hand", ownership: { default: 0, amy: 3 } }),
    );
    await play.table.settle();
    const hand = (await made) as TableActor;
    expect(hand.ownership).toEqual({ default: 0, amy: 3, gm: 3 });
    expect(hand.testUserPermission(play.table.mustUser("amy"), "OWNER")).toBe(true);
  });

  it("a flavored term keeps its flavor; kl keeps the lowest die", async () => {
    const play = startPlay(USERS);
    play.table.faces = [3, 5, 2, 4];
    const roll = new TableRoll("1d8[known] + 2d6kl[passion] + 1d20");
    const rolled = play.table.as("gm", () => roll.evaluate());
    await play.table.settle();
    await rolled;
    expect(roll.dice.map((d) => [d.faces, d.options.flavor, d.results.map((r) => [r.result, r.active])])).toEqual([
      [8, "known", [[3, true]]],
      [
        6,
        "passion",
        [
          [5, false],
          [2, true],
        ],
      ],
      [20, undefined, [[4, true]]],
    ]);
  });
});

describe("Create Actor in the directory", () => {
  it("a player is refused; the GM creates it, OWNER, every client hears createActor, then its sheet is opened (none is registered here)", async () => {
    const play = startPlay(USERS);
    const heard: string[] = [];
    const g = globalThis as unknown as { Hooks: { on(name: string, fn: (...args: unknown[]) => void): void } };
    g.Hooks.on("createActor", (actor) => {
      heard.push(`${play.table.user.id}:${(actor as TableActor).name}`);
    });
    await expect(createFromDirectory(play, "amy", { name: "Amy's NPC", type: "wickedNpc" })).rejects.toThrow();
    expect(play.table.actors).toEqual([]);
    // No sheet is registered for the type on this bare table: the creation lands, the sheet cannot open.
    await expect(createFromDirectory(play, "gm", { name: "Esan", type: "wickedNpc" })).rejects.toThrow(
      /no sheet is registered/,
    );
    const [esan] = play.table.actors;
    expect(esan?.name).toBe("Esan");
    expect(esan?.ownership).toEqual({ default: 0, gm: 3 });
    expect(heard.sort()).toEqual(["amy:Esan", "gm:Esan"]);
  });
});
