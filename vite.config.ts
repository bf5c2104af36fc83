import { defineConfig } from "vite";

/**
 * Library build: one ES module and one stylesheet, the files the manifest's
 * `esmodules` and `styles` name. Foundry rebuilds chat-message rolls by class
 * name (CONFIG.Dice.rolls), and calls render hooks by application class
 * name, so minification keeps class names (`keepNames.class`):
 * tests/build/bundle.test.ts loads the built bundle and checks them.
 * Function names are mangled: nothing reads them (our errors name the
 * function in their text), and keeping them all costs about 5 % gzip.
 * No source map: the release ships none, so the bundle must not name one
 * (`//# sourceMappingURL=` to a missing file makes the browser's devtools
 * complain); tests/build/reproducible.test.ts checks.
 * Whitespace is minified too (`output.minify`): Vite keeps it in ES library
 * builds for their users' bundlers, but nobody bundles this file again —
 * Foundry loads it as it is — and stripping it saves about a tenth.
 * The Quench self-tests are the one other chunk (all-self-tests.mjs, imported
 * dynamically by src/index.ts when Quench is active). The entry exports
 * nothing (`preserveEntrySignatures: false`), which lets Rolldown keep every
 * module the two share in the entry instead of a third, always-loaded chunk.
 */
const KEEP_CLASS_NAMES = { function: false, class: true };

const GAME_FOLDER = /src[\\/]games[\\/]([^\\/]+)[\\/]/;

/** The game folder a module is in (src/games/<game>/), unless it is one of the self-tests' own files. */
function lazyGameOf(id: string): string | null {
  if (/self-tests?\.ts$|samples\.ts$/.test(id)) return null;
  return GAME_FOLDER.exec(id)?.[1] ?? null;
}

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
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: "[name].mjs",
        codeSplitting: {
          groups: [
            { name: "story-engines", tags: ["$initial"], priority: 2 },
            {
              debugName: "lazy-<game>",
              name: (id) => (lazyGameOf(id) ? `lazy-${lazyGameOf(id)}` : null),
              priority: 1,
            },
          ],
        },
        minify: {
          mangle: { keepNames: KEEP_CLASS_NAMES },
          compress: { keepNames: KEEP_CLASS_NAMES },
          codegen: { removeWhitespace: true },
        },
      },
    },
  },
});
