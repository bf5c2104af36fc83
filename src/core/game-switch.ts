/**
 * The Foundry side of "games chosen per world" (the rules are in
 * game-selection.ts): read the per-game settings, take the packs of games
 * the world does not play out of the compendium sidebar, and greet the GM
 * once with a dialog that picks the games and opens their guides.
 */
import { SYSTEM_ID, templatePath } from "./game-definition";
import type { GameDefinition } from "./game-definition";
import { gamesWithGuide, openGuide } from "./guide-open";
import {
  enabledGameIds,
  gameChoices,
  hiddenPacks,
  selectionWrites,
  welcomeContext,
  WELCOME_SETTING,
  WELCOME_TEMPLATE,
} from "./game-selection";

/** The games this world plays, from its settings. */
export function readEnabledGames(definitions: readonly GameDefinition[]): Set<string> {
  return enabledGameIds(definitions, (key) => game.settings.get(SYSTEM_ID, key));
}

function ourPackNames(): string[] {
  return [...game.packs.values()].filter((p) => p.metadata.packageName === SYSTEM_ID).map((p) => p.metadata.name);
}

/**
 * At `setup` (packs are loaded, the sidebar not drawn yet): remove our packs
 * of games the world does not play from `game.packs`, so the compendium
 * sidebar, its folders and the search never show them. Switching the game
 * back on (a world setting that reloads) brings them back.
 */
export function hideUnplayedPacks(definitions: readonly GameDefinition[]): string[] {
  const hidden = hiddenPacks(definitions, ourPackNames(), readEnabledGames(definitions)).map(
    (n) => `${SYSTEM_ID}.${n}`,
  );
  for (const id of hidden) game.packs.delete(id);
  if (hidden.length) game.data.packs = game.data.packs.filter((p) => !hidden.includes(p.id));
  return hidden;
}

/**
 * The compendium sidebar, whatever rendered it first: drop any entry of a
 * hidden pack and any of our pack folders left empty by that.
 */
export function pruneCompendiumDirectory(
  root: ParentNode,
  hidden: readonly string[],
  folderNames: readonly string[],
): void {
  for (const entry of root.querySelectorAll("[data-pack]")) {
    if (hidden.includes(entry.getAttribute("data-pack") ?? "")) entry.remove();
  }
  for (const folder of root.querySelectorAll(".folder")) {
    const name = folder.querySelector(".folder-header, header")?.textContent?.trim() ?? "";
    if (folderNames.includes(name) && !folder.querySelector("[data-pack]")) folder.remove();
  }
}

/**
 * Once per world, the GM picks the games it plays. Closing the dialog asks
 * again at the next start; saving records the choice (changed in the
 * settings afterwards) and reloads when it hid or showed a game.
 */
export async function welcomeGM(definitions: readonly GameDefinition[]): Promise<void> {
  if (!game.user.isGM || game.settings.get(SYSTEM_ID, WELCOME_SETTING) === true) return;
  const enabled = readEnabledGames(definitions);
  const context = welcomeContext(gameChoices(definitions, enabled), gamesWithGuide(enabled));
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(WELCOME_TEMPLATE), context);
  const form = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize("STORY_ENGINES.Welcome.title") },
    content,
    ok: {
      label: game.i18n.localize("STORY_ENGINES.Welcome.save"),
      callback: (_event, button) =>
        button.form ? new foundry.applications.ux.FormDataExtended(button.form).object : {},
    },
    rejectClose: false,
    render: (_event, dialog) => bindGuideButtons(dialog.element),
  });
  if (!form || typeof form !== "object") return; // closed: ask again next time
  const picked = new Set(
    Object.entries(form)
      .filter(([, on]) => on === true)
      .map(([id]) => id),
  );
  const result = selectionWrites(definitions, picked);
  if ("problem" in result) {
    ui.notifications.warn(result.problem, { localize: true });
    return welcomeGM(definitions);
  }
  let changed = false;
  for (const [key, value] of Object.entries(result.writes)) {
    if (game.settings.get(SYSTEM_ID, key) !== value) changed = true;
    await game.settings.set(SYSTEM_ID, key, value);
  }
  await game.settings.set(SYSTEM_ID, WELCOME_SETTING, true);
  if (changed) foundry.utils.debouncedReload();
}

/**
 * The welcome dialog's "How to play" buttons (one per game whose guide the
 * world has): each opens that game's guide beside the dialog, which stays open.
 */
export function bindGuideButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-guide]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void openGuide(button.dataset.guide ?? "");
    });
  }
}
