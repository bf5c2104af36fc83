// The Cards surface the Four Colors Storypath flow calls beyond documents.d.ts,
// shaped after how open-source systems and modules call it at `ready`
// (Torg Eternity, The Hidden Isle, adventure-deck): `game.cards` as a world
// collection (find, importFromCompendium, documentClass.create), a
// compendium's index, and a card's current face.

interface StorypathCardFace {
  name: string;
  text: string;
  img: string;
}

// Card: what a hand shows of it.
interface Card {
  readonly img: string;
  readonly face: number | null;
  readonly faces: StorypathCardFace[];
}

/** The world's Cards stacks (`game.cards`). */
interface WorldCardsCollection extends EmbeddedCollection<Cards> {
  find(fn: (stack: Cards) => boolean): Cards | undefined;
  /** The configured Cards document class, for `create`. */
  readonly documentClass: {
    create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<Cards | undefined>;
  };
  /** Import a document of a compendium into the world; `updateData` is merged into the imported data. */
  importFromCompendium(
    pack: StorypathCompendium,
    id: string,
    updateData?: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<Cards>;
}

/** The Storypath pack, as far as importing one document from it (see globals.d.ts). */
type StorypathCompendium = CompendiumPack;

interface Game {
  readonly cards: WorldCardsCollection;
}
