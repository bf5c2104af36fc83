/**
 * The Venus character sheet (ApplicationV2). Thin: gathers the actor's data,
 * calls the pure context builder, validates submits before saving, and
 * handles drops (jobs, lifepaths, attributes, assets; actors as VINPCs).
 */
import { templatePath } from "../../../core/game-definition";
import { characterSpec, spendFidelityOn, type VenusCharacterSystem } from "../data/character";
import { fillTemplate, isTemplatedSpecialty } from "../data/attribute";
import { MAX_VINPCS } from "../../../rules/venus";
import type { PlainItem } from "../data/common";
import { buildCharacterContext, buildCharacterLimitedContext } from "./character-context";
import { buildFidelityDialogContext, buildTemplatedPromptContext } from "./dialog-context";
import { saveValidated } from "./save";
import { enrichField, sheetParts } from "../../../core/sheets/sheet-support";
import { openCheckDialog, openTaskDialog } from "../dice/open-dialogs";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const VENUS_ITEM_TYPES = ["venusJob", "venusLifepath", "venusAttribute", "venusAsset"];

function plainItems(actor: Actor): PlainItem[] {
  return actor.items.map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, img: i.img, system: i.system }));
}

/** Ask for the proper noun a "[templated]" specialty needs; null when cancelled. */
export async function promptProperNoun(name: string): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("venus/sheets/templated-prompt.hbs"),
    buildTemplatedPromptContext(name),
  );
  const result = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize("STORY_ENGINES.Venus.Templated.title") },
    content,
    ok: {
      label: game.i18n.localize("STORY_ENGINES.Venus.Templated.ok"),
      callback: (_event, button) => {
        const input = button.form?.elements.namedItem("properNoun");
        return input instanceof HTMLInputElement ? input.value : "";
      },
    },
    rejectClose: false,
  });
  return typeof result === "string" && result.trim() !== "" ? result.trim() : null;
}

export class VenusCharacterSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "venus", "venus-character"],
    position: { width: 760, height: 820 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: VenusCharacterSheet.onSubmit },
    actions: {
      editItem: VenusCharacterSheet.onEditItem,
      deleteItem: VenusCharacterSheet.onDeleteItem,
      addCapability: VenusCharacterSheet.onAddCapability,
      removeCapability: VenusCharacterSheet.onRemoveCapability,
      addVinpc: VenusCharacterSheet.onAddVinpc,
      removeVinpc: VenusCharacterSheet.onRemoveVinpc,
      openVinpc: VenusCharacterSheet.onOpenVinpc,
      spendFidelity: VenusCharacterSheet.onSpendFidelity,
      rollCheck: VenusCharacterSheet.onRollCheck,
      rollTask: VenusCharacterSheet.onRollTask,
    },
  };

  static override PARTS = {
    character: { template: templatePath("venus/sheets/character.hbs"), scrollable: [""] },
    limited: { template: templatePath("venus/sheets/character-limited.hbs") },
  };

  private get venusSystem(): VenusCharacterSystem {
    return this.actor.system as unknown as VenusCharacterSystem;
  }

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    options.parts = sheetParts(this.document, ["character"]);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const actor = { name: this.actor.name, img: this.actor.img };
    if (this.document.limited) return { ...base, ...buildCharacterLimitedContext({ actor, system: this.venusSystem }) };
    const enrichedBiography = await enrichField(this.venusSystem.biography, this.actor);
    return {
      ...base,
      ...buildCharacterContext({
        actor,
        system: this.venusSystem,
        items: plainItems(this.actor),
        editable: this.isEditable,
        enrichedBiography,
      }),
    };
  }

  /** Validate the submit with the spec first: a bad value is named and nothing is saved. */
  static async onSubmit(
    this: foundry.applications.api.ApplicationV2,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as VenusCharacterSheet;
    if (!sheet.isEditable) return;
    // Refused: a warning, and the sheet draws the stored values again over what was typed.
    await saveValidated(sheet, sheet.actor, characterSpec, foundry.utils.expandObject(formData.object));
  }

  /** Save a system change made by a button, through the same validation as the form. */
  private async saveSystem(changes: Record<string, unknown>): Promise<void> {
    await saveValidated(null, this.actor, characterSpec, { system: changes });
  }

  private itemFrom(target: HTMLElement): Item | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    return this.actor.items.get(id);
  }

  static async onEditItem(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await (this as VenusCharacterSheet).itemFrom(target)?.sheet?.render({ force: true });
  }

  static async onDeleteItem(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const sheet = this as VenusCharacterSheet;
    const item = sheet.itemFrom(target);
    if (!item || !sheet.isEditable) return;
    await item.delete();
  }

  /** The row lists edited with add/remove buttons (capabilities, VINPCs). */
  private async editRows(
    list: "capabilities" | "vinpcs",
    edit: (rows: readonly Record<string, unknown>[]) => Record<string, unknown>[],
  ): Promise<void> {
    if (!this.isEditable) return;
    const rows = this.venusSystem[list] as unknown as readonly Record<string, unknown>[];
    await this.saveSystem({ [list]: edit(rows) });
  }

  private static withoutRow(target: HTMLElement) {
    const index = Number(target.dataset.index);
    return (rows: readonly Record<string, unknown>[]) => rows.filter((_, i) => i !== index);
  }

  static async onAddCapability(this: foundry.applications.api.ApplicationV2): Promise<void> {
    await (this as VenusCharacterSheet).editRows("capabilities", (rows) => [
      ...rows,
      { name: "", first: "wit", second: "swi", level: 0 },
    ]);
  }

  static async onRemoveCapability(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await (this as VenusCharacterSheet).editRows("capabilities", VenusCharacterSheet.withoutRow(target));
  }

  static async onAddVinpc(this: foundry.applications.api.ApplicationV2): Promise<void> {
    await (this as VenusCharacterSheet).editRows("vinpcs", (rows) => [
      ...rows,
      { name: "", relation: "", favor: false, uuid: "" },
    ]);
  }

  static async onRemoveVinpc(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await (this as VenusCharacterSheet).editRows("vinpcs", VenusCharacterSheet.withoutRow(target));
  }

  static async onOpenVinpc(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const sheet = this as VenusCharacterSheet;
    const uuid = sheet.venusSystem.vinpcs[Number(target.dataset.index)]?.uuid ?? "";
    if (!uuid) return;
    const doc = await fromUuid(uuid);
    if (doc?.sheet) await doc.sheet.render({ force: true });
    else ui.notifications.warn("STORY_ENGINES.Venus.Sheet.linkMissing", { localize: true });
  }

  /** Fidelity full: choose an ability, raise its caliber one step, drain the meter. */
  static async onSpendFidelity(this: foundry.applications.api.ApplicationV2): Promise<void> {
    const sheet = this as VenusCharacterSheet;
    if (!sheet.isEditable) return;
    const context = buildFidelityDialogContext(sheet.venusSystem);
    const choices = context.choices as { ability: string; labelKey: string; available: boolean }[];
    const content = await foundry.applications.handlebars.renderTemplate(
      templatePath("venus/sheets/fidelity-dialog.hbs"),
      context,
    );
    const ability = await foundry.applications.api.DialogV2.wait({
      window: { title: game.i18n.localize("STORY_ENGINES.Venus.Fidelity.title") },
      content,
      buttons: [
        ...choices
          .filter((c) => c.available)
          .map((c) => ({ action: c.ability, label: game.i18n.localize(c.labelKey), callback: () => c.ability })),
        { action: "cancel", label: game.i18n.localize("STORY_ENGINES.Venus.Sheet.cancel"), callback: () => null },
      ],
      rejectClose: false,
    });
    if (typeof ability !== "string") return;
    const outcome = spendFidelityOn(sheet.venusSystem, ability);
    if (!outcome.ok) {
      ui.notifications.warn(outcome.problem, { localize: true });
      return;
    }
    await sheet.actor.update(outcome.update);
    ui.notifications.info(
      game.i18n.format("STORY_ENGINES.Venus.Fidelity.raised", {
        ability: game.i18n.localize(`STORY_ENGINES.Venus.Ability.${ability}`),
        caliber: game.i18n.localize(`STORY_ENGINES.Venus.Caliber.${outcome.to}`),
      }),
    );
  }

  static async onRollCheck(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const sheet = this as VenusCharacterSheet;
    // Rolling spends the character's Lots and speaks as them: owners (and the GM) only.
    if (!sheet.isEditable) return;
    await openCheckDialog(sheet.actor, target.dataset.ability || undefined);
  }

  static async onRollTask(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const sheet = this as VenusCharacterSheet;
    if (!sheet.isEditable) return;
    await openTaskDialog(sheet.actor, sheet.itemFrom(target)?.id ?? undefined);
  }

  /** Drops: Venus items become owned items (templated specialties ask for a noun); actors become VINPCs. */
  override async _onDrop(event: DragEvent): Promise<unknown> {
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    if (!this.isEditable) return null;
    if (data.type === "Item" && typeof data.uuid === "string") return this.dropItem(data.uuid);
    if (data.type === "Actor" && typeof data.uuid === "string") return this.dropActor(data.uuid);
    return super._onDrop(event);
  }

  private async dropItem(uuid: string): Promise<unknown> {
    const item = (await fromUuid(uuid)) as Item | null;
    if (!item || !VENUS_ITEM_TYPES.includes(item.type)) {
      ui.notifications.warn("STORY_ENGINES.Venus.Sheet.dropNotVenus", { localize: true });
      return null;
    }
    if (item.parent === this.actor) return null;
    if (
      item.type === "venusLifepath" &&
      this.actor.items.filter((i) => i.type === "venusLifepath" && i.name === item.name).length > 0
    ) {
      ui.notifications.warn("STORY_ENGINES.Venus.Sheet.lifepathTaken", { localize: true });
      return null;
    }
    const source = item.toObject();
    delete source._id;
    if (isTemplatedSpecialty({ name: item.name, system: item.system })) {
      const noun = await promptProperNoun(item.name);
      if (noun === null) return null;
      source.name = fillTemplate(item.name, noun);
    }
    return this.actor.createEmbeddedDocuments("Item", [source]);
  }

  private async dropActor(uuid: string): Promise<unknown> {
    const actor = (await fromUuid(uuid)) as Actor | null;
    if (!actor || actor === this.actor) return null;
    const vinpcs = this.venusSystem.vinpcs;
    if (vinpcs.some((v) => v.uuid === actor.uuid)) return null;
    if (vinpcs.length >= MAX_VINPCS) {
      ui.notifications.warn(game.i18n.format("STORY_ENGINES.Venus.Validation.tooManyVinpcs", { max: MAX_VINPCS }));
      return null;
    }
    return this.saveSystem({ vinpcs: [...vinpcs, { name: actor.name, relation: "", favor: false, uuid: actor.uuid }] });
  }
}
