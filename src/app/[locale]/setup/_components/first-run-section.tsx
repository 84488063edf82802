import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { FirstRunForm } from "./first-run-form";

export async function FirstRunSection() {
  const t = await getTranslations("auth");
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="h1">{t("firstRunTitle")}</h1>
      <p className="text-stone-600">{t("firstRunIntro")}</p>
      <ClientMessages>
        <FirstRunForm />
      </ClientMessages>
    </section>
  );
}
