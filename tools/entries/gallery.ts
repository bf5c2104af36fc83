/// <reference types="vite/client" />
// Tooling entry (not shipped): every gallery entry of every game, found by
// the path convention src/games/<game>/gallery.ts (plus the core shell).
import type { GalleryEntry } from "../../src/core/gallery-entry";
import { galleryEntries as coreEntries } from "../../src/core/gallery";
export { HELPERS } from "../../src/core/handlebars-helpers";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";

/** The games in the gallery's index, in the system's order: id (the entries' id prefix) and lang namespace. */
export function galleryGames(): { id: string; langKey: string }[] {
  return GAME_DEFINITIONS.map((d) => ({ id: d.id, langKey: d.langKey }));
}

const modules = import.meta.glob<{ galleryEntries: () => GalleryEntry[] }>("../../src/games/*/gallery.ts", {
  eager: true,
});

export function allGalleryEntries(): GalleryEntry[] {
  const entries = [...coreEntries()];
  for (const path of Object.keys(modules).sort()) entries.push(...(modules[path]?.galleryEntries() ?? []));
  return entries;
}
