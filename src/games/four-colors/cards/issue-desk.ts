/**
 * The Storyguide's Issues window (Table tools → "Run an Issue"): whoever
 * holds the Storyguide role runs a Title's Issue from their own screen —
 * Start Issue, New Page, who joins or leaves, End the Issue — with no
 * permission on the Title (a GM-made Title shows a player nothing). It
 * shows the chosen Title's running Issue and story so far
 * (templates/four-colors/sheets/title-story.hbs, the Title sheet's own
 * partial) and sends the same requests as the Title sheet through the GM
 * queue (title-issue-actions.ts; the declared rule: the Storyguide). It follows its Title through the updateActor hook
 * (module-part.ts).
 */
import { templatePath } from "../../../core/game-definition";
import { reflectPending } from "../../../core/pending-actions";
import { titleSheetContext } from "../sheets/title-context";
import { titleSlotsPanelContext } from "./storypath-panels";
import { titleStoryActions } from "./title-issue-actions";
import { CARD_HOLDER_TYPES, ISSUE_DESK_ID, TITLE_TYPE } from "./storypath";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;

/** The characters this user may see (LIMITED or more): the only ones a picker lists to them. */
export function visibleCharacters(): Actor[] {
  return game.actors.filter(
    (a) => CARD_HOLDER_TYPES.includes(a.type) && (game.user.isGM || a.testUserPermission(game.user, "LIMITED")),
  );
}

export class IssueDesk extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: ISSUE_DESK_ID,
    classes: ["story-engines", "four-colors", "title", "fc-issue-desk"],
    window: { title: "STORY_ENGINES.FourColors.Issues.title", icon: "fa-solid fa-book-open", resizable: true },
    position: { width: 560, height: 640 },
    actions: { ...titleStoryActions },
  };

  static override PARTS = {
    desk: { template: templatePath("four-colors/sheets/issue-desk.hbs") },
  };

  /** The Title shown (its UUID): the one picked, else the first of the world. */
  titleUuid = "";

  /** The user whose window it is (one per client in Foundry; several clients share a process in the tests). */
  readonly userId = game.user.id;

  /** The Title the Issue buttons act on (title-issue-actions.ts reads `document`). */
  get document(): Actor | null {
    const titles = game.actors.filter((a) => a.type === TITLE_TYPE);
    return titles.find((t) => t.uuid === this.titleUuid) ?? titles[0] ?? null;
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const title = this.document;
    const titles = game.actors
      .filter((a) => a.type === TITLE_TYPE)
      .map((t) => ({ value: t.uuid, label: t.name, selected: t.uuid === title?.uuid }));
    if (!title) return { ...base, titles, hasTitle: false };
    const characters = visibleCharacters();
    const mains = Array.isArray(title.system.mains) ? title.system.mains.filter((m) => typeof m === "string") : [];
    return {
      ...base,
      titles,
      hasTitle: true,
      ...titleSheetContext({
        name: title.name,
        img: title.img,
        system: title.system,
        editable: false,
        runsIssues: true,
        enriched: { description: "" },
        mains: mains.map((uuid) => ({ uuid, name: "", img: "", found: false })),
        omegas: characters.map((a) => ({ uuid: a.uuid, name: a.name })),
        slotsPanel: titleSlotsPanelContext(title),
        characterNames: Object.fromEntries(characters.map((a) => [a.uuid, a.name])),
      }),
    };
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
    const select = this.element.querySelector<HTMLSelectElement>("select[data-issue-desk-title]");
    select?.addEventListener("change", () => {
      this.titleUuid = select.value;
      void this.render();
    });
  }
}

/** Open the Storyguide's Issues window (the Table tool). */
export async function openIssueDesk(): Promise<void> {
  const open = foundry.applications.instances.get(ISSUE_DESK_ID);
  await (open ?? new IssueDesk()).render({ force: true });
}
