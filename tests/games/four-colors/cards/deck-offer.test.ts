/**
 * The start-up Storypath deck offer: "No" turns the offer off for good;
 * closing the window is "ask me later" and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";
import { offerDeck } from "../../../../src/games/four-colors/cards/deck-offer";

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
});
