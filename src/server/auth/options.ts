import "server-only";
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/server/db";
import { authenticate } from "./authenticate";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 60 * 60 * 24 * 60 },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      name: "credentials",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        const outcome = await authenticate(db, credentials);
        // next-auth turns a thrown error into ?error=<message>; the login form translates it.
        if (!outcome.ok) throw new Error(outcome.error === "locked" ? "Locked" : "CredentialsSignin");
        return outcome.user;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.uid = user.id;
      return token;
    },
    // Roles are read on every session fetch (not frozen in the token), so a change applies at once.
    async session({ session, token }) {
      if (session.user && typeof token.uid === "string") {
        session.user.id = token.uid;
        const memberships = await db.membership.findMany({ where: { userId: token.uid }, select: { role: true, league: { select: { slug: true } } } });
        session.user.roles = Object.fromEntries(memberships.map((m) => [m.league.slug, m.role]));
      }
      return session;
    },
  },
};
