import Link from "next/link";
import en from "../../messages/en/common.json";
import it from "../../messages/it/common.json";

// Reached only for URLs outside the locale tree (e.g. /missing.txt); pages inside it use [locale]/not-found.tsx.
// No locale here (and it is prerendered): both languages.
export default function NotFound() {
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
          <h1 style={{ fontSize: "1.5rem", color: "#991b1b" }}>404</h1>
          {[it, en].map((t) => (
            <p key={t.notFoundTitle} lang={t === it ? "it" : "en"}>
              {t.notFoundTitle}.{" "}
              <Link href="/" style={{ color: "#991b1b" }}>
                {t.backHome}
              </Link>
            </p>
          ))}
        </main>
      </body>
    </html>
  );
}
