import "server-only";
import { cache } from "react";
import { db } from "@/server/db";

/**
 * The signed-in account's row, read once per request: the session check (`checkToken`, every getServerSession) and
 * `getCurrentUser` both need it, and each page asks both (issue 25: one query less on every signed-in page). Outside
 * a React request (route handlers, scripts, tests) `cache` does not keep anything, so each call reads afresh.
 */
export const readAccount = cache((id: string) =>
  db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, sessionVersion: true } }),
);
