// What the Capes board calls beyond the shared declarations, shaped after
// how v13 systems and modules keep shared state in a world document (a
// JournalEntry whose flags hold a tracker, as clock and tracker modules
// do): the JournalEntry document (its shared members come from the
// documents' base, `foundry.abstract.Document` in documents.d.ts), creating
// it with a text page and OBSERVER ownership, reading and replacing its
// flag, and the `updateJournalEntry` hook that tells every client it changed.

declare class JournalEntry extends foundry.abstract.Document {
  static create(data: Record<string, unknown>, operation?: Record<string, unknown>): Promise<JournalEntry | undefined>;
  readonly documentName: "JournalEntry";
}

/** `updateJournalEntry`, `updateActor` and `updateItem` hooks: the document, the change, options, the user who made it. */
type CapesUpdateHook<T> = (
  document: T,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
  userId: string,
) => void;
