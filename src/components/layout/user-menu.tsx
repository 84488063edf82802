"use client";
import Link from "next/link";
import { signOut, useSession } from "next-auth/react";

export function UserMenu({ signInLabel, signOutLabel, accountLabel }: { signInLabel: string; signOutLabel: string; accountLabel: string }) {
  const { data, status } = useSession();
  if (status === "loading") return <span className="min-h-9 w-20" aria-hidden />;
  if (!data?.user) {
    return (
      <Link href="/login" className="rounded-md bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20">
        {signInLabel}
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm">
      <Link href="/account/password" className="max-w-32 truncate underline-offset-2 hover:underline">
        <span data-testid="signed-in-as">{data.user.name}</span>
        <span className="sr-only"> ({accountLabel})</span>
      </Link>
      <button type="button" onClick={() => signOut({ callbackUrl: "/" })} className="rounded-md bg-white/10 px-3 py-2 font-semibold hover:bg-white/20">
        {signOutLabel}
      </button>
    </div>
  );
}
