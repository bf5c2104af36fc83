/**
 * The Personae identity sheet (ApplicationV2). Thin: gathers the actor, its
 * items and linked companions, calls the pure context builder, validates
 * submits before saving (priorities locked once play has begun, a skill
 * rating above the threshold refused), and handles drops the Foundry way.
 * Four parts — identity, harm, traits, notes — so a change re-renders only
 * the part it touches (an open notes editor survives a hit marked by a card).
 */
import { templatePath, SYSTEM_ID } from "../../../core/game-definition";
import { enrichField, saveSubmit, systemSource, plainItems } from "../../../core/sheets/sheet-support";
import { configureParts } from "../../../core/sheets/part-refresh";
import { createDroppedItem } from "../../../core/sheets/drops";
import type { PartRoutes } from "../../../core/part-render";
import { identitySpec, type PersonaeIdentitySystem } from "../data/identity";
import { IDENTITY_TYPE, PERSONAE_ITEM_TYPES } from "../data/common";
import { buildIdentityContext, buildIdentityLimitedContext, type LinkedIdentity } from "./identity-context";
import { identityExtraRules } from "./identity-rules";
import { recoverIdentity } from "./identity-harm";
import { openChallengeDialog } from "../challenge/challenge-dialog";
import { openAdvancementDialog } from "./advancement-dialog";
import { CHORUS_POOL_SETTING } from "../challenge/settings";
import { giveCritical } from "./give-critical";

const { HandlebarsApplicationMixin } = foundry.applications.api;

const PARTS_FULL = ["identity", "harm", "traits", "notes"];
/** Which parts the identity's own changes touch (the longest prefix wins); others render all. */
const ROUTES: PartRoutes = {
  paths: {
    name: ["identity"],
    img: ["identity"],
    "system.notes": ["notes"],
    system: ["identity", "harm", "traits"],
    "system.hits": ["harm"],
    "system.shock": ["harm"],
    "system.stabilised": ["harm"],
    "system.inoperative": ["harm", "traits"],
    "system.negated": ["harm", "traits"],
    "system.criticals": ["harm"],
    "system.tally": ["harm"],
    "system.development": ["harm"],
    "system.scene": ["harm"],
    "system.resources": ["identity"],
    "system.concept": ["identity"],
    "system.pronouns": ["identity"],
  },
  embedded: { Item: ["identity", "traits"] },
};

function linked(uuid: string): LinkedIdentity | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" ? { name: doc.name, uuid: doc.uuid } : null;
}

export class PersonaeIdentitySheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "personae", "personae-identity"],
    position: { width: 780, height: 860 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: PersonaeIdentitySheet.onSubmit },
    actions: {
      editItem: PersonaeIdentitySheet.onEditItem,
      deleteItem: PersonaeIdentitySheet.onDeleteItem,
      createItem: PersonaeIdentitySheet.onCreateItem,
      openLinked: PersonaeIdentitySheet.onOpenLinked,
      beginPlay: PersonaeIdentitySheet.onBeginPlay,
      challenge: PersonaeIdentitySheet.onChallenge,
      advance: PersonaeIdentitySheet.onAdvance,
      recover: PersonaeIdentitySheet.onRecover,
      giveCritical: PersonaeIdentitySheet.onGiveCritical,
    },
  };

  static override PARTS = {
    identity: { template: templatePath("personae/sheets/identity.hbs") },
    harm: { template: templatePath("personae/sheets/identity-harm.hbs") },
    traits: { template: templatePath("personae/sheets/identity-traits.hbs") },
    notes: { template: templatePath("personae/sheets/identity-notes.hbs") },
    limited: { template: templatePath("personae/sheets/identity-limited.hbs") },
  };

  get identity(): PersonaeIdentitySystem {
    return this.actor.system as unknown as PersonaeIdentitySystem;
  }

  override _configureRenderOptions(options: foundry.applications.api.ApplicationRenderOptions): void {
    super._configureRenderOptions(options);
    configureParts(this, options, PARTS_FULL, ROUTES);
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const actor = { name: this.actor.name, img: this.actor.img };
    if (this.document.limited) return { ...base, ...buildIdentityLimitedContext({ actor, system: this.identity }) };
    const companions = game.actors
      .filter((a) => a.type === IDENTITY_TYPE && (a.system as { companionOf?: string }).companionOf === this.actor.uuid)
      .map((a) => ({ name: a.name, uuid: a.uuid }));
    const pool = game.settings.get(SYSTEM_ID, CHORUS_POOL_SETTING);
    return {
      ...base,
      ...buildIdentityContext({
        actor,
        system: this.identity,
        items: plainItems(this.actor),
        editable: this.isEditable,
        enrichedNotes: await enrichField(this.identity.notes, this.actor),
        companions,
        owner: linked(this.identity.companionOf),
        chorusPool: typeof pool === "number" ? pool : null,
        gm: game.user.isGM,
      }),
    };
  }

  /** Validate the submit with the spec (and the rules it cannot see) first: a bad value is named and nothing is saved. */
  static async onSubmit(
    this: foundry.applications.api.ApplicationV2,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    if (!sheet.isEditable) return;
    await saveSubmit(sheet, sheet.actor, identitySpec, foundry.utils.expandObject(formData.object), {
      extra: identityExtraRules,
    });
  }

  private itemFrom(target: HTMLElement): Item | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    return this.actor.items.get(id);
  }

  static async onEditItem(
    this: foundry.applications.api.ApplicationV2,
    _e: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await (this as PersonaeIdentitySheet).itemFrom(target)?.sheet?.render({ force: true });
  }

  static async onDeleteItem(
    this: foundry.applications.api.ApplicationV2,
    _e: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    const item = sheet.itemFrom(target);
    if (item && sheet.isEditable) await item.delete();
  }

  static async onCreateItem(
    this: foundry.applications.api.ApplicationV2,
    _e: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    const type = target.dataset.type ?? "";
    if (!sheet.isEditable || !PERSONAE_ITEM_TYPES.includes(type)) return;
    const name = game.i18n.format("STORY_ENGINES.Personae.Sheet.newItem", {
      type: game.i18n.localize(`TYPES.Item.${type}`),
    });
    const [created] = await sheet.actor.createEmbeddedDocuments("Item", [{ name, type }]);
    await created?.sheet?.render({ force: true });
  }

  static async onOpenLinked(
    this: foundry.applications.api.ApplicationV2,
    _e: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const doc = await fromUuid(target.dataset.uuid ?? "");
    if (doc?.sheet) await doc.sheet.render({ force: true });
    else ui.notifications.warn("STORY_ENGINES.Personae.Notify.linkMissing", { localize: true });
  }

  /** Play begins: the priorities lock; refused (with the reasons) while they are broken. */
  static async onBeginPlay(this: foundry.applications.api.ApplicationV2): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    if (!sheet.isEditable) return;
    const ok = await saveSubmit(null, sheet.actor, identitySpec, { system: { mode: "play" } });
    if (ok)
      ui.notifications.info(game.i18n.format("STORY_ENGINES.Personae.Notify.playBegins", { name: sheet.actor.name }));
  }

  static async onChallenge(
    this: foundry.applications.api.ApplicationV2,
    _e: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    if (!sheet.isEditable) return;
    await openChallengeDialog(sheet.actor, sheet.itemFrom(target)?.id ?? null);
  }

  static async onAdvance(this: foundry.applications.api.ApplicationV2): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    if (sheet.isEditable) await openAdvancementDialog(sheet.actor);
  }

  static async onRecover(this: foundry.applications.api.ApplicationV2): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    if (sheet.isEditable) await recoverIdentity(sheet.actor);
  }

  static async onGiveCritical(this: foundry.applications.api.ApplicationV2): Promise<void> {
    const sheet = this as PersonaeIdentitySheet;
    if (sheet.isEditable) await giveCritical(sheet.actor);
  }

  /** A Personae item dropped from a compendium, the sidebar or another actor (Foundry sorts the actor's own). */
  override async _onDropItem(event: DragEvent, item: Item): Promise<unknown> {
    if (!this.isEditable) return null;
    if (item.parent === this.actor) return super._onDropItem(event, item);
    if (!PERSONAE_ITEM_TYPES.includes(item.type)) {
      ui.notifications.warn("STORY_ENGINES.Personae.Notify.dropNotPersonae", { localize: true });
      return null;
    }
    return createDroppedItem(this.actor, item);
  }

  /** An identity dropped on a character ready for one becomes its companion. */
  override async _onDropActor(_event: DragEvent, actor: Actor): Promise<unknown> {
    if (!this.isEditable || actor.type !== IDENTITY_TYPE || actor.uuid === this.actor.uuid) return null;
    const derived = (this.actor.system as { derived?: { companionReady?: boolean } }).derived;
    if (!derived?.companionReady) {
      ui.notifications.warn("STORY_ENGINES.Personae.Notify.companionNotReady", { localize: true });
      return null;
    }
    if (!actor.isOwner) {
      ui.notifications.warn("STORY_ENGINES.Personae.Notify.companionNotOwned", { localize: true });
      return null;
    }
    const current = systemSource(actor);
    // A companion begins play as a minion ally (minor toughness), raised by its owner's development points.
    const toughness = current.kind === "character" && current.toughness === "major" ? "minor" : current.toughness;
    return saveSubmit(null, actor, identitySpec, { system: { ...current, companionOf: this.actor.uuid, toughness } });
  }
}
