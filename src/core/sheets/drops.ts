/**
 * Drops the Foundry way, for every game's actor sheets. ActorSheetV2's own
 * `_onDrop` reads the drop, fires the `dropActorSheetData` hook (so a module
 * can refuse the drop or take it over) and hands the dropped document to
 * `_onDropItem` / `_onDropActor`: a sheet overrides those, never `_onDrop`.
 *
 * An item dropped from a compendium or the sidebar becomes an owned item
 * made with `game.items.fromCompendium` (as Draw Steel and dnd5e make it):
 * the compendium source stays in `_stats.compendiumSource`, the folder, sort
 * and ownership stay behind, and its id is kept unless the actor already
 * has an item with that id.
 */

/** What to create on `actor` for a dropped item, and whether to keep the item's id. */
export function droppedItemData(actor: Actor, item: Item): { data: Record<string, unknown>; keepId: boolean } {
  const keepId = !item.id || !actor.items.get(item.id);
  return { data: game.items.fromCompendium(item, { keepId, clearFolder: true }), keepId };
}

/** Create a dropped item on `actor`, after `edit` had its say on the data (e.g. a name filled in). */
export function createDroppedItem(
  actor: Actor,
  item: Item,
  edit?: (data: Record<string, unknown>) => void,
): Promise<Item[]> {
  const { data, keepId } = droppedItemData(actor, item);
  edit?.(data);
  return actor.createEmbeddedDocuments("Item", [data], { keepId });
}
