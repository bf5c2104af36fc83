// Tooling entry (not shipped): the gallery's Table tools entries, drawn from
// the real registry. The system is loaded in the fake Foundry the bundle
// tests use (tests/harness/fake-foundry.ts) and registered as its `init` does, so every
// game registers its own tools, settings and roles exactly as in Foundry;
// the window's own context builder (tableToolsContextFor) then draws what a
// GM and what a player see in a world that plays every game and has every
// guide. A tool a game adds, moves or gives to a role shows here as it does
// at a table.
import type { GalleryEntry } from "../../src/core/gallery-entry";
import { installFakeFoundry, uninstallFakeFoundry } from "../../tests/harness/fake-foundry";
import { TABLE_TOOLS_TEMPLATE, type TableToolsContext } from "../../src/core/table-tools";
import { guidePackName } from "../../src/core/guide";
import manifest from "../../system.json";

type Foundry = { game: { user: unknown; users: unknown; packs: Map<string, unknown> } };

/** A world's guide compendium as Foundry lists it (enough for the window to offer "How to play"). */
function guidePack(gameId: string): [string, unknown] {
  const name = guidePackName(gameId);
  const collection = `story-engines.${name}`;
  return [collection, { collection, metadata: { id: collection, name, packageName: "story-engines" } }];
}

/** The Table tools window as a GM and as a player see it, from the games' own registrations. */
export async function tableToolsEntries(): Promise<GalleryEntry[]> {
  installFakeFoundry();
  try {
    // What the system's init does for the tools: every game registered (settings, roles, tools), then the window.
    const { GAMES } = await import("../../src/games/all-games");
    const { registerGame } = await import("../../src/core/register");
    const { registerTableTools, tableToolsContextFor } = await import("../../src/core/table-tools-app");
    for (const module of GAMES) registerGame(module);
    registerTableTools(GAMES);
    const g = globalThis as unknown as Foundry;
    // Every guide compendium the manifest ships, loaded as in a world that plays every game.
    for (const module of GAMES) {
      const name = guidePackName(module.definition.id);
      if (manifest.packs.some((pack) => pack.name === name)) g.game.packs.set(...guidePack(module.definition.id));
    }
    // The world's users, as the role rules read them: the GM holds the fallback roles (the Storyguide, the chorus).
    const gm = { id: "gm", name: "Erin", isGM: true, active: true };
    const amy = { id: "amy", name: "Amy", isGM: false, active: true };
    const users = [gm, amy];
    g.game.users = Object.assign(users, { get: (id: string) => users.find((u) => u.id === id), activeGM: gm });
    const contextFor = (user: typeof gm): TableToolsContext => {
      g.game.user = user;
      return tableToolsContextFor(user);
    };
    const entry = (id: string, title: string, context: TableToolsContext): GalleryEntry => ({
      id,
      title,
      kind: "dialog",
      classes: ["se-table-tools-window"],
      width: 340,
      parts: [{ template: TABLE_TOOLS_TEMPLATE, context: { ...context } }],
    });
    return [
      entry(
        "core-table-tools-gm",
        "Core: Table tools, as a GM sees them (every played game's tools, the GM's own marked)",
        contextFor(gm),
      ),
      entry("core-table-tools-player", "Core: Table tools, as a player sees them (no GM-only tool)", contextFor(amy)),
    ];
  } finally {
    uninstallFakeFoundry();
  }
}
