import { getTranslations } from "next-intl/server";

/**
 * What a page shows while its data is read: the league's header and menu stay, this takes the page's place (a Suspense
 * fallback; the page checks what would make it a 404 before it, since a streamed page's status is already sent).
 */
export async function PageLoading() {
  const t = await getTranslations("common");
  return (
    <p role="status" className="card animate-pulse text-stone-600" data-testid="page-loading">
      {t("loading")}
    </p>
  );
}
