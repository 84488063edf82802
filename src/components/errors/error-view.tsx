"use client";
import Link from "next/link";
import { useParams } from "next/navigation";
import en from "../../../messages/en/errorPage.json";
import it from "../../../messages/it/errorPage.json";

/**
 * The page shown in place of one that failed (src/app/[locale]/error.tsx and the league's). An error boundary is a
 * client component outside any NextIntlClientProvider, so it reads its few texts directly, in the URL's locale.
 * The digest is the id Next prints next to the error in the server log: a user can quote it to the organiser.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ locale?: string }>();
  const t = params?.locale === "en" ? en : it;
  return (
    <section className="card space-y-3" role="alert">
      <h1 className="h1">{t.title}</h1>
      <p>{t.body}</p>
      {error.digest ? <p className="text-sm text-stone-600">{t.reference.replace("{digest}", error.digest)}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => reset()}>
          {t.retry}
        </button>
        <Link href="/" className="btn-secondary">
          {t.backHome}
        </Link>
      </div>
    </section>
  );
}
