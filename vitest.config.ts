import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-build.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
