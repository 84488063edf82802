import "server-only";
import { z } from "zod";

const schema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, { message: 'must be a SQLite file URL such as "file:./data/league.db" or a PostgreSQL URL such as "postgres://user:password@host:5432/league"' })
    .default("file:./data/league.db"),
  NEXTAUTH_SECRET: z.string({ message: "is required (at least 32 characters)" }).min(32, { message: "must be at least 32 characters" }),
  NEXTAUTH_URL: z.url({ message: 'must be the public URL of the app, e.g. "http://localhost:3000"' }).optional(),
  /** optional: "smtp(s)://user:pass@host:port" sends password-reset links by e-mail; unset = no e-mail at all */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { message: 'must be an SMTP URL such as "smtps://user:password@mail.example.com:465"' })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** sender of those e-mails */
  MAIL_FROM: z.string().min(3).optional().or(z.literal("").transform(() => undefined)),
  /** "1" when a reverse proxy sets X-Forwarded-For (its first hop is then the client's address) */
  TRUST_PROXY: z.enum(["0", "1", "true", "false", ""]).optional(),
});

export type Env = z.infer<typeof schema>;

/** Parses process.env; the error message is one line naming the offending variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue.path.join(".")} ${issue.message}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
