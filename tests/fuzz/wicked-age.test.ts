/**
 * In a Wicked Age at random (issue #27 §3): Amy, Martha and Tom play Amek,
 * Mekha and Tajie from the shipped characters (LIMITED for the others);
 * Bolu Ta and the NPCs are the GM's, LIMITED for everyone so that players
 * can name them in a conflict. The chapter's GM is the game's own role (it
 * follows the campaign), so Table roles hands out nothing. Conflicts are
 * encounters (`game.combats`), fresh for each run.
 */
import { installPlayTable, type Play } from "../harness/play";
import { perClientMap } from "../harness/per-client-map";
import { installActorCreate } from "../harness/table-actor-create";
import { installTableCombats, type TableCombat } from "../harness/table-combat";
import { installTableJournals } from "../harness/table-journals";
import type { FuzzGame } from "./engine";
import { fuzzTests } from "./run";

let combats: TableCombat[] = [];

export const wickedAge: FuzzGame = {
  id: "wicked-age",
  seats: [
    { id: "erin", name: "Erin", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "martha", name: "Martha" },
    { id: "tom", name: "Tom" },
  ],
  setUp: {
    import: [{ pack: "wicked-age-characters" }],
    ownership: {
      Amek: { amy: "OWNER", default: "LIMITED" },
      Mekha: { martha: "OWNER", default: "LIMITED" },
      Tajie: { tom: "OWNER", default: "LIMITED" },
      "Bolu Ta": { default: "LIMITED" },
      Esan: { default: "LIMITED" },
      "Fa Il Shar": { default: "LIMITED" },
      "Shahu Seen": { default: "LIMITED" },
    },
  },
  prepare: async (_play: Play) => {
    // A fresh world: no encounter yet.
    combats = [];
  },
};

fuzzTests(wickedAge, async () => {
  const record = installPlayTable({ documentHooks: true });
  installTableCombats(
    () => combats,
    (combat) => combats.push(combat),
  );
  const g = globalThis as unknown as { game: Record<string, unknown> };
  // No scene is viewed (a conflict's combatants are not tokens here).
  g.game.scenes = { viewed: null };
  installTableJournals();
  installActorCreate();
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { wickedAgeModule } = await import("../../src/games/wicked-age/module");
  registerGame(coreModule);
  registerGame(wickedAgeModule);
  (await import("../../src/core/table-tools-app")).registerTableTools([coreModule, wickedAgeModule]);
  const apps = await import("../../src/games/wicked-age/campaign/apps");
  // The game's registry of this client's story sheets, per client (as tests/table/wicked-age-chapters.test.ts).
  perClientMap(apps.openStorySheets, (app) =>
    app instanceof apps.WickedStorySheet ? (app as unknown as { storyUuid: string }).storyUuid : undefined,
  );
  return record;
});
