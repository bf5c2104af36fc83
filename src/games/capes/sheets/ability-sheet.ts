/**
 * The Capes ability sheet (ApplicationV2): type, level, super-powered for
 * Tropes, Blocked and used this Page, and a description; or the LIMITED part
 * alone. Submits are validated against the spec first.
 */
import { templatePath } from "../../../core/game-definition";
import { enrichField, saveSubmit, sheetParts } from "../../../core/sheets/sheet-support";
import { abilitySpec, normalizeAbilitySubmit, readAbility } from "../data/ability";
import { buildAbilityContext, buildAbilityLimitedContext } from "./ability-context";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

export class CapesAbilitySheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "capes", "capes-ability"],
    position: { width: 460, height: 480 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: CapesAbilitySheet.onSubmit },
  };

  static override PARTS = {
    body: { template: templatePath("capes/sheets/ability.hbs"), scrollable: [""] },
    limited: { template: templatePath("capes/sheets/ability-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    options.parts = sheetParts(this.document, ["body"]);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = { name: this.item.name, img: this.item.img };
    if (this.document.limited) return { ...base, ...buildAbilityLimitedContext({ item, system: this.item.system }) };
    const enrichedDescription = await enrichField(readAbility(this.item.system).description, this.item);
    return {
      ...base,
      ...buildAbilityContext({ item, system: this.item.system, editable: this.isEditable, enrichedDescription }),
    };
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as CapesAbilitySheet;
    if (!sheet.isEditable) return;
    await saveSubmit(sheet, sheet.item, abilitySpec, foundry.utils.expandObject(formData.object), {
      normalize: (system) => normalizeAbilitySubmit(system),
    });
  }
}
