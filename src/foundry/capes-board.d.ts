// What the Capes board calls beyond the shared declarations, shaped after
// how v13 systems and modules keep shared state in a world document (a
// JournalEntry whose flags hold a tracker, as clock and tracker modules
// do): creating the JournalEntry with a text page and OBSERVER ownership,
// reading and replacing its flag, the `updateJournalEntry` hook that tells
// every client it changed, and the v13 `renderJournalDirectory` hook
// (application, HTMLElement) where the sidebar gets the board's button.

declare class JournalEntry implements FoundryDocument {
  static create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<JournalEntry | undefined>;
  readonly id: string | null;
  readonly uuid: string;
  readonly documentName: "JournalEntry";
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

/** `updateJournalEntry`, `updateActor` and `updateItem` hooks: the document, the change, options, the user who made it. */
type CapesUpdateHook<T> = (
  document: T,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
  userId: string,
) => void;

/** v13 `renderJournalDirectory`: the sidebar tab and its element. */
type CapesRenderDirectory = (application: foundry.applications.api.ApplicationV2, html: HTMLElement) => void;
