/**
 * The Omega sheet (ApplicationV2). Thin: gathers data, calls
 * omegaSheetContext, guards submits with the spec and the Planet rules,
 * accepts dropped descriptors, opens the dice engineer's Roll the Planets
 * dialog.
 */
import { templatePath } from "../../../core/game-definition";
import { FORCES } from "../../../rules/four-colors";
import { omegaSpec, planetProblems, readPlanets, isRecord } from "../data/omega";
import { readSlots, deriveTitle } from "../data/title";
import { limitedContext } from "./shared-context";
import { omegaSheetContext, type LinkedTitle } from "./omega-context";
import {
  acceptDrop,
  descriptorActions,
  allowD16,
  enrich,
  expandForm,
  saveGuarded,
  sheetParts,
  itemInputs,
  systemSource,
  traitChart,
} from "./sheet-support";
import { openHierarchyDialog } from "../dice/hierarchy-dialog";
import { omegaCardActions } from "../cards/actions";
import { storypathPanelContext } from "../cards/storypath-panels";

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
    sheet: { template: templatePath("four-colors/sheets/omega-sheet.hbs"), scrollable: [""] },
    limited: { template: templatePath("four-colors/sheets/actor-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    options.parts = sheetParts(this.document, ["sheet"]);
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
        }),
      };
    }
    const context = omegaSheetContext({
      name: actor.name,
      img: actor.img,
      system,
      items: itemInputs(actor),
      editable: this.isEditable,
      allowD16: allowD16(),
      chart: traitChart(),
      enriched: { concept: await enrich(system.concept, actor), notes: await enrich(system.notes, actor) },
      titles: game.actors.filter((a) => a.type === "fourColorsTitle").map((a) => ({ uuid: a.uuid, name: a.name })),
      title: linkedTitle(system.title),
      storypath: storypathPanelContext(actor),
    });
    return { ...base, ...context };
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
      const changed = readPlanets(system.planets);
      const planets: Record<string, number | null> = {};
      for (const force of FORCES) if (force in system.planets) planets[force] = changed[force] ?? null;
      system.planets = planets;
      return planetProblems({ ...readPlanets(current.planets), ...planets }, allowD16());
    });
  }

  static async onRollPlanets(this: App): Promise<void> {
    await openHierarchyDialog((this as OmegaSheet).actor);
  }
}

/** The linked Title's name and slots, when it is a loaded Title actor. */
function linkedTitle(uuid: unknown): LinkedTitle | null {
  if (typeof uuid !== "string" || uuid === "") return null;
  const doc = fromUuidSync(uuid);
  if (!(doc instanceof Actor) || doc.type !== "fourColorsTitle") return null;
  const slots = readSlots(doc.system.slots);
  return {
    uuid,
    name: doc.name,
    slotCount: deriveTitle(doc.system).slotCount,
    cards: slots.map((s) => s.name || s.cardUuid),
  };
}
