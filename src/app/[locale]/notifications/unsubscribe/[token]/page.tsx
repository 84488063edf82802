import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { mailOffAddress } from "@/server/queries/mail-off-link";
import { StopMailForm } from "./_components/stop-mail-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

/**
 * A notification e-mail's unsubscribe link: no sign-in. Opening it changes nothing (mail scanners open links); the
 * button stops the e-mails.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, email] = await Promise.all([getTranslations("notifications.settings"), mailOffAddress(token)]);
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("unsubscribeTitle")}</h1>
      {email ? (
        <>
          <p>{t("unsubscribeIntro", { email })}</p>
          <StopMailForm token={token} />
        </>
      ) : (
        <p className="card" role="status" data-testid="link-invalid">
          {t("unsubscribeInvalid")}
        </p>
      )}
    </section>
  );
}
