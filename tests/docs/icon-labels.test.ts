/**
 * A guide that names an icon-only control by its tooltip ("Add a skill",
 * "Roll starting Lots (1d6)") shows the icon beside the words: a reader
 * scanning the sheet for the words finds only the "+" or the die.
 *
 * The icon-only controls are read from the templates (tools/checks/icon-labels.mjs:
 * a button or link showing only a Font Awesome icon, its tooltip's text from
 * lang/en.json). Read: the in-Foundry guides (the generated journal pages,
 * where a control is named in <strong>, `ui()`; the icon is Font Awesome
 * markup, `<i class="fa-solid fa-plus">`, inside it) and the Markdown guides
 * (docs/games/*.md but the rulings, README.md: a control named in italics or
 * bold, the icon an image of the same glyph right before it,
 * `![](images/icons/fa-plus.svg) _Add a Power_`, made by tools/gallery/doc-icons.mjs).
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { boldSpans, italicSpans, normaliseLabel, normaliseShown, spanLabels, type Span } from "./doc-labels";
import { iconControlLabels } from "../../tools/checks/icon-labels.mjs";
import { DOC_ICON_DIR, docIconSvg, markdownGuides, referencedIcons } from "../../tools/gallery/doc-icons.mjs";
import { guideContents } from "../../tools/generate/guides.mjs";

const ROOT = process.cwd();
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface IconLabel {
  text: string;
  icon: string;
  where: string;
}

/** Tooltip texts → the icons their controls show; a placeholder ({name}) matches whatever a guide writes there. */
function iconMatcher(labels: readonly IconLabel[]): (mention: string) => string[] | null {
  const patterns = labels.map((label) => {
    const shown = normaliseShown(label.text);
    const head = shown.charAt(0);
    const first =
      head.toLowerCase() === head.toUpperCase() ? escape(head) : `[${head.toLowerCase()}${head.toUpperCase()}]`;
    const rest = shown.slice(1).split("{}").map(escape).join(".+");
    return { re: new RegExp(`^${first}${rest}$`), icon: label.icon };
  });
  return (mention) => {
    const icons = patterns.filter((p) => p.re.test(mention)).map((p) => p.icon);
    return icons.length ? [...new Set(icons)] : null;
  };
}

const decode = (html: string): string =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

/** The <strong> names of a guide page that name an icon-only control without its icon. */
function journalMissingIcons(html: string, iconsOf: (mention: string) => string[] | null): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<strong>((?:(?!<\/?strong>)[\s\S])*)<\/strong>/g)) {
    const inner = match[1] as string;
    const icons = iconsOf(normaliseLabel(decode(inner)));
    if (!icons) continue;
    const shown = inner.match(/^<i class="fa-solid (fa-[\w-]+)"[^>]*><\/i>/)?.[1];
    if (!shown || !icons.includes(shown))
      problems.push(`${decode(inner)}: ${shown ? `shows ${shown}, not` : "no icon, wants"} ${icons.join(" or ")}`);
  }
  return problems;
}

/** The italic and bold names of a Markdown text that name an icon-only control without its icon just before. */
function markdownMissingIcons(markdown: string, iconsOf: (mention: string) => string[] | null): string[] {
  const problems: string[] = [];
  const spans: Span[] = [...italicSpans(markdown), ...boldSpans(markdown)];
  for (const span of spans) {
    for (const label of spanLabels(span.text)) {
      const icons = iconsOf(label);
      if (!icons) continue;
      const before = markdown.slice(0, span.start);
      const shown = before.match(/!\[[^\]]*\]\((?:[\w./-]*\/)?images\/icons\/(fa-[\w-]+)\.svg\)\s*$/)?.[1];
      if (!shown || !icons.includes(shown))
        problems.push(`${label}: ${shown ? `shows ${shown}, not` : "no icon, wants"} ${icons.join(" or ")}`);
    }
  }
  return problems;
}

const LABELS = iconControlLabels(ROOT) as IconLabel[];
const iconsOf = iconMatcher(LABELS);

describe("guides name icon-only controls with their icon", () => {
  it("reads the icon-only controls from the templates, with their tooltip's text and icon", () => {
    const find = (text: string) => LABELS.filter((l) => l.text === text).map((l) => l.icon);
    expect(find("Roll starting Lots (1d6)")).toEqual(["fa-dice"]);
    expect(find("Add a skill")).toEqual(["fa-plus"]);
    // A tooltip from a context value, mapped to its keys (capes/sheets/hero-abilities.hbs addLabelKey).
    expect(find("Add a Power")).toEqual(["fa-plus"]);
    // A tooltip some template also shows as text is no icon-only name: Capes' "Blocked" badge.
    expect(find("Blocked")).toEqual([]);
    expect(iconsOf("Delete Bronze sword")).toEqual(["fa-trash"]);
    expect(iconsOf("Record a past Issue {}")).toEqual(["fa-plus"]);
    expect(iconsOf("Add a skill point")).toBeNull();
  });

  it("finds a journal name without its icon, or with another", () => {
    const html = `<p><strong>Add a skill</strong>, <strong><i class="fa-solid fa-trash"></i> Add a sphere</strong>, <strong><i class="fa-solid fa-plus" aria-hidden="true"></i> Add an enhancement</strong>, <strong>Traits</strong></p>`;
    expect(journalMissingIcons(html, iconsOf)).toEqual([
      "Add a skill: no icon, wants fa-plus",
      "Add a sphere: shows fa-trash, not fa-plus",
    ]);
  });

  it("finds a Markdown name without its icon just before it, or with another", () => {
    const doc = [
      "Click _Add a Power_ or ![](images/icons/fa-plus.svg) _Add a Trope_; roll with",
      "![](docs/games/images/icons/fa-dice.svg) **Roll starting Lots (1d6)**, ![](images/icons/fa-dice.svg) _Add a skill_.",
      "![](images/icons/fa-plus.svg) and later _Add an Attitude_.",
    ].join("\n");
    expect(markdownMissingIcons(doc, iconsOf)).toEqual([
      "Add a Power: no icon, wants fa-plus",
      "Add a skill: shows fa-dice, not fa-plus",
      "Add an Attitude: no icon, wants fa-plus",
    ]);
  });

  it("the in-Foundry guides show the icon inside each icon-only control's name", () => {
    const problems = guideContents().flatMap((guide: { game: string; pages: { name: string; html: string }[] }) =>
      guide.pages.flatMap((page) =>
        journalMissingIcons(page.html, iconsOf).map((p) => `${guide.game} guide, ${page.name}: ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("the Markdown guides and the README show the icon right before each icon-only control's name", () => {
    const problems = (markdownGuides(ROOT) as string[]).flatMap((file) =>
      markdownMissingIcons(read(file), iconsOf).map((p) => `${file}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it("ships every icon the Markdown guides show, the very Font Awesome Free glyph (npm run docs:icons)", () => {
    const icons = new Set(
      (markdownGuides(ROOT) as string[]).flatMap((file) => referencedIcons(read(file)) as string[]),
    );
    expect(icons.size).toBeGreaterThan(0);
    for (const icon of icons) {
      const file = join(DOC_ICON_DIR, `${icon}.svg`);
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      expect(read(file), file).toBe(docIconSvg(icon));
    }
  });
});
