// The e2e tests use Debian's Chromium (no browser download is possible offline). Install it when missing.
import { execSync } from "node:child_process";
import fs from "node:fs";

const bin = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(bin)) {
  console.log(`[e2e] ${bin} not found: installing Debian's chromium package`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
      stdio: "inherit",
    });
  } catch {
    console.error(`[e2e] could not install chromium; install it (apt-get install chromium) or set CHROMIUM_PATH`);
    process.exit(1);
  }
}
