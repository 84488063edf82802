import { getTranslations } from "next-intl/server";

/** What a signed-in user sees on a page their role does not open. */
export async function Forbidden() {
  const t = await getTranslations("errors");
  return (
    <p className="card" role="status">
      {t("forbidden")}
    </p>
  );
}
