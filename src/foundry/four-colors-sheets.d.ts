// What the Four Colors sheets call beyond the shared declarations, shaped
// after how v13 systems use it (Draw Steel, dnd5e): the settings menu
// registration. (ActorSheetV2's drop handlers are in applications.d.ts.)

interface ClientSettings {
  /** A button in Configure Settings that opens an application (the GM's forms). */
  registerMenu(
    namespace: string,
    key: string,
    config: { name: string; label: string; hint?: string; icon?: string; type: unknown; restricted?: boolean },
  ): void;
}
