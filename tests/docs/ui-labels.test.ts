/**
 * The guides' concrete UI instructions stay true: every label a guide names in
 * italics (a button, a menu entry, a setting, a window, a compendium or one of
 * its documents) is shown by the system — in lang/en.json, a template, the
 * manifest's pack and folder names, the packs' document names or a Quench
 * batch's name — or comes from Foundry itself (FOUNDRY, below).
 *
 * Read: the game guides (docs/games/*.md) and README.md. Not read: the rulings
 * (docs/games/*-rulings.md), whose italics cite the books' own section titles.
 */
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { boldLabels, isShown, italicLabels, normaliseLabel, normaliseShown } from "./doc-labels";

const ROOT = process.cwd();
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");
const filesUnder = (dir: string, ext: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f));

/** Labels Foundry itself shows (its settings, its setup screens, its sidebar): none of them is ours to check. */
const FOUNDRY = [
  "Configure Settings", // the Game Settings sidebar's button
  "Game Systems", // the setup screen's tab
  "Install System", // the Game Systems tab's button
  "Create World", // the Game Worlds tab's button
  "Create Actor", // the Actors sidebar's button
  "Create Item", // the Items sidebar's button
  "Configure Ownership", // a document's context menu entry
].map(normaliseLabel);

/** Works the docs cite by title (italic as titles are), not labels of any control. */
const TITLES = [
  "Capes Lite",
  "Personae System Reference Document",
  "The Book of Hanz",
  // The README's licences, named in bold as the licences title themselves.
  "Creative Commons Attribution {}.{} International (CC BY {}.{})",
  "CC BY {}.{}",
  "CC BY {}.{} Unported",
  "CC{}",
  '"All Rights Reserved until the first major release"',
].map(normaliseLabel);

/**
 * Bold text that starts with a capital yet names no control: a sentence or a
 * case the guide stresses, reviewed one by one (a control's name is never
 * here — write it as the system shows it).
 */
const EMPHASIS = [
  "Combined rolls", // four-colors-rolling.md: the paragraph on combined rolls
  "On an Omega's sheet", // four-colors.md: where the Storypath panel shows, then…
  "On a Title's sheet",
  "Only the Title's Main characters spend them",
  "The Title's Storypath Cards can be given and spent only during a running Issue, and only for a character taking part in it",
  "Short, but a {} could still reach the target", // venus-dice.md: the three cases of the bonus step
  "Short by more than a {} can make up",
  "Raising the tier", // venus.md: what raising a character's tier does to its jobs
  "Ego and favour", // venus.md: the coin flips
].map(normaliseLabel);

/** Every string value of a JSON tree, or only those under the given keys. */
function strings(value: unknown, keys?: ReadonlySet<string>, key = ""): string[] {
  if (typeof value === "string") return !keys || keys.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, keys, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, keys, k));
  return [];
}

/** Everything the system shows a user that a doc may name. */
function shownTexts(): string[] {
  const names = new Set(["name", "label", "title"]);
  const texts = [
    ...strings(JSON.parse(read("lang/en.json"))),
    ...filesUnder("templates", ".hbs").map(read),
    ...strings(JSON.parse(read("system.json")), names),
    ...filesUnder("packs", ".json").flatMap((f) => strings(JSON.parse(read(f)), names)),
    ...filesUnder("src", ".ts").flatMap((f) =>
      [...read(f).matchAll(/displayName: "([^"]+)"/g)].map((m) => m[1] as string),
    ),
  ];
  return texts.map(normaliseShown);
}

const GUIDES = [
  ...readdirSync(join(ROOT, "docs", "games"))
    .filter((f) => f.endsWith(".md") && !f.endsWith("-rulings.md"))
    .map((f) => join("docs", "games", f)),
  "README.md",
];

describe("the docs' UI labels", () => {
  it("reads a doc's italic labels, paths split, placeholders and trailing ellipses normalised", () => {
    const doc =
      "Press _Start Issue #n_, then _Configure\nSettings → Story Engines_; `_not_code_`; a snake_case_word; _Rolled by …_.";
    expect(italicLabels(doc)).toEqual(["Start Issue {}", "Configure Settings", "Story Engines", "Rolled by"]);
    const shown = ["Start Issue #{number}", "Rolled by {name}.", "Hand out a chorus critical"].map(normaliseShown);
    expect(isShown("Start Issue {}", shown)).toBe(true);
    expect(isShown("rolled by", shown)).toBe(true);
    expect(isShown("hand out a chorus critical", shown)).toBe(true);
    // A label the system does not show, or only part of a word, is not found.
    expect(isShown("Start the Issue {}", shown)).toBe(false);
    expect(isShown("Hand out a chorus crit", shown)).toBe(false);
  });

  it("name only controls, settings and documents the system or Foundry shows", () => {
    const shown = shownTexts();
    const missing = GUIDES.flatMap((file) =>
      italicLabels(read(file))
        .filter((label) => !FOUNDRY.includes(label) && !TITLES.includes(label) && !isShown(label, shown))
        .map((label) => `${file}: _${label}_`),
    );
    expect(missing, "labels no template, language string, pack or Foundry screen shows").toEqual([]);
  });

  it("reads a doc's bold labels: lead-ins, lower-case emphasis and code left out, inner italics placeholders", () => {
    const doc = [
      "**Traits.** Click **Send to _player_ to roll**, then **Roll the\nPlanets**; the **exact odds**;",
      "`**code**`; **Configure Settings → Table roles**; **Chorus pool: _n_**; **Total:**",
    ].join("\n");
    expect(boldLabels(doc)).toEqual([
      "Send to {} to roll",
      "Roll the Planets",
      "Configure Settings",
      "Table roles",
      "Chorus pool:",
    ]);
    // The bold span's placeholder is no italic label of its own.
    expect(italicLabels(doc)).toEqual([]);
  });

  it("name in bold only controls the system or Foundry shows, or reviewed emphasis", () => {
    const shown = shownTexts();
    const known = [...FOUNDRY, ...TITLES, ...EMPHASIS];
    const missing = GUIDES.flatMap((file) =>
      boldLabels(read(file))
        .filter((label) => !known.includes(label) && !isShown(label, shown))
        .map((label) => `${file}: **${label}**`),
    );
    expect(missing, "bold labels no template, language string, pack or Foundry screen shows").toEqual([]);
  });

  it("keeps the emphasis list honest: each entry is still bold in a guide and is no label the system shows", () => {
    const shown = shownTexts();
    const bold = new Set(GUIDES.flatMap((file) => boldLabels(read(file))));
    expect(EMPHASIS.filter((text) => !bold.has(text) || isShown(text, shown))).toEqual([]);
  });
});
