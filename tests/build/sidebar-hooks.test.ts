/**
 * The production bundle's sidebar buttons, in a fake Foundry with a few DOM
 * elements: the sidebar's first render comes before `ready`, so the hooks
 * that add buttons must be registered at `init` and decide inside whether
 * the world plays the game. Checked: the Table tools button in the Actors
 * sidebar and In a Wicked Age's Combat Tracker button at the first render
 * (before ready), neither in a world that does not play what they serve, and
 * the Table tools button in the Journal sidebar too, for a user with a tool.
 */
import { afterEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { fireHook, installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../harness/fake-foundry";

/** Just enough of an element for the buttons' code: classes, children, append/prepend, querySelector. */
class FakeElement {
  tagName: string;
  className = "";
  type = "";
  textContent = "";
  children: FakeElement[] = [];
  attributes = new Map<string, string>();
  constructor(tag: string, className = "") {
    this.tagName = tag.toUpperCase();
    this.className = className;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  addEventListener(): void {}
  append(...nodes: (FakeElement | string)[]): void {
    for (const node of nodes) if (node instanceof FakeElement) this.children.push(node);
  }
  prepend(...nodes: (FakeElement | string)[]): void {
    this.children.unshift(...nodes.filter((n): n is FakeElement => n instanceof FakeElement));
  }
  matches(selector: string): boolean {
    return selector.split(",").some((one) => {
      const s = one.trim();
      return s.startsWith(".") ? this.className.split(/\s+/).includes(s.slice(1)) : this.tagName === s.toUpperCase();
    });
  }
  querySelector(selector: string): FakeElement | null {
    for (const child of this.children) {
      if (child.matches(selector)) return child;
      const found = child.querySelector(selector);
      if (found) return found;
    }
    return null;
  }
  /** Every element's classes, depth first. */
  allClasses(): string[] {
    return this.children.flatMap((c) => [c.className, ...c.allClasses()]);
  }
}

/** A sidebar directory as v13 draws it: a header with its actions. */
function directory(): FakeElement {
  const root = new FakeElement("section");
  const header = new FakeElement("header", "directory-header");
  header.append(new FakeElement("div", "header-actions"));
  root.append(header);
  return root;
}

const g = globalThis as unknown as {
  document?: unknown;
  game: Record<string, unknown> & { settings: { set(ns: string, key: string, value: unknown): Promise<unknown> } };
};
let record: FoundryRecord;
let loads = 0;

/** Load the bundle and run `init` only: the sidebar draws before `ready`. */
async function startWorld(switchedOff: string[] = []): Promise<void> {
  record = installFakeFoundry();
  g.document = { createElement: (tag: string) => new FakeElement(tag), addEventListener: () => undefined };
  await import(`${pathToFileURL(join(process.cwd(), "dist", "story-engines.mjs")).href}?t=${Date.now()}-${++loads}`);
  await fireHook(record, "init");
  for (const key of switchedOff) await g.game.settings.set("story-engines", key, false);
}

/**
 * A player in a world whose games (Wicked Age and Capes off) have no tool
 * for players, but which has a played game's guide (Venus's) to read.
 */
async function startPlayerWithOnlyAGuide(): Promise<void> {
  await startWorld(["wickedAgeEnabled", "capesEnabled"]);
  g.game.user = { id: "player", isGM: false };
  (g.game.packs as Map<string, unknown>).set("story-engines.venus-guide", {
    collection: "story-engines.venus-guide",
    metadata: { id: "story-engines.venus-guide", name: "venus-guide", packageName: "story-engines" },
  });
}

afterEach(() => {
  delete g.document;
  uninstallFakeFoundry();
});

describe("sidebar buttons at the sidebar's first render (before ready)", () => {
  it("puts the Table tools button in the Actors sidebar's header", async () => {
    await startWorld();
    const html = directory();
    await fireHook(record, "renderActorDirectory", {}, html);
    expect(html.querySelector(".header-actions")?.querySelector(".se-table-tools-button")).not.toBeNull();
    // Drawn again: still one button.
    await fireHook(record, "renderActorDirectory", {}, html);
    expect(html.allClasses().filter((c) => c.includes("se-table-tools-button"))).toHaveLength(1);
  });

  it("gives a player no Table tools button in a world whose games have no tool for players and no guide", async () => {
    await startWorld(["wickedAgeEnabled", "capesEnabled"]);
    g.game.user = { id: "player", isGM: false };
    const html = directory();
    await fireHook(record, "renderActorDirectory", {}, html);
    expect(html.querySelector(".se-table-tools-button")).toBeNull();
  });

  it("gives that player the button when the world has a played game's guide to read", async () => {
    await startPlayerWithOnlyAGuide();
    const html = directory();
    await fireHook(record, "renderActorDirectory", {}, html);
    expect(html.querySelector(".se-table-tools-button")).not.toBeNull();
  });

  it("adds In a Wicked Age's Combat Tracker button for a conflict, in a world that plays it", async () => {
    await startWorld();
    g.game.combat = { type: "wickedConflict" };
    const html = directory();
    await fireHook(record, "renderCombatTracker", {}, html);
    expect(html.querySelector(".wicked-open-tracker")).not.toBeNull();
  });

  it("adds no Combat Tracker button in a world that does not play In a Wicked Age", async () => {
    await startWorld(["wickedAgeEnabled"]);
    g.game.combat = { type: "wickedConflict" };
    const html = directory();
    await fireHook(record, "renderCombatTracker", {}, html);
    expect(html.querySelector(".wicked-open-tracker")).toBeNull();
  });

  it("puts the same Table tools button in the Journal sidebar, where the Capes board and the story sheet live", async () => {
    await startWorld();
    const html = directory();
    await fireHook(record, "renderJournalDirectory", {}, html);
    expect(html.querySelector(".header-actions")?.querySelector(".se-table-tools-button")).not.toBeNull();
    await fireHook(record, "renderJournalDirectory", {}, html);
    expect(html.allClasses().filter((c) => c.includes("se-table-tools-button"))).toHaveLength(1);
  });

  it("gives a player no Journal sidebar button when the world's games have no tool for them, even with a guide to read", async () => {
    await startPlayerWithOnlyAGuide();
    const html = directory();
    await fireHook(record, "renderJournalDirectory", {}, html);
    expect(html.allClasses()).toEqual(["directory-header", "header-actions"]);
  });
});
