/**
 * Storypath Cards at a real table: double clicks and two players acting at
 * once, on the async table (tests/harness/async-table.ts), where every card
 * move, update and query lands only when the table lets it: oldest first
 * (requests interleave at every await) and newest first (out of order).
 * The handlers run as Foundry runs them: registered by registerGame and
 * reached through the active GM's User#query.
 */
import { registerStoryguideRole } from "../storyguide-role";
import type { GMHandlerTable } from "../../../../src/core/game-module";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { askGM } from "../../../../src/core/gm-query";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableStack } from "../../../harness/table-documents";

type Action = (this: unknown, event: unknown, target: unknown) => unknown;
type Listener = (event: { preventDefault(): void }) => void;

let registerGame: (module: Record<string, unknown>) => void;
let cardsHandlers: GMHandlerTable;
let omegaCardActions: Record<string, Action>;
let giveCardToTitle: (handId: string, cardId: string) => Promise<void>;
let drawStartingCards: (actor: unknown) => Promise<void>;
let onRenderChatMessage: (message: unknown, html: unknown) => void;

let table: AsyncTable;
let deck: TableStack;
let discard: TableStack;
let annHand: TableStack;
let bobHand: TableStack;
let omega: TableActor;
let title: TableActor;

const QUERY = "story-engines.four-colors.";

beforeAll(async () => {
  installAsyncTable();
  ({ registerGame } = (await import("../../../../src/core/register")) as unknown as {
    registerGame: typeof registerGame;
  });
  ({ cardsHandlers } = await import("../../../../src/games/four-colors/cards/gm-handlers"));
  ({ omegaCardActions } = (await import("../../../../src/games/four-colors/cards/actions")) as unknown as {
    omegaCardActions: Record<string, Action>;
  });
  ({ giveCardToTitle, drawStartingCards } =
    (await import("../../../../src/games/four-colors/cards/storypath-actions")) as unknown as {
      giveCardToTitle: typeof giveCardToTitle;
      drawStartingCards: typeof drawStartingCards;
    });
  ({ onRenderChatMessage } = (await import("../../../../src/games/four-colors/cards/storypath-hooks")) as unknown as {
    onRenderChatMessage: typeof onRenderChatMessage;
  });
  // The queries as Foundry would have them: registered through the one registration path of every game.
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
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
    ]),
  );
  const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i + 1}` }));
  deck = new TableStack(
    "deck",
    { name: "Deck", type: "deck", flags: { "story-engines": { storypathDeck: true } } },
    [],
    names(8, "D"),
  );
  discard = new TableStack("disc", {
    name: "Discard",
    type: "pile",
    flags: { "story-engines": { storypathDiscard: true } },
  });
  annHand = new TableStack(
    "hann",
    { name: "Ann's hand", type: "hand", flags: { "story-engines": { storypathHandFor: "ann" } } },
    ["ann"],
    [{ name: "An Old Debt" }, { name: "A Rival" }],
  );
  bobHand = new TableStack(
    "hbob",
    { name: "Bob's hand", type: "hand", flags: { "story-engines": { storypathHandFor: "bob" } } },
    ["bob"],
    [{ name: "A Secret" }],
  );
  table.stacks.push(deck, discard, annHand, bobHand);
  omega = new TableActor(
    "o1",
    {
      name: "The Cardinal",
      type: "fourColorsOmega",
      system: { planets: { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 } },
    },
    ["ann"],
  );
  title = new TableActor("t1", {
    name: "The Watch",
    type: "fourColorsTitle",
    // A running Issue in which both players' characters take part: they may give to the Title.
    system: {
      mains: ["Actor.o9"],
      slots: [],
      issues: [
        {
          number: 1,
          title: "",
          date: "",
          notes: "",
          miniseries: "",
          running: true,
          characters: ["Actor.o1", "Actor.o2"],
          pages: [],
          spent: [],
        },
      ],
    },
  });
  const bobOmega = new TableActor(
    "o2",
    { name: "Il Corvo", type: "fourColorsOmega", system: { planets: { known: 6, lost: 8 } } },
    ["bob"],
  );
  table.actors.push(omega, title, bobOmega);
});

const ask = (user: string, name: string, data: Record<string, unknown>) => () =>
  table.sendRequest(user, `${QUERY}${name}`, { ...data, userId: user });

/** A button as an ApplicationV2 action receives it: inside a card of a hand. */
function button(handId: string, cardId = "") {
  const dataset = { handId, cardId };
  return {
    disabled: false,
    dataset: {},
    closest: (selector: string) => (selector.includes("hand") || selector.includes("card") ? { dataset } : null),
    setAttribute() {},
    removeAttribute() {},
  };
}

describe.each(["oldest-first", "newest-first"] as const)("Storypath requests that race, landing %s", (order) => {
  beforeEach(() => {
    table.order = order;
  });

  it("a double click on 'Draw starting cards' deals one hand", async () => {
    const results = await table.race([
      ask("ann", "drawStartingCards", { actorUuid: "Actor.o1" }),
      ask("ann", "drawStartingCards", { actorUuid: "Actor.o1" }),
    ]);
    const answers = results.map((r) => (r.status === "fulfilled" ? r.value : r.reason));
    expect(answers).toContainEqual({ ok: true, count: 4 });
    expect(answers).toContainEqual({ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.alreadyDrawn" });
    expect(annHand.cards.size).toBe(2 + 4);
    expect(omega.getFlag("story-engines", "storypathStartingDrawn")).toBe(true);
  });

  it("two players giving cards to the same Title at once both fill a slot", async () => {
    const results = await table.race([
      ask("ann", "giveCardToTitle", { handId: "hann", cardId: "hannc0", titleUuid: "Actor.t1" }),
      ask("bob", "giveCardToTitle", { handId: "hbob", cardId: "hbobc0", titleUuid: "Actor.t1" }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const slots = title.system.slots as { name: string }[];
    expect(slots.map((s) => s.name).sort()).toEqual(["A Secret", "An Old Debt"]);
    // Each giver drew a replacement.
    expect(annHand.cards.size).toBe(2);
    expect(bobHand.cards.size).toBe(1);
  });

  it("the GM marking a spend and a player's give, both drawing from a one-card deck, each get a card", async () => {
    // One card left in the deck, three on the discard pile: the second draw must reshuffle.
    for (const id of [...deck.cards.keys()].slice(1)) deck.cards.delete(id);
    const rival = annHand.cards.get("hannc1");
    if (!rival) throw new Error("no card");
    annHand.cards.delete("hannc1");
    rival.parent = discard;
    discard.cards.set("hannc1", rival);
    const pending = {
      source: "hand",
      marking: "pending",
      actorName: "The Cardinal",
      actorImg: "",
      cardName: "A Rival",
      cardImg: "",
      handId: "hann",
      handUserName: "Ann",
      titleName: "",
      traitName: "",
      replacementDrawn: false,
    };
    const { TableMessage } = await import("../../../harness/table-documents");
    const message = new TableMessage("m1", { flags: { "story-engines": { storypathSpend: pending } } }, "ann");
    table.messages.push(message);
    const listeners: Listener[] = [];
    const mark = {
      dataset: { storypathMark: "detrimental" },
      disabled: false,
      addEventListener: (_: string, fn: Listener) => listeners.push(fn),
      setAttribute() {},
      removeAttribute() {},
    };
    // A stub of the card: its marking button, and no outcome footer for the notes.
    const html = {
      querySelectorAll: (selector: string) => (selector.includes("mark") ? [mark] : []),
      querySelector: () => null,
    };
    await table.as("gm", () => onRenderChatMessage(message, html));
    const click = () => table.as("gm", () => listeners.forEach((fn) => fn({ preventDefault() {} })));
    await table.race([
      click,
      ask("bob", "giveCardToTitle", { handId: "hbob", cardId: "hbobc0", titleUuid: "Actor.t1" }),
    ]);
    await table.settle();
    // Ann's replacement and Bob's replacement: one from the deck, one after reshuffling the discard pile.
    expect(annHand.cards.size).toBe(2);
    expect(bobHand.cards.size).toBe(1);
  });
});

describe("Storypath buttons while their request is pending", () => {
  it("a second click on 'Draw starting cards' sends nothing until the first is answered", async () => {
    const target = button("hann");
    const app = { document: omega };
    const action = omegaCardActions.storypathDrawStarting as Action;
    const first = table.as("ann", () => action.call(app, {}, target));
    await new Promise((resolve) => setImmediate(resolve));
    expect(target.disabled).toBe(true);
    const second = table.as("ann", () => action.call(app, {}, target));
    await table.settle();
    await Promise.all([first, second]);
    expect(table.landed.filter((l) => l.startsWith("query")).length).toBe(1);
    expect(target.disabled).toBe(false);
    expect(table.noticesFor("ann", "warn")).toEqual([]);
  });

  it("a card's buttons send one request at a time", async () => {
    const target = button("hann", "hannc0");
    const app = { document: omega };
    const spend = omegaCardActions.storypathSpend as Action;
    const runs = [0, 1].map(() => table.as("ann", () => spend.call(app, {}, target)));
    await table.settle();
    await Promise.all(runs);
    expect(table.landed.filter((l) => l.startsWith("query")).length).toBe(1);
  });
});

describe("a failing GM side", () => {
  it("tells the player instead of swallowing it", async () => {
    table.failNext("query", new Error("the GM's client fell over"));
    const run = table.as("ann", () => drawStartingCards(omega));
    await table.settle();
    await run;
    expect(table.noticesFor("ann", "error")).toEqual(["STORY_ENGINES.Notifications.gmFailed"]);
  });

  it("a give the GM refuses is reported as the GM's reason", async () => {
    title.data.system = {
      ...(title.data.system as object),
      mains: ["a", "b", "c", "d", "e"],
      slots: [{ cardUuid: "Card.z", name: "Z" }],
    };
    const run = table.as("bob", () => giveCardToTitle("hbob", "hbobc0"));
    await table.settle();
    await run;
    // No Title has an open slot: refused before anything is asked.
    expect(table.landed.filter((l) => l.startsWith("query"))).toEqual([]);
    expect(table.noticesFor("bob", "warn")).toEqual(["STORY_ENGINES.FourColors.Cards.Problems.noOpenSlot"]);
  });
});

/** What each raced request answered. */
const answers = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === "fulfilled" ? r.value : r.reason));

describe("Title cards only during that Title's Issues", () => {
  const give = () => ask("bob", "giveCardToTitle", { handId: "hbob", cardId: "hbobc0", titleUuid: "Actor.t1" });

  it("a player without a character in a running Issue is refused on the GM side too (re-checked there)", async () => {
    title.data.system = { ...(title.data.system as object), issues: [] };
    expect(answers(await table.race([give()]))).toEqual([
      { ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.noRunningIssue" },
    ]);
    const notIn = { number: 1, title: "", running: true, characters: ["Actor.o1"], pages: [], spent: [] };
    title.data.system = { ...(title.data.system as object), issues: [notIn] };
    expect(answers(await table.race([give()]))).toEqual([
      { ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.notInIssue" },
    ]);
    expect(bobHand.cards.size).toBe(1);
  });
});

describe.each(["oldest-first", "newest-first"] as const)("the Title's Issue requests race, landing %s", (order) => {
  beforeEach(() => {
    table.order = order;
    title.data.system = { ...(title.data.system as object), issues: [], logVersion: 3 };
  });
  // As the Title sheet sends it: askGM (run locally on the GM's own client, queued like every request).
  const issue = (user: string, data: Record<string, unknown>) => () =>
    table.as(user, () => askGM("four-colors.titleIssue", { titleUuid: "Actor.t1", version: 3, ...data }));
  // The Storyguide settling a play from its chat card (askGM on the GM's own client).
  const mark = (user: string, messageUuid: string | undefined, marking: string) => () =>
    table.as(user, () => askGM("four-colors.markSpend", { messageUuid, marking }));

  it("two Start Issue clicks on the same log: one Issue starts, the other is refused as stale", async () => {
    const results = answers(
      await table.race([
        issue("gm", { action: "start", title: "Pride", characters: ["Actor.o1"] }),
        issue("gm", { action: "start", title: "Pride", characters: ["Actor.o1"] }),
      ]),
    );
    expect(results.filter((r) => (r as { ok: boolean }).ok)).toHaveLength(1);
    expect(results).toContainEqual({ ok: false, reason: "STORY_ENGINES.Notifications.stale" });
    const system = title.system as { issues: { running: boolean }[]; logVersion: number };
    expect(system.issues.filter((i) => i.running)).toHaveLength(1);
    expect(system.logVersion).toBe(4);
  });

  it("a player who is not the Storyguide may not start the Title's Issues", async () => {
    expect(answers(await table.race([issue("ann", { action: "start", title: "Mine" })]))).toEqual([
      { ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.notStoryguide", refused: true },
    ]);
  });

  it("a spend logged on the Issue moves the log on: a New Page sent on the old log is applied only if it lands first", async () => {
    const running = { number: 1, title: "", running: true, characters: ["Actor.o1", "Actor.o2"], pages: [], spent: [] };
    title.data.system = { ...(title.data.system as object), issues: [running], logVersion: 3 };
    // Ann's play stands when the Storyguide marks it: that is when it is logged.
    await table.race([ask("ann", "spendCard", { handId: "hann", cardId: "hannc0", actorUuid: "Actor.o1" })]);
    const played = table.messages.at(-1)?.uuid;
    const results = answers(
      await table.race([mark("gm", played, "beneficial"), issue("gm", { action: "page", title: "At the Doge's" })]),
    );
    const [spend, page] = results as { ok: boolean; reason?: string }[];
    expect(spend?.ok).toBe(true);
    // The Page lands before the spend (applied) or after it (the log moved on: refused as stale, never applied).
    if (!page?.ok) expect(page?.reason).toBe("STORY_ENGINES.Notifications.stale");
    const logged = (title.system as { issues: { pages: unknown[]; spent: unknown[] }[]; logVersion: number }).issues[0];
    expect(logged?.spent).toHaveLength(1);
    expect(logged?.pages).toHaveLength(page?.ok ? 1 : 0);
  });

  it("Bob vetoes the card Ann played on Il Corvo as the Storyguide marks it: the veto comes first, whatever lands first; the card is back in Ann's hand", async () => {
    await table.race([
      ask("ann", "spendCard", { handId: "hann", cardId: "hannc0", actorUuid: "Actor.o1", targetUuid: "Actor.o2" }),
    ]);
    const played = table.messages.at(-1);
    expect(played?.getFlag("story-engines", "storypathSpend")).toMatchObject({
      targetName: "Il Corvo",
      vetoers: ["bob"],
    });
    const vetoBob = () =>
      table.sendRequest("bob", `${QUERY}markSpend`, { messageUuid: played?.uuid, marking: "veto", userId: "bob" });
    const results = answers(await table.race([vetoBob, mark("gm", played?.uuid, "detrimental")])) as {
      ok: boolean;
      reason?: string;
    }[];
    // The marking waits for Bob's decision: refused before his veto lands ("awaitsVetoer"), or after it ("alreadyMarked").
    expect(results[0]).toEqual({ ok: true });
    const P = "STORY_ENGINES.FourColors.Cards.Problems";
    expect([`${P}.alreadyMarked`, `${P}.awaitsVetoer`]).toContain(results[1]?.reason);
    expect(played?.getFlag("story-engines", "storypathSpend")).toMatchObject({ marking: "vetoed", decidedBy: "Bob" });
    expect([...annHand.cards.keys()]).toEqual(["hannc0", "hannc1"]);
    expect(discard.cards.size).toBe(0);
    expect(annHand.getFlag("story-engines", "storypathInPlay")).toEqual([]);
  });

  it("a note typed in the Issues table as a spend is logged: the spend is never lost, the note only lands on the log it saw", async () => {
    const running = { number: 1, title: "", running: true, characters: ["Actor.o1", "Actor.o2"], pages: [], spent: [] };
    title.data.system = { ...(title.data.system as object), issues: [running], logVersion: 3 };
    await table.race([ask("ann", "spendCard", { handId: "hann", cardId: "hannc0", actorUuid: "Actor.o1" })]);
    const played = table.messages.at(-1)?.uuid;
    const results = answers(
      await table.race([
        mark("gm", played, "detrimental"),
        issue("gm", { action: "edit", index: 0, field: "notes", value: "<p>The Doge's ball</p>" }),
      ]),
    );
    const [spend, note] = results as { ok: boolean; reason?: string }[];
    expect(spend?.ok).toBe(true);
    if (!note?.ok) expect(note?.reason).toBe("STORY_ENGINES.Notifications.stale");
    const system = title.system as { issues: { notes: string; spent: unknown[]; running: boolean }[] };
    expect(system.issues[0]?.spent).toEqual([{ card: "An Old Debt", by: "The Cardinal", page: -1, source: "hand" }]);
    expect(system.issues[0]?.notes).toBe(note?.ok ? "<p>The Doge's ball</p>" : "");
    expect(system.issues[0]?.running).toBe(true);
  });

  it("Record a past Issue and the trash icon at once on the same log: one lands, the other is stale; the running Issue is never deleted", async () => {
    const past = { number: 1, title: "Origins", running: false, characters: [], pages: [], spent: [] };
    const running = { number: 2, title: "Pride", running: true, characters: ["Actor.o1"], pages: [], spent: [] };
    title.data.system = { ...(title.data.system as object), issues: [past, running], logVersion: 3 };
    const results = answers(
      await table.race([issue("gm", { action: "record" }), issue("gm", { action: "delete", index: 0 })]),
    ) as { ok: boolean; reason?: string }[];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results).toContainEqual({ ok: false, reason: "STORY_ENGINES.Notifications.stale" });
    const system = () => title.system as { issues: { title: string; running: boolean }[]; logVersion: number };
    expect(system().logVersion).toBe(4);
    expect(
      system()
        .issues.filter((i) => i.running)
        .map((i) => i.title),
    ).toEqual(["Pride"]);
    const runningAt = system().issues.findIndex((i) => i.running);
    // The trash icon on the running Issue: refused, nothing changes.
    expect(
      answers(
        await table.race([
          () =>
            table.as("gm", () =>
              askGM("four-colors.titleIssue", {
                titleUuid: "Actor.t1",
                version: 4,
                action: "delete",
                index: runningAt,
              }),
            ),
        ]),
      ),
    ).toEqual([{ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.deleteRunning" }]);
    expect(system().logVersion).toBe(4);
  });

  it("a player who is not the Storyguide may not change its Issues table", async () => {
    title.data.system = { ...(title.data.system as object), issues: [{ number: 1, title: "Origins" }], logVersion: 3 };
    expect(
      answers(
        await table.race([
          issue("ann", { action: "delete", index: 0 }),
          issue("ann", { action: "edit", index: 0, field: "title", value: "Mine" }),
          issue("ann", { action: "record" }),
        ]),
      ),
    ).toEqual(
      Array(3).fill({ ok: false, reason: "STORY_ENGINES.FourColors.Cards.Problems.notStoryguide", refused: true }),
    );
    expect((title.system as { issues: { title: string }[] }).issues.map((i) => i.title)).toEqual(["Origins"]);
  });
});
