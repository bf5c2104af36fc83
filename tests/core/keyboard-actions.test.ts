import { describe, expect, it } from "vitest";
import { pressesButton, registerKeyboardActions } from "../../src/core/keyboard-actions";

describe("keyboard use of role=button actions", () => {
  it("presses on Enter and Space, not on other keys", () => {
    expect(pressesButton("Enter")).toBe(true);
    expect(pressesButton(" ")).toBe(true);
    expect(pressesButton("Tab")).toBe(false);
    expect(pressesButton("a")).toBe(false);
  });

  it("clicks the focused action element on Enter, and leaves other elements alone", () => {
    type Listener = (event: { key: string; target: unknown; preventDefault(): void }) => void;
    let listener: Listener | null = null;
    const doc = { addEventListener: (_type: string, fn: Listener) => (listener = fn) } as unknown as Document;
    registerKeyboardActions(doc);
    const clicks: string[] = [];
    const element = (name: string, matches: boolean) => ({ matches: () => matches, click: () => clicks.push(name) });
    const press = (key: string, target: unknown): void => listener?.({ key, target, preventDefault: () => {} });
    press("Enter", element("portrait", true));
    press(" ", element("name", true));
    press("Enter", element("plain text", false));
    press("x", element("portrait", true));
    expect(clicks).toEqual(["portrait", "name"]);
  });

  it("does nothing where there is no document", () => {
    expect(() => registerKeyboardActions(undefined)).not.toThrow();
  });
});
