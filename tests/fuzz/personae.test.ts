/**
 * Personae at random (issue #27 §3): the chorus handed to Bob, a player;
 * Ann plays Dunmore from the shipped identities, the locked door is the
 * chorus's (Bob OWNER), LIMITED for everyone. An identity's token bars are
 * derived by its data model, as Foundry's document does (IdentityActor,
 * as tests/table/personae-table.ts).
 */
import { installPlayTable } from "../harness/play";
import { actorClasses } from "../harness/shipped-packs";
import { TableActor } from "../harness/table-documents";
import type { PersonaeIdentitySystem } from "../../src/games/personae/data/identity";
import type { FuzzGame } from "./engine";
import { fuzzTests } from "./run";

export const personae: FuzzGame = {
  id: "personae",
  seats: [
    { id: "gail", name: "Gail", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "cid", name: "Cid" },
  ],
  setUp: {
    import: [{ pack: "personae-identities" }],
    ownership: {
      Dunmore: { ann: "OWNER", default: "LIMITED" },
      "The locked door": { bob: "OWNER", default: "LIMITED" },
    },
    roles: { "personae.chorus": ["bob"] },
  },
};

fuzzTests(personae, async () => {
  const record = installPlayTable({ documentHooks: true });
  // No scene is viewed: the chorus's end-of-time tools look at the viewed scene's tokens.
  (globalThis as unknown as { game: Record<string, unknown> }).game.scenes = { viewed: null };
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { personaeModule } = await import("../../src/games/personae/module");
  registerGame(coreModule);
  registerGame(personaeModule);
  (await import("../../src/core/table-tools-app")).registerTableTools([coreModule, personaeModule]);
  const { deriveIdentity } = await import("../../src/games/personae/data/identity");
  actorClasses.set(
    "personaeIdentity",
    class IdentityActor extends TableActor {
      override get system(): Record<string, unknown> {
        const stored = super.system;
        const items = this.items.map((i) => ({ type: i.type, system: i.system }));
        const { vitality, shockTrack } = deriveIdentity(stored as unknown as PersonaeIdentitySystem, items);
        return { ...stored, vitality, shockTrack };
      }
    },
  );
  return record;
});
