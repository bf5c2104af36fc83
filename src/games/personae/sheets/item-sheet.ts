/**
 * The Personae item sheet for skills, enhancements, preternae and spheres
 * (ApplicationV2): a header part plus the part of the item's type, or the
 * LIMITED part alone. Submits are validated against the type's spec first;
 * an owned skill's rating is also held to its owner's potential threshold.
 */
import { templatePath } from "../../../core/game-definition";
import type { ModelSpec } from "../../../schema";
import { enrichField, saveSubmit, sheetParts } from "../../../core/sheets/sheet-support";
import { ITEM_TYPES } from "../data/common";
import { thresholdOf } from "../data/identity";
import { enhancementSpec, preternaeSpec, skillSpec, sphereSpec } from "../data/items";
import { buildItemContext, buildItemLimitedContext } from "./item-context";
import { skillRatingRules } from "./identity-rules";

const { HandlebarsApplicationMixin } = foundry.applications.api;

export const PERSONAE_ITEM_SPECS: Record<string, ModelSpec> = {
  [ITEM_TYPES.skill]: skillSpec,
  [ITEM_TYPES.enhancement]: enhancementSpec,
  [ITEM_TYPES.preternae]: preternaeSpec,
  [ITEM_TYPES.sphere]: sphereSpec,
};

export class PersonaeItemSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    // DocumentSheetV2's own default, said here as the Wicked Age sheets do: the window is the form it submits.
    tag: "form",
    classes: ["story-engines", "personae", "personae-item"],
    position: { width: 560, height: 600 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: PersonaeItemSheet.onSubmit },
  };

  static override PARTS = {
    header: { template: templatePath("personae/sheets/item-header.hbs") },
    personaeSkill: { template: templatePath("personae/sheets/skill.hbs"), scrollable: [""] },
    personaeEnhancement: { template: templatePath("personae/sheets/enhancement.hbs"), scrollable: [""] },
    personaePreternae: { template: templatePath("personae/sheets/preternae.hbs"), scrollable: [""] },
    personaeSphere: { template: templatePath("personae/sheets/sphere.hbs"), scrollable: [""] },
    limited: { template: templatePath("personae/sheets/item-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    options.parts = sheetParts(this.document, ["header", this.item.type]);
  }

  /** The owning identity's potential threshold (characters only). */
  private get ownerThreshold(): number | null {
    const owner = this.item.parent;
    return owner ? thresholdOf(owner.system) : null;
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = { name: this.item.name, img: this.item.img, type: this.item.type };
    const enriched = { description: await enrichField(this.item.system.description, this.item) };
    if (this.document.limited) return { ...base, ...buildItemLimitedContext({ item, enriched }) };
    const owner = this.item.parent ? { name: this.item.parent.name, threshold: this.ownerThreshold } : null;
    return {
      ...base,
      ...buildItemContext({ item, system: this.item.system, editable: this.isEditable, enriched, owner }),
    };
  }

  static async onSubmit(
    this: foundry.applications.api.ApplicationV2,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as PersonaeItemSheet;
    const spec = PERSONAE_ITEM_SPECS[sheet.item.type];
    if (!sheet.isEditable || !spec) return;
    const extra = sheet.item.type === ITEM_TYPES.skill ? skillRatingRules(sheet.ownerThreshold) : undefined;
    await saveSubmit(sheet, sheet.item, spec, foundry.utils.expandObject(formData.object), extra ? { extra } : {});
  }
}
