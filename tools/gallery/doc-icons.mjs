// The icons the Markdown guides (docs/games/*.md, README.md) show beside the
// name of an icon-only control: the very Font Awesome Free glyph the button
// draws (node_modules/@fortawesome/fontawesome-free/svgs/solid, icons under
// CC BY 4.0, credited in the README), one line of text high and in a grey
// that reads on GitHub's light and dark pages. `npm run docs:icons` writes
// every icon the guides reference to docs/games/images/icons/<fa-name>.svg;
// tests/docs/icon-labels.test.ts holds each file equal to what this makes.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(fileURLToPath(import.meta.url), "..", "..", "..");
const SOLID = join(ROOT, "node_modules", "@fortawesome", "fontawesome-free", "svgs", "solid");
export const DOC_ICON_DIR = join("docs", "games", "images", "icons");
/** The icons' height in px (a line of text) and colour (GitHub's muted grey, 3:1 or more on both themes). */
const HEIGHT = 16;
const FILL = "#8b949e";

/** The icon file for a Font Awesome class ("fa-dice"): the solid glyph, sized and coloured. */
export function docIconSvg(faClass) {
  const svg = readFileSync(join(SOLID, `${faClass.replace(/^fa-/, "")}.svg`), "utf8").trim();
  const [, , width, height] = (svg.match(/viewBox="([\d.\s]+)"/)?.[1] ?? "").split(/\s+/).map(Number);
  if (!width || !height) throw new Error(`docIconSvg: ${faClass} has no viewBox`);
  const size = `width="${Math.round((HEIGHT * width) / height)}" height="${HEIGHT}" fill="${FILL}"`;
  return `${svg.replace("<svg ", `<svg ${size} `)}\n`;
}

/** The icons a Markdown text shows from the icon folder: "fa-dice", … */
export function referencedIcons(markdown) {
  return [...markdown.matchAll(/images\/icons\/(fa-[\w-]+)\.svg/g)].map((m) => m[1]);
}

/** The Markdown guides, relative to the root. */
export function markdownGuides(root = ROOT) {
  const games = readdirSync(join(root, "docs", "games"))
    .filter((f) => f.endsWith(".md") && !f.endsWith("-rulings.md"))
    .map((f) => join("docs", "games", f));
  return [...games, "README.md"];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const icons = new Set(markdownGuides().flatMap((f) => referencedIcons(readFileSync(join(ROOT, f), "utf8"))));
  mkdirSync(join(ROOT, DOC_ICON_DIR), { recursive: true });
  for (const icon of icons) writeFileSync(join(ROOT, DOC_ICON_DIR, `${icon}.svg`), docIconSvg(icon));
  console.info(`doc-icons.mjs: wrote ${[...icons].sort().join(", ") || "nothing"}`);
}
