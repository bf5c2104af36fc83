/**
 * VenusTableRoll: a table procedure (starting Lots, Ego, a VINPC's favour, a
 * lifepath's free attribute, a finite asset's uses, a fragile tool's break
 * check) rolled with real Foundry dice, so Dice So Nice shows them and players
 * may enter physical dice. The procedure's data sits in `options.venusTable`
 * and render() rebuilds the card from it and the faces after a reload.
 */
import { templatePath } from "../../../core/game-definition";
import { tableCardContext } from "./table-card";
import { parseTableRollData, PROCEDURE_FORMULAS, type TableRollData } from "./table-data";

export const TABLE_CARD_TEMPLATE = templatePath("venus/tables/table-card.hbs");

export class VenusTableRoll extends foundry.dice.Roll {
  // No CHAT_TEMPLATE override: a private or blind roll falls back to Foundry's
  // own template ("???"), as the check and task rolls do.

  /** A roll of the procedure's dice, ready to evaluate. */
  static build(data: TableRollData): VenusTableRoll {
    return new VenusTableRoll(PROCEDURE_FORMULAS[data.procedure], {}, { venusTable: data });
  }

  /** The procedure's data, or null on a roll built without it. */
  get tableData(): TableRollData | null {
    return parseTableRollData(this.options);
  }

  /** The active faces of every die rolled, in order. */
  get faces(): number[] {
    return this.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result));
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const data = this.tableData;
    if (!data || !this._evaluated || options.isPrivate) return super.render(options);
    return foundry.applications.handlebars.renderTemplate(TABLE_CARD_TEMPLATE, tableCardContext(data, this.faces));
  }
}
