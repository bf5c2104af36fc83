// How the gallery and the tests compile our templates: Handlebars' strict
// mode, and stricter still. Foundry renders non-strict, where a name missing
// from the context prints nothing; here it throws, so a misspelt variable
// (`{{shtik}}`) or a context builder that forgets a value fails a test.
//   - strict: `{{name}}`, `{{a.b}}` and `{{#name}}…{{/name}}` need the name in the context;
//   - helper arguments too, which Handlebars leaves lenient even in strict
//     mode: `{{#if name}}`, `{{#each name}}`, `{{localize labelKey}}`,
//     `(eq a b)`, and a hash argument naming a value (`img=img`);
//   - only the last key of a dotted hash argument (`job=data.job`) may be
//     absent: a lang string's data bag carries just the values that string uses.
// A value that may be absent is given explicitly (null, false, "") by the
// context builder. Partials are compiled the same way.

/** Walk a Handlebars AST. */
function visit(node, fn) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, fn);
    return;
  }
  fn(node);
  for (const [key, value] of Object.entries(node))
    if (key !== "loc" && value && typeof value === "object") visit(value, fn);
}

/**
 * Parse `source` and mark helper arguments as strict lookups (see above).
 * @param {typeof import("handlebars")} hbs
 * @param {string} source
 */
export function strictAst(hbs, source) {
  const ast = hbs.parse(source);
  visit(ast, (node) => {
    for (const param of node.params ?? []) if (param.type === "PathExpression") param.strict = true;
    for (const pair of node.hash?.pairs ?? []) {
      if (pair.value.type === "PathExpression" && pair.value.parts.length <= 1) pair.value.strict = true;
    }
  });
  return ast;
}

/**
 * Compile a template strictly (see above).
 * @param {typeof import("handlebars")} hbs
 * @param {string} source
 * @returns {(context: unknown) => string}
 */
export function compileStrict(hbs, source) {
  return hbs.compile(strictAst(hbs, source), { strict: true });
}

/**
 * Register a partial compiled strictly (a partial registered as a string
 * would be compiled without our argument checks).
 * @param {typeof import("handlebars")} hbs
 * @param {string} name
 * @param {string} source
 */
export function registerStrictPartial(hbs, name, source) {
  hbs.registerPartial(name, compileStrict(hbs, source));
}
