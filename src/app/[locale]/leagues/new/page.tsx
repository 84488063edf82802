import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { getCurrentUser } from "@/server/auth/current-user";
import { CreateLeagueForm } from "./_components/create-league-form";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("leagues");
  return { title: t("newTitle") };
}

/** Any signed-in user may create a league and becomes its organiser (docs/decisions/0027-many-leagues.md). */
export default async function NewLeaguePage() {
  if (!(await getCurrentUser())) redirect("/login?callbackUrl=/leagues/new");
  const t = await getTranslations("leagues");
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="h1">{t("newTitle")}</h1>
      <p className="text-stone-600">{t("newIntro")}</p>
      <ClientMessages namespaces={["leagues"]}>
        <CreateLeagueForm />
      </ClientMessages>
    </section>
  );
}
