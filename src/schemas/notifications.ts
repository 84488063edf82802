import { z } from "@/lib/forms/zod";
import { NOTIFICATION_KINDS, REMINDER_HOURS } from "@/lib/notifications/kinds";
import { MAX_ENDPOINT_LENGTH } from "@/lib/notifications/endpoint";
import { parseClock } from "@/lib/notifications/quiet-hours";
import { wholeNumberTextIn } from "./numbers";

const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), { message: "keyInvalid" });
};

/** The browser's PushSubscription JSON (`subscription.toJSON()`): the endpoint and the keys payloads are encrypted for. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of the member's subscriptions to remove. */
export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH) });

/** A reminder's button, answered with its token instead of a session. */
export const tokenAnswerSchema = z.object({
  token: z.string().min(1).max(600),
  answer: z.enum(["coming", "no"], { message: "answerInvalid" }),
});

const clock = z.preprocess(
  (v) => (v == null ? "" : v),
  z.string().refine((v) => v === "" || parseClock(v) !== null, { message: "timeInvalid" }),
);

/** A league's switch of one kind on the settings form: "<league id>:<kind>". */
export const SWITCH = new RegExp(`^[A-Za-z0-9_-]{1,64}:(${NOTIFICATION_KINDS.join("|")})$`);

/**
 * The settings form: `on[]` lists the switches left on (an unticked box sends nothing, so what is missing is off);
 * quiet hours both set or both empty; `email` ticked or not.
 */
export const notificationSettingsSchema = z
  .object({
    "on[]": z.preprocess(
      (v) => (v == null ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.string().max(100).regex(SWITCH)).max(NOTIFICATION_KINDS.length * 200),
    ),
    quietStart: clock,
    quietEnd: clock,
    email: z.preprocess((v) => v === "on" || v === true, z.boolean()),
  })
  .refine((v) => (v.quietStart === "") === (v.quietEnd === ""), { message: "quietBoth", path: ["quietEnd"] });

/** The organiser's reminder lead time for a league. */
export const reminderHoursSchema = z.object({
  leagueSlug: z.string().min(1).max(100),
  reminderHours: wholeNumberTextIn(REMINDER_HOURS, {
    type: "reminderHoursInvalid",
    min: "reminderHoursInvalid",
    max: "reminderHoursInvalid",
  }),
});
