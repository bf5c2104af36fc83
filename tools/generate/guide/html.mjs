// Small HTML helpers for the "How to play with Story Engines" guide pages
// (tools/generate/guides.mjs). The guide is the project's own words; `ui`
// marks the name of one of our controls exactly as the system labels it, so
// a test can check every such name against lang/en.json, and an icon-only
// control is named with its icon beside the words (`ui("Add a skill",
// "fa-plus")`: Foundry draws Font Awesome in a journal page, and a reader
// scanning the sheet finds the icon, not the tooltip); `fig` places one of
// the shipped pictures (assets/guide/<name>.jpg, made by
// tools/gallery/guide-images.mjs from the gallery's renders).

/** Text made safe for HTML content and attributes. */
export const escapeHtml = (s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const GUIDE_IMAGE_DIR = "systems/story-engines/assets/guide";

/** A page writer that records the control names (`ui`) and pictures (`fig`) it used. */
export function pageWriter() {
  const labels = [];
  const images = [];
  return {
    labels,
    images,
    /** One of our controls or headings, named as its label reads; an icon-only control with its icon ("fa-plus"). */
    ui(label, icon) {
      labels.push(label);
      const glyph = icon ? `<i class="fa-solid ${icon}" aria-hidden="true"></i> ` : "";
      return `<strong>${glyph}${escapeHtml(label)}</strong>`;
    },
    /** A picture from the gallery (its id) with what it shows. */
    fig(id, caption) {
      images.push(id);
      const src = `${GUIDE_IMAGE_DIR}/${id}.jpg`;
      return `<figure><img src="${src}" alt="${escapeHtml(caption)}" /><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
    },
  };
}

/** Paragraphs from plain strings (HTML allowed inside). */
export const p = (...lines) => lines.map((line) => `<p>${line}</p>`).join("");
export const ul = (...items) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
export const ol = (...items) => `<ol>${items.map((i) => `<li>${i}</li>`).join("")}</ol>`;
export const h = (text) => `<h2>${escapeHtml(text)}</h2>`;
