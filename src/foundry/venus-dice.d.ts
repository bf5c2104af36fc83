// What the Venus checks, tasks and task card call beyond the shared
// declarations, shaped after how v13 systems and modules call them:
// Dice So Nice's `game.dice3d.showForRoll` for dice rolled after a message
// exists (KISS re-rolls), as dnd5e and pf2e call it behind a guard; and the
// v13 `renderChatMessageHTML` hook's arguments (message, HTMLElement, context).

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
