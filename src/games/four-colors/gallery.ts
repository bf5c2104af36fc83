import type { GalleryEntry } from "../../core/gallery-entry";
import { sheetGalleryEntries } from "./sheets/gallery-part";
import { titleStoryGalleryEntries } from "./sheets/gallery-title-part";
import { diceGalleryEntries } from "./dice/gallery-part";
import { cardGalleryEntries } from "./cards/gallery-part";

/** FourColors in the gallery: its sheets, dialogs, chat cards and Storypath panels with sample data. */
export function galleryEntries(): GalleryEntry[] {
  return [...sheetGalleryEntries(), ...titleStoryGalleryEntries(), ...diceGalleryEntries(), ...cardGalleryEntries()];
}
