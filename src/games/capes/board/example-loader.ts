/**
 * Setting an example Scene up on the board, in Foundry (the Editor's
 * set-up button, any user who is the Editor): the Scene's journal is read
 * from the capes-scenes pack, its characters found in the world (imported
 * from the capes-characters pack: by the Import command, which names the
 * pack actor as the compendium source, or by an earlier set-up, which marks
 * it) — or imported now by a user Foundry lets create actors; a player who
 * may not is told which characters a GM must import first — and its
 * Complications, cast and earlier stakes sent to the board as one batch.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { CAPES_LANG } from "../data/common";
import type { capes } from "../../../rules";
import { applyAll, exampleRequests, readExampleScene, EXAMPLE_FLAG } from "./example";
import { boardJournal, gatherSheets, readBoard, readRepair } from "./documents";
import { requesterFor } from "./editor-role";
import { notifyBoardProblems, sendBoardRequest } from "./query";
import { boardActorUuids } from "./state";

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

/** The world actor imported from a pack actor, or undefined. */
function imported(packActor: Actor): Actor | undefined {
  return game.actors.filter(
    (a) => a.getFlag(SYSTEM_ID, SOURCE_FLAG) === packActor.uuid || a._stats?.compendiumSource === packActor.uuid,
  )[0];
}

/** The world actor standing for a pack actor: imported before, or imported now. */
async function worldActor(packActor: Actor): Promise<string | null> {
  const found = imported(packActor);
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
  const scenes = (await game.packs.get(SCENES_PACK)?.getDocuments()) as JournalEntry[] | undefined;
  const entry = scenes?.find((s) => s.id === sceneId);
  const scene = entry ? readExampleScene(entry.getFlag(SYSTEM_ID, EXAMPLE_FLAG)) : null;
  if (!scene) return;
  const packActors = ((await game.packs.get(CHARACTERS_PACK)?.getDocuments()) ?? []) as Actor[];
  const wanted = [...new Set([...scene.cast, ...scene.stakes].map((m) => m.actorUuid))].flatMap((uuid) =>
    packActors.filter((a) => a.uuid === uuid),
  );
  // A player (the Editor may be one) cannot create actors: a GM imports them first.
  const missing = wanted.filter((a) => !imported(a));
  if (missing.length > 0 && !game.user.isGM) {
    const names = missing.map((a) => a.name).join(", ");
    ui.notifications.warn(game.i18n.format(`${CAPES_LANG}.Board.importFirst`, { names }));
    return;
  }
  const actors: Record<string, string> = {};
  for (const packActor of wanted) {
    const uuid = await worldActor(packActor);
    if (uuid) actors[packActor.uuid] = uuid;
  }
  const requests = exampleRequests(scene, actors, game.user.id);
  // The world's sheets may have changed since they were imported (a hero's Drive lowered): what the board's
  // writer would refuse is said here, and nothing is sent.
  const problems = problemsOnThisClient(boardUuid, requests);
  if (problems.length > 0) return notifyBoardProblems(problems);
  await sendBoardRequest(boardUuid, requests, version);
}

/**
 * The batch tried on this client's copy of the board and sheets, as its writer will try it: the problems it
 * would meet, or none (nothing to try it on here, or it passes — the writer still decides).
 */
function problemsOnThisClient(boardUuid: string, requests: capes.BoardRequest[]): capes.BoardProblem[] {
  const journal = boardJournal(boardUuid);
  const board = readBoard(journal);
  if (!journal || !board) return [];
  const uuids = new Set(requests.flatMap((r) => boardActorUuids(board, r)));
  try {
    const sheets = gatherSheets([...uuids], readRepair(journal));
    const result = applyAll(board, requests, sheets, requesterFor(board, game.user));
    return result.ok ? [] : result.problems;
  } catch {
    return [];
  }
}
