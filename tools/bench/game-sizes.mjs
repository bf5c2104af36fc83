// What each game adds to the shipped JavaScript (gzip, level 9): the bundle
// built as it ships, then once per game with that game left out of the three
// lists that pull it in (src/games/all-games.ts, all-definitions.ts and the
// rules namespace in src/rules/index.ts). The difference is the game's cost,
// the figure each game's issue budgets (30 KiB). Used by `npm run bench`;
// `node tools/bench/game-sizes.mjs` prints the table alone.
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { ROOT } from "../lib/pack-writer.mjs";

/** Per-game JS budget (gzip), from the games' issues. */
export const GAME_JS_BUDGET = 30 * 1024;

/** The games: folder under src/games, namespace in src/rules/index.ts, rules folder. */
export const GAMES = [
  { id: "four-colors", module: "fourColorsModule", definition: "fourColorsDefinition", rules: "fourColors" },
  { id: "venus", module: "venusModule", definition: "venusDefinition", rules: "venus" },
  { id: "wicked-age", module: "wickedAgeModule", definition: "wickedAgeDefinition", rules: "wicked" },
  { id: "personae", module: "personaeModule", definition: "personaeDefinition", rules: "personae" },
  { id: "capes", module: "capesModule", definition: "capesDefinition", rules: "capes" },
];

/** A Vite plugin that drops every line naming the game's module, definition or rules namespace from the lists. */
function leaveOut(game) {
  const lists = ["src/games/all-games.ts", "src/games/all-definitions.ts", "src/rules/index.ts"].map((p) =>
    join(ROOT, p),
  );
  const names = [game.module, game.definition, `as ${game.rules} from`];
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

/** The gzip size of the entry chunk built with the project's vite.config.ts (plus any plugins). */
async function bundleSize(plugins = []) {
  const out = await build({
    root: ROOT,
    configFile: join(ROOT, "vite.config.ts"),
    logLevel: "error",
    plugins,
    build: { write: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  const js = outputs.find((o) => o.type === "chunk" && o.isEntry);
  if (!js) throw new Error("game-sizes: the build produced no entry chunk");
  return gzipSync(js.code, { level: 9 }).length;
}

/** { total, games: [{ id, bytes }] }: the whole bundle and what each game adds to it. */
export async function measureGameSizes() {
  const total = await bundleSize();
  const games = [];
  for (const game of GAMES) games.push({ id: game.id, bytes: total - (await bundleSize([leaveOut(game)])) });
  return { total, games };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { total, games } = await measureGameSizes();
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.info(`bundle ${kib(total)}`);
  for (const g of games)
    console.info(`${g.id} ${kib(g.bytes)} ${g.bytes <= GAME_JS_BUDGET ? "within" : "OVER"} budget`);
}
