import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { checkActions } from "../../tools/checks/actions.mjs";

describe("buttons and their handlers", () => {
  it("every data-action is an action of the application rendering it, every action has a button; chat card buttons too", () => {
    expect(checkActions({ root: process.cwd() })).toEqual([]);
  });
});

describe("the actions check fails on a broken fixture", () => {
  const problems = checkActions({
    root: join(process.cwd(), "tests", "fixtures", "broken-actions"),
    chatControls: [{ template: "demo/card.hbs", attribute: "data-demo-action", listener: "src/listener.ts" }],
  });

  it("reports exactly the broken wiring, and nothing Foundry handles or a comment holds", () => {
    expect(problems.sort()).toEqual(
      [
        'templates/demo/sheet.hbs:3: data-action="rol" is not an action of DemoSheet (src/sheet.ts)',
        'src/sheet.ts: DemoSheet declares action "forgotten", which none of its templates uses',
        'src/sheet.ts: DemoSheet declares action "sharedUnused", which none of its templates uses',
        'templates/demo/orphan.hbs:1: data-action="lost", but no application renders this template',
        'templates/demo/card.hbs:2: data-demo-action="stop" is not handled by src/listener.ts',
        'src/listener.ts: handles data-demo-action="pause", which demo/card.hbs never shows',
        'templates/demo/other-card.hbs:1: data-demo-action="go", but no chat listener handles it on this card',
      ].sort(),
    );
  });
});
