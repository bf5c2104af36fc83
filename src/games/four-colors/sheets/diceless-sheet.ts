/** The Diceless character sheet (ApplicationV2): rank, Traits, description. Never rolls. */
import { configureParts } from "../../../core/sheets/part-refresh";
import { templatePath } from "../../../core/game-definition";
import { dicelessSpec } from "../data/diceless";
import { limitedContext } from "./shared-context";
import { dicelessSheetContext } from "./diceless-context";
import {
  acceptDrop,
  descriptorActions,
  enrich,
  expandForm,
  saveGuarded,
  itemInputs,
  systemSource,
} from "./sheet-support";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

export class DicelessSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "four-colors", "diceless"],
    position: { width: 600, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: DicelessSheet.onSubmit },
    actions: {
      ...descriptorActions,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath("four-colors/sheets/diceless-sheet.hbs"), scrollable: [""] },
    limited: { template: templatePath("four-colors/sheets/actor-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, ["sheet"]);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const actor = this.actor;
    const system = systemSource(actor);
    const description = await enrich(system.description, actor);
    if (actor.limited)
      return { ...base, ...limitedContext({ name: actor.name, img: actor.img, type: actor.type, description }) };
    return {
      ...base,
      ...dicelessSheetContext({
        name: actor.name,
        img: actor.img,
        system,
        items: itemInputs(actor),
        editable: this.isEditable,
        enriched: { description, notes: await enrich(system.notes, actor) },
      }),
    };
  }

  /** Only Traits, Flaws and Power Stunts go on a Diceless character. */
  override async _onDropItem(event: DragEvent, item: Item): Promise<unknown> {
    if (!this.isEditable || !acceptDrop(this.actor, item)) return null;
    return super._onDropItem(event, item);
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as DicelessSheet;
    await saveGuarded(sheet, sheet.actor, dicelessSpec, expandForm(formData));
  }
}
