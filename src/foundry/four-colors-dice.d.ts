// What the Four Colors roll dialog calls beyond the shared declarations,
// shaped after how v13 applications use it (dnd5e, Draw Steel, Daggerheart
// dialogs): ApplicationV2 calls `_onChangeForm` for every change inside an
// application whose element is the form (tag "form"), after each render as
// well, so listeners need not be bound by hand.
declare namespace foundry {
  namespace applications {
    namespace api {
      interface ApplicationV2 {
        _onChangeForm(formConfig: ApplicationConfiguration["form"], event: Event): void;
      }
    }
  }
}

// The stakes card (dice/stakes-listeners.ts) is drawn again for each viewer in
// v13's `renderChatMessageHTML` hook (message, HTMLElement, context), and a
// card refused as stale is drawn again with `ui.chat.updateMessage`, as dnd5e
// and Draw Steel do.
type FourColorsRenderChatMessageHTML = (
  message: ChatMessage,
  html: HTMLElement,
  context: Record<string, unknown>,
) => void;

/** The chat log (`ui.chat`), read through a cast. */
interface FourColorsChatLog {
  updateMessage(message: ChatMessage): Promise<unknown>;
}
