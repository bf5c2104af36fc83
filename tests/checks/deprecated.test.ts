import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { checkDeprecated } from "../../tools/checks/deprecated.mjs";

describe("no Foundry API deprecated in v13 or changed in v14", () => {
  it("our code uses none", () => {
    expect(checkDeprecated(process.cwd())).toEqual([]);
  });

  it("the check catches each kind in a fixture", () => {
    const problems = checkDeprecated(join(process.cwd(), "tests", "fixtures", "deprecated"));
    expect(problems).toEqual([
      "src/old.ts:3: deprecated — use foundry.documents.collections.Actors/Items",
      "src/old.ts:4: deprecated — use foundry.applications.handlebars.loadTemplates",
      "src/old.ts:5: deprecated — use src/core/compat.ts (roll modes became message modes in v14)",
      "src/old.ts:7: deprecated — use deletionUpdate() from src/core/compat.ts (v14 deletion operator)",
      "src/old.ts:8: deprecated — use replacementUpdate() from src/core/compat.ts (v14 replacement operator)",
      "src/old.ts:10: deprecated — use deletionUpdate() from src/core/compat.ts (v14 deletion operator)",
      "src/old.ts:11: deprecated — use replacementUpdate() from src/core/compat.ts (v14 replacement operator)",
    ]);
  });
});
