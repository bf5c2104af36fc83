/**
 * The Storyguide's stakes window (Table tools → "Set the stakes
 * (Storyguide)"): the book's order is "the SG sets the Difficulty … picks
 * the Favored and Opposed Forces … the player rolls", so whoever holds the
 * Storyguide role opens the Roll the Planets dialog for any Omega they can
 * see (LIMITED or more) from their own screen — a player Storyguide too,
 * who sees another player's Omega only in its limited view, which has no
 * Roll the Planets button. The dialog sends the stakes as from the sheet
 * (hierarchy-dialog.ts, stakes-card.ts).
 */
import { templatePath } from "../../../core/game-definition";
import { isStoryguide } from "../storyguide";
import { openHierarchyDialog } from "./hierarchy-dialog";
import { OMEGA_TYPE } from "./omega-input";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

/** The id of the Storyguide's stakes window (one per client). */
export const STAKES_DESK_ID = "story-engines-four-colors-stakes";

/** The Omegas this user may see (LIMITED or more): those the window lists. */
function visibleOmegas(): Actor[] {
  return game.actors.filter(
    (a) => a.type === OMEGA_TYPE && (game.user.isGM || a.testUserPermission(game.user, "LIMITED")),
  );
}

export class StakesDesk extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: STAKES_DESK_ID,
    classes: ["story-engines", "four-colors", "fc-stakes-desk"],
    window: { title: "STORY_ENGINES.FourColors.Stakes.title", icon: "fa-solid fa-dice", resizable: true },
    position: { width: 360, height: "auto" as const },
    actions: { setStakes: StakesDesk.onSetStakes },
  };

  static override PARTS = {
    desk: { template: templatePath("four-colors/dice/stakes-desk.hbs") },
  };

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const omegas = visibleOmegas()
      .map((a) => ({ uuid: a.uuid, name: a.name, img: a.img ?? "" }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { ...base, omegas };
  }

  /** Open the roll (stakes) window for the Omega clicked; re-checked here: only the Storyguide, only a visible Omega. */
  static async onSetStakes(this: App, _event: Event, target: HTMLElement): Promise<void> {
    if (!isStoryguide(game.user)) return;
    const omega = visibleOmegas().find((a) => a.uuid === target.dataset.actorUuid);
    if (omega) await openHierarchyDialog(omega);
  }
}

/** Open the Storyguide's stakes window (the Table tool). */
export async function openStakesDesk(): Promise<void> {
  const open = foundry.applications.instances.get(STAKES_DESK_ID);
  await (open ?? new StakesDesk()).render({ force: true });
}
