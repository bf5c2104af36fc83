/**
 * The Diceless character sheet (ApplicationV2): rank, Traits, description;
 * never rolls. A Diceless Main character (one a player plays) has a
 * Storypath hand like an Omega's, in its own part (diceless-parts.ts); only
 * the GM sets its starting number of cards.
 */
import { configureParts, notePart } from "../../../core/sheets/part-refresh";
import { reflectPending } from "../../../core/pending-actions";
import { omegaCardActions } from "../cards/actions";
import { DICELESS_PARTS, DICELESS_ROUTES, dicelessHandPart } from "./diceless-parts";
import { isRecord } from "../data/omega";
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
      // The Storypath hand panel's buttons, as on an Omega sheet.
      ...omegaCardActions,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath("four-colors/sheets/diceless-sheet.hbs") },
    hand: { template: templatePath("four-colors/sheets/diceless-hand.hbs") },
    limited: { template: templatePath("four-colors/sheets/actor-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, DICELESS_PARTS, DICELESS_ROUTES);
  }

  /** Note what the hand part shows, so the Storypath hooks re-render it only on a change. */
  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const part = await super._preparePartContext(partId, context, options);
    if (partId === "hand") notePart(this, "hand", { storypath: context.storypath });
    return part;
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
        isGM: game.user.isGM,
        storypath: dicelessHandPart(actor).storypath,
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
    const submitted = expandForm(formData);
    // Only the GM sets the starting Storypath Cards (the field is disabled for players).
    if (!game.user.isGM && isRecord(submitted.system)) delete submitted.system.startingCards;
    await saveGuarded(sheet, sheet.actor, dicelessSpec, submitted);
  }
}
