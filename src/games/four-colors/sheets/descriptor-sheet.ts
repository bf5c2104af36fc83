/**
 * The Descriptor item sheet (ApplicationV2). The Planet of a Trait can be
 * changed only while its Omega is in creation mode (planetEditable).
 */
import { configureParts } from "../../../core/sheets/part-refresh";
import { templatePath } from "../../../core/game-definition";
import { LANG } from "../data/common";
import { descriptorSpec, planetEditable } from "../data/descriptor";
import { descriptorSheetContext } from "./descriptor-context";
import { enrich, expandForm, saveGuarded, systemSource } from "./sheet-support";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

function ownerOf(item: Item): { type: string; name: string; creation: boolean } | null {
  const actor = item.parent;
  return actor ? { type: actor.type, name: actor.name, creation: actor.system.creation === true } : null;
}

export class DescriptorSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "four-colors", "descriptor"],
    position: { width: 480, height: 520 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: DescriptorSheet.onSubmit },
  };

  static override PARTS = {
    sheet: { template: templatePath("four-colors/sheets/descriptor-sheet.hbs"), scrollable: [""] },
    limited: { template: templatePath("four-colors/sheets/descriptor-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, ["sheet"]);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = this.item;
    const system = systemSource(item);
    return {
      ...base,
      ...descriptorSheetContext({
        name: item.name,
        img: item.img,
        system,
        editable: this.isEditable,
        enriched: { description: item.limited ? "" : await enrich(system.description, item) },
        owner: ownerOf(item),
      }),
    };
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as DescriptorSheet;
    const current = systemSource(sheet.item);
    await saveGuarded(sheet, sheet.item, descriptorSpec, expandForm(formData), (system) => {
      const changesPlanet = "planet" in system && system.planet !== current.planet;
      const kind = "kind" in system ? system.kind : current.kind;
      return changesPlanet && !planetEditable(kind, ownerOf(sheet.item))
        ? [{ path: "planet", code: `${LANG}.Validation.planetLocked` }]
        : [];
    });
  }
}
