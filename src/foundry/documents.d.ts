// Client documents as systems touch them. Only what we call is declared.
// Shaped after Foundry's hierarchy as open-source systems lean on it (pf2e
// and Draw Steel test `doc instanceof foundry.abstract.Document` before
// reading its uuid, name and documentName): every document is a
// `foundry.abstract.Document`, itself a DataModel (data.d.ts: toObject,
// updateSource, parent), and each client document class (Actor, Item,
// ChatMessage, Cards, Card here; Combat, Combatant, JournalEntry in the
// game files) extends it with its own fields. Foundry's client-side mixin
// adds ownership and the sheet to every client document; they are declared
// on the base too, since we only ever hold client documents.
declare namespace foundry {
  namespace abstract {
    class Document extends DataModel {
      readonly id: string | null;
      readonly uuid: string;
      readonly documentName: string;
      name: string;
      readonly isOwner: boolean;
      readonly limited: boolean;
      readonly sheet: foundry.applications.api.ApplicationV2 | null;
      testUserPermission(
        user: User,
        permission: "NONE" | "LIMITED" | "OBSERVER" | "OWNER",
        options?: { exact?: boolean },
      ): boolean;
      update(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<this | undefined>;
      delete(operation?: Record<string, unknown>): Promise<this | undefined>;
      getFlag(scope: string, key: string): unknown;
      setFlag(scope: string, key: string, value: unknown): Promise<this>;
    }
  }
}

/** Any document, as the code that accepts every kind names it. */
type FoundryDocument = foundry.abstract.Document;

interface EmbeddedCollection<T> extends Iterable<T> {
  get(id: string): T | undefined;
  readonly size: number;
  contents: T[];
  filter(fn: (doc: T) => boolean): T[];
  map<U>(fn: (doc: T) => U): U[];
  /** Ids of the documents that failed validation on load (kept, hidden from the UI). */
  readonly invalidDocumentIds: Set<string>;
  /** One of those invalid documents, so it can be repaired by an update. */
  getInvalid(id: string): T | undefined;
}

declare class Actor extends foundry.abstract.Document {
  constructor(data: Record<string, unknown>, context?: Record<string, unknown>);
  static implementation: typeof Actor;
  static create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<Actor | undefined>;
  /** The sub-types the system declares (v12+ `Document.TYPES`). */
  static readonly TYPES: string[];
  /**
   * The Create dialog (v13 signature: data, operation options, dialog
   * options); `types` restricts the sub-types it offers.
   */
  static createDialog(
    data?: Record<string, unknown>,
    createOptions?: Record<string, unknown>,
    dialogOptions?: { types?: string[] } & Record<string, unknown>,
  ): Promise<unknown>;
  readonly documentName: "Actor";
  /** The document's statistics; `compendiumSource` names the compendium document it was imported from (v12+). */
  readonly _stats: { compendiumSource?: string | null };
  img: string;
  type: string;
  system: Record<string, unknown>;
  readonly items: EmbeddedCollection<Item>;
  createEmbeddedDocuments(
    name: "Item",
    data: Record<string, unknown>[],
    operation?: Record<string, unknown>,
  ): Promise<Item[]>;
  deleteEmbeddedDocuments(name: "Item", ids: string[], operation?: Record<string, unknown>): Promise<Item[]>;
  updateEmbeddedDocuments(
    name: "Item",
    updates: Record<string, unknown>[],
    operation?: Record<string, unknown>,
  ): Promise<Item[]>;
}

declare class Item extends foundry.abstract.Document {
  constructor(data: Record<string, unknown>, context?: Record<string, unknown>);
  static implementation: typeof Item;
  static create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<Item | undefined>;
  /** The sub-types the system declares (v12+ `Document.TYPES`). */
  static readonly TYPES: string[];
  /**
   * The Create dialog (v13 signature: data, operation options, dialog
   * options); `types` restricts the sub-types it offers.
   */
  static createDialog(
    data?: Record<string, unknown>,
    createOptions?: Record<string, unknown>,
    dialogOptions?: { types?: string[] } & Record<string, unknown>,
  ): Promise<unknown>;
  readonly documentName: "Item";
  img: string;
  type: string;
  system: Record<string, unknown>;
  readonly parent: Actor | null;
  readonly actor: Actor | null;
}

declare class User {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  readonly active: boolean;
  readonly character: Actor | null;
}

interface ChatSpeaker {
  scene?: string | null;
  actor?: string | null;
  token?: string | null;
  alias?: string;
}

declare class ChatMessage extends foundry.abstract.Document {
  static implementation: typeof ChatMessage;
  static create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<ChatMessage | undefined>;
  static getSpeaker(options?: { actor?: Actor | null; token?: unknown; alias?: string }): ChatSpeaker;
  static getSpeakerActor(speaker: ChatSpeaker): Actor | null;
  readonly documentName: "ChatMessage";
  type: string;
  system: Record<string, unknown>;
  content: string;
  flavor: string;
  speaker: ChatSpeaker;
  rolls: foundry.dice.Roll[];
  readonly author: User | null;
  /** The message's flags by scope (a redraw finds the system's cards by theirs). */
  readonly flags: Record<string, Record<string, unknown> | undefined>;
}

declare class Cards extends foundry.abstract.Document {
  readonly documentName: "Cards";
  type: "deck" | "hand" | "pile";
  readonly cards: EmbeddedCollection<Card>;
  readonly availableCards: Card[];
  /** The receiving stack draws `number` cards from `from`. */
  draw(from: Cards, number?: number, options?: { how?: number; chatNotification?: boolean }): Promise<Card[]>;
  pass(to: Cards, ids: string[], options?: { chatNotification?: boolean; action?: string }): Promise<Card[]>;
  shuffle(options?: { chatNotification?: boolean }): Promise<this>;
}

declare class Card extends foundry.abstract.Document {
  readonly documentName: "Card";
  description: string;
  readonly parent: Cards | null;
  readonly drawn: boolean;
}
