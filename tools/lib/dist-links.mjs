// The Markdown files the build copies into dist/ (README.md, CHANGELOG.md) link
// to docs the system folder does not ship (docs/games/…, CONTRIBUTING.md). In
// dist/ such a link would lead nowhere, so the build points it at the same file
// in the repository, at the release's tag: a page at blob/<tag>/, an image at
// raw/<tag>/ (so it still shows), a folder at tree/<tag>/. Links to files dist/
// ships (LICENSE, CHANGELOG.md), anchors and absolute URLs stay as they are.

/** A link target with a scheme (https:, mailto:) or an in-page anchor: nothing to resolve. */
export const isAbsoluteOrAnchor = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#");

const IMAGE = /\.(png|jpe?g|gif|svg|webp)$/i;

// [text](target "title") and ![alt](target), and reference definitions `[id]: target`.
const INLINE = /(!?\[(?:[^\]\\]|\\.)*\]\()(<[^>]*>|[^)\s]+)((?:\s+"[^"]*")?\))/g;
const REFERENCE = /^( {0,3}\[[^\]]+\]:\s*)(\S+)/gm;

/**
 * Every link target of a Markdown text, code blocks and code spans left out.
 * @param {string} markdown
 * @returns {string[]}
 */
export function markdownLinks(markdown) {
  const prose = withoutCode(markdown);
  return [...prose.matchAll(INLINE)].map((m) => unwrap(m[2])).concat([...prose.matchAll(REFERENCE)].map((m) => m[2]));
}

const unwrap = (target) => (target.startsWith("<") ? target.slice(1, -1) : target);
const withoutCode = (markdown) => markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");

/**
 * The Markdown with each relative link that dist/ does not ship pointed at the repository.
 * @param {string} markdown a file at the repository's root
 * @param {{ repository: string, ref: string, isShipped: (path: string) => boolean, isDirectory: (path: string) => boolean }} where
 *        repository: its URL (package.json config.release.url); ref: the tag (v<version>);
 *        isShipped: is this path (relative to the root, no anchor) in dist/; isDirectory: is it a folder of the repository
 * @returns {string}
 */
export function linksForDist(markdown, { repository, ref, isShipped, isDirectory }) {
  const base = repository.replace(/\/+$/, "");
  const rewrite = (target) => {
    if (isAbsoluteOrAnchor(target)) return target;
    const hash = target.includes("#") ? target.indexOf("#") : target.length;
    const [path, anchor] = [target.slice(0, hash), target.slice(hash)];
    const clean = path.replace(/^\.\//, "").replace(/\/+$/, "");
    if (isShipped(clean)) return target;
    const kind = isDirectory(clean) ? "tree" : IMAGE.test(clean) ? "raw" : "blob";
    return `${base}/${kind}/${ref}/${clean}${anchor}`;
  };
  // Code is left alone: each block or span is set aside, the prose rewritten, the code put back.
  const code = [];
  const prose = markdown.replace(/```[\s\S]*?```|`[^`\n]*`/g, (chunk) => `\uE000${code.push(chunk) - 1}\uE000`);
  return prose
    .replace(INLINE, (_all, open, target, close) => `${open}${rewrite(unwrap(target))}${close}`)
    .replace(REFERENCE, (_all, open, target) => `${open}${rewrite(target)}`)
    .replace(/\uE000(\d+)\uE000/g, (_all, i) => code[Number(i)]);
}
