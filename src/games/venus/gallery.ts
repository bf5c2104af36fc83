import type { GalleryEntry } from "../../core/gallery-entry";
import { sheetGalleryEntries } from "./sheets/gallery-part";
import { diceGalleryEntries } from "./dice/gallery-part";
import { tablesGalleryEntries } from "./tables/gallery-part";

/** Venus in the gallery: its sheets, dialogs and chat cards with sample data. */
export function galleryEntries(): GalleryEntry[] {
  return [...sheetGalleryEntries(), ...diceGalleryEntries(), ...tablesGalleryEntries()];
}
