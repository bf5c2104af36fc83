import { defineConfig } from "vitest/config";

/**
 * The tests `npm run mutate` (Stryker, stryker.config.json) runs against each
 * mutant: the pure rules, the schema and the pure context builders and card
 * state machines. Nothing that needs a build, Chromium or Foundry's CLI, so a
 * mutant is judged in milliseconds on a 2-core machine.
 */
export default defineConfig({
  test: {
    include: [
      // Per game, as its rules join the mutation run (stryker.config.json "mutate").
      "tests/rules/args.test.ts",
      "tests/rules/four-colors/**/*.test.ts",
      "tests/rules/venus/**/*.test.ts",
      "tests/rules/personae/**/*.test.ts",
      "tests/rules/fuzz/personae.test.ts",
      "tests/rules/wicked-age/**/*.test.ts",
      "tests/rules/fuzz/wicked-age.test.ts",
      "tests/rules/capes/**/*.test.ts",
      "tests/rules/fuzz/capes.test.ts",
      "tests/games/wicked-age/*.test.ts",
      "tests/games/personae/challenge/*.test.ts",
      "tests/games/personae/sheets/*.test.ts",
      "tests/games/personae/data/*.test.ts",
      "tests/rules/fuzz/four-colors.test.ts",
      "tests/rules/fuzz/venus.test.ts",
      "tests/schema/**/*.test.ts",
      "tests/games/four-colors/**/*context*.test.ts",
      "tests/games/four-colors/**/*-views.test.ts",
      "tests/games/venus/**/*context*.test.ts",
      "tests/games/four-colors/cards/cards-rules.test.ts",
      "tests/games/four-colors/cards/card-play.test.ts",
      "tests/games/four-colors/data/specs.test.ts",
      "tests/games/venus/data/*.test.ts",
      "tests/games/venus/dice/task-card-state.test.ts",
      "tests/games/venus/dice/task-card-actions.test.ts",
      "tests/games/venus/dice/check-card-state.test.ts",
      "tests/games/venus/dice/roll-modifiers.test.ts",
      "tests/games/venus/dice/task-card-faces.test.ts",
      "tests/games/venus/dice/bookkeeping.test.ts",
      "tests/games/venus/dice/task-card-template.test.ts",
      "tests/games/four-colors/data/planet-submit.test.ts",
      "tests/games/four-colors/dice/several-dice.test.ts",
      "tests/games/four-colors/dice/templates.test.ts",
    ],
    environment: "node",
    // Instrumented code runs many times slower: the fuzz tests' per-call time bound is relaxed and their
    // timing-only tests at the caps are skipped (Stryker times out a mutant that hangs itself).
    // Fewer runs per property keep a mutant's test run short.
    env: { FUZZ_TIME_LIMIT_MS: "30000", FUZZ_SKIP_TIMING: "1", FUZZ_RUNS: process.env.FUZZ_RUNS ?? "12" },
    testTimeout: 30_000,
  },
});
