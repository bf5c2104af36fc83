/**
 * Setting an example Scene up on the board, in Foundry (the Editor's
 * set-up button): the Scene's journal is read from the capes-scenes pack,
 * its characters found in the world — or imported once from the
 * capes-characters pack, marked with the pack actor they came from — and its
 * Complications and cast sent to the board as one batch.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { exampleRequests, readExampleScene, EXAMPLE_FLAG } from "./example";
import { sendBoardRequest } from "./query";

const SCENES_PACK = `${SYSTEM_ID}.capes-scenes`;
const CHARACTERS_PACK = `${SYSTEM_ID}.capes-characters`;
/** The pack actor a world actor was imported from. */
const SOURCE_FLAG = "capesExample";

/** The example Scenes the pack holds, for the set-up select. */
export async function exampleList(): Promise<{ id: string; name: string }[]> {
  const pack = game.packs.get(SCENES_PACK);
  if (!pack) return [];
  return [...(await pack.getIndex())].map((e) => ({ id: e._id, name: e.name }));
}

/** The world actor standing for a pack actor: imported before, or imported now. */
async function worldActor(packActor: Actor): Promise<string | null> {
  const found = game.actors.filter((a) => a.getFlag(SYSTEM_ID, SOURCE_FLAG) === packActor.uuid)[0];
  if (found) return found.uuid;
  const data = packActor.toObject();
  delete data._id;
  const flags = (data.flags ?? {}) as Record<string, Record<string, unknown>>;
  const created = await Actor.create({
    ...data,
    folder: null,
    flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], [SOURCE_FLAG]: packActor.uuid } },
  });
  return created?.uuid ?? null;
}

/** The Editor sets an example Scene up on a board in set-up. */
export async function loadExample(boardUuid: string, sceneId: string, version: number): Promise<void> {
  if (!game.user.isGM) return;
  const scenes = (await game.packs.get(SCENES_PACK)?.getDocuments()) as JournalEntry[] | undefined;
  const entry = scenes?.find((s) => s.id === sceneId);
  const scene = entry ? readExampleScene(entry.getFlag(SYSTEM_ID, EXAMPLE_FLAG)) : null;
  if (!scene) return;
  const packActors = ((await game.packs.get(CHARACTERS_PACK)?.getDocuments()) ?? []) as Actor[];
  const actors: Record<string, string> = {};
  for (const member of scene.cast) {
    const packActor = packActors.find((a) => a.uuid === member.actorUuid);
    const uuid = packActor ? await worldActor(packActor) : null;
    if (uuid) actors[member.actorUuid] = uuid;
  }
  await sendBoardRequest(boardUuid, exampleRequests(scene, actors, game.user.id), version);
}
