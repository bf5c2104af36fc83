/**
 * A scene on the async table, as the games' scene-wide tools read it: the
 * viewed scene (`game.scenes.viewed`, `game.scenes.get(id)`), its name and
 * its tokens, each standing for a table actor (a linked token's world
 * actor). Tokens are placed by the test's set-up, as a GM drags actors onto
 * the scene before play; every client views the same scene.
 */
import type { TableActor } from "./table-documents";

type Data = Record<string, unknown>;

/** A scene whose tokens are these actors' (read afresh each time: an actor added later is on it). */
export interface TableScene {
  id: string;
  name: string;
  actors: () => TableActor[];
}

/** `game.scenes` over one viewed scene. */
export function installTableScene(scene: TableScene): void {
  const game = (globalThis as unknown as { game: Data }).game;
  const view = {
    id: scene.id,
    name: scene.name,
    get tokens() {
      const tokens = scene.actors().map((actor) => ({ actor }));
      return {
        [Symbol.iterator]: () => tokens[Symbol.iterator](),
        get size() {
          return tokens.length;
        },
        get contents() {
          return tokens;
        },
        filter: (fn: (t: { actor: TableActor }) => boolean) => tokens.filter(fn),
        map: <U>(fn: (t: { actor: TableActor }) => U) => tokens.map(fn),
      };
    },
  };
  game.scenes = {
    get: (id: string) => (id === scene.id ? view : undefined),
    get viewed() {
      return view;
    },
  };
}
