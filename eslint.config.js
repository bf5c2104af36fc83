// Lint: recommended JS + strict-ish TypeScript rules, no `any`, no stray
// console output in shipped code, no focused or skipped tests.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "release/", "artifacts/", "packs/", "tests/fixtures/", ".vitest/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: {
        console: "readonly",
        process: "readonly",
        performance: "readonly",
        URL: "readonly",
        structuredClone: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": "error",
      "no-restricted-properties": [
        "error",
        { object: "describe", property: "only", message: "No focused tests on main." },
        { object: "it", property: "only", message: "No focused tests on main." },
        { object: "test", property: "only", message: "No focused tests on main." },
        { object: "describe", property: "skip", message: "No skipped tests on main." },
        { object: "it", property: "skip", message: "No skipped tests on main." },
        { object: "test", property: "skip", message: "No skipped tests on main." },
      ],
    },
  },
  {
    files: ["src/**/*.ts"],
    rules: { "no-console": ["error", { allow: ["warn", "error"] }] },
  },
  {
    files: ["src/foundry/**/*.d.ts"],
    rules: { "@typescript-eslint/no-unused-vars": "off", "no-var": "off" },
  },
);
