/**
 * The particular strength sheet (ApplicationV2, thin): the pure context
 * builder draws it; submits are validated against the spec (significance
 * at most 4, doubly potent needs potent) before saving; making a held
 * strength unique is refused while another sheet holds one of that name.
 */
import { templatePath } from "../../../core/game-definition";
import { enrichField, sheetParts, systemSource } from "../../../core/sheets/sheet-support";
import { strengthSpec } from "../data/strength";
import { buildStrengthContext, buildStrengthLimitedContext } from "./strength-context";
import { saveValidated } from "./save";
import { uniqueRefusal } from "./unique-check";
import { diceAssigned } from "../data/holding";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

export class WickedStrengthSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "wicked-age", "wicked-strength"],
    position: { width: 520, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: WickedStrengthSheet.onSubmit },
  };

  static override PARTS = {
    strength: { template: templatePath("wicked-age/sheets/strength-sheet.hbs"), scrollable: [""] },
    limited: { template: templatePath("wicked-age/sheets/strength-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    options.parts = sheetParts(this.document, ["strength"]);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = { name: this.item.name, img: this.item.img, type: this.item.type };
    const system = systemSource(this.item);
    const enriched = {
      description: await enrichField(system.description, this.item),
      effects: await enrichField(system.effects, this.item),
    };
    if (this.document.limited) return { ...base, ...buildStrengthLimitedContext({ item, enriched }) };
    return {
      ...base,
      ...buildStrengthContext({
        item,
        system,
        editable: this.isEditable,
        enriched,
        ownerName: this.item.parent?.name ?? "",
        heldByMade: this.item.parent ? diceAssigned(this.item.parent.system.forms) : false,
      }),
    };
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as WickedStrengthSheet;
    if (!sheet.isEditable) return;
    const data = foundry.utils.expandObject(formData.object);
    const system = (data.system ?? {}) as Record<string, unknown>;
    const options = (system.options ?? {}) as Record<string, unknown>;
    const actor = sheet.item.parent;
    const name = typeof data.name === "string" ? data.name : sheet.item.name;
    if (actor && options.unique === true && uniqueRefusal(actor, name, true)) {
      void sheet.render();
      return;
    }
    await saveValidated(sheet, sheet.item, strengthSpec, data);
  }
}
