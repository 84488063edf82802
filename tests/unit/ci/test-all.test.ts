// The test command's runner (scripts/test-all.mjs): the stages in order, the first failure stops the run with its exit
// code, and the table of stage times is printed either way.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STAGES, runStages } from "../../../scripts/test-all.mjs";

const root = path.resolve(__dirname, "../../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
const node = (name: string, code: string) => ({ name, command: process.execPath, args: ["-e", code] });

describe("scripts/test-all.mjs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is what npm run test:all runs, and CI runs npm run test:all", () => {
    expect(pkg.scripts["test:all"]).toBe("node scripts/test-all.mjs");
    expect(fs.readFileSync(path.join(root, ".ci/run"), "utf8")).toMatch(/^npm install && npm run test:all$/m);
  });

  it("runs the checks, both vitest projects, the build, e2e and the bench smoke, each an existing npm script", () => {
    expect(STAGES.map((s) => s.name)).toEqual([
      "check:lockfile",
      "check:migrations",
      "lint",
      "format:check",
      "typecheck",
      "vitest",
      "build",
      "e2e",
      "bench smoke",
    ]);
    for (const s of STAGES) {
      expect(s.command).toBe("npm");
      expect(pkg.scripts[s.args[1]], s.args[1]).toBeDefined();
    }
    expect(pkg.scripts[STAGES[5].args[1]]).toBe("vitest run"); // no --project: the postgres project too (decision 0054)
  });

  it("builds without a second type check, after the typecheck stage", () => {
    const names = STAGES.map((s) => s.name);
    expect(names.indexOf("typecheck")).toBeLessThan(names.indexOf("build"));
    expect(STAGES.find((s) => s.name === "build")?.env).toEqual({ BUILD_SKIP_TYPECHECK: "1" });
    expect(STAGES.filter((s) => s.env)).toHaveLength(1);
    expect(fs.readFileSync(path.join(root, "next.config.ts"), "utf8")).toContain(
      'ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1"',
    );
  });

  it("passes a stage its environment", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const stage = {
      ...node("env", 'process.exit(process.env.STAGE_FLAG === "on" ? 0 : 4)'),
      env: { STAGE_FLAG: "on" },
    };
    expect(await runStages([stage])).toBe(0);
  });

  it("stops at the first failing stage with its exit code and prints every stage's time", async () => {
    const marker = path.join(os.tmpdir(), `test-all-${process.pid}-${Date.now()}`);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const code = await runStages([
      node("first", "process.exit(0)"),
      node("second", "process.exit(3)"),
      node("third", `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran")`),
    ]);
    expect(code).toBe(3);
    expect(fs.existsSync(marker)).toBe(false);
    const table = String(log.mock.calls.at(-1)?.[0]);
    expect(table).toMatch(/^first\s+\d+\.\d\s+ok$/m);
    expect(table).toMatch(/^second\s+\d+\.\d\s+FAILED \(exit 3\)$/m);
    expect(table).toMatch(/^third\s+not run$/m);
    expect(table).toMatch(/^total\s+\d+\.\d/m);
  });

  it("answers 0 when every stage passes, with the table", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await runStages([node("a", ""), node("b", "setTimeout(() => {}, 300)")])).toBe(0);
    const table = String(log.mock.calls.at(-1)?.[0]);
    const b = table.match(/^b\s+(\d+\.\d)\s+ok$/m);
    expect(b).not.toBeNull();
    expect(Number(b![1])).toBeGreaterThanOrEqual(0.3);
  });
});
