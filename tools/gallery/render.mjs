// Render the gallery page: every entry of every game (src/games/*/gallery.ts
// and the core shell), from the real templates, with the system CSS, in
// light and dark themes. Used by `npm run gallery` and the gallery test.
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { loadTs } from "../lib/load-ts.mjs";
import { ROOT } from "../lib/pack-writer.mjs";
import { listFiles, flattenKeys } from "../checks/templates.mjs";
import { foundryHelpers } from "./foundry-helpers.mjs";
import { compileStrict, registerStrictPartial } from "./strict-handlebars.mjs";

const PREFIX = "systems/story-engines/templates/";

/**
 * Width of Foundry's chat sidebar, where chat cards are shown: the gallery
 * renders them in a chat log this wide (each message has 8 px of padding and
 * a border, leaving ~282 px for the card), so their heights are the ones a
 * player scrolls past.
 */
export const CHAT_WIDTH = 300;
/** Width of a sheet or dialog entry that gives none. */
const DEFAULT_WINDOW_WIDTH = 480;

/** The width an entry takes on the page: the chat column for cards, the window's default width otherwise. */
export function entryWidth(entry) {
  return entry.kind === "chat" ? CHAT_WIDTH : (entry.width ?? DEFAULT_WINDOW_WIDTH);
}

/**
 * A Handlebars instance set up like Foundry's: helpers and every template as
 * a partial by its full path, compiled strictly (strict-handlebars.mjs).
 */
export function createHandlebars(ourHelpers) {
  const hbs = Handlebars.create();
  const lang = JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8"));
  const keys = new Map();
  (function walk(obj, prefix) {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === "object") walk(v, key);
      else keys.set(key, String(v));
    }
  })(lang, "");
  for (const [name, fn] of Object.entries(foundryHelpers((k) => keys.get(k)))) hbs.registerHelper(name, fn);
  for (const [name, fn] of Object.entries(ourHelpers)) hbs.registerHelper(name, fn);
  const templatesDir = join(ROOT, "templates");
  for (const file of listFiles(templatesDir, ".hbs")) {
    const rel = relative(templatesDir, file).split("\\").join("/");
    registerStrictPartial(hbs, `${PREFIX}${rel}`, readFileSync(file, "utf8"));
  }
  return { hbs, langKeys: flattenKeys(lang), langText: (key) => keys.get(key) };
}

export async function loadGallery() {
  const tooling = await loadTs("tools/entries/gallery.ts");
  // The Table tools window as the games register it, in a fake Foundry (its own bundle: it loads the system).
  const tableTools = await (await loadTs("tools/entries/table-tools.ts")).tableToolsEntries();
  const entries = tooling.allGalleryEntries();
  const afterCore = entries.findLastIndex((e) => e.id.startsWith("core-")) + 1;
  entries.splice(afterCore, 0, ...tableTools);
  return { entries, helpers: tooling.HELPERS, games: tooling.galleryGames() };
}

const KIND_WORDS = { sheet: ["sheet", "sheets"], dialog: ["window", "windows"], chat: ["chat card", "chat cards"] };

/**
 * The index's groups, one per game in the system's order (core first): its
 * name, a line saying what it shows (the game's summary from the language
 * file and how many sheets, windows and chat cards), and its entries.
 */
export function indexGroups(entries, games, langText) {
  const groups = games.map((game) => ({
    id: game.id,
    name:
      game.id === "core" ? "Shared by every game" : (langText(`STORY_ENGINES.Games.${game.langKey}.name`) ?? game.id),
    summary:
      game.id === "core"
        ? "The chat-card shell every card is built on, the GM's welcome, Table tools and Table roles."
        : (langText(`STORY_ENGINES.Games.${game.langKey}.summary`) ?? ""),
    entries: entries.filter((e) => e.id.startsWith(`${game.id}-`)),
  }));
  const grouped = new Set(groups.flatMap((g) => g.entries));
  const rest = entries.filter((e) => !grouped.has(e));
  if (rest.length) groups.push({ id: "other", name: "Other", summary: "", entries: rest });
  return groups
    .filter((g) => g.entries.length)
    .map((g) => {
      const counts = Object.entries(KIND_WORDS)
        .map(([kind, [one, many]]) => [g.entries.filter((e) => e.kind === kind).length, one, many])
        .filter(([n]) => n > 0)
        .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
      return { ...g, shows: `${counts.join(", ")}${g.summary ? ` — ${g.summary}` : ""}` };
    });
}

/**
 * Render one entry's parts into the wrapper the real application would have.
 * Strict: a name a template reads that its context lacks throws, naming the entry and template.
 */
export function renderEntry(hbs, entry) {
  const inner = entry.parts
    .map((part) => {
      const source = readFileSync(join(ROOT, "templates", part.template), "utf8");
      try {
        return compileStrict(hbs, source)(part.context);
      } catch (error) {
        throw new Error(`gallery entry ${entry.id}, ${part.template}: ${error.message}`, { cause: error });
      }
    })
    .join("\n");
  const classes = entry.classes.join(" ");
  if (entry.kind === "chat") {
    return `<ol class="chat-log gallery-chat"><li class="chat-message message"><div class="message-content">${inner}</div></li></ol>`;
  }
  const width = entry.width ? ` style="width:${entry.width}px"` : "";
  return `<div class="application ${entry.kind === "sheet" ? "sheet" : "dialog"} ${classes}"${width}><div class="window-content">${inner}</div></div>`;
}

export async function renderGalleryPage() {
  const { entries: found, helpers, games } = await loadGallery();
  const { hbs, langText } = createHandlebars(helpers);
  const groups = indexGroups(found, games, langText);
  const entries = groups.flatMap((g) => g.entries);
  const sections = entries.map((entry) => {
    // A field's autofocus would scroll the page to its entry on load: kept as data only.
    const body = renderEntry(hbs, entry).replace(/\sautofocus(?=[\s>/])/g, " data-autofocus");
    // Each theme's column is as wide as the window (or chat column) plus its border: nothing is squeezed.
    const column = ` style="width:${entryWidth(entry) + 2}px"`;
    return `<section class="gallery-entry" id="${entry.id}" data-entry="${entry.id}">
  <h2>${Handlebars.escapeExpression(entry.title)}</h2>
  <div class="gallery-themes">
    <div class="gallery-theme theme-light" data-theme="light"${column}>${body}</div>
    <div class="gallery-theme theme-dark" data-theme="dark"${column}>${body}</div>
  </div>
</section>`;
  });
  return {
    entries,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Story Engines gallery</title>
<link rel="stylesheet" href="/fontawesome/css/all.min.css">
<link rel="stylesheet" href="/story-engines.css">
<style>
  body { margin: 0; font-family: sans-serif; background: #888; }
  .gallery-entry { padding: 12px; border-bottom: 2px solid #555; width: fit-content; }
  .gallery-entry > h2 { margin: 0 0 8px; font-size: 16px; color: #fff; }
  .gallery-themes { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
  /* Foundry's themes: 14 px text, form controls in the text's font, dark controls in the dark theme. */
  .gallery-theme { flex: 0 0 auto; padding: 12px; font-size: 14px; }
  .gallery-theme :is(input, select, textarea, button) { font-family: inherit; font-size: inherit; }
  .gallery-theme :is(input:not([type=checkbox], [type=radio]), select) { min-height: 26px; padding: 1px 6px; }
  .gallery-theme .window-content { padding: 1rem; }
  .gallery-theme.theme-light { background: #e8e2d6; color: #1e1b18; color-scheme: light; }
  .gallery-theme.theme-dark { background: #2b2926; color: #ece6dc; color-scheme: dark; }
  .application { border: 1px solid #0006; box-shadow: 0 2px 6px #0005; }
  .gallery-chat { width: ${CHAT_WIDTH}px; margin: 0; padding: 0; list-style: none; }
  .gallery-chat .chat-message { padding: 6px 8px; border: 1px solid #0004; border-radius: 5px; }
  img { max-width: 100%; }
  .gallery-index { padding: 12px 16px 16px; background: #f6f1e7; color: #1e1b18; border-bottom: 2px solid #555; }
  .gallery-index h1 { margin: 0 0 4px; font-size: 22px; }
  .gallery-index h2 { margin: 12px 0 2px; font-size: 17px; color: #7a2e1f; }
  .gallery-index p { margin: 0 0 4px; color: #4a443d; }
  .gallery-index ul { margin: 0; padding-left: 20px; columns: 2 420px; }
  /* A block link keeps its bullet on its first line when a long title wraps (an inline-block one dropped below it). */
  .gallery-index li { break-inside: avoid; }
  .gallery-index a { color: #1d4f8a; display: block; min-height: 24px; line-height: 24px; }
</style></head>
<body>
<nav class="gallery-index" aria-label="Gallery index"><h1>Story Engines gallery</h1>
<p>Every sheet, window and chat card of the five games, rendered from the real templates in Foundry's light and dark themes.</p>
${groups
  .map(
    (g) => `<section class="gallery-group" id="group-${g.id}"><h2>${Handlebars.escapeExpression(g.name)}</h2>
<p>${Handlebars.escapeExpression(g.shows)}</p>
<ul>${g.entries.map((e) => `<li><a href="#${e.id}">${Handlebars.escapeExpression(e.title)}</a></li>`).join("")}</ul></section>`,
  )
  .join("\n")}
</nav>
${sections.join("\n")}
</body></html>`,
  };
}
