// The fake Foundry (tests/harness/fake-foundry.ts) is as strict as Foundry
// where the tests lean on it: settings must be registered, and i18n.has
// answers from lang/en.json.
import { afterEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";

interface FakeGame {
  settings: {
    register: (ns: string, key: string, config: Record<string, unknown>) => void;
    get: (ns: string, key: string) => unknown;
    set: (ns: string, key: string, value: unknown) => Promise<unknown>;
  };
  i18n: { has: (key: string) => boolean };
}
const game = (): FakeGame => (globalThis as unknown as { game: FakeGame }).game;

afterEach(() => uninstallFakeFoundry());

describe("the fake Foundry's settings", () => {
  it("refuses a key nobody registered, as Foundry does", async () => {
    installFakeFoundry();
    expect(() => game().settings.get("story-engines", "fourColorsDegrees")).toThrow(
      '"story-engines.fourColorsDegrees" is not a registered game setting',
    );
    await expect(game().settings.set("story-engines", "fourColorsDegrees", true)).rejects.toThrow(
      "is not a registered game setting",
    );
  });

  it("returns the registered default until a value is set, then the value", async () => {
    installFakeFoundry();
    game().settings.register("story-engines", "fourColorsDegrees", { scope: "world", default: false });
    expect(game().settings.get("story-engines", "fourColorsDegrees")).toBe(false);
    await game().settings.set("story-engines", "fourColorsDegrees", true);
    expect(game().settings.get("story-engines", "fourColorsDegrees")).toBe(true);
    expect(game().settings.get("core", "rollMode")).toBe("publicroll");
  });
});

describe("the fake Foundry's i18n", () => {
  it("has exactly the keys of lang/en.json", () => {
    installFakeFoundry();
    expect(game().i18n.has("STORY_ENGINES.Settings.fourColorsDegrees.name")).toBe(true);
    expect(game().i18n.has("STORY_ENGINES.Settings.fourColorsDegrees")).toBe(false);
    expect(game().i18n.has("STORY_ENGINES.NoSuchKey")).toBe(false);
  });
});
