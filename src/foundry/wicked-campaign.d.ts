// What In a Wicked Age's chapters call: a story sheet kept in a JournalEntry
// (its flags, and one text page a reader sees in Foundry's own journal),
// the world's journals, a RollTable's results read from a compendium, and
// `updateSetting` reaching other clients — shaped after how v13 systems and
// modules create journals with pages (Draw Steel, dnd5e's journal
// importers), read compendium documents (`pack.getDocuments()`) and table
// results by range.

interface WickedJournalPage {
  readonly id: string | null;
  readonly type: string;
  update(data: Record<string, unknown>): Promise<unknown>;
}

// JournalEntry itself is declared once, in capes-board.d.ts; the story sheet
// also reads its pages (interface merging adds them to that class).
interface JournalEntry {
  readonly pages: EmbeddedCollection<WickedJournalPage>;
}

/** A table result as v13 stores it: its range and its text (`name`). */
interface WickedTableResult {
  readonly range: [number, number];
  readonly name: string;
  getFlag(scope: string, key: string): unknown;
}

/** A RollTable read from a compendium. */
interface WickedRollTable {
  readonly name: string;
  readonly results: EmbeddedCollection<WickedTableResult>;
  getFlag(scope: string, key: string): unknown;
}

interface CompendiumPack {
  /** Every document of the pack, loaded. */
  getDocuments(): Promise<unknown[]>;
}

interface Game {
  readonly journal: EmbeddedCollection<JournalEntry>;
}
