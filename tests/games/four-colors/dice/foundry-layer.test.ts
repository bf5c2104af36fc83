import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../../../harness/fake-foundry";
import { parseRollData } from "../../../../src/games/four-colors/dice/roll-data";
import { diceDefinition } from "../../../../src/games/four-colors/dice/definition-part";

// The Foundry classes load against the fake Foundry (class definitions run at bundle load).
describe("Rolling the Planets: the Foundry layer loads", () => {
  beforeAll(() => {
    installFakeFoundry();
  });
  afterAll(() => {
    uninstallFakeFoundry();
  });

  it("registers HierarchyRoll under its listed name and builds the self-test sample", async () => {
    const { dicePart } = await import("../../../../src/games/four-colors/dice/module-part");
    const classes = dicePart.rollClasses ?? [];
    expect(classes.map((c) => c.name)).toEqual(diceDefinition.rollClassNames);
    const [roll] = dicePart.selfTests?.sampleRolls() ?? [];
    expect(roll?.constructor.name).toBe("HierarchyRoll");
    expect(roll?.formula).toBe("1d8[known] + 1d6[dynamic] + 1d6[static] + 1d20[lost] + 1d6[benefit] + 1d8[hindrance]");
    expect(parseRollData(roll?.options)?.stakes).toEqual({ favored: ["known"], opposed: ["lost"] });
  });

  it("defines the dialog class with its three parts", async () => {
    const { HierarchyDialog } = await import("../../../../src/games/four-colors/dice/hierarchy-dialog");
    expect(Object.keys(HierarchyDialog.PARTS)).toEqual(["form", "odds", "footer"]);
    for (const part of Object.values(HierarchyDialog.PARTS)) {
      expect((diceDefinition.templates ?? []).map((t) => `systems/story-engines/templates/${t}`)).toContain(
        part.template,
      );
    }
  });
});
