// Every icon-only control in a template carries Foundry's hover hint: a
// button, a link or an action element (`data-action`, `role="button"`) whose
// content is an icon (<i>, <svg>, <img>) and no text must have a localised
// `data-tooltip` — an aria-label alone shows nothing on hover in Foundry.
// Read from the template source, so it covers branches no gallery entry draws
// (the gallery test, tests/gallery/a11y.ts, checks what each entry shows).
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { listFiles } from "./templates.mjs";

const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ICON = /<(i|svg|img)\b/i;

/** Font Awesome's style classes, which say how an icon is drawn, not which. */
const FA_STYLES = new Set(["fa-solid", "fa-regular", "fa-brands", "fa-light", "fa-thin", "fa-duotone", "fa-fw"]);

/** Is a start tag's element a control a pointer uses? */
function isControl(name, attrs) {
  return /^(button|a)$/i.test(name) || /\sdata-action\s*=/.test(attrs) || /\srole\s*=\s*["']button["']/.test(attrs);
}

/** The value of `attr` in a start tag's attributes, or null. */
function attribute(attrs, attr) {
  const match = attrs.match(new RegExp(`\\s${attr}\\s*=\\s*("([^"]*)"|'([^']*)')`));
  return match ? (match[2] ?? match[3] ?? "") : null;
}

/**
 * Template source with Handlebars reduced to what shows: comments and block
 * tags (`{{#if}}`, `{{/if}}`, `{{else}}`) go, every other mustache becomes
 * the text "X" (a name, a localised string: something a user reads). Inside an
 * attribute the X is harmless.
 */
export function visibleSource(source) {
  return source
    .replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, "")
    .replace(/\{\{~?\s*(?:[#/^]|else\b)[\s\S]*?\}\}/g, "")
    .replace(/\{\{\{[\s\S]*?\}\}\}|\{\{[\s\S]*?\}\}/g, "X");
}

/**
 * The icon-only controls of one template, in order: each with its line, its
 * tag as "<button data-action=…>", its data-tooltip as written (null: none)
 * and the Font Awesome classes of its icon ("fa-dice"; none for an image).
 */
export function iconOnlyControls(source) {
  // Tooltip values are judged on the raw source; the structure on the reduced one.
  const raw = [...source.matchAll(TAG)];
  const reduced = visibleSource(source);
  const tags = [...reduced.matchAll(TAG)];
  const controls = [];
  for (let i = 0; i < tags.length; i++) {
    const [whole, closing, name, attrs] = tags[i];
    if (closing || VOID.has(name.toLowerCase()) || attrs.trim().endsWith("/") || !isControl(name, attrs)) continue;
    // Find the matching end tag (the same name, nesting counted).
    let depth = 1;
    let end = -1;
    for (let j = i + 1; j < tags.length && depth > 0; j++) {
      if (tags[j][2].toLowerCase() !== name.toLowerCase()) continue;
      depth += tags[j][1] ? -1 : 1;
      if (depth === 0) end = j;
    }
    if (end < 0) continue;
    const inner = reduced.slice(tags[i].index + whole.length, tags[end].index);
    const text = inner
      .replace(TAG, "")
      .replace(/&nbsp;/g, " ")
      .trim();
    if (text || !ICON.test(inner)) continue;
    // The same start tag in the raw source (Handlebars adds or drops no tag), for its tooltip as written.
    const rawTag = raw.length === tags.length ? raw[i] : undefined;
    const action = attribute(attrs, "data-action");
    const iconClass = attribute(inner.match(/<i\b((?:"[^"]*"|'[^']*'|[^'">])*)>/)?.[1] ?? "", "class") ?? "";
    controls.push({
      line: source.slice(0, rawTag?.index ?? 0).split("\n").length,
      tag: `<${name}${action ? ` data-action="${action}"` : ""}>`,
      tooltip: tooltipOf(rawTag?.[3] ?? attrs),
      icons: iconClass.split(/\s+/).filter((c) => /^fa-/.test(c) && !FA_STYLES.has(c)),
    });
  }
  return controls;
}

/** A start tag's data-tooltip as written, mustaches (and the quotes inside them) whole; null: none. */
function tooltipOf(attrs) {
  const match = attrs.match(/\sdata-tooltip\s*=\s*"((?:\{\{[\s\S]*?\}\}|[^"])*)"/);
  return match ? match[1] : attribute(attrs, "data-tooltip");
}

/**
 * Icon-only controls of one template without a localised data-tooltip, each
 * as "line N: <tag …>". A tooltip is localised when it is a mustache (the
 * `localize` helper or a context value the code localises) or a
 * STORY_ENGINES key, which Foundry's tooltip manager localises.
 */
export function untippedIconControls(source) {
  const problems = [];
  for (const { line, tag, tooltip } of iconOnlyControls(source)) {
    if (!tooltip?.trim()) problems.push(`line ${line}: ${tag} shows only an icon and has no data-tooltip`);
    else if (!/\{\{|^STORY_ENGINES\./.test(tooltip.trim()))
      problems.push(`line ${line}: ${tag} has a data-tooltip that is not localised ("${tooltip}")`);
  }
  return problems;
}

/** Every template under `root`/templates: "templates/x.hbs line N: …". */
export function checkIconTooltips(root) {
  const problems = [];
  for (const file of listFiles(join(root, "templates"), ".hbs")) {
    const where = relative(root, file).split("\\").join("/");
    for (const problem of untippedIconControls(readFileSync(file, "utf8"))) problems.push(`${where} ${problem}`);
  }
  return problems;
}
