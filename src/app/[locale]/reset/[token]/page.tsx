import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loadLinkToken } from "@/server/accounts/link-page";
import { resetLinkStillAllowed } from "@/server/accounts/link-rights";
import { db } from "@/server/db";
import { ResetPasswordForm } from "./_components/reset-password-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function ResetPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, terr, found] = await Promise.all([
    getTranslations("account"),
    getTranslations("errors"),
    loadLinkToken(token, "reset"),
  ]);
  // an organiser's link whose issuer no longer organises every league of the account reads as any dead link (decision 0035)
  const reset =
    found?.userId && (await resetLinkStillAllowed(db, { createdById: found.createdById, userId: found.userId }))
      ? found
      : null;
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("resetTitle")}</h1>
      {reset?.user ? (
        <>
          <p>{t("resetFor", { email: reset.user.email })}</p>
          <ResetPasswordForm token={reset.token} />
        </>
      ) : (
        <p className="card" role="status" data-testid="link-invalid">
          {terr("linkInvalid")}
        </p>
      )}
    </section>
  );
}
