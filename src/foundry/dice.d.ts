// foundry.dice.Roll as systems subclass it (dnd5e D20Roll, Daggerheart,
// DCC): a formula, evaluated terms, and a chat template. Subclasses must be
// pushed onto CONFIG.Dice.rolls so messages can rebuild them by class name.
declare namespace foundry {
  namespace dice {
    namespace terms {
      interface DiceTermResult {
        result: number;
        active: boolean;
        discarded?: boolean;
        success?: boolean;
        rerolled?: boolean;
        hidden?: boolean;
      }
      class RollTerm {
        options: Record<string, unknown> & { flavor?: string; appearance?: Record<string, unknown> };
        readonly total: number | undefined;
      }
      class DiceTerm extends RollTerm {
        number: number;
        faces: number;
        results: DiceTermResult[];
      }
      class Die extends DiceTerm {}
    }
    class Roll {
      constructor(formula: string, data?: Record<string, unknown>, options?: Record<string, unknown>);
      static CHAT_TEMPLATE: string;
      static TOOLTIP_TEMPLATE: string;
      static fromData<T extends Roll>(this: new (...args: never[]) => T, data: object): T;
      formula: string;
      data: Record<string, unknown>;
      options: Record<string, unknown>;
      terms: foundry.dice.terms.RollTerm[];
      readonly dice: foundry.dice.terms.DiceTerm[];
      readonly total: number | undefined;
      readonly _evaluated: boolean;
      evaluate(options?: { allowInteractive?: boolean }): Promise<this>;
      render(options?: { flavor?: string; template?: string; isPrivate?: boolean }): Promise<string>;
      toMessage(
        messageData?: Record<string, unknown>,
        options?: { rollMode?: string; messageMode?: string; create?: boolean },
      ): Promise<ChatMessage | undefined>;
      toJSON(): Record<string, unknown>;
    }
  }
}
