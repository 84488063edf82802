"use client";
import Link from "next/link";
import { signOut, useSession } from "next-auth/react";

export function UserMenu({ signInLabel, signOutLabel }: { signInLabel: string; signOutLabel: string }) {
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
      <span className="max-w-32 truncate" data-testid="signed-in-as">
        {data.user.name}
      </span>
      <button type="button" onClick={() => signOut({ callbackUrl: "/" })} className="rounded-md bg-white/10 px-3 py-2 font-semibold hover:bg-white/20">
        {signOutLabel}
      </button>
    </div>
  );
}
