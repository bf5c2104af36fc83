import { templatePath } from "../../../core/game-definition";
import type { CheckRollOptions } from "./check-context";
import type { RerollTarget } from "./check-card-state";

export const CHECK_CARD_TEMPLATE = templatePath("venus/dice/check-card.hbs");

/**
 * The dice of a Venus check, real Foundry dice (Dice So Nice, manual
 * entry): the d20 first, then, on the card, the bonus dice (one term a die,
 * `1d6x` when a Gambit makes them explode, so every die a six adds is shown)
 * and the one Lot re-roll. The d20's roll keeps the check's setup in
 * `options.venusCheck`, so it re-renders from its own data; the card itself
 * lives in its message's flags (check-card-message.ts). The card's context
 * builder is in Venus's lazy chunk (../on-demand.ts), fetched by the first
 * render.
 */
export class VenusCheckRoll extends foundry.dice.Roll {
  // No CHAT_TEMPLATE override: render() draws the card itself, and a private
  // or blind roll falls back to Foundry's own template, which shows "???" —
  // the card template would render empty from Foundry's private roll data.

  /** A check's d20, ready to evaluate. */
  static d20(setup: CheckRollOptions): VenusCheckRoll {
    return new VenusCheckRoll("1d20", {}, { venusCheck: setup });
  }

  /** The bonus step's dice: one term a die, exploding or not. */
  static bonusDice(count: number, explode: boolean): VenusCheckRoll {
    const die = explode ? "1d6x" : "1d6";
    return new VenusCheckRoll(Array.from({ length: Math.max(1, count) }, () => die).join(" + "));
  }

  /** The one Lot re-roll: the d20, or one bonus die (exploding or not). */
  static reroll(die: RerollTarget, explode: boolean): VenusCheckRoll {
    return new VenusCheckRoll(die === "d20" ? "1d20" : explode ? "1d6x" : "1d6");
  }

  /** The check's setup, or null on a roll built without it. */
  get checkOptions(): CheckRollOptions | null {
    const data = this.options.venusCheck;
    return data !== null && typeof data === "object" ? (data as CheckRollOptions) : null;
  }

  /** Each die's value: its term's results summed (a bonus die with the chain its sixes added). */
  dieValues(): number[] {
    return this.dice.map((term) =>
      term.results.filter((r) => r.active !== false).reduce((sum, r) => sum + r.result, 0),
    );
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const data = this.checkOptions;
    if (!data || !this._evaluated || options.isPrivate) return super.render(options);
    const { checkCardContext, createCheckCard, legacyCheckCard } = await import("../on-demand");
    const [d20, bonus] = this.dice;
    const faces = (term: foundry.dice.terms.DiceTerm | undefined): number[] =>
      (term?.results ?? []).filter((r) => r.active !== false).map((r) => r.result);
    const first = faces(d20)[0] ?? 1;
    // A check rolled before the card was interactive carried its bonus d6 in the same roll.
    const state = bonus ? legacyCheckCard(data, first, faces(bonus)) : createCheckCard(data, first);
    const nobody = { isGM: false, ownsRoller: false, ownsAllies: [] };
    return foundry.applications.handlebars.renderTemplate(
      CHECK_CARD_TEMPLATE,
      checkCardContext(state, nobody, { lots: 0 }),
    );
  }
}
