/**
 * The Roll the Planets dialog (ApplicationV2). Thin: it gathers the Omega,
 * the Omegas that may join a combined roll and the world settings, asks the
 * pure `buildDialogContext` for everything shown (odds, problems), and on
 * Roll plans the roll (planRoll) and posts it (rollAndPost). A change to any
 * input (`_onChangeForm`, called by ApplicationV2 for its form) re-renders
 * only the odds and the footer, except choosing a circumstance die's source
 * character, which rebuilds the form (its Trait select) and puts focus back.
 *
 * Several dice for one Force (a count per Force) and, with the world setting
 * on, one Hindrance die per opponent (rows added and removed with the
 * addOpponent / removeOpponent actions, which rebuild the form); the
 * opponents offered are the Omegas and Diceless characters the user can see.
 *
 * Sources: the world's Diceless actors the user can see (LIMITED); their
 * Traits only where the user may see the actor's full sheet (OBSERVER). On
 * Roll the chosen characters are resolved again by UUID.
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { buildDialogContext } from "./dialog-context";
import { dialogProblems } from "./dialog-problems";
import {
  circumstanceOf,
  defaultDialogState,
  sourcesOf,
  stateFromForm,
  withSourceChanges,
  type DialogState,
  type PartnerOption,
  type SourceOption,
} from "./dialog-state";
import { OMEGA_TYPE, omegaInput } from "./omega-input";
import { CIRCUMSTANCE_KINDS, planRoll, planetDice, type RollActor } from "./roll-data";
import { DICELESS_TYPE, sourceOption } from "./source-input";
import { foundryTranslate, rollAndPost } from "./hierarchy-roll";
import { DEGREES_SETTING, PLAYERS_SET_STAKES_SETTING, SEVERAL_HINDRANCES_SETTING } from "./settings";
import { newOpponent, rolledCounts, rollOpponents, type OpponentOption } from "./several-dice";
import { sendStakes } from "./stakes-card";
import { isStoryguide } from "../storyguide";
import type { HierarchyRollData } from "./roll-data";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

function settingOn(key: string): boolean {
  return game.settings.get(SYSTEM_ID, key) === true;
}

/** May this user set the stakes and roll for this Omega? The SG always; a player if the world allows it. */
export function maySetStakes(actor: Actor): boolean {
  return isStoryguide(game.user) || (settingOn(PLAYERS_SET_STAKES_SETTING) && actor.isOwner);
}

/** The players (not GMs) who play this Omega: the Storyguide sends them the stakes to roll. */
function playersOf(actor: Actor): User[] {
  return game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
}

function rollActor(actor: Actor): RollActor {
  const input = omegaInput(actor.name, actor.uuid, actor.system);
  const out: RollActor = { name: input.name, uuid: actor.uuid, planets: input.planets };
  if (input.colours) out.colours = input.colours;
  if (actor.img) out.img = actor.img;
  return out;
}

/** The Actor at a UUID (a token's synthetic actor too), or null. */
function actorAt(uuid: string | null): Actor | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

/** The partner of a combined roll, by UUID (a token's actor too), if it is an Omega the user can see. */
function partnerActor(uuid: string | null): Actor | null {
  const doc = actorAt(uuid);
  return doc && doc.type === OMEGA_TYPE && doc.testUserPermission(game.user, "LIMITED") ? doc : null;
}

/** A Diceless actor as a source; its Traits only for a user who may see its full sheet (not the limited view). */
function dicelessOption(actor: Actor): SourceOption {
  const items = actor.testUserPermission(game.user, "OBSERVER")
    ? actor.items.map((item) => ({ id: item.id, name: item.name, type: item.type, system: item.system }))
    : [];
  return sourceOption(actor.uuid, { name: actor.name, system: actor.system, items });
}

/** A circumstance die's source, by UUID, if it is a Diceless actor the user can see. */
function sourceActor(uuid: string | null): Actor | null {
  const doc = actorAt(uuid);
  return doc && doc.type === DICELESS_TYPE && doc.testUserPermission(game.user, "LIMITED") ? doc : null;
}

export class HierarchyDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["story-engines", "four-colors", "se-fc-roll-dialog"],
    window: { icon: "fa-solid fa-dice", resizable: true },
    position: { width: 520, height: "auto" as const },
    form: { handler: HierarchyDialog.onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: {
      addOpponent: HierarchyDialog.onAddOpponent,
      removeOpponent: HierarchyDialog.onRemoveOpponent,
      sendStakes: HierarchyDialog.onSendStakes,
    },
  };

  static override PARTS = {
    form: { template: templatePath("four-colors/dice/dialog-form.hbs") },
    odds: { template: templatePath("four-colors/dice/dialog-odds.hbs") },
    footer: { template: templatePath("four-colors/dice/dialog-footer.hbs") },
  };

  readonly actor: Actor;
  #state: DialogState = defaultDialogState();
  #rolling = false;
  /** The name of the input to focus again after the form is re-rendered. */
  #refocus: string | null = null;

  constructor(actor: Actor) {
    super({ window: { title: game.i18n.format("STORY_ENGINES.FourColors.Roll.dialogTitle", { name: actor.name }) } });
    this.actor = actor;
  }

  /**
   * Omegas the user can see, other than this one. A token's synthetic actor
   * shares its id with the world actor it comes from: that one is left out too.
   */
  #partners(): PartnerOption[] {
    return game.actors
      .filter(
        (a) =>
          a.type === OMEGA_TYPE &&
          a.uuid !== this.actor.uuid &&
          a.id !== this.actor.id &&
          a.testUserPermission(game.user, "LIMITED"),
      )
      .map((a) => ({ ...omegaInput(a.name, a.uuid, a.system), uuid: a.uuid }));
  }

  /** World Diceless characters the user can see, to name as a circumstance die's source. */
  #sources(): SourceOption[] {
    return game.actors
      .filter((a) => a.type === DICELESS_TYPE && a.testUserPermission(game.user, "LIMITED"))
      .map(dicelessOption);
  }

  /** Omegas (other than this one) and Diceless characters the user can see, to name as opponents. */
  #opponentOptions(): OpponentOption[] {
    return game.actors
      .filter(
        (a) =>
          (a.type === DICELESS_TYPE || (a.type === OMEGA_TYPE && a.id !== this.actor.id)) &&
          a.testUserPermission(game.user, "LIMITED"),
      )
      .map((a) => ({ uuid: a.uuid, name: a.name }));
  }

  protected override async _prepareContext(): Promise<Record<string, unknown>> {
    return buildDialogContext({
      omega: omegaInput(this.actor.name, this.actor.uuid, this.actor.system),
      state: this.#state,
      partners: this.#partners(),
      sources: this.#sources(),
      readOnly: !maySetStakes(this.actor),
      severalHindrances: settingOn(SEVERAL_HINDRANCES_SETTING),
      opponentOptions: this.#opponentOptions(),
      // The Storyguide sends the stakes to the Omega's player, who rolls (the book's procedure).
      sendTo: isStoryguide(game.user)
        ? playersOf(this.actor)
            .map((u) => u.name)
            .join(", ")
        : "",
      t: foundryTranslate,
    });
  }

  /** The dialog's element, which is its form (tag "form"). */
  #form(): HTMLFormElement | null {
    return this.element.tagName === "FORM" ? (this.element as HTMLFormElement) : null;
  }

  /** The choices as the form shows them now (nothing typed is lost when the form is rebuilt). */
  #readForm(): void {
    const form = this.#form();
    if (form) this.#state = stateFromForm(new foundry.applications.ux.FormDataExtended(form).object);
  }

  static async onAddOpponent(this: foundry.applications.api.ApplicationV2): Promise<void> {
    if (this instanceof HierarchyDialog) await this.#addOpponent();
  }

  static async onRemoveOpponent(
    this: foundry.applications.api.ApplicationV2,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    if (this instanceof HierarchyDialog) await this.#removeOpponent(Number(target.dataset.index));
  }

  async #addOpponent(): Promise<void> {
    this.#readForm();
    this.#state = { ...this.#state, opponents: [...this.#state.opponents, newOpponent()] };
    this.#refocus = `opponents.${this.#state.opponents.length - 1}.faces`;
    await this.render({ parts: ["form", "odds", "footer"] });
  }

  async #removeOpponent(index: number): Promise<void> {
    this.#readForm();
    this.#state = { ...this.#state, opponents: this.#state.opponents.filter((_, i) => i !== index) };
    await this.render({ parts: ["form", "odds", "footer"] });
  }

  /** Any change in the form: re-read the choices, re-render only the odds and the footer (focus stays put). */
  override _onChangeForm(formConfig: foundry.applications.api.ApplicationConfiguration["form"], event: Event): void {
    super._onChangeForm(formConfig, event);
    this.#onInput(event);
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    const name = this.#refocus;
    this.#refocus = null;
    if (name) this.element.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }

  #onInput(event: Event): void {
    const form = this.#form();
    if (!form) return;
    const { state, sourceChanged } = withSourceChanges(
      this.#state,
      stateFromForm(new foundry.applications.ux.FormDataExtended(form).object),
    );
    this.#state = state;
    if (sourceChanged) {
      // The Trait select lists the chosen character's Traits: rebuild the form, focus back on the select.
      this.#refocus = event.target instanceof HTMLElement ? event.target.getAttribute("name") : null;
      void this.render({ parts: ["form", "odds", "footer"] });
      return;
    }
    // The form part is not re-rendered (focus stays put): mark a Force both Favored and Opposed here.
    for (const row of this.element.querySelectorAll<HTMLElement>("[data-force]")) {
      const force = row.dataset.force ?? "";
      const conflict = state.favored.some((f) => f === force) && state.opposed.some((f) => f === force);
      row.classList.toggle("se-fc-stakes__row--conflict", conflict);
    }
    void this.render({ parts: ["odds", "footer"] });
  }

  static async onSubmit(this: foundry.applications.api.ApplicationV2): Promise<void> {
    if (this instanceof HierarchyDialog) await this.#roll();
  }

  /** The characters chosen as sources, resolved again by UUID (a token's actor too). */
  #chosenSources(state: DialogState): SourceOption[] {
    return CIRCUMSTANCE_KINDS.flatMap((kind) => {
      const doc = sourceActor(state[kind].source);
      return doc ? [dicelessOption(doc)] : [];
    });
  }

  static async onSendStakes(this: foundry.applications.api.ApplicationV2): Promise<void> {
    if (this instanceof HierarchyDialog) await this.#send();
  }

  /** The roll the choices describe, or null (and the user told) when they have problems. */
  #plan(): HierarchyRollData | null {
    this.#readForm();
    const several = settingOn(SEVERAL_HINDRANCES_SETTING);
    const state = several ? this.#state : { ...this.#state, opponents: [] };
    const actor = rollActor(this.actor);
    const partnerDoc = partnerActor(state.partner);
    const partner = partnerDoc ? rollActor(partnerDoc) : null;
    const dice = planetDice(actor.planets, partner?.planets, state.mode);
    const { errors } = dialogProblems(state, dice);
    if (errors > 0) {
      ui.notifications.warn("STORY_ENGINES.FourColors.Roll.fixProblems", { localize: true });
      void this.render({ parts: ["odds", "footer"] });
      return null;
    }
    return planRoll({
      stakes: { favored: state.favored, opposed: state.opposed },
      difficulty: state.difficulty,
      actor,
      partner,
      mode: state.mode,
      circumstance: circumstanceOf(state),
      sources: sourcesOf(state, this.#chosenSources(state)),
      degrees: settingOn(DEGREES_SETTING),
      counts: rolledCounts(state.counts, dice),
      opponents: rollOpponents(state.opponents, this.#opponentOptions(), (n) =>
        game.i18n.format("STORY_ENGINES.FourColors.Roll.opponentN", { n }),
      ),
    });
  }

  async #roll(): Promise<void> {
    if (this.#rolling) return;
    if (!maySetStakes(this.actor)) {
      ui.notifications.warn("STORY_ENGINES.FourColors.Roll.sgSetsStakes", { localize: true });
      return;
    }
    const plan = this.#plan();
    if (!plan) return;
    this.#rolling = true;
    try {
      await rollAndPost(plan, this.actor);
      await this.close();
    } finally {
      this.#rolling = false;
    }
  }

  /** The Storyguide sends the stakes to the Omega's player as a chat card with a Roll button. */
  async #send(): Promise<void> {
    if (this.#rolling || !isStoryguide(game.user) || playersOf(this.actor).length === 0) return;
    const plan = this.#plan();
    if (!plan) return;
    this.#rolling = true;
    try {
      await sendStakes(plan);
      ui.notifications.info("STORY_ENGINES.FourColors.Stakes.sent", { localize: true });
      await this.close();
    } finally {
      this.#rolling = false;
    }
  }
}

/** Open the Roll the Planets dialog for an Omega (the Omega sheet's "Roll the Planets" button). */
export async function openHierarchyDialog(actor: Actor): Promise<void> {
  if (actor.type !== OMEGA_TYPE) {
    ui.notifications.warn("STORY_ENGINES.FourColors.Roll.notAnOmega", { localize: true });
    return;
  }
  await new HierarchyDialog(actor).render({ force: true });
}
