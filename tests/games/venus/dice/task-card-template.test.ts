// The compact task card as rendered: dice faces the roller clicks (buttons
// with a full accessible name), one "hangs on" select for every tertiary
// consequence, what can be bought now first and the rest folded, and the
// data attributes task-card-listeners.ts reads; the allies' answers, the FC's
// factors and the approvals shown to the one who gives them.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HELPERS } from "../../../../src/core/handlebars-helpers";
import { taskCardContext } from "../../../../src/games/venus/dice/task-card-context";
import { checkCardContext } from "../../../../src/games/venus/dice/check-card-context";
import { proposeCheckCard, applyCheckAction } from "../../../../src/games/venus/dice/check-card-state";
import {
  ALLY_OWNER,
  GM,
  ROLLER,
  SAMPLE_CHECK_OPTIONS,
  sampleBoughtCard,
  sampleKissedCard,
  sampleRolledCard,
  STRANGER,
} from "../../../../src/games/venus/dice/samples";
import {
  createGatheringCard,
  type CardUser,
  type TaskCardState,
} from "../../../../src/games/venus/dice/task-card-state";
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

describe("the table's decisions on the card, rendered for the one who makes them", () => {
  const present = { fc: true, peer: true };
  const ann: CardUser = { ...ROLLER, isFC: false, isPeer: false, allyPlayers: [true], present };
  const bob: CardUser = { ...ALLY_OWNER, isFC: false, isPeer: true, allyPlayers: [true], present };
  const fc: CardUser = {
    ...GM,
    ownsRoller: true,
    ownsAllies: [true],
    isFC: true,
    isPeer: true,
    allyPlayers: [true],
    present,
  };
  // A rolled card's stunt is a state ("declared"/"vetoed"); a new card's set-up only says whether one is declared.
  const { stunt: _stunt, ...rolled } = sampleRolledCard();
  const gathering = createGatheringCard({
    ...rolled,
    allies: rolled.allies,
    pool: rolled.roll.dice.map((d) => ({ caliber: d.caliber, owner: d.owner, ally: d.ally })),
  });

  it("asks the ally's player to join or refuse, shows the roller the allies awaited and Roll the pool", () => {
    const forBob = render(gathering, bob);
    expect(all(forBob, /data-venus-action="(join|refuse)" data-ally="0"/g)).toEqual(["join", "refuse"]);
    expect(forBob).not.toContain('data-venus-action="roll"');
    const forAnn = render(gathering, ann);
    expect(forAnn).toContain("asked to aid");
    expect(forAnn).toContain('data-venus-action="roll"');
    expect(forAnn).not.toContain('data-venus-action="join"');
    expect(forAnn).not.toContain("data-venus-kiss-die");
  });

  it("before the roll: the FC's factors and the stunt veto to the FC; the roller waits for them, with no Roll", () => {
    const open = { ...gathering, fcFactors: null, stunt: "declared" as const };
    const forAnn = render(open, ann);
    expect(forAnn).toContain("awaited from the FC");
    expect(forAnn).toContain("Dhyr declared a stunt");
    expect(forAnn).not.toContain("data-venus-factors");
    expect(forAnn).not.toContain('data-venus-action="roll"');
    expect(forAnn).not.toContain('data-venus-action="vetoStunt"');
    const forFC = render(open, fc);
    expect(forFC).toContain("<select data-venus-factors>");
    expect(all(forFC, /data-venus-action="(vetoStunt)" data-ally=""/g)).toEqual(["vetoStunt"]);
    // The ally's player may join with a stunt of their own.
    expect(all(render(open, bob), /data-venus-action="(join|joinStunt|refuse)" data-ally="0"/g)).toEqual([
      "join",
      "joinStunt",
      "refuse",
    ]);
  });

  it("after the roll: no factor control for anyone; approvals to those who give them", () => {
    const awaited = { ...rolled, approvals: [{ die: 1, source: "insight" as const, status: "asked" as const }] };
    const forAnn = render(awaited, ann);
    expect(forAnn).toContain("from a Peer (another player or the FC)");
    expect(forAnn).not.toContain('data-venus-action="approve"');
    expect(render(awaited, fc)).not.toContain("data-venus-factors");
    expect(all(render(awaited, bob), /data-venus-action="(approve|veto)" data-index="0"/g)).toEqual([
      "approve",
      "veto",
    ]);
  });
});

describe("the check card's table decisions, rendered", () => {
  const check = compileStrict(hbs, readFileSync(join(process.cwd(), "templates/venus/dice/check-card.hbs"), "utf8"));
  const present = { fc: true, peer: true };
  const awaited = proposeCheckCard(SAMPLE_CHECK_OPTIONS, { awaitFC: true });
  const as = (user: CardUser, state = awaited) => check(checkCardContext(state, { ...user, present }, { lots: 2 }));
  const FC_USER: CardUser = { ...GM, isFC: true, isPeer: true };
  const ANN: CardUser = { ...ROLLER, isFC: false, isPeer: false };

  it("before the d20: the FC gets the factors and flat bonus; the roller sees them awaited, no die and no step", () => {
    const fc = as(FC_USER);
    expect(fc).toContain("<select data-venus-check-factors>");
    expect(fc).toContain('data-venus-check-action="approveBonus"');
    expect(fc).toContain("Not rolled yet");
    expect(fc).not.toContain("se-venus-die--d20");
    const ann = as(ANN);
    expect(ann).toContain("awaited from the FC");
    expect(ann).not.toContain("data-venus-check-action");
    const bob = as({ ...STRANGER, isFC: false, isPeer: true });
    expect(bob).toContain('data-venus-check-action="approveBonus"');
    expect(bob).not.toContain("data-venus-check-factors");
  });

  it("once the FC decided the roller gets Roll the d20; once rolled the FC has no control left", () => {
    const decided = applyCheckAction(awaited, { type: "fc", factors: 2, flatBonus: 0 }, FC_USER, { lots: 2 }).state;
    expect(all(as(ANN, decided), /data-venus-check-action="(roll)"/g)).toEqual(["roll"]);
    const rolled = applyCheckAction(decided, { type: "roll", d20: 10 }, ANN, { lots: 2 }).state;
    expect(as(FC_USER, rolled)).not.toContain("data-venus-check-factors");
    expect(as(ANN, rolled)).not.toContain('data-venus-check-action="roll"');
  });
});
