// The e2e tests use Debian's Chromium headless shell (no browser download is possible offline): the browser without
// its window and UI processes, what Playwright itself runs headless by default (docs/decisions/0066). Installed when
// missing.
import { execSync } from "node:child_process";
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const bin = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
if (!fs.existsSync(bin)) {
  const pkg = bin === HEADLESS_SHELL ? "chromium-headless-shell" : "chromium";
  console.log(`[e2e] ${bin} not found: installing Debian's ${pkg} package`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
      stdio: "inherit",
    });
  } catch {
    console.error(`[e2e] could not install ${pkg}; install it (apt-get install ${pkg}) or set CHROMIUM_PATH`);
    process.exit(1);
  }
}
