import { afterEach, describe, expect, it } from "vitest";
import { compareVersions, pendingMigrations } from "../../src/core/migration-list";
import { includes, percent, range, signed } from "../../src/core/handlebars-helpers";
import { installFakeFoundry, uninstallFakeFoundry } from "../harness/fake-foundry";
import { deletionUpdate, replacementUpdate } from "../../src/core/compat";

describe("migrations", () => {
  it("compares versions numerically, part by part", () => {
    expect(compareVersions("0.10.0", "0.9.0")).toBe(1);
    expect(compareVersions("1.0", "1.0.0")).toBe(0);
    expect(compareVersions("0.2.1", "0.2.3")).toBe(-1);
  });

  it("selects only the migrations newer than the world's, oldest first", () => {
    const list = [{ version: "0.3.0" }, { version: "0.1.0" }, { version: "0.2.0" }];
    expect(pendingMigrations(list, "").map((m) => m.version)).toEqual(["0.1.0", "0.2.0", "0.3.0"]);
    expect(pendingMigrations(list, "0.2.0").map((m) => m.version)).toEqual(["0.3.0"]);
    expect(pendingMigrations(list, "0.3.0")).toEqual([]);
  });
});

describe("our Handlebars helpers", () => {
  it("formats probabilities as percentages with one decimal", () => {
    expect(percent(0.4375)).toBe("43.8%");
    expect(percent(1)).toBe("100.0%");
    expect(percent(Number.NaN)).toBe("—");
  });

  it("signs modifiers with a true minus", () => {
    expect(signed(3)).toBe("+3");
    expect(signed(-2)).toBe("−2");
    expect(signed(0)).toBe("+0");
  });

  it("builds ranges and tests membership", () => {
    expect(range(3)).toEqual([1, 2, 3]);
    expect(range(-1)).toEqual([]);
    expect(includes(["a", "b"], "b")).toBe(true);
    expect(includes("ab", "a")).toBe(false);
  });
});

describe("v13/v14 compatibility: deleting a key", () => {
  afterEach(() => uninstallFakeFoundry());

  it("uses the v14 ForcedDeletion operator when Foundry has it", () => {
    installFakeFoundry();
    const update = deletionUpdate("flags.story-engines.pending");
    const value = update["flags.story-engines.pending"];
    const { ForcedDeletion } = (
      globalThis as unknown as { foundry: { data: { operators: { ForcedDeletion: new () => unknown } } } }
    ).foundry.data.operators;
    expect(value).toBeInstanceOf(ForcedDeletion);
  });

  it("falls back to v13's -= key without the operator", () => {
    installFakeFoundry();
    const g = globalThis as unknown as { foundry: { data: { operators?: unknown } } };
    delete g.foundry.data.operators;
    expect(deletionUpdate("flags.story-engines.pending")).toEqual({ "flags.story-engines.-=pending": null });
  });
});

describe("v13/v14 compatibility: operators built with their create factory (v14)", () => {
  afterEach(() => uninstallFakeFoundry());

  it("builds ForcedReplacement and ForcedDeletion with `create` where the class has it", () => {
    installFakeFoundry();
    const made: unknown[] = [];
    class Operator {
      constructor(readonly value?: unknown) {}
      static create(value?: unknown): Operator {
        const built = new this(value);
        made.push(built);
        return built;
      }
    }
    class ForcedReplacement extends Operator {}
    class ForcedDeletion extends Operator {}
    (globalThis as unknown as { foundry: { data: { operators: unknown } } }).foundry.data.operators = {
      ForcedReplacement,
      ForcedDeletion,
    };
    const replaced = replacementUpdate("system", { a: 1 });
    const deleted = deletionUpdate("ownership.p1");
    expect(replaced.system).toBeInstanceOf(ForcedReplacement);
    expect((replaced.system as Operator).value).toEqual({ a: 1 });
    expect(deleted["ownership.p1"]).toBeInstanceOf(ForcedDeletion);
    expect(made).toEqual([replaced.system, deleted["ownership.p1"]]);
  });
});

describe("v13/v14 compatibility: replacing a key whole", () => {
  afterEach(() => uninstallFakeFoundry());

  it("uses the v14 ForcedReplacement operator, holding the value, when Foundry has it", () => {
    installFakeFoundry();
    const { ForcedReplacement } = (
      globalThis as unknown as { foundry: { data: { operators: { ForcedReplacement: new (v: unknown) => unknown } } } }
    ).foundry.data.operators;
    const update = replacementUpdate("system", { worth: { dice: 2 } });
    expect(Object.keys(update)).toEqual(["system"]);
    expect(update.system).toBeInstanceOf(ForcedReplacement);
    expect(update.system).toEqual(new ForcedReplacement({ worth: { dice: 2 } }));
    expect(replacementUpdate("flags.story-engines.board", {})).toHaveProperty(["flags.story-engines.board"]);
  });

  it("falls back to v13's == key without the operator", () => {
    installFakeFoundry();
    const g = globalThis as unknown as { foundry: { data: { operators?: unknown } } };
    delete g.foundry.data.operators;
    expect(replacementUpdate("system", { a: 1 })).toEqual({ "==system": { a: 1 } });
    expect(replacementUpdate("flags.story-engines.board", { a: 1 })).toEqual({
      "flags.story-engines.==board": { a: 1 },
    });
  });
});
