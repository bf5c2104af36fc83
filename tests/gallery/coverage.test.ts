import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { loadGallery } from "../../tools/gallery/render.mjs";
import { analyseTemplate, listFiles } from "../../tools/checks/templates.mjs";

const TEMPLATES = join(process.cwd(), "templates");
const PREFIX = "systems/story-engines/templates/";

describe("gallery coverage", () => {
  it("renders every template, directly or as a partial of one it renders", async () => {
    const { entries } = (await loadGallery()) as { entries: { parts: { template: string }[] }[] };
    const reached = new Set<string>();
    const visit = (rel: string): void => {
      if (reached.has(rel)) return;
      reached.add(rel);
      const used = analyseTemplate(readFileSync(join(TEMPLATES, rel), "utf8"));
      for (const partial of used.partials as Set<string>) visit(partial.slice(PREFIX.length));
    };
    for (const entry of entries) for (const part of entry.parts) visit(part.template);
    const all = listFiles(TEMPLATES, ".hbs").map((f: string) => relative(TEMPLATES, f).split("\\").join("/"));
    expect(all.filter((t: string) => !reached.has(t))).toEqual([]);
  });
});
