// One add/delete pattern on the sheets of all five games (issue #33 §4): every
// control on templates/<game>/sheets/ whose data-action adds or deletes
// (createItem, deleteItem, add…, remove…, create…, delete…) is the shared
// icon-only button of styles/core/controls.css — class `se-add` for an add,
// `se-delete` for a delete, showing only its icon (a plus, a bin), named by a localised
// aria-label and data-tooltip. Read from the template source, so branches no
// gallery entry draws are covered too.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { listFiles } from "./templates.mjs";
import { visibleSource } from "./icon-tooltips.mjs";

const START = /<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ADD = /^(create|add)[A-Z]\w*$/;
const DELETE = /^(delete|remove)[A-Z]\w*$/;

/** The value of `attr` in a start tag's attributes, or null. */
function attribute(attrs, attr) {
  const match = attrs.match(new RegExp(`\\s${attr}\\s*=\\s*("([^"]*)"|'([^']*)')`));
  return match ? (match[2] ?? match[3] ?? "") : null;
}

/** Add and delete controls of one template that break the pattern, each as "line N: <tag data-action="…"> …". */
export function offPatternControls(source) {
  const problems = [];
  for (const match of source.matchAll(START)) {
    const [whole, name, attrs] = match;
    const action = attribute(attrs, "data-action");
    if (!action || !(ADD.test(action) || DELETE.test(action))) continue;
    const line = source.slice(0, match.index).split("\n").length;
    const where = `line ${line}: <${name} data-action="${action}">`;
    const wanted = ADD.test(action) ? "se-add" : "se-delete";
    const classes = (attribute(attrs, "class") ?? "").split(/\s+/);
    if (name.toLowerCase() !== "button") problems.push(`${where} is not a <button>`);
    if (!classes.includes(wanted)) problems.push(`${where} lacks the shared class ${wanted}`);
    const end = source.indexOf(`</${name}>`, match.index + whole.length);
    const inner = end < 0 ? "" : source.slice(match.index + whole.length, end);
    const text = visibleSource(inner)
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim();
    if (text || !/<i\b/.test(inner)) problems.push(`${where} does not show only its icon`);
    const icon = wanted === "se-add" ? "fa-plus" : "fa-trash";
    if (!new RegExp(`\\b${icon}\\b`).test(inner)) problems.push(`${where} does not show the ${icon} icon`);
    for (const attr of ["aria-label", "data-tooltip"])
      if (!/\{\{/.test(attribute(attrs, attr) ?? "")) problems.push(`${where} has no localised ${attr}`);
  }
  return problems;
}

/** Every sheet template under `root`/templates/<game>/sheets: "templates/x.hbs line N: …". */
export function checkAddDelete(root) {
  const problems = [];
  for (const file of listFiles(join(root, "templates"), ".hbs")) {
    const where = relative(root, file).split("\\").join("/");
    if (!/^templates\/[^/]+\/sheets\//.test(where)) continue;
    for (const problem of offPatternControls(readFileSync(file, "utf8"))) problems.push(`${where} ${problem}`);
  }
  return problems;
}
