import { defineConfig } from "vitest/config";
export default defineConfig({
  test: {
    include: ["tests/rules/personae/**/*.test.ts", "tests/rules/fuzz/personae.test.ts"],
    environment: "node",
    testTimeout: 120_000,
  },
});
