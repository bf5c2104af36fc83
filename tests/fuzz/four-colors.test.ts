/**
 * Four Colors al Fresco at random (issue #27 §3): the Storyguide handed to
 * Bob, a player; Ann and Cid play the shipped Omegas (Renaissance Man, The
 * Cardinal) and Dee watches; the Storypath deck stays in its pack until the
 * game's own code imports it.
 */
import { installPlayTable } from "../harness/play";
import { TableRoll } from "../harness/table-documents";
import type { FuzzGame } from "./engine";
import { fuzzTests } from "./run";

export const fourColors: FuzzGame = {
  id: "four-colors",
  seats: [
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
    { id: "dee", name: "Dee" },
  ],
  setUp: {
    import: [{ pack: "four-colors-omegas" }],
    ownership: {
      "Renaissance Man": { ann: "OWNER", default: "LIMITED" },
      "The Cardinal": { cid: "OWNER", default: "LIMITED" },
    },
    roles: { "four-colors.storyguide": ["bob"] },
  },
};

fuzzTests(fourColors, async () => {
  const record = installPlayTable({ documentHooks: true });
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { fourColorsModule } = await import("../../src/games/four-colors/module");
  registerGame(coreModule);
  registerGame(fourColorsModule);
  (await import("../../src/core/table-tools-app")).registerTableTools([coreModule, fourColorsModule]);
  // The table's Roll posts its card as Roll#toMessage does: the roll's own render, by the client rolling it
  // (as tests/table/four-colors.test.ts).
  Object.assign(TableRoll.prototype, {
    async toMessage(this: TableRoll & { render(): Promise<string> }, data: Record<string, unknown>) {
      const content = await this.render();
      const create = (globalThis as unknown as { ChatMessage: { create(d: unknown): Promise<unknown> } }).ChatMessage
        .create;
      return create({ ...data, content, rolls: [this.toJSON()] });
    },
  });
  return record;
});
