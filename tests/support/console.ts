// A test that logs console.error fails unless it says it expects to (issue 24 §5, decision 0054): an error a test
// did not ask for is a bug it would otherwise hide. tests/setup/vitest.setup.ts installs the guard for every test.
import { format } from "node:util";

let expected = false;
let logged: string[] = [];

/**
 * Marks the running test as one that expects console.error (an error it provokes on purpose). Without it, any
 * console.error during the test fails it after the test body. The lines are still printed.
 */
export function expectConsoleError(): void {
  expected = true;
}

/** The lines console.error printed during the running test. */
export const consoleErrors = (): readonly string[] => logged;

const ORIGINAL = Symbol.for("iwl.console.error");
type Guarded = typeof console.error & { [ORIGINAL]?: typeof console.error };

/**
 * Installs the recorder: it prints as the original console.error and remembers what was printed. The setup file runs
 * it for every test file; where files share a worker's globals (the unit tests, vitest.config.ts) the recorder of the
 * file before is replaced, not wrapped, so each line is recorded once, by this module.
 */
export function installConsoleErrorGuard(): void {
  const print = (console.error as Guarded)[ORIGINAL] ?? console.error.bind(console);
  console.error = Object.assign(
    (...args: unknown[]) => {
      logged.push(format(...args));
      print(...args);
    },
    { [ORIGINAL]: print },
  );
}

/** Before each test: nothing logged, nothing expected. */
export function resetConsoleErrors(): void {
  expected = false;
  logged = [];
}

/** After each test: throws (failing the test) when something was logged that the test did not expect. */
export function assertNoUnexpectedConsoleError(): void {
  if (expected || logged.length === 0) return;
  const first = logged[0].length > 500 ? `${logged[0].slice(0, 500)}…` : logged[0];
  throw new Error(
    `console.error was called ${logged.length} time(s) during this test, which did not expect it ` +
      `(call expectConsoleError() from tests/support/console.ts in a test that provokes an error on purpose). First:\n${first}`,
  );
}
