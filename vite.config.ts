import { defineConfig } from "vite";

/**
 * Library build: one ES module and one stylesheet, the files the manifest's
 * `esmodules` and `styles` name. Foundry rebuilds chat-message rolls by class
 * name (CONFIG.Dice.rolls), so minification must keep class names:
 * tests/build/bundle.test.ts loads the built bundle and checks them.
 * No source map: the release ships none, so the bundle must not name one
 * (`//# sourceMappingURL=` to a missing file makes the browser's devtools
 * complain); tests/build/reproducible.test.ts checks.
 * Whitespace is minified too (`output.minify`): Vite keeps it in ES library
 * builds for their users' bundlers, but nobody bundles this file again —
 * Foundry loads it as it is — and stripping it saves about a tenth.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    sourcemap: false,
    minify: true,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "story-engines.mjs",
      cssFileName: "story-engines",
    },
    rolldownOptions: {
      output: {
        keepNames: true,
        minify: true,
      },
    },
  },
});
