// What In a Wicked Age's conflict tracker calls: the Combat and Combatant
// documents with system sub-types (both extend the documents' base in
// documents.d.ts), shaped after how v13 systems use them —
// gumshoe-fvtt registers CONFIG.Combat/Combatant.dataModels for its two
// encounter kinds and subclasses CONFIG.Combat.documentClass to give new
// combatants the combat's own sub-type; Draw Steel and dnd5e update
// combatants' `initiative` and `defeated`, and read `game.combats`.

interface FoundryConfig {
  Combat: { dataModels: Record<string, unknown>; documentClass: typeof Combat };
  Combatant: { dataModels: Record<string, unknown> };
}

declare class Combatant extends foundry.abstract.Document {
  readonly documentName: "Combatant";
  img: string;
  type: string;
  system: Record<string, unknown>;
  initiative: number | null;
  defeated: boolean;
  hidden: boolean;
  readonly actorId: string | null;
  readonly tokenId: string | null;
  readonly actor: Actor | null;
  readonly parent: Combat | null;
}

declare class Combat extends foundry.abstract.Document {
  constructor(data?: Record<string, unknown>, context?: Record<string, unknown>);
  static implementation: typeof Combat;
  static create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<Combat | undefined>;
  readonly documentName: "Combat";
  type: string;
  system: Record<string, unknown>;
  round: number;
  turn: number | null;
  readonly active: boolean;
  readonly started: boolean;
  readonly combatants: EmbeddedCollection<Combatant>;
  /** Make this the viewed encounter of its scene. */
  activate(): Promise<this | undefined>;
  createEmbeddedDocuments(
    name: "Combatant",
    data: Record<string, unknown>[],
    operation?: Record<string, unknown>,
  ): Promise<Combatant[]>;
  updateEmbeddedDocuments(
    name: "Combatant",
    updates: Record<string, unknown>[],
    operation?: Record<string, unknown>,
  ): Promise<Combatant[]>;
  deleteEmbeddedDocuments(name: "Combatant", ids: string[], operation?: Record<string, unknown>): Promise<Combatant[]>;
}

interface Game {
  /** The world's encounters. */
  readonly combats: EmbeddedCollection<Combat> & { find(fn: (c: Combat) => boolean): Combat | undefined };
}

/** Dice So Nice's `game.dice3d`, present only when the module is active (read through a cast). */
interface WickedGameWithDice3D {
  readonly dice3d?: { showForRoll(roll: foundry.dice.Roll, user?: User, synchronize?: boolean): Promise<boolean> };
}

interface Card {
  readonly sort: number;
  readonly suit: string;
  readonly value: number | null;
}

/** A token on a scene, as far as finding an actor's token for a combatant. */
interface WickedTokenDocument {
  readonly id: string | null;
  readonly actorId: string | null;
}

/** The scenes (`game.scenes`), for the viewed scene's tokens and id. */
interface WickedScenes {
  readonly viewed: { readonly id: string | null; readonly tokens: EmbeddedCollection<WickedTokenDocument> } | null;
}

interface Game {
  readonly scenes: WickedScenes;
  /** The encounter the Combat Tracker shows. */
  readonly combat: Combat | null;
}
