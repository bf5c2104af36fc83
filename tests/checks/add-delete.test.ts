// Every sheet's add and delete controls use the one shared pattern (issue #33
// §4): the icon-only `se-add` "+" and `se-delete` bin of styles/core/controls.css.
// The check is proven on small broken templates first.
import { describe, expect, it } from "vitest";
import { checkAddDelete, offPatternControls } from "../../tools/checks/add-delete.mjs";

describe("add and delete controls on the sheets", () => {
  it("every sheet template's add and delete controls use the shared pattern", () => {
    expect(checkAddDelete(process.cwd())).toEqual([]);
  });
});

describe("the add/delete check fails on broken templates", () => {
  it("reports a full-width text button that adds, and a game's own icon class on a delete", () => {
    const source = `<h4>Powers</h4>
<button type="button" class="cp-add" data-action="addAbility">{{localize "X.addPower"}}</button>
<button type="button" class="p-icon" data-action="deleteItem" aria-label="{{localize "X.delete"}}" data-tooltip="{{localize "X.delete"}}"><i class="fa-solid fa-trash"></i></button>`;
    expect(offPatternControls(source)).toEqual([
      'line 2: <button data-action="addAbility"> lacks the shared class se-add',
      'line 2: <button data-action="addAbility"> does not show only its icon',
      'line 2: <button data-action="addAbility"> does not show the fa-plus icon',
      'line 2: <button data-action="addAbility"> has no localised aria-label',
      'line 2: <button data-action="addAbility"> has no localised data-tooltip',
      'line 3: <button data-action="deleteItem"> lacks the shared class se-delete',
    ]);
  });

  it("reports the delete class on an add, a link, and an English tooltip", () => {
    const source = `<button class="se-delete" data-action="createItem" aria-label="{{localize "X.add"}}" data-tooltip="{{localize "X.add"}}"><i></i></button><a class="se-delete" data-action="removeMain" aria-label="{{localize "X.rm"}}" data-tooltip="Remove"><i></i></a>`;
    expect(offPatternControls(source)).toEqual([
      'line 1: <button data-action="createItem"> lacks the shared class se-add',
      'line 1: <button data-action="createItem"> does not show the fa-plus icon',
      'line 1: <a data-action="removeMain"> is not a <button>',
      'line 1: <a data-action="removeMain"> does not show the fa-trash icon',
      'line 1: <a data-action="removeMain"> has no localised data-tooltip',
    ]);
  });

  it("accepts the pattern and ignores other actions", () => {
    const source = `{{#if editable}}<button type="button" class="se-add" data-action="addInterest" aria-label="{{localize "X.add"}}" data-tooltip="{{localize "X.add"}}"><i class="fa-solid fa-plus"></i></button>{{/if}}
<button type="button" class="se-delete" data-action="deleteItem" aria-label="{{localize "X.del" name=name}}" data-tooltip="{{localize "X.del"}}"><i class="fa-solid fa-trash"></i></button>
<button type="button" data-action="roll">{{localize "X.roll"}}</button>`;
    expect(offPatternControls(source)).toEqual([]);
  });
});
