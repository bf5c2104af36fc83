/**
 * The README as a GM meets it: its sections in the order a GM needs them, one
 * version story (the version the README's update note names is older than the
 * one package.json, system.json and the CHANGELOG ship), and links — anchors
 * included — that reach a file and a heading of the repository.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isAbsoluteOrAnchor, markdownLinks } from "../../tools/lib/dist-links.mjs";

const ROOT = process.cwd();
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");
const README = read("README.md");

/** The anchors GitHub gives a Markdown file's headings (lower case, punctuation out, spaces to hyphens). */
function headingAnchors(markdown: string): Set<string> {
  const headings = [...markdown.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6}\s+(.+)$/gm)];
  return new Set(
    headings.map((m) =>
      (m[1] as string)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    ),
  );
}

const numeric = (version: string): number[] => version.split(".").map(Number);
const newer = (a: string, b: string): boolean => {
  const [x, y] = [numeric(a), numeric(b)];
  const i = x.findIndex((n, k) => n !== y[k]);
  return i >= 0 && (x[i] as number) > (y[i] as number);
};

describe("the README", () => {
  it("opens for a GM: the games, installing, choosing, the table, its tools, a first session; developers after", () => {
    const sections = [...README.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      "What it gives each game",
      "Install it in Foundry",
      "Choose the games",
      "A table of several people",
      "Where each game's table tools are",
      "A first session",
      "For developers",
      "Credits and licences",
    ]);
    const games = ["Four Colors al Fresco", "Venus Engine", "In a Wicked Age", "Personae", "Capes"];
    expect([...README.matchAll(/^### (.+)$/gm)].map((m) => m[1]).slice(0, games.length)).toEqual(games);
    // The developers' quick start is under its own heading, after everything a GM reads.
    expect(README.indexOf("npm ci && npm run gallery")).toBeGreaterThan(README.indexOf("## For developers"));
    expect(README).toContain("npm run package");
    expect(README).not.toMatch(/still to come/i);
  });

  it("shows each game a picture and links each game's guide for a first session", () => {
    const firstSession = README.slice(README.indexOf("## A first session"), README.indexOf("## For developers"));
    for (const guide of ["four-colors", "venus", "wicked-age", "personae", "capes"]) {
      expect(README, `a picture of ${guide}`).toMatch(new RegExp(`!\\[[^\\]]+\\]\\(docs/games/images/${guide}-`));
      expect(firstSession, `the first session of ${guide}`).toContain(`](docs/games/${guide}.md`);
    }
  });

  it("tells one version story: the update note names an older version than the one that ships, which has its CHANGELOG section", () => {
    const version = (JSON.parse(read("package.json")) as { version: string }).version;
    expect((JSON.parse(read("system.json")) as { version: string }).version).toBe(version);
    const from = /\*\*Updating from (\d+\.\d+\.\d+)\.\*\*/.exec(README)?.[1];
    expect(from, "the README's update note").toBeDefined();
    expect(newer(version, from as string), `${version} is newer than ${from}`).toBe(true);
    expect(read("CHANGELOG.md")).toMatch(
      new RegExp(`^## ${version.replace(/\./g, "\\.")} — \\d{4}-\\d{2}-\\d{2}$`, "m"),
    );
  });

  it("links to files and headings the repository has", () => {
    for (const link of markdownLinks(README)) {
      if (isAbsoluteOrAnchor(link) && !link.startsWith("#")) continue;
      const [path, anchor] = link.split("#") as [string, string | undefined];
      const file = path || "README.md";
      expect(existsSync(join(ROOT, file)), `README → ${link}`).toBe(true);
      if (anchor) expect(headingAnchors(read(file)).has(anchor), `README → ${link}: a heading`).toBe(true);
    }
  });
});
