/**
 * The README and CHANGELOG in dist/ (what a GM's install holds, what Foundry's
 * package pages show) link only to what exists: a file dist/ ships, an anchor,
 * or an absolute URL — and a link into this repository at the release's tag
 * names a file the repository has.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isAbsoluteOrAnchor, linksForDist, markdownLinks } from "../../tools/lib/dist-links.mjs";

const ROOT = process.cwd();
const DIST = join(ROOT, "dist");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  version: string;
  config: { release: { url: string } };
};

describe("links in the Markdown dist/ ships", () => {
  it("points a link dist/ cannot follow at the repository, and keeps the rest", () => {
    const where = {
      repository: "https://example.org/o/r/",
      ref: "v9.9.9",
      isShipped: (path: string) => path === "LICENSE",
      isDirectory: (path: string) => path === "tools/generate/sources",
    };
    const source = [
      "[Venus](docs/games/venus.md#tasks) ![Omega](docs/games/images/omega.png) [MIT](LICENSE)",
      "[`sources/`](tools/generate/sources/) [top](#install) [site](https://foundryvtt.com)",
      "`[not a link](docs/x.md)`",
      "[ref]: CONTRIBUTING.md",
    ].join("\n");
    expect(linksForDist(source, where)).toBe(
      [
        "[Venus](https://example.org/o/r/blob/v9.9.9/docs/games/venus.md#tasks) ![Omega](https://example.org/o/r/raw/v9.9.9/docs/games/images/omega.png) [MIT](LICENSE)",
        "[`sources/`](https://example.org/o/r/tree/v9.9.9/tools/generate/sources) [top](#install) [site](https://foundryvtt.com)",
        "`[not a link](docs/x.md)`",
        "[ref]: https://example.org/o/r/blob/v9.9.9/CONTRIBUTING.md",
      ].join("\n"),
    );
    expect(markdownLinks(source)).toEqual([
      "docs/games/venus.md#tasks",
      "docs/games/images/omega.png",
      "LICENSE",
      "tools/generate/sources/",
      "#install",
      "https://foundryvtt.com",
      "CONTRIBUTING.md",
    ]);
  });

  it.each(["README.md", "CHANGELOG.md"])("%s in dist/ links only to shipped files, anchors and URLs", (file) => {
    const text = readFileSync(join(DIST, file), "utf8");
    const links = markdownLinks(text);
    expect(links.length, `${file} has links`).toBeGreaterThanOrEqual(file === "README.md" ? 5 : 0);
    const prefix = new RegExp(`^${pkg.config.release.url}/(?:blob|raw|tree)/v${pkg.version}/([^#]+)`);
    for (const link of links) {
      if (isAbsoluteOrAnchor(link)) {
        const inRepo = prefix.exec(link);
        if (inRepo) expect(existsSync(join(ROOT, inRepo[1] as string)), `${link}: the repository has it`).toBe(true);
        continue;
      }
      expect(existsSync(join(DIST, link.split("#")[0] as string)), `${file} → ${link}: dist/ ships it`).toBe(true);
    }
  });
});
