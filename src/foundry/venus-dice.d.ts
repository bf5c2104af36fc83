// What the Venus checks, tasks and task card call beyond the shared
// declarations, shaped after how v13 systems and modules call them:
// Dice So Nice's `game.dice3d.showForRoll` for dice rolled after a message
// exists (KISS re-rolls), as dnd5e and pf2e call it behind a guard; the
// v13 `renderChatMessageHTML` hook's arguments (message, HTMLElement, context);
// a message's whisper and blind; and `ui.chat.updateMessage` (dnd5e's and
// Draw Steel's way to draw a message again).

/** Dice So Nice's API object (`game.dice3d`), present only when the module is active. */
interface VenusDice3D {
  showForRoll(
    roll: foundry.dice.Roll,
    user?: User,
    synchronize?: boolean,
    whisper?: string[] | null,
    blind?: boolean,
    messageId?: string | null,
    speaker?: ChatSpeaker | null,
  ): Promise<boolean>;
}

/** A Game that may carry Dice So Nice (read through a cast: the module may be absent). */
interface VenusGameWithDice3D {
  readonly dice3d?: VenusDice3D;
}

/** The arguments v13 passes to `renderChatMessageHTML` hooks. */
type VenusRenderChatMessageHTML = (message: ChatMessage, html: HTMLElement, context: Record<string, unknown>) => void;

// The task card's KISS re-rolls show Dice So Nice the message's visibility:
// who it is whispered to (user ids; empty for everyone) and whether it is
// blind, as dnd5e and pf2e pass them to showForRoll.
interface ChatMessage {
  readonly whisper: string[];
  readonly blind: boolean;
}

/** The chat log (`ui.chat`), to draw a message again after a stale request (read through a cast). */
interface VenusChatLog {
  updateMessage(message: ChatMessage): Promise<unknown>;
}
