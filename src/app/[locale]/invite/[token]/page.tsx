import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { loadLinkToken } from "@/server/accounts/link-page";
import { getCurrentUser } from "@/server/auth/current-user";
import { getInviteSummary } from "@/server/queries/invites";
import { AcceptInviteForm } from "./_components/accept-invite-form";
import { LinkInviteButton } from "./_components/link-invite-button";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

/** An invite link: a new account (name, e-mail, password) or, signed in, the account one already has. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, terr, invite, user] = await Promise.all([
    getTranslations("account"),
    getTranslations("errors"),
    loadLinkToken(token, "invite"),
    getCurrentUser(),
  ]);
  const summary = invite ? await getInviteSummary(invite) : null;
  if (!invite || !summary) {
    return (
      <section className="mx-auto max-w-sm space-y-4">
        <h1 className="h1">{t("inviteInvalidTitle")}</h1>
        <p className="card" role="status" data-testid="link-invalid">
          {terr("linkInvalid")}
        </p>
      </section>
    );
  }
  const league = summary.league.name;
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("inviteTitle", { league })}</h1>
      <p>
        {t("inviteIntro", { league })}{" "}
        {summary.playerName
          ? t("inviteAsPlayer", { player: summary.playerName })
          : t("inviteRole", { role: t(`roles.${summary.role}`) })}
      </p>
      {user ? (
        <LinkInviteButton token={invite.token} userName={user.name} league={league} />
      ) : (
        <>
          <AcceptInviteForm token={invite.token} name={summary.playerName ?? undefined} />
          <p className="text-center text-sm">
            {t("haveAccount")}{" "}
            <Link
              className="font-semibold text-brand-800 underline"
              href={`/login?callbackUrl=${encodeURIComponent(`/invite/${invite.token}`)}`}
            >
              {t("signInToLink")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
