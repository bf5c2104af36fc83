/**
 * Windows that follow a world setting are redrawn on its first write too.
 * Foundry fires `createSetting` (not `updateSetting`) when a world setting is
 * written for the first time; the setting's `onChange` runs for both. In a
 * Wicked Age's campaign windows (the owe list, the deal) and Personae's
 * chorus pool count once listened to `updateSetting` alone and stayed stale
 * after the setting's first write.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerGame } from "../../src/core/register";
import { composeModule, type GameModule } from "../../src/core/game-module";
import { composeDefinition } from "../../src/core/game-definition";
import { fireHook, installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../harness/fake-foundry";

const g = globalThis as unknown as {
  game: Record<string, unknown> & { settings: { set(ns: string, key: string, value: unknown): Promise<unknown> } };
  foundry: { applications: Record<string, unknown> };
};

let record: FoundryRecord;
beforeEach(() => {
  record = installFakeFoundry();
  g.game.combats = { contents: [] };
});
afterEach(() => uninstallFakeFoundry());

/** An open window under `id`, counting its renders. */
function openWindow(id: string) {
  const app = { rendered: true, render: vi.fn(async () => app) };
  const instances = (g.foundry.applications.instances ??= new Map()) as Map<string, unknown>;
  instances.set(id, app);
  return app;
}

describe("a world setting's change reaches the windows that show it", () => {
  it("In a Wicked Age: the owe list and the deal are redrawn on the campaign's first write and on later ones", async () => {
    const { wickedAgeModule } = await import("../../src/games/wicked-age/module");
    registerGame(wickedAgeModule);
    await fireHook(record, "ready");
    await wickedAgeModule.ready?.();
    const owe = openWindow("wicked-owe-list");
    const deal = openWindow("wicked-deal");
    await g.game.settings.set("story-engines", "wickedAgeCampaign", { chapter: 1 });
    expect(owe.render).toHaveBeenCalledTimes(1);
    expect(deal.render).toHaveBeenCalledTimes(1);
    await g.game.settings.set("story-engines", "wickedAgeCampaign", { chapter: 2 });
    expect(owe.render).toHaveBeenCalledTimes(2);
  });

  it("Personae: the Table tools window, which shows the chorus pool's count, is redrawn on the pool's first write", async () => {
    const { personaeModule } = await import("../../src/games/personae/module");
    registerGame(personaeModule);
    const tools = openWindow("story-engines-table-tools");
    await g.game.settings.set("story-engines", "personaeChorusPool", 2);
    expect(tools.render).toHaveBeenCalledTimes(1);
  });

  it("registerGame hands a module's setting listeners to Foundry as the setting's onChange", () => {
    const heard: unknown[] = [];
    const definition = composeDefinition("demo", "Demo", [
      { settings: [{ key: "demoPool", scope: "world", config: false, type: "number", default: 0 }] },
    ]);
    const module = composeModule(definition, [
      { settingChanges: { demoPool: (value) => heard.push(["first", value]) } },
      { settingChanges: { demoPool: (value) => heard.push(["second", value]) } },
    ]);
    registerGame(module);
    const onChange = record.settings.get("story-engines.demoPool")?.onChange as (value: unknown) => void;
    onChange(3);
    expect(heard).toEqual([
      ["first", 3],
      ["second", 3],
    ]);
  });

  it("registerGame refuses a listener for a setting the game does not have", () => {
    const definition = composeDefinition("demo", "Demo", []);
    const module: GameModule = composeModule(definition, [{ settingChanges: { demoTypo: () => undefined } }]);
    expect(() => registerGame(module)).toThrow(/demo: setting listeners for no setting: demoTypo/);
  });
});
