/**
 * Venus Engine at random (issue #27 §3): the FC held by Bob, a player; Ann,
 * Cid and Dee play Gwyn, Oren and Reidh from the shipped characters, the
 * royals (Melyn, Arian, Dormadh, Dhyr) are the FC's VINPCs, LIMITED for
 * everyone. Before the first step each player drops a job from the
 * shipped jobs pack on their character (the sheet's own drop code, as a
 * user dragging it from the compendium): a check needs a job to roll with.
 */
import { installPlayTable, type Play } from "../harness/play";
import type { TableActor, TableItem } from "../harness/table-documents";
import type { FuzzGame } from "./engine";
import { fuzzTests } from "./run";

const PLAYERS: Record<string, string> = { ann: "Gwyn", cid: "Oren", dee: "Reidh" };
const JOBS: Record<string, string> = { ann: "Charmer", cid: "Brawler", dee: "Diplomat" };

export const venus: FuzzGame = {
  id: "venus",
  seats: [
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
    { id: "dee", name: "Dee" },
  ],
  setUp: {
    import: [{ pack: "venus-characters" }],
    ownership: {
      Gwyn: { ann: "OWNER", default: "LIMITED" },
      Oren: { cid: "OWNER", default: "LIMITED" },
      Reidh: { dee: "OWNER", default: "LIMITED" },
      Melyn: { default: "LIMITED", bob: "OWNER" },
      Arian: { default: "LIMITED", bob: "OWNER" },
      Dormadh: { default: "LIMITED", bob: "OWNER" },
      Dhyr: { default: "LIMITED", bob: "OWNER" },
    },
    roles: { "venus.fc": ["bob"] },
  },
  prepare: async (play: Play, world) => {
    const { dropItemOnCharacter } = await import("../../src/games/venus/sheets/character-drops");
    const jobs = play.table.packs.get("story-engines.venus-jobs")?.documents ?? [];
    for (const [user, name] of Object.entries(PLAYERS)) {
      const job = jobs.find((j) => j.name === JOBS[user]) as TableItem | undefined;
      if (!job) throw new Error(`venus-jobs ships no ${JOBS[user] ?? ""}`);
      const actor = world.actor(name) as TableActor;
      const dropped = play.table.as(user, () => dropItemOnCharacter(actor as unknown as Actor, job as unknown as Item));
      await play.table.settle();
      await dropped;
    }
  },
};

fuzzTests(venus, async () => {
  const record = installPlayTable({ documentHooks: true });
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { venusModule } = await import("../../src/games/venus/module");
  registerGame(coreModule);
  registerGame(venusModule);
  (await import("../../src/core/table-tools-app")).registerTableTools([coreModule, venusModule]);
  // Venus's lazy chunk (card controls, dialogs, the rolls' dice), as a client has it once a card is drawn.
  await import("../../src/games/venus/on-demand");
  return record;
});
