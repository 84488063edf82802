import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { hasOrganiser } from "@/server/queries/leagues";
import { FirstRunForm } from "./_components/first-run-form";

export const dynamic = "force-dynamic";

export default async function SetupPage() {
  // The first-run page exists only while there is no organiser.
  if (await hasOrganiser()) notFound();
  const t = await getTranslations("auth");
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="h1">{t("firstRunTitle")}</h1>
      <p className="text-stone-600">{t("firstRunIntro")}</p>
      <FirstRunForm />
    </section>
  );
}
