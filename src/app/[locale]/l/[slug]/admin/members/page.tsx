import { getTranslations } from "next-intl/server";
import { listMembers, listPlayersForAdmin } from "@/server/queries/admin";
import { Forbidden } from "@/components/ui/forbidden";
import { loadOrganiserPage } from "../../_lib/page-access";
import { MemberForm } from "./_components/member-form";
import { MemberPasswordForm } from "./_components/member-password-form";
import { MemberRoleForm } from "./_components/member-role-form";

export default async function AdminMembersPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadOrganiserPage(slug, "/admin/members");
  if (!ctx) return <Forbidden />;
  const [members, players, t] = await Promise.all([listMembers(ctx), listPlayersForAdmin(ctx), getTranslations("admin.members")]);
  const unlinked = players.filter((p) => !p.login).map((p) => ({ id: p.id, name: p.displayName }));
  return (
    <section className="space-y-4">
      <h1 className="h1">{t("title")}</h1>
      <details className="card">
        <summary className="cursor-pointer font-semibold">{t("add")}</summary>
        <div className="mt-3">
          <MemberForm leagueSlug={slug} players={unlinked} />
        </div>
      </details>
      <ul className="space-y-3">
        {members.map((m) => (
          <li key={m.membershipId} className="card space-y-2">
            <p className="font-semibold">
              {m.name} <span className="text-sm font-normal text-stone-600">{m.email}</span>
            </p>
            {m.playerName && <p className="text-sm text-stone-600">{t("linkedTo", { player: m.playerName })}</p>}
            <MemberRoleForm leagueSlug={slug} member={m} />
            <MemberPasswordForm leagueSlug={slug} membershipId={m.membershipId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
