import type { z } from "zod";

/** zod issues → { "field.path": ["messageKey", …] }, the shape every form displays. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  // A Map, not an object literal: a path such as "__proto__" must stay an ordinary key.
  const out = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_form";
    out.set(key, [...(out.get(key) ?? []), issue.message]);
  }
  return Object.fromEntries(out);
}
