// Venus Engine: the exact figures of the seed's pool table ("Bronze % Chance
// of getting...", in the rules journal's page "Tables and Statistics"),
// computed at generate time with the system's own rules (successDistribution,
// atLeast, distributionStats) and set beside the printed ones, with a note
// wherever a printed figure is not the exact value rounded to its printed
// precision. No generate(): venus-rules.mjs appends the table to its page.
import { loadTs } from "../lib/load-ts.mjs";
import { escapeHtml } from "./venus-seed.mjs";

/** The rules journal page the table belongs to (its opening seed line). */
export const POOL_TABLE_PAGE = "Tables and Statistics";

/**
 * @typedef {object} PrintedRow
 * @property {number} dice
 * @property {string[]} atLeast  P(at least k successes) in percent, k = 1…dice, as printed
 * @property {string} mean
 * @property {string} sigma
 */

/**
 * The printed rows ("1D\t33.33\t…\t0.3\t0.47") of the table that opens `lines`.
 * @param {string[]} lines
 * @returns {PrintedRow[]}
 */
export function printedPoolRows(lines) {
  /** @type {PrintedRow[]} */
  const rows = [];
  for (const line of lines) {
    const m = /^(\d+)D\t(.*)$/.exec(line);
    if (!m) {
      if (rows.length > 0 && line.trim() !== "") break;
      continue;
    }
    const cells = m[2].split("\t").filter((c) => c.trim() !== "");
    const sigma = cells.pop() ?? "";
    const mean = cells.pop() ?? "";
    rows.push({ dice: Number(m[1]), atLeast: cells, mean, sigma });
  }
  if (rows.length !== 8) throw new Error(`expected the pool table's eight rows, found ${rows.length}`);
  return rows;
}

/** Decimals printed in a figure ("1.08" → 2, "87" → 0). @param {string} printed */
const decimals = (printed) => (printed.split(".")[1] ?? "").length;

/** Whether `exact` rounded to the printed precision is the printed figure. @param {number} exact @param {string} printed */
export function agrees(exact, printed) {
  return Number(exact.toFixed(decimals(printed))) === Number(printed);
}

/**
 * The exact figures of each printed row, and where the seed is off.
 * @param {PrintedRow[]} rows
 */
export async function exactPoolFigures(rows) {
  const { venus } = await loadTs("src/rules/index.ts");
  return rows.map((row) => {
    const distribution = venus.successDistribution(Array(row.dice).fill("bronze"));
    const tail = venus.atLeast(distribution).map((/** @type {number} */ p) => p * 100);
    const { mean, sigma } = venus.distributionStats(distribution);
    const offProbabilities = row.atLeast.flatMap((printed, i) =>
      agrees(tail[i] ?? 0, printed) ? [] : [{ k: i + 1, printed, exact: tail[i] ?? 0 }],
    );
    return {
      ...row,
      exactMean: mean,
      exactSigma: sigma,
      meanAgrees: agrees(mean, row.mean),
      sigmaAgrees: agrees(sigma, row.sigma),
      offProbabilities,
    };
  });
}

/**
 * The HTML appended to the page: printed and exact mean and sigma per row,
 * and a note on every printed figure that is off.
 * @param {string[]} lines the seed lines from the page's start
 */
export async function exactPoolTable(lines) {
  const figures = await exactPoolFigures(printedPoolRows(lines));
  const body = figures
    .map((f) => {
      const notes = [];
      if (!f.sigmaAgrees)
        notes.push(`the printed ± ${f.sigma} is wrong: the exact sigma is ${f.exactSigma.toFixed(3)}`);
      if (!f.meanAgrees) notes.push(`the printed mean ${f.mean} is wrong: exact ${f.exactMean.toFixed(3)}`);
      for (const p of f.offProbabilities)
        notes.push(`${p.k}+ successes: printed ${p.printed} %, exact ${p.exact.toFixed(decimals(p.printed) + 1)} %`);
      return (
        `<tr><td>${f.dice}D</td><td>${escapeHtml(f.mean)}</td><td>${f.exactMean.toFixed(3)}</td>` +
        `<td>${escapeHtml(f.sigma)}</td><td>${f.exactSigma.toFixed(3)}</td>` +
        `<td>${notes.length ? escapeHtml(notes.join("; ")) : "—"}</td></tr>`
      );
    })
    .join("");
  return (
    `<h3>Exact figures beside the printed ones</h3>` +
    `<p>Computed exactly by the system (every face of every Bronze die counted: a die strikes on 5–6, one chance ` +
    `in three). The printed table rounds; where a printed figure is not the exact value rounded to the digits ` +
    `printed, the note says so. The system's odds always use the exact values.</p>` +
    `<table><thead><tr><th>Dice</th><th>Avg. printed</th><th>Avg. exact</th><th>± Sigma printed</th>` +
    `<th>± Sigma exact</th><th>Note</th></tr></thead><tbody>${body}</tbody></table>`
  );
}
