// Foundry rebuilds a chat message's rolls by looking the class name up in
// CONFIG.Dice.rolls. A minifier that renames classes breaks every roll card
// after a reload. This compares what a bundle registered with the names the
// game definitions promise.

/** @param {string[]} registered class names found at run time @param {string[]} expected */
export function rollNameProblems(registered, expected) {
  const problems = [];
  for (const name of expected) {
    if (!registered.includes(name))
      problems.push(`Roll class ${name} is not registered under its own name (minified away?)`);
  }
  for (const name of registered) {
    if (!expected.includes(name)) problems.push(`unexpected Roll class name "${name}" in CONFIG.Dice.rolls`);
  }
  return problems;
}
