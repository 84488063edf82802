// Fails when `npm install` changed the committed package-lock.json (a fresh clone must install it byte for byte).
// Run first by `npm run test:all`, right after the README's `npm install`. Outside a git checkout it says so and passes.
import { spawnSync } from "node:child_process";

const inRepo = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { encoding: "utf8" });
if (inRepo.status !== 0) {
  console.log("check:lockfile: not a git checkout, skipped");
  process.exit(0);
}
const diff = spawnSync("git", ["diff", "--stat", "--exit-code", "--", "package-lock.json"], { encoding: "utf8" });
if (diff.status !== 0) {
  console.error(
    "check:lockfile: `npm install` changed package-lock.json; commit the lock file a fresh install writes:\n" +
      diff.stdout,
  );
  process.exit(1);
}
console.log("check:lockfile: package-lock.json is what npm install writes");
