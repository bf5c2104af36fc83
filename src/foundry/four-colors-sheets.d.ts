// What the Four Colors sheets call beyond the shared declarations, shaped
// after how v13 systems use it (Draw Steel, dnd5e): ActorSheetV2's drop
// handlers (v13 delegates a dropped Item/Actor to these), the settings
// menu registration, and the prose-mirror element's value on submit.
declare namespace foundry {
  namespace applications {
    namespace sheets {
      interface ActorSheetV2 {
        /** v13: called for an Item dropped on the sheet; creates it on the actor (or sorts it). */
        _onDropItem(event: DragEvent, item: Item): Promise<unknown>;
        /** v13: called for an Actor dropped on the sheet; does nothing by default. */
        _onDropActor(event: DragEvent, actor: Actor): Promise<unknown>;
      }
    }
  }
}

interface ClientSettings {
  /** A button in Configure Settings that opens an application (the GM's forms). */
  registerMenu(
    namespace: string,
    key: string,
    config: { name: string; label: string; hint?: string; icon?: string; type: unknown; restricted?: boolean },
  ): void;
}
