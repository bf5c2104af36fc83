/**
 * One thing the gallery (npm run gallery) shows: a sheet, a dialog or a chat
 * card, rendered from its real templates with context built by the same
 * pure context builders the Foundry classes call. Each game exports
 * `galleryEntries()` from src/games/<game>/gallery.ts; the gallery finds them
 * by that path.
 */
export interface GalleryEntry {
  /** Unique, kebab-case; also the screenshot's file name. */
  id: string;
  /** Heading on the gallery page (plain English). */
  title: string;
  kind: "sheet" | "dialog" | "chat";
  /** Classes of the wrapper element, as the real application sets them. */
  classes: string[];
  /** Templates (relative to templates/) rendered in order, like ApplicationV2 PARTS. */
  parts: { template: string; context: Record<string, unknown> }[];
  /** Width in pixels of the window the sheet or dialog opens at. */
  width?: number;
}
