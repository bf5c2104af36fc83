/**
 * The creation view's warnings read their count right: a problem with a
 * numeric `count` takes its counted message's plural form (the lang file's
 * "one"/"other"), others keep their key.
 */
import { describe, expect, it } from "vitest";
import { problemLines } from "../../../src/games/personae/sheets/labels";
import lang from "../../../lang/en.json";

const KEY = "STORY_ENGINES.Personae.Validation.priority-count";

describe("the creation view's problem lines", () => {
  it("says '1 attribute' and '3 attributes' for a priority holding one or three", () => {
    const lines = problemLines([
      { code: KEY, params: { priority: "primary", count: 1, expected: 2 } },
      { code: KEY, params: { priority: "secondary", count: 3, expected: 2 } },
      { code: "STORY_ENGINES.Personae.Validation.creation-points-exceeded", params: { used: 12, max: 10 } },
    ]);
    expect(lines.map((l) => l.key)).toEqual([
      `${KEY}.one`,
      `${KEY}.other`,
      "STORY_ENGINES.Personae.Validation.creation-points-exceeded",
    ]);
    const forms = lang.STORY_ENGINES.Personae.Validation["priority-count"];
    expect(forms.one).toContain("{count} attribute;");
    expect(forms.other).toContain("{count} attributes;");
  });
});
