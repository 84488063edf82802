import { z } from "@/lib/forms/zod";

/**
 * The idempotency key of a form sent from the phone's outbox (decision 0025): a UUID made in the browser.
 * Optional (forms without an outbox, scripts and tests send none); an empty form field counts as none.
 */
export const submissionIdSchema = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, { message: "badRequest" })
    .optional(),
);
