"use client";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { linkInvite } from "@/server/actions/link-invite";

export function LinkInviteButton({ token, userName, league }: { token: string; userName: string; league: string }) {
  const t = useTranslations("account");
  const err = useErrorText();
  const [pending, start] = useTransition();
  const [result, setResult] = useState<Awaited<ReturnType<typeof linkInvite>> | null>(null);
  const router = useRouter();
  const session = useSession();
  const onClick = () =>
    start(async () => {
      const res = await linkInvite({ token });
      setResult(res);
      if (res.ok) {
        await session.update(); // roles per league come with the session
        router.push(res.data.next);
      }
    });
  return (
    <div className="card space-y-3">
      <p>{t("linkAs", { name: userName })}</p>
      <FormMessage message={result && !result.ok ? err(result.formError) : null} />
      <FormMessage tone="success" message={result?.ok ? t("linked") : null} />
      <button type="button" className="btn-primary w-full" onClick={onClick} disabled={pending || result?.ok}>
        {t("linkButton", { league })}
      </button>
    </div>
  );
}
