// The one sheet header (templates/core/sheet-header.hbs, docs/architecture.md
// "One look"): what it draws for an editable, a read-only and a LIMITED sheet,
// and that every game's actor, item and LIMITED sheet heads itself with it.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { createHandlebars } from "../../tools/gallery/render.mjs";
import { compileStrict } from "../../tools/gallery/strict-handlebars.mjs";
import { listFiles } from "../../tools/checks/templates.mjs";
import { HELPERS } from "../../src/core/handlebars-helpers";

const PARTIAL = '"systems/story-engines/templates/core/sheet-header.hbs"';
const TEMPLATES = join(process.cwd(), "templates");
const { hbs } = createHandlebars(HELPERS);

interface HeaderArgs {
  editable: boolean;
  limited: boolean;
  small: boolean;
  subtitle: string;
  classes: string;
  block: string;
}

function header(args: Partial<HeaderArgs>): string {
  const a: HeaderArgs = { editable: true, limited: false, small: false, subtitle: "", classes: "", block: "", ...args };
  const source =
    `{{#> ${PARTIAL} img=img name=name editable=editable nameLabel="Name" subtitle=subtitle small=small ` +
    `limited=limited classes=classes}}${a.block}{{/${PARTIAL}}}`;
  return compileStrict(hbs, source)({ img: "icons/hero.webp", name: "La Fenice", ...a });
}

describe("the core sheet header", () => {
  it("on an editable sheet: the portrait opens the image picker, the name is the document's name field", () => {
    const html = header({ editable: true });
    expect(html).toMatch(/<img class="se-sheet-header__portrait" src="icons\/hero.webp" alt="La Fenice"/);
    expect(html).toContain('data-action="editImage" data-edit="img" role="button" tabindex="0"');
    expect(html).toMatch(
      /<input class="se-sheet-header__name" type="text" name="name" value="La Fenice" aria-label="Name"/,
    );
    expect(html).not.toMatch(/name="name"[^>]*disabled/);
  });

  it("on a read-only sheet: no image action, the name shown but disabled", () => {
    const html = header({ editable: false });
    expect(html).not.toContain("data-action");
    expect(html).toMatch(/name="name"[^>]*disabled/);
  });

  it("in a LIMITED view: the name as a heading, no field and no action", () => {
    const html = header({ editable: false, limited: true, subtitle: "Omega" });
    expect(html).toContain('<h2 class="se-sheet-header__name">La Fenice</h2>');
    expect(html).not.toContain("<input");
    expect(html).not.toContain("data-action");
    expect(html).toContain('<p class="se-sheet-header__sub">Omega</p>');
  });

  it("draws the sub-line only when there is one, an item's smaller portrait, and the game's fields inside", () => {
    expect(header({ subtitle: "" })).not.toContain("se-sheet-header__sub");
    expect(header({ small: true, classes: "se-sheet-part" })).toContain(
      'class="se-sheet-header se-sheet-header--item se-sheet-part"',
    );
    const html = header({ block: '<label class="fc-field">Shtick <input name="system.shtick"></label>' });
    const main = html.slice(html.indexOf("se-sheet-header__main"));
    expect(main).toContain('name="system.shtick"');
    expect(main.indexOf('name="name"')).toBeLessThan(main.indexOf('name="system.shtick"'));
  });
});

describe("every game's sheets head with it", () => {
  const files: string[] = listFiles(TEMPLATES, ".hbs");
  const sources: { path: string; text: string }[] = files.map((file) => ({
    path: relative(TEMPLATES, file).split("\\").join("/"),
    text: readFileSync(file, "utf8"),
  }));

  it("no other template draws a portrait picker or a document's name of its own", () => {
    const own = sources.filter(
      (s) => s.path !== "core/sheet-header.hbs" && /data-edit="img"|data-action="editImage"/.test(s.text),
    );
    expect(own.map((s) => s.path)).toEqual([]);
  });

  it.each([
    "four-colors/sheets/omega-sheet.hbs",
    "four-colors/sheets/diceless-sheet.hbs",
    "four-colors/sheets/title-sheet.hbs",
    "four-colors/sheets/actor-limited.hbs",
    "four-colors/sheets/descriptor-sheet.hbs",
    "four-colors/sheets/descriptor-limited.hbs",
    "venus/sheets/character.hbs",
    "venus/sheets/character-limited.hbs",
    "venus/sheets/item-header.hbs",
    "venus/sheets/item-limited.hbs",
    "wicked-age/sheets/actor-header.hbs",
    "wicked-age/sheets/actor-limited.hbs",
    "wicked-age/sheets/strength-sheet.hbs",
    "wicked-age/sheets/strength-limited.hbs",
    "personae/sheets/identity.hbs",
    "personae/sheets/identity-limited.hbs",
    "personae/sheets/item-header.hbs",
    "personae/sheets/item-limited.hbs",
    "capes/sheets/hero-header.hbs",
    "capes/sheets/hero-limited.hbs",
    "capes/sheets/ability.hbs",
    "capes/sheets/ability-limited.hbs",
  ])("%s opens with the core header, as a block", (path) => {
    const source = sources.find((s) => s.path === path);
    expect(source, path).toBeDefined();
    expect(source?.text).toContain(`{{#> ${PARTIAL} `);
    expect(source?.text).toContain(`{{/${PARTIAL}}}`);
  });
});
