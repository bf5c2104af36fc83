/**
 * The play table's newer documents enforce Foundry's permissions as its
 * knowledge-base articles describe them (tests/harness/table-journals.ts,
 * table-cards.ts, table-actor-create.ts, table-combat.ts): creating a
 * journal entry needs the Trusted Player role or a GM; creating an actor
 * or an encounter, and changing a document's ownership, a GM; a pack is
 * read only from OBSERVER; shuffling a deck needs OWNER. Each rule is proven
 * by a test that fails when it is taken out of the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../harness/async-table";
import { TableActor } from "../harness/table-documents";
import { TableJournal, installTableJournals } from "../harness/table-journals";
import { TableDeck, TableDeckCard, TableRollTable, installTablePacks } from "../harness/table-cards";
import { installActorCreate } from "../harness/table-actor-create";
import { installTableCombats, type TableCombat } from "../harness/table-combat";

type Create = { create(data: Record<string, unknown>): Promise<unknown> };
const made: TableCombat[] = [];

beforeAll(() => {
  installAsyncTable();
  installTableJournals();
  installTablePacks();
  installActorCreate();
  installTableCombats(
    () => made,
    (c) => made.push(c),
  );
});
afterAll(() => uninstallAsyncTable());

function seat(): AsyncTable {
  return useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "amy", name: "Amy" },
      { id: "tom", name: "Tom", role: "TRUSTED" },
    ]),
  );
}

const statuses = (results: PromiseSettledResult<unknown>[]) => results.map((r) => r.status);

describe("creating world documents", () => {
  it("a journal entry: a player is refused, a Trusted Player and the GM create one (with its pages)", async () => {
    const t = seat();
    const results = await t.race(
      ["amy", "tom", "gm"].map((id) => () => t.as(id, () => TableJournal.create({ name: id, pages: [{ name: "p" }] }))),
    );
    expect(statuses(results)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(t.journals.map((j) => j.name)).toEqual(["tom", "gm"]);
    expect((t.journals[0] as TableJournal).pages.size).toBe(1);
  });

  it("an actor and an encounter: the GM's only", async () => {
    const t = seat();
    const g = globalThis as unknown as { Actor: Create; Combat: { implementation: Create } };
    const results = await t.race<unknown>([
      () => t.as("tom", () => g.Actor.create({ name: "Esan", type: "wickedNpc" })),
      () => t.as("amy", () => g.Combat.implementation.create({ type: "wickedConflict" })),
      () => t.as("gm", () => g.Actor.create({ name: "Esan", type: "wickedNpc", ownership: { default: 0 } })),
      () => t.as("gm", () => g.Combat.implementation.create({ type: "wickedConflict" })),
    ]);
    expect(statuses(results)).toEqual(["rejected", "rejected", "fulfilled", "fulfilled"]);
    expect(t.actors.map((a) => a.name)).toEqual(["Esan"]);
    expect(made.map((c) => c.type)).toEqual(["wickedConflict"]);
  });
});

describe("Foundry's default role permissions", () => {
  const g = () =>
    globalThis as unknown as {
      Actor: Create;
      game: { cards: { documentClass: Create } };
    };

  it("a card stack (Create Card Stacks): an Assistant and the GM, never a player or a Trusted Player", async () => {
    const t = useTable(
      new AsyncTable([
        { id: "gm", name: "Gamemaster", isGM: true },
        { id: "ada", name: "Ada", role: "ASSISTANT" },
        { id: "amy", name: "Amy" },
        { id: "tom", name: "Tom", role: "TRUSTED" },
      ]),
    );
    const results = await t.race(
      ["amy", "tom", "ada", "gm"].map((id) => () => t.as(id, () => g().game.cards.documentClass.create({ name: id }))),
    );
    expect(statuses(results)).toEqual(["rejected", "rejected", "fulfilled", "fulfilled"]);
    expect(t.stacks.map((s) => s.name)).toEqual(["ada", "gm"]);
  });

  it("the creator is OWNER of what they create: a Trusted Player's journal, a GM's actor, an Assistant's deck", async () => {
    const t = useTable(
      new AsyncTable([
        { id: "gm", name: "Gamemaster", isGM: true },
        { id: "ada", name: "Ada", role: "ASSISTANT" },
        { id: "tom", name: "Tom", role: "TRUSTED" },
      ]),
    );
    await t.race([
      () => t.as("tom", () => TableJournal.create({ name: "Tom's notes", ownership: { default: 0 } })),
      () => t.as("gm", () => g().Actor.create({ name: "Esan", ownership: { default: 0 } })),
      () => t.as("ada", () => g().game.cards.documentClass.create({ name: "Deck" })),
    ]);
    expect(t.journals[0]?.ownership).toEqual({ default: 0, tom: 3 });
    expect(t.actors[0]?.ownership).toEqual({ default: 0, gm: 3 });
    expect(t.stacks[0]?.ownership).toEqual({ default: 0, ada: 3 });
  });
});

describe("ownership changes", () => {
  it("the owner may not give their actor away; the GM may give and take", async () => {
    const t = seat();
    const npc = new TableActor("esan", { name: "Esan" }, { amy: 3 });
    const [refused] = await t.race([() => t.as("amy", () => npc.update({ "ownership.tom": 3 }))]);
    expect(refused?.status).toBe("rejected");
    expect(npc.testUserPermission(t.mustUser("tom"), "OWNER")).toBe(false);
    await t.race([() => t.as("gm", () => npc.update({ "ownership.tom": 3, "ownership.-=amy": null }))]);
    expect(npc.testUserPermission(t.mustUser("tom"), "OWNER")).toBe(true);
    expect(npc.testUserPermission(t.mustUser("amy"), "OWNER")).toBe(false);
  });
});

describe("packs and decks", () => {
  it("a pack's documents are read from OBSERVER up; a pack that gives players nothing refuses them", async () => {
    const t = seat();
    t.addPack("story-engines.open", { PLAYER: "OBSERVER" }).add(
      new TableRollTable("r", { name: "Oracle", results: [] }),
    );
    t.addPack("story-engines.closed", { ASSISTANT: "OWNER" }).add(
      new TableRollTable("s", { name: "Secret", results: [] }),
    );
    const packs = (
      globalThis as unknown as { game: { packs: { get(id: string): { getDocuments(): Promise<unknown[]> } } } }
    ).game.packs;
    const open = await t.as("amy", () => packs.get("story-engines.open").getDocuments());
    expect(open).toHaveLength(1);
    await expect(t.as("amy", () => packs.get("story-engines.closed").getDocuments())).rejects.toThrow(
      /Amy lacks permission/,
    );
    expect(await t.as("gm", () => packs.get("story-engines.closed").getDocuments())).toHaveLength(1);
  });

  it("a shuffle needs OWNER and puts the stacked cards on top, in order", async () => {
    const t = seat();
    const card = (label: string, sort: number) => ({ name: label, sort, flags: { se: { card: label } } });
    const deck = new TableDeck("deck", { name: "Deck", cards: [card("A", 1), card("B", 2), card("C", 3)] });
    const order = () =>
      [...deck.cards.contents].sort((a, b) => (a as TableDeckCard).sort - (b as TableDeckCard).sort).map((c) => c.name);
    deck.stackNext("se", ["C", "B"]);
    const [refused] = await t.race([() => t.as("amy", () => deck.shuffle())]);
    expect(refused?.status).toBe("rejected");
    expect(order()).toEqual(["A", "B", "C"]);
    await t.race([() => t.as("gm", () => deck.shuffle())]);
    expect(order()).toEqual(["C", "B", "A"]);
  });
});
