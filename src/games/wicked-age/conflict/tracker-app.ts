/**
 * The conflict tracker window (ApplicationV2, thin): one per conflict. It
 * reads the Combat and its combatants, builds the pure tracker context for
 * this viewer and renders it in four parts; a change to the conflict
 * re-renders only the parts whose content changed (part-refresh), so target
 * boxes being ticked elsewhere in the window survive. Buttons: tracker-actions.ts.
 */
import { templatePath } from "../../../core/game-definition";
import { notePart, refreshPart } from "../../../core/sheets/part-refresh";
import { reflectPending } from "../../../core/pending-actions";
import { readCampaignSetting } from "../campaign/campaign-store";
import { isChapterGM, playsOwnCharacter } from "../campaign/table-sides";
import { conflictSides, readCombatState, wickedConflictOf } from "./combat-docs";
import { conflictName } from "./combat-docs";
import { conflictOptions } from "./options";
import { actingKey, joinCandidates, TRACKER_ACTIONS } from "./tracker-actions";
import { actingContextFor, actingSideFor, keepActingSide } from "../../../core/acting-as";
import { buildTrackerContext, TRACKER_PARTS, trackerPartSlice, type TrackerPart } from "./tracker-context";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

/** This client's open conflict trackers, by Combat id (those `show` opened). */
export const openTrackers = new Map<string, WickedConflictTracker>();

/** This client's open tracker of a conflict: by its id among the client's windows (Foundry's instances). */
function openTracker(combatId: string): WickedConflictTracker | undefined {
  const app = foundry.applications.instances.get(`wicked-conflict-${combatId}`) ?? openTrackers.get(combatId);
  return app instanceof WickedConflictTracker ? app : undefined;
}

/** The tracker context of `combat` for this client's user. */
export function trackerContextFor(combat: Combat): Record<string, unknown> {
  const state = readCombatState(combat);
  const sides = conflictSides(combat);
  const key = actingKey(combat.id ?? "");
  // One side at a time (core's acting-for): the buttons are the acting side's; the chapter's GM switches in the head.
  const acting = actingSideFor(key, sides, isChapterGM);
  // The side stays the user's until they switch: an away player's side is one more choice, not a jump.
  keepActingSide(key, acting);
  const controls = new Set(acting ? [acting.id] : []);
  const owe = readCampaignSetting().owe;
  const mineOnList = owe.some((e) => playsOwnCharacter(game.user, fromUuidSync(e.actorUuid) as Actor | null));
  const canBuy = new Set(mineOnList ? [...controls] : []);
  const images = Object.fromEntries(combat.combatants.contents.map((c) => [c.id ?? "", c.img || c.actor?.img || ""]));
  return buildTrackerContext({
    state,
    viewer: { isGM: isChapterGM(game.user), controls, userId: game.user.id },
    options: conflictOptions(),
    title: conflictName(combat),
    canBuy,
    images,
    joinable: joinCandidates(combat).length > 0,
    acting: actingContextFor(key, sides, isChapterGM),
  });
}

export class WickedConflictTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "wicked-age", "wicked-tracker"],
    position: { width: 600, height: 760 },
    window: { title: "STORY_ENGINES.Wicked.Conflict.title", resizable: true },
    actions: TRACKER_ACTIONS,
  };

  static override PARTS = {
    head: { template: templatePath("wicked-age/conflict/tracker-head.hbs") },
    participants: { template: templatePath("wicked-age/conflict/tracker-participants.hbs"), scrollable: [""] },
    consequences: { template: templatePath("wicked-age/conflict/tracker-consequences.hbs") },
    log: { template: templatePath("wicked-age/conflict/tracker-log.hbs"), scrollable: [""] },
  };

  combatId = "";

  /** Open (or bring up) the tracker of a conflict. */
  static async show(combat: Combat): Promise<WickedConflictTracker> {
    const id = combat.id ?? "";
    const app = openTracker(id) ?? new WickedConflictTracker({ id: `wicked-conflict-${id}` });
    app.combatId = id;
    openTrackers.set(id, app);
    await app.render({ force: true });
    return app;
  }

  /** Re-render, part by part, the open tracker of a conflict that changed. */
  static refresh(combatId: string): void {
    const app = openTracker(combatId);
    const combat = wickedConflictOf(combatId);
    if (!app?.rendered) return;
    if (!combat) return void app.close();
    const context = trackerContextFor(combat);
    for (const part of TRACKER_PARTS) refreshPart(app, part, trackerPartSlice(part, context));
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const combat = wickedConflictOf(this.combatId);
    if (!combat) return { ...base, missing: true };
    return { ...base, ...trackerContextFor(combat) };
  }

  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const part = await super._preparePartContext(partId, context, options);
    if ((TRACKER_PARTS as readonly string[]).includes(partId))
      notePart(this, partId, trackerPartSlice(partId as TrackerPart, context));
    return part;
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
  }

  protected override _onClose(options: object): void {
    super._onClose(options);
    if (openTrackers.get(this.combatId) === this) openTrackers.delete(this.combatId);
  }
}
