/**
 * Issue 22 §4: a page opened while offline could not read the session, so the header said "Accedi" (sign in) and
 * kept saying it after the connection returned (the app does not refetch on focus). When the browser is back
 * online, this asks next-auth's SessionProvider to read the session again, through the message it already listens
 * for (another tab's "session" broadcast: a `storage` event on `nextauth.message`, next-auth/client/_utils.js), which
 * makes it fetch /api/auth/session unconditionally. One GET; the form state is untouched.
 */
export function rereadSession(target: EventTarget, now: () => number = Date.now): void {
  const message = { event: "session", data: { trigger: "getSession" }, timestamp: Math.floor(now() / 1000) };
  target.dispatchEvent(
    Object.assign(new Event("storage"), { key: "nextauth.message", newValue: JSON.stringify(message) }),
  );
}
