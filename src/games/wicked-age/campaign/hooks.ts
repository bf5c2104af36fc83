/**
 * Chapters' hooks (Foundry side): the windows redraw when the campaign
 * setting or a story journal changes on any client; when a chapter ends, the
 * owe list's topper's player is told on their own screen that the next
 * oracle is theirs to choose, and the new story sheet opens for them; the
 * chapters' tools for the Table tools window (the owe list, the story sheet,
 * Deal the oracle).
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import type { TableTool } from "../../../core/table-tools";
import { WickedConflictTracker } from "../conflict/tracker-app";
import { readCampaignSetting } from "./campaign-store";
import { WickedDealDialog, WickedOweList, WickedStorySheet } from "./apps";
import { STORY_FLAG, journalOf, storyOf } from "./story-store";
import { awaitsTopperChoice } from "./story";
import { playsTopper } from "./table-sides";

/** The story sheets this client has prompted its user on (once per new chapter). */
const prompted = new Set<string>();

/** The topper's player: told it is their turn, and the new chapter's story sheet opens on their screen. */
function promptTopper(): void {
  const uuid = readCampaignSetting().storyUuid;
  if (!uuid || prompted.has(uuid)) return;
  const story = storyOf(journalOf(uuid));
  if (!story || !awaitsTopperChoice(story)) return;
  const topper = story.recurring.find((r) => r.how === "topper");
  if (!topper || !playsTopper(game.user, topper.actorUuid)) return;
  prompted.add(uuid);
  ui.notifications.info(
    game.i18n.format("STORY_ENGINES.Wicked.Story.topperTurn", { name: topper.name, chapter: story.chapter }),
  );
  void WickedStorySheet.show(uuid);
}

function redraw(id: string): void {
  const app = foundry.applications.instances.get(id);
  if (app?.rendered) void app.render();
}

/** The chapters' shared tools, in the Table tools window: the owe list, the story sheet, the oracle deal — for everyone. */
export const campaignTools: TableTool[] = [
  {
    id: "owe-list",
    labelKey: "STORY_ENGINES.Wicked.Owe.title",
    icon: "fa-solid fa-scroll",
    open: () => WickedOweList.show(),
  },
  {
    id: "story",
    labelKey: "STORY_ENGINES.Wicked.Story.open",
    icon: "fa-solid fa-book-open",
    open: async () => {
      const uuid = readCampaignSetting().storyUuid;
      if (uuid) await WickedStorySheet.show(uuid);
      else await WickedDealDialog.show();
    },
  },
  {
    id: "deal",
    labelKey: "STORY_ENGINES.Wicked.Deal.open",
    icon: "fa-solid fa-layer-group",
    open: () => WickedDealDialog.show(),
  },
];

/**
 * The campaign setting changed (its first write included: the setting's
 * onChange, not the updateSetting hook, which the first write does not fire).
 */
export function onCampaignChange(): void {
  redraw("wicked-owe-list");
  redraw("wicked-deal");
  WickedStorySheet.refreshAll();
  for (const combat of game.combats.contents) WickedConflictTracker.refresh(combat.id ?? "");
  promptTopper();
}

export function registerCampaignHooks(): void {
  Hooks.on("updateJournalEntry", (_journal: unknown, changes: Record<string, unknown>) => {
    const flags = (changes.flags as Record<string, Record<string, unknown>> | undefined)?.[SYSTEM_ID];
    if (flags && STORY_FLAG in flags) {
      WickedStorySheet.refreshAll();
      redraw("wicked-deal");
    }
  });
}
