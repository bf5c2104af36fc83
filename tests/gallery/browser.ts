import { chromium, type Browser } from "playwright-core";
import { chromiumPath } from "../../tools/gallery/chromium.mjs";

/**
 * Launch Debian's Chromium (installed by .ci/run; nothing downloads a
 * browser) or the one $CHROMIUM_PATH names; without either, fail saying how
 * to install it (tools/gallery/chromium.mjs). The flags keep it off the
 * network and quiet as root in CI.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
