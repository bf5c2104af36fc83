/**
 * Diceless Main characters have Storypath Cards (the Glossary: a Diceless character "if played by a
 * Player, will have Storypath Cards"): their hands, starting draw (the GM's number on the sheet, 1
 * by default — the book gives none), spending and blank cards for Traits work as for Omegas. On the
 * async table, through the GM queue as Foundry runs it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableStack } from "../../../harness/table-documents";
import { askGM } from "../../../../src/core/gm-query";
import { registerStoryguideRole } from "../storyguide-role";
import { dicelessStartingCount } from "../../../../src/games/four-colors/cards/cards-rules";

let registerGame: (module: Record<string, unknown>) => void;
let table: AsyncTable;
let annHand: TableStack;
let beppe: TableActor;

const QUERY = "story-engines.four-colors.";

beforeAll(async () => {
  installAsyncTable();
  ({ registerGame } = (await import("../../../../src/core/register")) as unknown as {
    registerGame: typeof registerGame;
  });
  const { cardsHandlers } = await import("../../../../src/games/four-colors/cards/gm-handlers");
  registerGame({
    definition: { id: "test", langKey: "Test", models: [], rollClassNames: [], templates: [], settings: [] },
    sheets: [],
    rollClasses: [],
    queries: async () => cardsHandlers,
  });
  // The Storyguide (the GM by default) settles the plays.
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
  // The shipped deck: blank (wild) cards.
  const names = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `Blank ${i + 1}`, text: "<p>A blank Storypath Card.</p>" }));
  const deck = new TableStack(
    "deck",
    { name: "Deck", type: "deck", flags: { "story-engines": { storypathDeck: true } } },
    [],
    names(6),
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
  );
  table.stacks.push(deck, discard, annHand);
  beppe = new TableActor(
    "beppe",
    { name: "Beppe", type: "fourColorsDiceless", system: { rank: "major", startingCards: 2 } },
    ["ann"],
  );
  table.actors.push(beppe);
});

const ask = (user: string, name: string, data: Record<string, unknown>) =>
  table.race([() => table.sendRequest(user, `${QUERY}${name}`, { ...data, userId: user })]);
const answer = async (user: string, name: string, data: Record<string, unknown>) => {
  const [result] = await ask(user, name, data);
  return result?.status === "fulfilled" ? result.value : result?.reason;
};

describe("Diceless Main characters' Storypath Cards", () => {
  it("the starting draw is the GM's number (1 by default, the book gives none), once", async () => {
    expect(dicelessStartingCount(undefined)).toBe(1);
    expect(dicelessStartingCount(3)).toBe(3);
    expect(dicelessStartingCount(-1)).toBe(1);
    expect(await answer("ann", "drawStartingCards", { actorUuid: "Actor.beppe" })).toEqual({ ok: true, count: 2 });
    expect(annHand.cards.size).toBe(2);
    expect(await answer("ann", "drawStartingCards", { actorUuid: "Actor.beppe" })).toEqual({
      ok: false,
      reason: "STORY_ENGINES.FourColors.Cards.Problems.alreadyDrawn",
    });
  });

  it("an old Diceless character without the field draws 1", async () => {
    beppe.data.system = { rank: "major" };
    expect(await answer("ann", "drawStartingCards", { actorUuid: "Actor.beppe" })).toEqual({ ok: true, count: 1 });
  });

  it("only the player who plays it draws for it", async () => {
    expect(await answer("bob", "drawStartingCards", { actorUuid: "Actor.beppe" })).toEqual({
      ok: false,
      reason: "STORY_ENGINES.FourColors.Cards.Problems.notOwner",
      refused: true,
    });
    expect(annHand.cards.size).toBe(0);
  });

  it("spends a card from its hand, and spends a blank card for a new Trait", async () => {
    await answer("ann", "drawStartingCards", { actorUuid: "Actor.beppe" });
    const [first, second] = [...annHand.cards.values()];
    expect(await answer("ann", "spendCard", { handId: "hann", cardId: first?.id, actorUuid: "Actor.beppe" })).toEqual({
      ok: true,
    });
    // The shipped deck's cards are blank (wild): one becomes a Trait of the Diceless character.
    expect(
      await answer("ann", "spendCardForTrait", {
        handId: "hann",
        cardId: second?.id,
        actorUuid: "Actor.beppe",
        traitName: "Knows the Doge's cook",
      }),
    ).toEqual({ ok: true });
    // Both plays wait, in play, in Ann's hand; the Storyguide settles them from their chat cards.
    expect(annHand.getFlag("story-engines", "storypathInPlay")).toEqual([first?.id, second?.id]);
    expect(beppe.items.map((i) => i.name)).toEqual([]);
    for (const [message, marking] of [
      [table.messages.at(-2), "beneficial"],
      [table.messages.at(-1), "stands"],
    ] as const)
      expect(
        await table.as("gm", async () => {
          const settled = askGM("four-colors.markSpend", { messageUuid: message?.uuid, marking });
          await table.settle();
          return settled;
        }),
      ).toEqual({ ok: true });
    expect(annHand.cards.size).toBe(0);
    expect(beppe.items.map((i) => i.name)).toEqual(["Knows the Doge's cook"]);
  });
});
