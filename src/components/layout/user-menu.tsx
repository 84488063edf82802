"use client";
import Link from "next/link";
import { signOut, useSession } from "next-auth/react";
import { forgetDevice } from "@/components/offline/owner";

export function UserMenu({
  signInLabel,
  signOutLabel,
  accountLabel,
}: {
  signInLabel: string;
  signOutLabel: string;
  accountLabel: string;
}) {
  const { data, status } = useSession();
  // Reserves the width of the sign-in button while the session loads.
  if (status === "loading") return <span className="inline-block h-9 w-20 shrink-0" aria-hidden />;
  if (!data?.user) {
    return (
      <Link
        href="/login"
        className="shrink-0 whitespace-nowrap rounded-md bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20"
      >
        {signInLabel}
      </Link>
    );
  }
  return (
    <div className="flex min-w-0 shrink items-center gap-2 text-sm">
      <Link
        href="/account/password"
        className="relative min-w-0 max-w-16 truncate underline-offset-2 hover:underline sm:max-w-40"
        title={data.user.name ?? undefined}
      >
        <span data-testid="signed-in-as">{data.user.name}</span>
        <span className="sr-only"> ({accountLabel})</span>
      </Link>
      {/* the phone forgets opened cards and the pages kept for offline reading before the session ends (decision 0025) */}
      <button
        type="button"
        onClick={() => void forgetDevice(data.user?.id ?? null).finally(() => signOut({ callbackUrl: "/" }))}
        className="shrink-0 whitespace-nowrap rounded-md bg-white/10 px-3 py-2 font-semibold hover:bg-white/20"
      >
        {signOutLabel}
      </button>
    </div>
  );
}
