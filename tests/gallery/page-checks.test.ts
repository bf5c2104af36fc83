import { describe, expect, it } from "vitest";
import { findRawMustaches, findUntranslatedKeys } from "./page-checks";

describe("gallery page checks catch broken output", () => {
  it("finds raw Handlebars left on screen", () => {
    expect(findRawMustaches("Score {{system.score}} of 9")).toEqual(["{{system.score}}"]);
    expect(findRawMustaches("Score 4 of 9")).toEqual([]);
  });

  it("finds untranslated localisation keys", () => {
    expect(findUntranslatedKeys("Roll STORY_ENGINES.FourColors.Roll.title now")).toEqual([
      "STORY_ENGINES.FourColors.Roll.title",
    ]);
    expect(findUntranslatedKeys("Type: TYPES.Actor.omega")).toEqual(["TYPES.Actor.omega"]);
    expect(findUntranslatedKeys("Roll the Planets")).toEqual([]);
  });
});
