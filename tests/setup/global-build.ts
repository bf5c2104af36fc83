import { mkdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { staleBuildReason } from "../../tools/lib/build-freshness.mjs";

/** How long a build may hold the lock before another run takes it over (a crashed run leaves it behind). */
const LOCK_TIMEOUT_MS = 180_000;

/** Take the build lock (an atomic mkdir), waiting for another run that holds it. */
async function lock(path: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  for (;;) {
    try {
      mkdirSync(path);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(path).mtimeMs;
      } catch {
        continue; // released in the meantime
      }
      if (age > LOCK_TIMEOUT_MS) rmSync(path, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Build dist/ under `root` when it is missing or older than any source the
 * build reads (tools/lib/build-freshness.mjs); returns why it built, or null.
 * Test runs started at once take turns (a lock under artifacts/), and a run
 * that waited builds only if dist/ is still stale.
 */
export async function ensureFreshBuild(
  root: string,
  build: () => Promise<unknown> = async () => {
    const { buildSystem } = await import("../../tools/build.mjs");
    await buildSystem({ quiet: true });
  },
): Promise<string | null> {
  if (!staleBuildReason(root)) return null;
  const path = join(root, "artifacts", ".build-lock");
  await lock(path);
  try {
    const reason = staleBuildReason(root);
    if (reason) await build();
    return reason;
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Tests that read dist/ need a build of the sources they test. `npm test`
 * builds first; running vitest on its own builds here when dist/ is missing
 * or stale, so a test never checks an old bundle.
 */
export default async function setup(): Promise<void> {
  const reason = await ensureFreshBuild(process.cwd());
  if (reason) console.info(`${reason}: built it first.`);
}
