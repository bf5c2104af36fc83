/**
 * Model classes are keyed by the game's sub-type names (modelClassesFor): a
 * stale key — the pre-0.2.0 `omega` of Four Colors, which left OmegaModel
 * out of CONFIG — is a type error (the `@ts-expect-error` lines below fail
 * `tsc -p tsconfig.node.json` if it ever compiles again), an error at run
 * time, and registerGame refuses a table that names no sub-type.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { modelClassesFor, type GameModule, type ModelClassTable } from "../../src/core/game-module";
import { registerGame } from "../../src/core/register";
import { composeDefinition } from "../../src/core/game-definition";
import { FOUR_COLORS_SPECS } from "../../src/games/four-colors/data/definition-part";
import type { ModelSpec } from "../../src/schema";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";

class Omega {}
class Title {}

describe("modelClassesFor", () => {
  it("keys the classes by the specs' sub-type names", () => {
    const table = modelClassesFor(FOUR_COLORS_SPECS, { fourColorsOmega: Omega, fourColorsTitle: Title });
    expect(table.fourColorsOmega).toBe(Omega);
    expect(table.fourColorsTitle).toBe(Title);
    expect(table.omega).toBeUndefined();
  });

  it("does not compile, and throws, for a key that names no sub-type", () => {
    // @ts-expect-error -- "omega" is the pre-0.2.0 name, no sub-type of Four Colors any more
    expect(() => modelClassesFor(FOUR_COLORS_SPECS, { omega: Omega })).toThrow(/no sub-type named omega/);
    // @ts-expect-error -- "title" likewise
    expect(() => modelClassesFor(FOUR_COLORS_SPECS, { fourColorsOmega: Omega, title: Title })).toThrow(/title/);
  });

  it("does not compile with specs whose names are not literal types (any key would pass)", () => {
    const loose: ModelSpec[] = [...FOUR_COLORS_SPECS];
    // @ts-expect-error -- widened `string` names check nothing, so they are refused
    expect(() => modelClassesFor(loose, { omega: Omega })).toThrow();
  });

  it("is the only way to a model table: a plain object is not one", () => {
    // @ts-expect-error -- a literal table skips the check
    const part: Partial<GameModule> = { modelClasses: { omega: Omega } };
    expect(part.modelClasses).toBeDefined();
  });
});

describe("registerGame and model classes", () => {
  beforeEach(() => installFakeFoundry());
  afterEach(() => uninstallFakeFoundry());

  it("refuses a module whose table names no sub-type of its definition", () => {
    const definition = composeDefinition("four-colors", "FourColors", [{ models: [...FOUR_COLORS_SPECS] }]);
    const stale = { omega: Omega } as unknown as ModelClassTable;
    const module: GameModule = { definition, modelClasses: stale, sheets: [], rollClasses: [] };
    expect(() => registerGame(module)).toThrow(/four-colors: model classes for no sub-type: omega/);
  });

  it("puts Four Colors' own classes into CONFIG under the sub-type names", async () => {
    // Imported once the fake Foundry is in place: the model classes extend its TypeDataModel.
    const { fourColorsModule } = await import("../../src/games/four-colors/module");
    registerGame(fourColorsModule);
    const config = (
      globalThis as unknown as { CONFIG: Record<string, { dataModels: Record<string, { name: string }> }> }
    ).CONFIG;
    expect(config.Actor?.dataModels.fourColorsOmega?.name).toBe("OmegaModel");
    expect(config.Actor?.dataModels.fourColorsTitle?.name).toBe("TitleModel");
    expect(config.Actor?.dataModels.fourColorsDiceless?.name).toBe("DicelessModel");
    expect(config.Item?.dataModels.fourColorsDescriptor?.name).toBe("DescriptorModel");
  });
});
