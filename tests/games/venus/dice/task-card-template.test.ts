// The compact task card as rendered: dice faces the roller clicks (buttons
// with a full accessible name), one "hangs on" select for every tertiary
// consequence, what can be bought now first and the rest folded, and the
// data attributes task-card-listeners.ts reads.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HELPERS } from "../../../../src/core/handlebars-helpers";
import { taskCardContext } from "../../../../src/games/venus/dice/task-card-context";
import {
  GM,
  ROLLER,
  sampleBoughtCard,
  sampleKissedCard,
  sampleRolledCard,
  STRANGER,
} from "../../../../src/games/venus/dice/samples";
import type { CardUser, TaskCardState } from "../../../../src/games/venus/dice/task-card-state";
import { createHandlebars } from "../../../../tools/gallery/render.mjs";
import { compileStrict } from "../../../../tools/gallery/strict-handlebars.mjs";

const source = readFileSync(join(process.cwd(), "templates/venus/dice/task-card.hbs"), "utf8");
const { hbs } = createHandlebars(HELPERS) as { hbs: Parameters<typeof compileStrict>[0] };
const template = compileStrict(hbs, source);

function render(state: TaskCardState, user: CardUser, held = { lots: 3, ego: true }): string {
  return template(taskCardContext(state, user, held));
}

const all = (html: string, pattern: RegExp): string[] => [...html.matchAll(pattern)].map((m) => m[1] ?? "");

describe("the compact task card", () => {
  it("gives the roller a button per die face, named for the die", () => {
    const html = render(sampleRolledCard(), ROLLER);
    expect(all(html, /data-venus-kiss-die="(\d+)"/g)).toEqual(["0", "1", "2", "3"]);
    expect(html).toContain("Die 3: 6 · Dhyr · Silver · success");
    expect(html).toContain("Die 4: 1 · Melyn · Gold · no success");
    expect(html).not.toMatch(/<select[^>]*data-venus-kiss-die/);
    // The legend the faces cycle through, in order.
    expect(all(html, /data-venus-source="(\w+)"/g)).toEqual(["lot", "insight", "stunt", "specialty", "ego"]);
  });

  it("shows other players the faces without buttons", () => {
    const html = render(sampleRolledCard(), STRANGER);
    expect(html).not.toContain("data-venus-kiss-die");
    expect(html).not.toContain("data-venus-action");
    expect(html).toContain("Die 1: 4 · Dhyr · Silver · success");
  });

  it("lists what can be bought now first, with one select for the tertiary anchors, and folds the rest", () => {
    const html = render(sampleRolledCard(), ROLLER);
    const [shop, rest] = html.split('class="se-venus-task__more"');
    const fold = rest?.split("</details>")[0];
    expect(all(shop ?? "", /data-venus-action="buy" data-kind="(\w+)"/g)).toEqual([
      ...Array(4).fill("secondary"),
      ...Array(4).fill("tertiary"),
    ]);
    expect(all(html, /<select (data-venus-anchor)/g)).toHaveLength(1);
    expect(fold).toContain("The primary consequence: what you set out to do");
    expect(fold).not.toContain("data-venus-action");
  });

  it("offers the primary consequence first once it is affordable", () => {
    const html = render(sampleKissedCard(), ROLLER, { lots: 2, ego: true });
    expect(all(html, /data-venus-action="buy" data-kind="\w+" data-id="([\w-]+)"/g)[0]).toBe("primary");
  });

  it("keeps the bought consequences with their notes and Undo, and folds what is left", () => {
    const html = render(sampleBoughtCard(), GM, { lots: 2, ego: false });
    expect(all(html, /data-venus-note="(\d+)"/g)).toEqual(["0", "1", "2"]);
    expect(all(html, /data-venus-action="(refund)"/g)).toHaveLength(3);
    expect(html).not.toMatch(/data-venus-action="buy"/);
    expect(html).toContain("Not affordable now (6)");
  });
});
