/**
 * The conflict tracker's hooks (Foundry side): a change to a conflict or its
 * combatants re-renders the open tracker part by part (after a burst of
 * changes); a combatant deleted from a conflict is pruned from its state by
 * the GM (in the GM queue), with what that ends (a round's owe list, its
 * cards) carried out; the Combat Tracker gets a button that opens the
 * conflict tracker of the encounter it shows (hooked at init, acting only in
 * worlds that play the game); the tracker is a Table tool too. A user coming
 * or going redraws the open trackers: whom the chapter's GM acts for
 * (an away player's side) follows who is connected.
 */
import { runQueued } from "../../../core/gm-queue";
import { playsGame } from "../../../core/world-games";
import type { TableTool } from "../../../core/table-tools";
import { askGMReporting } from "../../../core/gm-query";
import { isChapterGM } from "../campaign/table-sides";
import { QUERIES } from "../queries";
import { afterBurst } from "../../../core/sheets/part-refresh";
import { CONFLICT_TYPE } from "../data/common";
import { readCombatState, wickedConflictOf } from "./combat-docs";
import { prune } from "./rounds";
import { WickedConflictTracker } from "./tracker-app";

function refreshSoon(combatId: string | null | undefined): void {
  if (!combatId) return;
  afterBurst(`wicked-conflict:${combatId}`, () => WickedConflictTracker.refresh(combatId));
}

/** Open the tracker of the encounter Foundry's Combat Tracker shows; the chapter's GM starts one when there is none. */
export async function openConflictTracker(): Promise<void> {
  const current = game.combat;
  if (current?.type === CONFLICT_TYPE) return void (await WickedConflictTracker.show(current));
  if (!isChapterGM(game.user))
    return void ui.notifications.info("STORY_ENGINES.Wicked.Conflict.noneYet", { localize: true });
  const answer = (await askGMReporting(QUERIES.newConflict, {})) as { ok: boolean; id?: string } | undefined;
  const combat = answer?.id ? game.combats.get(answer.id) : undefined;
  if (combat) await WickedConflictTracker.show(combat);
}

export function registerConflictHooks(): void {
  Hooks.on("updateCombat", (combat: Combat) => refreshSoon(combat.id));
  Hooks.on("updateCombatant", (combatant: Combatant) => refreshSoon(combatant.parent?.id));
  Hooks.on("createCombatant", (combatant: Combatant) => refreshSoon(combatant.parent?.id));
  Hooks.on("deleteCombatant", (combatant: Combatant) => {
    const id = combatant.parent?.id;
    refreshSoon(id);
    if (!game.user.isGM || game.users.activeGM?.id !== game.user.id) return;
    void runQueued(async () => {
      const combat = wickedConflictOf(id);
      if (!combat) return;
      const before = readCombatState(combat);
      const { state: after, effects } = prune(before);
      if (JSON.stringify(after) === JSON.stringify(before)) return;
      const written = { ...after, version: before.version + 1 };
      // The writer's code is in the game's lazy chunk (gm-handlers.ts).
      const { runEffects, writeState } = await import("../gm-handlers");
      await writeState(combat, before, written);
      // The deleted mover may have been the round's last: the owe list and the cards follow.
      await runEffects(combat, written, effects);
    });
  });
  Hooks.on("deleteCombat", (combat: Combat) => refreshSoon(combat.id));
  Hooks.on("userConnected", () => {
    for (const combat of game.combats.contents) if (combat.type === CONFLICT_TYPE) refreshSoon(combat.id);
  });
}

/** The Combat Tracker's button that opens the conflict tracker of the encounter it shows. */
export function addCombatTrackerButton(html: HTMLElement): void {
  if (game.combat?.type !== CONFLICT_TYPE || html.querySelector(".wicked-open-tracker")) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "wicked-open-tracker";
  button.textContent = game.i18n.localize("STORY_ENGINES.Wicked.Conflict.open");
  button.addEventListener("click", () => void openConflictTracker());
  (html.querySelector(".combat-tracker-header, header") ?? html).prepend(button);
}

/**
 * At init, before the sidebar's first render (which comes before `ready`):
 * the Combat Tracker's button, in worlds that play In a Wicked Age.
 */
export function registerCombatTrackerButton(): void {
  Hooks.on("renderCombatTracker", (_app: unknown, html: HTMLElement) => {
    if (playsGame("wicked-age")) addCombatTrackerButton(html);
  });
}

/** The conflict tracker in the Table tools window, for everyone (the GM starts a conflict when there is none). */
export const conflictTools: TableTool[] = [
  {
    id: "conflict",
    labelKey: "STORY_ENGINES.Wicked.Conflict.open",
    icon: "fa-solid fa-dice",
    open: () => openConflictTracker(),
  },
];
