/**
 * The Capes hero sheet (ApplicationV2), for heroes and opponents. Thin:
 * gathers the actor's data, calls the pure context builders, validates
 * submits against the spec before saving, re-renders only the parts a change
 * touches, takes dropped abilities and actors dropped as Exemplars.
 */
import { templatePath } from "../../../core/game-definition";
import { enrichField, saveSubmit, systemSource, plainItems } from "../../../core/sheets/sheet-support";
import { configureParts } from "../../../core/sheets/part-refresh";
import { reflectPending } from "../../../core/pending-actions";
import { capes } from "../../../rules";
import { ABILITY_TYPE, CAPES_LANG, HERO_TYPE } from "../data/common";
import { heroSpec, readHero, type OtherExemplars } from "../data/hero";
import { buildHeroContext, buildHeroLimitedContext } from "./hero-context";
import { HERO_PARTS, HERO_ROUTES } from "./parts";
import { abilityTypeKey } from "./labels";
import { openCurrentBoard } from "../board/open";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

/** The other Capes characters' Exemplars, to show the ones this character shares. */
function otherExemplars(actor: Actor): OtherExemplars[] {
  return game.actors
    .filter((a) => a.type === HERO_TYPE && a.id !== actor.id)
    .map((a) => {
      const hero = readHero(a.system);
      return { name: a.name, hero: hero.kind === "hero", exemplars: capes.DRIVES.map((d) => hero.drives[d].exemplar) };
    });
}

export class CapesHeroSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "capes", "capes-hero"],
    position: { width: 700, height: 780 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: CapesHeroSheet.onSubmit },
    actions: {
      editItem: CapesHeroSheet.onEditItem,
      deleteItem: CapesHeroSheet.onDeleteItem,
      addAbility: CapesHeroSheet.onAddAbility,
      toggleBlocked: CapesHeroSheet.onToggleBlocked,
      openExemplar: CapesHeroSheet.onOpenExemplar,
      openBoard: CapesHeroSheet.onOpenBoard,
    },
  };

  static override PARTS = {
    header: { template: templatePath("capes/sheets/hero-header.hbs") },
    drives: { template: templatePath("capes/sheets/hero-drives.hbs") },
    abilities: { template: templatePath("capes/sheets/hero-abilities.hbs") },
    text: { template: templatePath("capes/sheets/hero-text.hbs") },
    limited: { template: templatePath("capes/sheets/hero-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, HERO_PARTS, HERO_ROUTES);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const actor = { name: this.actor.name, img: this.actor.img };
    const system = readHero(systemSource(this.actor));
    if (this.document.limited) return { ...base, ...buildHeroLimitedContext({ actor, system }) };
    return {
      ...base,
      ...buildHeroContext({
        actor,
        system,
        items: plainItems(this.actor),
        editable: this.isEditable,
        enrichedDescription: await enrichField(system.description, this.actor),
        others: otherExemplars(this.actor),
      }),
    };
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
  }

  /** Validate the submit with the spec first: a bad value is named and nothing is saved. */
  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as CapesHeroSheet;
    if (!sheet.isEditable) return;
    await saveSubmit(sheet, sheet.actor, heroSpec, foundry.utils.expandObject(formData.object));
  }

  private itemFrom(target: HTMLElement): Item | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    return this.actor.items.get(id);
  }

  static async onEditItem(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (this as CapesHeroSheet).itemFrom(target)?.sheet?.render({ force: true });
  }

  static async onDeleteItem(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as CapesHeroSheet;
    if (sheet.isEditable) await sheet.itemFrom(target)?.delete();
  }

  /** A new ability of the button's type, opened for naming. */
  static async onAddAbility(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as CapesHeroSheet;
    const type = target.dataset.type as capes.AbilityType | undefined;
    if (!sheet.isEditable || !type || !(capes.ABILITY_TYPES as readonly string[]).includes(type)) return;
    const name = game.i18n.format(`${CAPES_LANG}.Sheet.newAbility`, { type: game.i18n.localize(abilityTypeKey(type)) });
    const [item] = await sheet.actor.createEmbeddedDocuments("Item", [
      { name, type: ABILITY_TYPE, system: { abilityType: type } },
    ]);
    await item?.sheet?.render({ force: true });
  }

  /** Block or unblock an ability by hand (the board does it when the ability is used). */
  static async onToggleBlocked(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as CapesHeroSheet;
    const item = sheet.itemFrom(target);
    if (!sheet.isEditable || !item) return;
    await item.update({ "system.blocked": item.system.blocked !== true });
  }

  static async onOpenExemplar(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as CapesHeroSheet;
    const slot = target.dataset.drive as capes.DriveSlot | undefined;
    const uuid =
      slot && (capes.DRIVES as readonly string[]).includes(slot)
        ? readHero(sheet.actor.system).drives[slot].exemplar.uuid
        : "";
    const doc = uuid ? await fromUuid(uuid) : null;
    if (doc?.sheet) await doc.sheet.render({ force: true });
    else ui.notifications.warn(`${CAPES_LANG}.Sheet.exemplarMissing`, { localize: true });
  }

  static async onOpenBoard(this: App): Promise<void> {
    await openCurrentBoard();
  }

  /** Only Capes abilities go on a Capes character. */
  override async _onDropItem(event: DragEvent, item: Item): Promise<unknown> {
    if (!this.isEditable) return null;
    if (item.type !== ABILITY_TYPE) {
      ui.notifications.warn(`${CAPES_LANG}.Sheet.dropNotAbility`, { localize: true });
      return null;
    }
    return super._onDropItem(event, item);
  }

  /** An actor dropped on a Drive's row becomes that Drive's Exemplar (name and link). */
  override async _onDropActor(event: DragEvent, actor: Actor): Promise<unknown> {
    if (!this.isEditable || actor.uuid === this.actor.uuid) return null;
    const slot = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-drive]")?.dataset.drive;
    if (!slot || !(capes.DRIVES as readonly string[]).includes(slot)) {
      ui.notifications.warn(`${CAPES_LANG}.Sheet.dropOnDrive`, { localize: true });
      return null;
    }
    return saveSubmit(this, this.actor, heroSpec, {
      system: { drives: { [slot]: { exemplar: { name: actor.name, uuid: actor.uuid } } } },
    });
  }
}
