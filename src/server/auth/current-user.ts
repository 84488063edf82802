import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { readAccount } from "./account-row";
import { authOptions } from "./options";

/** sessionVersion: equal to the session token's `sv` (checkToken refused the token otherwise) */
export type CurrentUser = { id: string; email: string; name: string; sessionVersion?: number };

/** The signed-in user, re-read from the database (a deleted account loses access at once). */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(authOptions);
  const id = session?.user?.id;
  if (!id) return null;
  return readAccount(id);
});
