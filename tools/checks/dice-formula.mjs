// A small parser for the dice formulas our roll tables use, so the pack check
// can refuse a formula Foundry would choke on and know which totals it rolls.
//
// Accepted: NdM dice (N optional, 1 to 999 dice of 1 to 10000 faces), numbers,
// + - * /, a leading sign, parentheses and spaces. Anything else — dice
// modifiers such as `1d6x` or `2d20kh`, special dice (dF, d%), roll data
// (@level), functions — is refused: a table formula should be a plain roll.
//
// parseTableFormula(text) → { ok: true, min, max, values, dense }
//   min, max  the lowest and highest total
//   values    every reachable total, ascending (when few enough to list), or null
//   dense     true when every whole number from min to max can be rolled
// or { ok: false, error } with the error in plain English.

const MAX_DICE = 999;
const MAX_FACES = 10000;
/** The most totals listed exactly; beyond that only min/max (and density) are kept. */
const MAX_VALUES = 20000;
/** The most pairs combined when listing the totals of a binary operation. */
const MAX_PAIRS = 2_000_000;

class FormulaError extends Error {}

function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const dice = /^(\d*)[dD](\d*)/.exec(rest);
    if (dice) {
      const after = text.slice(i + dice[0].length);
      const modifier = /^[A-Za-z%=<>!][\w%=<>!]*/.exec(after);
      if (dice[2] === "" || modifier) {
        const shown = dice[0] + (modifier?.[0] ?? after.slice(0, 1));
        throw new FormulaError(
          dice[2] === "" && !modifier
            ? `"${dice[0]}" names no number of faces`
            : `"${shown}" is not a plain die: dice modifiers and special dice are not allowed in a table formula`,
        );
      }
      const count = dice[1] === "" ? 1 : Number(dice[1]);
      const faces = Number(dice[2]);
      if (count < 1 || count > MAX_DICE) throw new FormulaError(`"${dice[0]}" must roll 1 to ${MAX_DICE} dice`);
      if (faces < 1 || faces > MAX_FACES) throw new FormulaError(`"${dice[0]}" must have 1 to ${MAX_FACES} faces`);
      tokens.push({ kind: "dice", count, faces, text: dice[0], at: i });
      i += dice[0].length;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number) {
      const follows = text.slice(i + number[0].length, i + number[0].length + 1);
      if (/[A-Za-z_@]/.test(follows)) throw new FormulaError(`"${number[0]}${follows}" is not a number or a die`);
      tokens.push({ kind: "number", value: Number(number[0]), text: number[0], at: i });
      i += number[0].length;
      continue;
    }
    const char = text[i];
    if ("+-*/()".includes(char)) {
      tokens.push({ kind: char, text: char, at: i });
      i += 1;
      continue;
    }
    throw new FormulaError(
      `"${char}" (character ${i + 1}) is not allowed: only dice such as 2d6, numbers, + - * / and parentheses`,
    );
  }
  return tokens;
}

/** A set of possible totals: bounds, the listed values (or null) and whether every whole number in between occurs. */
function exact(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  const dense = sorted.every((v, i) => Number.isInteger(v) && (i === 0 || v === sorted[i - 1] + 1));
  return { min, max, values: sorted, dense };
}

function dice(count, faces) {
  const min = count;
  const max = count * faces;
  if (max - min + 1 <= MAX_VALUES) {
    const values = [];
    for (let v = min; v <= max; v++) values.push(v);
    return { min, max, values, dense: true };
  }
  return { min, max, values: null, dense: true };
}

function combine(a, b, op, opText) {
  if (op === "/" && b.min <= 0 && b.max >= 0) {
    throw new FormulaError(`"${opText}" can divide by zero (the divisor rolls ${b.min} to ${b.max})`);
  }
  const apply = (x, y) => (op === "+" ? x + y : op === "-" ? x - y : op === "*" ? x * y : x / y);
  if (a.values && b.values && a.values.length * b.values.length <= MAX_PAIRS) {
    const out = new Set();
    for (const x of a.values) for (const y of b.values) out.add(round(apply(x, y)));
    if (out.size <= MAX_VALUES) return exact(out);
  }
  const corners = [apply(a.min, b.min), apply(a.min, b.max), apply(a.max, b.min), apply(a.max, b.max)];
  const min = Math.min(...corners);
  const max = Math.max(...corners);
  // Sums and differences of two gap-free whole-number ranges are gap-free too.
  const dense = (op === "+" || op === "-") && a.dense && b.dense;
  return { min, max, values: null, dense };
}

/** Keep 1/3 + 1/3 and 2/3 the same total. */
function round(x) {
  return Math.round(x * 1e9) / 1e9;
}

function negate(v) {
  const values = v.values ? v.values.map((x) => -x).reverse() : null;
  return { min: -v.max, max: -v.min, values, dense: v.dense };
}

export function parseTableFormula(text) {
  if (typeof text !== "string" || text.trim() === "") {
    return { ok: false, error: "no formula (a table needs a dice formula such as 1d20)" };
  }
  try {
    const tokens = tokenize(text);
    let pos = 0;
    const peek = () => tokens[pos];
    const expression = () => {
      let left = term();
      while (peek() && (peek().kind === "+" || peek().kind === "-")) {
        const op = tokens[pos++];
        left = combine(left, term(), op.kind, op.text);
      }
      return left;
    };
    const term = () => {
      let left = unary();
      while (peek() && (peek().kind === "*" || peek().kind === "/")) {
        const op = tokens[pos++];
        left = combine(left, unary(), op.kind, op.text);
      }
      return left;
    };
    const unary = () => {
      const token = peek();
      if (token && (token.kind === "+" || token.kind === "-")) {
        pos++;
        const inner = primary();
        return token.kind === "-" ? negate(inner) : inner;
      }
      return primary();
    };
    const primary = () => {
      const token = tokens[pos++];
      if (!token) throw new FormulaError("it ends where a number or a die is expected");
      if (token.kind === "number") return exact([token.value]);
      if (token.kind === "dice") return dice(token.count, token.faces);
      if (token.kind === "(") {
        const inner = expression();
        if (peek()?.kind !== ")")
          throw new FormulaError(`the parenthesis at character ${token.at + 1} is never closed`);
        pos++;
        return inner;
      }
      throw new FormulaError(`"${token.text}" (character ${token.at + 1}) is where a number or a die is expected`);
    };
    const result = expression();
    if (pos < tokens.length) {
      const token = tokens[pos];
      throw new FormulaError(`"${token.text}" (character ${token.at + 1}) is unexpected there`);
    }
    if (!Number.isFinite(result.min) || !Number.isFinite(result.max)) {
      throw new FormulaError("its totals are too large");
    }
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, error: error.message };
    throw error;
  }
}
