import Link from "next/link";

// Reached only for URLs outside the locale tree (e.g. /xx/…); pages inside it use [locale]/not-found.tsx.
export default function NotFound() {
  return (
    <html lang="it">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>404</h1>
        <p>
          Pagina non trovata. <Link href="/">Torna alla home</Link>
        </p>
      </body>
    </html>
  );
}
