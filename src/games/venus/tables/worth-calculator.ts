/**
 * The asset sheet's worth calculator (Foundry side): shows the worth in every
 * caliber and, for a #fungible asset's owner, one button per caliber it makes
 * whole dice in. Converting writes the new worth and posts a short card.
 */
import { templatePath } from "../../../core/game-definition";
import { venus } from "../../../rules";
import { TABLE_CARD_TEMPLATE } from "./venus-table-roll";
import { convertedWorth, worthCalculatorContext, worthCardContext, worthText, type WorthAsset } from "./worth-context";
import { refuse } from "./roller";
import { TABLES_LANG } from "./table-card";

const WORTH_DIALOG_TEMPLATE = templatePath("venus/tables/worth-dialog.hbs");

function assetOf(item: Item): WorthAsset {
  const worth = (item.system.worth ?? {}) as { dice?: unknown; caliber?: unknown };
  return {
    name: item.name,
    worth: {
      dice: typeof worth.dice === "number" ? worth.dice : 0,
      caliber: venus.isCaliber(worth.caliber) ? worth.caliber : "bronze",
    },
    tags: Array.isArray(item.system.tags) ? (item.system.tags as string[]) : [],
  };
}

/** Open the calculator for an asset; convert when its owner picks a caliber. */
export async function openWorthCalculator(item: Item): Promise<void> {
  const asset = assetOf(item);
  const context = worthCalculatorContext(asset, item.isOwner);
  const targets = context.targets as { caliber: venus.Caliber; text: string }[];
  const content = await foundry.applications.handlebars.renderTemplate(WORTH_DIALOG_TEMPLATE, context);
  const choice = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(`${TABLES_LANG}.Worth.title`) },
    content,
    buttons: [
      ...targets.map((t) => ({
        action: t.caliber,
        label: game.i18n.format(`${TABLES_LANG}.Worth.convertTo`, { worth: t.text }),
        callback: () => t.caliber,
      })),
      { action: "close", label: game.i18n.localize(`${TABLES_LANG}.Worth.close`), default: true, callback: () => null },
    ],
    rejectClose: false,
  });
  if (typeof choice !== "string" || !venus.isCaliber(choice)) return;
  if (!item.isOwner) return void refuse("notOwner");
  // Read the worth again: it may have changed while the dialog was open.
  const from = assetOf(item).worth;
  const to = convertedWorth(from, choice);
  if (!to) return void refuse("Worth.notWholeWarning");
  await item.update({ "system.worth": { dice: to.dice, caliber: to.caliber } });
  const actor = item.parent;
  const card = worthCardContext(actor?.name ?? item.name, actor?.img ?? item.img, item.name, from, to);
  await ChatMessage.create({
    content: await foundry.applications.handlebars.renderTemplate(TABLE_CARD_TEMPLATE, card),
    speaker: ChatMessage.getSpeaker({ actor }),
  });
  ui.notifications.info(
    game.i18n.format(`${TABLES_LANG}.Worth.converted`, { from: worthText(from), to: worthText(to) }),
  );
}
