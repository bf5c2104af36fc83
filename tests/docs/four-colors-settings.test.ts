/**
 * docs/games/four-colors.md's settings table names every world setting the
 * game shows in Configure Settings, by the name lang/en.json gives it (the
 * game's on/off switch aside, which the welcome dialog sets).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fourColorsDefinition } from "../../src/games/four-colors/definition";

const lang = JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as {
  STORY_ENGINES: { Settings: Record<string, { name: string; hint: string }> };
};
const doc = readFileSync(join(process.cwd(), "docs", "games", "four-colors.md"), "utf8");

/** The first column of the table under "Open **Configure Settings → Story Engines**". */
function documentedSettings(): string[] {
  const start = doc.indexOf("| Setting ");
  const table = doc.slice(start, doc.indexOf("\n\n", start));
  return table
    .split("\n")
    .slice(2)
    .map((row) => row.split("|")[1]?.trim() ?? "");
}

describe("the Four Colors settings table", () => {
  const shown = (fourColorsDefinition.settings ?? []).filter((s) => s.config && s.key !== "fourColorsEnabled");

  it("lists the five settings a GM sees, each by its real name", () => {
    const names = shown.map((s) => lang.STORY_ENGINES.Settings[s.key]?.name ?? s.key);
    expect(names).toHaveLength(5);
    expect([...documentedSettings()].sort()).toEqual([...names].sort());
  });

  it("the stakes hint says the player rolls what the SG sent", () => {
    const hint = lang.STORY_ENGINES.Settings.fourColorsPlayersSetStakes?.hint ?? "";
    expect(hint).toContain("who rolls from the chat card");
    expect(hint).not.toMatch(/SG sets the stakes and rolls/);
  });
});
