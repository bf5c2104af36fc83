/**
 * A game's fuzz test file in one call: `fuzzTests(game, install)` plays the
 * fixed seeds (FUZZ_SEEDS of them, each FUZZ_STEPS steps) — or the one seed
 * `FUZZ_SEED` names, to replay a failing run — and expects no violation,
 * printing the seed and its steps when there is one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoundryRecord } from "../harness/fake-foundry";
import { uninstallPlayTable } from "../harness/play";
import { documentSheets } from "../harness/table-documents";
import { fuzz, fuzzRecord, report, type FuzzGame, type FuzzResult } from "./engine";

/** The fixed seeds `npm test` plays per game, and how many steps each. */
export const FIXED_SEEDS = [1, 2];
export const FIXED_STEPS = 30;

const fromEnv = (name: string): number | null => {
  const raw = process.env[name];
  return raw === undefined || raw === "" ? null : Number(raw);
};

/** Where `npm run bench:fuzz` collects each run's counts (one JSON line per run). */
async function record(game: FuzzGame, result: FuzzResult): Promise<void> {
  const { appendFileSync } = await import("node:fs");
  const file = process.env.FUZZ_RESULTS_FILE;
  const { seed, steps, violations } = result;
  if (file)
    appendFileSync(
      file,
      `${JSON.stringify({ game: game.id, seed, steps, violations: violations.map((v) => `${v.rule}: ${v.detail.split("\n")[0] ?? ""}`) })}\n`,
    );
  // FUZZ_LOG_FILE: every run's steps, to see what a seed played.
  const log = process.env.FUZZ_LOG_FILE;
  if (log) appendFileSync(log, `== ${game.id} seed ${seed}\n${result.log.join("\n")}\n`);
}

export function fuzzTests(game: FuzzGame, install: () => Promise<FoundryRecord>): void {
  describe(`${game.id}: the table played at random`, () => {
    beforeAll(async () => {
      const record = await install();
      fuzzRecord.current = record;
      // `document.sheet` opens the sheet class the game registered for the document's type.
      documentSheets.classFor = (doc) =>
        (record.sheets.find((s) => s.documentName === doc.documentName && s.types.includes(String(doc.data.type)))
          ?.sheetClass as (new (options: object) => unknown) | undefined) ?? null;
    });
    afterAll(() => {
      documentSheets.classFor = () => null;
      uninstallPlayTable();
    });
    const one = fromEnv("FUZZ_SEED");
    const first = fromEnv("FUZZ_FIRST_SEED") ?? FIXED_SEEDS[0] ?? 1;
    const count = fromEnv("FUZZ_SEEDS");
    const seeds =
      one !== null ? [one] : count !== null ? Array.from({ length: count }, (_, i) => first + i) : FIXED_SEEDS;
    const steps = fromEnv("FUZZ_STEPS") ?? FIXED_STEPS;
    for (const seed of seeds)
      it(`seed ${seed}: ${steps} steps, no violation`, async () => {
        const result = await fuzz(game, seed, steps);
        await record(game, result);
        expect(result.violations, report(game, result)).toEqual([]);
        expect(result.steps).toBe(steps);
      });
  });
}
