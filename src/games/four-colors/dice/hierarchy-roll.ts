/**
 * HierarchyRoll: Rolling the Planets with real Foundry dice. One die term per
 * rolled Force (`1d8[known]`) plus the circumstance dice, so Dice So Nice
 * animates them and players can enter physical dice. Everything the card
 * needs is in `options.fourColors` (see roll-data.ts), so the card rebuilds
 * from the roll alone after a reload; `render()` builds it with the pure
 * card-context builder.
 */
import { templatePath } from "../../../core/game-definition";
import { allowInteractiveRoll, messageModeOptions } from "../../../core/compat";
import { buildCardContext } from "./card-context";
import { applyForceAppearance } from "./dice-so-nice";
import { extractResults, parseRollData, rollFormula, rollOptions, type HierarchyRollData } from "./roll-data";
import type { Translate } from "./translate";

export const CARD_TEMPLATE = templatePath("four-colors/dice/card.hbs");

/** game.i18n as a Translate. */
export const foundryTranslate: Translate = (key, data) =>
  data ? game.i18n.format(key, data) : game.i18n.localize(key);

export class HierarchyRoll extends foundry.dice.Roll {
  static override CHAT_TEMPLATE = CARD_TEMPLATE;

  /** A roll ready to evaluate for this plan. */
  static fromPlan(data: HierarchyRollData): HierarchyRoll {
    return new HierarchyRoll(rollFormula(data), {}, rollOptions(data));
  }

  /** This roll's Four Colors data (null if the options were lost). */
  get fourColors(): HierarchyRollData | null {
    return parseRollData(this.options);
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const data = this.fourColors;
    // Without our data the card cannot be built: Foundry's own roll card, not ours with an empty context.
    if (!data) return super.render({ ...options, template: options.template ?? foundry.dice.Roll.CHAT_TEMPLATE });
    if (!this._evaluated) await this.evaluate({ allowInteractive: !options.isPrivate });
    const context = buildCardContext(data, extractResults(this.dice), {
      t: foundryTranslate,
      isPrivate: options.isPrivate === true,
    });
    return foundry.applications.handlebars.renderTemplate(options.template ?? CARD_TEMPLATE, context);
  }
}

/** Roll the plan with real dice (Dice So Nice colours, manual entry) and post the card. */
export async function rollAndPost(data: HierarchyRollData, speaker: Actor | null): Promise<HierarchyRoll> {
  const roll = HierarchyRoll.fromPlan(data);
  applyForceAppearance(roll, data);
  // Blind rolls are hidden from the roller: no manual dice entry for them.
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor: speaker }) }, messageModeOptions());
  return roll;
}
