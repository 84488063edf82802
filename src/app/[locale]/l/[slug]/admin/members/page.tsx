import { getFormatter, getTranslations } from "next-intl/server";
import { listMembers, listPlayersForAdmin } from "@/server/queries/admin";
import { Forbidden } from "@/components/ui/forbidden";
import { listPendingInvites } from "@/server/queries/invites";
import { loadOrganiserPage } from "../../_lib/page-access";
import { Disclosure } from "@/components/ui/disclosure";
import { InviteForm } from "./_components/invite-form";
import { LinkPlayerForm, UnlinkPlayerForm } from "./_components/link-player-form";
import { RemoveMemberForm, ResetLinkButton } from "./_components/member-actions";
import { MemberRoleForm } from "./_components/member-role-form";
import { RevokeInviteForm } from "./_components/revoke-invite-form";

export default async function AdminMembersPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadOrganiserPage(slug, "/admin/members");
  if (!ctx) return <Forbidden />;
  const [members, players, invites, t, format] = await Promise.all([
    listMembers(ctx),
    listPlayersForAdmin(ctx),
    listPendingInvites(ctx),
    getTranslations("admin.members"),
    getFormatter(),
  ]);
  const invited = new Set(invites.map((i) => i.playerId));
  const unlinked = players.filter((p) => !p.login).map((p) => ({ id: p.id, name: p.displayName }));
  const expiry = (d: Date) => format.dateTime(d, { dateStyle: "medium" });
  return (
    <section className="space-y-4">
      <h1 className="h1">{t("title")}</h1>
      <Disclosure className="card" defaultOpen={members.length <= 1} summary={t("invite")}>
        <div className="mt-3">
          <InviteForm leagueSlug={slug} players={unlinked.filter((p) => !invited.has(p.id))} />
        </div>
      </Disclosure>
      {invites.length > 0 && (
        <section className="card space-y-2" aria-labelledby="pending-invites">
          <h2 id="pending-invites" className="h2">
            {t("pending")}
          </h2>
          <ul className="divide-y divide-stone-200">
            {invites.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="mr-auto text-sm">
                  {t("pendingItem", {
                    role: t(`roles.${i.role === "organiser" ? "organiser" : "player"}`),
                    date: expiry(i.expiresAt),
                  })}
                  {i.playerName && <> · {t("pendingPlayer", { player: i.playerName })}</>}
                  {i.createdByName && (
                    <>
                      {" "}
                      · <span data-testid="invite-creator">{t("pendingBy", { name: i.createdByName })}</span>
                    </>
                  )}
                </span>
                <RevokeInviteForm
                  leagueSlug={slug}
                  inviteId={i.id}
                  label={t("revokeLabel", {
                    role: t(`roles.${i.role === "organiser" ? "organiser" : "player"}`),
                    date: expiry(i.expiresAt),
                  })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="space-y-3">
        {members.map((m) => (
          <li key={m.membershipId} className="card space-y-2">
            <p className="font-semibold">
              {m.name} <span className="text-sm font-normal text-stone-600">{m.email}</span>
            </p>
            {m.playerName && <p className="text-sm text-stone-600">{t("linkedTo", { player: m.playerName })}</p>}
            {m.playerId && m.playerName ? (
              <UnlinkPlayerForm leagueSlug={slug} playerId={m.playerId} playerName={m.playerName} />
            ) : (
              <LinkPlayerForm leagueSlug={slug} membershipId={m.membershipId} players={unlinked} />
            )}
            <MemberRoleForm leagueSlug={slug} member={m} />
            <ResetLinkButton leagueSlug={slug} membershipId={m.membershipId} name={m.name} />
            <RemoveMemberForm leagueSlug={slug} membershipId={m.membershipId} name={m.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
