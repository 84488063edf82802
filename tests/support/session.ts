// Who the server code believes is signed in, for integration tests: `signInAs(user)` / `signOut()`.
import type { CurrentUser } from "@/server/auth/current-user";

let current: CurrentUser | null = null;

export function signInAs(user: { id: string; email?: string; name?: string } | null): void {
  current = user ? { id: user.id, email: user.email ?? `${user.id}@test`, name: user.name ?? user.id } : null;
}
export const signOut = () => signInAs(null);

export const currentUserModule = { getCurrentUser: async () => current };
