/**
 * The Title sheet (ApplicationV2): Main characters, Storypath Card slots
 * (titleCardSlots), and the log of Issues. Moving cards into and out of the
 * slots is the cards engineer's (src/games/four-colors/cards/). Two parts:
 * `sheet` (header, Mains, slots) and `log` (issues, description); a card
 * given or spent by a player re-renders the `sheet` part only, so what the
 * GM is typing in the log survives (TITLE_ROUTES, src/core/part-render.ts).
 */
import { templatePath } from "../../../core/game-definition";
import { LANG } from "../data/common";
import { titleSpec } from "../data/title";
import { limitedContext } from "./shared-context";
import { titleSheetContext } from "./title-context";
import { enrich, expandForm, saveGuarded, systemSource } from "./sheet-support";
import type { PartRoutes } from "../../../core/part-render";
import { configureParts } from "../../../core/sheets/part-refresh";
import { reflectPending } from "../../../core/pending-actions";
import { titleCardActions } from "../cards/actions";
import { titleSlotsPanelContext } from "../cards/storypath-panels";
import { bindIssueRowEdits, titleIssueActions } from "../cards/title-issue-actions";
import { isStoryguide } from "../storyguide";

const { HandlebarsApplicationMixin } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

/** Which parts the Title's own changes touch; any other change renders them all. */
const TITLE_ROUTES: PartRoutes = {
  paths: {
    "system.slots": ["sheet"],
    "system.mains": ["sheet"],
    // An Issue starting or ending changes who may spend the slotted cards (the sheet part) as well as the log.
    "system.issues": ["sheet", "log"],
    "system.logVersion": ["sheet", "log"],
    "system.description": ["log"],
  },
};

export class TitleSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "four-colors", "title"],
    position: { width: 680, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: TitleSheet.onSubmit },
    actions: {
      addMain: TitleSheet.onAddMain,
      removeMain: TitleSheet.onRemoveMain,
      openMain: TitleSheet.onOpenMain,
      // The running Issue and its Pages: requests through the GM queue (title-issue-actions.ts).
      ...titleIssueActions,
      // The Storypath slots' buttons (the cards engineer's actions).
      ...titleCardActions,
    },
  };

  static override PARTS = {
    sheet: { template: templatePath("four-colors/sheets/title-sheet.hbs") },
    log: { template: templatePath("four-colors/sheets/title-log.hbs") },
    limited: { template: templatePath("four-colors/sheets/actor-limited.hbs") },
  };

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, ["sheet", "log"], TITLE_ROUTES);
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
    bindIssueRowEdits(this, this.element);
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
    const mains = stringList(system.mains).map((uuid) => {
      const doc = fromUuidSync(uuid);
      const found = doc instanceof Actor;
      return { uuid, name: found ? doc.name : "", img: found ? doc.img : "", found };
    });
    return {
      ...base,
      ...titleSheetContext({
        name: actor.name,
        img: actor.img,
        system,
        editable: this.isEditable,
        // The Storyguide runs the Issues and edits their log, owner or not; an owner who is not the SG does not.
        runsIssues: isStoryguide(game.user),
        enriched: { description },
        mains,
        // Omegas and Diceless Main characters (the book's glossary gives both Storypath Cards).
        omegas: game.actors
          .filter((a) => a.type === "fourColorsOmega" || a.type === "fourColorsDiceless")
          .map((a) => ({ uuid: a.uuid, name: a.name })),
        slotsPanel: titleSlotsPanelContext(actor),
        characterNames: Object.fromEntries(
          game.actors
            .filter((a) => a.type === "fourColorsOmega" || a.type === "fourColorsDiceless")
            .map((a) => [a.uuid, a.name]),
        ),
      }),
    };
  }

  /** An Omega or Diceless character dropped on the sheet becomes a Main character. */
  override async _onDropActor(_event: DragEvent, actor: Actor): Promise<unknown> {
    if (!this.isEditable) return null;
    return this.addMain(actor);
  }

  private async addMain(actor: Actor | null): Promise<unknown> {
    if (!actor || (actor.type !== "fourColorsOmega" && actor.type !== "fourColorsDiceless")) {
      ui.notifications.warn(`${LANG}.Title.notOmega`, { localize: true });
      return null;
    }
    const mains = stringList(systemSource(this.actor).mains);
    if (mains.includes(actor.uuid)) return null;
    return this.actor.update({ "system.mains": [...mains, actor.uuid] });
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as TitleSheet;
    await saveGuarded(sheet, sheet.actor, titleSpec, expandForm(formData));
  }

  static async onAddMain(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as TitleSheet;
    const select = target.closest(".fc-add-main")?.querySelector<HTMLSelectElement>("select");
    if (!select?.value) return;
    const doc = fromUuidSync(select.value);
    await sheet.addMain(doc instanceof Actor ? doc : null);
  }

  static async onRemoveMain(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const sheet = this as TitleSheet;
    const uuid = target.dataset.uuid;
    const mains = stringList(systemSource(sheet.actor).mains);
    await sheet.actor.update({ "system.mains": mains.filter((m) => m !== uuid) });
  }

  static async onOpenMain(this: App, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const doc = target.dataset.uuid ? fromUuidSync(target.dataset.uuid) : null;
    await doc?.sheet?.render({ force: true });
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];
}
