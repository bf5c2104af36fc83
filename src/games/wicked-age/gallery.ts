import type { GalleryEntry } from "../../core/gallery-entry";
import { sheetGalleryEntries } from "./sheets/gallery-part";
import { conflictGalleryEntries } from "./conflict/gallery-part";
import { campaignGalleryEntries } from "./campaign/gallery-part";

/** In a Wicked Age in the gallery: its sheets, dialogs, windows and chat cards with the book's examples. */
export function galleryEntries(): GalleryEntry[] {
  return [...sheetGalleryEntries(), ...conflictGalleryEntries(), ...campaignGalleryEntries()];
}
