// Load a TypeScript module of ours from a Node script (build, gallery, bench).
// Vite bundles the entry into artifacts/.tooling/ (no minification, Node
// target) and we import the result: the same code the system ships, without
// a second TypeScript runner as a dependency.
import { mkdir } from "node:fs/promises";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { ROOT } from "./pack-writer.mjs";

const OUT_DIR = join(ROOT, "artifacts", ".tooling");

/** @param {string} entry path relative to the repo root, e.g. "src/rules/index.ts" */
export async function loadTs(entry) {
  await mkdir(OUT_DIR, { recursive: true });
  const name = `${basename(entry).replace(/\.ts$/, "")}-${entry.replace(/[^\w]+/g, "_")}`;
  await build({
    root: ROOT,
    configFile: false,
    logLevel: "error",
    publicDir: false,
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      target: "node20",
      lib: { entry: join(ROOT, entry), formats: ["es"], fileName: () => `${name}.mjs` },
      // Node's own modules stay imports (a tooling entry may load the tests' fake Foundry, which reads files).
      rolldownOptions: { external: [/^node:/], output: { keepNames: true } },
    },
  });
  return import(`${pathToFileURL(join(OUT_DIR, `${name}.mjs`)).href}?t=${Date.now()}`);
}
