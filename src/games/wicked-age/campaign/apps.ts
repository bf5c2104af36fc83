/**
 * The owe list window, the story sheet window and the Deal the oracle dialog
 * (ApplicationV2, thin): each reads the campaign setting or the story
 * journal, builds its pure context, and sends its buttons to the GM through
 * the queue (askGMAnswering), each button pending until answered. Every
 * client re-renders them when the setting or the journal changes.
 */
import { askGMAnswering } from "../../../core/gm-query";
import { playerOwnerIds } from "../../../core/owners";
import { QUERIES } from "../queries";
import { templatePath } from "../../../core/game-definition";
import { pendingAction } from "../../../core/pending-actions";
import { reflectPending } from "../../../core/pending-actions";
import { ORACLES } from "../../../rules/wicked";
import { readCampaignSetting } from "./campaign-store";
import { isChapterGM, leavesDealToFriends, mayActFor, playsOwnCharacter, playsTopper } from "./table-sides";
import { buildOweContext } from "./owe-context";
import { buildStoryContext, elementLabel } from "./story-context";
import { buildDealContext } from "./deal-context";
import { journalOf, storyOf } from "./story-store";
import { awaitsTopperChoice } from "./story";
import { oracleEntries } from "./oracles";
import { CHARACTER_TYPE, NPC_TYPE } from "../data/common";

/** Every element of the four oracles, "<oracle>|<card>" → "Oracle — K♦ entry", for the topper's choice. */
async function allOracleEntries(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const oracle of ORACLES) {
    const name = game.i18n.localize(`STORY_ENGINES.Wicked.Oracle.${oracle}`);
    for (const [card, text] of Object.entries(await oracleEntries(oracle)))
      out[`${oracle}|${card}`] = elementLabel(name, text);
  }
  return out;
}

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

/** Ask the GM; a refusal is shown, a stale request redraws the window. */
const ask = (query: string, data: Record<string, unknown>, app: App) => askGMAnswering(app, query, data);

/** A button whose request is pending until answered; one key per line or character it acts on. */
const act = (key: string, run: (app: App, target: HTMLElement) => Promise<void>) =>
  pendingAction(
    (_app, target) => {
      const row = target.closest<HTMLElement>("[data-line],[data-character]");
      return `${key}:${row?.dataset.line ?? row?.dataset.character ?? ""}`;
    },
    (app, _event, target) => run(app, target),
  );

function ownerNames(uuid: string): string {
  const actor = fromUuidSync(uuid) as Actor | null;
  return actor
    ? playerOwnerIds(actor)
        .map((id) => game.users.get(id)?.name ?? "")
        .join(", ")
    : "";
}

// ---------------------------------------------------------------- owe list

export class WickedOweList extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "wicked-owe-list",
    classes: ["story-engines", "wicked-age", "wicked-owe-list"],
    position: { width: 380, height: "auto" as const },
    window: { title: "STORY_ENGINES.Wicked.Owe.title", resizable: true },
    actions: {
      buyIn: act("wicked-owe", async (app, target) => {
        const actorUuid = target.closest<HTMLElement>("[data-actor]")?.dataset.actor ?? "";
        await ask(QUERIES.campaign, { op: "buyIn", actorUuid, version: readCampaignSetting().version }, app);
      }),
      removeLine: act("wicked-owe", async (app, target) => {
        const index = Number(target.closest<HTMLElement>("[data-line]")?.dataset.line);
        const line = readCampaignSetting().owe[index];
        const sure = await foundry.applications.api.DialogV2.confirm({
          window: { title: game.i18n.localize("STORY_ENGINES.Wicked.Owe.remove") },
          content: `<p>${game.i18n.format("STORY_ENGINES.Wicked.Owe.removeConfirm", { name: line?.name ?? "—" })}</p>`,
          rejectClose: false,
        });
        if (!sure) return;
        await ask(QUERIES.campaign, { op: "remove", index, version: readCampaignSetting().version }, app);
      }),
      endChapter: act("wicked-owe-end", async (app) => {
        const campaign = readCampaignSetting();
        const sure = await foundry.applications.api.DialogV2.confirm({
          window: { title: game.i18n.localize("STORY_ENGINES.Wicked.Owe.endChapter") },
          content: `<p>${game.i18n.format("STORY_ENGINES.Wicked.Owe.endConfirm", { name: campaign.owe[0]?.name ?? "—" })}</p>`,
          rejectClose: false,
        });
        if (!sure) return;
        const answer = await ask(QUERIES.campaign, { op: "endChapter", version: campaign.version }, app);
        if (answer?.ok && answer.uuid) await WickedStorySheet.show(answer.uuid);
      }),
      openStory: async () => {
        const uuid = readCampaignSetting().storyUuid;
        if (uuid) await WickedStorySheet.show(uuid);
        else ui.notifications.info("STORY_ENGINES.Wicked.Story.noneYet", { localize: true });
      },
    },
  };

  static override PARTS = { list: { template: templatePath("wicked-age/campaign/owe-list.hbs"), scrollable: [""] } };

  /** Open this client's owe list, or bring the open one forward (one window: the campaign's changes redraw it by id). */
  static async show(): Promise<void> {
    const open = foundry.applications.instances.get(WickedOweList.DEFAULT_OPTIONS.id);
    await (open ?? new WickedOweList()).render({ force: true });
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const campaign = readCampaignSetting();
    const uuids = [...new Set(campaign.owe.map((e) => e.actorUuid))];
    const owns = new Set(uuids.filter((u) => playsOwnCharacter(game.user, fromUuidSync(u) as Actor | null)));
    const players = Object.fromEntries(uuids.map((u) => [u, ownerNames(u)]));
    const viewer = { isGM: game.user.isGM, runsChapter: isChapterGM(game.user), owns, players };
    return { ...base, ...buildOweContext(campaign, viewer, campaign.storyUuid !== "") };
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
  }
}

// ---------------------------------------------------------------- story sheet

/** This client's open story sheets, by journal UUID. */
export const openStorySheets = new Map<string, WickedStorySheet>();

export class WickedStorySheet extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "wicked-age", "wicked-story"],
    position: { width: 560, height: 720 },
    window: { title: "STORY_ENGINES.Wicked.Story.title", resizable: true },
    actions: {
      deal: async (): Promise<void> => {
        await WickedDealDialog.show();
      },
      chooseElement: act("wicked-story", async (app, target) => {
        const value =
          target.closest("section")?.querySelector<HTMLSelectElement>('select[name="chosenElement"]')?.value ?? "";
        const [oracle, card] = value.split("|");
        await (app as WickedStorySheet).send({ op: "choose", oracle: oracle ?? "", card: card ?? "" });
      }),
      addCharacter: act("wicked-story-add", async (app, target) => {
        const row = target.closest<HTMLElement>(".w-add-character");
        const name = row?.querySelector<HTMLInputElement>('input[name="newCharacter"]')?.value ?? "";
        const element = Number(row?.querySelector<HTMLSelectElement>('select[name="newElement"]')?.value ?? -1);
        // A character needs a name: say so here, before asking the GM.
        if (name.trim() === "") {
          ui.notifications.warn("STORY_ENGINES.Wicked.Story.Problems.nameCharacter", { localize: true });
          return;
        }
        await (app as WickedStorySheet).send({ op: "add", name, element });
      }),
      removeCharacter: act("wicked-story", (app, target) => (app as WickedStorySheet).characterOp("remove", target)),
      claim: act("wicked-story", (app, target) => (app as WickedStorySheet).characterOp("claim", target)),
      release: act("wicked-story", (app, target) => (app as WickedStorySheet).characterOp("release", target)),
      createActor: act("wicked-story", (app, target) => (app as WickedStorySheet).characterOp("createActor", target)),
      claimReturning: act("wicked-story", async (app, target) => {
        const row = target.closest<HTMLElement>("[data-character]");
        const actorUuid = row?.querySelector<HTMLSelectElement>('select[name="returning"]')?.value ?? "";
        await (app as WickedStorySheet).send({
          op: "claimReturning",
          characterId: row?.dataset.character ?? "",
          actorUuid,
        });
      }),
      openActor: async (_event: PointerEvent, target: HTMLElement): Promise<void> => {
        const doc = await fromUuid(target.dataset.uuid ?? "");
        await doc?.sheet?.render({ force: true });
      },
      saveTimePlace: act("wicked-story-time", async (app) => {
        const root = app.element;
        const time = root.querySelector<HTMLInputElement>('input[name="time"]')?.value ?? "";
        const place = root.querySelector<HTMLInputElement>('input[name="place"]')?.value ?? "";
        await (app as WickedStorySheet).send({ op: "timePlace", time, place });
      }),
      recordGm: act("wicked-story-gm", async (app) => {
        // Not `userId`: askGM sends the asking user's id under that name.
        const gmUserId = app.element.querySelector<HTMLSelectElement>('select[name="gmUser"]')?.value ?? "";
        await ask(QUERIES.campaign, { op: "recordGm", gmUserId, version: readCampaignSetting().version }, app);
      }),
    },
  };

  static override PARTS = {
    story: { template: templatePath("wicked-age/campaign/story-sheet.hbs"), scrollable: [""] },
  };

  storyUuid = "";

  static async show(uuid: string): Promise<void> {
    const app = openStorySheets.get(uuid) ?? new WickedStorySheet({ id: `wicked-story-${uuid.replaceAll(".", "-")}` });
    app.storyUuid = uuid;
    openStorySheets.set(uuid, app);
    await app.render({ force: true });
  }

  static refreshAll(): void {
    for (const app of openStorySheets.values()) if (app.rendered) void app.render();
  }

  async send(data: Record<string, unknown>): Promise<void> {
    const story = storyOf(journalOf(this.storyUuid));
    if (!story) return;
    await ask(QUERIES.story, { storyUuid: this.storyUuid, version: story.version, ...data }, this);
  }

  async characterOp(op: string, target: HTMLElement): Promise<void> {
    const characterId = target.closest<HTMLElement>("[data-character]")?.dataset.character ?? "";
    await this.send({ op, characterId });
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const journal = journalOf(this.storyUuid);
    const story = storyOf(journal);
    if (!story) return { ...base, missing: true };
    const campaign = readCampaignSetting();
    const topper = story.recurring.find((r) => r.how === "topper")?.actorUuid ?? "";
    const isTopper = playsTopper(game.user, topper);
    const needsChoice = awaitsTopperChoice(story);
    const runsChapter = isChapterGM(game.user);
    const elementChoices = needsChoice && isTopper ? await allOracleEntries() : {};
    const actorNames = Object.fromEntries(
      story.characters.filter((c) => c.actorUuid).map((c) => [c.actorUuid, fromUuidSync(c.actorUuid)?.name ?? ""]),
    );
    const onSheet = new Set([...story.characters.map((c) => c.actorUuid), ...story.recurring.map((r) => r.actorUuid)]);
    const returningChoices = Object.fromEntries(
      game.actors.contents
        .filter((a) => (a.type === CHARACTER_TYPE || a.type === NPC_TYPE) && !onSheet.has(a.uuid))
        .filter((a) => (runsChapter && a.type === NPC_TYPE) || mayActFor(game.user, a))
        .map((a) => [a.uuid, a.name]),
    );
    return {
      ...base,
      ...buildStoryContext({
        story,
        viewer: {
          userId: game.user.id,
          isGM: game.user.isGM,
          runsChapter,
          isTopper,
          leavesDeal: leavesDealToFriends(game.user),
        },
        users: Object.fromEntries(game.users.contents.map((u) => [u.id, u.name])),
        gm: campaign.storyUuid === this.storyUuid ? campaign.gm : "",
        elementChoices,
        actorNames,
        returningChoices,
      }),
    };
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
    openStorySheets.delete(this.storyUuid);
  }
}

// ---------------------------------------------------------------- deal the oracle

export class WickedDealDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "wicked-deal",
    classes: ["story-engines", "wicked-age", "wicked-deal"],
    position: { width: 420, height: "auto" as const },
    window: { title: "STORY_ENGINES.Wicked.Deal.title" },
    actions: {
      dealCards: pendingAction(
        () => "wicked-deal",
        async (app) => {
          const oracle = app.element.querySelector<HTMLInputElement>('input[name="oracle"]:checked')?.value ?? "";
          const answer = await ask(QUERIES.deal, { oracle, version: readCampaignSetting().version }, app);
          if (answer?.ok) {
            await app.close();
            if (answer.uuid) await WickedStorySheet.show(answer.uuid);
          }
        },
      ),
    },
  };

  static override PARTS = { deal: { template: templatePath("wicked-age/campaign/deal-dialog.hbs") } };

  /** Open this client's Deal dialog, or bring the open one forward (one window: it is redrawn by id). */
  static async show(): Promise<void> {
    const open = foundry.applications.instances.get(WickedDealDialog.DEFAULT_OPTIONS.id);
    await (open ?? new WickedDealDialog()).render({ force: true });
  }

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const story = storyOf(journalOf(readCampaignSetting().storyUuid));
    return { ...base, ...buildDealContext(story, leavesDealToFriends(game.user)) };
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
  }
}
