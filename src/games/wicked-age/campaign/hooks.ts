/**
 * Chapters' hooks (Foundry side): the windows redraw when the campaign
 * setting or a story journal changes on any client; the Actors sidebar gets
 * In a Wicked Age's buttons (the owe list, the story sheet, Deal the oracle,
 * the conflict tracker).
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { openConflictTracker } from "../conflict/hooks";
import { WickedConflictTracker } from "../conflict/tracker-app";
import { readCampaignSetting } from "./campaign-store";
import { WickedDealDialog, WickedOweList, WickedStorySheet } from "./apps";
import { STORY_FLAG } from "./story-store";

function redraw(id: string): void {
  const app = foundry.applications.instances.get(id);
  if (app?.rendered) void app.render();
}

function launcher(): HTMLElement {
  const bar = document.createElement("div");
  bar.className = "story-engines wicked-age wicked-launcher";
  const buttons: [string, string, () => Promise<void>][] = [
    [
      "fa-scroll",
      "STORY_ENGINES.Wicked.Owe.title",
      async () => void (await new WickedOweList().render({ force: true })),
    ],
    [
      "fa-book-open",
      "STORY_ENGINES.Wicked.Story.open",
      async () => {
        const uuid = readCampaignSetting().storyUuid;
        if (uuid) await WickedStorySheet.show(uuid);
        else await WickedDealDialog.show();
      },
    ],
    ["fa-layer-group", "STORY_ENGINES.Wicked.Deal.open", () => WickedDealDialog.show()],
    ["fa-dice", "STORY_ENGINES.Wicked.Conflict.open", () => openConflictTracker()],
  ];
  for (const [icon, key, run] of buttons) {
    const button = document.createElement("button");
    button.type = "button";
    button.innerHTML = `<i class="fa-solid ${icon}" aria-hidden="true"></i> ${game.i18n.localize(key)}`;
    button.addEventListener("click", () => void run());
    bar.append(button);
  }
  return bar;
}

/**
 * The campaign setting changed (its first write included: the setting's
 * onChange, not the updateSetting hook, which the first write does not fire).
 */
export function onCampaignChange(): void {
  redraw("wicked-owe-list");
  redraw("wicked-deal");
  WickedStorySheet.refreshAll();
  for (const combat of game.combats.contents) WickedConflictTracker.refresh(combat.id ?? "");
}

export function registerCampaignHooks(): void {
  Hooks.on("updateJournalEntry", (_journal: unknown, changes: Record<string, unknown>) => {
    const flags = (changes.flags as Record<string, Record<string, unknown>> | undefined)?.[SYSTEM_ID];
    if (flags && STORY_FLAG in flags) {
      WickedStorySheet.refreshAll();
      redraw("wicked-deal");
    }
  });
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => {
    if (html.querySelector(".wicked-launcher")) return;
    const header = html.querySelector(".directory-header") ?? html;
    header.append(launcher());
  });
}
