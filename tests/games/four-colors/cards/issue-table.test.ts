/**
 * Title cards within every player's reach, Issues with the right characters,
 * and everyone's hands (issue 18, §2–§3), on the async table
 * (tests/harness/async-table.ts): every request travels to the active GM as
 * a query and lands when the table lets it. The book: Storypath Cards belong
 * to the Main characters (Omegas and, per the glossary, Diceless Main
 * characters); a card given to a Title is spent by its Main characters; a
 * detrimental spend is replaced at once, a beneficial one is not.
 */
import { registerStoryguideRole } from "../storyguide-role";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { askGM } from "../../../../src/core/gm-query";
import type { GMHandlerTable } from "../../../../src/core/game-module";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableMessage, TableStack } from "../../../harness/table-documents";

type Listener = (event: { preventDefault(): void }) => void;

let registerGame: (module: Record<string, unknown>) => void;
let cardsHandlers: GMHandlerTable;
let actions: typeof import("../../../../src/games/four-colors/cards/storypath-actions");
let onRenderChatMessage: (message: unknown, html: unknown) => void;
let onUserConnected: (user: unknown, connected: boolean) => Promise<void>;
let issueTitlesOf: (actor: unknown) => { uuid: string; name: string; issue: number; cards: unknown[] }[];

let table: AsyncTable;
let deck: TableStack;
let annHand: TableStack;
let title: TableActor;

const L = "STORY_ENGINES.FourColors.Cards.Problems";

beforeAll(async () => {
  installAsyncTable();
  ({ registerGame } = (await import("../../../../src/core/register")) as unknown as {
    registerGame: typeof registerGame;
  });
  ({ cardsHandlers } = await import("../../../../src/games/four-colors/cards/gm-handlers"));
  actions = await import("../../../../src/games/four-colors/cards/storypath-actions");
  ({ onRenderChatMessage } = (await import("../../../../src/games/four-colors/cards/storypath-hooks")) as unknown as {
    onRenderChatMessage: typeof onRenderChatMessage;
  });
  ({ onUserConnected } = (await import("../../../../src/games/four-colors/cards/storypath-setup")) as unknown as {
    onUserConnected: typeof onUserConnected;
  });
  ({ issueTitlesOf } = (await import("../../../../src/games/four-colors/cards/storypath-panels")) as unknown as {
    issueTitlesOf: typeof issueTitlesOf;
  });
  registerGame({
    definition: { id: "test", langKey: "Test", models: [], rollClassNames: [], templates: [], settings: [] },
    sheets: [],
    rollClasses: [],
    queries: async () => cardsHandlers,
  });
  registerStoryguideRole();
});

afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Storyguide", isGM: true },
      { id: "gm2", name: "Assistant", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
    ]),
  );
  deck = new TableStack(
    "deck",
    { name: "Deck", type: "deck", flags: { "story-engines": { storypathDeck: true } } },
    [],
    [{ name: "D1" }, { name: "D2" }, { name: "D3" }],
  );
  const discard = new TableStack("disc", {
    name: "Discard",
    type: "pile",
    flags: { "story-engines": { storypathDiscard: true } },
  });
  annHand = new TableStack(
    "hann",
    { name: "Ann's hand", type: "hand", flags: { "story-engines": { storypathHandFor: "ann" } } },
    ["ann"],
    [{ name: "An Old Debt" }],
  );
  const pile = new TableStack(
    "pile",
    { name: "The Watch's cards", type: "pile", flags: { "story-engines": { storypathTitlePile: "Actor.t1" } } },
    [],
    [{ name: "A Rival" }, { name: "A Secret" }],
  );
  table.stacks.push(deck, discard, annHand, pile);
  // Ann plays the Omega The Cardinal and the Diceless Main character Beppe; Bob plays Il Corvo.
  const cardinal = new TableActor(
    "o1",
    { name: "The Cardinal", type: "fourColorsOmega", system: { planets: { known: 8, dynamic: 6 } } },
    ["ann"],
  );
  const beppe = new TableActor("d1", { name: "Beppe", type: "fourColorsDiceless", system: { startingCards: 1 } }, [
    "ann",
  ]);
  const corvo = new TableActor("o2", { name: "Il Corvo", type: "fourColorsOmega", system: { planets: { known: 6 } } }, [
    "bob",
  ]);
  // The Title belongs to the Storyguide: the players have no permission on it.
  title = new TableActor("t1", {
    name: "The Watch",
    type: "fourColorsTitle",
    system: {
      mains: ["Actor.o1", "Actor.d1"],
      slots: [
        { cardUuid: "Cards.pile.Card.pilec0", name: "A Rival" },
        { cardUuid: "Cards.pile.Card.pilec1", name: "A Secret" },
      ],
      issues: [],
      logVersion: 0,
    },
  });
  table.actors.push(cardinal, beppe, corvo, title);
  // "Whom is the card used on?": no character in particular (only the Storyguide may veto).
  const api = (globalThis as unknown as { foundry: { applications: { api: { DialogV2: Record<string, unknown> } } } })
    .foundry.applications.api;
  api.DialogV2.prompt = async () => "";
});

const system = () =>
  title.system as {
    issues: { running: boolean; characters: string[]; roster: unknown[]; spent: unknown[] }[];
    slots: { name: string }[];
    logVersion: number;
  };

/** A Title sheet request as the Storyguide's (or another user's) sheet sends it. */
const issue = (user: string, data: Record<string, unknown>) =>
  table.as(user, () =>
    askGM("four-colors.titleIssue", { titleUuid: "Actor.t1", version: system().logVersion, ...data }),
  );

async function settled<T>(run: Promise<T>): Promise<T> {
  await table.settle();
  return run;
}

describe("Start Issue: the Storyguide picks who takes part", () => {
  it("the Title's Mains by default — an Omega and a Diceless Main character — and a guest when chosen", async () => {
    expect(await settled(issue("gm", { action: "start", title: "Pride" }))).toEqual({ ok: true });
    expect(system().issues[0]?.characters).toEqual(["Actor.o1", "Actor.d1"]);
    await settled(issue("gm", { action: "end" }));
    expect(
      await settled(issue("gm", { action: "start", title: "Envy", characters: ["Actor.o2", "Actor.d1", "Actor.x"] })),
    ).toEqual({ ok: true });
    // A character that does not exist is dropped on the GM side.
    expect(system().issues[1]?.characters).toEqual(["Actor.o2", "Actor.d1"]);
  });

  it("a Title with no Main characters and nobody chosen starts no Issue (said, not silent)", async () => {
    title.data.system = { ...system(), mains: [] };
    expect(await settled(issue("gm", { action: "start", title: "Nobody" }))).toEqual({
      ok: false,
      reason: `${L}.noCharacters`,
    });
    expect(system().issues).toEqual([]);
  });

  it("mid-Issue the Storyguide adds a guest and removes a Main character; the log records both", async () => {
    await settled(issue("gm", { action: "start", title: "Pride" }));
    expect(await settled(issue("gm", { action: "join", character: "Actor.o2" }))).toEqual({ ok: true });
    expect(await settled(issue("gm", { action: "leave", character: "Actor.o1" }))).toEqual({ ok: true });
    expect(system().issues[0]?.characters).toEqual(["Actor.d1", "Actor.o2"]);
    expect(system().issues[0]?.roster).toEqual([
      { name: "Il Corvo", joined: true, page: -1 },
      { name: "The Cardinal", joined: false, page: -1 },
    ]);
  });

  it("a player asking to start, join or leave is refused on the GM side", async () => {
    expect(await settled(issue("ann", { action: "start", title: "Mine" }))).toEqual({
      ok: false,
      reason: `${L}.notStoryguide`,
      refused: true,
    });
    await settled(issue("gm", { action: "start", title: "Pride" }));
    expect(await settled(issue("bob", { action: "join", character: "Actor.o2" }))).toEqual({
      ok: false,
      reason: `${L}.notStoryguide`,
      refused: true,
    });
    expect(system().issues[0]?.characters).toEqual(["Actor.o1", "Actor.d1"]);
  });
});

describe("Title cards on the character's own Storypath panel", () => {
  beforeEach(async () => {
    await settled(issue("gm", { action: "start", title: "Pride" }));
  });

  it("the panel of a character in the running Issue lists that Title's cards; others' panels do not", () => {
    const beppe = table.actors.find((a) => a.id === "d1");
    const corvo = table.actors.find((a) => a.id === "o2");
    expect(issueTitlesOf(beppe)).toEqual([
      {
        uuid: "Actor.t1",
        name: "The Watch",
        issue: 1,
        cards: [
          { cardUuid: "Cards.pile.Card.pilec0", name: "A Rival", inPlay: false },
          { cardUuid: "Cards.pile.Card.pilec1", name: "A Secret", inPlay: false },
        ],
        isMain: true,
      },
    ]);
    expect(issueTitlesOf(corvo)).toEqual([]);
  });

  it("a Diceless Main character's player spends a Title card with no permission on the Title; it is not replaced", async () => {
    const beppe = table.actors.find((a) => a.id === "d1");
    await settled(
      table.as("ann", () => actions.spendTitleCardFor(beppe as never, "Actor.t1", "Cards.pile.Card.pilec0")),
    );
    expect(table.noticesFor("ann", "warn")).toEqual([]);
    // In play: the card keeps its slot until the Storyguide lets it stand.
    expect(system().slots.map((s) => s.name)).toEqual(["A Rival", "A Secret"]);
    expect(issueTitlesOf(beppe)[0]?.cards[0]).toEqual({
      cardUuid: "Cards.pile.Card.pilec0",
      name: "A Rival",
      inPlay: true,
    });
    const message = table.messages.at(-1);
    await settled(
      table.as("gm", () => askGM("four-colors.markSpend", { messageUuid: message?.uuid, marking: "stands" })),
    );
    expect(system().slots.map((s) => s.name)).toEqual(["A Secret"]);
    expect(system().issues[0]?.spent).toEqual([{ card: "A Rival", by: "Beppe", page: -1, source: "title" }]);
    expect(annHand.cards.size).toBe(1);
  });

  it("a player asking to spend for a character they do not play is refused on the GM side", async () => {
    const cardinal = table.actors.find((a) => a.id === "o1");
    await settled(
      table.as("bob", () => actions.spendTitleCardFor(cardinal as never, "Actor.t1", "Cards.pile.Card.pilec0")),
    );
    expect(table.noticesFor("bob", "warn")).toEqual([`${L}.notOwner`]);
    expect(system().slots).toHaveLength(2);
  });

  it("a guest of the Issue (not a Main character of the Title) is refused a Title card on the GM side", async () => {
    await settled(issue("gm", { action: "join", character: "Actor.o2" }));
    const corvo = table.actors.find((a) => a.id === "o2");
    expect(issueTitlesOf(corvo)[0]).toMatchObject({ uuid: "Actor.t1", isMain: false });
    // The request a forged click would send: refused, the Title keeps its cards and logs nothing.
    await settled(
      table.as("bob", () => actions.spendTitleCardFor(corvo as never, "Actor.t1", "Cards.pile.Card.pilec0")),
    );
    expect(table.noticesFor("bob", "warn")).toEqual([`${L}.notMain`]);
    expect(system().slots).toHaveLength(2);
    expect(system().issues[0]?.spent).toEqual([]);
  });

  it("a character who left the Issue may no longer spend its cards", async () => {
    await settled(issue("gm", { action: "leave", character: "Actor.o1" }));
    const cardinal = table.actors.find((a) => a.id === "o1");
    await settled(
      table.as("ann", () => actions.spendTitleCardFor(cardinal as never, "Actor.t1", "Cards.pile.Card.pilec0")),
    );
    expect(table.noticesFor("ann", "warn")).toEqual([`${L}.notInIssue`]);
    expect(system().slots).toHaveLength(2);
  });

  it("with no GM connected: the player is told, and the Title keeps its cards", async () => {
    table.disconnect("gm");
    table.disconnect("gm2");
    const beppe = table.actors.find((a) => a.id === "d1");
    await settled(
      table.as("ann", () => actions.spendTitleCardFor(beppe as never, "Actor.t1", "Cards.pile.Card.pilec0")),
    );
    expect(table.noticesFor("ann", "warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
    expect(system().slots).toHaveLength(2);
    expect(system().issues[0]?.spent).toEqual([]);
  });

  it("a GM spending for a player's character: the chat card says who spent it for whom", async () => {
    const cardinal = table.actors.find((a) => a.id === "o1");
    await settled(
      table.as("gm", () => actions.spendTitleCardFor(cardinal as never, "Actor.t1", "Cards.pile.Card.pilec1")),
    );
    const card = table.messages.at(-1)?.getFlag("story-engines", "storypathSpend") as Record<string, unknown>;
    expect(card).toMatchObject({ actorName: "The Cardinal", byUserName: "Storyguide", source: "title" });
    // The player's own spend names no one else.
    await settled(
      table.as("ann", () => actions.spendTitleCardFor(cardinal as never, "Actor.t1", "Cards.pile.Card.pilec0")),
    );
    const own = table.messages.at(-1)?.getFlag("story-engines", "storypathSpend") as Record<string, unknown>;
    expect(own.byUserName).toBe("");
  });
});

describe("a player joining mid-session gets their hand when the active GM's client sees them connect", () => {
  it("one hand, even when the connection is seen twice", async () => {
    const bob = table.mustUser("bob");
    const first = table.as("gm", () => onUserConnected(bob, true));
    const second = table.as("gm", () => onUserConnected(bob, true));
    await table.settle();
    await Promise.all([first, second]);
    const hands = table.stacks.filter((s) => s.getFlag("story-engines", "storypathHandFor") === "bob");
    expect(hands).toHaveLength(1);
    expect(hands[0]?.ownership).toMatchObject({ default: 0, bob: 3 });
  });

  it("no hand from another GM's client, for a GM, on a disconnection, or in a world without the deck", async () => {
    const bob = table.mustUser("bob");
    await settled(table.as("gm2", () => onUserConnected(bob, true)));
    await settled(table.as("gm", () => onUserConnected(table.mustUser("gm2"), true)));
    await settled(table.as("gm", () => onUserConnected(bob, false)));
    table.stacks.splice(table.stacks.indexOf(deck), 1);
    await settled(table.as("gm", () => onUserConnected(bob, true)));
    expect(table.stacks.filter((s) => s.type === "hand")).toHaveLength(1);
  });
});

describe("marking a spend from any GM's client runs in the active GM's queue", () => {
  const pending = {
    source: "hand",
    marking: "pending",
    actorName: "The Cardinal",
    actorImg: "",
    cardName: "An Old Debt",
    cardImg: "",
    handId: "hann",
    handUserName: "Ann",
    titleName: "",
    traitName: "",
    replacementDrawn: false,
  };

  /** The card's marking buttons as `onRenderChatMessage` binds them for one client. */
  async function markingButtons(user: string, message: TableMessage) {
    const listeners: Listener[] = [];
    const button = {
      dataset: { storypathMark: "detrimental" },
      disabled: false,
      addEventListener: (_: string, fn: Listener) => listeners.push(fn),
      setAttribute() {},
      removeAttribute() {},
      remove() {},
    };
    // A stub of the card: its buttons, and no outcome footer for the notes.
    const html = {
      querySelectorAll: (selector: string) => (selector.includes("mark") ? [button] : [button]),
      querySelector: () => null,
    };
    await table.as(user, () => onRenderChatMessage(message, html));
    return () => table.as(user, () => listeners.forEach((fn) => fn({ preventDefault() {} })));
  }

  it.each(["oldest-first", "newest-first"] as const)(
    "two GMs marking the same spend at once draw one replacement (landing %s)",
    async (order) => {
      table.order = order;
      const message = new TableMessage("m1", { flags: { "story-engines": { storypathSpend: pending } } }, "ann");
      table.messages.push(message);
      // The other GM's click goes to the active GM as a query; the active GM's own marking is run there
      // locally (askGM), as its button does. (Both clients share one pending-button registry in this
      // process, so the active GM's marking is sent directly rather than through a second button.)
      const clickOther = await markingButtons("gm2", message);
      const markActive = () =>
        table.as("gm", () => askGM("four-colors.markSpend", { messageUuid: message.uuid, marking: "beneficial" }));
      const answers = await table.race([clickOther, markActive]);
      await table.settle();
      expect(table.landed.filter((l) => l === "query story-engines.four-colors.markSpend")).toHaveLength(1);
      const active = answers[1];
      const marked = (message.getFlag("story-engines", "storypathSpend") as { marking: string }).marking;
      // Whichever landed first marked it; the other was refused and drew nothing.
      if (marked === "detrimental") {
        expect(annHand.cards.size).toBe(2);
        expect(active).toEqual({ status: "fulfilled", value: { ok: false, reason: `${L}.alreadyMarked` } });
      } else {
        expect(marked).toBe("beneficial");
        expect(annHand.cards.size).toBe(1);
        expect(table.noticesFor("gm2", "warn")).toEqual([`${L}.alreadyMarked`]);
      }
    },
  );
  it("a player's client shows no marking buttons", async () => {
    const message = new TableMessage("m1", { flags: { "story-engines": { storypathSpend: pending } } }, "ann");
    let removed = 0;
    const gmOnly = { remove: () => (removed += 1) };
    const inserted: string[] = [];
    const cleared: string[] = [];
    const outcome = {
      ownerDocument: { createElement: () => ({ className: "", textContent: "" }) },
      before: (el: { textContent: string }) => inserted.push(el.textContent),
      removeAttribute: (name: string) => cleared.push(name),
    };
    const html = { querySelectorAll: () => [gmOnly], querySelector: () => outcome };
    await table.as("ann", () => onRenderChatMessage(message, html));
    expect(removed).toBe(1);
    // The card does not await her (the Storyguide marks it).
    expect(cleared).toEqual(["data-awaits-viewer"]);
    // She sees whose judgment it awaits.
    expect(inserted).toEqual(["STORY_ENGINES.Core.Roles.awaited"]);
  });
});
