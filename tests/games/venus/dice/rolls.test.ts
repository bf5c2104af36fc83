import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";

/**
 * The Venus Roll classes draw their cards in render(); a private or blind
 * roll goes to Foundry's own render, which must then use Foundry's own
 * template ("???"), not a card template fed Foundry's private roll data.
 */
describe("Venus Roll classes in a fake Foundry", () => {
  let base: { CHAT_TEMPLATE: string };
  let rolls: { CHAT_TEMPLATE: string; name: string }[];

  beforeAll(async () => {
    installFakeFoundry();
    base = (globalThis as unknown as { foundry: { dice: { Roll: { CHAT_TEMPLATE: string } } } }).foundry.dice.Roll;
    const { VenusCheckRoll } = await import("../../../../src/games/venus/dice/venus-check-roll");
    const { VenusTaskRoll } = await import("../../../../src/games/venus/dice/venus-task-roll");
    rolls = [VenusCheckRoll, VenusTaskRoll];
  });
  afterAll(() => uninstallFakeFoundry());

  it("leave CHAT_TEMPLATE to Foundry, so a private roll renders as Foundry's hidden roll", () => {
    for (const roll of rolls) expect(roll.CHAT_TEMPLATE, roll.name).toBe(base.CHAT_TEMPLATE);
  });
});
