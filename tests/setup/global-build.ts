import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * Tests that read dist/ need a build. `npm test` builds first; running
 * vitest on its own builds once here if dist/ is missing.
 */
export default async function setup(): Promise<void> {
  if (existsSync(join(process.cwd(), "dist", "system.json"))) return;
  const { buildSystem } = await import("../../tools/build.mjs");
  await buildSystem({ quiet: true });
}
