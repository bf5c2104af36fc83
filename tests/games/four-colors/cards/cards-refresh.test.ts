/**
 * A card move or a Title change re-renders only the part that shows it, and
 * only on the open Omega sheets where it shows something different — so a
 * half-typed field or an open editor elsewhere on a sheet survives. The
 * GM's client has three Omega sheets open: Ann's Omega (and its token's),
 * and Bob's Omega, linked to the Title "The Watch".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableCard, TableStack } from "../../../harness/table-documents";
import { fireHook, type FoundryRecord } from "../../../harness/fake-foundry";

let record: FoundryRecord;
let notePart: (app: object, part: string, showing: unknown) => void;
let omegaHandPart: (actor: unknown) => unknown;
let titleList: () => unknown;
let table: AsyncTable;
let annHand: TableStack;
let title: TableActor;
let renders: { id: string; options: unknown }[];

beforeAll(async () => {
  record = installAsyncTable();
  // Our Title look-up checks `instanceof Actor`: the table's actors are the world's actors here.
  (globalThis as Record<string, unknown>).Actor = TableActor;
  const { registerGame } = await import("../../../../src/core/register");
  const { composeModule } = await import("../../../../src/core/game-module");
  const { composeDefinition } = await import("../../../../src/core/game-definition");
  const { cardsPart } = await import("../../../../src/games/four-colors/cards/module-part");
  const { cardsDefinition } = await import("../../../../src/games/four-colors/cards/definition-part");
  ({ notePart } = (await import("../../../../src/core/sheets/part-refresh")) as unknown as {
    notePart: typeof notePart;
  });
  ({ omegaHandPart, titleList } = (await import("../../../../src/games/four-colors/sheets/omega-parts")) as unknown as {
    omegaHandPart: typeof omegaHandPart;
    titleList: typeof titleList;
  });
  registerGame(composeModule(composeDefinition("four-colors", "FourColors", [cardsDefinition]), [cardsPart]));
});

afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
    ]),
  );
  const deck = new TableStack(
    "deck",
    { name: "Deck", type: "deck", flags: { "story-engines": { storypathDeck: true } } },
    [],
    [{ name: "D1" }],
  );
  annHand = new TableStack(
    "hann",
    { name: "Ann's hand", type: "hand", flags: { "story-engines": { storypathHandFor: "ann" } } },
    ["ann"],
    [{ name: "An Old Debt" }],
  );
  const bobHand = new TableStack(
    "hbob",
    { name: "Bob's hand", type: "hand", flags: { "story-engines": { storypathHandFor: "bob" } } },
    ["bob"],
    [{ name: "A Secret" }],
  );
  table.stacks.push(deck, annHand, bobHand);
  const planets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };
  const annOmega = new TableActor(
    "o1",
    { name: "The Cardinal", type: "fourColorsOmega", system: { planets, title: "" } },
    ["ann"],
  );
  const bobOmega = new TableActor(
    "o2",
    { name: "Il Corvo", type: "fourColorsOmega", system: { planets, title: "Actor.t1" } },
    ["bob"],
  );
  title = new TableActor("t1", {
    name: "The Watch",
    type: "fourColorsTitle",
    system: {
      mains: ["Actor.o2"],
      slots: [],
      issues: [
        {
          number: 1,
          title: "",
          date: "",
          notes: "",
          miniseries: "",
          running: true,
          characters: ["Actor.o2"],
          pages: [],
          spent: [],
        },
      ],
    },
  });
  table.actors.push(annOmega, bobOmega, title);
  renders = [];
  const sheet = (id: string, document: TableActor) => {
    const app = {
      rendered: true,
      document,
      render: async (options: unknown) => {
        renders.push({ id, options });
        return app;
      },
    };
    // As the Omega sheet does when it renders its parts.
    notePart(app, "hand", omegaHandPart(document));
    notePart(app, "sheet", titleList());
    return app;
  };
  const instances = (globalThis as unknown as { foundry: { applications: { instances: Map<string, unknown> } } })
    .foundry.applications.instances;
  instances.clear();
  instances.set("ann", sheet("ann", annOmega));
  instances.set("ann-token", sheet("ann-token", annOmega));
  instances.set("bob", sheet("bob", bobOmega));
});

const afterBurst = () => new Promise((resolve) => setTimeout(resolve, 80));

describe("Omega sheets follow changes made elsewhere part by part", () => {
  it("a card drawn into Ann's hand re-renders the hand part of her sheets only, once", async () => {
    const card = new TableCard("new", "A New Card", annHand);
    annHand.cards.set("new", card);
    // A draw of several cards fires several hooks.
    await fireHook(record, "createCard", card);
    await fireHook(record, "updateCard", card);
    await afterBurst();
    expect(renders).toEqual([
      { id: "ann", options: { parts: ["hand"] } },
      { id: "ann-token", options: { parts: ["hand"] } },
    ]);
  });

  it("a card given to a Title re-renders the hand part of the sheets linked to it", async () => {
    title.data.system = {
      ...(title.data.system as object),
      slots: [{ cardUuid: "Cards.p.Card.x", name: "An Old Debt" }],
    };
    await fireHook(record, "updateActor", title);
    await afterBurst();
    expect(renders).toEqual([{ id: "bob", options: { parts: ["hand"] } }]);
  });

  it("a Title renamed re-renders the sheet part (its select) and the hand part showing its name", async () => {
    title.data.name = "The Night Watch";
    await fireHook(record, "updateActor", title);
    await afterBurst();
    expect(renders).toEqual([
      { id: "ann", options: { parts: ["sheet"] } },
      { id: "ann-token", options: { parts: ["sheet"] } },
      { id: "bob", options: { parts: ["hand"] } },
      { id: "bob", options: { parts: ["sheet"] } },
    ]);
  });

  it("a card moving in a stack that is not ours re-renders nothing", async () => {
    const other = new TableStack("other", { name: "Poker", type: "deck" });
    await fireHook(record, "createCard", new TableCard("x", "Ace", other));
    await afterBurst();
    expect(renders).toEqual([]);
  });
});
