/**
 * The start-up Storypath deck offer: "No" turns the offer off for good;
 * closing the window is "ask me later" and changes nothing. Asked for from
 * the Table tools, the offer comes even when the start-up offer is off, and
 * "No" leaves the start-up offer as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";
import { offerDeck } from "../../../../src/games/four-colors/cards/deck-offer";
import { cardsDefinition } from "../../../../src/games/four-colors/cards/definition-part";

type Answer = boolean | null;
let writes: [string, unknown][];

function answerWith(answer: Answer): void {
  const g = globalThis as unknown as {
    foundry: { applications: { api: { DialogV2: { confirm: () => Promise<Answer> } } } };
    game: { settings: { set: (ns: string, key: string, value: unknown) => Promise<void> } };
  };
  g.foundry.applications.api.DialogV2.confirm = () => Promise.resolve(answer);
  g.game.settings.set = (_ns, key, value) => {
    writes.push([key, value]);
    return Promise.resolve();
  };
}

beforeEach(() => {
  installFakeFoundry();
  // The offer setting, registered as registerGame does (the fake refuses unregistered keys, like Foundry).
  const { settings } = (
    globalThis as unknown as {
      game: { settings: { register: (ns: string, key: string, config: object) => void } };
    }
  ).game;
  for (const spec of cardsDefinition.settings ?? []) settings.register("story-engines", spec.key, { ...spec });
  writes = [];
});
afterEach(() => uninstallFakeFoundry());

describe("the Storypath deck offer", () => {
  it("closing the window asks again next time: nothing is written", async () => {
    answerWith(null);
    expect(await offerDeck()).toBe(false);
    expect(writes).toEqual([]);
  });

  it("answering No turns the offer off", async () => {
    answerWith(false);
    expect(await offerDeck()).toBe(false);
    expect(writes).toEqual([["fourColorsCardsOffer", false]]);
  });

  it("asked for from the Table tools, comes though the start-up offer is off, and No changes nothing", async () => {
    const g = globalThis as unknown as { game: { settings: { get: (ns: string, key: string) => unknown } } };
    g.game.settings.get = () => false;
    let asked = 0;
    answerWith(false);
    const api = (
      globalThis as unknown as {
        foundry: { applications: { api: { DialogV2: { confirm: () => Promise<Answer> } } } };
      }
    ).foundry.applications.api;
    api.DialogV2.confirm = () => {
      asked += 1;
      return Promise.resolve(false);
    };
    expect(await offerDeck()).toBe(false);
    expect(asked).toBe(0);
    expect(await offerDeck(true)).toBe(false);
    expect(asked).toBe(1);
    expect(writes).toEqual([]);
  });
});
