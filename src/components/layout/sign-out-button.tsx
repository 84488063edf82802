"use client";
import { signOut } from "next-auth/react";

export function SignOutButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => signOut({ callbackUrl: "/" })} className="rounded-md bg-white/10 px-3 py-2 font-semibold hover:bg-white/20">
      {label}
    </button>
  );
}
