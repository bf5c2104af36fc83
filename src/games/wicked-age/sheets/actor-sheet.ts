/**
 * The character and NPC sheets (ApplicationV2, thin): gather the actor's
 * data, call the pure context builders, validate submits against the spec
 * before saving, accept particular strengths dropped the Foundry way (a
 * unique one only if no other sheet holds it) and actors as parallel
 * sheets. Four parts, re-rendered only where a change touches them.
 */
import { templatePath } from "../../../core/game-definition";
import type { PartRoutes } from "../../../core/part-render";
import { configureParts } from "../../../core/sheets/part-refresh";
import { createDroppedItem } from "../../../core/sheets/drops";
import { enrichField, systemSource, plainItems } from "../../../core/sheets/sheet-support";
import { reflectPending } from "../../../core/pending-actions";
import type { ModelSpec } from "../../../schema";
import { characterSpec } from "../data/character";
import { npcSpec } from "../data/npc";
import { CHARACTER_TYPE, NPC_TYPE, STRENGTH_TYPE, stringList } from "../data/common";
import { buildActorLimitedContext, buildCharacterContext, buildNpcContext } from "./character-context";
import { assignDice, comeBack } from "./dialogs";
import { saveValidated } from "./save";
import { L } from "./labels";
import { diceAssigned } from "../data/holding";
import { comeBackChapter } from "./come-back";

/** A name as text inside a dialog's HTML. */
const escapeText = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

const PARTS = ["header", "body", "strengths", "notes"];
const ROUTES: PartRoutes = {
  paths: {
    name: ["header"],
    img: ["header"],
    "system.description": ["header"],
    // Assigning the forms' dice closes the strengths part's "New strength" too.
    "system.forms": ["body", "strengths"],
    "system.interests": ["body"],
    "system.dead": ["body"],
    "system.firstChapter": ["body"],
    "system.parallels": ["body"],
    "system.notes": ["notes"],
  },
  embedded: { Item: ["strengths"] },
};

export class WickedActorSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    // A form, as Foundry's document sheets are: its fields submit on a change.
    tag: "form",
    classes: ["story-engines", "wicked-age", "wicked-actor"],
    position: { width: 620, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: WickedActorSheet.onSubmit },
    actions: {
      assignDice: WickedActorSheet.onAssignDice,
      addInterest: WickedActorSheet.onAddInterest,
      removeInterest: WickedActorSheet.onRemoveInterest,
      editItem: WickedActorSheet.onEditItem,
      deleteItem: WickedActorSheet.onDeleteItem,
      newStrength: WickedActorSheet.onNewStrength,
      comeBack: WickedActorSheet.onComeBack,
      openParallel: WickedActorSheet.onOpenParallel,
      unlinkParallel: WickedActorSheet.onUnlinkParallel,
    },
  };

  static override PARTS = {
    header: { template: templatePath("wicked-age/sheets/actor-header.hbs") },
    characterBody: { template: templatePath("wicked-age/sheets/character-body.hbs"), scrollable: [""] },
    npcBody: { template: templatePath("wicked-age/sheets/npc-body.hbs"), scrollable: [""] },
    strengths: { template: templatePath("wicked-age/sheets/actor-strengths.hbs") },
    notes: { template: templatePath("wicked-age/sheets/actor-notes.hbs") },
    limited: { template: templatePath("wicked-age/sheets/actor-limited.hbs") },
  };

  private get spec(): ModelSpec {
    return this.actor.type === NPC_TYPE ? npcSpec : characterSpec;
  }

  private get bodyPart(): string {
    return this.actor.type === NPC_TYPE ? "npcBody" : "characterBody";
  }

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    const body = this.bodyPart;
    const routes: PartRoutes = {
      paths: Object.fromEntries(
        Object.entries(ROUTES.paths).map(([k, v]) => [k, v.map((p) => (p === "body" ? body : p))]),
      ),
      embedded: ROUTES.embedded ?? {},
    };
    configureParts(
      this,
      options,
      PARTS.map((p) => (p === "body" ? body : p)),
      routes,
    );
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const actor = this.actor;
    const system = systemSource(actor);
    const view = { name: actor.name, img: actor.img, type: actor.type };
    if (actor.limited) return { ...base, ...buildActorLimitedContext({ actor: view, system }) };
    const input = {
      actor: view,
      system,
      items: plainItems(actor),
      editable: this.isEditable,
      enrichedNotes: await enrichField(system.notes, actor),
      idPrefix: `wicked-${actor.id ?? "new"}`,
      parallels: stringList(system.parallels).map((uuid) => ({ uuid, name: fromUuidSync(uuid)?.name ?? "" })),
      canComeBack: this.isEditable && comeBackChapter(actor) > 0,
      isGM: game.user.isGM,
    };
    return { ...base, ...(actor.type === CHARACTER_TYPE ? buildCharacterContext(input) : buildNpcContext(input)) };
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as WickedActorSheet;
    if (!sheet.isEditable) return;
    await saveValidated(sheet, sheet.actor, sheet.spec, foundry.utils.expandObject(formData.object));
  }

  private async saveSystem(changes: Record<string, unknown>): Promise<void> {
    if (!this.isEditable) return;
    await saveValidated(this, this.actor, this.spec, { system: changes });
  }

  private itemFrom(target: HTMLElement): Item | undefined {
    return this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
  }

  static async onAssignDice(this: App): Promise<void> {
    const sheet = this as WickedActorSheet;
    // Dice are assigned once, when the sheet is made; a character's afresh only when it comes back.
    if (sheet.isEditable) await assignDice(sheet.actor);
  }

  static async onAddInterest(this: App): Promise<void> {
    const sheet = this as WickedActorSheet;
    await sheet.saveSystem({ interests: [...stringList(sheet.actor.system.interests), ""] });
  }

  static async onRemoveInterest(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as WickedActorSheet;
    const index = Number(target.dataset.index);
    await sheet.saveSystem({ interests: stringList(sheet.actor.system.interests).filter((_, i) => i !== index) });
  }

  static async onEditItem(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (this as WickedActorSheet).itemFrom(target)?.sheet?.render({ force: true });
  }

  /** Made: its dice assigned. Its strengths are then fixed (data/holding.ts). */
  private get made(): boolean {
    return diceAssigned(this.actor.system.forms);
  }

  static async onDeleteItem(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as WickedActorSheet;
    const item = sheet.itemFrom(target);
    if (!sheet.isEditable || sheet.made || !item) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize(`${L}.Sheet.delete`) },
      content: `<p>${game.i18n.format(`${L}.Sheet.deleteStrengthAsk`, { name: escapeText(item.name) })}</p>`,
      rejectClose: false,
    });
    if (ok) await item.delete();
  }

  static async onNewStrength(this: App): Promise<void> {
    const sheet = this as WickedActorSheet;
    if (!sheet.isEditable || sheet.made) return;
    const [created] = await sheet.actor.createEmbeddedDocuments("Item", [
      { name: game.i18n.localize(`${L}.Sheet.newStrengthName`), type: STRENGTH_TYPE },
    ]);
    await created?.sheet?.render({ force: true });
  }

  static async onComeBack(this: App): Promise<void> {
    const sheet = this as WickedActorSheet;
    const chapter = comeBackChapter(sheet.actor);
    if (sheet.isEditable && chapter > 0) await comeBack(sheet.actor, chapter);
  }

  static async onOpenParallel(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-uuid]")?.dataset.uuid ?? "";
    const doc = uuid ? await fromUuid(uuid) : null;
    if (doc?.sheet) await doc.sheet.render({ force: true });
    else ui.notifications.warn(`${L}.Sheet.linkMissing`, { localize: true });
  }

  static async onUnlinkParallel(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as WickedActorSheet;
    const uuid = target.closest<HTMLElement>("[data-uuid]")?.dataset.uuid ?? "";
    await sheet.saveSystem({ parallels: stringList(sheet.actor.system.parallels).filter((u) => u !== uuid) });
  }

  /** Only particular strengths go on a sheet, and a unique one only where no other sheet holds it. */
  override async _onDropItem(event: DragEvent, item: Item): Promise<unknown> {
    if (!this.isEditable) return null;
    if (item.type !== STRENGTH_TYPE) {
      ui.notifications.warn(`${L}.Sheet.dropNotStrength`, { localize: true });
      return null;
    }
    if (item.parent === this.actor) return super._onDropItem(event, item); // Foundry sorts the actor's own
    if (this.made) {
      ui.notifications.warn(`${L}.Validation.strengthAfterMade`, { localize: true });
      return null;
    }
    // A unique strength held elsewhere is refused by the preCreateItem hook (unique-hooks.ts).
    return createDroppedItem(this.actor, item);
  }

  /** A character dropped on a character's sheet becomes a linked parallel sheet. */
  override async _onDropActor(_event: DragEvent, actor: Actor): Promise<unknown> {
    if (!this.isEditable || this.actor.type !== CHARACTER_TYPE) return null;
    if (actor.type !== CHARACTER_TYPE || actor === this.actor) return null;
    const mine = stringList(this.actor.system.parallels);
    if (mine.includes(actor.uuid)) return null;
    await this.saveSystem({ parallels: [...mine, actor.uuid] });
    if (actor.isOwner) {
      const theirs = stringList(actor.system.parallels);
      if (!theirs.includes(this.actor.uuid))
        await saveValidated(null, actor, characterSpec, { system: { parallels: [...theirs, this.actor.uuid] } });
    }
    return actor;
  }
}
