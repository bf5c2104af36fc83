// Foundry v13 deprecated the old global names (they now live under
// foundry.*) and v14 removed or renamed a few more things. Each pattern here
// names one and what to use instead; the check scans our TypeScript.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { listFiles } from "./templates.mjs";

export const DEPRECATED = [
  { pattern: /(?<![\w.])loadTemplates\(/, use: "foundry.applications.handlebars.loadTemplates" },
  { pattern: /(?<![\w.])renderTemplate\(/, use: "foundry.applications.handlebars.renderTemplate" },
  {
    pattern: /(?<![\w.])(mergeObject|duplicate|getProperty|setProperty|expandObject|flattenObject|randomID)\(/,
    use: "foundry.utils.*",
  },
  {
    pattern: /(?<![\w.])(Actors|Items)\.(registerSheet|unregisterSheet)\(/,
    use: "foundry.documents.collections.Actors/Items",
  },
  {
    pattern: /(?<![\w.])(ActorSheet|ItemSheet|FormApplication|DocumentSheet)\b(?!V2)/,
    use: "ApplicationV2 sheets (foundry.applications.sheets.*V2)",
  },
  { pattern: /new Dialog\(|(?<![\w.])Dialog\.(prompt|confirm|wait)\(/, use: "foundry.applications.api.DialogV2" },
  {
    pattern: /(?<![\w.])TextEditor\.enrichHTML\(/,
    use: "foundry.applications.ux.TextEditor.implementation.enrichHTML",
  },
  { pattern: /["']renderChatMessage["']/, use: 'the "renderChatMessageHTML" hook (v13, gives an HTMLElement)' },
  { pattern: /CONST\.DICE_ROLL_MODES/, use: "src/core/compat.ts (roll modes became message modes in v14)" },
  {
    // A key in quotes, or built in a template literal (`ownership.-=${id}`).
    pattern: /["'](?:[\w.-]*\.)?-=\w+["']\s*:|`(?:[\w.${}-]*\.)?-=(?:\w|\$\{)/,
    use: "deletionUpdate() from src/core/compat.ts (v14 deletion operator)",
  },
  {
    pattern: /["'](?:[\w.-]*\.)?==\w+["']\s*:|`(?:[\w.${}-]*\.)?==(?:\w|\$\{)/,
    use: "replacementUpdate() from src/core/compat.ts (v14 replacement operator)",
  },
  { pattern: /\.data\.data\b/, use: "document.system" },
];

/** @param {string} root the repo (scans src/**.ts except our declarations) */
export function checkDeprecated(root) {
  const problems = [];
  for (const file of listFiles(`${root}/src`, ".ts")) {
    if (file.includes("/src/foundry/")) continue;
    const where = relative(root, file);
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may name the old API to explain the new
        for (const { pattern, use } of DEPRECATED) {
          if (pattern.test(line)) problems.push(`${where}:${i + 1}: deprecated — use ${use}`);
        }
      });
  }
  return problems;
}
