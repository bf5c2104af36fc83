/**
 * The cards parts register like any game part under the fake Foundry: the
 * offer setting, the GM queries, the chat-card hook; `ready` does nothing for
 * a player. Which sheets a card move re-renders: cards-refresh.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireHook, installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";
import { composeModule } from "../../../../src/core/game-module";
import { composeDefinition } from "../../../../src/core/game-definition";
import { registerGame } from "../../../../src/core/register";
import { cardsHandlers } from "../../../../src/games/four-colors/cards/gm-handlers";
import { findGMHandler } from "../../../../src/core/gm-socket";
import { cardsPart } from "../../../../src/games/four-colors/cards/module-part";
import { cardsDefinition } from "../../../../src/games/four-colors/cards/definition-part";

afterEach(() => {
  vi.useRealTimers();
  uninstallFakeFoundry();
});

type Globals = Record<string, Record<string, unknown>>;

describe("Storypath cards registration", () => {
  it("registers the setting, the queries and the chat hook at init", async () => {
    vi.useFakeTimers();
    const record = installFakeFoundry();
    const module = composeModule(
      composeDefinition("four-colors", "FourColors", [cardsDefinition]),
      [cardsPart],
      async () => cardsHandlers,
    );
    registerGame(module);
    expect(record.settings.get("story-engines.fourColorsCardsOffer")).toMatchObject({
      scope: "world",
      config: true,
      default: true,
    });
    for (const name of [
      "story-engines.four-colors.drawStartingCards",
      "story-engines.four-colors.spendCard",
      "story-engines.four-colors.giveCardToTitle",
      "story-engines.four-colors.spendTitleCard",
      "story-engines.four-colors.spendCardForTrait",
    ])
      expect(typeof (await findGMHandler(name)), name).toBe("function");
    expect(record.hooks.get("renderChatMessageHTML")).toHaveLength(1);
    for (const hook of ["createCard", "updateCard", "deleteCard", "updateActor"])
      expect(record.hooks.get(hook), hook).toHaveLength(1);
    // A card outside any Storypath stack (no parent) leaves the open Omega sheets alone.
    const renders: string[] = [];
    ((globalThis as unknown as Globals).foundry?.applications as Record<string, unknown>).instances = new Map([
      [
        "omega",
        {
          rendered: true,
          document: { documentName: "Actor", type: "fourColorsOmega", uuid: "Actor.o1" },
          render: async () => renders.push("omega"),
        },
      ],
    ]);
    await fireHook(record, "createCard", { parent: null });
    await vi.runAllTimersAsync();
    expect(renders).toEqual([]);
  });

  it("ready does nothing for a player", async () => {
    installFakeFoundry();
    const g = globalThis as Record<string, unknown>;
    g.game = { ...(g.game as object), user: { id: "p", isGM: false } };
    let asked = false;
    const api = (g.foundry as Globals["foundry"] & { applications: { api: { DialogV2: Record<string, unknown> } } })
      .applications.api;
    api.DialogV2.confirm = async () => (asked = true);
    await cardsPart.ready?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(false);
  });

  it("ready does not wait for the GM to answer the deck offer (the games after this one go on)", async () => {
    const record = installFakeFoundry();
    registerGame(composeModule(composeDefinition("four-colors", "FourColors", [cardsDefinition]), [cardsPart]));
    expect(record.settings.has("story-engines.fourColorsCardsOffer")).toBe(true);
    const g = globalThis as unknown as Globals;
    const gm = { id: "gm", isGM: true, name: "GM" };
    Object.assign(g.game as object, {
      user: gm,
      users: { activeGM: gm, filter: () => [], get: () => undefined },
      cards: { find: () => undefined },
    });
    const dialogs = (g.foundry?.applications as Globals).api as Record<string, Record<string, unknown>>;
    let asked = false;
    (dialogs.DialogV2 as Record<string, unknown>).confirm = () => {
      asked = true;
      return new Promise(() => undefined); // the GM has not answered yet
    };
    const outcome = await Promise.race([
      Promise.resolve(cardsPart.ready?.()).then(() => "done"),
      new Promise((resolve) => setTimeout(() => resolve("blocked"), 100)),
    ]);
    expect(outcome).toBe("done");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(true);
  });
});
