// What the Personae chorus tools call beyond the shared declarations, shaped
// after how v13 systems and modules read a scene's tokens (dnd5e's and Draw
// Steel's rest and encounter helpers walk `scene.tokens`, each token's
// `actor` being the world actor for a linked token and its synthetic actor
// otherwise):
// - `game.scenes.get(id)` and `game.scenes.viewed`, read through a cast
//   (`game.scenes` is declared narrower for another game);
// - a scene's `name` and `tokens`, and each token's `actor`.

/** A token on a scene, as far as the chorus tools read it. */
interface PersonaeSceneToken {
  readonly actor: Actor | null;
}

/** A scene, as far as the chorus tools read it. */
interface PersonaeScene {
  readonly id: string | null;
  readonly name: string;
  readonly tokens: EmbeddedCollection<PersonaeSceneToken>;
}

/** `game.scenes`, as far as the chorus tools read it. */
interface PersonaeScenes {
  get(id: string): PersonaeScene | undefined;
  readonly viewed: PersonaeScene | null;
}

/** A scene the chorus tools' self-test creates (with its tokens) and deletes. */
declare class Scene {
  static create(
    data: Record<string, unknown>,
    operation?: Record<string, unknown>,
  ): Promise<(PersonaeScene & { delete(): Promise<unknown> }) | undefined>;
}
