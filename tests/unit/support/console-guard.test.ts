// The guard installed by tests/setup/vitest.setup.ts: console.error fails a test unless the test expects it.
import { describe, expect, it } from "vitest";
import {
  assertNoUnexpectedConsoleError,
  consoleErrors,
  expectConsoleError,
  resetConsoleErrors,
} from "../../support/console";

describe("console.error in a test", () => {
  it("is recorded, and fails the test that did not expect it", () => {
    console.error("boom %d", 42);
    expect(consoleErrors()).toEqual(["boom 42"]);
    expect(() => assertNoUnexpectedConsoleError()).toThrow(/console.error was called 1 time\(s\)[\s\S]*boom 42/);
    resetConsoleErrors(); // this test provoked it on purpose: leave nothing for the real check after it
  });

  it("passes when the test said it expects it", () => {
    expectConsoleError();
    console.error("expected");
    expect(() => assertNoUnexpectedConsoleError()).not.toThrow();
  });

  it("passes when nothing was logged", () => {
    expect(consoleErrors()).toEqual([]);
    expect(() => assertNoUnexpectedConsoleError()).not.toThrow();
  });
});
