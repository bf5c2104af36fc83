/**
 * The Omega sheet (ApplicationV2). Thin: gathers data, calls
 * omegaSheetContext, guards submits with the spec and the Planet rules,
 * accepts dropped descriptors, opens the dice engineer's Roll the Planets
 * dialog (also from the limited view, for the Storyguide, who sets the
 * stakes there). Three parts (omega-parts.ts): a change re-renders only the
 * parts it touches, so what a player is typing elsewhere on the sheet
 * survives.
 */
import { templatePath } from "../../../core/game-definition";
import { omegaSpec, planetProblems, readPlanets, isRecord, submittedPlanets } from "../data/omega";
import { limitedContext } from "./shared-context";
import { omegaSheetContext } from "./omega-context";
import { OMEGA_PARTS, OMEGA_ROUTES, omegaHandPart, titleList } from "./omega-parts";
import { configureParts, notePart } from "../../../core/sheets/part-refresh";
import { reflectPending } from "../../../core/pending-actions";
import {
  acceptDrop,
  descriptorActions,
  allowD16,
  enrich,
  expandForm,
  saveGuarded,
  itemInputs,
  systemSource,
  traitChart,
} from "./sheet-support";
import { openHierarchyDialog } from "../dice/hierarchy-dialog";
import { omegaCardActions } from "../cards/actions";
import { isStoryguide } from "../storyguide";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

export class OmegaSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "four-colors", "omega"],
    position: { width: 720, height: 820 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: OmegaSheet.onSubmit },
    actions: {
      rollPlanets: OmegaSheet.onRollPlanets,
      ...descriptorActions,
      // The Storypath hand panel's buttons (the cards engineer's actions).
      ...omegaCardActions,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath("four-colors/sheets/omega-sheet.hbs") },
    hand: { template: templatePath("four-colors/sheets/omega-hand.hbs") },
    text: { template: templatePath("four-colors/sheets/omega-text.hbs") },
    limited: { template: templatePath("four-colors/sheets/omega-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, OMEGA_PARTS, OMEGA_ROUTES);
  }

  /** Note what the parts that follow other documents show, so the Storypath hooks re-render them only on a change. */
  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const part = await super._preparePartContext(partId, context, options);
    if (partId === "hand") notePart(this, "hand", { title: context.title, storypath: context.storypath });
    if (partId === "sheet") notePart(this, "sheet", context.titleList);
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
    if (actor.limited) {
      return {
        ...base,
        ...limitedContext({
          name: actor.name,
          img: actor.img,
          type: actor.type,
          description: await enrich(system.concept, actor),
          // A player Storyguide sees another player's Omega only in this view: the roll (stakes) window opens from it.
          setsStakes: isStoryguide(game.user),
        }),
      };
    }
    const titles = titleList();
    const hand = omegaHandPart(actor);
    const context = omegaSheetContext({
      name: actor.name,
      img: actor.img,
      system,
      items: itemInputs(actor),
      editable: this.isEditable,
      allowD16: allowD16(),
      chart: traitChart(),
      enriched: { concept: await enrich(system.concept, actor), notes: await enrich(system.notes, actor) },
      titles,
      title: hand.title,
      storypath: hand.storypath,
    });
    return { ...base, ...context, titleList: titles };
  }

  /** Only descriptors go on an Omega. */
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
    const sheet = this as OmegaSheet;
    const current = systemSource(sheet.actor);
    await saveGuarded(sheet, sheet.actor, omegaSpec, expandForm(formData), (system) => {
      if (!isRecord(system.planets)) return [];
      // Form values to stored values ("" → Wed), then the book's rules on the result.
      const { planets, problems } = submittedPlanets(system.planets);
      if (problems.length) return problems;
      system.planets = planets;
      return planetProblems({ ...readPlanets(current.planets), ...planets }, allowD16());
    });
  }

  static async onRollPlanets(this: App): Promise<void> {
    await openHierarchyDialog((this as OmegaSheet).actor);
  }
}
