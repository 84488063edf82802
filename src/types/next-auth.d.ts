import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      name?: string | null;
      email?: string | null;
      roles?: Record<string, "organiser" | "player" | string>;
      /** the leagues the user belongs to, by name */
      leagues?: { slug: string; name: string }[];
    };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** the account's sessionVersion when the token was issued */
    sv?: number;
  }
}
