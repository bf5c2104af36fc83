// What the Personae layer calls beyond the shared declarations, shaped after
// how v13 systems and modules call it (dnd5e, pf2e, Draw Steel):
// - Dice So Nice's `game.dice3d.showForRoll` for an answer rolled by the GM
//   after the card exists (read through a cast: the module may be absent);
// - `Actor#hasPlayerOwner`, to tell a chorus identity (no player owns it)
//   from a player's when a negation earns a development point;
// - the user's targeted tokens (`game.user.targets`, each with its actor),
//   which the challenge dialog offers first as the opposing identities;
// - the v13 `renderChatMessageHTML` hook's arguments and `ui.chat.updateMessage`
//   to draw a card again after a stale request;
// - the `modifyTokenAttribute` hook's arguments (data, the update about to be
//   made, the actor), so a token bar edit of vitality marks hits instead.

interface PersonaeDice3D {
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

/** A Game that may carry Dice So Nice. */
interface PersonaeGameWithDice3D {
  readonly dice3d?: PersonaeDice3D;
}

interface Actor {
  /** Whether any non-GM user owns this actor. */
  readonly hasPlayerOwner: boolean;
}

/** A targeted token, as far as the challenge dialog reads it. */
interface PersonaeTargetToken {
  readonly actor: Actor | null;
}

interface User {
  /** The tokens this user targets (v13 UserTargets, a Set of Token placeables). */
  readonly targets: Set<PersonaeTargetToken>;
}

/** The arguments v13 passes to `renderChatMessageHTML` hooks. */
type PersonaeRenderChatMessageHTML = (
  message: ChatMessage,
  html: HTMLElement,
  context: Record<string, unknown>,
) => void;

/** The chat log (`ui.chat`), read through a cast. */
interface PersonaeChatLog {
  updateMessage(message: ChatMessage): Promise<unknown>;
}

/** `modifyTokenAttribute` hook: the bar edit, the actor update about to be made (mutable), the actor. */
type PersonaeModifyTokenAttribute = (
  data: { attribute: string; value: number; isDelta: boolean; isBar: boolean },
  updates: Record<string, unknown>,
  actor?: Actor,
) => boolean | void;
