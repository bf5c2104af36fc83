// Every icon-only control in every template carries Foundry's hover hint
// (issue #23 §3), read from the templates so branches no gallery entry draws
// are covered too; the check is proven on small templates first.
import { describe, expect, it } from "vitest";
import { checkIconTooltips, untippedIconControls, visibleSource } from "../../tools/checks/icon-tooltips.mjs";

describe("icon tooltips in templates", () => {
  it("every icon-only control of every template has a localised data-tooltip", () => {
    expect(checkIconTooltips(process.cwd())).toEqual([]);
  });
});

describe("the icon-tooltip check fails on broken templates", () => {
  it("reports an icon-only button with an aria-label but no data-tooltip, with its line", () => {
    const source = `<h3>Skills</h3>\n<button type="button" data-action="deleteItem" aria-label="{{localize "X.delete"}}"><i class="fa-solid fa-trash"></i></button>`;
    expect(untippedIconControls(source)).toEqual([
      'line 2: <button data-action="deleteItem"> shows only an icon and has no data-tooltip',
    ]);
  });

  it("reports an action link and a role=button element holding only an image or svg", () => {
    const source = `<a data-action="open" role="button" tabindex="0"><img src="x.webp" alt=""></a>
<span role="button" tabindex="0"><svg viewBox="0 0 1 1"></svg></span>`;
    expect(untippedIconControls(source)).toEqual([
      'line 1: <a data-action="open"> shows only an icon and has no data-tooltip',
      "line 2: <span> shows only an icon and has no data-tooltip",
    ]);
  });

  it("reports an empty tooltip and one in plain English rather than localised", () => {
    const source = `<button data-action="a" data-tooltip=""><i></i></button><button data-action="b" data-tooltip="Delete"><i></i></button>`;
    expect(untippedIconControls(source)).toEqual([
      'line 1: <button data-action="a"> shows only an icon and has no data-tooltip',
      'line 1: <button data-action="b"> has a data-tooltip that is not localised ("Delete")',
    ]);
  });

  it("accepts a localised tooltip, a lang key, and any control that shows text", () => {
    const source = `<button data-action="a" data-tooltip="{{localize "X.add"}}"><i class="fa-solid fa-plus"></i></button>
<button data-action="b" data-tooltip="STORY_ENGINES.X.add"><i></i></button>
<button data-action="c"><i class="fa-solid fa-dice"></i> {{localize "X.roll"}}</button>
<button data-action="d"><i></i> Roll</button>
<a data-action="e">{{name}}</a>
<button data-action="f">{{#if x}}<i></i>{{else}}{{label}}{{/if}}</button>`;
    expect(untippedIconControls(source)).toEqual([]);
  });

  it("counts an icon inside a Handlebars block and nested elements", () => {
    const source = `{{#if editable}}<button data-action="x">{{#if on}}<span><i class="fa-solid fa-ban"></i></span>{{/if}}</button>{{/if}}`;
    expect(untippedIconControls(source)).toEqual([
      'line 1: <button data-action="x"> shows only an icon and has no data-tooltip',
    ]);
  });

  it("reduces Handlebars to what shows: blocks and comments go, values become text", () => {
    expect(visibleSource(`{{!-- note --}}{{#if a}}<b>{{name}}</b>{{else}}{{{html}}}{{/if}}`)).toBe("<b>X</b>X");
  });
});
