// The v13/v14 `getHeaderControls<ApplicationClass>` hook, as modules and
// sheets add entries to another application's header menu (Tidy 5e's header
// controls, journal tools added to `JournalEntrySheet`): the window and its
// list of entries, each with an action id, an icon, a label and `onClick`.
// Capes adds "Open the board" to the sheet of a board's JournalEntry.

interface CapesHeaderControl {
  action: string;
  icon: string;
  label: string;
  visible?: boolean;
  onClick?: (event: PointerEvent) => void;
}

/** `getHeaderControlsJournalEntrySheet`: the journal's sheet (a document sheet) and its header entries. */
type CapesHeaderControlsHook = (
  application: foundry.applications.api.ApplicationV2 & { readonly document?: FoundryDocument },
  controls: CapesHeaderControl[],
) => void;
