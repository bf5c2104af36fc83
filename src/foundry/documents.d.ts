// Client documents as systems touch them. Only what we call is declared.
interface FoundryDocument {
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
  toObject(source?: boolean): Record<string, unknown>;
}

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

declare class Actor implements FoundryDocument {
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
  readonly id: string | null;
  readonly uuid: string;
  readonly documentName: "Actor";
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  readonly items: EmbeddedCollection<Item>;
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
  toObject(source?: boolean): Record<string, unknown>;
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
  updateSource(changes: Record<string, unknown>): object;
}

declare class Item implements FoundryDocument {
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
  readonly id: string | null;
  readonly uuid: string;
  readonly documentName: "Item";
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  readonly parent: Actor | null;
  readonly actor: Actor | null;
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
  toObject(source?: boolean): Record<string, unknown>;
  updateSource(changes: Record<string, unknown>): object;
}

declare class User {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  readonly active: boolean;
  readonly character: Actor | null;
  /** v13 queries: ask another user's client (normally the active GM) to run a registered handler. */
  query(name: string, data: Record<string, unknown>, options?: { timeout?: number }): Promise<unknown>;
}

interface ChatSpeaker {
  scene?: string | null;
  actor?: string | null;
  token?: string | null;
  alias?: string;
}

declare class ChatMessage implements FoundryDocument {
  static implementation: typeof ChatMessage;
  static create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<ChatMessage | undefined>;
  static getSpeaker(options?: { actor?: Actor | null; token?: unknown; alias?: string }): ChatSpeaker;
  static getSpeakerActor(speaker: ChatSpeaker): Actor | null;
  readonly id: string | null;
  readonly uuid: string;
  readonly documentName: "ChatMessage";
  name: string;
  type: string;
  system: Record<string, unknown>;
  content: string;
  flavor: string;
  speaker: ChatSpeaker;
  rolls: foundry.dice.Roll[];
  readonly author: User | null;
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
  toObject(source?: boolean): Record<string, unknown>;
}

declare class Cards implements FoundryDocument {
  readonly id: string | null;
  readonly uuid: string;
  readonly documentName: "Cards";
  name: string;
  type: "deck" | "hand" | "pile";
  readonly cards: EmbeddedCollection<Card>;
  readonly availableCards: Card[];
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
  toObject(source?: boolean): Record<string, unknown>;
  /** The receiving stack draws `number` cards from `from`. */
  draw(from: Cards, number?: number, options?: { how?: number; chatNotification?: boolean }): Promise<Card[]>;
  pass(to: Cards, ids: string[], options?: { chatNotification?: boolean; action?: string }): Promise<Card[]>;
  shuffle(options?: { chatNotification?: boolean }): Promise<this>;
}

declare class Card {
  readonly id: string | null;
  readonly uuid: string;
  name: string;
  description: string;
  readonly parent: Cards | null;
  readonly drawn: boolean;
  update(data: Record<string, unknown>): Promise<this | undefined>;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<this>;
}
