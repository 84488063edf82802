import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { confirmationSummary } from "@/server/accounts/invite-confirmation";
import { loadLinkToken } from "@/server/accounts/link-page";
import { ConfirmInviteForm } from "./_components/confirm-invite-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

/** The link mailed to an address typed into an invite (decision 0035). */
export default async function ConfirmPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, terr, found] = await Promise.all([
    getTranslations("account"),
    getTranslations("errors"),
    loadLinkToken(token, "confirm"),
  ]);
  const summary = found ? await confirmationSummary(found) : null;
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("confirmTitle")}</h1>
      {found && summary ? (
        <>
          <p>
            {summary.newAccount
              ? t("confirmNew", { league: summary.league, email: summary.email })
              : t("confirmExisting", { league: summary.league, email: summary.email })}
          </p>
          <ConfirmInviteForm token={found.token} newAccount={summary.newAccount} />
        </>
      ) : (
        <p className="card" role="status" data-testid="link-invalid">
          {terr("linkInvalid")}
        </p>
      )}
    </section>
  );
}
