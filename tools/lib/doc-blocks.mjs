// Generated blocks in a Markdown file: `<!-- <name>:start -->` … `<!-- <name>:end -->`.
// Several scripts write docs/benchmarks.md (npm run bench rewrites its own
// sections; npm run bench:checks its blocks); each keeps the others' blocks.

const START = (name) => `<!-- ${name}:start -->`;
const END = (name) => `<!-- ${name}:end -->`;
const BLOCK = /<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->\n?/g;

/** Every generated block of `text`, as written (markers included). */
export function blocksOf(text) {
  return [...text.matchAll(BLOCK)].map((m) => m[0].replace(/\n?$/, "\n"));
}

/** `text` with block `name` set to `body` (replaced in place, or appended). */
export function setBlock(text, name, body) {
  const block = `${START(name)}\n${body.trim()}\n${END(name)}\n`;
  const at = text.indexOf(START(name));
  if (at < 0) return `${text.replace(/\n*$/, "\n\n")}${block}`;
  const end = text.indexOf(END(name), at);
  const after = text.slice(end + END(name).length).replace(/^\n/, "");
  return `${text.slice(0, at)}${block}${after}`;
}
