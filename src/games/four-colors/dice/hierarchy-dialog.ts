/**
 * The Roll the Planets dialog (ApplicationV2). Thin: it gathers the Omega,
 * the Omegas that may join a combined roll and the world settings, asks the
 * pure `buildDialogContext` for everything shown (odds, problems), and on
 * Roll plans the roll (planRoll) and posts it (rollAndPost). A change to any
 * input (`_onChangeForm`, called by ApplicationV2 for its form) re-renders
 * only the odds and the footer.
 */
import { SYSTEM_ID, templatePath } from "../../game-definition";
import {
  buildDialogContext,
  circumstanceOf,
  defaultDialogState,
  dialogProblems,
  stateFromForm,
  type DialogState,
  type PartnerOption,
} from "./dialog-context";
import { OMEGA_TYPE, omegaInput } from "./omega-input";
import { planRoll, planetDice, type RollActor } from "./roll-data";
import { foundryTranslate, rollAndPost } from "./hierarchy-roll";
import { DEGREES_SETTING, PLAYERS_SET_STAKES_SETTING } from "./settings";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

function settingOn(key: string): boolean {
  return game.settings.get(SYSTEM_ID, key) === true;
}

/** May this user set the stakes and roll for this Omega? The SG always; a player if the world allows it. */
export function maySetStakes(actor: Actor): boolean {
  return game.user.isGM || (settingOn(PLAYERS_SET_STAKES_SETTING) && actor.isOwner);
}

function rollActor(actor: Actor): RollActor {
  const input = omegaInput(actor.name, actor.uuid, actor.system);
  const out: RollActor = { name: input.name, uuid: actor.uuid, planets: input.planets };
  if (input.colours) out.colours = input.colours;
  return out;
}

/** The partner of a combined roll, by UUID (a token's actor too), if it is an Omega the user can see. */
function partnerActor(uuid: string | null): Actor | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc instanceof Actor && doc.type === OMEGA_TYPE && doc.testUserPermission(game.user, "LIMITED") ? doc : null;
}

export class HierarchyDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["story-engines", "four-colors", "se-fc-roll-dialog"],
    window: { icon: "fa-solid fa-dice", resizable: true },
    position: { width: 520, height: "auto" as const },
    form: { handler: HierarchyDialog.onSubmit, submitOnChange: false, closeOnSubmit: false },
  };

  static override PARTS = {
    form: { template: templatePath("four-colors/dice/dialog-form.hbs") },
    odds: { template: templatePath("four-colors/dice/dialog-odds.hbs") },
    footer: { template: templatePath("four-colors/dice/dialog-footer.hbs") },
  };

  readonly actor: Actor;
  #state: DialogState = defaultDialogState();
  #rolling = false;

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

  protected override async _prepareContext(): Promise<Record<string, unknown>> {
    return buildDialogContext({
      omega: omegaInput(this.actor.name, this.actor.uuid, this.actor.system),
      state: this.#state,
      partners: this.#partners(),
      readOnly: !maySetStakes(this.actor),
      t: foundryTranslate,
    });
  }

  /** Any change in the form: re-read the choices, re-render only the odds and the footer (focus stays put). */
  override _onChangeForm(formConfig: foundry.applications.api.ApplicationConfiguration["form"], event: Event): void {
    super._onChangeForm(formConfig, event);
    this.#onInput();
  }

  #onInput(): void {
    if (!(this.element instanceof HTMLFormElement)) return;
    const state = stateFromForm(new foundry.applications.ux.FormDataExtended(this.element).object);
    this.#state = state;
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

  async #roll(): Promise<void> {
    if (this.#rolling) return;
    if (!maySetStakes(this.actor)) {
      ui.notifications.warn("STORY_ENGINES.FourColors.Roll.sgSetsStakes", { localize: true });
      return;
    }
    if (this.element instanceof HTMLFormElement) {
      this.#state = stateFromForm(new foundry.applications.ux.FormDataExtended(this.element).object);
    }
    const state = this.#state;
    const actor = rollActor(this.actor);
    const partnerDoc = partnerActor(state.partner);
    const partner = partnerDoc ? rollActor(partnerDoc) : null;
    const { errors } = dialogProblems(state, planetDice(actor.planets, partner?.planets, state.mode));
    if (errors > 0) {
      ui.notifications.warn("STORY_ENGINES.FourColors.Roll.fixProblems", { localize: true });
      void this.render({ parts: ["odds", "footer"] });
      return;
    }
    this.#rolling = true;
    try {
      const plan = planRoll({
        stakes: { favored: state.favored, opposed: state.opposed },
        difficulty: state.difficulty,
        actor,
        partner,
        mode: state.mode,
        circumstance: circumstanceOf(state),
        degrees: settingOn(DEGREES_SETTING),
      });
      await rollAndPost(plan, this.actor);
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
