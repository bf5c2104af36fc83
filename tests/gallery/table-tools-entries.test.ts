/**
 * The gallery's Table tools entries are the real window's: drawn from the
 * tools each game registers (tools/entries/table-tools.ts), not a copy. A
 * GM sees every played game's tools, a player none of the GM's own, and
 * every game the world plays is listed with its guide.
 */
import { describe, expect, it } from "vitest";
import { loadGallery } from "../../tools/gallery/render.mjs";

interface ToolsContext {
  groups: { gameId: string; guide: boolean; tools: { key: string; gmOnly: boolean }[] }[];
}
interface Entry {
  id: string;
  parts: { template: string; context: ToolsContext }[];
}

async function toolsEntry(id: string): Promise<ToolsContext> {
  const { entries } = (await loadGallery()) as { entries: Entry[] };
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`no gallery entry ${id}`);
  return entry.parts[0]!.context;
}

const keys = (context: ToolsContext): string[] => context.groups.flatMap((g) => g.tools.map((t) => t.key));

describe("the gallery's Table tools", () => {
  it("shows a GM every tool the games register, In a Wicked Age's and all of Personae's included", async () => {
    const gm = await toolsEntry("core-table-tools-gm");
    expect(gm.groups.map((g) => g.gameId)).toEqual(["four-colors", "venus", "wicked-age", "personae", "capes"]);
    expect(gm.groups.every((g) => g.guide)).toBe(true);
    const tools = keys(gm);
    for (const key of ["wicked-age/owe-list", "wicked-age/story", "wicked-age/deal", "wicked-age/conflict"])
      expect(tools).toContain(key);
    expect(tools.filter((k) => k.startsWith("personae/")).length).toBeGreaterThanOrEqual(6);
    expect(tools).toContain("capes/board");
  });

  it("shows a player only the tools a player may use, none of the GM's own", async () => {
    const gm = await toolsEntry("core-table-tools-gm");
    const player = await toolsEntry("core-table-tools-player");
    const gmOnly = gm.groups.flatMap((g) => g.tools.filter((t) => t.gmOnly).map((t) => t.key));
    expect(gmOnly.length).toBeGreaterThan(0);
    for (const key of keys(player)) expect(gmOnly).not.toContain(key);
    expect(keys(player)).toContain("wicked-age/owe-list");
    expect(keys(player)).toContain("capes/board");
  });
});
