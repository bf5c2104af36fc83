/**
 * The Venus item sheet for jobs, lifepaths, attributes and assets
 * (ApplicationV2): a header part plus the part of the item's type, or the
 * LIMITED part alone. Submits are validated against the type's spec first.
 */
import { templatePath } from "../../../core/game-definition";
import type { ModelSpec } from "../../../schema";
import { jobSpec } from "../data/job";
import { lifepathSpec } from "../data/lifepath";
import { attributeSpec } from "../data/attribute";
import { assetSpec } from "../data/asset";
import { buildItemContext, buildItemLimitedContext } from "./item-context";
import { saveValidated } from "./save";
import { enrichField } from "../../../core/sheets/sheet-support";
import { configureParts } from "../../../core/sheets/part-refresh";
import { ITEM_TABLE_ACTIONS } from "../tables/sheet-actions";

const { HandlebarsApplicationMixin } = foundry.applications.api;

/** The spec each Item sub-type's submit is validated against, keyed by the type Foundry stores ("venusJob"…). */
export const VENUS_ITEM_SPECS: Record<string, ModelSpec> = {
  venusJob: jobSpec,
  venusLifepath: lifepathSpec,
  venusAttribute: attributeSpec,
  venusAsset: assetSpec,
};

export class VenusItemSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    // A form, as Foundry's document sheets are: its fields submit on a change.
    tag: "form",
    classes: ["story-engines", "venus", "venus-item"],
    position: { width: 600, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: VenusItemSheet.onSubmit },
    // Uses (2d6), break check (d20), free attribute (d6), worth calculator: tables/sheet-actions.ts.
    actions: { ...ITEM_TABLE_ACTIONS },
  };

  static override PARTS = {
    header: { template: templatePath("venus/sheets/item-header.hbs") },
    venusJob: { template: templatePath("venus/sheets/job.hbs"), scrollable: [""] },
    venusLifepath: { template: templatePath("venus/sheets/lifepath.hbs"), scrollable: [""] },
    venusAttribute: { template: templatePath("venus/sheets/attribute.hbs"), scrollable: [""] },
    venusAsset: { template: templatePath("venus/sheets/asset.hbs"), scrollable: [""] },
    limited: { template: templatePath("venus/sheets/item-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, ["header", this.item.type]);
  }

  private enrich(field: string): Promise<string> {
    return enrichField(this.item.system[field], this.item);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = { name: this.item.name, img: this.item.img, type: this.item.type };
    const enriched: Record<string, string> = { description: await this.enrich("description") };
    if (this.item.type === "venusJob") enriched.notes = await this.enrich("notes");
    if (this.document.limited) return { ...base, ...buildItemLimitedContext({ item, enriched }) };
    const owner = this.item.parent;
    const attributeNames = owner ? owner.items.filter((i) => i.type === "venusAttribute").map((i) => i.name) : null;
    return {
      ...base,
      ...buildItemContext({ item, system: this.item.system, editable: this.isEditable, enriched, attributeNames }),
    };
  }

  static async onSubmit(
    this: foundry.applications.api.ApplicationV2,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as VenusItemSheet;
    const spec = VENUS_ITEM_SPECS[sheet.item.type];
    if (!sheet.isEditable || !spec) return;
    // Refused: a warning, and the sheet draws the stored values again over what was typed.
    await saveValidated(sheet, sheet.item, spec, foundry.utils.expandObject(formData.object));
  }
}
