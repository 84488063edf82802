import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("common");
  return (
    <section className="card space-y-2">
      <h1 className="h1">{t("notFoundTitle")}</h1>
      <p>
        <Link href="/" className="text-brand-800 underline">
          {t("backHome")}
        </Link>
      </p>
    </section>
  );
}
