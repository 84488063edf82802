// docs/testing.md argues, one line each, every integration test file that runs on PostgreSQL too: the list there and
// the one vitest.config.ts reads (tests/setup/dialect-files.mjs) are the same, and name files that exist.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POSTGRES_FILES } from "../../setup/dialect-files.mjs";

const root = path.resolve(__dirname, "../../..");
const doc = fs.readFileSync(path.join(root, "docs/testing.md"), "utf8");
const section = doc.split("## Vitest projects: what runs on PostgreSQL and why")[1]?.split(/\n#{2,3} /)[0] ?? "";
/** The bullets of the section: "- `tests/integration/<file>` — why". */
const argued = [...section.matchAll(/^- `(tests\/[^`]+)` — \S.*$/gm)].map((m) => m[1]);

describe("docs/testing.md and the postgres project", () => {
  it("argues every file of the postgres project, and only those", () => {
    expect(argued.length).toBeGreaterThan(0);
    expect([...argued].sort()).toEqual([...POSTGRES_FILES].sort());
  });

  it.each([...POSTGRES_FILES])("%s exists", (file) => {
    expect(fs.existsSync(path.join(root, file))).toBe(true);
  });
});
