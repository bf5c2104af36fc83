/**
 * The example Scenes of the capes-scenes pack set up on a board (pure): the
 * Scene's structured set-up read from its journal's flag, and the requests
 * that put it on a board in set-up — the Complications at the faces the
 * example shows on the Page it plays, then those it reaches later (Getaway
 * 2/4, Public Opinion heroes 2 / opponents 1: the Editor removes what the
 * table will make in play), the cast added by the Editor (narrated by the
 * Editor until handed to players), then the stakes the example says were
 * made earlier in the Scene. Applied as one batch: all or nothing.
 */
import { capes } from "../../../rules";
import { isRecord } from "../data/common";

export const EXAMPLE_FLAG = "capesScene";

export interface ExampleScene {
  target: number;
  complications: { name: string; heroes: number; opponents: number; later: boolean }[];
  cast: { actorUuid: string; faction: capes.Faction; prominence: number; narrator: string }[];
  /** Stakes made earlier in the Scene ("had Staked"), by a character of the cast or an absent opponent. */
  stakes: { complication: string; actorUuid: string; drive: capes.DriveSlot; count: number }[];
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
  const stakes = (Array.isArray(flag.stakes) ? flag.stakes : []).filter(isRecord).map((st) => ({
    complication: typeof st.complication === "string" ? st.complication : "",
    actorUuid: typeof st.actorUuid === "string" ? st.actorUuid : "",
    drive: ((capes.DRIVES as readonly unknown[]).includes(st.drive) ? st.drive : "justice") as capes.DriveSlot,
    count: typeof st.count === "number" ? st.count : 1,
  }));
  return { target: typeof flag.target === "number" ? flag.target : 0, complications, cast, stakes };
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
        c.heroes !== 1 || c.opponents !== 1
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
    ...scene.stakes
      .filter((st) => actors[st.actorUuid] && st.complication !== "")
      .map((st): capes.BoardRequest => ({
        type: "earlierStake",
        complication: st.complication,
        actorUuid: actors[st.actorUuid] ?? "",
        drive: st.drive,
        count: Math.max(1, Math.min(99, Math.round(st.count))),
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
