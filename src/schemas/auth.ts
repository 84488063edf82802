import { z } from "@/lib/forms/zod";

/**
 * The one e-mail field of the app: trimmed and lower-cased before it is validated, so every schema that takes an
 * address (sign-in, first run, invites, resets, imports) stores and looks up the same string, and the sign-in
 * lock-out counts " Anna@x" and "anna@x" as one account.
 */
export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();
export const email = z
  .string()
  .transform(normaliseEmail)
  .pipe(z.email({ message: "invalidEmail" }));
export const password = z.string().min(8, { message: "passwordTooShort" }).max(200, { message: "passwordTooLong" });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { message: "required" }).max(200, { message: "passwordTooLong" }),
});

const samePasswords = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const differ = { path: ["confirmPassword"], message: "passwordsDiffer" };

/**
 * "Gioco anch'io" on the first run and on a new league (issue 22 §5): a checkbox (present = on) and the player's name,
 * empty = the account's name. Absent = the creator only organises, as before.
 */
export const playsTooFields = {
  playsToo: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  playerName: z.string().trim().max(60, { message: "tooLong" }).optional(),
};

export const firstRunSchema = z
  .object({
    name: z.string().trim().min(1, { message: "required" }).max(80),
    email,
    password,
    confirmPassword: z.string(),
    leagueName: z.string().trim().min(2, { message: "tooShort" }).max(80),
    ...playsTooFields,
  })
  .refine(samePasswords, differ);

/** The secret part of an invite or reset link: 32 random bytes, base64url. */
export const accountToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: "linkInvalid" });

/** Someone without an account accepts an invite: their account, membership and player link in one go. */
export const acceptInviteSchema = z
  .object({
    token: accountToken,
    name: z.string().trim().min(1, { message: "required" }).max(80, { message: "tooLong" }),
    email,
    password,
    confirmPassword: z.string(),
  })
  .refine(samePasswords, differ);

/** The link mailed to an address typed into an invite; a new account confirms with the password it chose. */
export const confirmInviteSchema = z.object({
  token: accountToken,
  password: z.string().max(200, { message: "passwordTooLong" }).optional(),
});

/** A signed-in user links their account to the invite's league. */
export const linkInviteSchema = z.object({ token: accountToken });

export const resetPasswordSchema = z
  .object({ token: accountToken, password, confirmPassword: z.string() })
  .refine(samePasswords, differ);

export const requestResetSchema = z.object({ email });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { message: "required" }).max(200, { message: "passwordTooLong" }),
    password,
    confirmPassword: z.string(),
  })
  .refine(samePasswords, differ);
