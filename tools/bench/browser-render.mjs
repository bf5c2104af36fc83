// Bundled for the browser by tools/bench/render.mjs: Handlebars with the
// gallery's stand-ins for Foundry's helpers and our own, and a timer that
// renders an entry's templates with its context and inserts the HTML into
// the gallery page, as a sheet or card appears in Foundry.
import Handlebars from "handlebars";
import { foundryHelpers } from "../gallery/foundry-helpers.mjs";
import { HELPERS } from "../../src/core/handlebars-helpers";

const PREFIX = "systems/story-engines/templates/";

/**
 * @param {Record<string, string>} templates source by path under templates/
 * @param {Record<string, string>} lang flattened lang keys
 */
/** `runs` timings (ms) of fn, sorted. */
function timings(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

function setup(templates, lang) {
  const hbs = Handlebars.create();
  for (const [name, fn] of Object.entries(foundryHelpers((k) => lang[k]))) hbs.registerHelper(name, fn);
  for (const [name, fn] of Object.entries(HELPERS)) hbs.registerHelper(name, fn);
  for (const [path, source] of Object.entries(templates)) hbs.registerPartial(`${PREFIX}${path}`, source);
  const compiled = new Map();
  const compile = (path) => {
    if (!compiled.has(path)) compiled.set(path, hbs.compile(templates[path]));
    return compiled.get(path);
  };

  /** Median and 90th percentile (ms) of `runs` renders of the entry, after compiling once and warming up. */
  function time(entry, host, runs = 21, warmup = 3) {
    const parts = entry.parts.map((p) => ({ fn: compile(p.template), context: p.context }));
    const html = () => parts.map((p) => p.fn(p.context)).join("\n");
    const render = () => {
      const inner = html();
      host.innerHTML =
        entry.kind === "chat"
          ? `<ol class="chat-log gallery-chat"><li class="chat-message message"><div class="message-content">${inner}</div></li></ol>`
          : `<div class="application ${entry.kind === "sheet" ? "sheet" : "dialog"} ${entry.classes.join(" ")}" style="width:${entry.width ?? 480}px"><div class="window-content">${inner}</div></div>`;
      return host.getBoundingClientRect().height; // style and layout, as the user waits for them
    };
    for (let i = 0; i < warmup; i++) render();
    const renders = timings(render, runs);
    const templatesOnly = timings(html, runs);
    return {
      median: renders[Math.floor(runs / 2)],
      p90: renders[Math.floor(runs * 0.9)],
      templates: templatesOnly[Math.floor(runs / 2)],
    };
  }
  return { time };
}

globalThis.seBench = { setup };
