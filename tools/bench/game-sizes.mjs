// What each game adds to the shipped JavaScript (gzip, level 9): the bundle
// built as it ships, then once per game with that game left out of the four
// lists that pull it in (src/games/all-games.ts, all-definitions.ts,
// all-self-tests.ts and the rules namespace in src/rules/index.ts). The
// difference in the entry (story-engines.mjs, what every table loads) is the
// game's cost, the figure each game's issue budgets (30 KiB); the difference
// in the self-tests' chunk (loaded only with Quench) is reported beside it,
// and so is the game's lazy chunk (lazy-<game>.mjs: its GM-side handlers,
// loaded by a GM's client at ready and by a player's only to write its own
// card when no GM is connected, and code fetched when a user acts, such as
// Venus's dialogs and card controls; docs/architecture.md, "Lazily loaded code").
// Used by `npm run bench`; `node tools/bench/game-sizes.mjs` prints the table alone.
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { ROOT } from "../lib/pack-writer.mjs";

/** Per-game JS budget (gzip), from the games' issues. */
export const GAME_JS_BUDGET = 30 * 1024;

/** The games: folder under src/games, the names the lists use, the namespace in src/rules/index.ts. */
export const GAMES = [
  {
    id: "four-colors",
    module: "fourColorsModule",
    definition: "fourColorsDefinition",
    selfTests: "fourColorsSelfTests",
    rules: "fourColors",
  },
  { id: "venus", module: "venusModule", definition: "venusDefinition", selfTests: "venusSelfTests", rules: "venus" },
  {
    id: "wicked-age",
    module: "wickedAgeModule",
    definition: "wickedAgeDefinition",
    selfTests: "wickedAgeSelfTests",
    rules: "wicked",
  },
  {
    id: "personae",
    module: "personaeModule",
    definition: "personaeDefinition",
    selfTests: "personaeSelfTests",
    rules: "personae",
  },
  { id: "capes", module: "capesModule", definition: "capesDefinition", selfTests: "capesSelfTests", rules: "capes" },
];

/** A Vite plugin that drops every line naming the game's module, definition, self-tests or rules namespace from the lists. */
function leaveOut(game) {
  const lists = [
    "src/games/all-games.ts",
    "src/games/all-definitions.ts",
    "src/games/all-self-tests.ts",
    "src/rules/index.ts",
  ].map((p) => join(ROOT, p));
  const names = [game.module, game.definition, game.selfTests, `as ${game.rules} from`];
  return {
    name: "story-engines-leave-out-game",
    enforce: "pre",
    transform(code, id) {
      if (!lists.includes(id.split("?")[0])) return null;
      const kept = code
        .split("\n")
        .filter((line) => !names.some((n) => line.includes(n)))
        .join("\n");
      return { code: kept, map: null };
    },
  };
}

/** The lazy chunk of game `id` (vite.config.ts names it). */
export const lazyChunkName = (id) => `lazy-${id}.mjs`;

/**
 * The gzip sizes of the entry chunk, the self-tests' chunk and each game's
 * lazy chunk (by file name), built with the project's vite.config.ts
 * (plus any plugins). Any other chunk is an error: it would be code every
 * table loads that this table does not count.
 */
async function bundleSize(plugins = []) {
  const out = await build({
    root: ROOT,
    configFile: join(ROOT, "vite.config.ts"),
    logLevel: "error",
    plugins,
    build: { write: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  const chunks = outputs.filter((o) => o.type === "chunk");
  const entry = chunks.find((o) => o.isEntry);
  const selfTests = chunks.find((o) => o.fileName === "all-self-tests.mjs");
  const lazyNames = new Set(GAMES.map((g) => lazyChunkName(g.id)));
  const lazyChunks = chunks.filter((c) => lazyNames.has(c.fileName));
  if (!entry || !selfTests || chunks.length !== 2 + lazyChunks.length)
    throw new Error(
      `game-sizes: expected the entry, all-self-tests.mjs and lazy-<game>.mjs, got ${chunks.map((c) => c.fileName)}`,
    );
  const gzip = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
  return {
    entry: gzip(entry),
    selfTests: gzip(selfTests),
    lazy: Object.fromEntries(lazyChunks.map((c) => [c.fileName, gzip(c)])),
  };
}

/**
 * { total, selfTests, games: [{ id, bytes, selfTestBytes, lazyBytes }] }:
 * the entry and the self-tests' chunk, what each game adds to each, and the
 * size of the game's lazy chunk (0 if it has none).
 */
export async function measureGameSizes() {
  const whole = await bundleSize();
  const games = [];
  for (const game of GAMES) {
    const without = await bundleSize([leaveOut(game)]);
    games.push({
      id: game.id,
      bytes: whole.entry - without.entry,
      selfTestBytes: whole.selfTests - without.selfTests,
      lazyBytes: whole.lazy[lazyChunkName(game.id)] ?? 0,
    });
  }
  return { total: whole.entry, selfTests: whole.selfTests, games };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { total, selfTests, games } = await measureGameSizes();
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.info(`bundle ${kib(total)}, self-tests ${kib(selfTests)}`);
  for (const g of games)
    console.info(
      `${g.id} ${kib(g.bytes)} ${g.bytes <= GAME_JS_BUDGET ? "within" : "OVER"} budget (self-tests ${kib(g.selfTestBytes)}, lazy chunk ${kib(g.lazyBytes)})`,
    );
}
