/**
 * The play table redraws only when Foundry would (tests/harness/play.ts,
 * play-hooks.ts): a document sheet re-renders when its own document (or one
 * embedded in it) changes, on every client that has it open; any other
 * window only when its own code renders it (a hook it registered); nothing
 * is drawn again after a step for the test's sake. Document hooks fire on
 * every connected client, as that client; a chat card is drawn into each
 * client's log when its message is created and again when it is updated;
 * `userConnected` fires on connecting and on leaving. Each rule fails its
 * test when taken out of the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { TableActor, TableItem } from "../harness/table-documents";
import { TableJournal, installTableJournals } from "../harness/table-journals";
import { installActorCreate } from "../harness/table-actor-create";
import { TableCombat, installTableCombats } from "../harness/table-combat";
import type { FoundryRecord } from "../harness/fake-foundry";

type Data = Record<string, unknown>;
type Fn = (...args: unknown[]) => unknown;

let record: FoundryRecord;
const combats: TableCombat[] = [];
/** Each render of a test window: who drew it. */
const renders: string[] = [];
/** Each hook run: "<hook> as <client>". */
const heard: string[] = [];
let Sheet: new (options: Data) => unknown;
let Panel: new (options?: Data) => unknown;

beforeAll(() => {
  record = installPlayTable();
  installTableJournals();
  installActorCreate();
  installTableCombats(
    () => combats,
    (c) => combats.push(c),
  );
  const api = foundry.applications.api as unknown as {
    DocumentSheetV2: new (o: Data) => object;
    ApplicationV2: new (o?: Data) => object;
  };
  const current = () => game.user.id;
  Sheet = class extends (api.DocumentSheetV2 as unknown as new (o: Data) => {
    _onRender(c: Data, o: Data): Promise<void>;
  }) {
    override async _onRender(): Promise<void> {
      renders.push(`sheet ${current()}`);
    }
  } as unknown as new (options: Data) => unknown;
  Panel = class extends (api.ApplicationV2 as unknown as new (o?: Data) => {
    _onRender(c: Data, o: Data): Promise<void>;
  }) {
    override async _onRender(): Promise<void> {
      renders.push(`panel ${current()}`);
    }
  } as unknown as new (options?: Data) => unknown;
  const on = (Hooks as unknown as { on(name: string, fn: Fn): void }).on;
  for (const name of [
    "createActor",
    "updateActor",
    "deleteActor",
    "createItem",
    "updateItem",
    "createJournalEntry",
    "updateJournalEntryPage",
    "createChatMessage",
    "updateChatMessage",
    "createCombat",
    "createCombatant",
    "updateCombatant",
    "createCards",
    "createCard",
    "deleteCard",
    "updateSetting",
    "createSetting",
  ])
    on(name, () => heard.push(`${name} as ${current()}`));
  on("userConnected", (user, connected) =>
    heard.push(`userConnected ${(user as { id: string }).id} ${String(connected)} as ${current()}`),
  );
  on("renderChatMessageHTML", (message) => renders.push(`card ${(message as { id: string }).id} ${current()}`));
  record.settings.set("story-engines.testWorld", { scope: "world", default: 0 });
});
afterAll(() => uninstallPlayTable());

function seat(): Play {
  renders.length = 0;
  heard.length = 0;
  return startPlay([
    { id: "gm", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "bob", name: "Bob" },
  ]);
}

const as = <T>(play: Play, user: string, fn: () => Promise<T> | T) => play.step(play.table.as(user, fn));

describe("windows redraw only as Foundry's do", () => {
  it("a sheet re-renders on its own document's update and its items', on each client with it open; no other window does", async () => {
    const play = seat();
    const amek = new TableActor("amek", { name: "Amek" }, { default: 2, amy: 3 });
    const other = new TableActor("other", { name: "Other" }, ["amy"]);
    play.table.actors.push(amek, other);
    await play.seat("amy").open(() => new Sheet({ document: amek }) as never);
    await play.seat("bob").open(() => new Sheet({ document: amek }) as never);
    await play.seat("amy").open(() => new Panel() as never);
    renders.length = 0;
    await as(play, "amy", () => other.update({ name: "Still other" }));
    expect(renders).toEqual([]);
    await as(play, "amy", () => amek.update({ "system.dice": 4 }));
    expect(renders.sort()).toEqual(["sheet amy", "sheet bob"]);
    renders.length = 0;
    await as(play, "amy", () => amek.createEmbeddedDocuments("Item", [{ name: "Sword" }]));
    expect(renders.sort()).toEqual(["sheet amy", "sheet bob"]);
    // A step that changes nothing redraws nothing.
    renders.length = 0;
    await play.step();
    expect(renders).toEqual([]);
  });

  it("a window that registers a hook redraws when it fires, as the client it is open on", async () => {
    const play = seat();
    const amek = new TableActor("amek", { name: "Amek" }, ["amy"]);
    play.table.actors.push(amek);
    const panel = await play.seat("bob").open(() => new Panel() as never);
    const hook = () => void (panel.window as unknown as { render(): Promise<unknown> }).render();
    const hooks = record.hooks.get("updateActor") ?? [];
    record.hooks.set("updateActor", [...hooks, () => (game.user.id === "bob" ? hook() : undefined)]);
    renders.length = 0;
    await as(play, "amy", () => amek.update({ name: "Amek the bold" }));
    record.hooks.set("updateActor", hooks);
    expect(renders).toEqual(["panel bob"]);
  });

  it("a deleted document's sheets close", async () => {
    const play = seat();
    const amek = new TableActor("amek", { name: "Amek" }, ["amy"]);
    play.table.actors.push(amek);
    const sheet = await play.seat("amy").open(() => new Sheet({ document: amek }) as never);
    await as(play, "gm", () => amek.delete());
    expect(sheet.app.rendered).toBe(false);
  });
});

describe("document hooks fire on every connected client, as that client", () => {
  const everyone = (hook: string) => [`${hook} as gm`, `${hook} as amy`, `${hook} as bob`];

  it("actors, items, journal pages, combats and combatants, card stacks and card moves, settings", async () => {
    const play = seat();
    play.table.disconnect("bob");
    await play.step();
    heard.length = 0;
    const made = (await play.table.as("gm", () => {
      const p = (globalThis as unknown as { Actor: { create(d: Data): Promise<TableActor> } }).Actor.create({
        name: "Esan",
      });
      return play.step(p).then(() => p);
    })) as TableActor;
    const journal = new TableJournal("j", { name: "Story", pages: [{ name: "p" }] }, ["gm"]);
    play.table.journals.push(journal);
    const page = [...journal.pages.values()][0];
    await as(play, "gm", () => page?.update({ name: "Page 1" }));
    await as(play, "gm", () => made.createEmbeddedDocuments("Item", [{ name: "Spear" }]));
    await as(play, "gm", () => [...made.items.values()][0]?.update({ name: "Long spear" }));
    await as(play, "gm", () =>
      (
        globalThis as unknown as { Combat: { implementation: { create(d: Data): Promise<TableCombat> } } }
      ).Combat.implementation.create({}),
    );
    const combat = combats.at(-1) as TableCombat;
    await as(play, "gm", () => combat.createEmbeddedDocuments("Combatant", [{ actorId: made.id }]));
    await as(play, "gm", () => game.settings.set("story-engines", "testWorld", 1));
    await as(play, "gm", () => game.settings.set("story-engines", "testWorld", 2));
    const cards = game.cards as unknown as {
      documentClass: { create(d: Data): Promise<{ draw(from: unknown, n: number): Promise<unknown> }> };
    };
    const hand = (await play.table.as("gm", async () => {
      const p = cards.documentClass.create({ name: "Hand", type: "hand" });
      await play.step(p);
      return p;
    })) as { draw(from: unknown, n: number): Promise<unknown> };
    const { TableStack } = await import("../harness/table-documents");
    const deck = new TableStack("deck", { name: "Deck", type: "deck" }, [], [{ name: "A" }]);
    play.table.stacks.push(deck);
    await as(play, "gm", () => hand.draw(deck, 1));
    const only = (hook: string) => heard.filter((h) => h.startsWith(`${hook} `));
    const two = (hook: string) => everyone(hook).slice(0, 2);
    for (const hook of [
      "createActor",
      "updateJournalEntryPage",
      "createItem",
      "updateItem",
      "createCombat",
      "createCombatant",
      "createSetting",
      "updateSetting",
      "createCards",
      "deleteCard",
      "createCard",
    ])
      expect(only(hook), hook).toEqual(two(hook));
    expect(heard.some((h) => h.endsWith("as bob"))).toBe(false);
    void TableItem;
  });

  it("a player's update of their own combatant lands and fires updateCombatant on every client", async () => {
    const play = seat();
    const amek = new TableActor("amek", { name: "Amek" }, ["amy"]);
    const esan = new TableActor("esan", { name: "Esan" });
    play.table.actors.push(amek, esan);
    const combat = new TableCombat("c", { name: "Fight" });
    combats.push(combat);
    const mine = combat.place("c1", amek);
    const theirs = combat.place("c2", esan);
    heard.length = 0;
    await as(play, "amy", () => combat.updateEmbeddedDocuments("Combatant", [{ _id: mine.id, initiative: 3 }]));
    expect(mine.data.initiative).toBe(3);
    expect(heard.filter((h) => h.startsWith("updateCombatant"))).toEqual(everyone("updateCombatant"));
    await expect(
      as(play, "amy", () => combat.updateEmbeddedDocuments("Combatant", [{ _id: theirs.id, initiative: 3 }])),
    ).rejects.toThrow(/Amy lacks permission/);
  });

  it("userConnected fires on the others' clients when a user leaves and when they come back", async () => {
    const play = seat();
    play.table.disconnect("bob");
    await play.step();
    play.table.reconnect("bob");
    await play.step();
    expect(heard.filter((h) => h.startsWith("userConnected"))).toEqual([
      "userConnected bob false as gm",
      "userConnected bob false as amy",
      "userConnected bob true as gm",
      "userConnected bob true as amy",
    ]);
  });
});

describe("chat cards are drawn when their message is created or updated, not when read", () => {
  it("each client that sees the message draws it once at creation, again at an update, never on a look", async () => {
    const play = seat();
    const create = (
      globalThis as unknown as {
        ChatMessage: { create(d: Data): Promise<{ id: string; update(d: Data): Promise<unknown> }> };
      }
    ).ChatMessage.create;
    const message = (await play.table.as("amy", async () => {
      const p = create({ content: "<p>Hello</p>", whisper: ["amy", "gm"] });
      await play.step(p);
      return p;
    })) as { id: string; update(d: Data): Promise<unknown> };
    const cardRenders = () => renders.filter((r) => r.startsWith(`card ${message.id}`)).sort();
    expect(cardRenders()).toEqual([`card ${message.id} amy`, `card ${message.id} gm`]);
    expect(heard.filter((h) => h.startsWith("createChatMessage"))).toHaveLength(3);
    await play.seat("amy").card("Hello");
    await play.seat("gm").card("Hello");
    expect(cardRenders()).toHaveLength(2);
    await as(play, "amy", () => message.update({ content: "<p>Hello again</p>" }));
    expect(cardRenders()).toHaveLength(4);
    expect((await play.seat("gm").card("Hello")).text).toBe("Hello again");
    await expect(play.seat("bob").card("Hello")).rejects.toThrow(/no card/);
  });
});
