/**
 * In-Foundry self-test of the table foundation (Quench): a GM request goes
 * through the same path a player's does and its handler is told the real
 * user; a request whose data claims another user is refused; the system
 * socket is listened to; every table role of the world's games resolves
 * (to its holders, or to nobody) and the GM's Table roles window renders;
 * every played game's "How to play" guide opens from its compendium; every
 * played game's lazy chunk loads and reaches this copy of the entry.
 * A player's request from another client cannot be sent from one browser:
 * tests/core/gm-socket.test.ts plays that on the async table.
 */
import { askGM, askingUser } from "../gm-query";
import { gmHandlerPrefix, loadGMHandlers, registerGMHandler } from "../gm-socket";
import { entryLoadedOnce } from "../entry-once";
import { SYSTEM_ID } from "../game-definition";
import type { GameModule } from "../game-module";
import { roleHolderIds } from "../table-roles";
import { TableRolesMenu } from "../table-roles-menu";
import { readEnabledGames } from "../game-switch";
import { guideEntryId, guidePackName } from "../guide";
import { requireWorld, type QuenchContext } from "./quench-context";

const ECHO = "selfTest.whoAsks";

export function tableBatch({ describe, it, assert }: QuenchContext, games: readonly GameModule[]): void {
  describe("A table of several people", () => {
    registerGMHandler(`${SYSTEM_ID}.${ECHO}`, (data, options) => askingUser(data, options)?.id ?? null);

    it("runs a GM request with the user who sent it", async () => {
      requireWorld(game.users.activeGM, "a GM connected");
      const answer = await askGM(ECHO, {});
      assert.equal(answer, game.user.id, "the handler is told this client's user");
    });

    it("refuses a request whose data claims another user than its sender", () => {
      const other = game.users.filter((u) => u.id !== game.user.id)[0];
      requireWorld(other, "a second user in the world");
      assert.equal(askingUser({ userId: other?.id }, { user: game.user }), null);
    });

    it("resolves every table role of the world's games", () => {
      for (const game of games)
        for (const role of game.definition.roles ?? []) {
          const holders = roleHolderIds(game.definition.id, role.id);
          assert.ok(Array.isArray(holders), `${game.definition.id}.${role.id}`);
        }
    });

    it("opens the How to play guide of every game the world plays", async () => {
      const played = readEnabledGames(games.map((g) => g.definition));
      for (const { definition } of games.filter((g) => g.definition.id !== "core" && played.has(g.definition.id))) {
        const pack = game.packs.get(`${SYSTEM_ID}.${guidePackName(definition.id)}`);
        assert.ok(pack, `${definition.id}: its guide pack is loaded`);
        const entry = await pack?.getDocument(guideEntryId(definition.id));
        assert.ok(entry instanceof JournalEntry && entry.pages.size >= 4, `${definition.id}: the guide's pages`);
        const sheet = entry?.sheet;
        await sheet?.render({ force: true });
        assert.ok(sheet?.rendered, `${definition.id}: the guide's sheet renders`);
        await sheet?.close();
      }
    });

    it("loads every played game's lazy chunk into this one copy of the system", async () => {
      const played = readEnabledGames(games.map((g) => g.definition));
      await loadGMHandlers([...played].map(gmHandlerPrefix));
      assert.ok(entryLoadedOnce(), "the entry module was evaluated once");
    });

    it("renders the GM's Table roles window", async () => {
      const app = new TableRolesMenu();
      await app.render({ force: true });
      assert.ok(app.element.querySelector(".se-table-roles"), "the roles form is there");
      await app.close();
    });
  });
}
