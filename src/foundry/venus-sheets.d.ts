// What the Venus sheets call beyond applications.d.ts, shaped after v13
// ActorSheetV2 as Draw Steel and dnd5e use it: the sheet's drop entry point
// (ActorSheetV2 binds its drag-drop handler to `_onDrop`; systems override it
// to handle Item and Actor drops themselves).
declare namespace foundry {
  namespace applications {
    namespace sheets {
      interface ActorSheetV2 {
        _onDrop(event: DragEvent): Promise<unknown>;
      }
    }
  }
}
