"use client";
import Link from "next/link";
import en from "../../messages/en/errorPage.json";
import it from "../../messages/it/errorPage.json";

// The last resort, when the root layout itself failed: it replaces <html>, so it cannot know the page's language or
// load the app's stylesheet. Both languages, with the app's colours inline.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="it">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          margin: 0,
          padding: "2rem 1rem",
          background: "#fafaf9",
          color: "#1c1917",
        }}
      >
        <main style={{ maxWidth: "32rem", margin: "0 auto" }}>
          {[it, en].map((t) => (
            <section key={t.title} lang={t === it ? "it" : "en"} style={{ marginBottom: "1.5rem" }}>
              <h1 style={{ fontSize: "1.5rem", margin: "0 0 .5rem", color: "#991b1b" }}>{t.title}</h1>
              <p style={{ margin: 0 }}>{t.body}</p>
            </section>
          ))}
          {error.digest ? (
            <p style={{ fontSize: ".875rem", color: "#57534e" }}>{it.reference.replace("{digest}", error.digest)}</p>
          ) : null}
          <p style={{ display: "flex", gap: ".5rem", flexWrap: "wrap" }}>
            <button
              type="button"
              onClick={() => reset()}
              style={{
                background: "#991b1b",
                color: "#fff",
                border: 0,
                borderRadius: ".5rem",
                padding: ".6rem 1rem",
                font: "inherit",
              }}
            >
              {it.retry} · {en.retry}
            </button>
            <Link href="/" style={{ padding: ".6rem 1rem", color: "#991b1b" }}>
              {it.backHome} · {en.backHome}
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
