// The icon-only controls the guides may name, read from the templates: each
// button or link that shows only a Font Awesome icon, with the text its
// tooltip shows (lang/en.json) and the icon. A guide that names such a control
// by its tooltip shows the icon beside the words (tests/docs/icon-labels.test.ts):
// a reader scanning the sheet for "Add a skill" finds only a "+".
//
// A tooltip whose text some template also shows as visible text ("Blocked",
// a badge beside the toggle) is left out: a reader finds those words.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { listFiles } from "./templates.mjs";
import { iconOnlyControls } from "./icon-tooltips.mjs";

/**
 * Tooltips built from a context value rather than a literal key: the
 * template (from templates/) and the value's name, mapped to the lang keys
 * it takes (the context builder's: capes/sheets/hero-context.ts gives
 * `addLabelKey` one of STORY_ENGINES.Capes.Sheet.add.*). A dynamic tooltip
 * missing here is an error, so a new one is mapped when it is written.
 */
export const DYNAMIC_TOOLTIP_KEYS = {
  "capes/sheets/hero-abilities.hbs addLabelKey": "STORY_ENGINES.Capes.Sheet.add.",
  // "Add: Powers" (four-colors/sheets/shared-context.ts kindLabelKey(kind, true)).
  "four-colors/sheets/descriptor-list.hbs labelKey": "STORY_ENGINES.FourColors.Descriptor.plural.",
};

/** Every string in a lang subtree. */
const allStrings = (node) =>
  typeof node === "string" ? [node] : node && typeof node === "object" ? Object.values(node).flatMap(allStrings) : [];

/** Every string of the lang tree under a dotted key (the key itself when it holds a string). */
function stringsUnder(lang, key) {
  return allStrings(key.split(".").reduce((o, part) => (o && typeof o === "object" ? o[part] : undefined), lang));
}

/** The texts a tooltip as written can show: literal text, `{{localize "KEY" …}}`, mapped context values. */
export function tooltipTexts(tooltip, lang, where) {
  const literal = tooltip.trim();
  if (/^STORY_ENGINES\.[\w.]+$/.test(literal)) return stringsUnder(lang, literal);
  let texts = [""];
  for (const piece of literal.split(/(\{\{[\s\S]*?\}\})/).filter(Boolean)) {
    const mustache = piece.match(/^\{\{\s*localize\s+(?:"([^"]+)"|([\w.]+))/);
    let options;
    if (!piece.startsWith("{{")) options = [piece];
    else if (mustache?.[1]) options = stringsUnder(lang, mustache[1]);
    else {
      const prefix = DYNAMIC_TOOLTIP_KEYS[`${where} ${mustache?.[2] ?? piece}`];
      if (!prefix)
        throw new Error(`${where}: the tooltip "${tooltip}" takes a value DYNAMIC_TOOLTIP_KEYS does not map`);
      options = stringsUnder(lang, prefix.replace(/\.$/, ""));
    }
    if (options.length === 0) throw new Error(`${where}: the tooltip "${tooltip}" names a key lang/en.json lacks`);
    texts = texts.flatMap((head) => options.map((option) => head + option));
  }
  return texts;
}

/** The lang keys a template shows as text (outside any tag's attributes). */
export function visibleKeys(source) {
  const text = source.replace(/<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g, " ");
  return [...text.matchAll(/\(?localize\s+"([\w.]+)"/g)].map((m) => m[1]);
}

/**
 * The icon-only controls of the templates under `root`: `{ text, icon, where }`
 * per tooltip text ("Roll starting Lots (1d6)", "fa-dice", "venus/sheets/character.hbs line 57"),
 * leaving out texts some template shows as visible text.
 */
export function iconControlLabels(root) {
  const lang = JSON.parse(readFileSync(join(root, "lang", "en.json"), "utf8"));
  const templatesDir = join(root, "templates");
  const shown = new Set();
  const found = [];
  for (const file of listFiles(templatesDir, ".hbs")) {
    const source = readFileSync(file, "utf8");
    const where = relative(templatesDir, file).split("\\").join("/");
    for (const key of visibleKeys(source)) for (const text of stringsUnder(lang, key)) shown.add(text);
    for (const control of iconOnlyControls(source)) {
      if (!control.tooltip || control.icons.length === 0) continue;
      for (const text of tooltipTexts(control.tooltip, lang, where))
        found.push({ text, icon: control.icons[0], where: `${where} line ${control.line}` });
    }
  }
  return found.filter((label) => !shown.has(label.text));
}
