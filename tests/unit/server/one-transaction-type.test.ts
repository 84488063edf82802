// Issue 24 §6: one transaction type (src/server/db.ts `Tx`), not a copy per file — copies drift when the client changes.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(__dirname, "..", "..", "..", "src");
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name === "generated"
          ? []
          : files(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );

describe("the transaction type", () => {
  it("is declared once, in src/server/db.ts", () => {
    const declaring = files(root)
      .filter((f) => /Parameters<Parameters<\w+\["\$transaction"\]>/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(root, f));
    expect(declaring).toEqual([path.join("server", "db.ts")]);
  });
});
