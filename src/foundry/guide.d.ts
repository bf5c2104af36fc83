// What opening a game's guide calls (src/core/guide-open.ts): one document
// of a compendium by its id, `pack.getDocument(id)` (loaded from the pack,
// null when the pack has no such id), then its sheet — the way open-source
// systems open a manual or a journal entry kept in their compendiums.

interface CompendiumPack {
  /** One document of the pack, loaded; null (or undefined) when it holds no such id. */
  getDocument(id: string): Promise<FoundryDocument | null | undefined>;
}
