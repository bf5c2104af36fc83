/**
 * The cards parts register like any game part under the fake Foundry: the
 * offer setting, the GM queries, the chat-card hook; `ready` does nothing for
 * a player.
 */
import { afterEach, describe, expect, it } from "vitest";
import { fireHook, installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";
import { composeModule } from "../../../../src/core/game-module";
import { composeDefinition } from "../../../../src/games/game-definition";
import { registerGame } from "../../../../src/core/register";
import { cardsPart } from "../../../../src/games/four-colors/cards/module-part";
import { cardsDefinition } from "../../../../src/games/four-colors/cards/definition-part";

afterEach(() => uninstallFakeFoundry());

describe("Storypath cards registration", () => {
  it("registers the setting, the queries and the chat hook at init", async () => {
    const record = installFakeFoundry();
    const module = composeModule(composeDefinition("four-colors", "FourColors", [cardsDefinition]), [cardsPart]);
    registerGame(module);
    expect(record.settings.get("story-engines.fourColorsCardsOffer")).toMatchObject({
      scope: "world",
      config: true,
      default: true,
    });
    const queries = Object.keys(
      (globalThis as unknown as { CONFIG: { queries: Record<string, unknown> } }).CONFIG.queries,
    );
    expect(queries).toEqual(
      expect.arrayContaining([
        "story-engines.four-colors.drawStartingCards",
        "story-engines.four-colors.spendCard",
        "story-engines.four-colors.giveCardToTitle",
        "story-engines.four-colors.spendTitleCard",
        "story-engines.four-colors.spendCardForTrait",
      ]),
    );
    expect(record.hooks.get("renderChatMessageHTML")).toHaveLength(1);
    await fireHook(record, "createCard", { parent: null });
  });

  it("ready does nothing for a player", async () => {
    installFakeFoundry();
    const g = globalThis as Record<string, unknown>;
    g.game = { ...(g.game as object), user: { id: "p", isGM: false } };
    await expect(cardsPart.ready?.()).resolves.toBeUndefined();
  });
});
