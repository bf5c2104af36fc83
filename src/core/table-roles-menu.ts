/**
 * The GM's Table roles window (Configure Settings → Story Engines → Table
 * roles): who holds each role a book lets any participant hold — the
 * Storyguide, the FC, the chorus… — in the games this world plays.
 */
import { SYSTEM_ID, templatePath } from "./game-definition";
import { gameLabelKeys } from "./game-selection";
import { assignmentsFromForm, tableRolesContext, type RolesOfGame } from "./table-roles-context";
import { assignRole, readAssignments, rolesOf } from "./table-roles";
import type { GameDefinition } from "./game-definition";
import { readEnabledGames } from "./game-switch";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

let played: readonly GameDefinition[] = [];

function rolesOfPlayedGames(): RolesOfGame[] {
  const enabled = readEnabledGames(played);
  return played
    .filter((d) => enabled.has(d.id))
    .map((d) => ({
      gameId: d.id,
      nameKey: gameLabelKeys(d.langKey).name,
      roles: rolesOf([d.id]).map((r) => r.spec),
    }));
}

export class TableRolesMenu extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "story-engines-table-roles",
    tag: "form",
    classes: ["story-engines", "se-table-roles-window"],
    window: { title: "STORY_ENGINES.Core.Roles.title", icon: "fa-solid fa-people-group" },
    position: { width: 460 },
    form: { submitOnChange: false, closeOnSubmit: true, handler: TableRolesMenu.onSubmit },
  };

  static override PARTS = { form: { template: templatePath("core/table-roles.hbs") } };

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const users = game.users.map((u) => ({ id: u.id, name: u.name, isGM: u.isGM, active: u.active }));
    return { ...base, ...tableRolesContext(rolesOfPlayedGames(), readAssignments(), users) };
  }

  static async onSubmit(
    this: foundry.applications.api.ApplicationV2,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const games = rolesOfPlayedGames();
    const keys = games.flatMap((g) => g.roles.filter((r) => r.assignable).map((r) => `${g.gameId}.${r.id}`));
    const wanted = assignmentsFromForm(formData.object, keys);
    for (const g of games)
      for (const r of g.roles.filter((spec) => spec.assignable)) {
        const problems = await assignRole(g.gameId, r.id, wanted[`${g.gameId}.${r.id}`] ?? []);
        for (const p of problems) ui.notifications.warn(p, { localize: true });
      }
  }
}

/** Put the Table roles button in Configure Settings (GM only); it lists the games this world plays. */
export function registerTableRolesMenu(games: readonly GameDefinition[]): void {
  played = games;
  game.settings.registerMenu(SYSTEM_ID, "tableRolesMenu", {
    name: "STORY_ENGINES.Settings.tableRolesMenu.name",
    label: "STORY_ENGINES.Settings.tableRolesMenu.label",
    hint: "STORY_ENGINES.Settings.tableRolesMenu.hint",
    icon: "fa-solid fa-people-group",
    type: TableRolesMenu,
    restricted: true,
  });
}
