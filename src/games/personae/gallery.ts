import type { GalleryEntry } from "../../core/gallery-entry";
import { sheetGalleryEntries } from "./sheets/gallery-part";
import { challengeGalleryEntries } from "./challenge/gallery-part";

/** Personae in the gallery: its sheets, dialogs and chat cards with sample data. */
export function galleryEntries(): GalleryEntry[] {
  return [...sheetGalleryEntries(), ...challengeGalleryEntries()];
}
