// The versioned memo's process-wide state (src/server/derived.ts), on globalThis so every bundled copy shares it;
// kept free of imports so the server's instrumentation can turn it on without loading the database client.

const STATE = Symbol.for("italy-war.derived");

type Entry = { version: number; epoch: number; value: Promise<unknown> };
export type DerivedState = { enabled: boolean; entries: Map<string, Entry> };

export function derivedState(): DerivedState {
  const g = globalThis as unknown as Record<symbol, DerivedState | undefined>;
  return (g[STATE] ??= { enabled: false, entries: new Map() });
}

/** Turns the versioned memo on in this process (the server, at start; tests that check it) and empties it. */
export function enableDerivedMemo(enabled = true) {
  const s = derivedState();
  s.enabled = enabled;
  s.entries.clear();
}
