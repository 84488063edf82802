import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { normaliseRevealToken } from "@/dealing/commitment";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Short entry point for a reveal code typed by hand: /reveal → the code → /reveal/<code>. */
export default async function RevealCodePage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const { code } = await searchParams;
  const token = code ? normaliseRevealToken(code) : null;
  if (token) redirect(`/reveal/${token}`);
  const t = await getTranslations("gameNight");
  return (
    <section className="mx-auto max-w-xl space-y-4" aria-labelledby="reveal-code-title">
      <h1 id="reveal-code-title" className="h1">
        {t("reveal.codeTitle")}
      </h1>
      {code && (
        <p className="field-error" role="status">
          {t("errors.linkInvalid")}
        </p>
      )}
      <form method="get" className="card space-y-3">
        <label htmlFor="reveal-code" className="label">
          {t("reveal.code")}
        </label>
        <input
          id="reveal-code"
          name="code"
          className="input font-mono uppercase tracking-wider"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          defaultValue={code ?? ""}
        />
        <button type="submit" className="btn-primary w-full">
          {t("reveal.open")}
        </button>
      </form>
    </section>
  );
}
