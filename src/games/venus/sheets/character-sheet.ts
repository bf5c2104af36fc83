/**
 * The Venus character sheet (ApplicationV2). Thin: gathers the actor's data,
 * calls the pure context builder, validates submits before saving, and
 * handles drops the Foundry way (character-drops.ts: jobs, lifepaths,
 * attributes, assets; actors as VINPCs). Two parts: `character` and
 * `biography`; a change re-renders only the part it touches, so an open
 * biography editor survives a job's exp or the Lots marked from a task card.
 */
import { templatePath } from "../../../core/game-definition";
import { characterSpec, spendFidelityOn, type VenusCharacterSystem } from "../data/character";
import { jobsRaisedByTier, markCapabilityOverrides } from "../data/character-assembly";
import { parseList } from "./submit";
import { isFacilitator } from "../dice/roles";
import { buildCharacterContext, buildCharacterLimitedContext } from "./character-context";
import { buildFidelityDialogContext } from "./dialog-context";
import { dropItemOnCharacter, vinpcsWithDropped } from "./character-drops";
import { saveValidated } from "./save";
import { enrichField, plainItems } from "../../../core/sheets/sheet-support";
import { configureParts } from "../../../core/sheets/part-refresh";
import type { PartRoutes } from "../../../core/part-render";
import { openCheckDialog, openTaskDialog } from "../dice/open-dialogs";
import { CHARACTER_TABLE_ACTIONS } from "../tables/sheet-actions";
import { worldActorUuid } from "../world-links";

const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Which parts the character's own changes touch (the longest prefix wins); any other change renders both. */
const CHARACTER_ROUTES: PartRoutes = {
  paths: { "system.biography": ["biography"], system: ["character"] },
  embedded: { Item: ["character"] },
};

export class VenusCharacterSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    // A form, as Foundry's document sheets are: its fields submit on a change.
    tag: "form",
    classes: ["story-engines", "venus", "venus-character"],
    position: { width: 760, height: 820 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: VenusCharacterSheet.onSubmit },
    actions: {
      editItem: VenusCharacterSheet.onEditItem,
      deleteItem: VenusCharacterSheet.onDeleteItem,
      addCapability: VenusCharacterSheet.onAddCapability,
      removeCapability: VenusCharacterSheet.onRemoveCapability,
      clearCapabilityOverride: VenusCharacterSheet.onClearCapabilityOverride,
      addVinpc: VenusCharacterSheet.onAddVinpc,
      removeVinpc: VenusCharacterSheet.onRemoveVinpc,
      openVinpc: VenusCharacterSheet.onOpenVinpc,
      spendFidelity: VenusCharacterSheet.onSpendFidelity,
      rollCheck: VenusCharacterSheet.onRollCheck,
      rollTask: VenusCharacterSheet.onRollTask,
      // Starting Lots (1d6), the Ego flip, a VINPC's favour: tables/sheet-actions.ts.
      ...CHARACTER_TABLE_ACTIONS,
    },
  };

  static override PARTS = {
    character: { template: templatePath("venus/sheets/character.hbs") },
    biography: { template: templatePath("venus/sheets/character-biography.hbs") },
    limited: { template: templatePath("venus/sheets/character-limited.hbs") },
  };

  private get venusSystem(): VenusCharacterSystem {
    return this.actor.system as unknown as VenusCharacterSystem;
  }

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, ["character", "biography"], CHARACTER_ROUTES);
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
        isFC: isFacilitator(game.user),
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
    const before = sheet.venusSystem;
    const fromTier = before.tier;
    const data = foundry.utils.expandObject(formData.object);
    const system = data.system as Record<string, unknown> | undefined;
    // "No more than one ability to Platinum without the FC's leave": only the FC gives or takes it back.
    if (system && !isFacilitator(game.user)) delete system.platinumLeave;
    // A capability level typed other than the one shown becomes an override (its marker shows).
    if (system && system.capabilities !== undefined) {
      const rows = parseList(system.capabilities, "rows");
      if (Array.isArray(rows)) system.capabilities = markCapabilityOverrides(before, rows as Record<string, unknown>[]);
    }
    // Refused: a warning, and the sheet draws the stored values again over what was typed.
    const saved = await saveValidated(sheet, sheet.actor, characterSpec, data);
    if (saved) await sheet.raiseJobsToTier(fromTier);
  }

  /** After a tier rise, every job still at the old minimum job level rises to the new one. */
  private async raiseJobsToTier(fromTier: VenusCharacterSystem["tier"]): Promise<void> {
    const jobs = this.actor.items
      .filter((i) => i.type === "venusJob")
      .map((i) => ({ id: i.id ?? "", level: Number(i.system.level), exp: Number(i.system.exp) }));
    const updates = jobsRaisedByTier(fromTier, this.venusSystem.tier, jobs);
    if (updates.length > 0) await this.actor.updateEmbeddedDocuments("Item", updates);
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
      { name: "", first: "wit", second: "swi", level: 0, yes: 0, override: false },
    ]);
  }

  static async onRemoveCapability(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await (this as VenusCharacterSheet).editRows("capabilities", VenusCharacterSheet.withoutRow(target));
  }

  /** The override marker: drop the hand-set level, so the formula's counts again. */
  static async onClearCapabilityOverride(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const index = Number(target.dataset.index);
    await (this as VenusCharacterSheet).editRows("capabilities", (rows) =>
      rows.map((row, i) => (i === index ? { ...row, override: false } : row)),
    );
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
    // A link into a compendium opens the world's copy once the character is imported.
    const doc = await fromUuid(worldActorUuid(uuid));
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

  /** A Venus item dropped from a compendium, the sidebar or another actor (Foundry sorts the actor's own). */
  override async _onDropItem(event: DragEvent, item: Item): Promise<unknown> {
    if (!this.isEditable) return null;
    if (item.parent === this.actor) return super._onDropItem(event, item);
    return dropItemOnCharacter(this.actor, item);
  }

  /** An actor dropped on the sheet becomes a VINPC. */
  override async _onDropActor(_event: DragEvent, actor: Actor): Promise<unknown> {
    if (!this.isEditable) return null;
    const vinpcs = vinpcsWithDropped(this.actor, actor, this.venusSystem.vinpcs);
    return vinpcs ? this.saveSystem({ vinpcs }) : null;
  }
}
