// What the Capes example loader reads beyond the shared declarations: the
// compendium document a world actor was imported from, which Foundry's
// Import command keeps in `_stats.compendiumSource` (as dnd5e and Draw Steel
// read it to find an imported document's origin).

interface Actor {
  readonly _stats?: { compendiumSource?: string | null };
}
