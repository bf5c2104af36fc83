/**
 * The play table's forms behave as a browser's (tests/harness/play-dom.ts,
 * play-controls.ts): a disabled field — by its own `disabled` or a
 * `<fieldset disabled>` around it — is not in the submitted data and cannot
 * be filled; a hidden field cannot be typed into; a control inside a
 * disabled fieldset is disabled, so a play-through cannot click it. Each
 * rule fails its test when taken out of the harness.
 */
import { describe, expect, it } from "vitest";
import { fillForm, formObject, htmlElement } from "../harness/play-dom";
import { controlIn, anyEnabled, matching, offered } from "../harness/play-controls";

const form = () =>
  htmlElement(
    `<input name="name" value="Amek">
     <input name="locked" value="7" disabled>
     <input name="secret" type="hidden" value="s1">
     <div hidden><input name="folded" value="f"></div>
     <fieldset disabled><legend><input name="legendField" value="l"></legend>
       <input name="inSet" type="number" value="3">
       <input name="box" type="checkbox" checked>
       <button data-action="roll">Roll</button>
     </fieldset>
     <input name="forms" type="checkbox" value="a"><input name="forms" type="checkbox" value="b" disabled>
     <button data-action="save">Save</button>`,
    "form",
  );

describe("a form's data, as a browser's", () => {
  it("leaves out disabled fields, by their own attribute or their fieldset's; keeps a hidden input", () => {
    const data = formObject(form());
    expect(data).not.toHaveProperty("locked");
    expect(data).not.toHaveProperty("inSet");
    expect(data).not.toHaveProperty("box");
    expect(data).toMatchObject({ name: "Amek", secret: "s1", folded: "f", legendField: "l" });
  });
});

describe("filling a form, as a user", () => {
  it("types into an enabled, visible field", () => {
    const f = form();
    fillForm(f, { name: "Mekha" });
    expect(formObject(f).name).toBe("Mekha");
  });

  it("cannot fill a disabled field, nor one in a disabled fieldset", () => {
    expect(() => fillForm(form(), { locked: 3 })).toThrow(/disabled/);
    expect(() => fillForm(form(), { inSet: 5 })).toThrow(/disabled/);
    expect(() => fillForm(form(), { box: false })).toThrow(/disabled/);
  });

  it("cannot type into a hidden input or a field inside a hidden element", () => {
    expect(() => fillForm(form(), { secret: "forged" })).toThrow(/hidden/);
    expect(() => fillForm(form(), { folded: "x" })).toThrow(/hidden/);
  });

  it("ticks the enabled boxes of a list but cannot tick a disabled one", () => {
    const f = form();
    fillForm(f, { forms: ["a"] });
    expect(f.querySelector('[value="a"]')?.hasAttribute("checked")).toBe(true);
    expect(() => fillForm(form(), { forms: ["a", "b"] })).toThrow(/disabled/);
  });
});

describe("controls inside a disabled fieldset", () => {
  it("are disabled: offered as such, and a click on one fails", () => {
    const f = form();
    expect(anyEnabled(matching(f, "roll", {}))).toBe(false);
    expect(offered(f)).toContain("roll (disabled)");
    expect(() => controlIn(f, "Amy", "sheet", "roll", {}, {})).toThrow(/disabled/);
    expect(controlIn(f, "Amy", "sheet", "save", {}, {}).dataset.action).toBe("save");
  });
});
