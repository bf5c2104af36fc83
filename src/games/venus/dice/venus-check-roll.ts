import { templatePath } from "../../../core/game-definition";
import { checkCardContext, type CheckFaces, type CheckRollOptions } from "./check-context";

export const CHECK_CARD_TEMPLATE = templatePath("venus/dice/check-card.hbs");

/**
 * A Venus check: 1d20 plus the bonus d6 of the approved bonus factors, rolled
 * together as real dice (Dice So Nice, manual entry). Everything the card
 * needs sits in `options.venusCheck`, so the card re-renders from the roll's
 * own data after a reload; the rules decide the result (resolveCheck).
 */
export class VenusCheckRoll extends foundry.dice.Roll {
  // No CHAT_TEMPLATE override: render() draws the card itself, and a private
  // or blind roll falls back to Foundry's own template, which shows "???" —
  // the card template would render empty from Foundry's private roll data.

  /** A check roll ready to evaluate: d20 and `bonusDice` d6. */
  static build(options: CheckRollOptions, bonusDice: number): VenusCheckRoll {
    const formula = bonusDice > 0 ? `1d20 + ${bonusDice}d6` : "1d20";
    return new VenusCheckRoll(formula, {}, { venusCheck: options });
  }

  /** The check's data, or null on a roll built without it. */
  get checkOptions(): CheckRollOptions | null {
    const data = this.options.venusCheck;
    return data !== null && typeof data === "object" ? (data as CheckRollOptions) : null;
  }

  /** The natural d20 and the bonus d6 faces. */
  get faces(): CheckFaces {
    const [d20, bonus] = this.dice;
    const active = (term: foundry.dice.terms.DiceTerm | undefined): number[] =>
      (term?.results ?? []).filter((r) => r.active !== false).map((r) => r.result);
    return { d20: active(d20)[0] ?? 1, bonusDice: active(bonus) };
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const data = this.checkOptions;
    if (!data || !this._evaluated || options.isPrivate) return super.render(options);
    return foundry.applications.handlebars.renderTemplate(CHECK_CARD_TEMPLATE, checkCardContext(data, this.faces));
  }
}
