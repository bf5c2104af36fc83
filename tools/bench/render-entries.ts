// Tooling entry (not shipped) for `npm run bench`: the gallery's entries plus
// an Omega and a Venus character with 200 items, built by the same pure
// context builders as the sheets, so the bench can time their templates.
import type { GalleryEntry } from "../../src/core/gallery-entry";
import { allGalleryEntries } from "../entries/gallery";
import { omegaSheetContext } from "../../src/games/four-colors/sheets/omega-context";
import { SAMPLE_CHART, SAMPLE_OMEGA } from "../../src/games/four-colors/sheets/gallery-part";
import { buildCharacterContext } from "../../src/games/venus/sheets/character-context";
import { sampleCharacterSystem, sampleItems } from "../../src/games/venus/sheets/samples";
export { HELPERS } from "../../src/core/handlebars-helpers";

/** How many items the large characters carry. */
export const LARGE_ITEMS = 200;

function largeOmega(): GalleryEntry {
  const kinds = ["trait", "trait", "flaw", "power", "powerStunt", "weakness"];
  const planets = ["known", "passion", "dynamic", "static", "lost"];
  const items = Array.from({ length: LARGE_ITEMS }, (_, i) => ({
    id: `big${String(i).padStart(13, "0")}`,
    name: `Descriptor ${i + 1}`,
    img: "icons/svg/item-bag.svg",
    type: "fourColorsDescriptor",
    system: { kind: kinds[i % kinds.length], planet: planets[i % planets.length], description: "" },
  }));
  const context = omegaSheetContext({
    name: SAMPLE_OMEGA.name,
    img: SAMPLE_OMEGA.img,
    system: SAMPLE_OMEGA.system,
    items,
    editable: true,
    allowD16: false,
    chart: SAMPLE_CHART,
    enriched: { concept: SAMPLE_OMEGA.system.concept, notes: SAMPLE_OMEGA.system.notes },
    titles: [],
    title: null,
    storypath: null,
  });
  const gallery = allGalleryEntries().find((e) => e.id === "four-colors-omega");
  return {
    id: "four-colors-omega-200-items",
    title: `Four Colors: Omega with ${LARGE_ITEMS} Descriptors`,
    kind: "sheet",
    classes: gallery?.classes ?? [],
    width: gallery?.width,
    parts: (gallery?.parts ?? []).map((p) => ({ template: p.template, context: { ...p.context, ...context } })),
  };
}

function largeVenus(): GalleryEntry {
  const base = sampleItems();
  const items = Array.from({ length: LARGE_ITEMS }, (_, i) => {
    const item = base[i % base.length]!;
    return { ...item, id: `big${String(i).padStart(13, "0")}`, name: `${item.name} ${i + 1}` };
  });
  const system = sampleCharacterSystem();
  const gallery = allGalleryEntries().find((e) => e.id === "venus-character-sheet");
  const context = buildCharacterContext({
    actor: { name: "Nerys Tidecaller", img: "icons/svg/mystery-man.svg" },
    system,
    items,
    editable: true,
    enrichedBiography: system.biography,
  });
  return {
    id: "venus-character-200-items",
    title: `Venus: character with ${LARGE_ITEMS} items`,
    kind: "sheet",
    classes: gallery?.classes ?? [],
    width: gallery?.width,
    parts: (gallery?.parts ?? []).map((p) => ({ template: p.template, context: { ...p.context, ...context } })),
  };
}

/** Every gallery entry, then the two large characters. */
export function benchEntries(): { entries: GalleryEntry[]; large: string[] } {
  const large = [largeOmega(), largeVenus()];
  return { entries: [...allGalleryEntries(), ...large], large: large.map((e) => e.id) };
}
