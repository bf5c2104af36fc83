// Where the gallery test (tests/gallery) finds Chromium. Nothing downloads a
// browser: Debian's `chromium` package (CI installs it in .ci/run) or any
// Chromium/Chrome named by $CHROMIUM_PATH.
import { existsSync } from "node:fs";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** What to tell someone whose machine has no Chromium where we look. */
export function missingChromiumMessage(path, fromEnv) {
  return (
    `No Chromium at ${path}${fromEnv ? " (from $CHROMIUM_PATH)" : ""}. The gallery test renders every sheet and ` +
    `card in headless Chromium and downloads no browser of its own. Install Debian's: ` +
    `\`sudo apt-get install chromium\` (what .ci/run does), or point $CHROMIUM_PATH at a Chromium or Chrome ` +
    `executable, e.g. \`CHROMIUM_PATH=/usr/bin/google-chrome npm test\`.`
  );
}

/**
 * The Chromium executable to launch, or a readable error saying how to get one.
 * @param {Record<string, string | undefined>} [env]
 */
export function chromiumPath(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (!existsSync(path)) throw new Error(missingChromiumMessage(path, Boolean(env.CHROMIUM_PATH)));
  return path;
}
