import { z } from "zod";

// In the browser zod must not probe for `new Function` (its JIT): the CSP forbids eval, and the caught probe is still
// reported as a violation (docs/decisions/0012). Import z from here in code that reaches client bundles, before any
// schema is built. The server keeps the JIT.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
