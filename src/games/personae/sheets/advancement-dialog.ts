/**
 * The development point dialog, in Foundry: a DialogV2 whose fields follow
 * the purchase chosen (advancement-context.ts); on Buy the pure plan is
 * applied to the character, its item or its companion. A refused purchase
 * is explained and the dialog opens again with the same choice.
 */
import { templatePath } from "../../../core/game-definition";
import { notifyKeys } from "../../../core/notify";
import { pluralKey } from "../../../core/plural";
import { IDENTITY_TYPE, type PlainItem } from "../data/common";
import type { PersonaeIdentitySystem } from "../data/identity";
import { EMPTY_PURCHASE, planPurchase, type CompanionView, type Purchase } from "./advancement";
import { advancementContext, readPurchase } from "./advancement-context";

const TEMPLATE = templatePath("personae/sheets/advancement.hbs");
const LIVE = templatePath("personae/sheets/advancement-live.hbs");

function companionsOf(actor: Actor): CompanionView[] {
  return game.actors
    .filter(
      (a) => a.type === IDENTITY_TYPE && (a.system as { companionOf?: string }).companionOf === actor.uuid && a.isOwner,
    )
    .map((a) => {
      const s = a.system as unknown as PersonaeIdentitySystem;
      return {
        uuid: a.uuid,
        name: a.name,
        toughness: s.toughness,
        attributes: { ...s.attributes },
        priorities: { ...s.priorities },
      };
    });
}

const values = (form: HTMLFormElement | null | undefined) =>
  form ? new foundry.applications.ux.FormDataExtended(form).object : {};

export async function openAdvancementDialog(actor: Actor): Promise<void> {
  let purchase: Purchase = { ...EMPTY_PURCHASE };
  const render = foundry.applications.handlebars.renderTemplate;
  for (;;) {
    const system = actor.system as unknown as PersonaeIdentitySystem;
    const items: PlainItem[] = actor.items.map((i) => ({
      id: i.id ?? "",
      name: i.name,
      type: i.type,
      system: i.system,
    }));
    const companions = companionsOf(actor);
    const context = (p: Purchase) => advancementContext(system, items, companions, p);
    const result = await foundry.applications.api.DialogV2.wait({
      window: { title: game.i18n.format("STORY_ENGINES.Personae.Advance.title", { name: actor.name }) },
      content: await render(TEMPLATE, context(purchase)),
      position: { width: 420 },
      rejectClose: false,
      buttons: [
        {
          action: "buy",
          label: game.i18n.localize("STORY_ENGINES.Personae.Advance.confirm"),
          default: true,
          callback: (_e, button) => values(button.form),
        },
      ],
      render: (_event, dialog) => {
        const form =
          dialog.element.querySelector("form") ?? (dialog.element instanceof HTMLFormElement ? dialog.element : null);
        const live = dialog.element.querySelector<HTMLElement>("[data-personae-live]");
        if (!form || !live) return;
        form.addEventListener("change", () => {
          purchase = readPurchase(values(form), purchase);
          void render(LIVE, context(purchase)).then((html) => {
            live.innerHTML = html;
          });
        });
      },
    });
    if (result === null || typeof result !== "object") return;
    purchase = readPurchase(result as Record<string, unknown>, purchase);
    const plan = planPurchase(system, items, companions, purchase);
    if (plan.problems.length) {
      notifyKeys(plan.problems);
      continue;
    }
    if (plan.create) await actor.createEmbeddedDocuments("Item", [plan.create]);
    if (plan.item) await actor.items.get(plan.item.id)?.update(plan.item.changes);
    if (plan.companion) {
      const companion = await fromUuid(plan.companion.uuid);
      if (companion) await companion.update(plan.companion.changes);
    }
    await actor.update(plan.actor);
    ui.notifications.info(
      game.i18n.format(pluralKey("STORY_ENGINES.Personae.Advance.bought", plan.cost), { cost: plan.cost }),
    );
    return;
  }
}
