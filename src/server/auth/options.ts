import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/server/db";
import { readAccount } from "./account-row";
import { authenticate } from "./authenticate";
import { clientAddressFrom } from "./client-address";
import { readDeviceCookie, rememberDevice } from "./known-device";
import { retryError } from "./login-throttle";
import { log } from "@/server/log";

/** Thrown by the jwt callback for a token older than its account's last password change or removal. */
export class SessionRevokedError extends Error {
  constructor() {
    super("SessionRevoked");
  }
}

/**
 * A token is valid while its `sv` equals the account's sessionVersion (bumped by a password change or reset and
 * by removal from a league): one indexed read per session check (decision 0014).
 */
export async function checkToken(token: JWT): Promise<JWT> {
  if (typeof token.uid !== "string") return token;
  const user = await readAccount(token.uid);
  if (!user || user.sessionVersion !== token.sv) throw new SessionRevokedError();
  return token;
}

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 60 * 60 * 24 * 60 },
  pages: { signIn: "/login" },
  // A revoked session is an expected event, not an error worth a stack trace on every request that still carries it.
  logger: {
    error(code, metadata) {
      const message =
        metadata instanceof Error ? metadata.message : (metadata as { message?: string } | undefined)?.message;
      if (code === "JWT_SESSION_ERROR" && message === "SessionRevoked") return;
      log.error(`next-auth.${code}`, metadata instanceof Error ? metadata : new Error(message ?? code));
    },
  },
  providers: [
    Credentials({
      name: "credentials",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const outcome = await authenticate(db, credentials, {
          client: clientAddressFrom(req?.headers),
          device: await readDeviceCookie(),
        });
        // next-auth turns a thrown error into ?error=<message>; the login form translates it ("Wait:30", "Locked:12").
        if (!outcome.ok)
          throw new Error(outcome.error === "locked" ? retryError(outcome.retryAt) : "CredentialsSignin");
        // this device signed in: next time it has its own budget (decision 0036)
        await rememberDevice(outcome.user, outcome.device);
        return outcome.user;
      },
    }),
  ],
  callbacks: {
    // Throwing here makes next-auth answer "no session" and clear the cookie.
    async jwt({ token, user }) {
      if (user) return { ...token, uid: user.id, sv: (user as { sessionVersion?: number }).sessionVersion ?? 0 };
      return checkToken(token);
    },
    // Roles are read on every session fetch (not frozen in the token), so a change applies at once.
    async session({ session, token }) {
      if (session.user && typeof token.uid === "string") {
        session.user.id = token.uid;
        const memberships = await db.membership.findMany({
          where: { userId: token.uid },
          select: { role: true, league: { select: { slug: true, name: true } } },
          orderBy: { league: { name: "asc" } },
        });
        session.user.roles = Object.fromEntries(memberships.map((m) => [m.league.slug, m.role]));
        // the header's league switcher (src/components/layout/league-switcher.tsx)
        session.user.leagues = memberships.map((m) => ({ slug: m.league.slug, name: m.league.name }));
      }
      return session;
    },
  },
};
