/**
 * The example Scenes of the capes-scenes pack set up on a board (pure): the
 * Scene's structured set-up read from its journal's flag, and the requests
 * that put it on a board in set-up — the Complications present at the
 * start (1/1), then those the book's example reaches later at the faces it
 * gives them (Getaway 2/4, Public Opinion heroes 2 / opponents 1: the
 * Editor removes them to play from the first Page), the cast added by the
 * Editor (narrated by the Editor until handed to players). Applied as one
 * batch: all or nothing.
 */
import { capes } from "../../../rules";
import { isRecord } from "../data/common";

export const EXAMPLE_FLAG = "capesScene";

export interface ExampleScene {
  target: number;
  complications: { name: string; heroes: number; opponents: number; later: boolean }[];
  cast: { actorUuid: string; faction: capes.Faction; prominence: number; narrator: string }[];
}

/** An example Scene's set-up from its journal flag, or null when the flag is not one. */
export function readExampleScene(flag: unknown): ExampleScene | null {
  if (!isRecord(flag) || !Array.isArray(flag.complications) || !Array.isArray(flag.cast)) return null;
  const complications = flag.complications.filter(isRecord).map((c) => ({
    name: typeof c.name === "string" ? c.name : "",
    heroes: typeof c.heroes === "number" ? c.heroes : 1,
    opponents: typeof c.opponents === "number" ? c.opponents : 1,
    later: c.later === true,
  }));
  const cast = flag.cast.filter(isRecord).map((c) => ({
    actorUuid: typeof c.actorUuid === "string" ? c.actorUuid : "",
    faction: (c.faction === "opponents" ? "opponents" : "heroes") as capes.Faction,
    prominence: typeof c.prominence === "number" ? c.prominence : 1,
    narrator: typeof c.narrator === "string" ? c.narrator : "",
  }));
  return { target: typeof flag.target === "number" ? flag.target : 0, complications, cast };
}

const face = (value: number) => Math.max(1, Math.min(capes.MAX_FACE, Math.round(value)));

/**
 * The requests that set `scene` up: its starting Complications, then the later
 * ones at their faces, and its cast, `actors` mapping each pack actor to the
 * world actor standing for it.
 */
export function exampleRequests(
  scene: ExampleScene,
  actors: Record<string, string>,
  editorId: string,
): capes.BoardRequest[] {
  return [
    ...[...scene.complications.filter((c) => !c.later), ...scene.complications.filter((c) => c.later)]
      .filter((c) => c.name !== "")
      .map((c): capes.BoardRequest =>
        c.later
          ? { type: "addComplication", name: c.name, heroes: face(c.heroes), opponents: face(c.opponents) }
          : { type: "addComplication", name: c.name },
      ),
    ...scene.cast
      .filter((c) => actors[c.actorUuid])
      .map((c): capes.BoardRequest => ({
        type: "addCharacter",
        actorUuid: actors[c.actorUuid] ?? "",
        faction: c.faction,
        prominence: Math.max(1, Math.min(99, Math.round(c.prominence))),
        narrator: editorId,
      })),
  ];
}

/** Apply requests one after another; the first refusal refuses them all (nothing is kept). */
export function applyAll(
  board: capes.CapesBoard,
  requests: readonly capes.BoardRequest[],
  sheets: capes.Sheets,
  requester: capes.Requester,
  seenVersion?: number,
): capes.BoardResult {
  let current = board;
  let working = structuredClone(sheets);
  const effects = new Map<string, capes.SheetEffect>();
  let roll: capes.RollNeeded | null = null;
  for (const [i, request] of requests.entries()) {
    const result = capes.applyRequest(current, request, working, requester, i === 0 ? seenVersion : undefined);
    if (!result.ok) return { ...result, board };
    current = result.board;
    roll = result.roll ?? roll;
    working = structuredClone(working);
    for (const effect of result.effects) {
      const sheet = working[effect.actorUuid];
      if (!sheet) continue;
      if (effect.kind === "debt") sheet.drives[effect.drive].debt = effect.debt;
      else
        Object.assign(sheet.abilities.find((a) => a.id === effect.abilityId) ?? {}, {
          blocked: effect.blocked,
          usedThisPage: effect.usedThisPage,
        });
      const key =
        effect.kind === "debt" ? `${effect.actorUuid}/${effect.drive}` : `${effect.actorUuid}/${effect.abilityId}`;
      effects.set(key, effect);
    }
  }
  return { ok: true, board: current, effects: [...effects.values()], problems: [], roll };
}
